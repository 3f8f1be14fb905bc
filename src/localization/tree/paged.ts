// A list shown a page at a time under a tree node, with a "Load more" node while the server has more.
// Pages are as large as the server allows (the page-size setting), so most lists are one request.
import type { Page } from '../../core/http/paging';

export class PagedList<T> {
  private items: T[] = [];
  private nextPage = 1;
  private total: number | undefined;
  private more = true;

  constructor(private readonly fetch: (page: number) => Promise<Page<T>>) {}

  get loaded(): readonly T[] {
    return this.items;
  }

  get hasMore(): boolean {
    return this.more;
  }

  get count(): number | undefined {
    return this.total;
  }

  /** Loads the first page once. */
  async ensure(): Promise<void> {
    if (this.nextPage === 1) await this.loadMore();
  }

  async loadMore(): Promise<void> {
    if (!this.more) return;
    const page = await this.fetch(this.nextPage);
    this.items = [...this.items, ...page.items];
    this.total = page.count;
    this.more = page.next !== null && this.items.length < page.count;
    this.nextPage += 1;
  }

  reset(): void {
    this.items = [];
    this.nextPage = 1;
    this.total = undefined;
    this.more = true;
  }
}

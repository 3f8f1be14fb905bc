// A list shown a page at a time under a tree node, with a "Load more" node while the server has more.
// Pages are as large as the server allows (the page-size setting), so most lists are one request.
// A list may keep at most `maxItems` (a window of whole pages): loading past it drops the first pages,
// and "Show earlier" loads them back, dropping from the end. The rows of a tree level cost the extension
// host about 2 KB each (VS Code's own records of a row included, #28), so a translation of 100,000
// strings browsed to its end would otherwise hold some 200 MB.
import type { Page } from '../../core/http/paging';

interface KeptPage<T> {
  page: number;
  items: readonly T[];
}

export class PagedList<T> {
  private pages: KeptPage<T>[] = [];
  private items: readonly T[] = [];
  /** Items of the pages dropped before the first kept one. */
  private before = 0;
  private nextPage = 1;
  private total: number | undefined;
  private more = true;

  constructor(
    private readonly fetch: (page: number) => Promise<Page<T>>,
    private readonly maxItems = Infinity,
  ) {}

  /** The items of the pages kept, in order. */
  get loaded(): readonly T[] {
    return this.items;
  }

  get hasMore(): boolean {
    return this.more;
  }

  /** Pages before the first kept one were dropped: "Show earlier" loads them back. */
  get hasEarlier(): boolean {
    return (this.pages[0]?.page ?? 1) > 1;
  }

  /** How many items come before the first one kept. */
  get skipped(): number {
    return this.before;
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
    this.pages.push({ page: this.nextPage, items: page.items });
    this.total = page.count;
    this.nextPage += 1;
    while (this.size() > this.maxItems && this.pages.length > 1) this.before += this.pages.shift()!.items.length;
    this.join();
    this.more = page.next !== null && this.before + this.items.length < page.count;
  }

  /** Loads the page before the first kept one; pages at the end drop out past `maxItems`. */
  async loadEarlier(): Promise<void> {
    const first = this.pages[0]?.page ?? 1;
    if (first <= 1) return;
    const page = await this.fetch(first - 1);
    this.pages.unshift({ page: first - 1, items: page.items });
    this.before = Math.max(0, this.before - page.items.length);
    this.total = page.count;
    while (this.size() > this.maxItems && this.pages.length > 1) {
      this.pages.pop();
      this.more = true;
    }
    this.nextPage = this.pages.at(-1)!.page + 1;
    this.join();
  }

  reset(): void {
    this.pages = [];
    this.items = [];
    this.before = 0;
    this.nextPage = 1;
    this.total = undefined;
    this.more = true;
  }

  private size(): number {
    return this.pages.reduce((n, p) => n + p.items.length, 0);
  }

  private join(): void {
    this.items = this.pages.length === 1 ? this.pages[0]!.items : this.pages.flatMap((p) => p.items);
  }
}

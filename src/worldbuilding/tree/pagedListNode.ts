// The one paged list of the Worldbuilding tree: a world's or a category's articles, a world's secrets and
// images. World Anvil lists have no count, so each is read 50 at a time by offset, with a "Load more" node
// while the last page came back full; a page with nothing new ends the list too (a server that ignores the
// offset repeats a page forever).
import * as vscode from 'vscode';
import type { World, WorldAnvilApi } from '../../core/worldanvil';
import { emptyNode, LoadMoreNode, type TreeNode } from '../../platform/tree/treeNode';

export const PAGE = 50;

export abstract class PagedListNode<T extends { id: string }> implements TreeNode {
  private items: T[] = [];
  private more = true;
  private loadedOnce = false;

  constructor(
    readonly id: string,
    protected readonly client: WorldAnvilApi,
    readonly world: World,
    readonly parent: TreeNode | undefined,
  ) {}

  abstract toTreeItem(): vscode.TreeItem;
  /** One page of the list from `offset`, at most PAGE items. */
  protected abstract page(offset: number): Promise<{ items: T[]; hasMore: boolean }>;
  protected abstract node(item: T): TreeNode;
  protected abstract emptyLabel(): string;

  async loadMore(): Promise<void> {
    const page = await this.page(this.items.length);
    const known = new Set(this.items.map((i) => i.id));
    const fresh = page.items.filter((i) => !known.has(i.id));
    this.items.push(...fresh);
    this.more = page.hasMore && fresh.length > 0;
    this.loadedOnce = true;
  }

  reset(): void {
    this.items = [];
    this.more = true;
    this.loadedOnce = false;
  }

  getChildren(): Promise<TreeNode[]> {
    return this.listAfter(Promise.resolve([]));
  }

  /** `before` (a level of categories, read while the first page loads), the list's rows, then "Load more". */
  protected async listAfter(before: Promise<TreeNode[]>): Promise<TreeNode[]> {
    const [first] = await Promise.all([before, this.loadedOnce ? undefined : this.loadMore()]);
    const children = [...first, ...this.items.map((i) => this.node(i))];
    if (this.more)
      children.push(
        new LoadMoreNode(`${this.id}/more`, 'scriptorium.worldbuilding.loadMore', this.items.length, undefined, this),
      );
    return children.length ? children : [emptyNode(this.id, this.emptyLabel(), this)];
  }
}

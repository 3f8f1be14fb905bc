// What every list of the Localization view shares: the command ids its rows run, what the nodes are handed
// (the client, page size, row status, drafts and pending edits, search filters), and the node whose
// children are a paged list, one page as large as the server allows, with "Load more" (and "Show
// earlier" once the first pages were let go).
import * as vscode from 'vscode';
import type { Page } from '../../core/http/paging';
import type { WeblateClient } from '../../core/weblate';
import { KeptNodes } from '../../platform/tree/keptNodes';
import { emptyNode, LoadEarlierNode, LoadMoreNode, type TreeNode } from '../../platform/tree/treeNode';
import { PagedList } from './paged';
import type { RowStatus } from './rowStatus';

export const COMMANDS = {
  loadMore: 'scriptorium.localization.loadMore',
  openUnit: 'scriptorium.localization.openUnit',
  loadEarlier: 'scriptorium.localization.loadEarlier',
  retry: 'scriptorium.localization.retry',
  connect: 'scriptorium.localization.connect',
};

export interface TreeContext {
  client: WeblateClient;
  pageSize: number;
  /** Progress, lock and repository state of project and component rows (absent: rows show only their names). */
  rows?: RowStatus;
  /** Whether a string has an unsaved draft from the unit panel (#31); absent: no string has one. */
  hasDraft?: (unitId: number) => boolean;
  /** Whether a string has an edit saved while the server could not be reached, not sent yet (#26). */
  hasPending?: (unitId: number) => boolean;
  /**
   * Search filters by translation node id, kept by the tree provider: a refresh rebuilds the nodes, and
   * the filter stays (the rows and the view say it is active) until cleared on its row (#31).
   */
  filters?: Map<string, string>;
}

/** A node whose children are a paged list. */
export abstract class ListNode<T> implements TreeNode {
  protected readonly list: PagedList<T>;
  /** The same item gives the same child node in every listing (keptNodes.ts). */
  private readonly kept = new KeptNodes<T, TreeNode>();

  constructor(
    readonly id: string,
    readonly parent: TreeNode | undefined,
    fetch: (page: number) => Promise<Page<T>>,
    maxItems?: number,
  ) {
    this.list = new PagedList(fetch, maxItems);
  }

  abstract toTreeItem(): vscode.TreeItem;
  protected abstract child(item: T): TreeNode;

  protected emptyLabel(): string {
    return vscode.l10n.t('Nothing here');
  }

  async getChildren(): Promise<TreeNode[]> {
    await this.list.ensure();
    const children = this.kept.list(this.list.loaded, (item) => this.child(item));
    if (children.length === 0) return [emptyNode(this.id, this.emptyLabel(), this)];
    if (this.list.hasEarlier)
      children.unshift(new LoadEarlierNode(`${this.id}/earlier`, COMMANDS.loadEarlier, this.list.skipped, this));
    if (this.list.hasMore)
      children.push(
        new LoadMoreNode(
          `${this.id}/more`,
          COMMANDS.loadMore,
          this.list.skipped + this.list.loaded.length,
          this.list.count,
          this,
        ),
      );
    return children;
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }

  loadEarlier(): Promise<void> {
    return this.list.loadEarlier();
  }

  /** How many items the list holds now. */
  get shownCount(): number {
    return this.list.loaded.length;
  }

  reset(): void {
    this.list.reset();
    this.kept.clear();
  }
}

/** How a list at the top of the view (Projects, Languages) shows: its id (also its menu context), title and icon. */
export interface HeadingSpec {
  id: string;
  label: () => string;
  icon: string;
  open: boolean;
  empty?: () => string;
}

/** A list at the top of the view: its heading from its spec, its items from `fetch`, their nodes from `child`. */
export class HeadingListNode<T> extends ListNode<T> {
  constructor(
    private readonly spec: HeadingSpec,
    fetch: (page: number) => Promise<Page<T>>,
    private readonly makeChild: (item: T, parent: TreeNode) => TreeNode,
  ) {
    super(spec.id, undefined, fetch);
  }

  toTreeItem(): vscode.TreeItem {
    const state = this.spec.open ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed;
    const item = new vscode.TreeItem(this.spec.label(), state);
    item.id = this.id;
    item.iconPath = new vscode.ThemeIcon(this.spec.icon);
    item.contextValue = this.id;
    return item;
  }

  protected child(item: T): TreeNode {
    return this.makeChild(item, this);
  }

  protected override emptyLabel(): string {
    return this.spec.empty?.() ?? super.emptyLabel();
  }
}

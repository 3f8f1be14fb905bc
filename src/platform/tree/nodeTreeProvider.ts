// What both Scriptorium trees share: nodes render themselves, know their parent (for reveal), refresh
// by resetting a node's loaded list, and redraw without reloading (after "Load more" or a filter).
import * as vscode from 'vscode';
import { Disposable } from '../lifecycle';
import type { FeatureHost } from '../features/featureHost';
import type { TreeNode } from './treeNode';

/**
 * An element no tree ever lists: a change event for it refreshes nothing (VS Code knows no row of it), and
 * only makes VS Code handle a change (see dropReplacedRows).
 */
const NOT_LISTED: TreeNode = { id: 'scriptorium.notListed', toTreeItem: () => new vscode.TreeItem('') };
/** The root's key among the listed nodes (the root is `undefined` to VS Code). */
const ROOT: TreeNode = { id: 'scriptorium.root', toTreeItem: () => new vscode.TreeItem('') };

export abstract class NodeTreeProvider extends Disposable implements vscode.TreeDataProvider<TreeNode> {
  protected readonly changed = this._register(new vscode.EventEmitter<TreeNode | undefined>());
  readonly onDidChangeTreeData = this.changed.event;
  /** Nodes whose children VS Code has asked for: asked again, it is replacing rows. */
  private readonly listed = new WeakSet<TreeNode>();

  /** Reloads a node (its paged list starts over), or the whole tree. */
  refresh(node?: TreeNode): void {
    if (node && 'reset' in node && typeof node.reset === 'function') (node as { reset(): void }).reset();
    this.onRefresh(node);
    this.changed.fire(node);
  }

  /** Shows a node again without reloading it. */
  redraw(node: TreeNode): void {
    this.changed.fire(node);
  }

  /** Hook for providers that cache roots. */
  protected onRefresh(_node: TreeNode | undefined): void {}

  /**
   * Called by getChildren. VS Code's extension host lets go of the rows a refresh replaced (a Load more
   * replaces a level's 10,000 string rows: its items, our nodes and their strings, some 10 MB, #28) only
   * when it handles the *next* change event of the view: until then it holds them in a set of rows to clear
   * (ExtHostTreeView's `_nodesToClear`, VS Code 1.139). When VS Code lists a node's children again, it has
   * just put the old ones there, so a change event for an element it does not know lets them go and
   * redraws nothing.
   */
  protected listing(node: TreeNode | undefined): void {
    const key = node ?? ROOT;
    if (this.listed.has(key)) this.dropReplacedRows();
    else this.listed.add(key);
  }

  /** Lets VS Code drop the rows a refresh replaced (see `listing`): a change of an element no tree lists. */
  protected dropReplacedRows(): void {
    this.changed.fire(NOT_LISTED);
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return node.toTreeItem();
  }

  getParent(node: TreeNode): TreeNode | undefined {
    return node.parent;
  }

  abstract getChildren(node?: TreeNode): Promise<TreeNode[]>;
}

/**
 * Shows `provider` in the view `viewId` (made at activation, see FeatureHost) and tells `onVisibility`
 * whether the view is in sight, now and at every change: the Changes views read or poll only while seen.
 */
export function showTreeWhileVisible(
  context: vscode.ExtensionContext,
  host: FeatureHost,
  viewId: string,
  provider: NodeTreeProvider,
  onVisibility: (visible: boolean) => void,
): vscode.TreeView<TreeNode> {
  const view = host.treeView(viewId, provider);
  onVisibility(view.visible);
  context.subscriptions.push(
    provider,
    view.onDidChangeVisibility((e) => onVisibility(e.visible)),
  );
  return view;
}

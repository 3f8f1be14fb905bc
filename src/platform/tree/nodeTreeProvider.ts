// What both Scriptorium trees share: nodes render themselves, know their parent (for reveal), refresh
// by resetting a node's loaded list, and redraw without reloading (after "Load more" or a filter).
import * as vscode from 'vscode';
import { Disposable } from '../lifecycle';
import type { TreeNode } from './treeNode';

export abstract class NodeTreeProvider extends Disposable implements vscode.TreeDataProvider<TreeNode> {
  protected readonly changed = this._register(new vscode.EventEmitter<TreeNode | undefined>());
  readonly onDidChangeTreeData = this.changed.event;

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

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return node.toTreeItem();
  }

  getParent(node: TreeNode): TreeNode | undefined {
    return node.parent;
  }

  abstract getChildren(node?: TreeNode): Promise<TreeNode[]>;
}

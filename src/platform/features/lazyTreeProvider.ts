// A tree view's data provider until its feature is loaded: the first getChildren (VS Code asks only once
// the view is visible) loads the feature, which attaches its real provider; from then on every call and
// every change event is the real provider's.
import * as vscode from 'vscode';

export class LazyTreeProvider implements vscode.TreeDataProvider<unknown>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<unknown>();
  readonly onDidChangeTreeData = this.changed.event;
  private target: vscode.TreeDataProvider<unknown> | undefined;
  private forwarding: vscode.Disposable | undefined;

  constructor(private readonly load: () => Promise<boolean>) {}

  attach(target: vscode.TreeDataProvider<unknown>): void {
    this.target = target;
    this.forwarding = target.onDidChangeTreeData?.((e) => this.changed.fire(e));
  }

  async getChildren(element?: unknown): Promise<unknown[]> {
    if (!this.target && !(await this.load())) return [];
    return (await this.target?.getChildren(element)) ?? [];
  }

  // Elements only ever come from the real provider, so it is there whenever VS Code asks about one.
  getTreeItem(element: unknown): vscode.TreeItem | Thenable<vscode.TreeItem> {
    return this.target!.getTreeItem(element);
  }

  // Declared here, or VS Code (which asks a provider once whether it resolves) never calls the real one's:
  // rows then get no tooltip on hover and no command on a click where the real provider leaves them to it.
  resolveTreeItem(
    item: vscode.TreeItem,
    element: unknown,
    token: vscode.CancellationToken,
  ): vscode.ProviderResult<vscode.TreeItem> {
    return this.target?.resolveTreeItem ? this.target.resolveTreeItem(item, element, token) : item;
  }

  getParent(element: unknown): vscode.ProviderResult<unknown> {
    return this.target?.getParent?.(element);
  }

  dispose(): void {
    this.forwarding?.dispose();
    this.changed.dispose();
  }
}

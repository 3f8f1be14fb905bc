// The "Screenshots" row under each component of the Localization tree (after its translations) and one row
// per screenshot: Open (preview), Link to / Unlink from the string the unit panel shows, Rename, Delete
// (screenshotCommands.ts). The list is the component's (one request, both releases), read when the row opens.
import * as vscode from 'vscode';
import { listComponentScreenshots, type Screenshot, type WeblateClient } from '../../core/weblate';
import { emptyNode, type TreeNode } from '../../platform/tree/treeNode';
import { plural } from '../../platform/localeFormat';

/** The Screenshots rows the tree made, by component: an upload refreshes that row only (not the whole tree). */
const madeRows = new Map<string, WeakRef<ScreenshotsNode>>();

/** The component's Screenshots row, if the tree has made one (else there is nothing shown to refresh). */
export function screenshotsRowOf(project: string, component: string): ScreenshotsNode | undefined {
  return madeRows.get(`screenshots/${project}/${component}`)?.deref();
}

export class ScreenshotsNode implements TreeNode {
  readonly id: string;
  private loaded: Screenshot[] | undefined;

  constructor(
    private readonly client: WeblateClient,
    readonly project: string,
    readonly component: string,
    readonly parent: TreeNode,
  ) {
    this.id = `screenshots/${project}/${component}`;
    madeRows.set(this.id, new WeakRef(this));
  }

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(vscode.l10n.t('Screenshots'), vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.iconPath = new vscode.ThemeIcon('device-camera');
    item.contextValue = 'screenshots';
    item.accessibilityInformation = { label: vscode.l10n.t('Screenshots of {0}', this.component) };
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    this.loaded ??= await listComponentScreenshots(this.client, this.project, this.component);
    if (this.loaded.length === 0) return [emptyNode(this.id, vscode.l10n.t('No screenshots'), this)];
    return this.loaded.map((s) => new ScreenshotNode(s, this));
  }

  /** Read again when next shown (after an upload, a rename or a delete). */
  reset(): void {
    this.loaded = undefined;
  }
}

export class ScreenshotNode implements TreeNode {
  readonly id: string;

  constructor(
    readonly screenshot: Screenshot,
    readonly parent: ScreenshotsNode,
  ) {
    this.id = `screenshot/${screenshot.project}/${screenshot.component}/${screenshot.id}`;
  }

  toTreeItem(): vscode.TreeItem {
    const s = this.screenshot;
    const item = new vscode.TreeItem(s.name, vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    item.description =
      s.unitIds.length === 1 ? vscode.l10n.t('1 string') : vscode.l10n.t('{0} strings', s.unitIds.length);
    item.iconPath = new vscode.ThemeIcon('file-media');
    item.contextValue = 'screenshot';
    item.tooltip = plural(
      s.unitIds.length,
      vscode.l10n.t('Screenshot {0}: shows {1} source string', s.name, s.unitIds.length),
      vscode.l10n.t('Screenshot {0}: shows {1} source strings', s.name, s.unitIds.length),
    );
    item.command = {
      command: 'scriptorium.localization.openScreenshot',
      title: vscode.l10n.t('Open Screenshot'),
      arguments: [this],
    };
    return item;
  }
}

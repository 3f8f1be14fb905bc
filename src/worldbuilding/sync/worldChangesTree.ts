// How World Changes shows: a tree of pulled folders and their changed files, and a letter beside each
// changed file wherever VS Code shows it (Explorer, tabs), with its meaning in the tooltip.
import * as vscode from 'vscode';
import { Disposable } from '../../platform/lifecycle';
import { plural } from '../../platform/localeFormat';
import { NodeTreeProvider } from '../../platform/tree/nodeTreeProvider';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { FileSync, SyncState } from '../../core/worldSync/fileSyncState';
import type { PulledFolder, WorldChanges } from './worldChanges';

/** Each state in full (tooltips, what a screen reader says) and short (a row's description, not cut off). */
const STATE_WORDS: Record<SyncState, () => { full: string; short: string }> = {
  unchanged: () => ({ full: vscode.l10n.t('unchanged'), short: vscode.l10n.t('unchanged') }),
  changedHere: () => ({ full: vscode.l10n.t('changed here'), short: vscode.l10n.t('changed here') }),
  changedThere: () => ({ full: vscode.l10n.t('changed on World Anvil'), short: vscode.l10n.t('changed there') }),
  both: () => ({ full: vscode.l10n.t('changed here and on World Anvil'), short: vscode.l10n.t('changed on both') }),
  removedHere: () => ({ full: vscode.l10n.t('deleted here'), short: vscode.l10n.t('deleted here') }),
  goneThere: () => ({ full: vscode.l10n.t('no longer on World Anvil'), short: vscode.l10n.t('gone there') }),
};

export const stateLabel = (state: SyncState): string => STATE_WORDS[state]().full;
const shortStateLabel = (state: SyncState): string => STATE_WORDS[state]().short;

const DECORATION: Partial<Record<SyncState, { badge: string; color: string }>> = {
  changedHere: { badge: 'M', color: 'gitDecoration.modifiedResourceForeground' },
  changedThere: { badge: 'W', color: 'gitDecoration.stageModifiedResourceForeground' },
  both: { badge: '!', color: 'gitDecoration.conflictingResourceForeground' },
  goneThere: { badge: 'G', color: 'gitDecoration.deletedResourceForeground' },
};

export class SyncDecorations extends Disposable implements vscode.FileDecorationProvider {
  private readonly changed = this._register(new vscode.EventEmitter<undefined>());
  readonly onDidChangeFileDecorations = this.changed.event;

  constructor(private readonly changes: WorldChanges) {
    super();
    this._register(changes.onDidChange(() => this.changed.fire(undefined)));
  }

  provideFileDecoration(uri: vscode.Uri): vscode.FileDecoration | undefined {
    const s = this.changes.stateOf(uri);
    const look = s && DECORATION[s.state];
    if (!s || !look) return undefined;
    const decoration = new vscode.FileDecoration(
      look.badge,
      vscode.l10n.t('World Anvil: {0}', stateLabel(s.state)),
      new vscode.ThemeColor(look.color),
    );
    decoration.propagate = true; // the folders above show the colour, as for files changed in Git
    return decoration;
  }
}

/** A pulled folder's row; its children are the files changed in it. */
class FolderRow implements TreeNode {
  readonly kind = 'folder';
  readonly id: string;
  constructor(
    readonly folder: PulledFolder,
    private readonly changes: WorldChanges,
  ) {
    this.id = folder.folder.toString();
  }

  toTreeItem(): vscode.TreeItem {
    return folderItem(this.folder);
  }

  async getChildren(): Promise<TreeNode[]> {
    return this.folder.files
      .filter((f) => f.state !== 'unchanged')
      .map((file) => new FileRow(this.folder, file, this.changes, this));
  }
}

/** A changed file's row: its commands (push, merge) act on `folder` and `file`. */
class FileRow implements TreeNode {
  readonly kind = 'file';
  readonly id: string;
  constructor(
    readonly folder: PulledFolder,
    readonly file: FileSync,
    private readonly changes: WorldChanges,
    readonly parent: FolderRow,
  ) {
    this.id = `${folder.folder.toString()}#${file.articleId}`;
  }

  toTreeItem(): vscode.TreeItem {
    const { folder, file } = this;
    const uri = this.changes.fileUri(folder, file);
    const item = new vscode.TreeItem(uri, vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    // Short, as Source Control shows a change: the file's name, then its folder and state; the whole path,
    // the article and the state in full in the tooltip (#41: long paths and states were cut off).
    const slash = file.file.lastIndexOf('/');
    item.label = file.file.slice(slash + 1);
    const dir = slash > 0 ? file.file.slice(0, slash) : '';
    item.description = dir ? `${dir} · ${shortStateLabel(file.state)}` : shortStateLabel(file.state);
    item.tooltip = `${file.title}\n${file.file}\n${stateLabel(file.state)}`;
    // A manuscript part file is pushed and merged by its version's commands, not an article's.
    item.contextValue = file.manuscriptVersionId ? `worldChangePart.${file.state}` : `worldChange.${file.state}`;
    // The folder is said too: two folders pulled from one world hold files of the same names.
    item.accessibilityInformation = {
      label: vscode.l10n.t(
        '{0} in {1}, {2}',
        file.file,
        vscode.workspace.asRelativePath(folder.folder),
        stateLabel(file.state),
      ),
    };
    if (file.state !== 'removedHere')
      item.command = { command: 'vscode.open', title: vscode.l10n.t('Open'), arguments: [uri] };
    return item;
  }
}

/** A row of World Changes, as its commands receive it. */
export type ChangeRow = FolderRow | FileRow;

export class WorldChangesTree extends NodeTreeProvider {
  constructor(private readonly changes: WorldChanges) {
    super();
    this._register(changes.onDidChange(() => this.changed.fire(undefined)));
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    if (!node) return this.changes.pulled.map((folder) => new FolderRow(folder, this.changes));
    return (await node.getChildren?.()) ?? [];
  }
}

function folderItem(f: PulledFolder): vscode.TreeItem {
  const changed = f.files.filter((x) => x.state !== 'unchanged').length;
  // Always expandable and open: a row drawn without children first (nothing changed yet) would stay a
  // closed leaf, by its id, once files change under it.
  const item = new vscode.TreeItem(f.worldTitle, vscode.TreeItemCollapsibleState.Expanded);
  item.id = f.folder.toString();
  item.iconPath = new vscode.ThemeIcon('globe');
  const where = vscode.workspace.asRelativePath(f.folder);
  item.description = f.error
    ? f.error
    : changed === 0
      ? vscode.l10n.t('{0} · in step', where)
      : vscode.l10n.t('{0} · {1} changed', where, changed);
  item.tooltip =
    f.error ??
    `${f.worldTitle} (${where})\n${
      changed === 0
        ? vscode.l10n.t('In step with World Anvil')
        : plural(
            changed,
            vscode.l10n.t('{0} file changed here or on World Anvil', changed),
            vscode.l10n.t('{0} files changed here or on World Anvil', changed),
          )
    }`;
  item.contextValue = 'worldChangesFolder';
  return item;
}

// How World Changes shows: a tree of pulled folders and their changed files, and a letter beside each
// changed file wherever VS Code shows it (Explorer, tabs), with its meaning in the tooltip.
import * as vscode from 'vscode';
import { Disposable } from '../../platform/lifecycle';
import { plural } from '../../platform/localeFormat';
import type { FileSync, SyncState } from '../../core/worldSync/fileSyncState';
import type { PulledFolder, WorldChanges } from './worldChanges';

export function stateLabel(state: SyncState): string {
  switch (state) {
    case 'unchanged':
      return vscode.l10n.t('unchanged');
    case 'changedHere':
      return vscode.l10n.t('changed here');
    case 'changedThere':
      return vscode.l10n.t('changed on World Anvil');
    case 'both':
      return vscode.l10n.t('changed here and on World Anvil');
    case 'removedHere':
      return vscode.l10n.t('deleted here');
    case 'goneThere':
      return vscode.l10n.t('no longer on World Anvil');
  }
}

/** The state in a row's description: short, so the row is not cut off (the tooltip has stateLabel). */
function shortStateLabel(state: SyncState): string {
  switch (state) {
    case 'unchanged':
      return vscode.l10n.t('unchanged');
    case 'changedHere':
      return vscode.l10n.t('changed here');
    case 'changedThere':
      return vscode.l10n.t('changed there');
    case 'both':
      return vscode.l10n.t('changed on both');
    case 'removedHere':
      return vscode.l10n.t('deleted here');
    case 'goneThere':
      return vscode.l10n.t('gone there');
  }
}

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

export type ChangeRow =
  { kind: 'folder'; folder: PulledFolder } | { kind: 'file'; folder: PulledFolder; file: FileSync };

export class WorldChangesTree extends Disposable implements vscode.TreeDataProvider<ChangeRow> {
  private readonly changed = this._register(new vscode.EventEmitter<ChangeRow | undefined>());
  readonly onDidChangeTreeData = this.changed.event;

  constructor(private readonly changes: WorldChanges) {
    super();
    this._register(changes.onDidChange(() => this.changed.fire(undefined)));
  }

  getChildren(row?: ChangeRow): ChangeRow[] {
    if (!row) return this.changes.pulled.map((folder) => ({ kind: 'folder', folder }));
    if (row.kind === 'file') return [];
    return row.folder.files
      .filter((f) => f.state !== 'unchanged')
      .map((file) => ({ kind: 'file', folder: row.folder, file }));
  }

  getTreeItem(row: ChangeRow): vscode.TreeItem {
    if (row.kind === 'folder') return folderItem(row.folder);
    const uri = this.changes.fileUri(row.folder, row.file);
    const item = new vscode.TreeItem(uri, vscode.TreeItemCollapsibleState.None);
    item.id = `${row.folder.folder.toString()}#${row.file.articleId}`;
    // Short, as Source Control shows a change: the file's name, then its folder and state; the whole path,
    // the article and the state in full in the tooltip (#41: long paths and states were cut off).
    const slash = row.file.file.lastIndexOf('/');
    item.label = row.file.file.slice(slash + 1);
    const dir = slash > 0 ? row.file.file.slice(0, slash) : '';
    item.description = dir ? `${dir} · ${shortStateLabel(row.file.state)}` : shortStateLabel(row.file.state);
    item.tooltip = `${row.file.title}\n${row.file.file}\n${stateLabel(row.file.state)}`;
    item.contextValue = `worldChange.${row.file.state}`;
    // The folder is said too: two folders pulled from one world hold files of the same names.
    item.accessibilityInformation = {
      label: vscode.l10n.t(
        '{0} in {1}, {2}',
        row.file.file,
        vscode.workspace.asRelativePath(row.folder.folder),
        stateLabel(row.file.state),
      ),
    };
    if (row.file.state !== 'removedHere')
      item.command = { command: 'vscode.open', title: vscode.l10n.t('Open'), arguments: [uri] };
    return item;
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

// A manuscript's Tags, Labels and Bookmarks folders (after its versions) and a version's Plots folder
// (after its parts), read only (#47 items 1 and 5). Each list is read when its folder is opened, never
// before: opening a manuscript or a version asks what it asked before these folders existed, so an
// empty folder cannot be known (and hidden) without costing every writer a request per folder; opened
// empty, it says so. A row is the title (an untitled one gets a neutral label), its description the plot's
// description, the bookmark's note or the label's color, as text (a color is never applied as a style:
// the server's string is not trusted to be one). Server text through the row guard (platform/tree/rowText).
import * as vscode from 'vscode';
import type { ManuscriptMark, ManuscriptMarkKind, ManuscriptsApi } from '../../core/worldanvil';
import { emptyNode, type TreeNode } from '../../platform/tree/treeNode';
import { rowText, tooltipText } from '../../platform/tree/rowText';

interface KindText {
  folder: () => string;
  empty: () => string;
  untitled: () => string;
  icon: string;
}

const KINDS: Record<ManuscriptMarkKind, KindText> = {
  plot: {
    folder: () => vscode.l10n.t('Plots'),
    empty: () => vscode.l10n.t('No plots yet'),
    untitled: () => vscode.l10n.t('(untitled plot)'),
    icon: 'milestone',
  },
  tag: {
    folder: () => vscode.l10n.t('Tags'),
    empty: () => vscode.l10n.t('No tags yet'),
    untitled: () => vscode.l10n.t('(untitled tag)'),
    icon: 'tag',
  },
  label: {
    folder: () => vscode.l10n.t('Labels'),
    empty: () => vscode.l10n.t('No labels yet'),
    untitled: () => vscode.l10n.t('(untitled label)'),
    icon: 'symbol-color',
  },
  bookmark: {
    folder: () => vscode.l10n.t('Bookmarks'),
    empty: () => vscode.l10n.t('No bookmarks yet'),
    untitled: () => vscode.l10n.t('(untitled bookmark)'),
    icon: 'bookmark',
  },
};

export class MarksFolderNode implements TreeNode {
  readonly id: string;
  constructor(
    private readonly api: ManuscriptsApi,
    readonly kind: ManuscriptMarkKind,
    /** The version (plots) or the manuscript (the others) whose list this is. */
    private readonly ownerId: string,
    /** What the folder belongs to, for its screen reader label: the manuscript's or the version's title. */
    private readonly ownerTitle: string,
    readonly parent: TreeNode,
  ) {
    this.id = `${parent.id}/${kind}s`;
  }

  toTreeItem(): vscode.TreeItem {
    const text = KINDS[this.kind];
    const item = new vscode.TreeItem(text.folder(), vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.iconPath = new vscode.ThemeIcon(text.icon);
    item.contextValue = 'waManuscriptMarks';
    item.accessibilityInformation = { label: vscode.l10n.t('{0} of “{1}”', text.folder(), rowText(this.ownerTitle)) };
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const marks = await this.api.listMarks(this.kind, this.ownerId);
    return marks.length
      ? marks.map((m) => new MarkNode(m, this))
      : [emptyNode(this.id, KINDS[this.kind].empty(), this)];
  }
}

export class MarkNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly mark: ManuscriptMark,
    readonly parent: MarksFolderNode,
  ) {
    this.id = `${parent.id}/${mark.id}`;
  }

  toTreeItem(): vscode.TreeItem {
    const m = this.mark;
    const title = m.title !== undefined ? rowText(m.title) : KINDS[m.kind].untitled();
    const item = new vscode.TreeItem(title || KINDS[m.kind].untitled(), vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    item.iconPath = new vscode.ThemeIcon(KINDS[m.kind].icon);
    item.contextValue = `waManuscript${m.kind[0]!.toUpperCase()}${m.kind.slice(1)}`;
    const detail = m.description ?? m.note ?? m.color;
    if (detail !== undefined) item.description = rowText(detail, 120);
    const spelled = m.color === undefined ? detail : vscode.l10n.t('Color: {0}', m.color);
    item.tooltip = tooltipText([String(item.label), spelled]);
    item.accessibilityInformation = {
      label: detail === undefined ? String(item.label) : `${String(item.label)}, ${rowText(detail, 120)}`,
    };
    return item;
  }
}

/** The folders after a manuscript's versions: Tags, Labels, Bookmarks. */
export function manuscriptMarkFolders(api: ManuscriptsApi, id: string, title: string, row: TreeNode): TreeNode[] {
  return (['tag', 'label', 'bookmark'] as const).map((k) => new MarksFolderNode(api, k, id, title, row));
}

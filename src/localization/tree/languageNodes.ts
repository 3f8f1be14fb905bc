// The Languages list of the Localization view: every language of the server, each with its statistics.
import * as vscode from 'vscode';
import type { Language } from '../../core/weblate';
import { formatPercentLocal, plural } from '../../platform/localeFormat';
import type { TreeNode } from '../../platform/tree/treeNode';
import { HeadingListNode, type TreeContext } from './listNode';

export class LanguagesNode extends HeadingListNode<Language> {
  constructor(ctx: TreeContext) {
    const heading = { id: 'languages', icon: 'globe', open: false, label: () => vscode.l10n.t('Languages') };
    super(
      heading,
      (page) => ctx.client.listLanguagesPage(page, ctx.pageSize),
      (l, up) => new LanguageNode(ctx, l, up),
    );
  }
}

export class LanguageNode implements TreeNode {
  readonly id: string;

  constructor(
    private readonly ctx: TreeContext,
    readonly language: Language,
    readonly parent: TreeNode,
  ) {
    this.id = `language/${language.code}`;
  }

  toTreeItem(): vscode.TreeItem {
    const l = this.language;
    const item = new vscode.TreeItem(l.name, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.description = [
      l.code,
      l.direction === 'rtl' ? vscode.l10n.t('right to left') : undefined,
      l.plural
        ? plural(
            l.plural.number,
            vscode.l10n.t('{0} plural form', l.plural.number),
            vscode.l10n.t('{0} plural forms', l.plural.number),
          )
        : undefined,
    ]
      .filter(Boolean)
      .join(' · ');
    item.iconPath = new vscode.ThemeIcon('symbol-string');
    item.contextValue = 'language';
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const s = await this.ctx.client.getLanguageStatistics(this.language.code);
    const row = (key: string, label: string, icon: string) => ({
      id: `${this.id}/${key}`,
      parent: this,
      toTreeItem: () =>
        Object.assign(new vscode.TreeItem(label), { id: `${this.id}/${key}`, iconPath: new vscode.ThemeIcon(icon) }),
    });
    return [
      row(
        'translated',
        vscode.l10n.t(
          '{0} translated ({1} of {2} strings)',
          formatPercentLocal(s.translated_percent),
          s.translated,
          s.total,
        ),
        'pass',
      ),
      row(
        'fuzzy',
        plural(s.fuzzy, vscode.l10n.t('{0} needs editing', s.fuzzy), vscode.l10n.t('{0} need editing', s.fuzzy)),
        'edit',
      ),
      // Weblate 4.0 counts no approvals in its statistics.
      ...(s.approved === undefined ? [] : [row('approved', vscode.l10n.t('{0} approved', s.approved), 'verified')]),
      row(
        'failing',
        plural(
          s.failing,
          vscode.l10n.t('{0} failing check', s.failing),
          vscode.l10n.t('{0} failing checks', s.failing),
        ),
        'warning',
      ),
      row('words', vscode.l10n.t('{0} of {1} words translated', s.translated_words, s.total_words), 'whole-word'),
    ];
  }
}

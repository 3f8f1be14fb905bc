// An article's row in the Worldbuilding tree: its template as the icon, its state and draft/WIP flags as
// badges (all of them said in words to a screen reader), and Preview on a click.
import * as vscode from 'vscode';
import type { ArticleSummary, World } from '../../core/worldanvil';
import { showDate } from '../../platform/dates';
import type { TreeNode } from '../../platform/tree/treeNode';

const TEMPLATE_ICONS: Record<string, string> = {
  person: 'person',
  location: 'location',
  settlement: 'home',
  landmark: 'milestone',
  item: 'package',
  organization: 'organization',
  species: 'bug',
  document: 'file-text',
  language: 'symbol-string',
  myth: 'sparkle',
  prose: 'book',
  spell: 'wand',
  technology: 'tools',
  vehicle: 'rocket',
  militaryConflict: 'flame',
  condition: 'pulse',
  ethnicity: 'account',
  formation: 'group-by-ref-type',
  law: 'law',
  material: 'symbol-constant',
  profession: 'briefcase',
  rank: 'star',
  ritual: 'calendar',
  article: 'note',
};

export class ArticleNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly article: ArticleSummary,
    readonly world: World,
    readonly parent: TreeNode,
  ) {
    this.id = `article/${article.id}`;
  }

  get template(): string {
    return this.article.template ?? this.article.entityClass ?? 'article';
  }

  get isDraft(): boolean {
    return (this.article.isDraft ?? this.article.is_draft) === true;
  }

  get isWip(): boolean {
    return (this.article.isWip ?? this.article.is_wip) === true;
  }

  /** World Anvil's mention of this article, for pasting into other articles. */
  get mention(): string {
    return `@[${this.article.title}](${this.template}:${this.article.id})`;
  }

  toTreeItem(): vscode.TreeItem {
    const a = this.article;
    const item = new vscode.TreeItem(a.title, vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    const badges = [
      a.state === 'private' ? vscode.l10n.t('private') : undefined,
      this.isDraft ? vscode.l10n.t('draft') : undefined,
      this.isWip ? vscode.l10n.t('WIP') : undefined,
    ].filter(Boolean);
    item.description = [this.template, ...badges].join(' · ');
    item.iconPath = new vscode.ThemeIcon(TEMPLATE_ICONS[this.template] ?? 'note');
    item.tooltip = `${a.title}\n${this.template}${badges.length ? ` (${badges.join(', ')})` : ''}${a.update_date ? `\n${updatedLine(a.update_date)}` : ''}`;
    // Spoken: the title, template and every state in words (the badges show only the exceptions).
    const states = [
      a.state === 'private' ? vscode.l10n.t('private') : vscode.l10n.t('public'),
      this.isDraft ? vscode.l10n.t('draft') : vscode.l10n.t('not a draft'),
      this.isWip ? vscode.l10n.t('WIP') : undefined,
    ].filter(Boolean);
    item.accessibilityInformation = {
      label: vscode.l10n.t('Article {0} ({1}): {2}', a.title, this.template, states.join(', ')),
    };
    // The menu offers "Make Public" or "Make Private", "Mark as Draft" or "Mark as Not Draft", by these.
    item.contextValue = `waArticle ${a.state === 'private' ? 'waPrivate' : 'waPublic'} ${this.isDraft ? 'waDraft' : 'waNotDraft'}`;
    item.command = {
      command: 'scriptorium.worldbuilding.previewArticle',
      title: vscode.l10n.t('Preview'),
      arguments: [this],
    };
    return item;
  }
}

/** "updated 1 Feb 2026, 12:01 (2026-02-01 11:01:00.000000 UTC)": local time, then the server's own value. */
function updatedLine(date: { date: string; timezone?: string }): string {
  const shown = showDate(date);
  return vscode.l10n.t('updated {0} ({1})', shown.text, shown.exact);
}

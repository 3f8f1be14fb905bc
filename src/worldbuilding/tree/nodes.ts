// The Worldbuilding tree's nodes: the signed-in user → worlds → articles (50 at a time, grouped by
// category within what is loaded, with "Load more").
import * as vscode from 'vscode';
import type { ArticleSummary, World, WorldAnvilClient, WorldAnvilUser } from '../../core/worldanvil';
import { emptyNode, LoadMoreNode, type TreeNode } from '../../platform/tree/treeNode';

const PAGE = 50;

const TEMPLATE_ICONS: Record<string, string> = {
  person: 'person', location: 'location', settlement: 'home', landmark: 'milestone', item: 'package', organization: 'organization',
  species: 'bug', document: 'file-text', language: 'symbol-string', myth: 'sparkle', prose: 'book', spell: 'wand', technology: 'tools',
  vehicle: 'rocket', militaryConflict: 'flame', condition: 'pulse', ethnicity: 'account', formation: 'group-by-ref-type', law: 'law',
  material: 'symbol-constant', profession: 'briefcase', rank: 'star', ritual: 'calendar', article: 'note',
};

export class UserNode implements TreeNode {
  readonly id = 'wa-user';
  constructor(private readonly client: WorldAnvilClient, readonly user: WorldAnvilUser) {}

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.user.username, vscode.TreeItemCollapsibleState.Expanded);
    item.id = this.id;
    item.description = vscode.l10n.t('World Anvil');
    item.iconPath = new vscode.ThemeIcon('account');
    item.contextValue = 'waUser';
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const worlds = await this.client.listWorlds(this.user.id);
    return worlds.length ? worlds.map((w) => new WorldNode(this.client, w, this)) : [emptyNode(this.id, vscode.l10n.t('No worlds yet'), this)];
  }
}

export class WorldNode implements TreeNode {
  readonly id: string;
  private articles: ArticleSummary[] = [];
  private more = true;
  private loadedOnce = false;

  constructor(private readonly client: WorldAnvilClient, readonly world: World, readonly parent: TreeNode) {
    this.id = `world/${world.id}`;
  }

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.world.title, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.description = this.world.state === 'private' ? vscode.l10n.t('private') : undefined;
    item.iconPath = new vscode.ThemeIcon('globe');
    item.contextValue = 'waWorld';
    return item;
  }

  get url(): string | undefined {
    return this.world.url;
  }

  async loadMore(): Promise<void> {
    const page = await this.client.listArticles(this.world.id, { offset: this.articles.length, limit: PAGE });
    const known = new Set(this.articles.map((a) => a.id));
    this.articles.push(...page.items.filter((a) => !known.has(a.id)));
    this.more = page.hasMore && page.items.some((a) => !known.has(a.id));
    this.loadedOnce = true;
  }

  reset(): void {
    this.articles = [];
    this.more = true;
    this.loadedOnce = false;
  }

  async getChildren(): Promise<TreeNode[]> {
    if (!this.loadedOnce) await this.loadMore();
    if (this.articles.length === 0) return [emptyNode(this.id, vscode.l10n.t('No articles yet'), this)];
    const groups = new Map<string, { title: string; items: ArticleSummary[] }>();
    const loose: ArticleSummary[] = [];
    for (const a of this.articles) {
      if (a.category?.id) {
        const g = groups.get(a.category.id) ?? { title: a.category.title, items: [] };
        g.items.push(a);
        groups.set(a.category.id, g);
      } else loose.push(a);
    }
    const children: TreeNode[] = [...[...groups.entries()].map(([id, g]) => new CategoryNode(`${this.id}/category/${id}`, g.title, g.items, this)), ...loose.map((a) => new ArticleNode(a, this))];
    if (this.more) children.push(new LoadMoreNode(`${this.id}/more`, 'scriptorium.worldbuilding.loadMore', this.articles.length, undefined, this));
    return children;
  }
}

export class CategoryNode implements TreeNode {
  constructor(readonly id: string, private readonly title: string, private readonly articles: ArticleSummary[], readonly parent: TreeNode) {}

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.title, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.description = String(this.articles.length);
    item.iconPath = new vscode.ThemeIcon('folder');
    item.contextValue = 'waCategory';
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    return this.articles.map((a) => new ArticleNode(a, this));
  }
}

export class ArticleNode implements TreeNode {
  readonly id: string;
  constructor(readonly article: ArticleSummary, readonly parent: TreeNode) {
    this.id = `article/${article.id}`;
  }

  get template(): string {
    return this.article.template ?? this.article.entityClass ?? 'article';
  }

  /** World Anvil's mention of this article, for pasting into other articles. */
  get mention(): string {
    return `@[${this.article.title}](${this.template}:${this.article.id})`;
  }

  toTreeItem(): vscode.TreeItem {
    const a = this.article;
    const item = new vscode.TreeItem(a.title, vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    const badges = [a.state === 'private' ? vscode.l10n.t('private') : undefined, a.isDraft ?? a.is_draft ? vscode.l10n.t('draft') : undefined, a.isWip ?? a.is_wip ? vscode.l10n.t('WIP') : undefined].filter(Boolean);
    item.description = [this.template, ...badges].join(' · ');
    item.iconPath = new vscode.ThemeIcon(TEMPLATE_ICONS[this.template] ?? 'note');
    item.tooltip = `${a.title}\n${this.template}${badges.length ? ` (${badges.join(', ')})` : ''}${a.update_date ? `\n${vscode.l10n.t('updated')} ${a.update_date.date}` : ''}`;
    item.contextValue = 'waArticle';
    item.command = { command: 'scriptorium.worldbuilding.previewArticle', title: vscode.l10n.t('Preview'), arguments: [this] };
    return item;
  }
}

// The Worldbuilding tree's nodes: the signed-in user → worlds → categories, nested as World Anvil nests
// them → articles (articleNode.ts; each list 50 at a time, with "Load more"); articles in no category sit under
// the world itself, after its Secrets and Images (secretImageNodes.ts). Each article shows its template,
// state and draft/WIP flags. The categories are read once per world into a parent → children index;
// each expansion shows one level from it, at most TREE_LEVEL_CAP at a time, and a world with more
// categories than LIST_CAP shows the first stretch and a node that reads the next (core/http/listCap.ts).
import * as vscode from 'vscode';
import { TREE_LEVEL_CAP } from '../../core/http/listCap';
import {
  CategoryIndex,
  readCategories,
  ROOT_CATEGORY,
  type ArticlePage,
  type ArticleSummary,
  type Category,
  type World,
  type WorldAnvilApi,
  type WorldAnvilUser,
} from '../../core/worldanvil';
import { emptyNode, LoadMoreNode, type TreeNode } from '../../platform/tree/treeNode';
import { PAGE, PagedListNode } from './pagedListNode';
import { ArticleNode } from './articleNode';
import { secretAndImageFolders } from './secretImageNodes';
import { manuscriptFolders } from './manuscriptNodes';

export class UserNode implements TreeNode {
  readonly id = 'wa-user';
  constructor(
    private readonly client: WorldAnvilApi,
    readonly user: WorldAnvilUser,
  ) {}

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.user.username, vscode.TreeItemCollapsibleState.Expanded);
    item.id = this.id;
    item.description = vscode.l10n.t('World Anvil');
    item.accessibilityInformation = { label: vscode.l10n.t('Signed in to World Anvil as {0}', this.user.username) };
    item.iconPath = new vscode.ThemeIcon('account');
    item.contextValue = 'waUser';
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const worlds = await this.client.listWorlds(this.user.id);
    return worlds.length
      ? worlds.map((w) => new WorldNode(this.client, w, this))
      : [emptyNode(this.id, vscode.l10n.t('No worlds yet'), this)];
  }
}

/** A node holding one paged article list: a world's root articles, or one category's; its categories first. */
abstract class ArticleListNode extends PagedListNode<ArticleSummary> {
  constructor(
    id: string,
    client: WorldAnvilApi,
    world: World,
    private readonly categoryId: string,
    parent: TreeNode | undefined,
  ) {
    super(id, client, world, parent);
  }

  /** How many of this level's categories are shown (grows by TREE_LEVEL_CAP with each "Load more"). */
  protected shownCategories = TREE_LEVEL_CAP;

  protected abstract subcategories(): Promise<TreeNode[]>;

  /** One level of categories: the first `shownCategories` as nodes, then a "Load more" node for the rest. */
  protected categoryLevel(worldNode: WorldNode, level: readonly Category[]): TreeNode[] {
    const nodes: TreeNode[] = level
      .slice(0, this.shownCategories)
      .map((c) => new CategoryNode(this.client, worldNode, c, this));
    if (level.length > this.shownCategories) {
      nodes.push(
        new MoreCategoriesNode(`${this.id}/moreCategories`, this, this.shownCategories, level.length, async () => {
          this.shownCategories += TREE_LEVEL_CAP;
        }),
      );
    }
    return nodes;
  }

  protected page(offset: number): Promise<ArticlePage> {
    return this.client.listArticles(this.world.id, { offset, limit: PAGE, categoryId: this.categoryId });
  }

  protected node(article: ArticleSummary): TreeNode {
    return new ArticleNode(article, this.world, this);
  }

  protected emptyLabel(): string {
    return vscode.l10n.t('No articles yet');
  }

  override reset(): void {
    super.reset();
    this.shownCategories = TREE_LEVEL_CAP;
  }

  override getChildren(): Promise<TreeNode[]> {
    return this.listAfter(this.subcategories());
  }
}

export class WorldNode extends ArticleListNode {
  private categories: Promise<{ index: CategoryIndex; resumeAt?: number }> | undefined;

  constructor(client: WorldAnvilApi, world: World, parent: TreeNode) {
    super(`world/${world.id}`, client, world, ROOT_CATEGORY, parent);
  }

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.world.title, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.description = this.world.state === 'private' ? vscode.l10n.t('private') : undefined;
    item.iconPath = new vscode.ThemeIcon('globe');
    item.accessibilityInformation = {
      label: vscode.l10n.t(
        'World {0}, {1}',
        this.world.title,
        this.world.state === 'private' ? vscode.l10n.t('private') : vscode.l10n.t('public'),
      ),
    };
    item.contextValue = 'waWorld';
    return item;
  }

  get url(): string | undefined {
    return this.world.url;
  }

  /** The world's categories, read once per refresh and shared by every category node below. */
  private categoryState(): Promise<{ index: CategoryIndex; resumeAt?: number }> {
    this.categories ??= readCategories(this.client, this.world.id).then(
      ({ categories, resumeAt }) => ({ index: new CategoryIndex(categories), resumeAt }),
      (e: unknown) => {
        this.categories = undefined;
        throw e;
      },
    );
    return this.categories;
  }

  async categoryIndex(): Promise<CategoryIndex> {
    return (await this.categoryState()).index;
  }

  /** After LIST_CAP: the next stretch of the world's categories, added to those shown. */
  async readMoreCategories(): Promise<void> {
    const { index, resumeAt } = await this.categoryState();
    if (resumeAt === undefined) return;
    const next = await readCategories(this.client, this.world.id, { offset: resumeAt });
    const known = new Set(index.all.map((c) => c.id));
    const state = {
      index: new CategoryIndex(index.all.concat(next.categories.filter((c) => !known.has(c.id)))),
      resumeAt: next.resumeAt,
    };
    this.categories = Promise.resolve(state);
  }

  override reset(): void {
    super.reset();
    this.categories = undefined;
    this.folders = undefined;
  }

  /**
   * The categories and articles first (what a writer opens a world for), then Secrets and Images (#29) and
   * Manuscripts (#47);
   * kept across "Load more" redraws.
   */
  private folders: TreeNode[] | undefined;
  override async getChildren(): Promise<TreeNode[]> {
    this.folders ??= [
      ...secretAndImageFolders(this.client, this.world, this),
      ...manuscriptFolders(this.client, this.world, this),
    ];
    return [...(await super.getChildren()), ...this.folders];
  }

  protected async subcategories(): Promise<TreeNode[]> {
    const { index, resumeAt } = await this.categoryState();
    const nodes = this.categoryLevel(this, index.children());
    if (resumeAt !== undefined)
      nodes.push(
        new MoreCategoriesNode(
          `${this.id}/readCategories`,
          this,
          index.all.length,
          undefined,
          () => this.readMoreCategories(),
          true,
        ),
      );
    return nodes;
  }
}

export class CategoryNode extends ArticleListNode {
  constructor(
    client: WorldAnvilApi,
    private readonly worldNode: WorldNode,
    readonly category: Category,
    parent: TreeNode,
  ) {
    super(`${worldNode.id}/category/${category.id}`, client, worldNode.world, category.id, parent);
  }

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(
      this.category.title || vscode.l10n.t('(untitled category)'),
      vscode.TreeItemCollapsibleState.Collapsed,
    );
    item.id = this.id;
    item.iconPath = new vscode.ThemeIcon('folder');
    item.accessibilityInformation = { label: vscode.l10n.t('Category {0}', String(item.label)) };
    item.contextValue = 'waCategory';
    return item;
  }

  protected async subcategories(): Promise<TreeNode[]> {
    return this.categoryLevel(this.worldNode, (await this.worldNode.categoryIndex()).children(this.category.id));
  }
}

/**
 * "Load more" for categories: the level's next TREE_LEVEL_CAP, or (`fromServer`) the world's next
 * stretch of categories, after the first stretch reached LIST_CAP.
 */
export class MoreCategoriesNode extends LoadMoreNode {
  constructor(
    id: string,
    parent: TreeNode,
    private readonly count: number,
    total: number | undefined,
    readonly load: () => Promise<void>,
    private readonly fromServer = false,
  ) {
    super(id, 'scriptorium.worldbuilding.loadMore', count, total, parent);
  }

  override toTreeItem(): vscode.TreeItem {
    const item = super.toTreeItem();
    if (this.fromServer) {
      item.label = vscode.l10n.t('Showing the first {0} categories. Read more…', this.count);
      item.tooltip = vscode.l10n.t(
        'The server lists more categories than Scriptorium reads at once ({0}).',
        this.count,
      );
      item.command = { ...item.command!, title: String(item.label) };
    }
    return item;
  }
}

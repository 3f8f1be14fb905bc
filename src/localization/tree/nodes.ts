// The localization tree's nodes: Projects → Components → Translations → Units (unitNode.ts), plus
// Languages (languageNodes.ts). Each list node loads lazily, a page at a time (listNode.ts).
import * as vscode from 'vscode';
import type { Component, Project, Translation } from '../../core/weblate';
import { MAX_TREE_STRINGS, unitRow, type UnitRow } from '../../core/weblate/unitRow';
import { formatPercentLocal } from '../../platform/localeFormat';
import type { TreeNode } from '../../platform/tree/treeNode';
import { ScreenshotsNode } from '../screenshots/screenshotNodes';
import { HeadingListNode, ListNode, type TreeContext } from './listNode';
import { UnitNode } from './unitNode';

export class ProjectsNode extends HeadingListNode<Project> {
  constructor(ctx: TreeContext) {
    const label = () => vscode.l10n.t('Projects');
    const empty = () => vscode.l10n.t('No projects visible with these credentials');
    super(
      { id: 'projects', icon: 'folder-library', open: true, label, empty },
      (page) => ctx.client.listProjectsPage(page, ctx.pageSize),
      (p, up) => new ProjectNode(ctx, p, up),
    );
  }
}

export class ProjectNode extends ListNode<Component> {
  constructor(
    private readonly ctx: TreeContext,
    readonly project: Project,
    parent: TreeNode,
  ) {
    super(`project/${project.slug}`, parent, (page) =>
      // The project is known: the client need not read it to fill in the components' owner (#28).
      ctx.client.listComponentsPage(project.slug, page, ctx.pageSize, project),
    );
  }

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.project.name, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.description = this.project.slug;
    item.iconPath = new vscode.ThemeIcon('project');
    item.tooltip = this.project.instructions
      ? `${this.project.name}\n\n${this.project.instructions}`
      : this.project.name;
    item.accessibilityInformation = { label: vscode.l10n.t('Project {0}', this.project.name) };
    item.contextValue = 'project';
    this.ctx.rows?.decorateProject(item, this, this.project);
    return item;
  }

  get webUrl(): string {
    return this.project.web_url;
  }

  protected child(c: Component): TreeNode {
    return new ComponentNode(this.ctx, this.project.slug, c, this);
  }
}

export class ComponentNode extends ListNode<Translation> {
  private screenshots: ScreenshotsNode | undefined;

  constructor(
    private readonly ctx: TreeContext,
    readonly projectSlug: string,
    readonly component: Component,
    parent: TreeNode,
  ) {
    super(`component/${projectSlug}/${component.slug}`, parent, (page) =>
      ctx.client.listTranslationsPage(projectSlug, component.slug, page, ctx.pageSize, component),
    );
  }

  toTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.component.name, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.description = this.component.file_format;
    item.iconPath = new vscode.ThemeIcon(this.component.is_glossary ? 'book' : 'symbol-file');
    item.tooltip = `${this.component.name} (${this.component.file_format})\n${this.component.filemask}`;
    item.accessibilityInformation = {
      label: this.component.is_glossary
        ? vscode.l10n.t('Glossary {0}, {1}', this.component.name, this.component.file_format)
        : vscode.l10n.t('Component {0}, {1}', this.component.name, this.component.file_format),
    };
    item.contextValue = 'component';
    this.ctx.rows?.decorateComponent(item, this, this.projectSlug, this.component);
    return item;
  }

  get webUrl(): string {
    return this.component.web_url;
  }

  protected child(t: Translation): TreeNode {
    return new TranslationNode(this.ctx, t, this);
  }

  /** The translations, then the component's screenshots (#26 item 2), the same node in every listing. */
  override async getChildren(): Promise<TreeNode[]> {
    const translations = await super.getChildren();
    this.screenshots ??= new ScreenshotsNode(this.ctx.client, this.projectSlug, this.component.slug, this);
    return [...translations, this.screenshots];
  }

  override reset(): void {
    super.reset();
    this.screenshots = undefined;
  }
}

export class TranslationNode extends ListNode<UnitRow> {
  /** Where the filter lives: the provider's map when there is one (it outlives this node), else here. */
  private readonly filters: Map<string, string>;

  constructor(
    private readonly ctx: TreeContext,
    readonly translation: Translation,
    parent: TreeNode,
  ) {
    const t = translation;
    // Each page's units are kept as rows only (core/weblate/unitRow.ts): a big translation is held whole.
    super(
      `translation/${t.component.project.slug}/${t.component.slug}/${t.language.code}`,
      parent,
      async (page) => {
        const got = await ctx.client.listTranslationUnitsPage(
          t.component.project.slug,
          t.component.slug,
          t.language.code,
          page,
          { pageSize: Math.max(ctx.pageSize, 1), q: this.query },
        );
        return { ...got, items: got.items.map(unitRow) };
      },
      MAX_TREE_STRINGS,
    );
    this.filters = ctx.filters ?? new Map();
  }

  private get query(): string | undefined {
    return this.filters.get(this.id);
  }

  get filter(): string | undefined {
    return this.query;
  }

  /** Shows only the units matching a Weblate query (undefined: all). */
  setFilter(q: string | undefined): void {
    if (q) this.filters.set(this.id, q);
    else this.filters.delete(this.id);
    this.reset();
  }

  toTreeItem(): vscode.TreeItem {
    const t = this.translation;
    const item = new vscode.TreeItem(t.language.name, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    const percent = formatPercentLocal(t.translated_percent);
    item.description = `${t.language_code} · ${vscode.l10n.t('{0} translated', percent)}${this.query ? ` · ${vscode.l10n.t('filter: {0}', this.query)}` : ''}`;
    item.iconPath = new vscode.ThemeIcon(t.is_source ? 'symbol-key' : 'globe');
    item.tooltip = vscode.l10n.t(
      '{0} ({1}): {2} of {3} strings translated, {4} need editing, {5} failing checks',
      t.language.name,
      t.language_code,
      t.translated,
      t.total,
      t.fuzzy,
      t.failing_checks,
    );
    // A screen reader hears the language and its progress in words, not a globe icon and "87.5%" alone.
    const progress = vscode.l10n.t(
      '{0}, {1} translated, {2} need editing, {3} failing checks',
      t.language.name,
      percent,
      t.fuzzy,
      t.failing_checks,
    );
    item.accessibilityInformation = {
      label: this.query ? vscode.l10n.t('{0}, showing strings matching {1}', progress, this.query) : progress,
    };
    // "filtered" offers Clear Search Filter on the row itself.
    item.contextValue = this.query ? 'translation filtered' : 'translation';
    return item;
  }

  get webUrl(): string {
    return this.translation.web_url;
  }

  protected child(u: UnitRow): TreeNode {
    return new UnitNode(u, this.translation.language.direction === 'rtl', this, this.ctx.hasDraft, this.ctx.hasPending);
  }

  protected override emptyLabel(): string {
    return this.query ? vscode.l10n.t('No strings match {0}', this.query) : vscode.l10n.t('No strings');
  }
}

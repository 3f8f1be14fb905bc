// Commands on the Localization tree: refresh, retry, load more, search/filter units, copy, open in browser.
import { targetTranslation } from './targetTranslation';
import * as vscode from 'vscode';
import type { LocalizationTreeProvider } from './localizationTreeProvider';
import { ComponentNode, ProjectNode, TranslationNode } from './nodes';
import { UnitNode } from './unitNode';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { openServerLink } from '../../platform/externalLinks';
import type { LocalizationSession } from '../session';

/** Common Weblate filters offered before free text (Weblate's query language). */
export const COMMON_FILTERS: { label: string; q: string }[] = [
  { label: vscode.l10n.t('Untranslated or needing editing'), q: 'state:<translated' },
  { label: vscode.l10n.t('Untranslated'), q: 'state:empty' },
  { label: vscode.l10n.t('Needs editing'), q: 'state:needs-editing' },
  { label: vscode.l10n.t('Has suggestion'), q: 'has:suggestion' },
  { label: vscode.l10n.t('Failing checks'), q: 'has:check' },
  { label: vscode.l10n.t('Has comment'), q: 'has:comment' },
];

export function registerTreeCommands(
  context: vscode.ExtensionContext,
  deps: { tree: LocalizationTreeProvider; view: vscode.TreeView<TreeNode>; log: Log; session: LocalizationSession },
): void {
  const { tree, view, log, session } = deps;
  const reg = (id: string, fn: (...args: never[]) => unknown) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  // While a search filter is active the view's title says so: after a refresh the filtered list could
  // pass for the whole translation (#31).
  const describeFilters = () => {
    view.description = tree.filters.size > 0 ? vscode.l10n.t('filtered ({0})', tree.filters.size) : undefined;
  };
  context.subscriptions.push(tree.onDidChangeTreeData(describeFilters));
  reg('scriptorium.localization.refresh', (node?: TreeNode) => tree.refresh(node));
  reg('scriptorium.localization.clearFilter', (node?: TreeNode) => {
    if (!(node instanceof TranslationNode)) return;
    node.setFilter(undefined);
    tree.redraw(node);
  });
  reg('scriptorium.localization.retry', (node?: TreeNode) => tree.refresh(node));
  // Load more and Show earlier: the list above the row loads a page, then is drawn again.
  const loadPage = async (row: TreeNode | undefined, load: 'loadMore' | 'loadEarlier') => {
    const list = row?.parent as (TreeNode & Partial<Record<typeof load, () => Promise<void>>>) | undefined;
    const run = list?.[load];
    if (!list || !run) return;
    try {
      await vscode.window.withProgress({ location: { viewId: 'scriptorium.localization' } }, () => run.call(list));
      tree.redraw(list);
    } catch (err) {
      await showError(log, 'tree', err, vscode.l10n.t('Could not load more'));
    }
  };
  reg('scriptorium.localization.loadMore', (more?: TreeNode) => loadPage(more, 'loadMore'));
  reg('scriptorium.localization.loadEarlier', (earlier?: TreeNode) => loadPage(earlier, 'loadEarlier'));

  reg('scriptorium.localization.searchUnits', (node?: TreeNode) => searchUnits(node, tree, view));

  reg('scriptorium.localization.revealTranslation', async (project: string, component: string, language: string) => {
    const node = await tree.locateTranslation(project, component, language).catch(() => undefined);
    if (!node) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t(
          '{0}/{1}/{2} is not in the Localization view (more may need loading).',
          project,
          component,
          language,
        ),
      );
      return;
    }
    await view.reveal(node, { select: true, focus: true, expand: false });
  });

  reg('scriptorium.localization.copyKey', async (node?: TreeNode) => {
    if (node instanceof UnitNode) await vscode.env.clipboard.writeText(node.unit.context);
  });
  reg('scriptorium.localization.copySource', async (node?: TreeNode) => {
    if (node instanceof UnitNode) await vscode.env.clipboard.writeText(node.unit.source.join('\n'));
  });
  reg('scriptorium.localization.openInBrowser', async (node?: TreeNode) => {
    const url =
      node instanceof UnitNode
        ? node.unit.webUrl
        : node instanceof TranslationNode || node instanceof ComponentNode || node instanceof ProjectNode
          ? node.webUrl
          : undefined;
    if (
      node instanceof UnitNode ||
      node instanceof TranslationNode ||
      node instanceof ComponentNode ||
      node instanceof ProjectNode
    )
      await openServerLink(url ?? undefined, (await session.connection())?.origin, log, 'tree');
  });
}

/** Filters a translation's strings by one of the common Weblate queries, a query typed, or none. */
async function searchUnits(
  node: TreeNode | undefined,
  tree: LocalizationTreeProvider,
  view: vscode.TreeView<TreeNode>,
): Promise<void> {
  const target = targetTranslation(
    node,
    view,
    vscode.l10n.t('Select a translation in the Localization view to search its strings.'),
  );
  if (!target) return;
  const picks = [
    ...COMMON_FILTERS.map((f) => ({ label: f.label, description: f.q, q: f.q })),
    {
      label: vscode.l10n.t('Custom query…'),
      description: vscode.l10n.t('Weblate search syntax, e.g. key:menu source:"Open"'),
      q: '',
    },
    ...(target.filter
      ? [{ label: vscode.l10n.t('Clear filter'), description: target.filter, q: undefined as string | undefined }]
      : []),
  ];
  const pick = await vscode.window.showQuickPick(picks, {
    title: vscode.l10n.t('Search strings in {0}', target.translation.language.name),
    matchOnDescription: true,
  });
  if (!pick) return;
  let q = pick.q;
  if (q === '') {
    q = await vscode.window.showInputBox({
      title: vscode.l10n.t('Search strings'),
      prompt: vscode.l10n.t('Weblate query, e.g. state:<translated key:menu'),
      value: target.filter ?? '',
    });
    if (!q) return;
  }
  target.setFilter(q);
  tree.redraw(target);
  await view.reveal(target, { expand: true, select: true, focus: true }).then(undefined, () => undefined);
}

// "Suggest Translations for Untranslated Strings…" (#46 item 5) on a translation of the Localization view:
// the filter, the providers (among those turned on, with the consent the panel asks: suggestionProviders.ts)
// and where the results go are chosen; core/suggestions/batch.ts does the work under a progress
// notification with Cancel; the summary follows, and the first new draft opens in the unit panel, where
// "Next Draft" moves on (reviewList.ts). Nothing is saved to the server as a translation.
import { translationToWorkOn } from '../tree/targetTranslation';
import * as vscode from 'vscode';
import { suggestForTranslation } from '../../core/suggestions/batch';
import type { BatchDestination, BatchFilter, BatchProvider, BatchSummary } from '../../core/suggestions/batchTypes';
import type { DraftStore } from '../../core/units/drafts';
import type { PendingEdits } from '../../core/units/pendingEdits';
import type { Translation } from '../../core/weblate';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import { withWorkProgress } from '../../platform/workProgress';
import type { Connection, LocalizationSession } from '../session';
import { readyProviders, type SuggestionServices } from '../unitPanel/suggestionProviders';
import { progressText, summaryText } from './batchText';
import { openNextDraft, rememberBatch } from './reviewList';
import type { UnitPanelControl } from '../unitPanel/unitPanelControl';

export interface BatchDeps {
  session: LocalizationSession;
  log: Log;
  drafts: DraftStore;
  pending: PendingEdits;
  suggestions: SuggestionServices;
  view: vscode.TreeView<TreeNode>;
  /** The tree shows the new drafts (✎). */
  refreshTree: () => void;
  /** Where the review starts from: the string the panel shows. */
  panel: UnitPanelControl;
}

export function registerBatchCommands(context: vscode.ExtensionContext, deps: BatchDeps): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.suggestTranslations', (node?: TreeNode) =>
      suggestTranslations(deps, node),
    ),
    vscode.commands.registerCommand('scriptorium.localization.nextDraft', async () =>
      openNextDraft(deps.drafts, (await deps.session.connection())?.serverUrl, deps.panel),
    ),
  );
}

async function suggestTranslations(deps: BatchDeps, node: TreeNode | undefined): Promise<void> {
  const work = await translationToWorkOn(
    deps,
    node,
    vscode.l10n.t('Select a translation in the Localization view to suggest translations for its strings.'),
  );
  if (!work) return;
  const { translation: t, connection } = work;
  const filter = await pickFilter(t);
  if (!filter) return;
  const providers = await pickProviders(deps, connection);
  if (!providers) return;
  const destination = await pickDestination(deps, connection);
  if (!destination) return;
  try {
    const summary = await run(deps, connection, t, { filter, providers, destination });
    deps.refreshTree();
    const text = summaryText(summary, destination.kind);
    deps.log.info('suggestions', `batch ${pathOf(t)} summary: ${logLine(summary)}`);
    if (destination.kind === 'drafts' && summary.madeIds.length > 0) {
      rememberBatch(connection.serverUrl, summary.madeIds);
      await openNextDraft(deps.drafts, connection.serverUrl, deps.panel);
    }
    void vscode.window.showInformationMessage(text);
  } catch (err) {
    await showError(deps.log, 'suggestions', err, vscode.l10n.t('Could not suggest translations'));
  }
}

const pathOf = (t: Translation) => `${t.component.project.slug}/${t.component.slug}/${t.language.code}`;

/** Counts only: never a string's text. */
function logLine(s: BatchSummary): string {
  const requests = Object.entries(s.requests).map(([name, n]) => `${name} ${n}`);
  return [
    `${s.made} made (${s.madeFailing} failing checks), ${s.none} none, ${s.failed} failed, ${s.skipped} skipped of ${s.total}`,
    `requests: ${requests.join(', ') || 'none'}`,
    `stopped: ${s.stopped?.reason ?? 'no'}`,
    `first: ${s.madeIds[0] ?? 'none'}`,
  ].join('; ');
}

async function pickFilter(t: Translation): Promise<BatchFilter | undefined> {
  const picks: (vscode.QuickPickItem & { filter: BatchFilter })[] = [
    { label: vscode.l10n.t('Untranslated'), description: 'state:empty', filter: 'untranslated' },
    { label: vscode.l10n.t('Needs editing'), description: 'state:needs-editing', filter: 'needsEditing' },
    { label: vscode.l10n.t('Untranslated or needing editing'), description: 'state:<translated', filter: 'both' },
  ];
  const pick = await vscode.window.showQuickPick(picks, {
    title: vscode.l10n.t('Suggest translations for {0} of {1}', t.language.name, t.component.name),
    placeHolder: vscode.l10n.t('Which strings'),
  });
  return pick?.filter;
}

/** The providers turned on and agreed to; several: the person picks (all, at first). Memory always comes first. */
async function pickProviders(deps: BatchDeps, connection: Connection): Promise<BatchProvider[] | undefined> {
  const ready = await readyProviders(deps.suggestions, connection.origin, 'batch');
  for (const r of ready) if (!r.ok) deps.log.info('suggestions', `batch: ${r.note}`);
  const usable = ready.flatMap((r) => (r.ok ? [{ name: r.name, provider: r.provider }] : []));
  if (usable.length <= 1) return usable;
  const picked = await vscode.window.showQuickPick(
    usable.map((p) => ({ label: p.name, picked: true, p })),
    {
      canPickMany: true,
      title: vscode.l10n.t('Providers, asked in this order after the server’s memory'),
    },
  );
  return picked?.map((x) => x.p);
}

async function pickDestination(deps: BatchDeps, connection: Connection): Promise<BatchDestination | undefined> {
  const picks: (vscode.QuickPickItem & { to: BatchDestination['kind'] })[] = [
    {
      label: vscode.l10n.t('Drafts'),
      detail: vscode.l10n.t('Kept in this window: review each in the string panel, then save or discard it.'),
      to: 'drafts',
    },
    {
      label: vscode.l10n.t('Weblate suggestions'),
      detail: vscode.l10n.t('Added on the server, where reviewers accept or reject them.'),
      to: 'suggestions',
    },
  ];
  const pick = await vscode.window.showQuickPick(picks, { placeHolder: vscode.l10n.t('Where the suggestions go') });
  if (!pick) return undefined;
  return pick.to === 'drafts'
    ? { kind: 'drafts', store: deps.drafts, serverUrl: connection.serverUrl }
    : { kind: 'suggestions' };
}

function run(
  deps: BatchDeps,
  connection: Connection,
  t: Translation,
  choice: { filter: BatchFilter; providers: BatchProvider[]; destination: BatchDestination },
): Promise<BatchSummary> {
  const budget = config.localization.suggestionBatchBudget();
  deps.log.info(
    'suggestions',
    `batch ${pathOf(t)}: ${choice.filter}, providers: ${choice.providers.map((p) => p.name).join(', ') || 'none'}, to ${choice.destination.kind}, budget ${budget}`,
  );
  return withWorkProgress(
    { title: vscode.l10n.t('Suggesting translations for {0}', t.language.name), cancellable: true },
    async (progress, token) => {
      const abort = new AbortController();
      const sub = token.onCancellationRequested(() => abort.abort());
      let reported = 0;
      try {
        return await suggestForTranslation({
          client: connection.client,
          translation: t,
          ...choice,
          budget,
          signal: abort.signal,
          busy: (id) => deps.pending.has(connection.serverUrl, id),
          log: (line) => deps.log.info('suggestions', `batch ${pathOf(t)} ${line}`),
          onProgress: (p) => {
            const share = p.total > 0 ? (100 * p.done) / p.total : 0;
            progress.report({
              message: progressText(p),
              increment: share - reported,
            });
            reported = share;
          },
        });
      } finally {
        sub.dispose();
      }
    },
  );
}

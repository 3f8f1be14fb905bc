// What the person is told about a batch of suggestions (#46 item 5): the summary at the end, in one line
// with the reason it stopped early, if it did (an error by its class: never a provider's or server's words).
// Every count goes through plural() (platform/localeFormat.ts).
import * as vscode from 'vscode';
import type { BatchStop, BatchSummary } from '../../core/suggestions/batchTypes';
import { describeError } from '../../platform/errorMessages';
import { plural } from '../../platform/localeFormat';

function stopText(stop: BatchStop): string {
  switch (stop.reason) {
    case 'cancelled':
      return vscode.l10n.t('Cancelled; what was made is kept.');
    case 'budget':
      return plural(
        stop.budget,
        vscode.l10n.t(
          'Stopped: the budget of {0} request for {1} is spent (setting scriptorium.localization.suggestions.batchBudget).',
          String(stop.budget),
          stop.provider,
        ),
        vscode.l10n.t(
          'Stopped: the budget of {0} requests for {1} is spent (setting scriptorium.localization.suggestions.batchBudget).',
          String(stop.budget),
          stop.provider,
        ),
      );
    case 'provider':
      return vscode.l10n.t('Stopped: {0} refused ({1}).', stop.provider, describeError(stop.error));
    case 'destination':
      return vscode.l10n.t('Stopped: the server took no suggestion ({0}).', describeError(stop.error));
  }
}

function madeText(s: BatchSummary, destination: 'drafts' | 'suggestions'): string {
  const n = String(s.made);
  const made =
    destination === 'drafts'
      ? plural(s.made, vscode.l10n.t('{0} draft made', n), vscode.l10n.t('{0} drafts made', n))
      : plural(
          s.made,
          vscode.l10n.t('{0} suggestion added on the server', n),
          vscode.l10n.t('{0} suggestions added on the server', n),
        );
  if (s.madeFailing === 0) return made;
  const f = String(s.madeFailing);
  return destination === 'drafts'
    ? plural(
        s.madeFailing,
        vscode.l10n.t('{0} ({1} fails checks, kept as a draft marked Needs editing)', made, f),
        vscode.l10n.t('{0} ({1} fail checks, kept as drafts marked Needs editing)', made, f),
      )
    : plural(
        s.madeFailing,
        vscode.l10n.t('{0} ({1} fails checks)', made, f),
        vscode.l10n.t('{0} ({1} fail checks)', made, f),
      );
}

/** "Of 20 strings: 12 drafts made (3 fail checks, kept as drafts marked Needs editing), 5 without a suggestion, …" */
export function summaryText(s: BatchSummary, destination: 'drafts' | 'suggestions'): string {
  const parts = [
    madeText(s, destination),
    vscode.l10n.t('{0} without a suggestion', String(s.none)),
    ...(s.failed > 0 ? [vscode.l10n.t('{0} failed', String(s.failed))] : []),
    ...(s.skipped > 0
      ? [vscode.l10n.t('{0} left alone (a draft, a waiting edit or a suggestion)', String(s.skipped))]
      : []),
  ];
  const total = String(s.total);
  const of = plural(
    s.total,
    vscode.l10n.t('Of {0} string: {1}.', total, parts.join(', ')),
    vscode.l10n.t('Of {0} strings: {1}.', total, parts.join(', ')),
  );
  return s.stopped ? `${of} ${stopText(s.stopped)}` : of;
}

/** The progress notification's line. */
export function progressText(p: { done: number; total: number; made: number }): string {
  const [done, total, made] = [String(p.done), String(p.total), String(p.made)];
  return plural(
    p.total,
    vscode.l10n.t('{0} of {1} string, {2} made', done, total, made),
    vscode.l10n.t('{0} of {1} strings, {2} made', done, total, made),
  );
}

// What the person is told about a batch of suggestions (#46 item 5): the summary at the end, in one line
// with the reason it stopped early, if it did.
import * as vscode from 'vscode';
import type { BatchStop, BatchSummary } from '../../core/suggestions/batchTypes';

function stopText(stop: BatchStop): string {
  switch (stop.reason) {
    case 'cancelled':
      return vscode.l10n.t('Cancelled; what was made is kept.');
    case 'budget':
      return vscode.l10n.t(
        'Stopped: the budget of {0} requests for {1} is spent (setting scriptorium.localization.suggestions.batchBudget).',
        String(stop.budget),
        stop.provider,
      );
    case 'provider':
      return vscode.l10n.t('Stopped: {0} refused ({1}).', stop.provider, stop.message);
    case 'destination':
      return vscode.l10n.t('Stopped: the server took no suggestion ({0}).', stop.message);
  }
}

/** "Of 20 strings: 12 drafts made (3 fail checks, kept as drafts marked Needs editing), 5 without a suggestion, …" */
export function summaryText(s: BatchSummary, destination: 'drafts' | 'suggestions'): string {
  const made =
    destination === 'drafts'
      ? vscode.l10n.t('{0} drafts made', String(s.made))
      : vscode.l10n.t('{0} suggestions added on the server', String(s.made));
  const parts = [
    s.madeFailing > 0
      ? destination === 'drafts'
        ? vscode.l10n.t('{0} ({1} fail checks, kept as drafts marked Needs editing)', made, String(s.madeFailing))
        : vscode.l10n.t('{0} ({1} fail checks)', made, String(s.madeFailing))
      : made,
    vscode.l10n.t('{0} without a suggestion', String(s.none)),
    ...(s.failed > 0 ? [vscode.l10n.t('{0} failed', String(s.failed))] : []),
    ...(s.skipped > 0
      ? [vscode.l10n.t('{0} left alone (a draft, a waiting edit or a suggestion)', String(s.skipped))]
      : []),
  ];
  const of = vscode.l10n.t('Of {0} strings: {1}.', String(s.total), parts.join(', '));
  return s.stopped ? `${of} ${stopText(s.stopped)}` : of;
}

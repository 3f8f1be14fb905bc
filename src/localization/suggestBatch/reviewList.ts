// Reviewing a batch's drafts one by one (#46 item 5): the strings the last batch of this window drafted, in
// the translation's order. "Next Draft" opens the first of them after the string shown that still holds a
// draft (one saved or discarded meanwhile is passed over); the panel's own question about leaving a draft
// comes first, as for any move.
import * as vscode from 'vscode';
import type { DraftStore } from '../../core/units/drafts';
import type { UnitPanelControl } from '../unitPanel/unitPanelControl';

let last: { serverUrl: string; unitIds: number[] } | undefined;

export function rememberBatch(serverUrl: string, unitIds: number[]): void {
  last = unitIds.length > 0 ? { serverUrl, unitIds: [...unitIds] } : undefined;
}

/** The next string of the last batch with a draft still there, after `shownId` (from the start when none). */
export function nextDraftId(drafts: DraftStore, serverUrl: string, shownId: number | undefined): number | undefined {
  if (!last || last.serverUrl !== serverUrl) return undefined;
  const from = shownId === undefined ? -1 : last.unitIds.indexOf(shownId);
  return last.unitIds.slice(from + 1).find((id) => drafts.get(serverUrl, id) !== undefined);
}

export async function openNextDraft(
  drafts: DraftStore,
  serverUrl: string | undefined,
  panel: UnitPanelControl,
): Promise<void> {
  const next = serverUrl ? nextDraftId(drafts, serverUrl, panel.shown()?.view.id) : undefined;
  if (next === undefined) {
    void vscode.window.setStatusBarMessage(vscode.l10n.t('No more drafts from the last batch.'), 4000);
    return;
  }
  await vscode.commands.executeCommand('scriptorium.localization.openUnit', next);
}

// A save that found no server (#26 item 6): the text is kept as a pending edit, sent when the server is
// back (localization/pending/pendingSender.ts). It counts as saved in the panel, so no draft or leave
// question stands for it; the page says it is pending, beside the server's text it was based on.
import type { DraftStore } from '../../core/units/drafts';
import type { PendingEdits } from '../../core/units/pendingEdits';
import type { Log } from '../../platform/log';
import { pathOfUnit } from './reviewController';
import type { LoadedUnit } from './unitLoader';
import type { ToUnitWebview } from './unitProtocol';

export interface PendingSaveDeps {
  pending: PendingEdits;
  drafts: DraftStore;
  log: Log;
  sendPending: () => Promise<unknown>;
  post: (message: ToUnitWebview) => void;
}

/**
 * Keeps `target` as the string's pending edit, based on `base` (the server's text as last read or saved;
 * an edit already waiting keeps its own). `sendNow`: an edit already waited and the server has answered
 * since, so the send is tried at once, with the conflict check.
 */
export async function keepPending(
  deps: PendingSaveDeps,
  serverUrl: string,
  loaded: LoadedUnit,
  edit: { base: string[]; target: string[]; state: number },
  sendNow: boolean,
): Promise<void> {
  const unitId = loaded.view.id;
  await deps.pending.put(serverUrl, {
    unitId,
    ...edit,
    savedAt: Date.now(),
    label: loaded.view.key || loaded.view.source[0] || `#${unitId}`,
    language: loaded.view.language.code,
    path: pathOfUnit(loaded),
  });
  deps.log.info('unit panel', `unit ${unitId}: kept as a pending edit (the server could not be reached)`);
  await deps.drafts.settle(serverUrl, unitId, 'translation', edit.target);
  if (sendNow) await deps.sendPending();
  const still = deps.pending.get(serverUrl, unitId);
  if (still) deps.post({ type: 'pending', unitId, target: edit.target, server: still.base });
  else deps.post({ type: 'saved' }); // sent (the string is read again), or a draft after the person's choice
}

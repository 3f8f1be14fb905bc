// Sending pending edits once the server answers again (#26 item 6): one at a time, oldest first, each
// with the conflict check: the unit is read, and the edit goes in only while the server still has the
// text the edit was based on. Weblate's unit API has no conditional PATCH (no ETag, no If-Match), so the
// check is a read right before the write; what changes on the server between the two is the same risk
// every save in Weblate's own editor takes. A server with another text now is a conflict: the person
// chooses, and the text that loses is kept as a draft — nothing typed is lost. No `vscode` here.
import { CancelledError, RateLimitedError } from '../http/errors';
import { isUnreachable, type PendingEdit, type PendingEdits } from './pendingEdits';

/** The person's answer to a conflict; 'later' leaves the edit waiting (asked again only on request). */
export type ConflictChoice = 'mine' | 'server' | 'panel' | 'later';

export interface SendPendingDeps {
  serverUrl: string;
  store: PendingEdits;
  getUnit: (unitId: number) => Promise<{ target: string[]; state: number }>;
  /** `signal` aborts when the person discards or replaces the edit while it is being sent (its retries). */
  patchUnit: (edit: PendingEdit, signal: AbortSignal) => Promise<unknown>;
  /** Asks which text wins: the server's text now and the edit, both shown. */
  decide: (edit: PendingEdit, server: string[]) => Promise<ConflictChoice>;
  /** Keeps the edit's text as a draft of its string (the server's text won, or the server refused it). */
  keepAsDraft: (edit: PendingEdit) => Promise<void>;
  /**
   * True when the person asked for the send: edits whose conflict they put off are asked about again.
   * A send nobody asked for skips them (without a request), so it never loops on its own answers.
   */
  askAgain: boolean;
  /** Only this string's edit (the person chose Send on it in the list). */
  only?: number;
  /**
   * For a send nobody asked for: true while the person looks at the queue. Checked before each edit and
   * right before its write, so a try that began before the list opened writes nothing while it shows.
   */
  held?: () => boolean;
}

export interface SendReport {
  /** Sent, or found on the server already (a save whose answer was lost on the way back). */
  sent: number[];
  /** Kept as drafts: the server's text won the conflict, or the person wants it in the panel. */
  drafted: number[];
  /** Strings to open in the panel ("Open in panel"). */
  open: number[];
  /** Edits the server refused (permission, validation, gone): their text is a draft now. */
  refused: { unitId: number; error: unknown }[];
  /** Still waiting: put off, skipped, or not tried because the server went away again. */
  waiting: number;
  /** Set when the server could not be reached (again): the send stopped there. */
  unreachable?: unknown;
  /** Set when the send stopped because the person looks at the queue (`held`): the rest waits. */
  held?: boolean;
}

/** Plural forms compared as the panel shows them: a missing form is an empty one. */
export function sameForms(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? '') !== (b[i] ?? '')) return false;
  return true;
}

/** Errors that mean "not now" rather than "no": the edit keeps waiting and the send stops. */
const notNow = (err: unknown) => isUnreachable(err) || err instanceof RateLimitedError || err instanceof CancelledError;

export async function sendPending(deps: SendPendingDeps): Promise<SendReport> {
  const report: SendReport = { sent: [], drafted: [], open: [], refused: [], waiting: 0 };
  const edits = deps.store.of(deps.serverUrl).filter((e) => deps.only === undefined || e.unitId === deps.only);
  for (const [i, edit] of edits.entries()) {
    if (!deps.askAgain && edit.conflictWith) {
      report.waiting++;
      continue;
    }
    try {
      const outcome = deps.held?.() ? 'held' : await sendOne(deps, edit);
      if (outcome === 'held') {
        report.held = true;
        report.waiting += edits.length - i;
        break;
      }
      if (outcome === 'gone') continue; // discarded or replaced meanwhile: nothing of it is sent
      if (outcome === 'sent') report.sent.push(edit.unitId);
      else if (outcome === 'later') report.waiting++;
      else {
        report.drafted.push(edit.unitId);
        if (outcome === 'panel') report.open.push(edit.unitId);
      }
    } catch (err) {
      if (notNow(err)) {
        report.unreachable = err;
        report.waiting += edits.length - i;
        break;
      }
      // The server answered and said no: the text becomes a draft of the string (shown, never lost).
      await deps.keepAsDraft(edit);
      await deps.store.remove(deps.serverUrl, edit.unitId);
      report.refused.push({ unitId: edit.unitId, error: err });
    }
  }
  return report;
}

/**
 * Whether this edit still waits for its string, as it was when the send took it: the person may have
 * discarded or replaced it while the read waited out the network's absence (its retries take seconds).
 * CI run 3 of 2026-11-30, e2e 54: an edit discarded from the list during a background send's read went to
 * the server once the network came back, the list closed by then (so `held` no longer said stop).
 */
function stillWaiting(deps: SendPendingDeps, edit: PendingEdit): boolean {
  return deps.store
    .of(deps.serverUrl)
    .some((e) => e.unitId === edit.unitId && e.state === edit.state && sameForms(e.target, edit.target));
}

async function sendOne(
  deps: SendPendingDeps,
  edit: PendingEdit,
): Promise<'sent' | 'later' | 'server' | 'panel' | 'held' | 'gone'> {
  const unit = await deps.getUnit(edit.unitId);
  if (!stillWaiting(deps, edit)) return 'gone';
  // Only this edit: one saved anew over it meanwhile waits for its own send.
  const done = async () => {
    if (stillWaiting(deps, edit)) await deps.store.remove(deps.serverUrl, edit.unitId);
  };
  if (sameForms(unit.target, edit.target) && unit.state === edit.state) {
    await done(); // already there: an earlier save arrived though its answer did not
    return 'sent';
  }
  // The read may have waited out the network's absence (retries) while the person opened the queue.
  if (deps.held?.()) return 'held';
  // The server still has the base (or already the text, with another state): nothing of anyone's is lost.
  if (sameForms(unit.target, edit.base) || sameForms(unit.target, edit.target)) {
    if ((await patchWhileWaiting(deps, edit)) === 'gone') return 'gone';
    await done();
    return 'sent';
  }
  const choice = await deps.decide(edit, unit.target);
  // The question may have stayed open while the edit was discarded or saved anew elsewhere.
  if (!stillWaiting(deps, edit)) return 'gone';
  switch (choice) {
    case 'mine':
      if ((await patchWhileWaiting(deps, edit)) === 'gone') return 'gone';
      await done();
      return 'sent';
    case 'server':
    case 'panel':
      await deps.keepAsDraft(edit);
      await done();
      return choice;
    case 'later':
      await deps.store.markConflict(deps.serverUrl, edit.unitId, unit.target);
      return 'later';
  }
}

/**
 * The edit's PATCH, cancelled when the person discards or replaces the edit meanwhile: the client repeats a
 * PATCH that met a network failure (retry.ts), and a repeat after the discard would write what they took
 * back. A request already on the wire may still arrive; the next send then finds the server's text
 * changed and asks (nothing is overwritten unasked).
 */
async function patchWhileWaiting(deps: SendPendingDeps, edit: PendingEdit): Promise<'sent' | 'gone'> {
  const stop = new AbortController();
  const watch = deps.store.onDidChangeValue((server, unitId) => {
    if (server === deps.serverUrl && unitId === edit.unitId && !stillWaiting(deps, edit)) stop.abort();
  });
  try {
    await deps.patchUnit(edit, stop.signal);
    return 'sent';
  } catch (err) {
    if (stop.signal.aborted && err instanceof CancelledError) return 'gone';
    throw err;
  } finally {
    watch.dispose();
  }
}

// Pending edits (#26 item 6): a translation saved while the server could not be reached. The person pressed
// Save, so the text is theirs to keep: it waits here, per server and unit, with the server's text it was
// based on, until it can be sent with the conflict check (sendPending.ts). Kept in workspaceState like the
// drafts (drafts.ts), so a window reload finds it. No `vscode` here. The text is the person's work: never
// log it.
import { ServerError, TransportError } from '../http/errors';
import { PENDING_EDIT_PREFIX, pendingKey, serverPrefix } from './pendingKey';
import { UnitMementoStore, type DraftMemento } from './unitMemento';

export { pendingKey } from './pendingKey';

export interface PendingEdit {
  unitId: number;
  /** The text saved, one entry per plural form, and the state chosen with it. */
  target: string[];
  state: number;
  /** The server's text when the edit was made: a server that has another one now is a conflict. */
  base: string[];
  /** When it was saved (ms since the epoch): edits are sent oldest first. */
  savedAt: number;
  /** How the string is named in lists and questions (its key, or source), and its language code. */
  label: string;
  language: string;
  /** project/component/language: where the server's refusals are remembered (PermissionMemory). */
  path: string;
  /**
   * The server's text that conflicted with the edit when the person put off the choice: a send nobody
   * asked for (the server answered again) does not ask again; the Send Pending Edits command does.
   */
  conflictWith?: string[];
}

/**
 * Whether a failed save means "the server could not be reached" (kept as a pending edit) rather than "the
 * server said no" (shown as an error). No answer at all — refused, reset, DNS, a timeout — and the gateway
 * answers that say the server behind them is down (502, 503, 504, after the client's own retries).
 */
export function isUnreachable(err: unknown): boolean {
  if (err instanceof TransportError) return true;
  return err instanceof ServerError && err.status !== undefined && err.retryable;
}

export class PendingEdits extends UnitMementoStore<PendingEdit> {
  constructor(memento: DraftMemento) {
    super(memento, PENDING_EDIT_PREFIX, isPendingEdit, pendingKey);
  }

  /** The edits waiting for one server, oldest first (the order they are sent in). */
  of(serverUrl: string): PendingEdit[] {
    const prefix = serverPrefix(serverUrl);
    return [...this.values.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .map(([, edit]) => edit)
      .sort((a, b) => a.savedAt - b.savedAt || a.unitId - b.unitId);
  }

  /**
   * Keeps a saved text until it can be sent. Saved again while still waiting, the newer text replaces the
   * older one, and the base stays the server's text the first edit started from: that is what the server
   * must still have for the newer text to go in without a question.
   */
  put(serverUrl: string, edit: Omit<PendingEdit, 'conflictWith'>): Promise<void> {
    const before = this.get(serverUrl, edit.unitId);
    return this.keep(serverUrl, edit.unitId, {
      ...edit,
      target: [...edit.target],
      base: [...(before?.base ?? edit.base)],
      savedAt: before?.savedAt ?? edit.savedAt,
    });
  }

  /** Whether an edit waits that a send nobody asked for would try (its conflict not put off). */
  anyToSend(): boolean {
    return [...this.values.values()].some((edit) => !edit.conflictWith);
  }

  /** The person put off the choice about `server` (the server's conflicting text). */
  markConflict(serverUrl: string, unitId: number, server: string[]): Promise<void> {
    const edit = this.get(serverUrl, unitId);
    return edit ? this.keep(serverUrl, unitId, { ...edit, conflictWith: [...server] }) : Promise.resolve();
  }
}

function isPendingEdit(value: unknown): value is PendingEdit {
  const v = value as Partial<PendingEdit> | undefined;
  const strings = (a: unknown) => Array.isArray(a) && a.every((s) => typeof s === 'string');
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.unitId === 'number' &&
    strings(v.target) &&
    strings(v.base) &&
    typeof v.state === 'number' &&
    typeof v.savedAt === 'number' &&
    typeof v.label === 'string' &&
    typeof v.language === 'string' &&
    typeof v.path === 'string' &&
    (v.conflictWith === undefined || strings(v.conflictWith))
  );
}

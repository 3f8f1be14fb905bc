// What uploading a translation file will do, worked out before it is sent (#31): the file's strings against
// the server's units, under Weblate's own merge rule (weblate/trans/models/translation.py,
// Translation.merge_translations, the same in 5.10.4 and 2026.10.1). For each string of the file:
//   skipped  when (the unit is translated and conflicts is '') or (it is approved and conflicts is not
//            'replace-approved') or it is read-only or (its target and state already are the new ones);
//   accepted otherwise, with the state needing editing (method `fuzzy`, or a string the file marks fuzzy
//            imported with fuzzy=process), approved (method `approve`) or translated.
// `translated` is state >= 20, so approved and read-only count too. A string the file marks fuzzy is not
// sent at all with fuzzy='' and an empty one is no translation (iterate_merge). So a downloaded file sent
// back with the defaults skips the person's edits of translated strings and turns every string that
// needed editing into a translated one: this module names both before the upload. Weblate's per-unit
// edit permission is not visible here; the check after the upload finds what it refused.
import type { ConflictMode, FuzzyMode } from './translationFiles';

export const UNIT_STATE = { empty: 0, fuzzy: 10, translated: 20, approved: 30, readOnly: 100 } as const;

/**
 * A string of the uploaded file: its key (the identity its format gives it: Weblate's `context` for
 * monolingual JSON, context and msgid for gettext PO) and forms.
 */
export interface FileString {
  key: string;
  forms: string[];
  /** Marked as needing editing in the file (po, ts, xliff…); undefined in formats that cannot say (JSON). */
  fuzzy?: boolean;
}

/** What the server holds for a key. */
export interface ServerString {
  key: string;
  target: string[];
  state: number;
}

/** The methods that merge the file string by string (the others are not predicted here). */
export type MergeMethod = 'translate' | 'fuzzy' | 'approve';

export type Reason =
  | 'new' // the server had no translation
  | 'edited' // the server's text is replaced
  | 'state' // same text, another state (needing editing → translated, translated → approved…)
  | 'kept-translated' // skipped: translated on the server and conflicts is 'ignore'
  | 'kept-approved' // skipped: approved on the server and conflicts is not 'replace-approved'
  | 'read-only'
  | 'unchanged'
  | 'not-on-server'
  | 'not-sent'; // empty in the file, or marked fuzzy with fuzzy=''

export interface Prediction {
  key: string;
  file: string[];
  server: string[] | undefined;
  /** The server's state now, and after the upload (the same when nothing changes). */
  from: number | undefined;
  to: number | undefined;
  outcome: 'accepted' | 'skipped' | 'ignored';
  reason: Reason;
  /** The file's text differs from the server's: what the person changed (or the server changed since). */
  changedHere: boolean;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether the file marks a string otherwise than the server's state does: fuzzy against needing editing.
 * Only a format that can mark strings fuzzy says anything here (JSON never differs).
 */
export const markDiffers = (s: Pick<FileString, 'fuzzy'>, state: number) =>
  s.fuzzy !== undefined && s.fuzzy !== (state === UNIT_STATE.fuzzy);
const empty = (forms: readonly string[]) => forms.every((f) => f === '');

/** What one upload (method, conflicts, fuzzy) does to each string of the file. */
export function predictUpload(
  file: readonly FileString[],
  server: ReadonlyMap<string, ServerString>,
  opts: { method: MergeMethod; conflicts: ConflictMode; fuzzy: FuzzyMode },
): Prediction[] {
  const conflicts = opts.conflicts === 'ignore' ? '' : opts.conflicts;
  return file.map((s) => {
    const unit = server.get(s.key);
    // A string whose text is the server's but whose fuzzy mark was changed here (PO) is a change too.
    const textChanged = !unit || !same(unit.target, s.forms);
    const changedHere = textChanged || markDiffers(s, unit!.state);
    const base = { key: s.key, file: s.forms, server: unit?.target, from: unit?.state, to: unit?.state, changedHere };
    if (!unit) return { ...base, outcome: 'ignored', reason: 'not-on-server' };
    if (empty(s.forms) || (s.fuzzy && opts.fuzzy === ''))
      return {
        ...base,
        changedHere: changedHere && !empty(unit.target) && !empty(s.forms),
        outcome: 'ignored',
        reason: 'not-sent',
      };
    const state =
      opts.method === 'fuzzy' || (s.fuzzy && opts.fuzzy === 'process')
        ? UNIT_STATE.fuzzy
        : opts.method === 'approve'
          ? UNIT_STATE.approved
          : UNIT_STATE.translated;
    const skip = (reason: Reason): Prediction => ({ ...base, outcome: 'skipped', reason });
    if (unit.state === UNIT_STATE.readOnly) return skip('read-only');
    if (unit.state >= UNIT_STATE.approved && conflicts !== 'replace-approved')
      return skip(changedHere ? 'kept-approved' : unit.state === state ? 'unchanged' : 'kept-approved');
    if (unit.state >= UNIT_STATE.translated && !conflicts)
      return skip(changedHere || unit.state !== state ? 'kept-translated' : 'unchanged');
    if (!changedHere && unit.state === state) return skip('unchanged');
    const reason: Reason = !textChanged
      ? 'state'
      : unit.state < UNIT_STATE.fuzzy || empty(unit.target)
        ? 'new'
        : 'edited';
    return { ...base, to: state, outcome: 'accepted', reason };
  });
}

export const accepted = (p: readonly Prediction[]) => p.filter((x) => x.outcome === 'accepted');
/** Changes made here that the upload would not apply (read-only strings included: nothing applies them). */
export const skippedChanges = (p: readonly Prediction[]) => p.filter((x) => x.outcome === 'skipped' && x.changedHere);
/** State changes of strings whose text is the same here and on the server, and that were not changed here. */
export const stateChanges = (p: readonly Prediction[]) =>
  p.filter((x) => x.outcome === 'accepted' && x.reason === 'state' && !x.changedHere);

/** A unit as the upload preview reads it. */
export type PreviewUnit = { context: string; source: string[]; target: string[]; state: number };

/** How a file's format names a server unit (the key its file strings carry): by default, its context. */
export type UnitIdentity = (u: Pick<PreviewUnit, 'context' | 'source'>) => string;
export const byContext: UnitIdentity = (u) => u.context;

/** The server's units by key, as predictUpload reads them. */
export function serverStrings(
  units: readonly PreviewUnit[],
  identity: UnitIdentity = byContext,
): Map<string, ServerString> {
  return new Map(
    units.map((u) => {
      const key = identity(u);
      return [key, { key, target: u.target, state: u.state }];
    }),
  );
}

/** File formats that can mark a string as needing editing (fuzzy): the upload's fuzzy option matters only for them. */
export function carriesFuzzy(fileName: string): boolean {
  return /\.(po|pot|ts|xlf|xliff|sdlxliff|poxliff)$/i.test(fileName);
}

/**
 * After an upload: the file's strings whose text the server still does not have (skipped for whatever
 * reason, the per-unit rights included), read from the server's units as they are now.
 */
export function notApplied(file: readonly FileString[], server: ReadonlyMap<string, ServerString>): Prediction[] {
  return predictUpload(file, server, { method: 'translate', conflicts: 'replace-approved', fuzzy: 'approve' }).filter(
    (p) => p.changedHere && p.outcome !== 'ignored',
  );
}

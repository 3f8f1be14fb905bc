// Names for Weblate's numeric codes. The server localizes action_name, so clients switch on the number;
// new codes appear each release, so an unknown one falls back to the name the server sent.
import type { RepositorySummary } from './maintenance';

const ACTIONS: Record<number, string> = {
  0: 'Resource updated',
  1: 'Translation completed',
  2: 'Translation changed',
  3: 'Comment added',
  4: 'Suggestion added',
  5: 'Translation added',
  6: 'Automatically translated',
  7: 'Suggestion accepted',
  8: 'Translation reverted',
  9: 'Translation uploaded',
  13: 'Source string added',
  14: 'Component locked',
  15: 'Component unlocked',
  17: 'Changes committed',
  18: 'Changes pushed',
  19: 'Repository reset',
  20: 'Repository merged',
  21: 'Repository rebased',
  26: 'Suggestion removed',
  29: 'Suggestion removed during cleanup',
  36: 'Translation approved',
  37: 'Marked for edit',
  47: 'New alert',
  48: 'Language added',
  50: 'Project created',
  51: 'Component created',
  53: 'Repository notification received',
  59: 'String updated in the repository',
};

export function actionName(action: number, serverName: string): string {
  return ACTIONS[action] ?? serverName;
}

export type UnitStateKind = 'untranslated' | 'needsEditing' | 'translated' | 'approved' | 'readOnly';

/** States: 0 empty, 10 needs editing, 20 translated, 30 approved, 100 read-only; 11/12 on newer servers. */
export function unitStateKind(state: number): UnitStateKind {
  if (state >= 100) return 'readOnly';
  if (state >= 30) return 'approved';
  if (state >= 20) return 'translated';
  if (state >= 10) return 'needsEditing';
  return 'untranslated';
}

/**
 * The state a language's string is shown with, wherever it is shown (panel, hover, tree): a language
 * without the string, or with only empty forms, is untranslated, as Weblate says (not "Missing").
 */
export function shownStateKind(unit: { state: number; target: readonly string[] } | undefined): UnitStateKind {
  return unit && unit.target.some(Boolean) ? unitStateKind(unit.state) : 'untranslated';
}

/**
 * How a language code is printed for a person, everywhere: as a BCP 47 tag (Weblate's pt_BR is pt-BR,
 * sr@latin is sr-Latn), the form the unit panel and the status bar show; a code that makes no valid
 * tag is printed as the server sent it.
 */
export function shownLanguageCode(code: string): string {
  return bcp47Tag(code) ?? code;
}

const SCRIPTS: Record<string, string> = { latin: 'Latn', cyrillic: 'Cyrl', arabic: 'Arab', devanagari: 'Deva' };

/** Weblate's language code as a BCP 47 tag (pt_BR → pt-BR, sr@latin → sr-Latn); undefined: no valid tag. */
export function bcp47Tag(code: string): string | undefined {
  const [base = '', variant] = code.split('@');
  const script = variant ? SCRIPTS[variant.toLowerCase()] : undefined;
  const parts = base.split(/[_-]/).filter(Boolean);
  const tag = [parts[0], ...(script ? [script] : []), ...parts.slice(1)].join('-');
  return /^[a-zA-Z]{2,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag) ? tag : undefined;
}

export const STATE_LABELS: Record<UnitStateKind, string> = {
  untranslated: 'Untranslated',
  needsEditing: 'Needs editing',
  translated: 'Translated',
  approved: 'Approved',
  readOnly: 'Read-only',
};

/** The `checksum` in a unit's web_url: the signed 64-bit id_hash (decimal text) + 2^63, as 16 hex digits. */
export function unitChecksum(idHash: string): string {
  return BigInt.asUintN(64, BigInt(idHash) + 2n ** 63n)
    .toString(16)
    .padStart(16, '0');
}

export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}

/**
 * A repository's state in one vocabulary (#31): what waits to be committed, pushed or pulled, named after
 * the actions that settle it (Commit, Push, Pull), so a row never mixes "ahead", "to push" and "pending".
 * The counts are those the server gave (strings to commit, commits to push or pull); absent when it gave none.
 */
export type RepositoryWord =
  | { kind: 'toCommit'; count?: number }
  | { kind: 'toPush'; count?: number }
  | { kind: 'toPull'; count: number }
  | { kind: 'needsMerge' }
  | { kind: 'mergeFailed'; detail: string };

export function repositoryWords(r: Omit<RepositorySummary, 'statusText'>): RepositoryWord[] {
  const words: RepositoryWord[] = [];
  if (r.needsCommit) words.push({ kind: 'toCommit', ...(r.pendingUnits ? { count: r.pendingUnits } : {}) });
  if (r.needsPush) words.push({ kind: 'toPush', ...(r.ahead ? { count: r.ahead } : {}) });
  if (r.behind) words.push({ kind: 'toPull', count: r.behind });
  if (r.needsMerge) words.push({ kind: 'needsMerge' });
  if (r.mergeFailure) words.push({ kind: 'mergeFailed', detail: r.mergeFailure });
  return words;
}

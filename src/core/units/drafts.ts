// Drafts of the unit panel: text a translator typed and has not saved, kept per server and unit until it
// is saved or discarded (the translation), or sent (the Suggestion and Comment boxes), so no way of leaving a string (next, previous, a tree click, closing the panel,
// reloading the window) loses it (#31). No `vscode` here: the store is handed a Memento-like place to keep
// drafts in, so it runs and is tested in plain Node. A draft's text is the person's work: never log it.

import { UnitMementoStore, type DraftMemento } from './unitMemento';

export type { DraftMemento, PresenceListener } from './unitMemento';

export interface UnitDraft {
  /**
   * What the person typed, one entry per plural form. Equal to `base`: the translation holds no draft (only
   * another box does), and the form shows the server's text of the moment.
   */
  target: string[];
  /** The state chosen in the form when the draft was last sent. */
  state: number;
  /** The server's text when the draft was started: a later change on the server is pointed out. */
  base: string[];
  /** Text in the Suggestion box, not sent yet. */
  suggestion?: string;
  /** Text in the Comment box, not posted yet, and the scope chosen for it. */
  comment?: string;
  commentScope?: string;
}

/** The panel's boxes besides the translation (#31: every box keeps what was typed into it). */
export type OtherBoxes = Pick<UnitDraft, 'suggestion' | 'comment' | 'commentScope'>;

/** The boxes a draft can hold text for: the leave question names them. */
export type DraftBox = 'translation' | 'suggestion' | 'comment';

const PREFIX = 'scriptorium.unitDraft/';

/**
 * A draft's key: the server's API address and the unit id, stable across reloads. Ids are only unique on
 * one server, so drafts of one server never show on another one's strings.
 */
export function draftKey(serverUrl: string, unitId: number): string {
  return `${PREFIX}${serverUrl.replace(/\/+$/, '')}#${unitId}`;
}

export function sameText(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/** Whether typed text is a draft worth keeping: it differs from what the server has. */
export function isDraft(target: readonly string[], server: readonly string[]): boolean {
  return !sameText(target, server);
}

/** Blank boxes hold nothing: their forms refuse to send blank text too. */
const typed = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The translation part counts when it is a draft at all (differs from its base) and not the server's text now. */
function translationDirty(draft: UnitDraft, server: readonly string[]): boolean {
  return !sameText(draft.target, draft.base) && isDraft(draft.target, server);
}

/** Which boxes of a string hold text that is neither saved nor sent. */
export function draftBoxes(draft: UnitDraft | undefined, server: readonly string[]): DraftBox[] {
  if (!draft) return [];
  return [
    ...(translationDirty(draft, server) ? ['translation' as const] : []),
    ...(typed(draft.suggestion) ? ['suggestion' as const] : []),
    ...(typed(draft.comment) ? ['comment' as const] : []),
  ];
}

export class DraftStore extends UnitMementoStore<UnitDraft> {
  constructor(memento: DraftMemento) {
    super(memento, PREFIX, isUnitDraft, draftKey);
  }

  /**
   * Keeps the newest text of a unit's form and its other boxes. A translation equal to the server's, with
   * the other boxes blank, is no draft: it removes one. The in-memory copy changes at once (the next
   * question sees it); the memento write follows.
   */
  put(
    serverUrl: string,
    unitId: number,
    target: string[],
    state: number,
    server: string[],
    others: OtherBoxes = {},
  ): Promise<void> {
    const targetDirty = isDraft(target, server);
    if (!targetDirty && !typed(others.suggestion) && !typed(others.comment)) return this.remove(serverUrl, unitId);
    const before = this.get(serverUrl, unitId);
    // The base stays what the server had when the person started typing, not what it has now; a
    // translation typed back to that base while the server moved on is a draft against the server's text.
    const keepBase = targetDirty && before && !sameText(before.target, before.base) && !sameText(target, before.base);
    const draft: UnitDraft = {
      target: targetDirty ? [...target] : [...server],
      state,
      base: keepBase ? before.base : [...server],
      ...(typed(others.suggestion) ? { suggestion: others.suggestion } : {}),
      ...(typed(others.comment)
        ? { comment: others.comment, ...(others.commentScope ? { commentScope: others.commentScope } : {}) }
        : {}),
    };
    return this.keep(serverUrl, unitId, draft);
  }

  /**
   * One box's text has reached the server (saved, suggested, commented): that part of the draft ends, the
   * other boxes keep theirs. `server`: the server's text of the string now.
   */
  settle(serverUrl: string, unitId: number, box: DraftBox, server: string[]): Promise<void> {
    const draft = this.get(serverUrl, unitId);
    if (!draft) return Promise.resolve();
    const target = box !== 'translation' && translationDirty(draft, server) ? draft.target : server;
    return this.put(serverUrl, unitId, target, draft.state, server, {
      ...(box === 'suggestion' ? {} : { suggestion: draft.suggestion }),
      ...(box === 'comment' ? {} : { comment: draft.comment, commentScope: draft.commentScope }),
    });
  }
}

function isUnitDraft(value: unknown): value is UnitDraft {
  const v = value as Partial<UnitDraft> | undefined;
  const strings = (a: unknown) => Array.isArray(a) && a.every((s) => typeof s === 'string');
  const optional = (s: unknown) => s === undefined || typeof s === 'string';
  return (
    typeof v === 'object' &&
    v !== null &&
    strings(v.target) &&
    strings(v.base) &&
    typeof v.state === 'number' &&
    optional(v.suggestion) &&
    optional(v.comment) &&
    optional(v.commentScope)
  );
}

// ── Leaving a string with a draft ──────────────────────────────────────────────────────────────────────

/** Where the person asked to go from the string shown. */
export type LeaveTarget = { to: 'next' | 'previous' | 'nextUntranslated' } | { to: 'unit'; id: number };

/** The answers the panel offers when a draft would be left; 'cancel' is the one with the focus. */
export type LeaveAnswer = 'cancel' | 'saveAndGo' | 'keepAndGo' | 'discardAndGo';

/**
 * Whether leaving the string shown needs the person's answer: only when one of its boxes holds a draft (a
 * translation equal to the server's text is none), and the target is another string.
 */
export function leaveDecision(
  draft: UnitDraft | undefined,
  server: readonly string[],
  shownId: number,
  target: LeaveTarget,
): 'go' | 'ask' {
  if (target.to === 'unit' && target.id === shownId) return 'go';
  return draftBoxes(draft, server).length > 0 ? 'ask' : 'go';
}

/** What an answer does: save the draft first, drop it, and whether to go on at all. */
export function leavePlan(answer: LeaveAnswer): { save: boolean; discard: boolean; go: boolean } {
  switch (answer) {
    case 'saveAndGo':
      return { save: true, discard: false, go: true };
    case 'keepAndGo':
      return { save: false, discard: false, go: true };
    case 'discardAndGo':
      return { save: false, discard: true, go: true };
    case 'cancel':
      return { save: false, discard: false, go: false };
  }
}

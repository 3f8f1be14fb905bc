// Drafts of the unit panel: text a translator typed and has not saved, kept per server and unit until it
// is saved or discarded, so no way of leaving a string (next, previous, a tree click, closing the panel,
// reloading the window) loses it (#31). No `vscode` here: the store is handed a Memento-like place to keep
// drafts in, so it runs and is tested in plain Node. A draft's text is the person's work: never log it.

/** The part of vscode.Memento the store uses (workspaceState in the extension, a Map in tests). */
export interface DraftMemento {
  keys(): readonly string[];
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

export interface UnitDraft {
  /** What the person typed, one entry per plural form. */
  target: string[];
  /** The state chosen in the form when the draft was last sent. */
  state: number;
  /** The server's text when the draft was started: a later change on the server is pointed out. */
  base: string[];
}

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

export type PresenceListener = (serverUrl: string, unitId: number, hasDraft: boolean) => void;

export class DraftStore {
  /** Read once from the memento: the tree asks about every row it draws. */
  private readonly drafts = new Map<string, UnitDraft>();
  private readonly listeners = new Set<PresenceListener>();

  constructor(private readonly memento: DraftMemento) {
    for (const key of memento.keys()) {
      if (!key.startsWith(PREFIX)) continue;
      const value = memento.get<unknown>(key);
      if (isUnitDraft(value)) this.drafts.set(key, value);
    }
  }

  get(serverUrl: string, unitId: number): UnitDraft | undefined {
    return this.drafts.get(draftKey(serverUrl, unitId));
  }

  has(serverUrl: string, unitId: number): boolean {
    return this.drafts.has(draftKey(serverUrl, unitId));
  }

  get size(): number {
    return this.drafts.size;
  }

  /**
   * Keeps the newest text of a unit's form. Text equal to the server's is no draft: it removes one. The
   * in-memory copy changes at once (the next question sees it); the memento write follows.
   */
  put(serverUrl: string, unitId: number, target: string[], state: number, server: string[]): Promise<void> {
    if (!isDraft(target, server)) return this.remove(serverUrl, unitId);
    const key = draftKey(serverUrl, unitId);
    const before = this.drafts.get(key);
    // The base stays what the server had when the person started typing, not what it has now.
    const draft: UnitDraft = { target: [...target], state, base: before ? before.base : [...server] };
    this.drafts.set(key, draft);
    if (!before) this.fire(serverUrl, unitId, true);
    return Promise.resolve(this.memento.update(key, draft));
  }

  remove(serverUrl: string, unitId: number): Promise<void> {
    const key = draftKey(serverUrl, unitId);
    if (!this.drafts.delete(key)) return Promise.resolve();
    this.fire(serverUrl, unitId, false);
    return Promise.resolve(this.memento.update(key, undefined));
  }

  /** Told when a unit gets its first draft or loses it (not on every keystroke): the tree's marker. */
  onDidChangePresence(listener: PresenceListener): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  private fire(serverUrl: string, unitId: number, hasDraft: boolean): void {
    for (const l of [...this.listeners]) l(serverUrl, unitId, hasDraft);
  }
}

function isUnitDraft(value: unknown): value is UnitDraft {
  const v = value as Partial<UnitDraft> | undefined;
  const strings = (a: unknown) => Array.isArray(a) && a.every((s) => typeof s === 'string');
  return typeof v === 'object' && v !== null && strings(v.target) && strings(v.base) && typeof v.state === 'number';
}

// ── Leaving a string with a draft ──────────────────────────────────────────────────────────────────────

/** Where the person asked to go from the string shown. */
export type LeaveTarget = { to: 'next' | 'previous' | 'nextUntranslated' } | { to: 'unit'; id: number };

/** The answers the panel offers when a draft would be left; 'cancel' is the one with the focus. */
export type LeaveAnswer = 'cancel' | 'saveAndGo' | 'keepAndGo' | 'discardAndGo';

/**
 * Whether leaving the string shown needs the person's answer: only when it has a draft that differs from
 * the server's text (a draft equal to it is none), and the target is another string.
 */
export function leaveDecision(draft: UnitDraft | undefined, server: readonly string[], shownId: number, target: LeaveTarget): 'go' | 'ask' {
  if (target.to === 'unit' && target.id === shownId) return 'go';
  return draft && isDraft(draft.target, server) ? 'ask' : 'go';
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

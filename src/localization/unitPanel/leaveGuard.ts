// The unit panel's drafts (#31): keeps the text the page sends as the unit's draft, and stands between
// every way of leaving a string (next, previous, next untranslated, another language, a tree click) and
// the string it leads to: with a draft in any box (the translation differing from the server's text, or
// text in the Suggestion or Comment box), the page asks first. Closing
// the panel cannot be stopped: the draft simply stays in the store, and the tree marks the string.
// It decides and the panel moves (#45 item 5): the panel finds where a move leads and opens the string;
// the guard answers whether to go now, or after the page's answer (and the save it may ask for).
import {
  draftBoxes,
  leaveDecision,
  leavePlan,
  sameText,
  type DraftStore,
  type LeaveAnswer,
  type OtherBoxes,
} from '../../core/units/drafts';
import type { Log } from '../../platform/log';
import type { ShownDraft, ToUnitWebview } from './unitProtocol';

/** The string the panel shows, as far as drafts are concerned. */
export interface ShownUnit {
  serverUrl: string;
  unitId: number;
  /** The server's text of it, as last read or saved. */
  serverTarget: string[];
  /** Whether Save is offered for it (not read-only, not refused before). */
  maySave: () => Promise<boolean>;
}

export interface LeaveGuardDeps {
  drafts: DraftStore;
  log: Log;
  post: (message: ToUnitWebview) => void;
  shown: () => ShownUnit | undefined;
}

export class LeaveGuard {
  /** The string the question on the page is about, and where the person wanted to go from it. */
  private pending: { from: number; to: number } | undefined;
  /**
   * The string last left and its server text: its page's last text can arrive after the move (a tree click
   * straight after typing sends the text as the click blurs the page), and is still that string's draft.
   */
  private left: { serverUrl: string; unitId: number; serverTarget: string[] } | undefined;

  constructor(private readonly deps: LeaveGuardDeps) {}

  /** The page's text of a string (its form and other boxes): kept as its draft, or dropped when there is none. */
  onDraft(unitId: number, target: string[], state: number, others: OtherBoxes = {}): void {
    const shown = this.deps.shown();
    if (shown?.unitId === unitId) {
      void this.deps.drafts.put(shown.serverUrl, unitId, target, state, shown.serverTarget, others);
      return;
    }
    // Sent just as another string was opened: still that string's draft, compared with the server text it
    // was left with, or the one its draft started from.
    const serverUrl = shown?.serverUrl;
    const left = this.left?.unitId === unitId && this.left.serverUrl === serverUrl ? this.left.serverTarget : undefined;
    const base = left ?? (serverUrl ? this.deps.drafts.get(serverUrl, unitId)?.base : undefined);
    if (serverUrl && base) void this.deps.drafts.put(serverUrl, unitId, target, state, base, others);
    else this.deps.log.info('unit panel', `ignored a draft for unit ${unitId}, which the panel no longer shows`);
  }

  /** The draft notice's Discard: the translation goes back to the server's text; the other boxes keep theirs. */
  discard(unitId: number): void {
    const shown = this.deps.shown();
    if (!shown) return;
    this.deps.log.info('unit panel', `draft of unit ${unitId} discarded`);
    void this.deps.drafts.settle(shown.serverUrl, unitId, 'translation', shown.serverTarget);
  }

  /**
   * The draft the page shows for a freshly read string: the translation's (unless the server has that text
   * now) and the other boxes'. A draft with nothing left in it is dropped.
   */
  shownDraft(serverUrl: string, unitId: number, serverTarget: string[]): ShownDraft | undefined {
    const before = this.deps.drafts.get(serverUrl, unitId);
    // The server has the translation's draft now: that part is done (and cannot come back when the
    // server's text changes again); the store changes at once, the memento write follows.
    if (before && !sameText(before.target, before.base) && sameText(before.target, serverTarget))
      void this.deps.drafts.settle(serverUrl, unitId, 'translation', serverTarget);
    const draft = this.deps.drafts.get(serverUrl, unitId);
    const boxes = draftBoxes(draft, serverTarget);
    if (!draft || boxes.length === 0) {
      if (draft) void this.deps.drafts.remove(serverUrl, unitId);
      return undefined;
    }
    return {
      ...(boxes.includes('translation')
        ? { target: draft.target, state: draft.state, serverChanged: !sameText(draft.base, serverTarget) }
        : { serverChanged: false }),
      ...(draft.suggestion !== undefined ? { suggestion: draft.suggestion } : {}),
      ...(draft.comment !== undefined
        ? { comment: draft.comment, ...(draft.commentScope ? { commentScope: draft.commentScope } : {}) }
        : {}),
    };
  }

  /**
   * Whether the string `from` (shown when the move was asked for) may be left for `to` now: true, go (the
   * panel opens it); false, the page asks first, and answer() tells where to go then. `busy`: a string is
   * loading, the form shows the previous one read-only, so there is nothing to ask about.
   */
  async leave(from: ShownUnit | undefined, to: number, busy: boolean): Promise<boolean> {
    if (!from || busy) return this.go(from, to);
    const draft = this.deps.drafts.get(from.serverUrl, from.unitId);
    if (leaveDecision(draft, from.serverTarget, from.unitId, { to: 'unit', id: to }) === 'go') {
      this.pending = undefined;
      return this.go(from, to);
    }
    this.pending = { from: from.unitId, to };
    // Save and go on saves the translation: offered only when the translation is part of the draft.
    const boxes = draftBoxes(draft, from.serverTarget);
    this.deps.post({
      type: 'askLeave',
      unitId: from.unitId,
      maySave: boxes.includes('translation') && (await from.maySave()),
      boxes,
    });
    return false;
  }

  /**
   * The page's answer to the question about `unitId`: the string to open now, or undefined to stay (or
   * when the question is no longer asked). `save` saves the draft first where the answer says so; false
   * (refused: the page shows why) stays on the string.
   */
  async answer(
    unitId: number,
    answer: LeaveAnswer,
    save: (target: string[], state: number) => Promise<boolean>,
  ): Promise<number | undefined> {
    const pending = this.pending;
    const shown = this.deps.shown();
    // An answer to a question no longer asked (another string opened meanwhile) does nothing.
    if (!pending || pending.from !== unitId || shown?.unitId !== unitId) return undefined;
    this.pending = undefined;
    const plan = leavePlan(answer);
    if (!plan.go) return undefined;
    if (plan.save) {
      const draft = this.deps.drafts.get(shown.serverUrl, unitId);
      const dirty = draftBoxes(draft, shown.serverTarget).includes('translation');
      if (draft && dirty && !(await save(draft.target, draft.state))) return undefined; // refused: stay on it
    }
    if (plan.discard) {
      // Discard answers "leave this draft?": every box of it goes.
      this.deps.log.info('unit panel', `draft of unit ${unitId} discarded`);
      await this.deps.drafts.remove(shown.serverUrl, unitId);
    }
    this.go(shown, pending.to);
    return pending.to;
  }

  /** Remembers the string left (see `left`); true: the panel goes. */
  private go(from: ShownUnit | undefined, to: number): true {
    if (from && from.unitId !== to)
      this.left = { serverUrl: from.serverUrl, unitId: from.unitId, serverTarget: [...from.serverTarget] };
    return true;
  }
}

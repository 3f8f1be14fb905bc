// The unit panel's drafts, browser side (#31). The form's text goes to the extension as the person types
// (a short debounce), and at once when the page may go away: the panel loses the focus, is hidden (a hidden
// webview's page is discarded), unloads, or a key with a modifier is pressed (Ctrl+W closes, Alt+PageDown
// moves on). The extension keeps the last text it got as the unit's draft, so closing the panel right after
// typing loses nothing. The page marks a form that differs from the server's text, and asks before leaving
// it when the extension says so (askLeave), with the focus on the choice that changes nothing. The
// Suggestion and Comment boxes (unitReview.ts) are part of the draft too: they come and go with the review
// part, so their text is kept here while they are not in the page and put back when they are drawn.
import type { DraftBoxName, ShownDraft, UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import { el } from './dom';
import { isPending } from './unitPending';

const DEBOUNCE_MS = 300;

/** The review part's boxes: the text they hold, or held when last in the page. */
interface OtherBoxes {
  suggestion: string;
  comment: string;
  commentScope: string;
}

interface Tracked {
  view: UnitPanelView;
  /** The form's text and state last sent (JSON), so only changes are sent. */
  lastSent: string;
  others: OtherBoxes;
}

let tracked: Tracked | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let send: (msg: unknown) => void = () => undefined;
let t: (key: string, ...args: string[]) => string = (k) => k;

export function initDrafts(post: (msg: unknown) => void, strings: (key: string, ...args: string[]) => string): void {
  send = post;
  t = strings;
  window.addEventListener('blur', flushDraft);
  window.addEventListener('pagehide', flushDraft);
  window.addEventListener('beforeunload', flushDraft);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDraft();
  });
}

const boxes = (view: UnitPanelView) =>
  view.target.map((_, i) => document.getElementById(`target-${i}`) as HTMLTextAreaElement | null);
const stateSelect = () => document.getElementById('state') as HTMLSelectElement | null;

const suggestBox = () => document.getElementById('suggest-text') as HTMLTextAreaElement | null;
const commentBox = () => document.getElementById('comment-text') as HTMLTextAreaElement | null;
const scopeSelect = () => document.getElementById('comment-scope') as HTMLSelectElement | null;

/** Reads the review boxes that are in the page into `others` (the ones not drawn keep their last text). */
function readOthers(others: OtherBoxes): OtherBoxes {
  const suggest = suggestBox();
  const comment = commentBox();
  const scope = scopeSelect();
  if (suggest) others.suggestion = suggest.value;
  if (comment) others.comment = comment.value;
  if (scope) others.commentScope = scope.value;
  return others;
}

function formValue(
  view: UnitPanelView,
  others: OtherBoxes,
): { target: string[]; state: number; suggestion?: string; comment?: string; commentScope?: string } {
  const target = boxes(view).map((box) => box?.value ?? '');
  const select = stateSelect();
  const o = readOthers(others);
  return {
    target,
    state: select ? Number(select.value) : view.state,
    ...(o.suggestion ? { suggestion: o.suggestion } : {}),
    ...(o.comment ? { comment: o.comment, ...(o.commentScope ? { commentScope: o.commentScope } : {}) } : {}),
  };
}

const differs = (view: UnitPanelView, target: string[]) => target.some((s, i) => s !== view.target[i]);

/**
 * Called once the form of `view` is drawn: shows the draft (if the extension sent one) in place of the
 * server's text, and from now on sends what is typed. A read-only string has no translation draft, but
 * its Comment box may have one.
 */
export function trackDraft(view: UnitPanelView, draft: ShownDraft | undefined): void {
  stopTimer();
  tracked = undefined;
  const target = draft?.target;
  if (target && !view.readOnly) {
    boxes(view).forEach((box, i) => {
      if (box) box.value = target[i] ?? '';
    });
    const select = stateSelect();
    if (select && Array.from(select.options ?? []).some((o) => o.value === String(draft?.state)))
      select.value = String(draft?.state);
  }
  // The review boxes are drawn later (reviewDrawn): what they held waits here until then.
  const others: OtherBoxes = {
    suggestion: draft?.suggestion ?? '',
    comment: draft?.comment ?? '',
    commentScope: draft?.commentScope ?? '',
  };
  tracked = { view, others, lastSent: JSON.stringify(formValue(view, others)) };
  for (const box of boxes(view)) {
    if (!box || view.readOnly) continue;
    box.addEventListener('input', onInput);
    box.addEventListener('blur', flushDraft);
  }
  stateSelect()?.addEventListener('change', onInput);
  showNotice(view, draft?.serverChanged === true);
}

/** The review part is about to be taken out of the page: what its boxes hold is kept. */
export function reviewLeaving(): void {
  if (tracked) readOthers(tracked.others);
}

/** The review part was drawn for the string tracked: its boxes get their text back and report typing. */
export function reviewDrawn(unitId: number): void {
  if (!tracked || tracked.view.id !== unitId) return;
  const { others } = tracked;
  const suggest = suggestBox();
  const comment = commentBox();
  const scope = scopeSelect();
  if (suggest) suggest.value = others.suggestion;
  if (comment) comment.value = others.comment;
  if (scope && Array.from(scope.options).some((o) => o.value === others.commentScope))
    scope.value = others.commentScope;
  for (const box of [suggest, comment]) {
    box?.addEventListener('input', onInput);
    box?.addEventListener('blur', flushDraft);
  }
  scope?.addEventListener('change', onInput);
}

/** A suggestion or comment is being sent: the extension gets its text as the draft first (it ends when sent). */
export function beforeReviewSend(): void {
  flushDraft();
}

function onInput(): void {
  if (!tracked) return;
  showNotice(tracked.view, false);
  stopTimer();
  timer = setTimeout(flushDraft, DEBOUNCE_MS);
}

function stopTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Sends the form's text now if it changed since it was last sent. */
export function flushDraft(): void {
  stopTimer();
  if (!tracked) return;
  const value = formValue(tracked.view, tracked.others);
  const json = JSON.stringify(value);
  if (json === tracked.lastSent) return;
  tracked.lastSent = json;
  send({ type: 'draft', unitId: tracked.view.id, ...value });
}

/** The form's baseline changed (a save kept as pending): the draft notice goes when the form matches it. */
export function baselineChanged(): void {
  if (tracked) showNotice(tracked.view, false);
}

/** What the form holds now counts as sent (it was discarded): only new typing is sent again. */
function markSent(): void {
  stopTimer();
  if (tracked) tracked.lastSent = JSON.stringify(formValue(tracked.view, tracked.others));
}

/** Marks a form that differs from the server's text, with the server's text beside it and Discard. */
function showNotice(view: UnitPanelView, serverChanged: boolean): void {
  const existing = document.getElementById('draft-notice');
  const dirty =
    !view.readOnly &&
    differs(
      view,
      boxes(view).map((box) => box?.value ?? ''),
    );
  if (!dirty) {
    existing?.remove();
    return;
  }
  if (existing && !serverChanged) return;
  existing?.remove();
  const discard = el('button', { type: 'button', id: 'discard-draft', class: 'secondary' }, t('discardDraft'));
  discard.addEventListener('click', () => discardDraft(view));
  const server = view.target.filter(Boolean).join(' | ');
  const notice = el(
    'div',
    { id: 'draft-notice', class: 'notice draft' },
    el('strong', {}, t('draftNotSaved')),
    serverChanged ? el('p', {}, t('draftServerChanged')) : undefined,
    // The baseline of a string with a pending edit is that edit, not yet on the server.
    el('div', { class: 'muted' }, t(isPending(view.id) ? 'pendingText' : 'onTheServer')),
    el('div', { class: 'text', dir: view.language.direction }, server || t('emptyOnServer')),
    el('div', { class: 'row' }, discard),
  );
  const editor = document.getElementById('editor');
  editor?.insertBefore(notice, editor.firstChild);
}

function discardDraft(view: UnitPanelView): void {
  const select = stateSelect();
  // As the form was drawn: an untranslated string's choice starts at Translated (unitPanelMain.ts).
  const drawnState = String(view.state === 0 ? 20 : view.state);
  if (select && Array.from(select.options).some((o) => o.value === drawnState)) select.value = drawnState;
  // The text is put back as if typed, so what follows the text (the checks, the forbidden-term line)
  // follows it; markSent then drops the draft send that this input scheduled.
  boxes(view).forEach((box, i) => {
    if (!box) return;
    box.value = view.target[i] ?? '';
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  select?.dispatchEvent(new Event('change', { bubbles: true }));
  send({ type: 'discardDraft', unitId: view.id });
  markSent();
  document.getElementById('draft-notice')?.remove();
  (document.getElementById('target-0') as HTMLTextAreaElement | null)?.focus();
}

type Answer = 'cancel' | 'saveAndGo' | 'keepAndGo' | 'discardAndGo';

/**
 * Asks what to do with the draft before leaving the string, naming the boxes that hold it; the focus goes to
 * Cancel, never to Discard.
 */
export function askLeave(unitId: number, maySave: boolean, held: DraftBoxName[]): void {
  document.getElementById('leave-bar')?.remove();
  const answer = (a: Answer) => () => {
    // The text goes with the answer (Save and go on saves it); afterwards only new typing is sent, so a
    // discarded draft does not come back from a later blur, and text typed after a failed move is kept.
    flushDraft();
    bar.remove();
    send({ type: 'leaveAnswer', unitId, answer: a });
    if (a === 'cancel') (document.getElementById('target-0') as HTMLTextAreaElement | null)?.focus();
  };
  const choice = (id: string, label: string, a: Answer, cls: string) => {
    const b = el(
      'button',
      { type: 'button', id, ...(cls ? { class: cls } : {}), 'aria-describedby': 'leave-question' },
      label,
    );
    b.addEventListener('click', answer(a));
    return b;
  };
  const cancel = choice('leave-cancel', t('cancel'), 'cancel', '');
  const bar = el(
    'div',
    { id: 'leave-bar', class: 'notice leave', role: 'group', 'aria-labelledby': 'leave-question' },
    el(
      'p',
      { id: 'leave-question' },
      t('leaveQuestion'),
      held.length
        ? el('span', { id: 'leave-boxes' }, ` ${t('notSavedIn', held.map((b) => t(`box.${b}`)).join(', '))}`)
        : undefined,
    ),
    el(
      'div',
      { class: 'row' },
      cancel,
      maySave ? choice('leave-save', t('saveAndGoOn'), 'saveAndGo', 'secondary') : undefined,
      choice('leave-keep', t('keepAndGoOn'), 'keepAndGo', 'secondary'),
      choice('leave-discard', t('discardAndGoOn'), 'discardAndGo', 'secondary'),
    ),
  );
  bar.addEventListener('keydown', (e: Event) => {
    if ((e as KeyboardEvent).key !== 'Escape') return;
    e.preventDefault();
    answer('cancel')();
  });
  const editor = document.getElementById('editor');
  editor?.parentElement?.insertBefore(bar, editor);
  cancel.focus();
}

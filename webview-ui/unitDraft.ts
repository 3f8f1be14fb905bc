// The unit panel's drafts, browser side (#31). The form's text goes to the extension as the person types
// (a short debounce), and at once when the page may go away: the panel loses the focus, is hidden (a hidden
// webview's page is discarded), unloads, or a key with a modifier is pressed (Ctrl+W closes, Alt+PageDown
// moves on). The extension keeps the last text it got as the unit's draft, so closing the panel right after
// typing loses nothing. The page marks a form that differs from the server's text, and asks before leaving
// it when the extension says so (askLeave), with the focus on the choice that changes nothing.
import type { ShownDraft, UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import { el } from './dom';

const DEBOUNCE_MS = 300;

interface Tracked {
  view: UnitPanelView;
  /** The form's text and state last sent (JSON), so only changes are sent. */
  lastSent: string;
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

const boxes = (view: UnitPanelView) => view.target.map((_, i) => document.getElementById(`target-${i}`) as HTMLTextAreaElement | null);
const stateSelect = () => document.getElementById('state') as HTMLSelectElement | null;

function formValue(view: UnitPanelView): { target: string[]; state: number } {
  const target = boxes(view).map((box) => box?.value ?? '');
  const select = stateSelect();
  return { target, state: select ? Number(select.value) : view.state };
}

const differs = (view: UnitPanelView, target: string[]) => target.some((s, i) => s !== view.target[i]);

/**
 * Called once the form of `view` is drawn: shows the draft (if the extension sent one) in place of the
 * server's text, and from now on sends what is typed. Read-only strings have no drafts.
 */
export function trackDraft(view: UnitPanelView, draft: ShownDraft | undefined): void {
  stopTimer();
  tracked = undefined;
  if (view.readOnly) return;
  if (draft) {
    boxes(view).forEach((box, i) => {
      if (box) box.value = draft.target[i] ?? '';
    });
    const select = stateSelect();
    if (select && Array.from(select.options ?? []).some((o) => o.value === String(draft.state))) select.value = String(draft.state);
  }
  tracked = { view, lastSent: JSON.stringify(formValue(view)) };
  for (const box of boxes(view)) {
    if (!box) continue;
    box.addEventListener('input', onInput);
    box.addEventListener('blur', flushDraft);
  }
  stateSelect()?.addEventListener('change', onInput);
  showNotice(view, draft?.serverChanged === true);
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
  const value = formValue(tracked.view);
  const json = JSON.stringify(value);
  if (json === tracked.lastSent) return;
  tracked.lastSent = json;
  send({ type: 'draft', unitId: tracked.view.id, ...value });
}

/** What the form holds now counts as sent (it was discarded): only new typing is sent again. */
function markSent(): void {
  stopTimer();
  if (tracked) tracked.lastSent = JSON.stringify(formValue(tracked.view));
}

/** Marks a form that differs from the server's text, with the server's text beside it and Discard. */
function showNotice(view: UnitPanelView, serverChanged: boolean): void {
  const existing = document.getElementById('draft-notice');
  const dirty = differs(view, formValue(view).target);
  if (!dirty) {
    existing?.remove();
    return;
  }
  if (existing && !serverChanged) return;
  existing?.remove();
  const discard = el('button', { type: 'button', id: 'discard-draft', class: 'secondary' }, t('discardDraft'));
  discard.addEventListener('click', () => discardDraft(view));
  const server = view.target.filter(Boolean).join(' | ');
  const notice = el('div', { id: 'draft-notice', class: 'notice draft' },
    el('strong', {}, t('draftNotSaved')),
    serverChanged ? el('p', {}, t('draftServerChanged')) : undefined,
    el('div', { class: 'muted' }, t('onTheServer')), el('div', { class: 'text', dir: view.language.direction }, server || t('emptyOnServer')),
    el('div', { class: 'row' }, discard));
  const editor = document.getElementById('editor');
  editor?.insertBefore(notice, editor.firstChild);
}

function discardDraft(view: UnitPanelView): void {
  boxes(view).forEach((box, i) => {
    if (box) box.value = view.target[i] ?? '';
  });
  send({ type: 'discardDraft', unitId: view.id });
  markSent();
  document.getElementById('draft-notice')?.remove();
  (document.getElementById('target-0') as HTMLTextAreaElement | null)?.focus();
}

type Answer = 'cancel' | 'saveAndGo' | 'keepAndGo' | 'discardAndGo';

/** Asks what to do with the draft before leaving the string; the focus goes to Cancel, never to Discard. */
export function askLeave(unitId: number, maySave: boolean): void {
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
    const b = el('button', { type: 'button', id, ...(cls ? { class: cls } : {}), 'aria-describedby': 'leave-question' }, label);
    b.addEventListener('click', answer(a));
    return b;
  };
  const cancel = choice('leave-cancel', t('cancel'), 'cancel', '');
  const bar = el('div', { id: 'leave-bar', class: 'notice leave', role: 'group', 'aria-labelledby': 'leave-question' },
    el('p', { id: 'leave-question' }, t('leaveQuestion')),
    el('div', { class: 'row' },
      cancel,
      maySave ? choice('leave-save', t('saveAndGoOn'), 'saveAndGo', 'secondary') : undefined,
      choice('leave-keep', t('keepAndGoOn'), 'keepAndGo', 'secondary'),
      choice('leave-discard', t('discardAndGoOn'), 'discardAndGo', 'secondary')));
  bar.addEventListener('keydown', (e: Event) => {
    if ((e as KeyboardEvent).key !== 'Escape') return;
    e.preventDefault();
    answer('cancel')();
  });
  const editor = document.getElementById('editor');
  editor?.parentElement?.insertBefore(bar, editor);
  cancel.focus();
}

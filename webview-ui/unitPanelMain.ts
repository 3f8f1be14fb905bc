// The unit panel's browser side. It renders what the extension sends and asks it to act; it never talks
// to a server itself (the CSP allows no connections) and never interprets server text as HTML. Its words
// come translated from the extension (pageStrings; the review sections' in their own message).
import type { ShownDraft, UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import type { ToUnitPage } from '../src/localization/unitPanel/pageMessages';
import { clear, liveRegion, pageStrings } from './dom';
import { detailsSection, historySection, otherLanguages, sourceSection, unitHeader } from './unitParts';
import { formButton, showFormProblems, unitForm } from './unitForm';
import {
  applyReview,
  forgetReview,
  initReview,
  maySuggest,
  mountReview,
  reviewStatus,
  suggestInsteadOfSave,
} from './unitReview';
import { askLeave, baselineChanged, flushDraft, initDrafts, trackDraft } from './unitDraft';
import { applyGlossary, forgetGlossary, initGlossary, insertTerm, mountGlossary } from './unitGlossary';
import { applyContext, forgetContext, initContext, mountContext } from './unitContext';
import { applyChecks, confirmSave, forgetChecks, mountChecks } from './unitChecks';
import { markPending, notPending, showPending } from './unitPending';
import { runShortcut, type ShortcutPage } from './unitShortcuts';
import { applyScreenshots, forgetScreenshots, initScreenshots, mountScreenshots } from './unitScreenshots';
import { ownSelectAll } from './selectAll';
import {
  applySuggestions,
  forgetSuggestions,
  initSuggestions,
  insertSuggestion,
  mountSuggestions,
} from './unitSuggestions';

declare function acquireVsCodeApi(): {
  postMessage(msg: unknown): void;
  getState(): unknown;
  setState(s: unknown): void;
};
const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;
const t = pageStrings(app);
/** One status line for the page's life (saves, loads, errors): a screen reader announces what it says. */
const statusBar = liveRegion('status');
let current: UnitPanelView | undefined;
let states: { value: number; label: string }[] = [];
/** Set by `saved`: the re-read unit that follows is shown with this line ("Saved.", "Sent 1 pending edit."). */
let justSaved: string | undefined;
/**
 * True from `loading` until the next unit or error: the form still shows the previous string, so it is
 * read-only and Save does nothing (its text must never be saved into the string being loaded).
 */
let loading = false;

function setLoading(on: boolean): void {
  loading = on;
  const editable = current !== undefined && !current.readOnly && !on;
  for (const box of document.querySelectorAll<HTMLTextAreaElement>('#editor textarea')) box.readOnly = !editable;
  for (const control of document.querySelectorAll<HTMLSelectElement | HTMLButtonElement>('#state, #save'))
    control.disabled = !editable;
  // A string read again after a save keeps its review and glossary in the page while it loads (see
  // 'loading'); text typed into them then would be drawn over by the draft the extension had, so they wait
  // too. Drawn anew when the string comes, they are editable again; after a failed read, here.
  for (const box of document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>(
    '#review textarea, #glossary input',
  ))
    box.readOnly = on;
}

function send(msg: unknown): void {
  vscode.postMessage(msg);
}

/** Asks to leave the string: the text typed so far goes first, so the extension can ask about it. */
function go(msg: { type: 'navigate'; to: string } | { type: 'openUnit'; id: number }): void {
  flushDraft();
  send(msg);
}

function status(text: string, kind: 'info' | 'error' | 'ok' = 'info'): void {
  statusBar.textContent = text;
  statusBar.className = `status ${kind}`;
}

function render(view: UnitPanelView, draft: ShownDraft | undefined): void {
  current = view;
  vscode.setState({ unitId: view.id });
  clear(app);
  // The status line ("Saved.", errors) sits under Save, in a line kept free for it (panel.css), so what it
  // says does not push the page (#31); the review part comes below it (unitReview.ts).
  const open = (id: number) => go({ type: 'openUnit', id });
  app.append(
    unitHeader(view, t),
    sourceSection(view, t),
    unitForm(view, {
      t,
      states,
      save: () => doSave(),
      navigate: (to) => go({ type: 'navigate', to }),
      openWeb: () => send({ type: 'openWeb' }),
    }),
    statusBar,
    detailsSection(view, t),
    otherLanguages(view, t, open),
    historySection(view, t),
  );
  trackDraft(view, draft);
  mountReview(view.id);
  mountGlossary(view.id);
  mountContext(view.id);
  mountChecks(view.id);
  mountScreenshots(view.id);
  mountSuggestions(view.id);
  // Only while the person is in the panel: a string that arrives late (a slow server) must not take the
  // keyboard from the menu, quick input or editor they have moved on to. Otherwise the box takes the
  // focus when the panel gets it (below).
  if (document.hasFocus()) focusTranslation();
}

function focusTranslation(): void {
  (document.getElementById('target-0') as HTMLTextAreaElement | null)?.focus();
}

// The panel was given the focus (opened from the tree, or by the keyboard) with nothing inside focused
// yet: the translation box is where typing goes. Not when a press of the pointer gave it: the page gets
// the focus before the pressed button does, and moving it to the box then scrolled the page up under the
// pointer, so the release missed the button (e2e 47: Upload Screenshot, clicked in a panel without the
// focus, did nothing, the page scrolled to the top).
let pointerDown = false;
window.addEventListener('pointerdown', () => (pointerDown = true), true);
window.addEventListener('pointerup', () => (pointerDown = false), true);
window.addEventListener('blur', () => (pointerDown = false));
window.addEventListener('focus', () => {
  if (pointerDown) return;
  if (document.activeElement === document.body || document.activeElement === null) focusTranslation();
});

const formTarget = (view: UnitPanelView) =>
  view.target.map((_, i) => (document.getElementById(`target-${i}`) as HTMLTextAreaElement).value);

function doSave(checked = false): void {
  if (!current || current.readOnly || loading) return;
  const target = formTarget(current);
  const state = Number((document.getElementById('state') as HTMLSelectElement).value);
  // A failing check asks first (unitChecks.ts); "Save anyway" comes back here.
  if (!checked && !confirmSave(target, state, () => doSave(true))) return;
  for (const p of document.querySelectorAll('.problem')) p.textContent = '';
  flushDraft(); // a refused save leaves the text a draft
  if (suggestInsteadOfSave(current.id)) {
    send({ type: 'suggest', unitId: current.id, target, from: 'form' });
    return;
  }
  status(t('saving'));
  send({ type: 'save', unitId: current.id, target, state });
}

/** What Weblate's shortcuts (VS Code keybindings scoped to the panel) act on. */
const shortcutPage: ShortcutPage = {
  editable: () => current !== undefined && !current.readOnly && !loading,
  source: () => current?.source ?? [],
  save: () => doSave(),
  suggest: () => {
    if (!current || !maySuggest(current.id)) return false;
    flushDraft();
    send({ type: 'suggest', unitId: current.id, target: formTarget(current), from: 'form' });
    return true;
  },
  status: (text) => status(text),
  t: (key) => t(key),
};

window.addEventListener('keydown', (e) => {
  // Ctrl+W, Ctrl+F4 or Alt+PageDown may take the page away next: the text goes to the extension first.
  if (e.ctrlKey || e.metaKey || e.altKey) flushDraft();
  // Ctrl+Shift+Enter and Ctrl+Alt+Enter are other shortcuts (save as translated / approved), sent by VS Code.
  if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key === 'Enter') {
    e.preventDefault();
    doSave();
  } else if (e.altKey && e.key === 'PageDown') {
    e.preventDefault();
    go({ type: 'navigate', to: e.ctrlKey ? 'nextUntranslated' : 'next' });
  } else if (e.altKey && e.key === 'PageUp') {
    e.preventDefault();
    go({ type: 'navigate', to: 'previous' });
  }
});

window.addEventListener('message', (event: MessageEvent<ToUnitPage>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'review':
      applyReview(msg.review, current?.id);
      break;
    case 'nearby':
    case 'sameSource':
    case 'contextError':
      applyContext(msg, loading ? undefined : current?.id);
      break;
    case 'checks':
      applyChecks(msg, loading ? undefined : current?.id);
      break;
    case 'screenshots':
    case 'screenshotsError':
      applyScreenshots(msg, loading ? undefined : current?.id);
      break;
    case 'reviewStatus':
    case 'glossaryStatus':
      reviewStatus(msg.message, msg.kind);
      break;
    case 'glossary':
      applyGlossary(msg.glossary, current?.id);
      break;
    case 'shortcut':
      runShortcut(msg.action, shortcutPage);
      break;
    case 'insertTerm':
      if (!loading) insertTerm(msg.index);
      break;
    case 'suggestions':
      applySuggestions(msg.suggestions, loading ? undefined : current?.id);
      break;
    case 'insertSuggestion':
      if (!loading) insertSuggestion(msg.index);
      break;
    case 'unit':
      states = msg.states;
      loading = false;
      flushDraft(); // the text of the string shown until now, before the form is drawn anew
      if (msg.pending) markPending(msg.unit.id);
      else notPending();
      render(msg.unit, msg.draft);
      if (msg.pending) showPending(msg.unit, undefined, msg.pending.server, t);
      if (justSaved) status(justSaved, 'ok');
      else status(''); // "Loading…" is over
      justSaved = undefined;
      break;
    case 'askLeave':
      if (current?.id === msg.unitId && !loading) askLeave(msg.unitId, msg.maySave, msg.boxes);
      break;
    case 'loading':
      flushDraft();
      // The same string read again (after a save): its sections stay until their new content comes, so
      // "Saved." moves nothing (the glossary, above Save, used to vanish for a moment and pull it up).
      if (current?.id !== msg.unitId) {
        forgetReview();
        forgetGlossary();
        forgetContext();
        forgetChecks();
        forgetScreenshots();
        forgetSuggestions();
      }
      if (!current) {
        clear(app);
        app.append(statusBar);
      }
      status(t('loading'));
      setLoading(true);
      break;
    case 'pending':
      if (current?.id !== msg.unitId) break;
      showPending(current, msg.target, msg.server, t);
      baselineChanged(); // the text saved is the baseline now: no draft of it
      status(t('pendingNotice'), 'info');
      break;
    case 'saved':
      justSaved = msg.message ?? t('saved');
      status(justSaved, 'ok');
      break;
    case 'problems': {
      const general = showFormProblems(msg.problems);
      status(general.length ? general.join(' ') : t('notAccepted'), 'error');
      break;
    }
    case 'error':
      // The form shows the string it showed before (saves carry its id), so it may be edited again.
      setLoading(false);
      if (!current) {
        clear(app);
        app.append(
          statusBar,
          formButton(t, t('retry'), '', () => send({ type: 'reload' })),
        );
      }
      status(msg.message, 'error');
      break;
  }
});

initReview(send);
initGlossary(send);
initContext((id) => go({ type: 'openUnit', id }));
initScreenshots(send);
initSuggestions();
initDrafts(send, t);
ownSelectAll();
send({ type: 'ready' });

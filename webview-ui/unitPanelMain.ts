// The unit panel's browser side. It renders what the extension sends and asks it to act; it never talks
// to a server itself (the CSP allows no connections) and never interprets server text as HTML. Its words
// come translated from the extension (pageStrings; the review sections' in their own message).
import type { ShownDraft, UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import type { ToUnitPage } from '../src/localization/unitPanel/pageMessages';
import { clear, dateEl, el, liveRegion, pageStrings } from './dom';
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

function field(label: string, value: string, dir: 'ltr' | 'rtl' = 'ltr'): HTMLElement | undefined {
  if (!value) return undefined;
  return el(
    'div',
    { class: 'field' },
    el('span', { class: 'label' }, label),
    el('span', { class: 'value', dir }, value),
  );
}

function formLabel(view: UnitPanelView, i: number): string {
  if (view.target.length === 1) return t('translation');
  return t('pluralForm', String(i + 1), String(view.target.length));
}

function editorForm(view: UnitPanelView): HTMLFormElement {
  const editor = el('form', { class: 'editor', id: 'editor' });
  // A read-only string says why, next to the boxes that cannot be edited (and the boxes point to it).
  if (view.readOnly) editor.append(el('p', { id: 'readonly-reason', class: 'notice' }, view.readOnlyReason));
  // The string's explanation ("Keep it short: it is shown on a button") is advice for what is typed: it
  // sits right above the box, and the box points to it, rather than far below under Context (#31).
  if (view.explanation)
    editor.append(
      el(
        'p',
        { id: 'explanation', class: 'hint' },
        el('span', { class: 'label' }, t('explanation')),
        ' ',
        el('span', { class: 'value' }, view.explanation),
      ),
    );
  view.target.forEach((text, i) => {
    const describedBy = [
      `problem-target-${i}`,
      view.explanation ? 'explanation' : '',
      view.readOnly ? 'readonly-reason' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const area = el('textarea', {
      id: `target-${i}`,
      dir: view.language.direction,
      lang: view.language.tag,
      rows: '3',
      'aria-describedby': describedBy,
    }) as HTMLTextAreaElement;
    area.value = text;
    area.readOnly = view.readOnly;
    editor.append(
      el('label', { for: `target-${i}` }, formLabel(view, i)),
      area,
      el('div', { class: 'problem', id: `problem-target-${i}`, role: 'alert' }),
    );
  });
  // Previous and Next sit next to Save, so moving on is where the hand already is (#31); a read-only
  // string has only them.
  const actions = el('div', { class: 'row actions' });
  if (!view.readOnly) {
    const select = el('select', { id: 'state' }) as HTMLSelectElement;
    for (const s of states) {
      const option = el('option', { value: String(s.value) }, s.label) as HTMLOptionElement;
      if (s.value === view.state || (view.state === 0 && s.value === 20)) option.selected = true;
      select.append(option);
    }
    const save = el('button', { type: 'submit', id: 'save', title: t('saveHint') }, t('save'));
    actions.append(el('label', { for: 'state' }, t('state')), select, save);
  }
  actions.append(navigation());
  editor.append(actions);
  if (view.readOnly) return editor; // nothing to save
  editor.append(el('div', { class: 'problem', id: 'problem-state', role: 'alert' }));
  editor.addEventListener('submit', (e) => {
    e.preventDefault();
    doSave();
  });
  return editor;
}

function navigation(): HTMLElement {
  return el(
    'nav',
    { class: 'row', 'aria-label': t('navigation') },
    button(t('previous'), 'Alt+PageUp', () => go({ type: 'navigate', to: 'previous' })),
    button(t('next'), 'Alt+PageDown', () => go({ type: 'navigate', to: 'next' })),
    button(t('nextUntranslated'), 'Ctrl+Alt+PageDown', () => go({ type: 'navigate', to: 'nextUntranslated' })),
    button(t('openInBrowser'), '', () => send({ type: 'openWeb' })),
  );
}

function render(view: UnitPanelView, draft: ShownDraft | undefined): void {
  current = view;
  vscode.setState({ unitId: view.id });
  clear(app);
  const markers = el(
    'div',
    { class: 'markers' },
    el('span', { class: `badge state-${view.stateKind}` }, view.stateLabel),
    view.markers.suggestion && el('span', { class: 'badge marker' }, t('hasSuggestion')),
    view.markers.comment && el('span', { class: 'badge marker' }, t('hasComment')),
    view.markers.failingCheck && el('span', { class: 'badge warning' }, t('failingCheck')),
  );
  const header = el(
    'header',
    {},
    el('h1', {}, view.key || `#${view.id}`),
    el(
      'div',
      { class: 'where' },
      t('where', view.project, view.component, view.language.name, view.language.shown, String(view.position)),
    ),
    markers,
  );
  const source = el(
    'section',
    { class: 'source', 'aria-labelledby': 'source-heading' },
    el('h2', { id: 'source-heading' }, t('source')),
    ...view.source.map((s, i) =>
      el(
        'pre',
        {
          dir: view.sourceDirection,
          class: 'text',
          ...(view.source.length > 1 ? { title: t('sourcePluralForm', String(i + 1)) } : {}),
        },
        s,
      ),
    ),
  );
  const details = el(
    'section',
    { class: 'details' },
    el('h2', {}, t('context')),
    field(t('key'), view.key),
    field(t('location'), view.location),
    field(t('note'), view.note),
    field(t('flags'), view.flags),
    field(t('previousSource'), view.previousSource, view.sourceDirection),
  );
  const others = el(
    'section',
    { class: 'others' },
    el('h2', {}, t('otherLanguages')),
    view.others.length === 0
      ? el('p', { class: 'muted' }, t('noOtherLanguages'))
      : el(
          'ul',
          {},
          ...view.others.map((o) => {
            const link = el('a', { href: '#', title: t('openOther', o.language) }, `${o.language} (${o.code})`);
            link.addEventListener('click', (e) => {
              e.preventDefault();
              go({ type: 'openUnit', id: o.unitId });
            });
            return el(
              'li',
              {},
              link,
              ' ',
              el('span', { class: `badge state-${o.state}` }, o.stateLabel),
              el('div', { dir: o.direction, class: 'text' }, o.target.filter(Boolean).join(' | ') || '—'),
            );
          }),
        ),
  );
  const history = el(
    'section',
    { class: 'history' },
    el('h2', {}, t('history')),
    view.history.length === 0
      ? el('p', { class: 'muted' }, t('noHistory'))
      : el(
          'ul',
          {},
          ...view.history.map((h) =>
            el(
              'li',
              {},
              el('strong', {}, h.action),
              ` · ${h.who || t('someone')} · `,
              dateEl(h.whenText, h.whenExact, h.when),
              h.target ? el('div', { class: 'text' }, h.target) : undefined,
            ),
          ),
        ),
    view.historyPartial ? el('p', { class: 'muted' }, t('historyPartial')) : undefined,
  );
  // The status line ("Saved.", errors) sits under Save, in a line kept free for it (panel.css), so what it
  // says does not push the page (#31); the review part comes below it (unitReview.ts).
  app.append(header, source, editorForm(view), statusBar, details, others, history);
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

// The panel was given the focus (opened from the tree, or clicked) with nothing inside focused yet: the
// translation box is where typing goes.
window.addEventListener('focus', () => {
  if (document.activeElement === document.body || document.activeElement === null) focusTranslation();
});

function button(label: string, keys: string, onClick: () => void): HTMLButtonElement {
  const b = el(
    'button',
    { type: 'button', class: 'secondary', title: keys ? t('withKeys', label, keys) : label },
    label,
  );
  b.addEventListener('click', onClick);
  return b;
}

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

function showProblems(problems: { field: string; message: string }[]): void {
  const general: string[] = [];
  for (const p of problems) {
    // Real Weblate names a plural form by its index (`target.1`); `target` alone is the first box.
    const form = /^target(?:\.(\d+))?$/.exec(p.field);
    const slot =
      p.field === 'state'
        ? document.getElementById('problem-state')
        : form
          ? document.getElementById(`problem-target-${form[1] ?? 0}`)
          : undefined;
    if (slot) slot.textContent = p.message;
    else general.push(p.message);
  }
  status(general.length ? general.join(' ') : t('notAccepted'), 'error');
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
    case 'problems':
      showProblems(msg.problems);
      break;
    case 'error':
      // The form shows the string it showed before (saves carry its id), so it may be edited again.
      setLoading(false);
      if (!current) {
        clear(app);
        app.append(
          statusBar,
          button(t('retry'), '', () => send({ type: 'reload' })),
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

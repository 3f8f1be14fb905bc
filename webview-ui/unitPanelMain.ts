// The unit panel's browser side. It renders what the extension sends and asks it to act; it never talks
// to a server itself (the CSP allows no connections) and never interprets server text as HTML.
import type { ToUnitWebview } from '../src/localization/unitPanel/unitProtocol';
import type { UnitView } from '../src/core/units/unitView';
import { clear, el, relativeTime } from './dom';
import type { ToReviewWebview } from '../src/localization/unitPanel/reviewProtocol';
import { applyReview, forgetReview, initReview, mountReview, reviewStatus, suggestInsteadOfSave } from './unitReview';

declare function acquireVsCodeApi(): { postMessage(msg: unknown): void; getState(): unknown; setState(s: unknown): void };
const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;
let current: UnitView | undefined;
let states: { value: number; label: string }[] = [];
/** Set by `saved`: the re-read unit that follows is shown with a "Saved." line. */
let justSaved = false;
/**
 * True from `loading` until the next unit or error: the form still shows the previous string, so it is
 * read-only and Save does nothing (its text must never be saved into the string being loaded).
 */
let loading = false;

function setLoading(on: boolean): void {
  loading = on;
  const editable = current !== undefined && !current.readOnly && !on;
  for (const box of document.querySelectorAll<HTMLTextAreaElement>('#editor textarea')) box.readOnly = !editable;
  for (const control of document.querySelectorAll<HTMLSelectElement | HTMLButtonElement>('#state, #save')) control.disabled = !editable;
}

function send(msg: unknown): void {
  vscode.postMessage(msg);
}

function status(text: string, kind: 'info' | 'error' | 'ok' = 'info'): void {
  const bar = document.getElementById('status');
  if (bar) {
    bar.textContent = text;
    bar.className = `status ${kind}`;
  }
}

function field(label: string, value: string, dir: 'ltr' | 'rtl' = 'ltr'): HTMLElement | undefined {
  if (!value) return undefined;
  return el('div', { class: 'field' }, el('span', { class: 'label' }, label), el('span', { class: 'value', dir }, value));
}

function formLabel(view: UnitView, i: number): string {
  if (view.target.length === 1) return 'Translation';
  return `Plural form ${i + 1} of ${view.target.length}`;
}

function render(view: UnitView): void {
  current = view;
  vscode.setState({ unitId: view.id });
  clear(app);
  const markers = el('div', { class: 'markers' },
    el('span', { class: `badge state-${view.stateKind}` }, view.stateLabel),
    view.markers.suggestion && el('span', { class: 'badge marker' }, 'Has suggestion'),
    view.markers.comment && el('span', { class: 'badge marker' }, 'Has comment'),
    view.markers.failingCheck && el('span', { class: 'badge warning' }, 'Failing check'),
  );
  const header = el('header', {}, el('h1', {}, view.key || `#${view.id}`), el('div', { class: 'where' }, `${view.project} / ${view.component} / ${view.language.name} (${view.language.fileCode}) · position ${view.position}`), markers);
  const source = el('section', { class: 'source' }, el('h2', {}, 'Source'), ...view.source.map((s, i) => el('pre', { dir: view.sourceDirection, class: 'text', 'aria-label': view.source.length > 1 ? `Source plural form ${i + 1}` : 'Source' }, s)));
  const editor = el('form', { class: 'editor', id: 'editor' });
  view.target.forEach((t, i) => {
    const area = el('textarea', { id: `target-${i}`, dir: view.language.direction, lang: view.language.code, rows: '3', 'aria-label': formLabel(view, i) }) as HTMLTextAreaElement;
    area.value = t;
    area.readOnly = view.readOnly;
    editor.append(el('label', { for: `target-${i}` }, formLabel(view, i)), area, el('div', { class: 'problem', id: `problem-target-${i}`, role: 'alert' }));
  });
  const select = el('select', { id: 'state', 'aria-label': 'State' }) as HTMLSelectElement;
  for (const s of states) {
    const option = el('option', { value: String(s.value) }, s.label) as HTMLOptionElement;
    if (s.value === view.state || (view.state === 0 && s.value === 20)) option.selected = true;
    select.append(option);
  }
  select.disabled = view.readOnly;
  const save = el('button', { type: 'submit', id: 'save', title: 'Save (Ctrl+Enter)' }, 'Save') as HTMLButtonElement;
  save.disabled = view.readOnly;
  editor.append(el('div', { class: 'row' }, el('label', { for: 'state' }, 'State'), select, save), el('div', { class: 'problem', id: 'problem-state', role: 'alert' }));
  editor.addEventListener('submit', (e) => {
    e.preventDefault();
    doSave();
  });
  const nav = el('nav', { class: 'row' },
    button('Previous', 'Alt+PageUp', () => send({ type: 'navigate', to: 'previous' })),
    button('Next', 'Alt+PageDown', () => send({ type: 'navigate', to: 'next' })),
    button('Next untranslated', 'Ctrl+Alt+PageDown', () => send({ type: 'navigate', to: 'nextUntranslated' })),
    button('Open in browser', '', () => send({ type: 'openWeb' })),
  );
  const details = el('section', { class: 'details' }, el('h2', {}, 'Context'),
    field('Key', view.key), field('Location', view.location), field('Note', view.note), field('Explanation', view.explanation), field('Flags', view.flags), field('Previous source', view.previousSource, view.sourceDirection));
  const others = el('section', { class: 'others' }, el('h2', {}, 'Other languages'),
    view.others.length === 0 ? el('p', { class: 'muted' }, 'No other languages.') : el('ul', {}, ...view.others.map((o) => {
      const link = el('a', { href: '#', title: 'Open this string in that language' }, `${o.language} (${o.code})`);
      link.addEventListener('click', (e) => {
        e.preventDefault();
        send({ type: 'openUnit', id: o.unitId });
      });
      return el('li', {}, link, ' ', el('span', { class: `badge state-${o.state}` }, o.stateLabel), el('div', { dir: o.direction, class: 'text' }, o.target.filter(Boolean).join(' | ') || '—'));
    })));
  const history = el('section', { class: 'history' }, el('h2', {}, 'History'),
    view.history.length === 0 ? el('p', { class: 'muted' }, 'No changes recorded.') : el('ul', {}, ...view.history.map((h) => el('li', {}, el('strong', {}, h.action), ` · ${h.who || 'someone'} · `, el('time', { datetime: h.when, title: h.when }, relativeTime(h.when)), h.target ? el('div', { class: 'text' }, h.target) : undefined))));
  app.append(header, el('div', { id: 'status', class: 'status', role: 'status' }), source, editor, nav, details, others, history);
  mountReview(view.id);
  (document.getElementById('target-0') as HTMLTextAreaElement | null)?.focus();
}

function button(label: string, keys: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', { type: 'button', class: 'secondary', title: keys ? `${label} (${keys})` : label }, label) as HTMLButtonElement;
  b.addEventListener('click', onClick);
  return b;
}

function doSave(): void {
  if (!current || current.readOnly || loading) return;
  const target = current.target.map((_, i) => (document.getElementById(`target-${i}`) as HTMLTextAreaElement).value);
  const state = Number((document.getElementById('state') as HTMLSelectElement).value);
  for (const p of document.querySelectorAll('.problem')) p.textContent = '';
  if (suggestInsteadOfSave(current.id)) {
    send({ type: 'suggest', unitId: current.id, target });
    return;
  }
  status('Saving…');
  send({ type: 'save', unitId: current.id, target, state });
}

function showProblems(problems: { field: string; message: string }[]): void {
  const general: string[] = [];
  for (const p of problems) {
    // Real Weblate names a plural form by its index (`target.1`); `target` alone is the first box.
    const form = /^target(?:\.(\d+))?$/.exec(p.field);
    const slot = p.field === 'state' ? document.getElementById('problem-state') : form ? document.getElementById(`problem-target-${form[1] ?? 0}`) : undefined;
    if (slot) slot.textContent = p.message;
    else general.push(p.message);
  }
  status(general.length ? general.join(' ') : 'The server did not accept this change.', 'error');
}

window.addEventListener('keydown', (e) => {
  if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
    e.preventDefault();
    doSave();
  } else if (e.altKey && e.key === 'PageDown') {
    e.preventDefault();
    send({ type: 'navigate', to: e.ctrlKey ? 'nextUntranslated' : 'next' });
  } else if (e.altKey && e.key === 'PageUp') {
    e.preventDefault();
    send({ type: 'navigate', to: 'previous' });
  }
});

window.addEventListener('message', (event: MessageEvent<ToUnitWebview | ToReviewWebview>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'review':
      applyReview(msg.review, current?.id);
      break;
    case 'reviewStatus':
      reviewStatus(msg.message, msg.kind);
      break;
    case 'unit':
      states = msg.states;
      loading = false;
      render(msg.unit);
      if (justSaved) status('Saved.', 'ok');
      justSaved = false;
      break;
    case 'loading':
      forgetReview();
      if (!current) app.textContent = 'Loading…';
      else status('Loading…');
      setLoading(true);
      break;
    case 'saved':
      justSaved = true;
      status('Saved.', 'ok');
      break;
    case 'problems':
      showProblems(msg.problems);
      break;
    case 'error':
      // The form shows the string it showed before (saves carry its id), so it may be edited again.
      setLoading(false);
      if (!current) {
        clear(app);
        const retry = button('Retry', '', () => send({ type: 'reload' }));
        app.append(el('p', { class: 'status error', role: 'alert' }, msg.message), retry);
      } else status(msg.message, 'error');
      break;
  }
});

initReview(send);
send({ type: 'ready' });

// The unit panel's form: the translation boxes (one per plural form), the state, Save, and the moves to the
// strings around it beside Save, so moving on is where the hand already is (#31). Drawn anew with each
// string; what its buttons do is the page's (unitPanelMain.ts), handed in as a FormPage.
import type { UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import { el } from './dom';

export type Strings = (key: string, ...args: string[]) => string;

/** What the form needs from the page: its words, the states offered, and what Save and the moves do. */
export interface FormPage {
  t: Strings;
  states: readonly { value: number; label: string }[];
  save(): void;
  navigate(to: 'previous' | 'next' | 'nextUntranslated'): void;
  openWeb(): void;
}

function formLabel(view: UnitPanelView, i: number, t: Strings): string {
  if (view.target.length === 1) return t('translation');
  return t('pluralForm', String(i + 1), String(view.target.length));
}

export function unitForm(view: UnitPanelView, page: FormPage): HTMLFormElement {
  const { t } = page;
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
      el('label', { for: `target-${i}` }, formLabel(view, i, t)),
      area,
      el('div', { class: 'problem', id: `problem-target-${i}`, role: 'alert' }),
    );
  });
  // Previous and Next sit next to Save, so moving on is where the hand already is (#31); a read-only
  // string has only them.
  const actions = el('div', { class: 'row actions' });
  if (!view.readOnly) {
    const select = el('select', { id: 'state' }) as HTMLSelectElement;
    for (const s of page.states) {
      const option = el('option', { value: String(s.value) }, s.label) as HTMLOptionElement;
      if (s.value === view.state || (view.state === 0 && s.value === 20)) option.selected = true;
      select.append(option);
    }
    const save = el('button', { type: 'submit', id: 'save', title: t('saveHint') }, t('save'));
    actions.append(el('label', { for: 'state' }, t('state')), select, save);
  }
  actions.append(navigation(page));
  editor.append(actions);
  if (view.readOnly) return editor; // nothing to save
  editor.append(el('div', { class: 'problem', id: 'problem-state', role: 'alert' }));
  editor.addEventListener('submit', (e) => {
    e.preventDefault();
    page.save();
  });
  return editor;
}

function navigation({ t, navigate, openWeb }: FormPage): HTMLElement {
  return el(
    'nav',
    { class: 'row', 'aria-label': t('navigation') },
    formButton(t, t('previous'), 'Alt+PageUp', () => navigate('previous')),
    formButton(t, t('next'), 'Alt+PageDown', () => navigate('next')),
    formButton(t, t('nextUntranslated'), 'Ctrl+Alt+PageDown', () => navigate('nextUntranslated')),
    formButton(t, t('openInBrowser'), '', openWeb),
  );
}

/** A secondary button whose tooltip names its keys. */
export function formButton(t: Strings, label: string, keys: string, onClick: () => void): HTMLButtonElement {
  const b = el(
    'button',
    { type: 'button', class: 'secondary', title: keys ? t('withKeys', label, keys) : label },
    label,
  );
  b.addEventListener('click', onClick);
  return b;
}

/** The server's problems with a save, each beside its box; those of no box are returned, for the status line. */
export function showFormProblems(problems: readonly { field: string; message: string }[]): string[] {
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
  return general;
}

// The unit panel's Glossary section (browser side): the terms the extension found in the source, each a
// button that inserts its translation at the cursor of the translation box (Alt+1…9 do the same through a
// VS Code keybinding, which sends `insertTerm`); a warning, live as the person types, when the
// translation uses a forbidden term; and "Add to glossary" for the text selected in the panel.
import type { GlossaryView } from '../src/localization/unitPanel/glossaryProtocol';
import { findTerms, TermAutomaton } from '../src/core/glossary/matcher';
import { possibleTermUses } from '../src/core/glossary/wordForms';
import { el } from './dom';

let glossary: GlossaryView | undefined;
let send: (msg: unknown) => void = () => undefined;
/** The translation box typed in last: a term goes there, at its cursor. */
let lastBox: HTMLTextAreaElement | undefined;
let forbidden: { automaton: TermAutomaton; shown: Map<string, string> } | undefined;

export function initGlossary(post: (msg: unknown) => void): void {
  send = post;
  document.addEventListener('focusin', (e) => {
    const t = e.target;
    if (t instanceof HTMLTextAreaElement && /^target-\d+$/.test(t.id)) lastBox = t;
  });
  document.addEventListener('input', (e) => {
    if (e.target instanceof HTMLTextAreaElement && /^target-\d+$/.test(e.target.id)) checkForbidden();
  });
}

export function applyGlossary(next: GlossaryView, shownUnitId: number | undefined): void {
  glossary = next;
  if (shownUnitId === next.unitId) mountGlossary(shownUnitId);
}

export function forgetGlossary(): void {
  glossary = undefined;
  forbidden = undefined;
  document.getElementById('glossary')?.remove();
}

/** After the panel (re)renders a string: the section goes right under the source it is about. */
export function mountGlossary(unitId: number): void {
  document.getElementById('glossary')?.remove();
  lastBox = undefined;
  if (!glossary || glossary.unitId !== unitId) return;
  const g = glossary;
  const t = g.texts;
  const section = el(
    'section',
    { id: 'glossary', class: 'glossary', 'aria-labelledby': 'glossary-heading' },
    el('h2', { id: 'glossary-heading' }, t.heading),
  );
  if (g.terms.length === 0) section.append(el('p', { class: 'muted' }, t.none));
  else
    section.append(
      el(
        'ul',
        { class: 'terms' },
        ...g.terms.map((term) => {
          // Only a term with an insert is numbered and a button: a forbidden term is a warning only.
          const keys = term.key !== undefined && term.key <= 9 ? `Alt+${term.key}` : '';
          const insert =
            term.insert !== undefined ? insertButton(term.insert, term.key!, keys, t.insertHint) : undefined;
          return el(
            'li',
            // A term found only as the plural of its entry is "possible" (#43 item 7): listed apart from
            // Weblate's matches (its own class), after them, so a person decides.
            { class: `${term.possible ? 'term-possible' : 'term'}${term.forbidden ? ' forbidden' : ''}` },
            keys ? el('kbd', {}, String(term.key)) : undefined,
            ' ',
            el('span', { class: 'term-source' }, term.source),
            ' → ',
            insert,
            ...term.targets
              .filter((x) => x.text !== term.insert)
              .map((x) => el('span', { class: x.forbidden ? 'term-alt forbidden' : 'term-alt' }, ` ${x.text}`)),
            term.forbidden ? el('span', { class: 'badge warning' }, t.forbidden) : undefined,
            term.readOnly ? el('span', { class: 'badge marker' }, t.readOnly) : undefined,
            term.terminology ? el('span', { class: 'badge marker' }, t.terminology) : undefined,
            term.possible ? el('span', { class: 'badge marker' }, t.possible) : undefined,
            term.glossary ? el('span', { class: 'muted' }, ` (${term.glossary})`) : undefined,
            term.explanation ? el('div', { class: 'muted' }, term.explanation) : undefined,
          );
        }),
      ),
    );
  section.append(el('div', { id: 'glossary-forbidden', class: 'problem', role: 'alert' }));
  if (g.glossaries.length > 0) section.append(addForm(g, unitId));
  const source = document.querySelector('#app > section.source');
  if (source?.nextSibling) source.parentElement!.insertBefore(section, source.nextSibling);
  else document.getElementById('app')?.append(section);
  const words = new Map<string, string>();
  for (const term of g.terms)
    for (const x of term.targets) if (x.forbidden && x.text) words.set(x.text.toLowerCase(), x.text);
  forbidden = words.size > 0 ? { automaton: new TermAutomaton(words.keys()), shown: words } : undefined;
  checkForbidden();
}

function insertButton(text: string, key: number, keys: string, hint: string): HTMLElement {
  const button = el(
    'button',
    {
      type: 'button',
      class: 'secondary term-insert',
      'data-index': String(key),
      title: keys ? hint.replace('{0}', text).replace('{1}', keys) : text,
      ...(keys ? { 'aria-keyshortcuts': keys } : {}),
    },
    text,
  );
  button.addEventListener('click', () => insertTerm(key));
  return button;
}

/** Inserts the term numbered `key` (Alt+key) where the cursor is in the translation box, as if typed. */
export function insertTerm(key: number): void {
  const term = glossary?.terms.find((x) => x.key === key);
  const box = lastBox?.isConnected ? lastBox : (document.getElementById('target-0') as HTMLTextAreaElement | null);
  if (!term || !box || box.readOnly || !term.insert) return;
  box.focus();
  box.setRangeText(term.insert, box.selectionStart, box.selectionEnd, 'end');
  box.dispatchEvent(new Event('input', { bubbles: true })); // the draft and the forbidden check follow
}

/**
 * Names the forbidden terms the translation uses, with the target language's word rules; then the words
 * that may be one of them in another form (a compound, an inflection: #43 item 7), for a person to judge.
 */
function checkForbidden(): void {
  const line = document.getElementById('glossary-forbidden');
  if (!line || !glossary) return;
  const used = new Set<string>();
  const possible = new Set<string>();
  if (forbidden)
    for (const box of document.querySelectorAll<HTMLTextAreaElement>('#editor textarea')) {
      for (const term of findTerms(forbidden.automaton, box.value, glossary.language).keys())
        used.add(forbidden.shown.get(term) ?? term);
      for (const { term, word } of possibleTermUses(box.value, [...forbidden.shown.values()], glossary.language))
        possible.add(`${word} (${term})`);
    }
  const texts = glossary.texts;
  const text = [
    used.size > 0 ? texts.forbiddenUsed.replace('{0}', [...used].join(', ')) : '',
    possible.size > 0 ? texts.forbiddenPossible.replace('{0}', [...possible].join(', ')) : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (line.textContent !== text) line.textContent = text;
}

function addForm(g: GlossaryView, unitId: number): HTMLElement {
  const t = g.texts;
  const form = el('form', { class: 'glossary-add', hidden: '' }) as HTMLFormElement;
  const source = el('input', {
    id: 'glossary-add-source',
    type: 'text',
    required: '',
    maxlength: '1000',
  }) as HTMLInputElement;
  const target = el('input', {
    id: 'glossary-add-target',
    type: 'text',
    maxlength: '1000',
    lang: '',
  }) as HTMLInputElement;
  const which = el('select', { id: 'glossary-add-glossary' }) as HTMLSelectElement;
  for (const option of g.glossaries) which.append(el('option', { value: option.key }, option.name));
  form.append(
    el('label', { for: 'glossary-add-source' }, t.addSource),
    source,
    el('label', { for: 'glossary-add-target' }, t.addTarget),
    target,
    ...(g.glossaries.length > 1 ? [el('label', { for: 'glossary-add-glossary' }, t.addGlossary), which] : []),
    el('div', { class: 'row' }, el('button', { type: 'submit' }, t.addSubmit), cancelButton()),
  );
  const open = el('button', { type: 'button', class: 'secondary', id: 'glossary-add-open' }, t.add);
  // mousedown keeps the selection: a click would clear it before it could be read.
  open.addEventListener('mousedown', (e) => e.preventDefault());
  open.addEventListener('click', () => {
    source.value = selectedText();
    form.hidden = false;
    open.hidden = true;
    (source.value ? target : source).focus();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!source.value.trim()) return;
    send({
      type: 'addToGlossary',
      unitId,
      source: source.value.trim(),
      target: target.value.trim(),
      ...(g.glossaries.length > 1 ? { glossary: which.value } : { glossary: g.glossaries[0]!.key }),
    });
  });
  function cancelButton(): HTMLButtonElement {
    const b = el('button', { type: 'button', class: 'secondary' }, t.cancel);
    b.addEventListener('click', () => {
      form.hidden = true;
      open.hidden = false;
      open.focus();
    });
    return b;
  }
  return el('div', {}, open, form);
}

/** The text selected in the page: in a box (the translation) or anywhere else (the source). */
function selectedText(): string {
  const page = (window.getSelection()?.toString() ?? '').trim();
  if (page) return page;
  // A box keeps its selection when the focus moves on (Tab to the button).
  const box = document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : lastBox;
  return box ? box.value.slice(box.selectionStart, box.selectionEnd).trim() : '';
}

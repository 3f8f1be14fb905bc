// The unit panel's automatic suggestions (browser side, #46): memory and machine translation as they
// arrive, each with where it comes from, the checks it fails, and a button that inserts it at the cursor of
// the translation box as text (Ctrl+Shift+1…9 do the same through a VS Code keybinding, which sends
// `insertSuggestion`); an answer still streaming in is shown as read-only text until it is whole. Suggestion text is server or provider text: it only ever goes in through
// textContent and the box's value, never as HTML. Nothing is saved here.
import type { SuggestionsView } from '../src/localization/unitPanel/suggestionsProtocol';
import { el } from './dom';

let view: SuggestionsView | undefined;
/** The translation box typed in last: a suggestion goes there, at its cursor. */
let lastBox: HTMLTextAreaElement | undefined;

export function initSuggestions(): void {
  document.addEventListener('focusin', (e) => {
    const t = e.target;
    if (t instanceof HTMLTextAreaElement && /^target-\d+$/.test(t.id)) lastBox = t;
  });
}

export function applySuggestions(next: SuggestionsView, shownUnitId: number | undefined): void {
  view = next;
  if (shownUnitId === next.unitId) mountSuggestions(shownUnitId);
}

export function forgetSuggestions(): void {
  view = undefined;
  document.getElementById('auto-suggestions')?.remove();
}

const fill = (template: string, value: string) => template.replace('{0}', value);

/** Under the form (and its checks), above Save's status line: the same place whatever came first. */
export function mountSuggestions(unitId: number): void {
  const old = document.getElementById('auto-suggestions');
  if (!view || view.unitId !== unitId) {
    old?.remove();
    return;
  }
  const v = view;
  const section = el(
    'section',
    { id: 'auto-suggestions', class: 'auto-suggestions', 'aria-labelledby': 'auto-suggestions-heading' },
    el('h2', { id: 'auto-suggestions-heading' }, v.texts.heading),
  );
  if (v.items.length > 0)
    section.append(
      el(
        'ul',
        { class: 'auto-suggestion-list' },
        ...v.items.map((item) => {
          const keys = item.key <= 9 ? `Ctrl+Shift+${item.key}` : '';
          const insert = el(
            'button',
            {
              type: 'button',
              class: 'secondary auto-suggestion-text',
              dir: v.direction,
              title: fill(v.texts.insert, keys || String(item.key)),
              'data-key': String(item.key),
            },
            item.forms ? item.forms.join(' | ') : item.text,
          );
          insert.addEventListener('click', () => insertSuggestion(item.key));
          return el(
            'li',
            { class: item.checks.length ? 'auto-suggestion failing' : 'auto-suggestion' },
            keys ? el('kbd', {}, String(item.key)) : undefined,
            ' ',
            el('span', { class: 'badge marker auto-suggestion-origin' }, item.label),
            item.where ? el('span', { class: 'muted' }, ` ${item.where}`) : undefined,
            ' ',
            insert,
            item.checks.length
              ? el(
                  'div',
                  { class: 'auto-suggestion-checks warning' },
                  fill(v.texts.fails, item.checks.map((c) => c.name).join(', ')),
                )
              : undefined,
          );
        }),
      ),
    );
  // Words of an answer still streaming in: read-only text, no number and no button until it is whole and checked.
  if (v.arriving.length > 0)
    section.append(
      el(
        'ul',
        { class: 'auto-suggestion-list', 'aria-busy': 'true' },
        ...v.arriving.map((a) =>
          el(
            'li',
            { class: 'auto-suggestion arriving', title: v.texts.arriving },
            el('span', { class: 'badge marker auto-suggestion-origin' }, a.label),
            ' ',
            el('span', { class: 'muted auto-suggestion-arriving-text', dir: v.direction }, a.text),
          ),
        ),
      ),
    );
  if (v.waiting.length > 0)
    section.append(el('p', { class: 'muted auto-suggestion-waiting' }, fill(v.texts.waiting, v.waiting.join(', '))));
  else if (v.items.length === 0) section.append(el('p', { class: 'muted' }, v.texts.none));
  for (const note of v.notes) section.append(el('p', { class: 'auto-suggestion-note' }, note));
  if (old) {
    old.replaceWith(section);
    return;
  }
  const status = document.getElementById('status');
  if (status?.parentElement) status.parentElement.insertBefore(section, status);
  else document.getElementById('editor')?.after(section);
}

/** Inserts suggestion `key` where the cursor is in the translation box, as if typed (a draft follows). */
export function insertSuggestion(key: number): void {
  const item = view?.items.find((x) => x.key === key);
  const box = lastBox?.isConnected ? lastBox : (document.getElementById('target-0') as HTMLTextAreaElement | null);
  if (!item || !box || box.readOnly) return;
  // A plural suggestion gives each form's box its own form.
  const form = Number(/^target-(\d+)$/.exec(box.id)?.[1] ?? 0);
  box.focus();
  box.setRangeText(item.forms?.[form] ?? item.text, box.selectionStart, box.selectionEnd, 'end');
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

// The unit panel's failing checks (browser side, #26 item 3): each by Weblate's id, its name and what to
// fix. The local checks (core/checks/localChecks.ts: characters, format strings, placeholders) run here on every keystroke; the checks only the
// server runs are shown as the server reported them for the saved text. Save with a failing check asks
// first, with "Keep editing" as the default answer (Weblate's editor also warns before it moves on).
import type { ChecksView, ToChecksWebview } from '../src/localization/unitPanel/checksProtocol';
import { LOCAL_CHECK_IDS } from '../src/core/checks/localChecks';
import { liveVerdict, storedText } from '../src/core/checks/storedText';
import { el } from './dom';

let view: ChecksView | undefined;
let listening = false;

export function applyChecks(msg: ToChecksWebview, shownUnitId: number | undefined): void {
  view = msg.checks;
  if (shownUnitId === view.unitId) mountChecks(shownUnitId);
}

/**
 * A string is loading. The section stays until the next string is drawn (mountChecks): re-reading the
 * same string after a save must not take it out and put it back, which would move everything below.
 */
export function forgetChecks(): void {
  document.querySelector('#checks .ask-save')?.remove();
}

function formText(): { target: string[]; state: number } | undefined {
  const boxes = [...document.querySelectorAll<HTMLTextAreaElement>('#editor textarea')];
  if (boxes.length === 0) return undefined;
  const select = document.getElementById('state') as HTMLSelectElement | null;
  // A read-only string has no state choice: its checks are the server's alone.
  return { target: boxes.map((b) => b.value), state: select ? Number(select.value) : 100 };
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The form's text as the server will store it (#43 item 5: a trailing space typed is no change). */
const stored = (v: ChecksView, target: string[]) => storedText(target, v.subject);

/** The ids failing now: the server's for its saved text; else the local ones plus the server-only ones. */
export function failingNow(target?: string[], state?: number): { id: string; fromServer: boolean }[] {
  if (!view) return [];
  const form = target && state !== undefined ? { target, state } : formText();
  if (!form) return [];
  const server = view.server ?? [];
  const unchanged = same(stored(view, form.target), view.serverTarget);
  if (unchanged && view.server) return server.map((id) => ({ id, fromServer: false }));
  // Judged as Weblate will store it: what it fixes on save (a trailing space, U+200B…) fails nothing.
  const verdict = liveVerdict({ ...view.subject, target: form.target, state: form.state }, view.subject.template);
  const local = verdict.failing;
  // A check the panel could not judge (a server pattern its guard refuses) keeps the server's word.
  const serverOnly = server.filter((id) => !LOCAL_CHECK_IDS.includes(id) || verdict.unjudged.includes(id));
  return [...local.map((id) => ({ id, fromServer: false })), ...serverOnly.map((id) => ({ id, fromServer: true }))];
}

export function mountChecks(unitId: number): void {
  if (!view || view.unitId !== unitId) {
    document.getElementById('checks')?.remove();
    return;
  }
  if (!listening) {
    // One listener for the page's life: the form is drawn anew for every string.
    document.addEventListener('input', (e) => {
      if ((e.target as Element | null)?.closest?.('#editor')) redraw();
    });
    document.addEventListener('change', (e) => {
      if ((e.target as Element | null)?.id === 'state') redraw();
    });
    listening = true;
  }
  redraw();
}

function redraw(): void {
  const editor = document.getElementById('editor');
  if (!view || !editor) return;
  const v = view;
  const failing = failingNow();
  const section = el(
    'section',
    { id: 'checks', class: 'checks', 'aria-labelledby': 'checks-heading' },
    el('h2', { id: 'checks-heading' }, `${v.texts.title} (${failing.length})`),
  );
  if (!v.server) section.append(el('p', { class: 'muted' }, v.texts.serverUnreadable));
  if (failing.length === 0) section.append(el('p', { class: 'muted' }, v.texts.none));
  else
    section.append(
      el(
        'ul',
        {},
        ...failing.map(({ id, fromServer }) => {
          const text = v.names[id];
          return el(
            'li',
            { 'data-check': id },
            el('strong', {}, text?.name ?? id),
            ' ',
            el('code', {}, id),
            fromServer ? ` ${v.texts.fromServer}` : '',
            el('div', { class: 'muted' }, text?.fix ?? v.texts.unknownFix.replace('{0}', id)),
          );
        }),
      ),
    );
  const shown = document.getElementById('checks');
  const question = shown?.querySelector('.ask-save');
  if (question) section.append(question); // a pending question stays while the list changes
  if (shown) shown.replaceWith(section);
  // Right under the form: above Save's status line and the sections the review adds after that line, so
  // the order never depends on which answer came first; as one types it grows below Save, never above.
  else editor.after(section);
}

/**
 * Before a save of changed text: true when nothing fails (or the setting says not to ask). Otherwise asks, and `save` runs only on "Save anyway"; the
 * question's default (focused) answer is "Keep editing", which puts the cursor back in the text.
 */
export function confirmSave(target: string[], state: number, save: () => void): boolean {
  // Saving the text the server has changes nothing: no question about checks it already reports.
  if (!view || !view.ask || same(stored(view, target), view.serverTarget)) return true;
  const failing = failingNow(target, state);
  if (failing.length === 0) return true;
  const v = view;
  const names = failing.map(({ id }) => v.names[id]?.name ?? id).join(', ');
  document.querySelector('#checks .ask-save')?.remove();
  const keep = el('button', { type: 'button', class: 'secondary' }, v.texts.keepEditing);
  const anyway = el('button', { type: 'button' }, v.texts.saveAnyway);
  const bar = el(
    'div',
    { class: 'ask-save', role: 'alertdialog', 'aria-labelledby': 'ask-save-text' },
    el('p', { id: 'ask-save-text' }, v.texts.askSave.replace('{0}', names)),
    keep,
    ' ',
    anyway,
  );
  const close = () => bar.remove();
  keep.addEventListener('click', () => {
    close();
    (document.getElementById('target-0') as HTMLTextAreaElement | null)?.focus();
  });
  anyway.addEventListener('click', () => {
    close();
    save();
  });
  bar.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') keep.click();
  });
  (document.getElementById('checks') ?? document.getElementById('editor'))?.append(bar);
  keep.focus();
  return false;
}

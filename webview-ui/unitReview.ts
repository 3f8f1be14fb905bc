// The unit panel's Suggestions and Comments sections (browser side). Renders what the extension sends —
// every label comes translated in the message, server text goes in as text only — and asks it to act.
// Results are announced in a polite live region; sections the server lacks are not shown at all.
import type { ReviewView } from '../src/localization/unitPanel/reviewProtocol';
import { dateEl, el } from './dom';
import { beforeReviewSend, reviewDrawn, reviewLeaving } from './unitDraft';

let review: ReviewView | undefined;
let send: (msg: unknown) => void = () => undefined;

export function initReview(post: (msg: unknown) => void): void {
  send = post;
}

/** Whether the form's Save sends a suggestion instead (the user may not save here). */
export function suggestInsteadOfSave(unitId: number): boolean {
  return review?.unitId === unitId && review.suggestInsteadOfSave;
}

/** Whether the string shown takes a suggestion from this person (Alt+Enter sends the form's text as one). */
export function maySuggest(unitId: number): boolean {
  return review?.unitId === unitId && (review.maySuggest || review.suggestInsteadOfSave);
}

/** Keeps the review part of the string shown; (re)draws it if the panel shows that string. */
export function applyReview(next: ReviewView, shownUnitId: number | undefined): void {
  review = next;
  if (shownUnitId === next.unitId) mountReview(shownUnitId);
}

/** Called after the panel (re)renders a string: adds the sections and turns Save into Suggest where needed. */
export function mountReview(unitId: number): void {
  const app = document.getElementById('app');
  if (!app) return;
  removeReview();
  if (!review || review.unitId !== unitId) return;
  const t = review.texts;
  const section = el('div', { id: 'review' });
  if (review.suggestions) section.append(suggestionsSection(review, unitId));
  if (review.comments) section.append(commentsSection(review, unitId));
  // Below the form and its status line (the "Saved." after Save), above the string's context.
  const anchor =
    document.getElementById('status')?.parentElement === app
      ? document.getElementById('status')
      : document.getElementById('editor');
  if (anchor?.parentElement === app && anchor.nextSibling) app.insertBefore(section, anchor.nextSibling);
  else app.append(section);
  reviewDrawn(unitId);
  const save = document.getElementById('save');
  if (save && review.suggestInsteadOfSave) {
    // Keep the form's own label, to give it back if this changes (another account, another server).
    save.dataset.saveLabel ??= save.textContent ?? '';
    save.textContent = t.suggest;
    const state = document.getElementById('state') as HTMLSelectElement | null;
    if (state) state.disabled = true;
  } else if (save?.dataset.saveLabel !== undefined) {
    save.textContent = save.dataset.saveLabel;
    delete save.dataset.saveLabel;
  }
}

/** A string is loading (perhaps for another account): what was shown about the previous one goes. */
export function forgetReview(): void {
  review = undefined;
  removeReview();
}

/** Takes the review part out of the page; the text typed into its boxes stays a draft (unitDraft.ts). */
function removeReview(): void {
  const shown = document.getElementById('review');
  if (!shown) return;
  reviewLeaving();
  shown.remove();
}

export function reviewStatus(message: string, kind: 'ok' | 'error'): void {
  // The page's one live region (unitPanelMain's status line): one place a screen reader listens to.
  const bar = document.getElementById('status');
  if (!bar) return;
  bar.textContent = message;
  bar.className = `status ${kind}`;
}

/** A titled section with its count, or the "none" line when the list is empty. */
function sectionOf(name: 'suggestions' | 'comments', title: string, count: number, none: string): HTMLElement {
  const section = el(
    'section',
    { class: name, 'aria-labelledby': `${name}-heading` },
    el('h2', { id: `${name}-heading` }, `${title} (${count})`),
  );
  if (count === 0) section.append(el('p', { class: 'muted' }, none));
  return section;
}

function suggestionsSection(r: ReviewView, unitId: number): HTMLElement {
  const t = r.texts;
  const list = r.suggestions ?? [];
  const section = sectionOf('suggestions', t.suggestions, list.length, t.noSuggestions);
  if (list.length > 0) {
    section.append(
      el(
        'ul',
        {},
        ...list.map((s) => {
          const item = el(
            'li',
            { class: 'suggestion' },
            el('div', { class: 'text' }, s.text.filter(Boolean).join(' | ')),
            el(
              'div',
              { class: 'muted' },
              `${t.by} ${s.author || t.someone} · `,
              dateEl(s.whenText, s.whenExact, s.when),
              s.votes ? ` · ${s.votes} ${t.votes}` : '',
            ),
          );
          const actions = el('div', { class: 'row' });
          if (r.mayAccept)
            actions.append(
              action(
                t.accept,
                `${t.accept}: ${s.text.join(' | ')}`,
                () => send({ type: 'acceptSuggestion', unitId, suggestionId: s.id }),
                '',
              ),
            );
          if (r.mayDelete)
            actions.append(
              action(
                t.delete,
                `${t.delete}: ${s.text.join(' | ')}`,
                () => send({ type: 'deleteSuggestion', unitId, suggestionId: s.id }),
                'secondary',
              ),
            );
          if (actions.childElementCount > 0) item.append(actions);
          return item;
        }),
      ),
    );
  }
  if (r.maySuggest && !r.suggestInsteadOfSave) {
    const form = el('form', { class: 'suggest-form' });
    const box = el('textarea', { id: 'suggest-text', rows: '2' }) as HTMLTextAreaElement;
    const submit = el('button', { type: 'submit', class: 'secondary' }, t.suggest);
    form.append(el('label', { for: 'suggest-text' }, t.suggestLabel), box, submit);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (box.value.trim() === '') return;
      beforeReviewSend();
      send({ type: 'suggest', unitId, target: [box.value], from: 'box' });
    });
    section.append(form);
  }
  return section;
}

function commentsSection(r: ReviewView, unitId: number): HTMLElement {
  const t = r.texts;
  const list = r.comments ?? [];
  const section = sectionOf('comments', t.comments, list.length, t.noComments);
  if (list.length > 0) {
    section.append(
      el(
        'ul',
        {},
        ...list.map((c) =>
          el(
            'li',
            { class: 'comment' },
            el('div', { class: 'text' }, c.text),
            el(
              'div',
              { class: 'muted' },
              `${t.scopeNames[c.scope]} · ${t.by} ${c.author || t.someone} · `,
              dateEl(c.whenText, c.whenExact, c.when),
            ),
          ),
        ),
      ),
    );
  }
  if (r.mayComment && r.scopes.length > 0) {
    const form = el('form', { class: 'comment-form' });
    const box = el('textarea', { id: 'comment-text', rows: '2', maxlength: '1000' }) as HTMLTextAreaElement;
    const scope = el('select', { id: 'comment-scope' }) as HTMLSelectElement;
    for (const s of r.scopes) scope.append(el('option', { value: s }, t.scopeNames[s]));
    form.append(
      el('label', { for: 'comment-text' }, t.commentLabel),
      box,
      el(
        'div',
        { class: 'row' },
        el('label', { for: 'comment-scope' }, t.scopeLabel),
        scope,
        el('button', { type: 'submit', class: 'secondary' }, t.addComment),
      ),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (box.value.trim() === '') return;
      beforeReviewSend();
      send({ type: 'addComment', unitId, text: box.value, scope: scope.value });
    });
    section.append(form);
  }
  return section;
}

function action(label: string, accessibleName: string, onClick: () => void, cls: string): HTMLButtonElement {
  const b = el(
    'button',
    { type: 'button', 'aria-label': accessibleName, ...(cls ? { class: cls } : {}) },
    label,
  ) as HTMLButtonElement;
  b.addEventListener('click', onClick);
  return b;
}

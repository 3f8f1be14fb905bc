// The article preview's browser side. The HTML it receives was sanitized in the extension host; the CSP
// allows no script but this file, so even a sanitizer miss could not run code.
import type { ArticlePreviewModel, ToArticleWebview } from '../src/worldbuilding/preview/articleProtocol';
import { mentionedArticleId } from '../src/worldbuilding/preview/mentionLink';
import { clear, dateEl, el, liveRegion, pageStrings } from './dom';

declare function acquireVsCodeApi(): { postMessage(msg: unknown): void };
const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;
const t = pageStrings(app);
/** Says "Loading…" and errors for the page's life, so a screen reader announces them. */
const statusBar = liveRegion('status');

function htmlBlock(html: string): HTMLElement {
  const div = el('div', { class: 'article-body' });
  div.innerHTML = html; // sanitized by sanitize-html before it was sent
  for (const a of div.querySelectorAll('a[href]')) {
    a.addEventListener('click', (e) => {
      e.preventDefault();
      // VS Code's webview host opens every clicked http(s) link itself, past the extension's link guard
      // (and a relative mention against the workbench's own origin): the click ends here.
      e.stopPropagation();
      // An anchor of the article (a heading's [h2|anchor], the table of contents): scroll, stay here.
      const local = a.getAttribute('href') ?? '';
      if (local.startsWith('#')) {
        document.getElementById(local.slice(1))?.scrollIntoView();
        return;
      }
      // A mention: the article's preview in this panel (its header then offers "Open on World Anvil").
      const id = mentionedArticleId(local);
      if (id) {
        vscode.postMessage({ type: 'openArticle', id });
        return;
      }
      const href = (a as HTMLAnchorElement).href;
      if (href.startsWith('https://')) vscode.postMessage({ type: 'openExternal', url: href });
    });
  }
  return div;
}

function factValue(f: ArticlePreviewModel['facts'][number]): HTMLElement {
  return f.exact
    ? el('span', { class: 'value' }, dateEl(f.value, f.exact, f.datetime))
    : el('span', { class: 'value' }, f.value);
}

/** Images from other sites were held back: say so, and one button loads them (the extension re-renders). */
function heldImages(notice: string, subject: string): HTMLElement {
  const button = el('button', { type: 'button', class: 'load-images' }, t('loadRemoteImages'));
  // Names the article this page shows: the extension refuses it once another article was asked for.
  button.addEventListener('click', () => vscode.postMessage({ type: 'loadRemoteImages', subject }));
  return el('div', { class: 'images-held' }, el('span', {}, notice), ' ', button);
}

/** Back to the preview a mention was clicked in, and the article's own page on World Anvil. */
function actions(a: Pick<ArticlePreviewModel, 'back' | 'url'>): HTMLElement | undefined {
  const button = (label: string, cls: string, type: 'back' | 'openOnWorldAnvil') => {
    const b = el('button', { type: 'button', class: `secondary ${cls}` }, label);
    b.addEventListener('click', () => vscode.postMessage({ type }));
    return b;
  };
  if (a.back === undefined && !a.url) return undefined;
  return el(
    'nav',
    { class: 'preview-actions', 'aria-label': t('articleActions') },
    a.back !== undefined && button(t('back', a.back), 'back', 'back'),
    !!a.url && button(t('openOnWorldAnvil'), 'open-on-world-anvil', 'openOnWorldAnvil'),
  );
}

function render(a: ArticlePreviewModel): void {
  clear(app);
  statusBar.textContent = '';
  statusBar.className = 'status';
  app.append(
    el(
      'header',
      {},
      actions(a),
      el('h1', {}, a.title),
      el('div', { class: 'where' }, a.subtitle),
      el('div', { class: 'markers' }, ...a.badges.map((b) => el('span', { class: 'badge' }, b))),
    ),
    statusBar,
    ...(a.heldImages && a.subject ? [heldImages(a.heldImages, a.subject)] : []),
    ...(a.warnings.length
      ? [
          el(
            'section',
            { class: 'warnings', 'aria-labelledby': 'warnings-heading' },
            el('h2', { id: 'warnings-heading', class: 'sr-only' }, t('problems')),
            el('ul', { class: 'status error' }, ...a.warnings.map((w) => el('li', {}, w))),
          ),
        ]
      : []),
    htmlBlock(a.html),
    ...a.sections.map((s) => el('section', {}, el('h2', s.hint ? { title: s.hint } : {}, s.name), htmlBlock(s.html))),
    ...(a.facts.length
      ? [
          el(
            'section',
            { class: 'details' },
            el('h2', {}, t('details')),
            ...a.facts.map((f) => el('div', { class: 'field' }, el('span', { class: 'label' }, f.label), factValue(f))),
          ),
        ]
      : []),
  );
}

window.addEventListener('message', (event: MessageEvent<ToArticleWebview>) => {
  const msg = event.data;
  if (msg.type === 'article') render(msg.article);
  else {
    // Nothing of the previous article stays: what shows next is only the status line (then filled, so
    // the live region already in the page announces it).
    clear(app);
    const nav = msg.type === 'error' ? actions({ back: msg.back }) : undefined;
    if (nav) app.append(nav);
    app.append(statusBar);
    statusBar.textContent = msg.type === 'loading' ? t('loading') : msg.message;
    statusBar.className = msg.type === 'loading' ? 'status' : 'status error';
  }
});

vscode.postMessage({ type: 'ready' });

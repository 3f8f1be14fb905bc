// The article preview's browser side. The HTML it receives was sanitized in the extension host; the CSP
// allows no script but this file, so even a sanitizer miss could not run code.
import type { ArticlePreviewModel, ToArticleWebview } from '../src/worldbuilding/preview/articleProtocol';
import { clear, el } from './dom';

declare function acquireVsCodeApi(): { postMessage(msg: unknown): void };
const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;

function htmlBlock(html: string): HTMLElement {
  const div = el('div', { class: 'article-body' });
  div.innerHTML = html; // sanitized by sanitize-html before it was sent
  for (const a of div.querySelectorAll('a[href]')) {
    a.addEventListener('click', (e) => {
      e.preventDefault();
      // An anchor of the article (a heading's [h2|anchor], the table of contents): scroll, stay here.
      const local = a.getAttribute('href') ?? '';
      if (local.startsWith('#')) {
        document.getElementById(local.slice(1))?.scrollIntoView();
        return;
      }
      const href = (a as HTMLAnchorElement).href;
      if (href.startsWith('https://')) vscode.postMessage({ type: 'openExternal', url: href });
    });
  }
  return div;
}

function render(a: ArticlePreviewModel): void {
  clear(app);
  app.append(
    el('header', {}, el('h1', {}, a.title), el('div', { class: 'where' }, a.subtitle), el('div', { class: 'markers' }, ...a.badges.map((b) => el('span', { class: 'badge' }, b)))),
    ...(a.warnings.length ? [el('ul', { class: 'status error' }, ...a.warnings.map((w) => el('li', {}, w)))] : []),
    htmlBlock(a.html),
    ...a.sections.map((s) => el('section', {}, el('h2', {}, s.name), htmlBlock(s.html))),
    ...(a.facts.length ? [el('section', { class: 'details' }, el('h2', {}, 'Details'), ...a.facts.map((f) => el('div', { class: 'field' }, el('span', { class: 'label' }, f.label), el('span', { class: 'value' }, f.value))))] : []),
  );
}

window.addEventListener('message', (event: MessageEvent<ToArticleWebview>) => {
  const msg = event.data;
  if (msg.type === 'article') render(msg.article);
  else if (msg.type === 'loading') app.textContent = 'Loading…';
  else {
    clear(app);
    app.append(el('p', { class: 'status error', role: 'alert' }, msg.message));
  }
});

vscode.postMessage({ type: 'ready' });

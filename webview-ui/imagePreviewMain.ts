// The image preview's browser side (#29): the image comes as a data: URL of bytes the extension fetched and
// checked; the page's CSP allows data: images and nothing remote, and every text goes in as text.
import type { ImagePreviewModel, ToImageWebview } from '../src/worldbuilding/preview/imageProtocol';
import { clear, el, liveRegion, pageStrings } from './dom';

declare function acquireVsCodeApi(): { postMessage(msg: unknown): void };
const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;
const t = pageStrings(app);
const statusBar = liveRegion('status');

function render(image: ImagePreviewModel): void {
  clear(app);
  statusBar.textContent = '';
  statusBar.className = 'status';
  const open = el('button', { type: 'button', class: 'secondary open-on-world-anvil' }, t('openOnWorldAnvil'));
  open.addEventListener('click', () => vscode.postMessage({ type: 'openOnWorldAnvil' }));
  const img = el('img', { class: 'wa-image', alt: image.alt });
  // Set as a property after the element exists: the value is a data: URL the extension built and checked.
  if (image.dataUrl.startsWith('data:image/')) img.src = image.dataUrl;
  app.append(
    el(
      'header',
      {},
      image.hasPage ? el('nav', { class: 'preview-actions', 'aria-label': t('imageActions') }, open) : undefined,
      el('h1', {}, image.title),
      el('div', { class: 'where' }, image.subtitle),
    ),
    statusBar,
    el('figure', { class: 'image-figure' }, img),
    el(
      'section',
      { class: 'details' },
      el('h2', {}, t('details')),
      ...image.facts.map((f) =>
        el('div', { class: 'field' }, el('span', { class: 'label' }, f.label), el('span', { class: 'value' }, f.value)),
      ),
    ),
  );
}

window.addEventListener('message', (event: MessageEvent<ToImageWebview>) => {
  const msg = event.data;
  if (msg.type === 'image') render(msg.image);
  else {
    clear(app);
    app.append(statusBar);
    statusBar.textContent = msg.type === 'loading' ? t('loading') : msg.message;
    statusBar.className = msg.type === 'loading' ? 'status' : 'status error';
  }
});

vscode.postMessage({ type: 'ready' });

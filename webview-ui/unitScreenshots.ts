// The unit panel's Screenshots section (browser side, #26 item 2). Images load only from the addresses the
// extension sends: vscode-webview resources of files it fetched, checked and cached itself (the CSP's
// img-src is the webview's own source; a server address would not load). A click (or Enter) asks the
// extension to open the image large; Upload asks it to run the upload command for this string. Names are
// server text and go in as text and alt text only.
import type { ScreenshotsView, ToScreenshotsWebview } from '../src/localization/unitPanel/screenshotsProtocol';
import { el } from './dom';

let view: ScreenshotsView | undefined;
let failure: { unitId: number; message: string } | undefined;
let send: (msg: unknown) => void = () => undefined;

export function initScreenshots(post: (msg: unknown) => void): void {
  send = post;
}

export function applyScreenshots(msg: ToScreenshotsWebview, shownUnitId: number | undefined): void {
  if (msg.type === 'screenshots') {
    view = msg.screenshots;
    failure = undefined;
  } else failure = { unitId: msg.unitId, message: msg.message };
  if (shownUnitId !== undefined) mountScreenshots(shownUnitId);
}

export function forgetScreenshots(): void {
  view = undefined;
  failure = undefined;
  document.getElementById('unit-screenshots')?.remove();
}

/** What the section on the page was drawn from: the same again is not drawn again. */
let drawn: { from: string; node: HTMLElement } | undefined;

/**
 * Called after the page (re)draws a string: the section goes right after "Other languages". A section
 * drawn from the same list is put back as it is, the very nodes, even when the string's redraw took it off
 * the page: drawn anew, it took the focus from its Upload button and swallowed a click landing during the
 * redraw (e2e 47: the list comes twice as the panel shows again after the image viewer closes, and the
 * string itself may be drawn again after it). Taken off and put back in one task, the button is where
 * the click lands.
 */
export function mountScreenshots(unitId: number): void {
  const app = document.getElementById('app');
  if (!app) return;
  const source = view?.unitId === unitId ? view : failure?.unitId === unitId ? failure : undefined;
  const current = document.getElementById('unit-screenshots');
  if (!source) {
    current?.remove();
    drawn = undefined;
    return;
  }
  const from = JSON.stringify(source);
  const anchor = app.querySelector(':scope > section.others');
  if (drawn?.from === from && (!current || current === drawn.node)) {
    const node = drawn.node;
    if (anchor) {
      if (anchor.nextSibling !== node) app.insertBefore(node, anchor.nextSibling);
    } else if (node.parentNode !== app) app.append(node);
    return;
  }
  current?.remove();
  const section =
    source === view
      ? render(view)
      : el(
          'section',
          { id: 'unit-screenshots', class: 'screenshots' },
          el('p', { class: 'status error' }, failure!.message),
        );
  drawn = { from, node: section };
  if (anchor?.nextSibling) app.insertBefore(section, anchor.nextSibling);
  else app.append(section);
}

function render(v: ScreenshotsView): HTMLElement {
  const upload = el('button', { type: 'button', class: 'secondary upload-screenshot' }, v.texts.upload);
  upload.addEventListener('click', () => send({ type: 'uploadScreenshot', unitId: v.unitId }));
  const section = el(
    'section',
    { id: 'unit-screenshots', class: 'screenshots', 'aria-labelledby': 'screenshots-heading' },
    el('h2', { id: 'screenshots-heading' }, `${v.texts.title} (${v.items.length})`),
  );
  if (v.items.length === 0) section.append(el('p', { class: 'muted' }, v.texts.none));
  const list = el('ul', { class: 'screenshot-list' });
  for (const s of v.items) {
    const label = v.texts.open.replace('{0}', s.name);
    const open = el('button', { type: 'button', class: 'screenshot', title: label, 'aria-label': label });
    if (s.src) open.append(el('img', { src: s.src, alt: s.name }));
    open.addEventListener('click', () => send({ type: 'openScreenshot', unitId: v.unitId, id: s.id }));
    open.disabled = !s.src;
    list.append(
      el(
        'li',
        { 'data-screenshot-id': String(s.id) },
        open,
        el('div', { class: 'caption' }, s.name),
        s.error ? el('div', { class: 'status error' }, s.error) : undefined,
      ),
    );
  }
  section.append(list, upload);
  return section;
}

// The unit panel's context sections (browser side): nearby strings and the same source elsewhere
// (#26 items 4, 5). Renders what the extension sends — labels come translated in the message, server text
// goes in as text only. Opening a string goes through the page's own `go` (the extension asks about an
// unsaved draft first); using a translation fills the form here, as a draft typed by hand would be, and
// sends nothing to the server.
import type { NearbyView, SameSourceView, ToContextWebview } from '../src/localization/unitPanel/contextProtocol';
import { el } from './dom';

let nearby: NearbyView | undefined;
let same: SameSourceView | undefined;
const errors = new Map<'nearby' | 'sameSource', { unitId: number; message: string }>();
let open: (id: number) => void = () => undefined;

export function initContext(openUnit: (id: number) => void): void {
  open = openUnit;
}

/** Keeps a section's content; (re)draws the sections if the page shows that string. */
export function applyContext(msg: ToContextWebview, shownUnitId: number | undefined): void {
  if (msg.type === 'nearby') nearby = msg.nearby;
  else if (msg.type === 'sameSource') same = msg.sameSource;
  else errors.set(msg.section, { unitId: msg.unitId, message: msg.message });
  if (shownUnitId !== undefined) mountContext(shownUnitId);
}

/** A string is loading: what was shown about the previous one goes. */
export function forgetContext(): void {
  nearby = undefined;
  same = undefined;
  errors.clear();
  document.getElementById('unit-context')?.remove();
}

/** Called after the page (re)draws a string: the sections go right after "Other languages". */
export function mountContext(unitId: number): void {
  const app = document.getElementById('app');
  if (!app) return;
  document.getElementById('unit-context')?.remove();
  const box = el('div', { id: 'unit-context' });
  if (nearby?.unitId === unitId) box.append(nearbySection(nearby));
  else if (errors.get('nearby')?.unitId === unitId) box.append(failed('nearby', errors.get('nearby')!.message));
  if (same?.unitId === unitId) box.append(sameSection(same));
  else if (errors.get('sameSource')?.unitId === unitId)
    box.append(failed('same-source', errors.get('sameSource')!.message));
  if (!box.firstChild) return;
  const anchor = app.querySelector(':scope > section.others');
  if (anchor?.nextSibling) app.insertBefore(box, anchor.nextSibling);
  else app.append(box);
}

function failed(name: string, message: string): HTMLElement {
  return el('section', { class: `${name} context` }, el('p', { class: 'status error' }, message));
}

function joined(forms: string[]): string {
  return forms.filter(Boolean).join(' | ') || '—';
}

function nearbySection(v: NearbyView): HTMLElement {
  const section = el(
    'section',
    { class: 'nearby context', 'aria-labelledby': 'nearby-heading' },
    el('h2', { id: 'nearby-heading' }, v.texts.title),
  );
  if (v.items.length === 0) return section.appendChild(el('p', { class: 'muted' }, v.texts.none)).parentElement!;
  // The list numbers each item by its position in the translation (li value): the label is the key alone,
  // or the number showed twice ("2. 2. menu.file.save").
  const list = el('ol', { class: 'context-list' });
  for (const u of v.items) {
    const label = u.key || `#${u.id}`;
    const name = u.current
      ? el('strong', { 'aria-current': 'true', title: v.texts.current }, label)
      : link(label, v.texts.open.replace('{0}', u.key || `#${u.id}`), () => open(u.id));
    list.append(
      el(
        'li',
        { 'data-unit-id': String(u.id), value: String(u.position), ...(u.current ? { class: 'current' } : {}) },
        name,
        ' ',
        el('span', { class: `badge state-${u.state}` }, u.stateLabel),
        el('div', { class: 'text muted' }, joined(u.source)),
        el('div', { class: 'text' }, joined(u.target)),
      ),
    );
  }
  section.append(list);
  return section;
}

function sameSection(v: SameSourceView): HTMLElement {
  const section = el(
    'section',
    { class: 'same-source context', 'aria-labelledby': 'same-source-heading' },
    el('h2', { id: 'same-source-heading' }, `${v.texts.title} (${v.items.length})`),
  );
  if (v.items.length === 0) return section.appendChild(el('p', { class: 'muted' }, v.texts.none)).parentElement!;
  const list = el('ul', { class: 'context-list' });
  for (const u of v.items) {
    const translated = u.target.some((t) => t !== '');
    const use = el('button', { type: 'button', class: 'secondary use-translation' }, v.texts.use) as HTMLButtonElement;
    use.disabled = !translated;
    use.addEventListener('click', () => useTranslation(u.target));
    list.append(
      el(
        'li',
        { 'data-unit-id': String(u.id) },
        link(`${u.where} · ${u.key || `#${u.id}`}`, v.texts.open.replace('{0}', u.key || `#${u.id}`), () => open(u.id)),
        ' ',
        el('span', { class: 'badge marker' }, u.exact ? v.texts.exact : v.texts.contains),
        ' ',
        el('span', { class: `badge state-${u.state}` }, u.stateLabel),
        el('div', { class: 'text muted' }, joined(u.source)),
        el('div', { class: 'text', dir: v.direction }, joined(u.target)),
        use,
      ),
    );
  }
  section.append(list);
  return section;
}

function link(text: string, title: string, onClick: () => void): HTMLAnchorElement {
  const a = el('a', { href: '#', title }, text) as HTMLAnchorElement;
  a.addEventListener('click', (e) => {
    e.preventDefault();
    onClick();
  });
  return a;
}

/**
 * Puts a translation into the form, form by form (a form the match lacks is left as it is). An `input`
 * event follows, as if typed: the draft keeps it and the live checks run; nothing is saved.
 */
function useTranslation(target: string[]): void {
  const boxes = [...document.querySelectorAll<HTMLTextAreaElement>('#editor textarea')];
  const editable = boxes.filter((b) => !b.readOnly);
  if (editable.length === 0) return;
  editable.forEach((box, i) => {
    if (target[i] === undefined) return;
    box.value = target[i];
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  editable[0]!.focus();
}

// The parts of the unit panel's page that only show the string: its header (key, place, state and
// markers), its source, the context fields, the other languages and the history. Drawn anew with each
// string (unitPanelMain.ts); every server text goes in as text, never as HTML (dom.ts's el).
import type { UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import { dateEl, el } from './dom';
import type { Strings } from './unitForm';

function markers(view: UnitPanelView, t: Strings): HTMLElement {
  return el(
    'div',
    { class: 'markers' },
    el('span', { class: `badge state-${view.stateKind}` }, view.stateLabel),
    view.markers.suggestion && el('span', { class: 'badge marker' }, t('hasSuggestion')),
    view.markers.comment && el('span', { class: 'badge marker' }, t('hasComment')),
    view.markers.failingCheck && el('span', { class: 'badge warning' }, t('failingCheck')),
  );
}

/** The string's key, where it is, and its state and markers. */
export function unitHeader(view: UnitPanelView, t: Strings): HTMLElement {
  return el(
    'header',
    {},
    el('h1', {}, view.key || `#${view.id}`),
    el(
      'div',
      { class: 'where' },
      t('where', view.project, view.component, view.language.name, view.language.shown, String(view.position)),
    ),
    markers(view, t),
  );
}

export function sourceSection(view: UnitPanelView, t: Strings): HTMLElement {
  return el(
    'section',
    { class: 'source', 'aria-labelledby': 'source-heading' },
    el('h2', { id: 'source-heading' }, t('source')),
    ...view.source.map((s, i) =>
      el(
        'pre',
        {
          dir: view.sourceDirection,
          class: 'text',
          ...(view.source.length > 1 ? { title: t('sourcePluralForm', String(i + 1)) } : {}),
        },
        s,
      ),
    ),
  );
}

/** The context fields the server gives (each only when it has a value). */
export function detailsSection(view: UnitPanelView, t: Strings): HTMLElement {
  return el(
    'section',
    { class: 'details' },
    el('h2', {}, t('context')),
    field(t('key'), view.key),
    field(t('location'), view.location),
    field(t('note'), view.note),
    field(t('flags'), view.flags),
    field(t('previousSource'), view.previousSource, view.sourceDirection),
  );
}

/** The string in the component's other languages, each a link that opens it (through `open`). */
export function otherLanguages(view: UnitPanelView, t: Strings, open: (unitId: number) => void): HTMLElement {
  const items = view.others.map((o) => {
    const link = el('a', { href: '#', title: t('openOther', o.language) }, `${o.language} (${o.code})`);
    link.addEventListener('click', (e) => {
      e.preventDefault();
      open(o.unitId);
    });
    return el(
      'li',
      {},
      link,
      ' ',
      el('span', { class: `badge state-${o.state}` }, o.stateLabel),
      el('div', { dir: o.direction, class: 'text' }, o.target.filter(Boolean).join(' | ') || '—'),
    );
  });
  return listSection('others', t('otherLanguages'), t('noOtherLanguages'), items);
}

export function historySection(view: UnitPanelView, t: Strings): HTMLElement {
  const items = view.history.map((h) =>
    el(
      'li',
      {},
      el('strong', {}, h.action),
      ` · ${h.who || t('someone')} · `,
      dateEl(h.whenText, h.whenExact, h.when),
      h.target ? el('div', { class: 'text' }, h.target) : undefined,
    ),
  );
  const partial = view.historyPartial ? el('p', { class: 'muted' }, t('historyPartial')) : undefined;
  return listSection('history', t('history'), t('noHistory'), items, partial);
}

/** A section with its heading and its items as a list, or a muted line saying there are none. */
function listSection(
  cls: string,
  heading: string,
  none: string,
  items: HTMLElement[],
  after?: HTMLElement,
): HTMLElement {
  const list = items.length === 0 ? el('p', { class: 'muted' }, none) : el('ul', {}, ...items);
  return el('section', { class: cls }, el('h2', {}, heading), list, after);
}

function field(label: string, value: string, dir: 'ltr' | 'rtl' = 'ltr'): HTMLElement | undefined {
  if (!value) return undefined;
  return el(
    'div',
    { class: 'field' },
    el('span', { class: 'label' }, label),
    el('span', { class: 'value', dir }, value),
  );
}

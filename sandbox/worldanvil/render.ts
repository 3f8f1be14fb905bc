// A small BBCode renderer of the sandbox's own, standing in for World Anvil's (content_parsed, full_render).
// It escapes all text first, then turns the known tags into HTML; unknown tags stay as escaped text.
// Deliberately independent of the extension's converter, so the two are not tested against themselves.

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const safeHref = (h: string) => (/^(https?:|mailto:|\/)/i.test(h) ? h : '#');

const SIMPLE: Record<string, string> = {
  b: 'strong',
  i: 'em',
  u: 'u',
  s: 's',
  sup: 'sup',
  sub: 'sub',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  p: 'p',
  quote: 'blockquote',
  code: 'code',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  spoiler: 'details',
  table: 'table',
  tr: 'tr',
  td: 'td',
  th: 'th',
};

/**
 * `site`: where [img:ID] points. World Anvil serves uploads from its own site; the presenters pass the
 * sandbox's origin, which serves them too (images.ts), so a preview that loads one is seen in its log.
 */
export function renderBBCode(source: string | null | undefined, site = 'https://www.worldanvil.com'): string {
  if (!source) return '';
  let html = escape(source.replace(/\r\n/g, '\n'));
  for (const [tag, el] of Object.entries(SIMPLE)) {
    html = html
      .replace(new RegExp(`\\[${tag}\\]`, 'gi'), `<${el}>`)
      .replace(new RegExp(`\\[/${tag}\\]`, 'gi'), `</${el}>`);
  }
  html = html
    .replace(/\[url:([^\]]+)\]/gi, (_m, href: string) => `<a href="${safeHref(href)}" rel="nofollow">`)
    .replace(/\[\/url\]/gi, '</a>')
    .replace(/\[list\]/gi, '<ul>')
    .replace(/\[\/list\]/gi, '</ul>')
    .replace(/\[\*\]/g, '<li>')
    .replace(/\[br\]/gi, '<br>')
    .replace(/\[hr\]/gi, '<hr>')
    .replace(/\[(section|container):([\w-]+)\]/gi, (_m, _t: string, cls: string) => `<div class="${cls}">`)
    .replace(/\[\/(section|container)\]/gi, '</div>')
    .replace(/\[img:(\d+)(?:\|[^\]]*)?\]/gi, (_m, id: string) => `<img src="${site}/uploads/images/${id}.png" alt="">`)
    .replace(/@\[([^\]]+)\]\((\w+)(?::([0-9a-f-]{36}))?\)/g, (_m, title: string, tpl: string, id?: string) =>
      id
        ? `<a class="mention" data-template="${tpl}" href="/a/${id}">${title}</a>`
        : `<span class="mention missing">${title}</span>`,
    )
    .replace(/--([^:\n]+)::([^\n]+?)--/g, '<dl><dt>$1</dt><dd>$2</dd></dl>');
  return html
    .split(/\n{2,}/)
    .map((p) => (p.trim().startsWith('<') ? p : `<p>${p.replace(/\n/g, '<br>')}</p>`))
    .join('\n');
}

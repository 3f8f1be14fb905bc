// World Anvil BBCode → safe HTML for the previews. Text is escaped first, the known tags become HTML,
// and the result goes through sanitize-html with a strict allow-list — also used for the HTML World
// Anvil itself renders (content_parsed, full_render), which is server-supplied and so untrusted.
import sanitize from 'sanitize-html';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SIMPLE: Record<string, string> = { b: 'strong', i: 'em', u: 'u', s: 's', sup: 'sup', sub: 'sub', h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h4', p: 'p', quote: 'blockquote', code: 'code', ul: 'ul', ol: 'ol', li: 'li', table: 'table', tr: 'tr', td: 'td', th: 'th', row: 'div', col: 'div' };

export const SAFE_HTML: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sup', 'sub', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'div', 'span', 'a', 'img', 'details', 'summary', 'dl', 'dt', 'dd'],
  allowedAttributes: { a: ['href', 'title', 'class', 'rel'], img: ['src', 'alt', 'title'], div: ['class'], span: ['class'], '*': [] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'escape',
};

export function sanitizeServerHtml(html: string): string {
  return sanitize(html, SAFE_HTML);
}

export function bbcodeToHtml(bbcode: string): string {
  let html = escape(bbcode.replace(/\r\n/g, '\n'));
  for (const [tag, el] of Object.entries(SIMPLE)) {
    html = html.replace(new RegExp(`\\[${tag}\\]`, 'gi'), `<${el}>`).replace(new RegExp(`\\[/${tag}\\]`, 'gi'), `</${el}>`);
  }
  html = html
    .replace(/\[url:([^\]\s]+)\]/gi, (_m, href: string) => `<a href="${href}">`)
    .replace(/\[\/url\]/gi, '</a>')
    .replace(/\[list\]/gi, '<ul>')
    .replace(/\[\/list\]/gi, '</ul>')
    .replace(/\[\*\]/g, '<li>')
    .replace(/\[br\]\n?/gi, '<br>')
    .replace(/\[hr\]/gi, '<hr>')
    .replace(/\[spoiler\]/gi, '<details><summary>Spoiler</summary>')
    .replace(/\[\/spoiler\]/gi, '</details>')
    .replace(/\[(section|container):([\w-]+)\]/gi, (_m, _t: string, cls: string) => `<div class="${cls}">`)
    .replace(/\[\/(section|container)\]/gi, '</div>')
    .replace(/\[img:(\d+)(?:\|[^\]]*)?\]/gi, (_m, id: string) => `<img src="https://www.worldanvil.com/uploads/images/${id}.png" alt="image ${id}">`)
    .replace(/@\[([^\]]+)\]\((\w+)(?::([0-9a-f-]{36}))?\)/g, (_m, title: string, _tpl: string, id?: string) => (id ? `<a class="mention" href="https://www.worldanvil.com/a/${id}">${title}</a>` : `<span class="mention missing" title="not written yet">${title}</span>`))
    .replace(/^--([^:\n]+)::(.+?)--$/gm, '<dl><dt>$1</dt><dd>$2</dd></dl>');
  const paragraphs = html.split(/\n{2,}/).map((p) => (/^\s*<(h\d|ul|ol|table|blockquote|div|hr|dl|details)/.test(p) ? p : `<p>${p.replace(/\n/g, '<br>')}</p>`));
  return sanitizeServerHtml(paragraphs.join('\n'));
}

// What "no executable construct" means for HTML that reaches a webview, checked on the markup itself:
// every `<` opens an allowed tag (any other `<` must arrive escaped, as text), no event handler, style or
// unknown attribute, and URLs only with http(s)/mailto schemes after the entity decoding and control-
// character stripping a browser does. Parsed with htmlparser2 (sanitize-html's own parser) and, as a
// second opinion independent of any parser, by scanning the raw string.
import { Parser } from 'htmlparser2';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sup',
  'sub',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'div',
  'span',
  'a',
  'img',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'class', 'rel', 'src', 'alt']);
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** The scheme a browser would see: entities decoded (by the parser), whitespace and controls dropped. */
export function effectiveScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- browsers strip these before reading the scheme
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return m ? m[1] : undefined;
}

/** Problems found in `html`; empty when it holds nothing that could run or load script. */
export function executableConstructs(html: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/<(\/?)([^\s>/]*)/g)) {
    const tag = (m[2] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(tag))
      problems.push(`raw "<${m[1]}${m[2]}" (not an allowed tag, so it should have been escaped)`);
  }
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!ALLOWED_TAGS.has(name)) problems.push(`element <${name}>`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (!ALLOWED_ATTRIBUTES.has(attr)) problems.push(`attribute ${attr}="${value}" on <${name}>`);
          if (URL_ATTRIBUTES.has(attr)) {
            const scheme = effectiveScheme(value);
            if (scheme !== undefined && !SAFE_SCHEMES.has(scheme))
              problems.push(`${scheme}: URL in ${attr} of <${name}>`);
            if (/^\s*\/\//.test(value)) problems.push(`protocol-relative URL in ${attr} of <${name}>`);
          }
          if (/url\s*\(|expression\s*\(/i.test(value) && attr !== 'title' && attr !== 'alt')
            problems.push(`CSS url()/expression() in ${attr} of <${name}>`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}

/** The text a reader sees (entities decoded, tags dropped). */
export function visibleText(html: string): string {
  let text = '';
  const parser = new Parser({ ontext: (t) => (text += t) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return text;
}

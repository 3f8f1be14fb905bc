// "Extract string" where no parser is at hand: a Vue template's text and plain attributes, and Python
// string literals (wrapped in gettext's `_()`). Both are linear scans: each character is looked at once.
import type { ExtractResult } from './extractTypes';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Markup text as shown: whitespace runs are one space, the common entities resolved. */
export const shownText = (raw: string) =>
  raw.replace(/\s+/g, ' ').replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, e: string) => ENTITIES[e]!);

/** Attributes whose values are names, addresses or code, never text a person reads. */
const NOT_TEXT = new Set(
  'class id style href src type name key ref for slot is to rel target lang role width height tabindex'.split(' '),
);
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** In a Vue template (its content from `from` to `to`): the text or attribute value at `offset`. */
export function extractInVueTemplate(text: string, offset: number, from: number, to: number): ExtractResult {
  const lt = text.lastIndexOf('<', offset - 1);
  const gt = text.lastIndexOf('>', offset - 1);
  if (lt >= from && lt > gt) return vueAttribute(text, offset, lt, to);
  const start = Math.max(gt + 1, from);
  const next = text.indexOf('<', offset);
  const end = next < 0 || next > to ? to : next;
  const raw = text.slice(start, end);
  if (raw.includes('{{')) return { refused: 'template-expressions' };
  const trimmed = raw.trim();
  if (trimmed === '') return { refused: 'no-string' };
  const lead = raw.length - raw.trimStart().length;
  return {
    site: {
      start: start + lead,
      end: start + lead + trimmed.length,
      text: shownText(trimmed),
      shape: 'vue-text',
      fn: '$t',
      quote: "'",
    },
  };
}

function vueAttribute(text: string, offset: number, lt: number, to: number): ExtractResult {
  let p = lt + 1;
  while (p < to && !isSpace(text[p]) && text[p] !== '>') p++; // the tag name
  while (p < to && text[p] !== '>') {
    while (p < to && (isSpace(text[p]) || text[p] === '/')) p++;
    const nameStart = p;
    while (p < to && !isSpace(text[p]) && text[p] !== '=' && text[p] !== '>') p++;
    const name = text.slice(nameStart, p);
    if (text[p] !== '=') continue;
    const quote = text[p + 1];
    if (quote !== '"' && quote !== "'") return { refused: 'no-string' };
    const valueStart = p + 2;
    const valueEnd = text.indexOf(quote, valueStart);
    if (valueEnd < 0 || valueEnd > to) return { refused: 'no-string' };
    p = valueEnd + 1;
    if (offset < nameStart || offset > valueEnd) continue;
    // A bound attribute (`:title`, `v-bind`, `@click`, `#slot`) holds code, not text.
    if (/^[:@#]|^v-/.test(name) || NOT_TEXT.has(name.toLowerCase())) return { refused: 'not-text' };
    const value = shownText(text.slice(valueStart, valueEnd)).trim();
    if (value === '') return { refused: 'no-string' };
    return {
      site: { start: nameStart, end: p, text: value, shape: 'vue-attribute', fn: '$t', quote: "'", attribute: name },
    };
  }
  return { refused: 'no-string' };
}

const PREFIXES = new Set(['r', 'u', 'b', 'f', 'rb', 'br', 'fr', 'rf']);

/** In Python: the string literal at `offset`, to be wrapped in `_()` (f-strings and bytes refused). */
export function extractInPython(text: string, offset: number): ExtractResult {
  let p = 0;
  while (p < text.length && p <= offset) {
    const c = text[p]!;
    if (c === '#') {
      const nl = text.indexOf('\n', p);
      if (nl < 0 || offset < nl) return { refused: 'no-string' };
      p = nl + 1;
      continue;
    }
    if (c !== '"' && c !== "'") {
      p++;
      continue;
    }
    let prefixStart = p;
    while (prefixStart > 0 && /[A-Za-z]/.test(text[prefixStart - 1]!)) prefixStart--;
    const prefix = text.slice(prefixStart, p).toLowerCase();
    const start = PREFIXES.has(prefix) ? prefixStart : p;
    const triple = text.startsWith(c.repeat(3), p);
    const close = triple ? c.repeat(3) : c;
    let q = p + close.length;
    while (q < text.length && !text.startsWith(close, q) && (triple || text[q] !== '\n')) q += text[q] === '\\' ? 2 : 1;
    const end = Math.min(text.length, q + close.length);
    if (offset >= start && offset < end) {
      if (start !== p && prefix.includes('b')) return { refused: 'not-text' };
      if (start !== p && prefix.includes('f') && text.slice(p, end).includes('{'))
        return { refused: 'template-expressions' };
      if (end - start <= 2 * close.length + (p - start)) return { refused: 'no-string' };
      return { site: { start, end, text: text.slice(p + close.length, q), shape: 'gettext', fn: '_', quote: '"' } };
    }
    p = end;
  }
  return { refused: 'no-string' };
}

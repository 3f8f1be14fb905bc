// An Android string resource file (res/values-*/strings.xml) read as the upload preview needs it (#41). How
// Weblate names and reads its units (translate-toolkit's aresource.py, the same in 5.10.4 and 2026.10.1; seen
// on both in test/conformance/checks-uploadFormats.ts): monolingual, a unit's `context` is the `name` of its
// <string> or <plurals> (translatable="false" ones are no units; other elements are not read); a plural's
// forms are its <item>s by quantity, in CLDR order (zero one two few many other). Text is read as Android
// reads it: entities decoded, blanks collapsed outside "quoted" runs, \uXXXX, \n, \t, \' \" \@ \? \\ and \
// before a space kept as the character, any other \x dropped. A value with markup or CDATA keeps it as
// written (entities in its text too), as Weblate shows it. Android cannot mark a string as needing editing.
import type { FileString } from '../weblate/uploadPreview';
import { elements, parseXml, type XmlElement, type XmlNode, type XmlText } from './xmlTree';
import { bomOf, keepOnly } from './xmlCut';

const QUANTITIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLAIN_ESCAPES = new Set([' ', '"', "'", '@', '?', '\\']);

interface AndroidString {
  element: XmlElement;
  string: FileString;
}

/** Which text is inside "…" carries over from one piece of a value to the next. */
interface QuoteState {
  inside: boolean;
}

const isUnescapedQuote = (s: string, i: number) => s[i] === '"' && s[i - 1] !== '\\';

/** `s` split into "quoted" runs and the text between, as aresource.py's QUOTED_STRING splits it. */
function quotedParts(s: string): string[] {
  const parts: string[] = [];
  let from = 0;
  let open = -1;
  for (let i = 0; i < s.length; i++) {
    if (!isUnescapedQuote(s, i)) continue;
    if (open < 0) open = i;
    else {
      if (open > from) parts.push(s.slice(from, open));
      parts.push(s.slice(open, i + 1));
      from = i + 1;
      open = -1;
    }
  }
  if (from < s.length) parts.push(s.slice(from));
  return parts;
}

const HEX = /^[0-9a-fA-F]{4}$/;

/** \uXXXX, then every other \x, each a single left-to-right pass as aresource.py's two re.sub calls. */
function unescape(s: string): string {
  const unicode: string[] = [];
  let i = 0;
  for (let b = s.indexOf('\\u'); b >= 0; b = s.indexOf('\\u', i)) {
    const hex = s.slice(b + 2, b + 6);
    if (!HEX.test(hex)) {
      unicode.push(s.slice(i, b + 2));
      i = b + 2;
      continue;
    }
    unicode.push(s.slice(i, b), String.fromCharCode(Number.parseInt(hex, 16)));
    i = b + 6;
  }
  unicode.push(s.slice(i));
  const u = unicode.join('');
  const out: string[] = [];
  i = 0;
  for (let b = u.indexOf('\\'); b >= 0 && b + 1 < u.length; b = u.indexOf('\\', i)) {
    const c = u[b + 1]!;
    if (c === '\n') {
      out.push(u.slice(i, b + 1));
      i = b + 1;
      continue;
    }
    out.push(
      u.slice(i, b),
      c === 'n' || c === 'N' ? '\n' : c === 't' || c === 'T' ? '\t' : PLAIN_ESCAPES.has(c) ? c : '',
    );
    i = b + 2;
  }
  out.push(u.slice(i));
  return out.join('');
}

/** One piece of text as aresource.py's process_string reads it: [text, strip at start, strip at end]. */
function processString(content: string, state: QuoteState): [string, boolean, boolean] {
  if (!content) return ['', false, false];
  const stripped: string[] = [];
  let cleanupStart = false;
  let cleanupEnd = false;
  quotedParts(content).forEach((part, i) => {
    let p = part;
    if (p.startsWith('"')) {
      p = p.slice(1);
      state.inside = !state.inside;
    }
    const strip = !state.inside;
    if (p.endsWith('"') && !p.endsWith('\\"')) {
      p = p.slice(0, -1);
      state.inside = !state.inside;
    }
    if (strip) p = p.replace(/\s+/g, ' ');
    if (i === 0) cleanupStart = strip;
    cleanupEnd = strip && !state.inside;
    stripped.push(p);
  });
  const text = stripped.join('');
  const decoded = unescape(text);
  if (text && decoded && text[0] !== decoded[0]) cleanupStart = false;
  if (text && decoded && text[text.length - 1] !== decoded[decoded.length - 1]) cleanupEnd = false;
  return [decoded, cleanupStart, cleanupEnd];
}

/** A value as Weblate reads it (aresource.py get_xml_text_value). */
function valueOf(source: string, el: XmlElement): string {
  const state: QuoteState = { inside: false };
  const texts = el.children.filter((c): c is XmlText => c.kind === 'text');
  if (texts.length === el.children.length) {
    const raw = texts.map((c) => c.text).join('');
    const [text, start, end] = processString(raw, state);
    return end ? (start ? text.trim() : text.trimEnd()) : start ? text.trimStart() : text;
  }
  // Weblate 2026.10.1 (translate-toolkit 3.16) reads a value that is only CDATA as its text; 5.10.4 kept the
  // CDATA markers. The newest is followed here: on 5.10.4 such a string reads as changed on the server, which
  // every suggested option leaves alone (checks-uploadFormats.ts records the difference).
  if (el.children.length > 0 && el.children.every((c) => c.kind === 'cdata')) {
    const cdata = el.children.map((c) => (c as XmlText).text).join('');
    if (hasMarkupTag(cdata)) return unescape(cdata);
    const [text, start, end] = processString(cdata, state);
    return end ? (start ? text.trim() : text.trimEnd()) : start ? text.trimStart() : text;
  }
  return mixedValue(source, el, state);
}

const isNameStart = (c: string | undefined) => c !== undefined && /[A-Za-z_:]/.test(c);

/** Whether `s` holds something shaped like a tag (`<b>`, `</a>`, `<br/>`, `<a href="x">`): one forward scan. */
function hasMarkupTag(s: string): boolean {
  // Both searches only move forward: a string of many < and no > stays linear.
  let gt = s.indexOf('>');
  for (let lt = s.indexOf('<'); lt >= 0 && gt >= 0;) {
    if (gt <= lt) {
      gt = s.indexOf('>', lt + 1);
      continue;
    }
    const next = s.indexOf('<', lt + 1);
    if (isNameStart(s[s[lt + 1] === '/' ? lt + 2 : lt + 1]) && (next < 0 || gt < next)) return true;
    lt = next;
  }
  return false;
}

/** A value with markup or CDATA: markup and CDATA as written, text pieces (entities undecoded) processed. */
function mixedValue(source: string, el: XmlElement, state: QuoteState): string {
  const out: string[] = [];
  let cleanupEnd = false;
  // Explicit stack of what is left to write: nodes, and the end tags of elements already opened.
  const todo: Array<XmlNode | string> = [...el.children].reverse();
  while (todo.length > 0) {
    const next = todo.pop()!;
    if (typeof next === 'string') {
      out.push(next);
      cleanupEnd = false;
    } else if (next.kind === 'cdata') {
      out.push(source.slice(next.start, next.end));
      cleanupEnd = false;
    } else if (next.kind !== 'element') {
      const [text, start, end] = processString(source.slice(next.start, next.end), state);
      out.push(start && out.length === 0 ? text.trimStart() : text);
      cleanupEnd = end;
    } else {
      out.push(source.slice(next.start, next.openEnd));
      if (next.openEnd === next.end) continue;
      const last = next.children[next.children.length - 1];
      todo.push(source.slice(last ? last.end : next.openEnd, next.end));
      for (let i = next.children.length - 1; i >= 0; i--) todo.push(next.children[i]!);
      cleanupEnd = false;
    }
  }
  if (cleanupEnd && out.length > 0) out[out.length - 1] = out[out.length - 1]!.trimEnd();
  return out.join('');
}

function stringsOf(source: string): AndroidString[] {
  const bom = bomOf(source);
  const text = source.slice(bom.length);
  const root = parseXml(text);
  if (root.name !== 'resources') throw new SyntaxError(`the root element is <${root.name}>, not <resources>`);
  const out: AndroidString[] = [];
  for (const el of elements(root)) {
    const key = el.attrs.get('name');
    if (!key || el.attrs.get('translatable') === 'false') continue;
    if (el.name === 'string') out.push({ element: el, string: { key, forms: [valueOf(text, el)] } });
    else if (el.name === 'plurals') {
      const items = new Map(elements(el, 'item').map((i) => [i.attrs.get('quantity') ?? '', i] as const));
      const forms = QUANTITIES.filter((q) => items.has(q)).map((q) => valueOf(text, items.get(q)!));
      out.push({ element: el, string: { key, forms: forms.length > 0 ? forms : [''] } });
    }
  }
  return out;
}

/** The file's strings. Throws XmlSyntaxError (or a SyntaxError for another root) on a file not read so. */
export function androidFileStrings(text: string): FileString[] {
  return stringsOf(text).map((s) => s.string);
}

/** The file with only the <string>s and <plurals> of `keys`, everything else byte for byte. */
export const androidSubset = (text: string, keys: ReadonlySet<string>) =>
  keepOnly(
    text,
    stringsOf(text).map((s) => ({ key: s.string.key, element: s.element })),
    keys,
  );

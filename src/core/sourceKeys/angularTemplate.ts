// A linear reader of Angular templates into the nodes Angular's i18n reads: elements with their attributes,
// text with `{{ }}` interpolations, ICU expressions (`{count, plural, =0 {…} other {…}}`) and control-flow
// blocks (`@if (…) {…}`). One pass with an explicit stack: every character is read a bounded number of
// times, and nesting depth costs heap, not call stack. Markup Angular would reject is read as best it can
// (an unclosed element ends at the end of the text); such a template does not compile, so no id is wrong.
import { decodeJsxEntities } from './jsxEntities';

/** HTML entities as Angular decodes them; `&ngsp;` is Angular's own, a space kept by its whitespace removal. */
const decodeEntities = (raw: string) =>
  decodeJsxEntities((raw.includes('&ngsp;') ? raw.replace(/&ngsp;/g, ' ') : raw).replace(/\r\n?/g, '\n'));

export interface TplText {
  kind: 'text';
  /** The text with entities decoded; interpolations are their own parts. */
  parts: (string | { expression: string })[];
  start: number;
  end: number;
}
export interface TplAttribute {
  name: string;
  value: string;
  /** The raw value between its quotes (offsets in the template). */
  valueStart: number;
  valueEnd: number;
}
export interface TplElement {
  kind: 'element';
  name: string;
  attrs: TplAttribute[];
  children: TplNode[];
  /** The end of the start tag and the start of the close tag: the content's span. */
  contentStart: number;
  contentEnd: number;
}
export interface TplIcu {
  kind: 'icu';
  switchValue: string;
  type: string;
  cases: { value: string; children: TplNode[] }[];
  start: number;
  end: number;
}
export interface TplBlock {
  kind: 'block';
  name: string;
  parameters: string[];
  children: TplNode[];
}
export type TplNode = TplText | TplElement | TplIcu | TplBlock;

type Open =
  | { kind: 'root'; children: TplNode[] }
  | { kind: 'element'; node: TplElement; children: TplNode[] }
  | { kind: 'case'; icu: TplIcu; children: TplNode[] }
  | { kind: 'block'; node: TplBlock; children: TplNode[] };

/** HTML's void elements, as Angular's tag definitions list them (no close tag; one placeholder in a message). */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'base',
  'meta',
  'area',
  'embed',
  'link',
  'img',
  'input',
  'param',
  'hr',
  'br',
  'source',
  'track',
  'wbr',
  'col',
]);
const MAX_CLOSE_LOOK = 64;
/** Deeper than any real template: what opens below is read as text (a deep graph costs the collector). */
const MAX_NESTING = 500;
const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
const isNameChar = (c: string | undefined) => c !== undefined && !isSpace(c) && !'/>="\'<'.includes(c);

export function parseTemplate(text: string): TplNode[] {
  const root: Open = { kind: 'root', children: [] };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1]!;
  let i = 0;
  let textStart = -1;
  let parts: TplText['parts'] = [];
  // The plain text read since the last special character: text.slice(pieceFrom, i), cut once.
  let pieceFrom = -1;
  const flushPiece = (end: number) => {
    if (pieceFrom >= 0 && end > pieceFrom) parts.push(decodeEntities(text.slice(pieceFrom, end)));
    pieceFrom = -1;
  };
  const flushText = (end: number) => {
    flushPiece(end);
    if (textStart >= 0 && parts.length > 0) top().children.push({ kind: 'text', parts, start: textStart, end });
    textStart = -1;
    parts = [];
  };
  const inText = () => {
    if (textStart < 0) textStart = i;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '<' && text.startsWith('<!--', i)) {
      flushText(i);
      const end = text.indexOf('-->', i + 4);
      i = end < 0 ? text.length : end + 3;
    } else if (c === '<' && text[i + 1] === '/' && isNameChar(text[i + 2])) {
      flushText(i);
      const close = text.indexOf('>', i);
      const name = text.slice(i + 2, close < 0 ? text.length : close).trim();
      closeElement(stack, name, i);
      i = close < 0 ? text.length : close + 1;
    } else if (c === '<' && /[A-Za-z]/.test(text[i + 1] ?? '') && stack.length < MAX_NESTING) {
      flushText(i);
      i = openTag(text, i, stack);
    } else if (c === '{' && text[i + 1] === '{') {
      inText();
      flushPiece(i);
      const end = interpolationEnd(text, i + 2);
      parts.push({ expression: text.slice(i + 2, end) });
      i = Math.min(text.length, end + 2);
    } else if (c === '{' && stack.length < MAX_NESTING) {
      flushText(i);
      i = openIcu(text, i, stack);
    } else if (c === '}' && (top().kind === 'case' || top().kind === 'block')) {
      flushText(i);
      i = closeBraced(text, i, stack);
    } else if (c === '@' && /[a-z]/.test(text[i + 1] ?? '') && stack.length < MAX_NESTING) {
      flushText(i);
      i = openBlock(text, i, stack);
    } else {
      inText();
      if (pieceFrom < 0) pieceFrom = i;
      i++;
    }
  }
  flushText(i);
  return root.children;
}

/** The `}}` ending an interpolation, quotes inside it skipped; the text's end when there is none. */
function interpolationEnd(text: string, i: number): number {
  let quote = '';
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('}}', i);
      return end < 0 ? text.length : end;
    } else if (c === '}' && text[i + 1] === '}') return i;
  }
  return text.length;
}

function openTag(text: string, i: number, stack: Open[]): number {
  let p = i + 1;
  while (isNameChar(text[p])) p++;
  const name = text.slice(i + 1, p);
  const attrs: TplAttribute[] = [];
  for (;;) {
    while (isSpace(text[p])) p++;
    if (p >= text.length || text[p] === '>' || text.startsWith('/>', p)) break;
    const nameStart = p;
    while (isNameChar(text[p])) p++;
    if (p === nameStart) {
      p++; // a stray character (`"`): skipped as Angular's lexer would report it
      continue;
    }
    const attrName = text.slice(nameStart, p);
    let q = p;
    while (isSpace(text[q])) q++;
    if (text[q] !== '=') {
      attrs.push({ name: attrName, value: '', valueStart: p, valueEnd: p });
      continue;
    }
    q++;
    while (isSpace(text[q])) q++;
    const quote = text[q] === '"' || text[q] === "'" ? text[q]! : '';
    const valueStart = quote ? q + 1 : q;
    let valueEnd = valueStart;
    if (quote) {
      const close = text.indexOf(quote, valueStart);
      valueEnd = close < 0 ? text.length : close;
      p = Math.min(text.length, valueEnd + 1);
    } else {
      while (valueEnd < text.length && !isSpace(text[valueEnd]) && text[valueEnd] !== '>') valueEnd++;
      p = valueEnd;
    }
    attrs.push({ name: attrName, value: decodeEntities(text.slice(valueStart, valueEnd)), valueStart, valueEnd });
  }
  const selfClosing = text.startsWith('/>', p);
  const end = Math.min(text.length, p + (selfClosing ? 2 : 1));
  const node: TplElement = { kind: 'element', name, attrs, children: [], contentStart: end, contentEnd: end };
  stack[stack.length - 1]!.children.push(node);
  if (!selfClosing && !VOID_ELEMENTS.has(name.toLowerCase()))
    stack.push({ kind: 'element', node, children: node.children });
  return end;
}

/** Closes the innermost open element named `name` (and what is open inside it); a stray close tag is ignored. */
function closeElement(stack: Open[], name: string, at: number): void {
  // Angular looks through every open element; a bounded look keeps `<a><a>…</b></b>…` linear.
  for (let k = stack.length - 1; k > 0 && k >= stack.length - MAX_CLOSE_LOOK; k--) {
    const open = stack[k]!;
    if (open.kind !== 'element') return; // never across an ICU case or a block
    if (open.node.name === name) {
      open.node.contentEnd = at;
      stack.length = k;
      return;
    }
  }
}

/** `{switch, type, value {…} …}`: reads up to the first case's `{` and opens it. */
function openIcu(text: string, i: number, stack: Open[]): number {
  // Up to the next brace only (so a text of many `{` stays linear): two commas, then the first case's `{`.
  const commas: number[] = [];
  let p = i + 1;
  while (p < text.length && text[p] !== '{' && text[p] !== '}') {
    if (text[p] === ',' && commas.length < 2) commas.push(p);
    p++;
  }
  if (text[p] !== '{' || commas.length < 2) {
    stack[stack.length - 1]!.children.push({ kind: 'text', parts: ['{'], start: i, end: i + 1 });
    return i + 1;
  }
  const icu: TplIcu = {
    kind: 'icu',
    switchValue: text.slice(i + 1, commas[0]).trim(),
    type: text.slice(commas[0]! + 1, commas[1]).trim(),
    cases: [],
    start: i,
    end: i,
  };
  stack[stack.length - 1]!.children.push(icu);
  return openCase(text, commas[1]! + 1, icu, stack);
}

/** The next `{` or `}` at or after `p` (the text's length when none). */
function nextBrace(text: string, p: number): number {
  while (p < text.length && text[p] !== '{' && text[p] !== '}') p++;
  return p;
}

function openCase(text: string, p: number, icu: TplIcu, stack: Open[]): number {
  const at = nextBrace(text, p);
  if (text[at] !== '{') {
    icu.end = Math.min(text.length, at + 1);
    return icu.end;
  }
  const kase = { value: text.slice(p, at).trim(), children: [] as TplNode[] };
  icu.cases.push(kase);
  stack.push({ kind: 'case', icu, children: kase.children });
  // Angular's lexer skips the whitespace that opens a case.
  let next = at + 1;
  while (isSpace(text[next])) next++;
  return next;
}

/** A `}` ending an ICU case (then the next case, or the ICU's own `}`) or a block. */
function closeBraced(text: string, i: number, stack: Open[]): number {
  const open = stack.pop()!;
  if (open.kind === 'case') return openCase(text, i + 1, open.icu, stack);
  return i + 1;
}

/** `@name (params; …) {`: a control-flow block; `@` not followed by a block is text. */
function openBlock(text: string, i: number, stack: Open[]): number {
  let p = i + 1;
  while (p < text.length && /[a-z ]/.test(text[p]!) && text[p] !== '(' && text[p] !== '{') p++;
  const name = text
    .slice(i + 1, p)
    .trim()
    .replace(/ +/g, ' ');
  const parameters: string[] = [];
  if (text[p] === '(') {
    const close = text.indexOf(')', p);
    if (close < 0) return text.length;
    for (const param of text.slice(p + 1, close).split(';')) if (param.trim()) parameters.push(param.trim());
    p = close + 1;
  }
  while (isSpace(text[p])) p++;
  if (text[p] !== '{') {
    stack[stack.length - 1]!.children.push({ kind: 'text', parts: [text.slice(i, p)], start: i, end: p });
    return p;
  }
  const node: TplBlock = { kind: 'block', name, parameters, children: [] };
  stack[stack.length - 1]!.children.push(node);
  stack.push({ kind: 'block', node, children: node.children });
  return p + 1;
}

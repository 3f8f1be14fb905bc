// Swift's string literals, read as the compiler reads them (The Swift Programming Language, "Strings and
// Characters" and the lexical reference's "String Literals"):
//   "…"            one line; escapes \0 \\ \t \n \r \" \' \u{1–8 hex digits}; \( … ) interpolates
//   """…"""        content from the line after the opening delimiter to the line before the closing one;
//                  the whitespace before the closing delimiter is taken off every line; `\` at a line's end
//                  joins it to the next; line breaks are \n whatever the file uses
//   #"…"#, ##"…"## extended delimiters: the literal ends at `"` plus as many `#`; an escape is `\` plus as
//                  many `#` (`\#n`, `\#(x)`), any other backslash is itself; the same with `#"""…"""#`
// A literal with an interpolation has no static value (`dynamic`): the compiler's key depends on the values'
// types. Each character is read a bounded number of times (a run of `#` or of quotes included): linear.

export interface SwiftLiteral {
  /** The value, escapes resolved and indentation taken off; undefined when `dynamic`. */
  value?: string;
  /** It interpolates (`\(x)`, or `\#(x)` with one `#`). */
  dynamic?: true;
  /** Offset of the content (after the opening delimiter) and of the closing delimiter. */
  start: number;
  end: number;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', '"': '"', "'": "'", '\\': '\\' };
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/** How many `#` follow `at`, counting at most `max`. */
function hashesAt(text: string, at: number, max: number): number {
  let n = 0;
  while (n < max && text[at + n] === '#') n++;
  return n;
}

/**
 * Where the `\( … )` opening at `open` (its `(`) closes, nested parentheses and one-line strings in it
 * skipped; when it does not close, `-` where the reading ended (the scan resumes there: read once).
 */
function interpolationEnd(text: string, open: number, multiline: boolean): number {
  let depth = 0;
  let i = open;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' && !multiline) return -i;
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
    else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      if (text[i] !== '"') return -Math.min(i, text.length);
    }
  }
  return -text.length;
}

interface Content {
  /** The content as written, up to the closing delimiter, or why there is none. */
  close?: number;
  dynamic?: true;
  stop: number;
}

/**
 * Finds the closing delimiter of the content starting at `from` (`hashes` `#`, three quotes when
 * `multiline`): escapes are stepped over, an interpolation is skipped whole and makes it `dynamic`.
 */
function findClose(text: string, from: number, hashes: number, multiline: boolean): Content {
  const quote = multiline ? '"""' : '"';
  let dynamic: true | undefined;
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if ((c === '\n' || c === '\r') && !multiline) return { stop: i };
    if (c === '"' && text.startsWith(quote, i)) {
      const n = hashesAt(text, i + quote.length, hashes);
      if (n === hashes) return { close: i, ...(dynamic ? { dynamic } : {}), stop: i + quote.length + hashes };
      i++; // a quote that is itself: the `#` after it, fewer than the delimiter's, are read as text next
      continue;
    }
    if (c !== '\\') {
      i++;
      continue;
    }
    const n = hashesAt(text, i + 1, hashes);
    if (n < hashes) {
      i += 1 + n; // a backslash that is itself in a raw literal
      continue;
    }
    const at = i + 1 + n;
    if (text[at] === '(') {
      const end = interpolationEnd(text, at, multiline);
      if (end <= 0) return { stop: Math.max(at + 1, -end) };
      dynamic = true;
      i = end;
    } else i = at + 1; // the escape's character (its validity is checked when the value is built)
  }
  return { stop: text.length };
}

/** `raw` (the content as written, indentation taken off) with its escapes resolved; undefined if one is invalid. */
function unescape(raw: string, hashes: number, multiline: boolean): string | undefined {
  let out = '';
  let from = 0;
  for (let i = raw.indexOf('\\'); i >= 0; i = raw.indexOf('\\', from)) {
    const n = hashesAt(raw, i + 1, hashes);
    if (n < hashes) {
      i += 1 + n;
      out += raw.slice(from, i);
      from = i;
      continue;
    }
    out += raw.slice(from, i);
    let at = i + 1 + n;
    const e = raw[at];
    if (e === 'u' && raw[at + 1] === '{') {
      const close = raw.slice(at + 2, at + 11).indexOf('}') + at + 2; // at most 8 digits: never a long search
      const hex = close > at + 2 ? raw.slice(at + 2, close) : '';
      const code = /^[0-9a-fA-F]{1,8}$/.test(hex) ? parseInt(hex, 16) : -1;
      if (code < 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
      out += String.fromCodePoint(code);
      from = close + 1;
    } else if (e !== undefined && e in ESCAPES) {
      out += ESCAPES[e];
      from = at + 1;
    } else if (multiline) {
      while (isBlank(raw[at])) at++; // `\` (then blanks) at a line's end joins the lines
      if (raw[at] !== '\n') return undefined;
      from = at + 1;
    } else return undefined;
  }
  return out + raw.slice(from);
}

/** A multi-line literal's content (`from` after the opening delimiter, `close` at the closing one), dedented. */
function dedent(text: string, from: number, close: number): string | undefined {
  let first = from;
  while (isBlank(text[first])) first++;
  if (text[first] === '\r') first++;
  if (text[first] !== '\n') return undefined; // text on the opening delimiter's line
  const lastBreak = text.lastIndexOf('\n', close - 1);
  if (lastBreak <= first) return lastBreak === first ? '' : undefined;
  const indent = text.slice(lastBreak + 1, close);
  if (!/^[ \t]*$/.test(indent)) return undefined; // text before the closing delimiter on its line
  const lines = text.slice(first + 1, lastBreak).split('\n');
  const out: string[] = [];
  for (const written of lines) {
    const line = written.endsWith('\r') ? written.slice(0, -1) : written;
    if (line.startsWith(indent)) out.push(line.slice(indent.length));
    else if (/^[ \t]*$/.test(line)) out.push('');
    else return undefined; // less indented than the closing delimiter: the compiler refuses it
  }
  return out.join('\n');
}

/**
 * The Swift string literal opening at `at` (its first `#` or `"`), or none: no literal there, unclosed, or
 * one the compiler refuses. `stop` is where reading ended: a scan resumes there, so nothing is read twice.
 */
export function readSwiftLiteral(text: string, at: number): { literal?: SwiftLiteral; stop: number } {
  let hashes = 0;
  while (text[at + hashes] === '#') hashes++;
  const open = at + hashes;
  if (text[open] !== '"') return { stop: Math.max(open, at + 1) };
  const multiline = text.startsWith('"""', open);
  const start = open + (multiline ? 3 : 1);
  const found = findClose(text, start, hashes, multiline);
  if (found.close === undefined) return { stop: found.stop };
  const literal: SwiftLiteral = { start, end: found.close };
  if (found.dynamic) return { literal: { ...literal, dynamic: true }, stop: found.stop };
  const raw = multiline ? dedent(text, start, found.close) : text.slice(start, found.close);
  const value = raw === undefined ? undefined : unescape(raw, hashes, multiline);
  return value === undefined ? { stop: found.stop } : { literal: { ...literal, value }, stop: found.stop };
}

/** Where the Swift literal opening at `at` ends (for a pass that skips literals), at least one past `at`. */
export const swiftLiteralEnd = (text: string, at: number): number => Math.max(at + 1, readSwiftLiteral(text, at).stop);

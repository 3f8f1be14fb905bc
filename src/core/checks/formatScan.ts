// Helpers for the format string scanners (formatTokens.ts): Python's character classes and an index of
// the next occurrence that answers each question in amortised constant time, so that a scanner which asks
// "where is the next `)`?" at every `%(` of a hostile text stays linear where Python's `[^)]+\)` is not.

const UNICODE_DIGIT = /\p{Nd}/u;

/** Python's `\d` on str: any decimal digit (ASCII first, as almost every text has only those). */
export function isDigit(c: string | undefined): boolean {
  if (c === undefined) return false;
  if (c >= '0' && c <= '9') return true;
  return c > '\x7f' && UNICODE_DIGIT.test(c);
}

export const isAsciiLetter = (c: string | undefined) =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

/** Python's str.isspace / `\s` (Py_UNICODE_ISSPACE). */
export function isPythonSpace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    (c >= 0x1c && c <= 0x20) ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

export const isSpaceChar = (c: string | undefined) => c !== undefined && isPythonSpace(c.charCodeAt(0));

/** Python's `re.sub(r"\s+", "", text)`. */
export function withoutSpaces(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) if (!isPythonSpace(text.charCodeAt(i))) out += text[i];
  return out;
}

/** The end of the run of characters from `start` that pass `test`. */
export function runEnd(text: string, start: number, test: (c: string) => boolean): number {
  let i = start;
  while (i < text.length && test(text[i]!)) i += 1;
  return i;
}

/**
 * The next index at or after a position where `test` holds, for positions asked in any order: each answer
 * is kept, and a later question that falls between the position asked and its answer reuses it, so a
 * scanner asking at growing positions walks the text once.
 */
export class NextIndex {
  private from = Number.POSITIVE_INFINITY;
  private found = -1;

  constructor(
    private readonly text: string,
    private readonly test: (text: string, i: number) => boolean,
  ) {}

  at(position: number): number {
    if (position >= this.from && (this.found === -1 || position <= this.found)) return this.found;
    let i = position;
    while (i < this.text.length && !this.test(this.text, i)) i += 1;
    this.from = position;
    this.found = i < this.text.length ? i : -1;
    return this.found;
  }
}

/** A NextIndex of one character. */
export const nextChar = (text: string, c: string) => new NextIndex(text, (t, i) => t[i] === c);

/** A NextIndex of a two-character sequence. */
export const nextPair = (text: string, pair: string) =>
  new NextIndex(text, (t, i) => t[i] === pair[0] && t[i + 1] === pair[1]);

/** One format string found in a text: where it starts and ends, and the token its check compares. */
export interface TokenSpan {
  start: number;
  end: number;
  token: string;
}

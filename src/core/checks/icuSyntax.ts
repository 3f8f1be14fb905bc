// The pieces of ICU MessageFormat that icuParser.ts reads with (pyicumessageformat 1.0.0's constants and
// character classes, the same package in Weblate 5.10.4 and 2026.10.1): the tree of arguments it builds (no literal text: the check never reads it), its errors, and
// where a tag prefix occurs, found once for the whole text so that no `<` rereads it.

export interface IcuToken {
  name: string;
  /** The argument type (`number`, `plural`, `select`…); undefined for `{name}` and for tags. */
  type?: string;
  tag?: boolean;
  hash?: boolean;
  /** Sub-messages by selector, in the order first written (a repeated selector keeps its place). */
  options?: Map<string, IcuToken[]>;
  /** A tag's arguments inside it. */
  contents?: IcuToken[];
  /** A tag with nothing inside (`<br/>`, `<b></b>`): neither text nor arguments. */
  empty?: boolean;
}

export interface IcuOptions {
  allowTags: boolean;
  strictTags: boolean;
  tagPrefix?: string;
}

/** pyicumessageformat's SyntaxError: `message` undefined where Python raised one without text. */
export class IcuSyntaxError extends Error {
  constructor(readonly detail: string | undefined) {
    super(detail ?? 'unknown error');
  }
}

/** What Weblate's code would do cannot be told here (a RecursionError, or a ValueError Weblate does not catch). */
export class IcuNotJudged extends Error {}

export const MAX_DEPTH = 50;
export const MAX_TAG_DEPTH = 50;
export const SUBNUMERIC = new Set(['plural', 'selectordinal']);
export const SUBMESSAGE = new Set(['plural', 'selectordinal', 'select']);
export const SPACES = new Set([0x20, 0x85, 0xa0, 0x180e, 0x2028, 0x2029, 0x202f, 0x205f, 0x2060, 0x3000, 0xfeff]);
export const NAME_STOPS = new Set(['{', '}', ',', '#', "'"]);
export const TAG_STOPS = new Set(['<', '/', '>']);
export const OFFSET = 'offset:';

export function isSpace(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.codePointAt(0)!;
  return SPACES.has(code) || (code >= 0x09 && code <= 0x0d) || (code >= 0x2000 && code <= 0x200d);
}
export const isAlpha = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
export const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The positions of `text` where `word` starts (Knuth–Morris–Pratt, linear in both). */
export function occurrences(text: string[], word: string[]): Set<number> {
  const fail = new Array<number>(word.length).fill(0);
  for (let i = 1, k = 0; i < word.length; i++) {
    while (k > 0 && word[i] !== word[k]) k = fail[k - 1]!;
    if (word[i] === word[k]) k += 1;
    fail[i] = k;
  }
  const found = new Set<number>();
  for (let i = 0, k = 0; i < text.length; i++) {
    while (k > 0 && text[i] !== word[k]) k = fail[k - 1]!;
    if (text[i] === word[k]) k += 1;
    if (k === word.length) {
      found.add(i - word.length + 1);
      k = fail[k - 1]!;
    }
  }
  return found;
}

/** Where the parser stands in the message, read as Python reads a str: by code points. */
export class IcuCursor {
  protected readonly msg: string[];
  protected readonly length: number;
  protected i = 0;

  constructor(input: string) {
    this.msg = Array.from(input);
    this.length = this.msg.length;
  }

  protected at(i: number): string | undefined {
    return i < this.length ? this.msg[i] : undefined;
  }
  protected pair(i: number, two: string): boolean {
    return this.msg[i] === two[0] && this.msg[i + 1] === two[1];
  }
  protected found(i: number): string {
    return i < this.length ? this.msg[i]! : '<EOF>';
  }
  protected expected(what: string, found = this.found(this.i), index = this.i): IcuSyntaxError {
    return new IcuSyntaxError(`Expected ${what} at position ${index} but found "${found || '<EOF>'}"`);
  }
  protected unexpected(what: string, index: number): IcuSyntaxError {
    return new IcuSyntaxError(`Unexpected "${what}" at position ${index}`);
  }

  protected skipSpace(): string {
    const start = this.i;
    while (this.i < this.length && isSpace(this.msg[this.i])) this.i += 1;
    return this.msg.slice(start, this.i).join('');
  }

  protected name(isTag: boolean): string {
    const start = this.i;
    while (this.i < this.length) {
      const c = this.msg[this.i]!;
      if (NAME_STOPS.has(c) || isSpace(c) || (isTag && TAG_STOPS.has(c))) break;
      this.i += 1;
    }
    return this.msg.slice(start, this.i).join('');
  }
}

// The printf-like format strings of weblate/checks/format.py and ruby.py, found as Python's `finditer`
// finds them: C_PRINTF_MATCH (c-, perl-, javascript-, lua-format), PHP_PRINTF_MATCH, PYTHON_PRINTF_MATCH,
// JAVA_MATCH (java-printf-format) and RUBY_FORMAT_MATCH. Each token is what Weblate extracts (group 1: the
// text after `%`). The regular expressions are not run: each is matched by hand at every `%`, taking the
// branch Python's backtracking would take, in time proportional to the token. The only part of them that
// could scan far (`\((?P<key>[^)]+)\)`, `<[^> ]+>`, `\{[^} ]+\}`) asks a NextIndex, so a text of `%(`
// repeated stays linear.
import { NextIndex, isAsciiLetter, isDigit, isSpaceChar, nextChar, runEnd, type TokenSpan } from './formatScan';

export type PrintfFamily = 'c' | 'php' | 'python' | 'java' | 'ruby';

const FLAGS: Record<'c' | 'php' | 'python', string> = { c: " +#'-", php: ' +#-', python: ' +#-' };
const LENGTHS = ['hh', 'h', 'l', 'll'];
const isType = (c: string | undefined) => c === '%' || isAsciiLetter(c);

/** One predicate per set of flag characters, made once (a scanner calls it at every `%`). */
const flagTests = new Map<string, (c: string) => boolean>();
function flagTest(flags: string): (c: string) => boolean {
  let test = flagTests.get(flags);
  if (!test) flagTests.set(flags, (test = (c) => flags.includes(c)));
  return test;
}

/** `[flags]*(?:\d+)?(?:\.\d+)?` from `p`: where it ends (each part greedy; backtracking cannot help). */
function widthAndPrecision(text: string, p: number, flags: string): number {
  let i = runEnd(text, p, flagTest(flags));
  i = runEnd(text, i, isDigit);
  if (text[i] === '.' && isDigit(text[i + 1])) i = runEnd(text, i + 1, isDigit);
  return i;
}

/** `(hh|h|l|ll)?(?P<type>[a-zA-Z%])` at `p`, alternatives in Python's order: the end, or -1. */
function lengthAndType(text: string, p: number): number {
  for (const length of LENGTHS)
    if (text.startsWith(length, p) && isType(text[p + length.length])) return p + length.length + 1;
  return isType(text[p]) ? p + 1 : -1;
}

/** `(?:(?P<ord>\d+)\$)?` at `p`: the position after it (p when there is none). */
function order(text: string, p: number): number {
  const digits = runEnd(text, p, isDigit);
  return digits > p && text[digits] === '$' ? digits + 1 : p;
}

/** C, PHP and Python: `%` then an optional order or key, then a full specifier or nothing. */
function cLike(text: string, percent: number, family: 'c' | 'php' | 'python', closing: NextIndex): number {
  let p = percent + 1;
  if (family === 'python') {
    if (text[p] === '(') {
      const close = closing.at(p + 1);
      if (close > p + 1) p = close + 1;
    }
  } else p = order(text, p);
  const full = lengthAndType(text, widthAndPrecision(text, p, FLAGS[family]));
  return full >= 0 ? full : p; // `|)`: an incomplete format string matches what came before it
}

/** Java: `%(?!\s)(?:\d+\$)?[-.#+0,(]*(?:\d+)?(?:\.\d+)?` then `[tT][A-Za-z]`, a letter or `%`. */
function java(text: string, percent: number): number {
  const p = percent + 1;
  if (p >= text.length || isSpaceChar(text[p])) return -1;
  // The flags include `0` and `.`, so the run of flags, digits and dots is matched as a whole: it must be
  // flags, then digits, then an optional `.digits` (a letter or `%` cannot be in the run, so the type must
  // follow the whole run). Without the order, the digits would stop at `$`: no other reading matches.
  const start = order(text, p);
  const run = runEnd(text, start, isJavaRun);
  const k = runEnd(text, start, isJavaFlag);
  if (k < run && !digitsThenPrecision(text, k, run)) return -1;
  const c = text[run];
  if (c === '%') return run + 1;
  if (!isAsciiLetter(c)) return -1;
  return (c === 't' || c === 'T') && isAsciiLetter(text[run + 1]) ? run + 2 : run + 1;
}

const JAVA_FLAGS = '-.#+0,(';
const isJavaFlag = (c: string) => JAVA_FLAGS.includes(c);
const isJavaRun = (c: string) => JAVA_FLAGS.includes(c) || isDigit(c);

/** Whether text[from, to) is `\d*(?:\.\d+)?`. */
function digitsThenPrecision(text: string, from: number, to: number): boolean {
  const digits = runEnd(text, from, isDigit);
  if (digits >= to) return true;
  return text[digits] === '.' && digits + 1 < to && runEnd(text, digits + 1, isDigit) >= to;
}

/** Ruby's classic printf at `start`: `[ +#*-]*(?:\d+)?(?:\.\d+)?[a-zA-Z%]`, its end or -1. */
function rubyClassic(text: string, start: number): number {
  const end = widthAndPrecision(text, start, RUBY_FLAGS);
  return isType(text[end]) ? end + 1 : -1;
}

const RUBY_FLAGS = ' +#*-';

/** Ruby: classic printf (`%1$s`, `%-5d`) or template style (`%<name>s`, `%{name}`); no incomplete form. */
function ruby(text: string, percent: number, stops: { angle: NextIndex; brace: NextIndex }): number {
  const p = percent + 1;
  const ordered = order(text, p);
  const first = rubyClassic(text, ordered);
  if (first >= 0) return first;
  // Without its order the digits stop at `$`, so the classic form cannot match there either.
  const q = widthAndPrecision(text, p, RUBY_FLAGS);
  if (text[q] === '<') {
    const close = stops.angle.at(q + 1);
    if (close > q + 1 && text[close] === '>' && isAsciiLetter(text[close + 1])) return close + 2;
  } else if (text[q] === '{') {
    const close = stops.brace.at(q + 1);
    if (close > q + 1 && text[close] === '}') return close + 1;
  }
  return -1;
}

/** The format strings of `text` as Weblate's `extract_matches` gives them (before normalisation). */
export function printfTokens(text: string, family: PrintfFamily): string[] {
  return printfSpans(text, family).map((s) => s.token);
}

/** Each format string of `text` with where it stands (`start` at its `%`, `end` after it). */
export function printfSpans(text: string, family: PrintfFamily): TokenSpan[] {
  const tokens: TokenSpan[] = [];
  const closing = nextChar(text, ')');
  const stops = {
    angle: new NextIndex(text, (t, i) => t[i] === '>' || t[i] === ' '),
    brace: new NextIndex(text, (t, i) => t[i] === '}' || t[i] === ' '),
  };
  let i = text.indexOf('%');
  while (i >= 0) {
    const end =
      family === 'java' ? java(text, i) : family === 'ruby' ? ruby(text, i, stops) : cLike(text, i, family, closing);
    if (end < 0) {
      i = text.indexOf('%', i + 1);
      continue;
    }
    const token = text.slice(i + 1, end);
    // BasePrintfCheck.cleanup_string: a `'` (the locale's grouping flag) is not part of the comparison.
    tokens.push({ start: i, end, token: family === 'ruby' ? token : token.replace(/'/g, '') });
    i = text.indexOf('%', end);
  }
  return tokens;
}

/** Which tokens are positional (compared in order) rather than named (compared as a multiset). */
export function printfIsPositional(token: string, family: PrintfFamily): boolean {
  if (family === 'python') return !token.includes('(') && token !== '{' && token !== '}';
  if (family === 'ruby') return token !== '%' && !/[$<{]/.test(token);
  return !token.includes('$') && token !== '%';
}

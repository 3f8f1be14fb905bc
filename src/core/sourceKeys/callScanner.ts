// A linear scanner for calls whose arguments are string literals: gettext's `_("…")`, `pgettext("ctx",
// "…")` in Python, C, PHP and JavaScript, and `$t('…')` in Vue templates. No regular expression runs on
// the file text: one pass, each character read a bounded number of times. A call whose arguments cannot be
// read resumes the pass where reading stopped (never back at the call), so `_("` repeated a million times
// stays linear. Comments and string literals outside calls are skipped in code; markup (a Vue template)
// has its calls inside attribute quotes, so there nothing is skipped.
import { MAX_USAGES, type Framework, type KeyUsage } from './types';

/** Which argument (0-based, string literals only) is the msgctxt and which the key. */
export interface CallSpec {
  key: number;
  context?: number;
}

export interface CallScanOptions {
  calls: ReadonlyMap<string, CallSpec>;
  framework: Framework;
  /** Which comments to skip: `#` lines too in Python and PHP; 'markup' skips nothing. */
  syntax: 'c' | 'python' | 'php' | 'js' | 'markup';
}

const isIdentStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
const isIdentPart = (c: number) => isIdentStart(c) || (c >= 48 && c <= 57);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0' };
/** The longest literal value kept (msgids are sentences, keys shorter still). */
const MAX_VALUE = 10_000;

interface Literal {
  value: string;
  /** Offset of the content (after the opening quote), its end (at the closing quote), and the literal's end. */
  start: number;
  contentEnd: number;
  end: number;
}

/**
 * The string literal at `i` (after an optional Python prefix), or undefined with `stop` set to where reading
 * ended. Only triple-quoted Python strings and JS template literals may cross a line.
 */
function readLiteral(text: string, i: number, syntax: CallScanOptions['syntax']): { literal?: Literal; stop: number } {
  let p = i;
  if (syntax === 'python') while (p < i + 2 && /[rRuUbBfF]/.test(text[p] ?? '')) p++;
  const q = text[p];
  if (q !== '"' && q !== "'" && !(q === '`' && (syntax === 'js' || syntax === 'markup'))) return { stop: i };
  const triple = syntax === 'python' && text.startsWith(q.repeat(3), p);
  const open = triple ? 3 : 1;
  const multiline = triple || q === '`';
  const raw = p > i && /[rR]/.test(text.slice(i, p));
  // The value is built from slices between escapes, not a character at a time, and only up to MAX_VALUE:
  // a longer literal is read to its end (to know where it ends) but is no key of a real catalog.
  let out = '';
  let j = p + open;
  const start = j;
  let piece = j;
  while (j < text.length) {
    const ch = text[j]!;
    if (ch === '\\' && !raw) {
      const next = text[j + 1] ?? '';
      if (out.length < MAX_VALUE) out += text.slice(piece, j) + unescape(next, q, syntax);
      j += 2;
      piece = j;
      continue;
    }
    if (ch === '\n' && !multiline) return { stop: j };
    if (q === '`' && ch === '$' && text[j + 1] === '{') return { stop: j }; // a computed key: not ours
    if (ch === q && (!triple || text.startsWith(q.repeat(3), j)))
      return {
        literal: {
          value: out.length < MAX_VALUE ? out + text.slice(piece, j) : out,
          start,
          contentEnd: j,
          end: j + open,
        },
        stop: j + open,
      };
    j++;
  }
  return { stop: j };
}

/**
 * What `\` + `next` stands for inside a literal quoted with `q`. PHP keeps the backslash of an escape it
 * does not know: in '…' only \' and \\ are escapes, in "…" \' is two characters (as xgettext reads it).
 */
function unescape(next: string, q: string, syntax: CallScanOptions['syntax']): string {
  if (syntax === 'php') {
    if (next === '\\' || next === q) return next;
    if (q === "'") return `\\${next}`;
    return ESCAPES[next] ?? PHP_ESCAPES[next] ?? `\\${next}`;
  }
  return ESCAPES[next] ?? next;
}

const PHP_ESCAPES: Record<string, string> = { $: '$', e: '\u001b', f: '\f', v: '\v' };

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Space and comments between a call's tokens (`_(  # note` then the literal on the next line). */
function skipGap(text: string, i: number, syntax: CallScanOptions['syntax']): number {
  for (;;) {
    i = skipSpace(text, i);
    const c = text[i];
    if (syntax === 'markup' || (c !== '/' && c !== '#')) return i;
    const after = skipTrivia(text, i, syntax); // a `#` outside Python and PHP, or a lone `/`, is none
    if (after === i) return i;
    i = after;
  }
}

/** What joins two literals into one string: nothing in C and Python, `.` in PHP, `+` in JavaScript. */
const JOINER: Partial<Record<CallScanOptions['syntax'], string>> = { php: '.', js: '+' };

/**
 * A string argument: one literal, or literals joined as each language joins them (`"a" "b"` in C and
 * Python, `'a' . 'b'` in PHP, `'a' + 'b'` in JavaScript), comments between. The span reported is the first
 * literal's. A literal joined with anything else (`'a' + name`) is read as xgettext reads it: up to there.
 */
function readArgument(text: string, i: number, syntax: CallScanOptions['syntax']): { literal?: Literal; stop: number } {
  const first = readLiteral(text, i, syntax);
  if (!first.literal || syntax === 'markup') return first;
  const joiner = JOINER[syntax];
  let value = first.literal.value;
  let end = first.literal.end;
  for (;;) {
    let p = skipGap(text, end, syntax);
    if (joiner !== undefined) {
      if (text[p] !== joiner) break;
      p = skipGap(text, p + 1, syntax);
    }
    const next = readLiteral(text, p, syntax);
    if (!next.literal) break;
    if (value.length < MAX_VALUE) value += next.literal.value;
    end = next.literal.end;
  }
  return { literal: { ...first.literal, value, end }, stop: end };
}

/** How far an argument the spec does not need (`$count`, `n + 1`) is read to find the comma after it. */
const MAX_SKIPPED_ARGUMENT = 500;

/**
 * The comma or `)` ending the expression at `i` (brackets balanced, literals and comments skipped), or -1
 * past MAX_SKIPPED_ARGUMENT characters: `_n( 'a', 'b', $n, 'ctx' )` has its context after a variable.
 */
function expressionEnd(text: string, i: number, syntax: CallScanOptions['syntax']): number {
  let depth = 0;
  const limit = Math.min(text.length, i + MAX_SKIPPED_ARGUMENT);
  while (i < limit) {
    const skipped = skipTrivia(text, i, syntax);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return c === ')' ? i : -1;
      depth--;
    } else if (c === ',' && depth === 0) return i;
    else if (c === ';') return -1;
    i++;
  }
  return -1;
}

/**
 * Reads the call's arguments from just after `(`, up to the last one the spec needs: the key and context
 * as literals (anything else there ends the reading), other arguments before them passed over.
 */
function readCall(
  text: string,
  i: number,
  spec: CallSpec,
  syntax: CallScanOptions['syntax'],
): { args: (Literal | undefined)[]; stop: number } {
  const need = Math.max(spec.key, spec.context ?? 0) + 1;
  const args: (Literal | undefined)[] = [];
  let p = i;
  while (args.length < need) {
    p = skipGap(text, p, syntax);
    // PHP and C allow a domain as a constant, Python a keyword: a non-literal key or context ends the reading.
    const arg = readArgument(text, p, syntax);
    const index = args.length;
    if (arg.literal) {
      args.push(arg.literal);
      p = skipGap(text, arg.literal.end, syntax);
    } else if (index !== spec.key && index !== spec.context) {
      const end = expressionEnd(text, p, syntax);
      if (end < 0) return { args, stop: p };
      args.push(undefined);
      p = end;
    } else return { args, stop: Math.max(arg.stop, p) };
    if (args.length < need) {
      if (text[p] !== ',') return { args, stop: p };
      p++;
    }
  }
  return { args, stop: p };
}

/** The end of the comment or string literal starting at `i`, or `i` when none starts there. */
function skipTrivia(text: string, i: number, syntax: CallScanOptions['syntax']): number {
  const c = text[i];
  if (syntax === 'markup') return i;
  if (c === '/' && text[i + 1] === '/') return lineEnd(text, i);
  if (c === '#' && (syntax === 'python' || syntax === 'php')) return lineEnd(text, i);
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (c === '"' || c === "'" || c === '`') {
    const read = readLiteral(text, i, syntax);
    return Math.max(read.literal?.end ?? read.stop, i + 1);
  }
  return i;
}

function lineEnd(text: string, i: number): number {
  const end = text.indexOf('\n', i);
  return end < 0 ? text.length : end;
}

export function scanCalls(text: string, options: CallScanOptions): KeyUsage[] {
  const out: KeyUsage[] = [];
  let i = 0;
  while (i < text.length && out.length < MAX_USAGES) {
    const skipped = skipTrivia(text, i, options.syntax);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    const c = text.charCodeAt(i);
    if (!isIdentStart(c) || (i > 0 && isIdentPart(text.charCodeAt(i - 1)))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && isIdentPart(text.charCodeAt(j))) j++;
    const spec = options.calls.get(text.slice(i, j));
    const paren = skipSpace(text, j);
    if (!spec || text[paren] !== '(') {
      i = j;
      continue;
    }
    const { args, stop } = readCall(text, paren + 1, spec, options.syntax);
    const key = args[spec.key];
    if (key && key.value !== '') {
      const context = spec.context !== undefined ? args[spec.context]?.value : undefined;
      out.push({
        key: key.value,
        ...(context !== undefined ? { context } : {}),
        offset: key.start,
        length: key.contentEnd - key.start,
        framework: options.framework,
      });
    }
    i = Math.max(stop, paren + 1);
  }
  return out;
}

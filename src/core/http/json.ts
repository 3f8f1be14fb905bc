// JSON that keeps 64-bit integers exact. Weblate's id_hash/content_hash are signed 64-bit values beyond
// 2^53, which JSON.parse silently rounds; here every integer that is not a safe number becomes a bigint.
//
// Issue 28 asks lists at raw JSON.parse speed (a 10,000-unit page is ~8 MB), so the text goes through
// native JSON.parse once, and a walk finds the unsafe integers (rounded doubles) and puts the exact bigints
// back, in walk order. Their digits come from one regex pass over every 16+-digit integer standing as a
// value (after `:`, `[` or `,`, before `,`, `]` or `}`), which refuses number tokens in exponent or
// big-fraction form (1e17 is an unsafe integer without a digit run). So every unsafe integer of the tree
// has its run, and a pairing is exact when the tree holds exactly as many unsafe integers as runs were
// found (a run inside a string, or a value dropped by a repeated key, only ever adds runs), each run rounds
// to the double it replaces, and runs that round to the same double are the same digits (so no reordering
// of the tree, by integer-like or repeated keys, can pair a value with another's digits). Otherwise the
// slow but exact lossless-json parser decides.
// A faster pass that read only the hash keys' values was unsound: it did not see every unsafe integer, so
// a run of a value dropped by a repeated key could stand in for one it missed (found by the property
// test). The HTTP client needs neither (issue 43): with `hashesAsText` the hash values are quoted in the
// text first (`quoteHashValues`), so JSON.parse keeps them exact as strings, and the pass above is then
// only for big integers anywhere else, which the one regex test below still looks for.
import { isInteger, parse, stringify } from 'lossless-json';

const MARK = '\u0000bigint:';
// Linear: each attempt starts at one of `:`, `[`, `,` and reads only the whitespace and digits after it.
// Group 1: a big integer value; the other branches are number tokens with an exponent or a fraction of
// 16+ digits, which can be unsafe integers without a plain digit run (1e17).
const VALUE_RUN = /[:[,]\s*(?:(-?\d{16,})(?=\s*[,\]}])|-?\d+(?:\.\d+)?[eE]|-?\d{16,}\.)/g;

function parseNumber(text: string): number | bigint {
  if (isInteger(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : BigInt(text);
  }
  // Decimals keep JavaScript's usual double precision (percentages, positions).
  return Number(text);
}

// JSON.parse keeps the last of duplicate keys; lossless-json would throw (CI 21 found a valid text with a
// repeated key and an unsafe number failing only here). The slow path must answer what the fast one does.
const LAST_KEY_WINS = { parseNumber, onDuplicateKey: ({ newValue }: { newValue: unknown }) => newValue };

function lossless(text: string): unknown {
  return parse(text, undefined, LAST_KEY_WINS);
}

// A huge integer rounds to Infinity: unsafe too (a 400-digit run is a bigint like any other).
const isUnsafe = (v: number) =>
  !Number.isSafeInteger(v) && (Number.isInteger(v) || !Number.isFinite(v)) && !Number.isNaN(v);

/** Big integers found in the text, in document order: exact values and the doubles JSON.parse made of them. */
interface Runs {
  exact: bigint[];
  rounded: number[];
}

/** Puts the exact values back in walk order, or stops (false) at the first unsafe number that does not pair. */
class Restorer {
  next = 0;
  constructor(readonly runs: Runs) {}

  private take(v: number): bigint | undefined {
    const i = this.next++;
    return this.runs.rounded[i] === v ? this.runs.exact[i] : undefined;
  }

  walk(node: object): boolean {
    // An array's items and an object's members are walked alike, in the order the text has them.
    const slots = node as Record<string | number, unknown>;
    for (const k of Array.isArray(node) ? node.keys() : Object.keys(node)) {
      const v = slots[k];
      if (typeof v === 'number') {
        if (isUnsafe(v)) {
          const b = this.take(v);
          if (b === undefined) return false;
          slots[k] = b;
        }
      } else if (v !== null && typeof v === 'object' && !this.walk(v)) return false;
    }
    return true;
  }
}

/** The digit runs of the big integer values, or undefined when the text has a number form the fast path cannot pair. */
function bigRuns(text: string): Runs | undefined {
  const runs: Runs = { exact: [], rounded: [] };
  VALUE_RUN.lastIndex = 0;
  for (let m = VALUE_RUN.exec(text); m; m = VALUE_RUN.exec(text)) {
    const digits = m[1];
    if (digits === undefined) return undefined;
    addRun(runs, digits);
  }
  return runs;
}

/**
 * Whether runs that round to the same double are the same digits (then no reordering of the tree can pair
 * a value with another one's digits). Sorting the doubles is cheaper than a Map of 20,000 heap numbers;
 * only when two are equal are the digits compared.
 */
function sameDoubleSameDigits(runs: Runs): boolean {
  const sorted = Float64Array.from(runs.rounded).sort();
  let repeats = false;
  for (let i = 1; i < sorted.length && !repeats; i++) repeats = sorted[i] === sorted[i - 1];
  if (!repeats) return true;
  const exactOf = new Map<number, bigint>();
  for (let i = 0; i < runs.exact.length; i++) {
    const seen = exactOf.get(runs.rounded[i]!);
    if (seen === undefined) exactOf.set(runs.rounded[i]!, runs.exact[i]!);
    else if (seen !== runs.exact[i]) return false;
  }
  return true;
}

function addRun(runs: Runs, digits: string): void {
  const rounded = Number(digits);
  if (Number.isSafeInteger(rounded)) return;
  runs.exact.push(BigInt(digits));
  runs.rounded.push(rounded);
}

/**
 * The only fields of either API known to carry 64-bit integers: Weblate's unit hashes, id_hash and
 * content_hash. A key is found by its closing `_hash"`.
 */
const HASH_KEY_END = '_hash"';
const BACKSLASH = 92;
const COLON = 58;
const MINUS = 45;
const ZERO = 48;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * Where the value of the `"id_hash"` or `"content_hash"` key whose `_hash"` starts at `at` begins (past the
 * colon and whitespace), or -1 when there is no such key there. That quote follows a letter, so it ends a
 * string, and the string is exactly the key when the quote opening it is not escaped (no backslash before
 * it; in valid JSON a backslash there means the quote is inside a longer string).
 */
function hashValueAt(text: string, at: number): number {
  const open = text.startsWith('"id', at - 3) ? at - 3 : text.startsWith('"content', at - 8) ? at - 8 : -1;
  if (open < 0 || text.charCodeAt(open - 1) === BACKSLASH) return -1;
  let i = at + HASH_KEY_END.length;
  while (isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== COLON) return -1;
  i++;
  while (isSpace(text.charCodeAt(i))) i++;
  return i;
}

/**
 * The end of the whole JSON integer token at `start` (`-?(0|[1-9][0-9]*)` not followed by a digit, `.`,
 * `e` or `E`), or -1 when none stands there.
 */
function integerTokenEnd(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === MINUS) i++;
  const first = text.charCodeAt(i);
  if (!isDigit(first)) return -1;
  i++;
  if (first !== ZERO) while (isDigit(text.charCodeAt(i))) i++;
  const after = text.charCodeAt(i);
  return isDigit(after) || after === 46 || after === 101 || after === 69 ? -1 : i;
}

/** The tree with its unsafe integers replaced by `exact`, or undefined when the two do not pair (see above). */
function restore(value: object, runs: Runs): object | undefined {
  const restorer = new Restorer(runs);
  if (!restorer.walk(value) || restorer.next !== runs.exact.length) return undefined;
  return sameDoubleSameDigits(runs) ? value : undefined;
}

const EMPTY_MATCH = /(?:)/;

/**
 * V8 keeps the subject of the last successful regex match for the legacy `RegExp.input`: after a match on
 * a page's body that is the whole body (an 8.6 MB page of 10,000 units), held until some other regex
 * matches something. Measured in plain Node (#28): 9.2 MB kept after 50,000 units read page by page, 0.5 MB
 * with this; in VS Code other code's matches replace it soon anyway. An empty match on an empty string lets
 * it go.
 */
function releaseLastMatch(): void {
  EMPTY_MATCH.exec('');
}

// A plain integer beyond 2^53 has 16+ digits and stands as a value: after `:`, `[` or `,`, with or without
// whitespace between, or alone (exponent forms stay numbers either way). The tests below find every such
// value; they also find a 15-digit negative value and digits after a space inside a string, which only
// send the text the exact way. Their digits are written out, not counted (`\d{15}`): V8 then searches a
// page for a fixed-length pattern, skipping ahead, 1.9 and 1.2 ms on an 8.6 MB page against 5.4 ms
// counted (#43 item 9; a unit page holds 400,000 colons, many before a short number).
const DIGITS_15 = '\\d'.repeat(15);
const BIG_AFTER_PUNCTUATION = new RegExp(`[:[,][-\\d]${DIGITS_15}`);
const BIG_AFTER_SPACE = new RegExp(`\\s[-\\d]${DIGITS_15}`);
const BIG_ALONE = /^\s*-?\d{16}/;

function mayHoldBigInteger(text: string): boolean {
  return BIG_AFTER_PUNCTUATION.test(text) || BIG_AFTER_SPACE.test(text) || BIG_ALONE.test(text);
}

export interface ParseJsonOptions {
  /**
   * Weblate's `id_hash` and `content_hash` values come back as their exact decimal text (a string), not
   * as bigint or number; the unit schema makes them bigint. Issue 43 (item 9): finding the rounded values
   * in the tree and putting the exact ones back walked every value of a 10,000-unit page, a third of the
   * parse; quoted in the text, JSON.parse keeps them exact and nothing is walked. Other big integers
   * still come back as bigint. The HTTP client reads every answer this way; tools that copy a server's
   * JSON (fixture capture) keep the default, so what they write is what the server sent.
   */
  hashesAsText?: boolean;
}

/**
 * Parses JSON text; integers outside ±(2^53-1) come back as bigint (Weblate's hashes as text with
 * `hashesAsText`). Throws SyntaxError on bad JSON.
 */
export function parseJson(text: string, opts: ParseJsonOptions = {}): unknown {
  const source = opts.hashesAsText ? quoteHashValues(text) : text;
  if (!mayHoldBigInteger(source)) return JSON.parse(source);
  try {
    return parseBigIntegers(source);
  } finally {
    releaseLastMatch();
  }
}

/**
 * `text` with every integer value of an `"id_hash"` or `"content_hash"` key put in quotes (`hashValueAt`
 * says which keys those are). Only a whole JSON integer token is quoted (`integerTokenEnd`): a number
 * token and a string token are interchangeable wherever a value stands, so the text is valid JSON exactly
 * when the original was, and parses to the same tree but for those values. Linear: each search starts past
 * the last key found, and only the whitespace and digits after a key are read again.
 */
export function quoteHashValues(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(HASH_KEY_END); at >= 0; at = text.indexOf(HASH_KEY_END, at + HASH_KEY_END.length)) {
    const start = hashValueAt(text, at);
    const end = start < 0 ? -1 : integerTokenEnd(text, start);
    if (end < 0) continue;
    // Appending slices builds a rope that JSON.parse flattens once: faster than joining 20,000 parts.
    out += text.slice(from, start) + '"' + text.slice(start, end) + '"';
    from = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

function parseBigIntegers(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'number') return isUnsafe(value) ? lossless(text) : value; // a bare top-level number
  if (value === null || typeof value !== 'object') return value;
  const runs = bigRuns(text);
  return (runs && restore(value, runs)) ?? lossless(text);
}

// A marker no real string contains, so a bigint can travel through JSON.stringify (fast, native) as a
// string and be unquoted afterwards. Far faster than a pure-JavaScript serializer on 10 MB bodies.
const BIGINT_STRING = /"\\u0000bigint:(-?\d+)"/g;

/** Serializes to JSON, writing bigint values as exact integers. */
export function stringifyJson(value: unknown, space?: number): string {
  let sawBigint = false;
  let sawMarker = false;
  const out = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'bigint') {
        sawBigint = true;
        return MARK + v.toString();
      }
      if (typeof v === 'string' && v.includes(MARK)) {
        sawMarker = true;
      }
      return v;
    },
    space,
  );
  if (out === undefined) {
    throw new TypeError('value cannot be serialized as JSON');
  }
  if (sawMarker) {
    // A real string holds the marker (hostile input): take the slow serializer, which needs no marker.
    return stringify(value, undefined, space) as string;
  }
  return sawBigint ? out.replace(BIGINT_STRING, '$1') : out;
}

// JSON that keeps 64-bit integers exact. Weblate's id_hash/content_hash are signed 64-bit values beyond
// 2^53, which JSON.parse silently rounds; here every integer that is not a safe number becomes a bigint.
//
// Fast path (a 10,000-unit page is ~8 MB): integers of 16+ digits standing as values (after `:`, `[` or
// `,`) are rewritten into marked strings, the text goes through native JSON.parse, and a walk turns the
// marked strings back into bigints. Should such a digit run sit inside a string instead, the rewrite puts
// a quote inside that string, which always makes the text invalid JSON, so it falls back to the slow but
// exact lossless-json parser; so does text that already holds the marker.
import { isInteger, parse, stringify } from 'lossless-json';

const MARK = '\u0000bigint:';
const MARK_ESCAPED = '\\u0000bigint:';
const BIG_VALUE = /([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g;

function parseNumber(text: string): number | bigint {
  if (isInteger(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : BigInt(text);
  }
  // Decimals keep JavaScript's usual double precision (percentages, positions).
  return Number(text);
}

function lossless(text: string): unknown {
  return parse(text, undefined, parseNumber);
}

function revive(node: unknown): void {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const v: unknown = node[i];
      if (typeof v === 'string') {
        if (v.charCodeAt(0) === 0 && v.startsWith(MARK)) node[i] = BigInt(v.slice(MARK.length));
      } else if (v !== null && typeof v === 'object') revive(v);
    }
  } else if (node !== null && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    for (const k in obj) {
      const v = obj[k];
      if (typeof v === 'string') {
        if (v.charCodeAt(0) === 0 && v.startsWith(MARK)) obj[k] = BigInt(v.slice(MARK.length));
      } else if (v !== null && typeof v === 'object') revive(v);
    }
  }
}

/** Parses JSON text; integers outside ±(2^53-1) come back as bigint. Throws SyntaxError on bad JSON. */
export function parseJson(text: string): unknown {
  // A run of 16+ digits is the only way a number can exceed 2^53.
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  if (text.includes(MARK_ESCAPED) || text.includes(MARK)) return lossless(text);
  let rewrote = false;
  const rewritten = text.replace(BIG_VALUE, (match, before: string, digits: string) => {
    if (Number.isSafeInteger(Number(digits))) return match;
    rewrote = true;
    return `${before}"${MARK_ESCAPED}${digits}"`;
  });
  if (!rewrote) {
    // Every big integer value stands after `:`, `[` or `,`, except a bare top-level number; so without a
    // rewrite the digit runs were inside strings and native parsing is exact.
    return /^\s*-?\d/.test(text) ? lossless(text) : JSON.parse(text);
  }
  let value: unknown;
  try {
    value = JSON.parse(rewritten);
  } catch {
    return lossless(text); // a digit run inside a string was rewritten, or the text is bad: decide exactly
  }
  revive(value);
  return value;
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

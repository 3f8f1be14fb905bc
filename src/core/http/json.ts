// JSON that keeps 64-bit integers exact. Weblate's id_hash/content_hash are signed 64-bit values beyond
// 2^53, which JSON.parse silently rounds; here every integer that is not a safe number becomes a bigint.
import { isInteger, parse, stringify } from 'lossless-json';

function parseNumber(text: string): number | bigint {
  if (isInteger(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : BigInt(text);
  }
  // Decimals keep JavaScript's usual double precision (percentages, positions).
  return Number(text);
}

/** Parses JSON text; integers outside ±(2^53-1) come back as bigint. Throws SyntaxError on bad JSON. */
export function parseJson(text: string): unknown {
  // JSON.parse is several times faster; use it when no number could lose precision
  // (a run of 16+ digits is the only way to exceed 2^53).
  if (!/\d{16}/.test(text)) {
    return JSON.parse(text);
  }
  return parse(text, undefined, parseNumber);
}

// A marker no real string contains, so a bigint can travel through JSON.stringify (fast, native) as a
// string and be unquoted afterwards. Far faster than a pure-JavaScript serializer on 10 MB bodies.
const BIGINT_MARK = '\u0000bigint:';
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
        return BIGINT_MARK + v.toString();
      }
      if (typeof v === 'string' && v.includes(BIGINT_MARK)) {
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

// Angular's message ids (@angular/localize), computed as Angular computes them: a message without a custom
// `@@id` is known to the XLIFF/XLF/JSON files `ng extract-i18n` writes (and so to Weblate) by
// `computeMsgId(text, meaning)` of @angular/compiler (src/i18n/digest.ts): two Jenkins hashes of the UTF-8
// text make a 64-bit fingerprint, the meaning's fingerprint is added after a one-bit rotation, and the id is
// the low 63 bits in decimal. The text is the message as `$localize` serializes it: literal parts with
// `{$NAME}` for each placeholder. The test tier compares every id with Angular's own extractor.

const MEANING_SEPARATOR = '|';
const ID_SEPARATOR = '@@';
const LEGACY_ID_INDICATOR = '\u241F';
const BLOCK_MARKER = ':';

/** The Jenkins mix of three 32-bit words, as digest.ts writes it (wrapping 32-bit arithmetic). */
function mix(a: number, b: number, c: number): [number, number, number] {
  a = (a - b - c) | 0;
  a ^= c >>> 13;
  b = (b - c - a) | 0;
  b ^= a << 8;
  c = (c - a - b) | 0;
  c ^= b >>> 13;
  a = (a - b - c) | 0;
  a ^= c >>> 12;
  b = (b - c - a) | 0;
  b ^= a << 16;
  c = (c - a - b) | 0;
  c ^= b >>> 5;
  a = (a - b - c) | 0;
  a ^= c >>> 3;
  b = (b - c - a) | 0;
  b ^= a << 10;
  c = (c - a - b) | 0;
  c ^= b >>> 15;
  return [a, b, c];
}

function hash32(bytes: Uint8Array, c: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = bytes.length;
  let a = 0x9e3779b9 | 0;
  let b = 0x9e3779b9 | 0;
  let index = 0;
  for (; index <= length - 12; index += 12) {
    [a, b, c] = mix(
      (a + view.getUint32(index, true)) | 0,
      (b + view.getUint32(index + 4, true)) | 0,
      (c + view.getUint32(index + 8, true)) | 0,
    );
  }
  const remainder = length - index;
  c = (c + length) | 0;
  // The tail: up to 11 bytes, into a (0-3), b (4-7) and c's upper three bytes (8-10; its low byte is the length).
  const tailWord = [0, 0, 0];
  for (let k = 0; k < remainder; k++) {
    const word = k >> 2;
    const shift = word === 2 ? ((k & 3) + 1) * 8 : (k & 3) * 8;
    tailWord[word] = (tailWord[word]! + (bytes[index + k]! << shift)) | 0;
  }
  return mix((a + tailWord[0]!) | 0, (b + tailWord[1]!) | 0, (c + tailWord[2]!) | 0)[2];
}

function fingerprint(text: string): bigint {
  const utf8 = new TextEncoder().encode(text);
  let hi = hash32(utf8, 0);
  let lo = hash32(utf8, 102072);
  if (hi === 0 && (lo === 0 || lo === 1)) {
    hi ^= 0x130f9bef;
    lo ^= -0x6b5f56d8;
  }
  return (BigInt.asUintN(32, BigInt(hi)) << 32n) | BigInt.asUintN(32, BigInt(lo));
}

/** @angular/compiler's computeMsgId: the decimal id of a message text and its meaning. */
export function computeMsgId(text: string, meaning = ''): string {
  let print = fingerprint(text);
  if (meaning) {
    print = BigInt.asUintN(64, print << 1n) | ((print >> 63n) & 1n);
    print += fingerprint(meaning);
  }
  return BigInt.asUintN(63, print).toString();
}

/** The end of a `:…:` block: the next `:` of `cooked` not escaped (`\:`) in `raw`; -1 when none. */
function endOfBlock(cooked: string, raw: string): number {
  for (let ci = 1, ri = 1; ci < cooked.length; ci++, ri++) {
    if (raw[ri] === '\\') ri++;
    else if (cooked[ci] === BLOCK_MARKER) return ci;
  }
  return -1;
}

export interface LocalizeMessage {
  /** The custom `@@id`, else the computed id. */
  id: string;
  customId?: string;
  meaning: string;
  /** The message as `$localize` serializes it: `{$NAME}` for each placeholder. */
  text: string;
  /** Where the custom id starts in the first part's cooked text (its span in the source). */
  customIdAt?: number;
}

/** The `:meaning|description@@id:` block of the first part, and the text after it. */
export function parseMetadata(
  cooked: string,
  raw: string,
): {
  text: string;
  meaning: string;
  customId?: string;
  customIdAt?: number;
} {
  if (cooked[0] !== BLOCK_MARKER) return { text: cooked, meaning: '' };
  const end = endOfBlock(cooked, raw);
  // Unterminated: $localize throws at run time, and the extractor reports it; no message.
  if (end < 0) return { text: cooked, meaning: '' };
  const block = cooked.slice(1, end);
  const [withId = ''] = block.split(LEGACY_ID_INDICATOR);
  const at = withId.indexOf(ID_SEPARATOR);
  const meaningAndDescription = at < 0 ? withId : withId.slice(0, at);
  const customId = at < 0 ? undefined : withId.slice(at + ID_SEPARATOR.length);
  const bar = meaningAndDescription.indexOf(MEANING_SEPARATOR);
  const meaning = bar < 0 ? '' : meaningAndDescription.slice(0, bar);
  return {
    text: cooked.slice(end + 1),
    meaning,
    ...(customId ? { customId, customIdAt: 1 + at + ID_SEPARATOR.length } : {}),
  };
}

/**
 * A `$localize` tagged template's message (@angular/localize's parseMessage): parts as cooked and raw
 * text; each part after the first may open with `:NAME:` naming the placeholder before it (else PH, PH_1…).
 */
export function parseLocalize(cooked: readonly string[], raw: readonly string[]): LocalizeMessage {
  const meta = parseMetadata(cooked[0] ?? '', raw[0] ?? '');
  let text = meta.text;
  for (let i = 1; i < cooked.length; i++) {
    const part = cooked[i]!;
    let name = i === 1 ? 'PH' : `PH_${i - 1}`;
    let rest = part;
    if (part[0] === BLOCK_MARKER) {
      const end = endOfBlock(part, raw[i] ?? part);
      if (end >= 0) {
        name = part.slice(1, end).split(LEGACY_ID_INDICATOR)[0] ?? name;
        rest = part.slice(end + 1);
      }
    }
    text += `{$${name}}${rest}`;
  }
  const id = meta.customId ?? computeMsgId(text, meta.meaning);
  return {
    id,
    meaning: meta.meaning,
    text,
    ...(meta.customId ? { customId: meta.customId, customIdAt: meta.customIdAt } : {}),
  };
}

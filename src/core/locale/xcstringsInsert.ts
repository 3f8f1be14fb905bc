// Adding one string to an Xcode String Catalog (Localizable.xcstrings, JSON):
//   "key" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "…" } } } }
// in the catalog's `strings` object, written the way Xcode writes the file: `"name" : value` (a space each
// side of the colon, unless the file shows otherwise), the file's indentation unit and line ends, the keys
// in Xcode's order. Xcode sorts a catalog's keys as Foundation's localizedStandardCompare does (natural
// numbers, case ignored: "Key2" before "Key10"; the xcstrings-crud project's Xcode parity tests say the same),
// ties in code-unit order; the key goes before the first key that sorts after it. One edit: every other byte
// of the file stays. Weblate (5.10 to 2026.10) has no String Catalog format, so no server ever reads it.
import { parseTree, type Node } from 'jsonc-parser';
import { jsonDepth } from './jsonInsert';
import { MAX_KEY_DEPTH } from './jsonKeys';

export interface XcstringsEdit {
  offset: number;
  /** How many characters the edit replaces (an empty `strings` object's inside), else 0. */
  length: number;
  content: string;
}

export type XcstringsInsertResult = XcstringsEdit | { refused: 'exists' | 'not-catalog' };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Xcode's order of catalog keys (localizedStandardCompare, ties by code unit). */
export function xcodeKeyOrder(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The catalog's root object and its `strings` object, or undefined when `text` is no catalog. */
function catalog(text: string): { root: Node; strings: Node } | undefined {
  if (jsonDepth(text) > MAX_KEY_DEPTH) return undefined;
  const root = parseTree(text);
  if (root?.type !== 'object') return undefined;
  const prop = root.children?.find((p) => p.children?.[0]?.value === 'strings');
  const strings = prop?.children?.[1];
  return strings?.type === 'object' ? { root, strings } : undefined;
}

/** The keys of a String Catalog (its `strings` object's names); none when it cannot be read. */
export function xcstringsKeys(text: string): Set<string> {
  const found = catalog(text);
  return new Set((found?.strings.children ?? []).map((p) => String(p.children?.[0]?.value)));
}

/** The catalog's source language (`sourceLanguage`), or undefined. */
export function xcstringsSourceLanguage(text: string): string | undefined {
  const root = catalog(text)?.root;
  const value = root?.children?.find((p) => p.children?.[0]?.value === 'sourceLanguage')?.children?.[1]?.value;
  return typeof value === 'string' ? value : undefined;
}

/** The indentation before `offset` on its line. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}

/** The entry for `key` as Xcode writes it, each line after the first indented by `base`. */
function entry(key: string, value: string, language: string, style: { unit: string; colon: string; eol: string }) {
  const { unit, colon } = style;
  const lines = [
    `${JSON.stringify(key)}${colon}{`,
    `${unit}"localizations"${colon}{`,
    `${unit.repeat(2)}${JSON.stringify(language)}${colon}{`,
    `${unit.repeat(3)}"stringUnit"${colon}{`,
    `${unit.repeat(4)}"state"${colon}"translated",`,
    `${unit.repeat(4)}"value"${colon}${JSON.stringify(value)}`,
    `${unit.repeat(3)}}`,
    `${unit.repeat(2)}}`,
    `${unit}}`,
    `}`,
  ];
  return (base: string) => lines.map((l, i) => (i === 0 ? l : base + l)).join(style.eol);
}

/** The edit adding `key` with its source-language `value` to the catalog `text`, in Xcode's place and style. */
export function xcstringsInsert(text: string, key: string, value: string): XcstringsInsertResult {
  const found = catalog(text);
  if (!found) return { refused: 'not-catalog' };
  const { root, strings } = found;
  const members = strings.children ?? [];
  if (members.some((p) => p.children?.[0]?.value === key)) return { refused: 'exists' };
  const first = root.children?.[0];
  const outer = first ? indentAt(text, first.offset) : '  ';
  const style = {
    unit: outer === '' ? '  ' : outer,
    colon: /"\s*:/.exec(text.slice(root.offset))?.[0].endsWith(' :') ? ' : ' : ': ',
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
  const language = xcstringsSourceLanguage(text) ?? 'en';
  const write = entry(key, value, language, style);
  const stringsIndent = indentAt(text, strings.parent!.offset);
  const memberIndent = members[0] ? indentAt(text, members[0].offset) : stringsIndent + style.unit;
  if (members.length === 0) {
    const inside = `${style.eol}${memberIndent}${write(memberIndent)}${style.eol}${stringsIndent}`;
    return { offset: strings.offset + 1, length: strings.length - 2, content: inside };
  }
  const after = members.find((p) => xcodeKeyOrder(String(p.children?.[0]?.value), key) > 0);
  if (after) return { offset: after.offset, length: 0, content: `${write(memberIndent)},${style.eol}${memberIndent}` };
  const last = members[members.length - 1]!;
  const end = last.offset + last.length;
  return { offset: end, length: 0, content: `,${style.eol}${memberIndent}${write(memberIndent)}` };
}

// Apple platforms: a key is the first string literal of a localizing call, as Weblate's `strings` and
// `stringsdict` formats know it (the unit's context):
//   NSLocalizedString("key", comment: "…")      String(localized: "key")      LocalizedStringKey("key")
//   SwiftUI views whose title is a LocalizedStringKey: Text("key"), Button("key") { … }, Label("key", systemImage:),
//   Toggle, Picker, Section, Link, .navigationTitle("key"); Objective-C NSLocalizedString(@"key", nil).
// `tableName:` names the .strings file (a component of its own on the server): kept as the namespace.
// The key is the literal's value, in every form Swift writes one (swiftLiteral.ts): `#"Say "hi""#`,
// multi-line `"""…"""`. A literal with an interpolation (`Text("Hello \(name)")`, keyed "Hello %@" by the
// compiler; `\#(name)` in a raw one) is left out, and so is `Text(verbatim:)`. Found with indexOf and one read
// of each literal: linear in the file.
import { readSwiftLiteral } from './swiftLiteral';
import { MAX_USAGES, type KeyUsage } from './types';

/** Calls whose first argument is the key (`String(localized:` has its label written in the marker). */
const CALLS = [
  'NSLocalizedString(',
  'String(localized:',
  'LocalizedStringKey(',
  'LocalizedStringResource(',
  'Text(',
  'Button(',
  'Label(',
  'Toggle(',
  'Picker(',
  'Section(',
  'Link(',
  '.navigationTitle(',
];
/** How far after the key's literal `tableName:` may be written (the same call's arguments). */
const MAX_TABLE_DISTANCE = 200;

const isIdentPart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

interface Literal {
  value: string;
  /** Offset of the content (after the opening delimiter) and the offset of the closing one. */
  start: number;
  end: number;
}

/**
 * The string literal at `at` with a static value: any Swift literal (`"…"`, `"""…"""`, `#"…"#`, …), or
 * Objective-C's `@"…"` (one line, the same escapes). No `literal` when there is none, it interpolates, or the
 * compiler would refuse it. `stop`: where the read ended (the next search starts there, so a long line of
 * unclosed literals is read once).
 */
function literalAt(text: string, at: number): { literal?: Literal; stop: number } {
  const objc = text[at] === '@';
  if (objc && (text[at + 1] !== '"' || text.startsWith('"""', at + 1))) return { stop: at + 1 };
  const { literal, stop } = readSwiftLiteral(text, objc ? at + 1 : at);
  if (literal?.value === undefined) return { stop };
  return { literal: { value: literal.value, start: literal.start, end: literal.end }, stop };
}

/**
 * The key the compiler gives the literal at `at` (any Swift literal, or `@"…"` in Objective-C), escapes
 * resolved and indentation taken off, as the scanner reads it; undefined when it interpolates (the compiler's
 * `%@`/`%lld` depend on the values' types) or is not a literal the compiler accepts.
 */
export const appleLiteralKey = (text: string, at: number): string | undefined => literalAt(text, at).literal?.value;

/** `tableName: "Name"` among the call's next arguments (before its `)` or a new line's statement). */
function tableAfter(text: string, from: number): string | undefined {
  // Within MAX_TABLE_DISTANCE characters only: a search to the end of the file for every call is quadratic.
  const window = text.slice(from, from + MAX_TABLE_DISTANCE);
  const at = window.indexOf('tableName:');
  if (at < 0 || window.slice(0, at).includes(')')) return undefined;
  let i = from + at + 'tableName:'.length;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return literalAt(text, i).literal?.value;
}

export function scanApple(text: string): KeyUsage[] {
  const out: KeyUsage[] = [];
  for (const call of CALLS) {
    // A call of the name itself: `Text(` but not `MyText(` or `.Text(`; `.navigationTitle(` carries its dot.
    const alone = (at: number) =>
      call.startsWith('.') || at === 0 || (!isIdentPart(text.charCodeAt(at - 1)) && text[at - 1] !== '.');
    for (let at = text.indexOf(call), next = 0; at >= 0 && out.length < MAX_USAGES; at = text.indexOf(call, next)) {
      next = at + call.length;
      if (!alone(at)) continue;
      let i = next;
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      const { literal, stop } = literalAt(text, i);
      next = Math.max(next, stop);
      if (!literal || literal.value === '') continue;
      const table = tableAfter(text, literal.end + 1);
      out.push({
        key: literal.value,
        ...(table ? { namespace: table } : {}),
        offset: literal.start,
        length: literal.end - literal.start,
        framework: 'apple',
      });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

// Apple platforms: a key is the first string literal of a localizing call, as Weblate's `strings` and
// `stringsdict` formats know it (the unit's context):
//   NSLocalizedString("key", comment: "…")      String(localized: "key")      LocalizedStringKey("key")
//   SwiftUI views whose title is a LocalizedStringKey: Text("key"), Button("key") { … }, Label("key", systemImage:),
//   Toggle, Picker, Section, Link, .navigationTitle("key"); Objective-C NSLocalizedString(@"key", nil).
// `tableName:` names the .strings file (a component of its own on the server): kept as the namespace.
// A literal with an interpolation (`Text("Hello \(name)")`, keyed "Hello %@" by the compiler) is left out,
// and so is `Text(verbatim:)`. Found with indexOf and one read of each literal: linear in the file.
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
  /** Offset of the content (after the opening quote) and the offset of the closing quote. */
  start: number;
  end: number;
}

/** Swift's escapes in a key (and Objective-C's, the same ones used there). */
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', '"': '"', "'": "'", '\\': '\\' };

/**
 * The one-line string literal at `at` (a `"`, or `@"` in Objective-C), unescaped; no `literal` when there is
 * none, it has an interpolation or an unknown escape, or the line ends first. `stop`: where the read ended
 * (the next search starts there, so a long line of unclosed literals is read once).
 */
function literalAt(text: string, at: number): { literal?: Literal; stop: number } {
  if (text[at] === '@') at++;
  if (text[at] !== '"' || text.startsWith('"""', at)) return { stop: at };
  let value = '';
  for (let i = at + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') return { literal: { value, start: at + 1, end: i }, stop: i + 1 };
    if (c === '\n') return { stop: i };
    if (c !== '\\') {
      value += c;
      continue;
    }
    const e = text[++i];
    if (e === 'u' && text[i + 1] === '{') {
      const close = text.slice(i, i + 11).indexOf('}');
      const hex = close > 0 ? text.slice(i + 2, i + close) : '';
      if (!/^[0-9a-fA-F]{1,8}$/.test(hex) || parseInt(hex, 16) > 0x10ffff) return { stop: i };
      value += String.fromCodePoint(parseInt(hex, 16));
      i += close;
    } else if (e !== undefined && e in ESCAPES) value += ESCAPES[e];
    else return { stop: i }; // `\(` interpolation, or not a literal we can key
  }
  return { stop: text.length };
}

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

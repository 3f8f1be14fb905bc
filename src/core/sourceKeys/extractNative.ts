// "Extract string" in Dart (Flutter) and Swift / Objective-C (Apple platforms), #44 item 5. One linear pass
// from the file's start to the literal at the cursor, skipping comments and other literals, keeps the stack
// of open calls, so the literal's enclosing call is known: text already inside a translation call
// (`Intl.message('…')`, `NSLocalizedString("…", comment: "…")`, `String(localized:)`, SwiftUI's `Text("…")`)
// is refused. Flutter: the literal becomes the generated getter (`AppLocalizations.of(context)!.key`, or the
// accessor the file already uses), its key added to the ARB template; a `const` right before the call is
// dropped (the getter is not constant). Swift: the literal is wrapped, `String(localized: "…")` (Objective-C
// `NSLocalizedString(@"…", nil)`): the text is the key, as Xcode's string catalogs and genstrings take it,
// and the site's text is that key (escapes resolved) unless the compiler makes it (`keyByCompiler`).
import { appleLiteralKey } from './apple';
import { readSwiftLiteral } from './swiftLiteral';
import type { ExtractResult, ExtractSite } from './extractTypes';

export type NativeLanguage = 'dart' | 'swift' | 'objc';

/** Calls whose string arguments are translated already (a name, or `String` with its first label). */
const TRANSLATING: Record<NativeLanguage, ReadonlySet<string>> = {
  dart: new Set(['Intl.message', 'Intl.plural', 'Intl.select', 'Intl.gender']),
  swift: new Set([
    'NSLocalizedString',
    'String(localized:',
    'LocalizedStringKey',
    'LocalizedStringResource',
    'Text',
    'Button',
    'Label',
    'Toggle',
    'Picker',
    'Section',
    'Link',
    'navigationTitle',
  ]),
  objc: new Set(['NSLocalizedString', 'NSLocalizedStringFromTable', 'NSLocalizedStringWithDefaultValue']),
};

const isIdent = (c: string | undefined) => c !== undefined && /[\w$.]/.test(c);

interface FoundLiteral {
  /** The literal's span (its prefix `r`/`@` and quotes included). */
  start: number;
  end: number;
  contentStart: number;
  contentEnd: number;
  /** The innermost call the literal is an argument of, as TRANSLATING names it. */
  call?: string;
}

/** Where the literal opening at `p` ends (after its closing quote), or the file's end when unclosed. */
function literalEnd(text: string, p: number, raw: boolean): { close: number; end: number; quote: string } {
  const q = text[p]!;
  const triple = text.startsWith(q.repeat(3), p);
  const quote = triple ? q.repeat(3) : q;
  let i = p + quote.length;
  while (i < text.length && !text.startsWith(quote, i) && (triple || text[i] !== '\n'))
    i += text[i] === '\\' && !raw ? 2 : 1;
  return { close: i, end: Math.min(text.length, i + quote.length), quote };
}

/** The Swift literal whose first quote is at `quote`, its `#` before it included (`#"…"#`, `"""…"""`). */
function swiftLiteralSpan(text: string, quote: number): Omit<FoundLiteral, 'call'> {
  let start = quote;
  while (text[start - 1] === '#') start--;
  const { literal, stop } = readSwiftLiteral(text, start);
  const end = Math.max(quote + 1, stop);
  return { start, end, contentStart: literal?.start ?? quote + 1, contentEnd: literal?.end ?? end };
}

/** The string literal of `text` that holds `offset`, with its enclosing call; undefined in code or a comment. */
function literalAt(text: string, offset: number, language: NativeLanguage): FoundLiteral | undefined {
  const calls: (string | undefined)[] = [];
  let p = 0;
  while (p < text.length && p <= offset) {
    const c = text[p]!;
    if (c === '/' && (text[p + 1] === '/' || text[p + 1] === '*')) {
      const close = text[p + 1] === '/' ? text.indexOf('\n', p) : text.indexOf('*/', p + 2);
      const end = close < 0 ? text.length : text[p + 1] === '/' ? close : close + 2;
      if (offset < end) return undefined;
      p = end;
    } else if (c === '(') {
      let s = p;
      while (s > 0 && text[s - 1] === ' ') s--;
      let n = s;
      while (n > 0 && isIdent(text[n - 1])) n--;
      const name = text.slice(n, s).replace(/^\./, '');
      const labelled = name === 'String' && /^\(\s*localized:/.test(text.slice(p, p + 20));
      calls.push(language === 'dart' ? name : labelled ? 'String(localized:' : name.slice(name.lastIndexOf('.') + 1));
      p++;
    } else if (c === ')') {
      calls.pop();
      p++;
    } else if (c === '"' && language === 'swift') {
      const found = swiftLiteralSpan(text, p);
      if (offset >= found.start && offset < found.end) return { ...found, call: calls[calls.length - 1] };
      p = found.end;
    } else if (c === '"' || c === "'") {
      const prefix = text[p - 1] === '@' || (language === 'dart' && text[p - 1] === 'r' && !isIdent(text[p - 2]));
      const start = prefix ? p - 1 : p;
      const { close, end, quote } = literalEnd(text, p, language === 'dart' && text[p - 1] === 'r');
      if (offset >= start && offset < end)
        return { start, end, contentStart: p + quote.length, contentEnd: close, call: calls[calls.length - 1] };
      p = end;
    } else p++;
  }
  return undefined;
}

/** Whether the line of `at` is a directive that names a file, not text (`import`, `export`, `part`). */
function inDirective(text: string, at: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  return /^\s*(import|export|part|part of|library|#import|#include)\b/.test(line);
}

/** The accessor of the generated localizations this Dart file already uses, else gen-l10n's default. */
export function flutterAccessor(text: string): string {
  if (text.includes('context.l10n')) return 'context.l10n';
  if (text.includes('S.of(context)')) return 'S.of(context)';
  return 'AppLocalizations.of(context)!';
}

/** A key gen-l10n accepts: a Dart method name starting with a lower-case letter. */
export const isFlutterKey = (key: string) => /^[a-z][A-Za-z0-9_]*$/.test(key);

/** Whether a Dart literal's content has `$name` or `${…}` (an escaped `\$` is a dollar sign): one pass. */
function interpolates(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\\') i++;
    else if (raw[i] === '$' && /[\w{]/.test(raw[i + 1] ?? '')) return true;
  }
  return false;
}

const unescapeDart = (raw: string) => raw.replace(/\\(.)/g, (_, e: string) => ({ n: '\n', t: '\t' })[e] ?? e);

/** What extracting at `offset` of a Dart, Swift or Objective-C file would do. */
export function extractNative(text: string, offset: number, language: NativeLanguage): ExtractResult {
  const found = literalAt(text, offset, language);
  if (!found) return { refused: 'no-string' };
  if (found.call && TRANSLATING[language].has(found.call)) return { refused: 'already-key' };
  if (inDirective(text, found.start)) return { refused: 'not-text' };
  const raw = text.slice(found.contentStart, found.contentEnd);
  if (raw.trim() === '') return { refused: 'no-string' };
  if (language !== 'dart') {
    // A character literal (`'a'`) or a C string (`"…"` without `@` in Objective-C) is no NSString.
    const quote = text[found.contentStart - 1];
    if (quote === "'" || (language === 'objc' && text[found.start] !== '@')) return { refused: 'not-text' };
    // `\(name)` is kept: String(localized:) turns the interpolation into the key's `%@`.
    const fn = language === 'objc' ? 'NSLocalizedString' : 'String(localized:';
    const key = appleLiteralKey(text, found.start);
    const site: ExtractSite = { start: found.start, end: found.end, text: key ?? raw, shape: 'swift', fn, quote: '"' };
    if (key === undefined) site.keyByCompiler = true;
    return { site };
  }
  const isRaw = text[found.start] === 'r';
  if (!isRaw && interpolates(raw)) return { refused: 'template-expressions' };
  const value = isRaw ? raw : unescapeDart(raw);
  const site: ExtractSite = {
    start: found.start,
    end: found.end,
    text: value,
    shape: 'dart',
    fn: flutterAccessor(text),
    quote: "'",
  };
  // `const Text('Save')`: the getter is no constant, so the `const` goes (the call itself stays).
  const head = /(?:^|[^\w$])const\s+([\w$.]+\s*\(\s*)$/.exec(text.slice(Math.max(0, found.start - 200), found.start));
  if (head) {
    site.start = found.start - head[0].length + head[0].indexOf('const');
    site.lead = head[1];
  }
  return { site };
}

/** The Swift or Objective-C call that wraps the literal `literal` (as written, quotes and `@` included). */
export const swiftWrap = (site: ExtractSite, literal: string) =>
  site.fn === 'NSLocalizedString' ? `NSLocalizedString(${literal}, nil)` : `String(localized: ${literal})`;

// Flutter's generated localizations (gen-l10n and the intl_utils plugin): a key is a getter or method of the
// localizations class, named like the ARB message (Weblate's `arb` format knows it by that name, the unit's
// context). Written as
//   AppLocalizations.of(context)!.helloWorld      S.of(context).itemCount(n)      S.current.title
//   context.l10n.helloWorld                         (the extension most apps and very_good_cli add)
//   final l10n = AppLocalizations.of(context)!;  …  l10n.helloWorld      (and `= context.l10n;`, `= S.of(context);`)
// Found with indexOf and reads of names: linear in the file, no regular expression over it.
import { MAX_USAGES, type KeyUsage } from './types';

/** The generated classes: gen-l10n's default `output-class`, and intl_utils' `S`; `extra` adds others. */
const CLASSES = ['AppLocalizations', 'S'];
/** Members of the generated class that are not messages. */
const NOT_MESSAGES = new Set([
  'localeName',
  'of',
  'delegate',
  'current',
  'toString',
  'hashCode',
  'runtimeType',
  'load',
]);
/** How far `.of(` may look for its closing parenthesis (`context`, `this.context`, `ctx!`). */
const MAX_OF_ARGUMENT = 120;
/** Classes and aliases looked for: each is one pass over the file. */
const MAX_NAMES = 20;

const isIdentStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
const isIdentPart = (c: number) => isIdentStart(c) || (c >= 48 && c <= 57);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** The end of the identifier starting at `at` (== `at` when none starts there). */
function identEnd(text: string, at: number): number {
  if (at >= text.length || !isIdentStart(text.charCodeAt(at))) return at;
  let end = at + 1;
  while (end < text.length && isIdentPart(text.charCodeAt(end))) end++;
  return end;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** A name written alone: not the tail of a longer name nor a member of something else (`x.S.of`). */
const standsAlone = (text: string, at: number) =>
  at === 0 || (!isIdentPart(text.charCodeAt(at - 1)) && text[at - 1] !== '.');

/**
 * After an accessor that ends at `at` (`….of(context)`, `context.l10n`, an alias): an optional `!` or `?`,
 * then `.message` → the usage, else undefined. Line breaks may come before the dot (dart format puts them there).
 */
function messageAfter(text: string, at: number): KeyUsage | undefined {
  let i = skipSpace(text, at);
  if (text[i] === '!' || text[i] === '?') i = skipSpace(text, i + 1);
  if (text[i] === '?') i++; // `?.`
  if (text[i] !== '.') return undefined;
  const start = skipSpace(text, i + 1);
  const end = identEnd(text, start);
  if (end === start) return undefined;
  const key = text.slice(start, end);
  return NOT_MESSAGES.has(key) ? undefined : { key, offset: start, length: end - start, framework: 'flutter' };
}

/** The end of `Class.of(…)` starting at `at`, or -1 (`.of(` with a short argument and no nested parentheses). */
function endOfOf(text: string, at: number, cls: string): number {
  const open = at + cls.length + 4; // `.of(`
  if (!text.startsWith('.of(', at + cls.length)) return -1;
  // Looked for within MAX_OF_ARGUMENT characters only: `S.of(S.of(S.of(…` without a `)` stays linear.
  for (let i = open; i < Math.min(text.length, open + MAX_OF_ARGUMENT); i++) {
    if (text[i] === ')') return i + 1;
    if (text[i] === '(') return -1;
  }
  return -1;
}

/** Each place `needle` is written alone, in order (at most MAX_USAGES, so a huge file cannot loop long). */
function* places(text: string, needle: string): Generator<number> {
  let n = 0;
  for (let at = text.indexOf(needle); at >= 0 && n < MAX_USAGES; at = text.indexOf(needle, at + needle.length))
    if (standsAlone(text, at)) {
      n++;
      yield at;
    }
}

/** The variable a statement `final name = <accessor>` ending at `accessorStart` declares, if it is one. */
function aliasBefore(text: string, accessorStart: number): string | undefined {
  let i = accessorStart - 1;
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  if (text[i] !== '=' || text[i - 1] === '=' || text[i - 1] === '!') return undefined;
  i--;
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--;
  const end = i + 1;
  while (i >= 0 && isIdentPart(text.charCodeAt(i))) i--;
  const name = text.slice(i + 1, end);
  return name !== '' && isIdentStart(name.charCodeAt(0)) ? name : undefined;
}

export function scanFlutter(text: string, extra: readonly string[] = []): KeyUsage[] {
  const out: KeyUsage[] = [];
  const aliases = new Set<string>();
  const push = (u: KeyUsage | undefined) => u && out.length < MAX_USAGES && out.push(u);
  const addAlias = (name: string) => aliases.size < MAX_NAMES && aliases.add(name);
  for (const cls of [...CLASSES, ...extra.filter((e) => e !== '' && identEnd(e, 0) === e.length)].slice(0, MAX_NAMES)) {
    for (const at of places(text, `${cls}.of(`)) {
      const end = endOfOf(text, at, cls);
      if (end < 0) continue;
      const alias = aliasBefore(text, at);
      if (alias) addAlias(alias);
      else push(messageAfter(text, end));
    }
    for (const at of places(text, `${cls}.current`)) push(messageAfter(text, at + cls.length + 8));
  }
  // `context.l10n`, `this.context.l10n`, `ctx.l10n`: the extension getter on BuildContext.
  for (let at = text.indexOf('.l10n'); at >= 0 && out.length < MAX_USAGES; at = text.indexOf('.l10n', at + 5)) {
    if (isIdentPart(text.charCodeAt(at + 5)) || at === 0 || !isIdentPart(text.charCodeAt(at - 1))) continue;
    let start = at - 1;
    while (start > 0 && isIdentPart(text.charCodeAt(start - 1))) start--;
    const alias = aliasBefore(text, start);
    if (alias) addAlias(alias);
    else push(messageAfter(text, at + 5));
  }
  for (const alias of aliases) for (const at of places(text, `${alias}.`)) push(messageAfter(text, at + alias.length));
  return out.sort((a, b) => a.offset - b.offset);
}

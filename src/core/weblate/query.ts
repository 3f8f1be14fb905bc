// Weblate's query language (`q` on unit lists): the one place where text from a server or a person — a key,
// a source, a slug, a language code — becomes part of a query. Nothing else in src/ writes `field:"…"`.
//
// The quoting follows Weblate's search parser (weblate/utils/search.py with RawQuotedString from
// weblate/checks/parser.py, the same in 5.10.4 and 2026.10.1): a double-quoted string whose escape
// character is the backslash, that turns only \" and \\ back into " and \, turns \n \t \r \f into the
// whitespace they name, and may not span lines (a raw line break ends the parse: "Expected end of text").
// So a backslash, a double quote and those four whitespace characters are escaped and every other character
// goes in as it is. A query holding NUL anywhere is refused outright ("Invalid query string."), and
// PostgreSQL text never holds one, so a value with NUL can match nothing: the builders answer undefined.
//
// Operators (both releases): `field:"x"` is a case-insensitive substring on text fields (source, target,
// key/context, note…; PostgreSQL ILIKE with % and _ escaped) and a case-insensitive whole name on project,
// language and check; `field:="x"` is the exact, case-sensitive value. `component:` is the odd one: a
// substring of the slug or the name, `component:=` the slug or the name in any case. A plural's source
// field is its forms joined by PLURAL_SEPARATOR. Terms side by side are joined by AND; NOT binds tightest.

/** The fields the extension's own queries name. */
export type QueryField = 'project' | 'component' | 'language' | 'key' | 'source' | 'target' | 'check';

/** How Weblate keeps a plural's forms in one text field (weblate/trans/util.py PLURAL_SEPARATOR). */
export const PLURAL_SEPARATOR = '\x1e\x1e';

/**
 * The longest quoted value sent whole, counted URL-encoded: the rest of a unit list's URL is short, and
 * 8 KB is the request line nginx (in front of most Weblate servers) takes by default. Past it a lookup
 * sends a prefix and the caller keeps what really matches.
 */
export const QUERY_VALUE_MAX_ENCODED = 3000;

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\f': '\\f',
};

/** A value Weblate's parser cannot take (it refuses any query holding NUL). */
export class UnquotableError extends Error {
  constructor() {
    super('A Weblate query cannot hold the NUL character.');
    this.name = 'UnquotableError';
  }
}

/** Whether `text` can go into a query at all. */
export const quotable = (text: string): boolean => !text.includes('\0');

/** `text` as a double-quoted value of Weblate's query language. Linear: one pass, no backtracking. */
export function quoteQueryValue(text: string): string {
  if (!quotable(text)) throw new UnquotableError();
  return `"${text.replace(/[\\"\n\t\r\f]/g, (ch) => ESCAPES[ch]!)}"`;
}

/** Whether `text`, quoted, is short enough to send whole (QUERY_VALUE_MAX_ENCODED). */
export function fitsQuery(text: string): boolean {
  // Encoded as the HTTP layer encodes it (URLSearchParams: a lone surrogate, which a hostile server may
  // send, becomes U+FFFD instead of throwing as encodeURIComponent does).
  return quotable(text) && encodedLength(quoteQueryValue(text)) <= QUERY_VALUE_MAX_ENCODED;
}

/** The length of `value` as a URL query parameter. */
export const encodedLength = (value: string): number => new URLSearchParams({ q: value }).toString().length - 2;

/** The first `chars` characters of `text`, never half of a surrogate pair (that would be sent as U+FFFD). */
export function queryPrefix(text: string, chars: number): string {
  const cut = text.slice(0, chars);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** `field:"value"`: a substring of a text field, a whole name (any case) of a name field. */
export function contains(field: QueryField, value: string): string {
  return `${field}:${quoteQueryValue(value)}`;
}

/** `field:="value"`: exactly this value. */
export function equals(field: QueryField, value: string): string {
  return `${field}:=${quoteQueryValue(value)}`;
}

/** Every term must hold. */
export const all = (...terms: string[]): string => terms.join(' ');

/** The term must not hold. */
export const not = (term: string): string => `NOT ${term}`;

/**
 * Units of one component (every language), or of one language when it is given, by the slugs and code
 * the server sent. Weblate's `component:=` also takes a component whose *name* is the slug: callers that
 * must not mix components check the unit's translation URL.
 */
export function inComponent(project: string, component: string, language?: string): string {
  return all(
    equals('project', project),
    equals('component', component),
    ...(language === undefined ? [] : [equals('language', language)]),
  );
}

/** How many characters of a long key a lookup sends (see QUERY_VALUE_MAX_ENCODED). */
export const KEY_PREFIX_CHARS = 200;

/**
 * The query for the units of `project`/`component` whose key (context) is `key`, in every language:
 * `key:="…"` when the key fits a URL, else a substring search for its first characters, so the caller
 * keeps the units whose context equals the key. undefined: no unit can have this key (NUL).
 */
export function sameKeyQuery(project: string, component: string, key: string): string | undefined {
  if (!quotable(key)) return undefined;
  const scope = inComponent(project, component);
  return fitsQuery(key)
    ? all(scope, equals('key', key))
    : all(scope, contains('key', queryPrefix(key, KEY_PREFIX_CHARS)));
}

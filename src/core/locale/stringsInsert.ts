// Adding one string to an Apple `.strings` file (Localizable.strings): `"key" = "value";` at the file's end,
// escaped as Apple's property-list strings are (`\\`, `\"`, `\n`, `\t`, `\r`, other control characters as
// `\UXXXX`; anything else, `%@` and emoji included, as written), in the file's line ends. The keys already
// there are read with one linear pass (comments skipped, escapes resolved) so a key is never written twice.
//
// Weblate reads the file with translate-toolkit, which resolves escapes in values but not in keys, and
// misreads a value that ends in a backslash (its `\"` taken for an escaped quote). Such a string would be
// one thing to the app and another to the server: `stringsProblem` says so before anything is written.

export type StringsProblem = 'key-escapes' | 'value-ends-in-backslash';

const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/** `s` as the inside of a quoted `.strings` string. */
export function escapeStrings(s: string): string {
  let out = '';
  for (const c of s) {
    const code = c.codePointAt(0)!;
    if (c in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[c];
    else if (code < 0x20 || code === 0x7f) out += `\\U${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += c;
  }
  return out;
}

/** Why `key`/`value` would be read back differently by Weblate (translate-toolkit), or undefined. */
export function stringsProblem(key: string, value: string): StringsProblem | undefined {
  // Any escape but `\"` stays in a key as written: a backslash, a line break or a control character.
  if ([...key].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return 'key-escapes';
  if (value.endsWith('\\')) return 'value-ends-in-backslash';
  return undefined;
}

const UNESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', "'": "'", '\\': '\\', '0': '\0' };

/** The quoted string opening at `at` (a `"`): its value, escapes resolved, and where it ends (after `"`). */
function quoted(text: string, at: number): { value: string; end: number } {
  let value = '';
  let i = at + 1;
  while (i < text.length && text[i] !== '"') {
    if (text[i] !== '\\') {
      value += text[i++];
      continue;
    }
    const e = text[i + 1] ?? '';
    const hex = e === 'U' || e === 'u' ? /^[0-9a-fA-F]{1,4}/.exec(text.slice(i + 2, i + 6))?.[0] : undefined;
    if (hex) {
      value += String.fromCharCode(parseInt(hex, 16));
      i += 2 + hex.length;
    } else {
      value += UNESCAPES[e] ?? e;
      i += 2;
    }
  }
  return { value, end: Math.min(text.length, i + 1) };
}

/** Where the comment opening at `at` ends, or `at` when none opens there. */
function commentEnd(text: string, at: number): number {
  if (text.startsWith('//', at)) {
    const nl = text.indexOf('\n', at);
    return nl < 0 ? text.length : nl + 1;
  }
  if (text.startsWith('/*', at)) {
    const close = text.indexOf('*/', at + 2);
    return close < 0 ? text.length : close + 2;
  }
  return at;
}

/**
 * The keys of a `.strings` file: the first string of each `key = value;` pair (quoted, or a bare word as
 * property lists allow). One pass; a file that is not `.strings` text yields whatever pairs it seems to hold.
 */
export function stringsKeys(text: string): Set<string> {
  const keys = new Set<string>();
  let expectKey = true;
  let i = 0;
  while (i < text.length) {
    const skipped = commentEnd(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = text[i]!;
    if (c === '"') {
      const { value, end } = quoted(text, i);
      if (expectKey) keys.add(value);
      expectKey = false;
      i = end;
    } else if (c === ';') {
      expectKey = true;
      i++;
    } else if (expectKey && /[\w.$/:-]/.test(c)) {
      let j = i;
      while (j < text.length && /[\w.$/:-]/.test(text[j]!)) j++;
      keys.add(text.slice(i, j));
      expectKey = false;
      i = j;
    } else i++;
  }
  return keys;
}

/** The text to insert at the end of `text` (its `length`) for `"key" = "value";`, on a line of its own. */
export function stringsInsert(
  text: string,
  key: string,
  value: string,
): { offset: number; content: string } | { refused: 'exists' } {
  if (stringsKeys(text).has(key)) return { refused: 'exists' };
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lead = text === '' || text.endsWith('\n') ? '' : eol;
  return { offset: text.length, content: `${lead}"${escapeStrings(key)}" = "${escapeStrings(value)}";${eol}` };
}

// The key "Extract string" proposes for a literal, and the check of the key the person types instead.
// A key names where the string is used (the file: `FileMenu.jsx` → `fileMenu`) and what it says (its first
// words: "Save as…" → `saveAs`), in the project's style: `dotted` fileMenu.saveAs, `snake_case`
// file_menu_save_as, `camelCase` fileMenuSaveAs. Letters of any script count as words: a literal in
// Japanese gives a Japanese key, which i18next and Weblate both take.

export type KeyStyle = 'dotted' | 'snake_case' | 'camelCase';
export const KEY_STYLES: readonly KeyStyle[] = ['dotted', 'snake_case', 'camelCase'];

/** Longest key proposed or accepted: longer ones are sentences, not names. */
export const MAX_KEY_LENGTH = 200;
/** Words of the literal that go into a proposed key. */
const MAX_WORDS = 4;

/** Words of `text`: runs of letters and digits, lower-cased, camelCase and PascalCase humps split. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const run of text.slice(0, 1000).match(/[\p{L}\p{N}]+/gu) ?? [])
    for (const w of run.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').split(' ')) out.push(w.toLowerCase());
  return out;
}

const camel = (ws: string[]) => ws.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');

/** The words naming a file: its name without extension, or its folder's for an `index` file. */
function scopeWords(filePath: string): string[] {
  const parts = filePath.split(/[\\/]/).filter(Boolean);
  const base = (parts.pop() ?? '').replace(/\..*$/, '');
  const name = base.toLowerCase() === 'index' ? (parts.pop() ?? base) : base;
  return words(name);
}

/**
 * The key proposed for `text` in `filePath`; `taken` says which keys exist (a number is added until one is
 * free). Under an i18next `keyPrefix` the key is the prefix, a dot and the words: the code writes the rest.
 */
export function proposeKey(
  text: string,
  filePath: string,
  style: KeyStyle,
  taken: (key: string) => boolean,
  keyPrefix?: string,
): string {
  const scope = scopeWords(filePath);
  let said = words(text).slice(0, MAX_WORDS);
  if (said.length === 0) said = ['text'];
  const key = keyPrefix
    ? `${keyPrefix}.${style === 'snake_case' ? said.join('_') : camel(said)}`
    : style === 'dotted'
      ? scope.length > 0
        ? `${camel(scope)}.${camel(said)}`
        : camel(said)
      : style === 'snake_case'
        ? [...scope, ...said].join('_')
        : camel([...scope, ...said]);
  const base = key.slice(0, MAX_KEY_LENGTH - 3);
  if (!taken(base)) return base;
  for (let n = 2; n < 1000; n++) if (!taken(`${base}${n}`)) return `${base}${n}`;
  return base;
}

export type KeyProblem = 'empty' | 'too-long' | 'characters' | 'exists' | 'conflicts';

/**
 * What is wrong with `key` as a new key, or undefined: letters, digits, `_` and `-` in segments separated by
 * single dots (no quotes, spaces or `:`, i18next's namespace separator); not a key already; and, for
 * nested locale files, neither inside a key that holds a string nor around keys that exist
 * (`menu.file` when `menu.file.open` exists would have to be an object and a string at once).
 */
export function keyProblem(key: string, existing: ReadonlySet<string>, nested: boolean): KeyProblem | undefined {
  if (key === '') return 'empty';
  if (key.length > MAX_KEY_LENGTH) return 'too-long';
  if (!/^[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*$/u.test(key)) return 'characters';
  if (existing.has(key)) return 'exists';
  if (nested) {
    const segments = key.split('.');
    for (let i = 1; i < segments.length; i++) if (existing.has(segments.slice(0, i).join('.'))) return 'conflicts';
    const below = `${key}.`;
    for (const k of existing) if (k.startsWith(below)) return 'conflicts';
  }
  return undefined;
}

// Adding one string to a JSON locale file the way the file is already written: nested
// (`{"menu": {"file": {"open": …}}}`, the key split at its dots) or flat (`{"menu.file.open": …}`), at its
// sorted place when the neighbours are sorted and at the end otherwise, with the file's indentation and
// line ends. The edits are jsonc-parser's: only the inserted text changes, every other byte stays.
import { createScanner, modify, parseTree, type Edit, type Node } from 'jsonc-parser';
import { MAX_KEY_DEPTH } from './jsonKeys';

export type JsonLayout = 'nested' | 'flat';

export type JsonInsertResult =
  { edits: Edit[]; layout: JsonLayout } | { refused: 'not-object' | 'too-deep' | 'exists' | 'conflicts' };

/** Nesting depth of `text`, counted on the token scanner (parseTree recurses per level: checked first). */
export function jsonDepth(text: string): number {
  const scanner = createScanner(text, true);
  let level = 0;
  let max = 0;
  // 17 is SyntaxKind.EOF; 1/3 open and 2/4 close braces and brackets (a const enum isolated modules cannot read).
  for (let t: number = scanner.scan(); t !== 17; t = scanner.scan()) {
    if (t === 1 || t === 3) max = Math.max(max, ++level);
    else if (t === 2 || t === 4) level--;
  }
  return max;
}

const property = (obj: Node, name: string) =>
  obj.children?.find((p) => p.type === 'property' && p.children?.[0]?.value === name)?.children?.[1];

/** Nested when a top-level value is an object; flat when a top-level name has a dot; else as `fallback` says. */
export function jsonLayout(root: Node | undefined, fallback: JsonLayout): JsonLayout {
  const props = root?.type === 'object' ? (root.children ?? []) : [];
  if (props.some((p) => p.children?.[1]?.type === 'object')) return 'nested';
  if (props.some((p) => String(p.children?.[0]?.value).includes('.'))) return 'flat';
  return fallback;
}

function formatting(text: string) {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** Where `name` goes among `names`: its sorted place when they are sorted (case-insensitively), else last. */
export function insertionIndex(names: readonly string[], name: string): number {
  const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  for (let i = 1; i < names.length; i++) if (cmp(names[i - 1]!, names[i]!) > 0) return names.length;
  const at = names.findIndex((n) => cmp(n, name) > 0);
  return at < 0 ? names.length : at;
}

/** The layout of the locale file `text` (as jsonLayout), or `fallback` when it cannot be read. */
export function jsonKeyLayout(text: string, fallback: JsonLayout): JsonLayout {
  return text.trim() === '' || jsonDepth(text) > MAX_KEY_DEPTH ? fallback : jsonLayout(parseTree(text), fallback);
}

/**
 * The edits adding `key` with `value` to the locale file `text`; `fallback` is the layout of a file that
 * does not show its own (empty, or only top-level strings without dots): the component's file format says.
 */
export function jsonInsertEdits(text: string, key: string, value: string, fallback: JsonLayout): JsonInsertResult {
  if (jsonDepth(text) > MAX_KEY_DEPTH) return { refused: 'too-deep' };
  const root = text.trim() === '' ? undefined : parseTree(text);
  if (text.trim() !== '' && root?.type !== 'object') return { refused: 'not-object' };
  const layout = jsonLayout(root, fallback);
  const path = layout === 'nested' ? key.split('.') : [key];
  // Walk to the deepest object that exists: a string on the way, or anything at the key, is in the way.
  let parent = root;
  let level = 0;
  for (; parent && level < path.length; level++) {
    const next = property(parent, path[level]!);
    if (!next) break;
    if (level === path.length - 1) return { refused: next.type === 'string' ? 'exists' : 'conflicts' };
    if (next.type !== 'object') return { refused: 'conflicts' };
    parent = next;
  }
  const edits = modify(text, path, value, {
    formattingOptions: formatting(text),
    getInsertionIndex: (names) => insertionIndex(names, path[level]!),
  });
  return { edits, layout };
}

// The keys of a nested JSON locale file with their positions, for hovers and diagnostics on the key the
// server knows as a dotted `context` (json-nested: {"menu": {"file": {"open": "…"}}} → menu.file.open).
import { parseTree, type Node } from 'jsonc-parser';

export interface KeyLocation {
  /** Dotted path of the string, e.g. `menu.file.open`. */
  key: string;
  /** Offset and length of the property name in the text. */
  offset: number;
  length: number;
  value: string;
}

export function jsonStringKeys(text: string): KeyLocation[] {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const out: KeyLocation[] = [];
  const walk = (node: Node | undefined, path: string[]) => {
    if (!node || node.type !== 'object') return;
    for (const prop of node.children ?? []) {
      const [name, value] = prop.children ?? [];
      if (!name || !value || typeof name.value !== 'string') continue;
      const next = [...path, name.value];
      if (value.type === 'string') out.push({ key: next.join('.'), offset: name.offset, length: name.length, value: value.value as string });
      else if (value.type === 'object') walk(value, next);
    }
  };
  walk(root, []);
  return out;
}

/** Plural forms sit one level below the unit's key (files.count.one → files.count). */
export function unitKeyCandidates(key: string): string[] {
  const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : undefined;
  return parent ? [key, parent] : [key];
}

// A JSON translation file read as the upload preview needs it (#31): its strings by the key Weblate gives
// them (the dotted path of json-nested, which is the key itself in flat JSON), and the same file cut down to
// some keys, so that "upload only what changed here" sends exactly those and the server touches nothing else.
import { jsonStringKeys, MAX_KEY_DEPTH } from './jsonKeys';
import type { FileString } from '../weblate/uploadPreview';

const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/**
 * The file's strings. A plural unit is an object under its key holding one string per form (as Weblate
 * writes it): `pluralKeys` names the server's plural units, whose forms are gathered in file order.
 */
export function jsonFileStrings(text: string, pluralKeys: ReadonlySet<string> = new Set()): FileString[] {
  const out: FileString[] = [];
  const plural = new Map<string, FileString>();
  for (const { key, value } of jsonStringKeys(withoutBom(text))) {
    const dot = key.lastIndexOf('.');
    const parent = dot > 0 ? key.slice(0, dot) : '';
    if (parent && pluralKeys.has(parent)) {
      const entry = plural.get(parent);
      if (entry) entry.forms.push(value);
      else {
        const created = { key: parent, forms: [value] };
        plural.set(parent, created);
        out.push(created);
      }
    } else out.push({ key, forms: [value] });
  }
  return out;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/**
 * The file with only the strings of `keys` (and the plural objects at those keys), in their nesting.
 * Throws a SyntaxError when the file is not strict JSON: the caller then does not offer a partial upload.
 */
export function jsonSubset(text: string, keys: ReadonlySet<string>): string {
  const root = JSON.parse(withoutBom(text)) as Json;
  if (!root || typeof root !== 'object' || Array.isArray(root)) throw new SyntaxError('The file is not a JSON object.');
  return `${JSON.stringify(prune(root, '', 0, keys) ?? {}, null, 4)}\n`;
}

// Recursion is bounded: below MAX_KEY_DEPTH no string has a key (jsonStringKeys skips them too).
function prune(
  node: { [k: string]: Json },
  path: string,
  depth: number,
  keys: ReadonlySet<string>,
): { [k: string]: Json } | undefined {
  const out: { [k: string]: Json } = {};
  let kept = false;
  for (const [name, value] of Object.entries(node)) {
    const key = path ? `${path}.${name}` : name;
    const isObject = !!value && typeof value === 'object' && !Array.isArray(value);
    // A plural unit is an object of strings; a deeper object at a wanted key is not a string of the file.
    const forms = isObject && Object.values(value as object).every((v) => typeof v === 'string');
    if (keys.has(key) && (typeof value === 'string' || forms)) {
      out[name] = value;
      kept = true;
    } else if (isObject && depth + 1 < MAX_KEY_DEPTH) {
      const child = prune(value as { [k: string]: Json }, key, depth + 1, keys);
      if (child) {
        out[name] = child;
        kept = true;
      }
    }
  }
  return kept ? out : undefined;
}

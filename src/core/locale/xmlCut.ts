// An XML translation file cut down to some of its units for the upload preview (#41): the units left out are
// taken away with their indentation, and every other byte stays as it was (declaration, comments, entities,
// line ends, a BOM), so the server reads exactly the chosen strings and nothing is reformatted.
import type { XmlElement } from './xmlTree';

/** The BOM a file may start with: read without it, put back before a cut. */
export const bomOf = (text: string) => (text.charCodeAt(0) === 0xfeff ? '\uFEFF' : '');

/**
 * `text` (which starts with `bom`) without the elements `drop`, each taken with the blank text before it,
 * everything else byte for byte.
 */
export function withoutElements(text: string, bom: string, drop: readonly XmlElement[]): string {
  const body = text.slice(bom.length);
  const sorted = [...drop].sort((a, b) => a.leadStart - b.leadStart);
  const parts: string[] = [bom];
  let at = 0;
  for (const el of sorted) {
    if (el.leadStart < at) continue;
    parts.push(body.slice(at, el.leadStart));
    at = el.end;
  }
  parts.push(body.slice(at));
  return parts.join('');
}

/** `text` with only the units of `keys` among `units` (each a keyed element), everything else byte for byte. */
export function keepOnly(
  text: string,
  units: ReadonlyArray<{ key: string; element: XmlElement }>,
  keys: ReadonlySet<string>,
): string {
  const drop = units.filter((u) => !keys.has(u.key)).map((u) => u.element);
  return withoutElements(text, bomOf(text), drop);
}

// Where a string's key is written in a locale file of the workspace, for Go to Definition: the property of
// a JSON/ARB file (nested or flat), `name="key"` of Android resources, `msgid "…"` of gettext, `key=` of Java
// properties, `"key" =` of Apple strings, the unit id of XLIFF (Angular's message ids), the mapping key of
// YAML (a Rails `en:` root left out). Found with indexOf, the JSON token scanner and the YAML line scanner:
// linear.
import { jsonStringKeys } from '../locale/jsonKeys';
import { escapeStrings } from '../locale/stringsInsert';
import { yamlKeyOffset } from './yamlKeys';

const escapeC = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** The first occurrence of `needle` at a line's start (after indentation), or -1. */
function atLineStart(text: string, needle: string): number {
  let at = text.indexOf(needle);
  while (at >= 0) {
    let p = at;
    while (p > 0 && (text[p - 1] === ' ' || text[p - 1] === '\t')) p--;
    if (p === 0 || text[p - 1] === '\n') return at;
    at = text.indexOf(needle, at + 1);
  }
  return -1;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The id of an XLIFF 1.2 `<trans-unit id="…">` or 2.0 `<unit id="…">` (Angular's message id), or undefined. */
function xliffUnitOffset(text: string, id: string): number | undefined {
  const needle = `id="${escapeXml(id)}"`;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    // The tag it is in: its `<` within a start tag's length before (a look bounded so the search stays linear).
    let tag = at - 1;
    while (tag >= Math.max(0, at - MAX_TAG_HEAD) && text[tag] !== '<' && text[tag] !== '>') tag--;
    if (text[tag] !== '<') continue;
    const name = /^[\w-]+/.exec(text.slice(tag + 1, at))?.[0];
    if (name === 'trans-unit' || name === 'unit') return at + 4;
  }
  return undefined;
}

/** How far before an id attribute its tag's `<` may be (other attributes first). */
const MAX_TAG_HEAD = 300;

/** The offset of `key` in `text`, a locale file named `fileName`, or undefined when it is not found there. */
export function keyOffsetInLocaleFile(text: string, fileName: string, key: string): number | undefined {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  let at = -1;
  switch (ext) {
    case 'json':
    case 'arb': {
      // A nested plural object (`"n": {"one": …}`) is the unit `n`: its first form is where it is written.
      const keys = jsonStringKeys(text);
      const hit = keys.find((k) => k.key === key) ?? keys.find((k) => k.key.startsWith(`${key}.`));
      return hit?.offset;
    }
    case 'yml':
    case 'yaml':
      return yamlKeyOffset(text, key);
    case 'xml':
      at = text.indexOf(`name="${key}"`);
      return at < 0 ? undefined : at + 6;
    case 'po':
    case 'pot':
      at = atLineStart(text, `msgid "${escapeC(key)}"`);
      return at < 0 ? undefined : at + 7;
    case 'strings':
      at = atLineStart(text, `"${escapeStrings(key)}"`);
      return at < 0 ? undefined : at + 1;
    case 'xlf':
    case 'xliff':
      return xliffUnitOffset(text, key);
    case 'properties':
      for (const sep of ['=', ' =', ':', ' :']) {
        at = atLineStart(text, key + sep);
        if (at >= 0) return at;
      }
      return undefined;
    default:
      return undefined;
  }
}

// Android string resources: `R.string.name` and `R.plurals.name` in Java and Kotlin, `@string/name` in XML layouts and
// manifests. The server knows them by name (the unit's context in the `aresource` format). Found with
// indexOf and a read of the name: linear, no regular expression over the file.
import { MAX_USAGES, type KeyUsage } from './types';

const isNamePart = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46;
const isIdentPart = (c: number) => isNamePart(c) && c !== 46;

function scan(text: string, marker: string, before: (i: number) => boolean): KeyUsage[] {
  const out: KeyUsage[] = [];
  let at = text.indexOf(marker);
  while (at >= 0 && out.length < MAX_USAGES) {
    const start = at + marker.length;
    let end = start;
    while (end < text.length && isIdentPart(text.charCodeAt(end))) end++;
    if (end > start && before(at))
      out.push({ key: text.slice(start, end), offset: start, length: end - start, framework: 'android' });
    at = text.indexOf(marker, Math.max(end, at + 1));
  }
  return out;
}

/**
 * `R.string.x` and `R.plurals.x` (`getQuantityString`, Compose's `pluralStringResource`: a plural is one unit
 * of the same name), not preceded by a name part (`android.R.string.ok` is the platform's, not the app's).
 */
export function scanAndroidCode(text: string): KeyUsage[] {
  const alone = (i: number) => i === 0 || !isNamePart(text.charCodeAt(i - 1));
  const usages = [...scan(text, 'R.string.', alone), ...scan(text, 'R.plurals.', alone)];
  return usages.sort((a, b) => a.offset - b.offset).slice(0, MAX_USAGES);
}

/** `@string/x` (`@android:string/x` is the platform's and does not match). */
export function scanAndroidXml(text: string): KeyUsage[] {
  return scan(text, '@string/', () => true);
}

// A gettext PO translation file read as the upload preview needs it (#41): its strings under the identity
// Weblate gives them, and the same file cut down to some of them, so that "only the strings changed here"
// sends exactly those and the server touches nothing else.
// How an entry matches a unit (seen on real Weblate 5.10.4 and 2026.10.1, test/conformance/checks-uploadPo.ts):
// in a bilingual PO component a unit's `context` is the entry's msgctxt ('' without one) and its `source`
// is [msgid] or [msgid, msgid_plural]; two entries may share a msgid under different contexts, so the
// identity is the pair. It is written as gettext itself joins them in MO files: context, EOT, msgid.
// Monolingual PO (`po-mono`, weblate/formats/ttkit.py PoMonoUnit; seen on both releases in
// test/conformance/checks-uploadFormats.ts): the msgid is the key and the source text is the base file's
// msgstr, so a unit's `context` is the msgid, or "msgctxt.msgid" when the entry has a context.
import { parsePo, type PoEntry } from './poParse';
import type { FileString } from '../weblate/uploadPreview';

const EOT = '\u0004';
const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The identity of a PO string: its context and msgid. */
export const poKey = (context: string | undefined, msgid: string) => `${context ?? ''}${EOT}${msgid}`;

/** A server unit's identity in a PO component (the same pair). */
export const poUnitKey = (u: { context: string; source: readonly string[] }) => poKey(u.context, u.source[0] ?? '');

/**
 * A PO or Qt TS identity as a person reads it: the msgid (source), then its context in brackets when it has
 * one; a TS context's parts (name, comment, id) are on one line, joined by " · ".
 */
export function shownPoKey(key: string): string {
  const eot = key.indexOf(EOT);
  if (eot < 0) return key;
  const context = key.slice(0, eot).split('\n').join(' · ');
  return context ? `${key.slice(eot + 1)} [${context}]` : key.slice(eot + 1);
}

/** How a PO entry is named: bilingual by context and msgid, monolingual by its key. */
type EntryKey = (e: Pick<PoEntry, 'msgctxt' | 'msgid'>) => string;
const bilingualKey: EntryKey = (e) => poKey(e.msgctxt, e.msgid);
/** A monolingual PO entry's key as Weblate names the unit: "msgctxt.msgid", or the msgid alone. */
export const poMonoKey: EntryKey = (e) =>
  e.msgctxt && e.msgid ? `${e.msgctxt}.${e.msgid}` : e.msgid || (e.msgctxt ?? '');

const stringsBy = (text: string, key: EntryKey): FileString[] =>
  parsePo(withoutBom(text)).entries.map((e) => ({ key: key(e), forms: e.msgstr, fuzzy: e.fuzzy }));

/** The file's strings (the header and obsolete entries left out). Throws PoSyntaxError on a malformed file. */
export const poFileStrings = (text: string) => stringsBy(text, bilingualKey);
/** A monolingual PO file's strings, by key. */
export const poMonoFileStrings = (text: string) => stringsBy(text, poMonoKey);

/**
 * The file with its header and only the entries of `keys`, each byte for byte as it was (comments and
 * flags included), in file order, separated by blank lines. Throws PoSyntaxError on a malformed file.
 */
export const poSubset = (text: string, keys: ReadonlySet<string>) => subsetBy(text, keys, bilingualKey);
/** A monolingual PO file with its header and only the entries of `keys`. */
export const poMonoSubset = (text: string, keys: ReadonlySet<string>) => subsetBy(text, keys, poMonoKey);

function subsetBy(text: string, keys: ReadonlySet<string>, key: EntryKey): string {
  const source = withoutBom(text);
  const { header, entries } = parsePo(source);
  const pieces = [header, ...entries.filter((e) => keys.has(key(e)))]
    .filter((e): e is PoEntry => e !== undefined)
    .map((e) => {
      const piece = source.slice(e.start, e.end);
      return piece.endsWith('\n') ? piece : `${piece}\n`;
    });
  return pieces.join('\n');
}

// The file formats the upload preview reads (#31, #41), each with what the preview needs of it: how its
// strings are named (the identity a server unit has in it), how the file is read and cut down to some
// strings, and how its fuzzy marks are sent. JSON (monolingual, keyed by the unit's context) and gettext
// PO (bilingual, keyed by context and msgid); other formats (xliff, ts, Android…) are not previewed.
import { jsonFileStrings, jsonSubset } from './jsonUpload';
import { poFileStrings, poSubset, poUnitKey } from './poUpload';
import { byContext, type FileString, type PreviewUnit, type UnitIdentity } from '../weblate/uploadPreview';
import type { FuzzyMode } from '../weblate/translationFiles';

export interface UploadFormat {
  id: 'json' | 'po';
  /** How a server unit is named in this format (the key of the file's strings). */
  identity: UnitIdentity;
  /**
   * The upload's fuzzy option: a PO entry marked fuzzy is sent as needing editing ('process'), so a file
   * sent back as downloaded keeps those strings as they are; JSON cannot mark strings.
   */
  fuzzy: FuzzyMode;
  /** The file's strings; `units` are the translation's (JSON reads its plural objects by them). */
  strings(text: string, units: readonly PreviewUnit[]): FileString[];
  /** The file with only the strings of `keys`; throws a SyntaxError when the file cannot be cut. */
  subset(text: string, keys: ReadonlySet<string>): string;
}

const JSON_FORMAT: UploadFormat = {
  id: 'json',
  identity: byContext,
  fuzzy: '',
  strings: (text, units) =>
    jsonFileStrings(text, new Set(units.filter((u) => u.source.length > 1).map((u) => u.context))),
  subset: jsonSubset,
};

const PO_FORMAT: UploadFormat = {
  id: 'po',
  identity: poUnitKey,
  fuzzy: 'process',
  strings: (text) => poFileStrings(text),
  subset: poSubset,
};

/**
 * The preview's reading of a file: a `.json` file as JSON (as before PO was read); a file of a component
 * whose format is `po`, or named `.po`/`.pot`, as PO. Undefined: not previewed. Monolingual PO (`po-mono`)
 * names its units by key, not by msgid, and is not previewed.
 */
export function uploadFormatOf(componentFormat: string | undefined, fileName: string): UploadFormat | undefined {
  if (/\.json$/i.test(fileName)) return JSON_FORMAT;
  if (componentFormat === 'po-mono') return undefined;
  if (componentFormat === 'po' || /\.pot?$/i.test(fileName)) return PO_FORMAT;
  return undefined;
}

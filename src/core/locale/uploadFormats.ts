// The file formats the upload preview reads (#31, #41), each with what the preview needs of it: how its
// strings are named (the identity a server unit has in it), how the file is read and cut down to some
// strings, and how its fuzzy marks are sent. How each names its units was seen on real Weblate 5.10.4 and
// 2026.10.1 (test/conformance/checks-uploadPo.ts, checks-uploadFormats.ts; docs/CONFORMANCE.md):
//   json       monolingual: the unit's context is the key (json-nested: the dotted path).
//   po         bilingual: context = msgctxt ('' without), source = [msgid, msgid_plural]; identity the pair.
//   po-mono    monolingual: context = msgid, or "msgctxt.msgid"; source = the base file's msgstr.
//   xliff      bilingual, but the context is the trans-unit's resname, else "<file original>///<id>" (the
//              source text is not part of it); texts are inner XML (&amp; stays), the xml-text flag.
//   ts         bilingual: context = <context><name>, then <comment> and the id attribute, newline-joined;
//              source = <source>; a numerus "(s)" source becomes two forms; identity context and source.
//   aresource  monolingual: context = the name of <string>/<plurals>; plural forms by quantity.
// Other formats (plain XLIFF, XLIFF 2, poxliff, Apple .strings, Java .properties, RESX, CSV…) are not
// previewed: the upload names the format and says the whole file is sent (unpreviewedFormatName).
import { jsonFileStrings, jsonSubset } from './jsonUpload';
import { poFileStrings, poMonoFileStrings, poMonoSubset, poSubset, poUnitKey } from './poUpload';
import { xliffFileStrings, xliffSubset } from './xliffUpload';
import { tsFileStrings, tsSubset } from './tsUpload';
import { androidFileStrings, androidSubset } from './androidUpload';
import { byContext, type FileString, type PreviewUnit, type UnitIdentity } from '../weblate/uploadPreview';
import type { FuzzyMode } from '../weblate/translationFiles';

export interface UploadFormat {
  id: 'json' | 'po' | 'po-mono' | 'xliff' | 'ts' | 'aresource';
  /** How a server unit is named in this format (the key of the file's strings). */
  identity: UnitIdentity;
  /**
   * The upload's fuzzy option: a string the file marks as needing editing (PO's fuzzy, XLIFF's
   * needs-translation states, TS's unfinished) is sent as needing editing ('process'), so a file sent back
   * as downloaded keeps those strings as they are; JSON and Android cannot mark strings.
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

const FORMATS: Record<Exclude<UploadFormat['id'], 'json' | 'po'>, UploadFormat> = {
  'po-mono': { id: 'po-mono', identity: byContext, fuzzy: 'process', strings: poMonoFileStrings, subset: poMonoSubset },
  xliff: { id: 'xliff', identity: byContext, fuzzy: 'process', strings: xliffFileStrings, subset: xliffSubset },
  ts: { id: 'ts', identity: poUnitKey, fuzzy: 'process', strings: tsFileStrings, subset: tsSubset },
  aresource: { id: 'aresource', identity: byContext, fuzzy: '', strings: androidFileStrings, subset: androidSubset },
};

const BY_COMPONENT: Record<string, UploadFormat> = { po: PO_FORMAT, ...FORMATS };

/** Component formats whose files look like a previewed one but are read otherwise by Weblate. */
const READ_OTHERWISE = new Set(['plainxliff', 'poxliff', 'xliff2', 'xliff2-placeables', 'mi18n-lang']);

const BY_EXTENSION: Array<[RegExp, UploadFormat]> = [
  [/\.pot?$/i, PO_FORMAT],
  [/\.(xlf|xliff)$/i, FORMATS.xliff],
  [/\.ts$/i, FORMATS.ts],
  [/(^|[\\/])strings\.xml$/i, FORMATS.aresource],
];

/**
 * The preview's reading of a file: a `.json` file as JSON (as before the other formats were read); else by
 * the component's file format when it is one of those read here, else by the file's name (`.po`/`.pot`,
 * `.xlf`/`.xliff`, `.ts`, `strings.xml`) unless the component's format reads such files otherwise.
 * Undefined: not previewed.
 */
export function uploadFormatOf(componentFormat: string | undefined, fileName: string): UploadFormat | undefined {
  if (/\.json$/i.test(fileName)) return JSON_FORMAT;
  const byComponent = componentFormat === undefined ? undefined : BY_COMPONENT[componentFormat];
  if (byComponent) return byComponent;
  if (componentFormat !== undefined && READ_OTHERWISE.has(componentFormat)) return undefined;
  return BY_EXTENSION.find(([name]) => name.test(fileName))?.[1];
}

/** People's names of the formats not previewed, by Weblate's file_format id (5.10.4 and 2026.10.1). */
const UNPREVIEWED_NAMES: Array<[RegExp, string]> = [
  [/^xliff2/, 'XLIFF 2.0'],
  [/^plainxliff$/, 'XLIFF (plain)'],
  [/^poxliff$/, 'XLIFF with gettext extensions'],
  [/^strings/, 'Apple .strings'],
  [/^(properties|gwt|joomla)/, 'Java .properties'],
  [/^resx$/, 'RESX'],
  [/^csv/, 'CSV'],
];

/**
 * The format a file is uploaded as when the preview cannot read it, as people name it (the component's
 * format id, or the file's extension, for a format not listed); undefined when the upload is previewed.
 */
export function unpreviewedFormatName(componentFormat: string | undefined, fileName: string): string | undefined {
  if (uploadFormatOf(componentFormat, fileName)) return undefined;
  // The id is the server's text: shown as it is (a quick pick's title is plain text), but never at length.
  if (componentFormat)
    return UNPREVIEWED_NAMES.find(([id]) => id.test(componentFormat))?.[1] ?? componentFormat.slice(0, 40);
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1];
  return extension ? `.${extension}` : fileName;
}

// An uploaded translation file read as Weblate reads it for a merge (#31, #41): its strings by the name
// Weblate gives a unit in that format, and those it marks as needing editing. As Weblate's iterate_merge:
// a string without text is no translation, and one the file marks fuzzy is left out unless the fuzzy option
// is `process` (sent as needing editing) or `approve` (sent as not fuzzy). JSON is read here; PO, XLIFF 1.2,
// Qt TS, Android resources and monolingual PO by the upload preview's readers (src/core/locale), whose
// naming of units the conformance tier checks against real Weblate 5.10.4 and 2026.10.1.
import { HttpError } from './http';
import type { ComponentRec, UnitRec } from './model';
import { uploadFormatOf } from '../../src/core/locale/uploadFormats';

export interface UploadedStrings {
  /** How a unit of the component is named in the file. */
  idOf: (u: UnitRec) => string;
  strings: Map<string, string[]>;
  fuzzy: Set<string>;
}

const invalid = (detail: string) => new HttpError(400, 'invalid', detail, 'file', 'validation_error');

/** The uploaded JSON's strings by key (nested objects joined with dots; an object at a plural unit's key holds its forms). */
function readJsonStrings(bytes: Buffer, units: Map<string, UnitRec>): Map<string, string[]> {
  let root: unknown;
  try {
    root = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    throw invalid(`JSONDecodeError('${(e as Error).message}')`);
  }
  if (typeof root !== 'object' || root === null || Array.isArray(root))
    throw invalid('Could not parse the file: the top level is not an object.');
  const out = new Map<string, string[]>();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') out.set(key, [v]);
      else if (v && typeof v === 'object' && !Array.isArray(v)) {
        const forms = Object.values(v);
        if ((units.get(key)?.source.length ?? 0) > 1 && forms.every((f) => typeof f === 'string'))
          out.set(key, forms as string[]);
        else walk(v as Record<string, unknown>, key);
      }
    }
  };
  walk(root as Record<string, unknown>, '');
  return out;
}

/** Bilingual formats count a string the translation lacks as not found; monolingual ones never see it. */
export const isBilingual = (format: string) => ['po', 'xliff', 'ts'].includes(format);

/** The component formats whose uploads the sandbox reads. */
export const readsUploads = (format: string) =>
  format === 'json-nested' || ['po', 'xliff', 'ts', 'aresource', 'po-mono'].includes(format);

/** The file's strings as the merge reads them; a 400 naming `file` when it cannot be read. */
export function readUpload(comp: ComponentRec, bytes: Buffer, fuzzyMode: string, units: UnitRec[]): UploadedStrings {
  if (comp.fileFormat === 'json-nested') {
    const byKey = new Map(units.map((u) => [u.context, u]));
    const strings = readJsonStrings(bytes, byKey);
    for (const [k, forms] of strings) if (forms.every((f) => f === '')) strings.delete(k);
    return { idOf: (u) => u.context, strings, fuzzy: new Set() };
  }
  const format = uploadFormatOf(comp.fileFormat, comp.filemask)!;
  let read;
  try {
    read = format.strings(bytes.toString('utf8'), units);
  } catch (e) {
    if (e instanceof SyntaxError) throw invalid(`Could not parse the file: ${e.message}`);
    throw e;
  }
  const strings = new Map<string, string[]>();
  const fuzzy = new Set<string>();
  for (const s of read) {
    if (s.forms.every((f) => f === '') || (s.fuzzy && fuzzyMode === '')) continue;
    strings.set(s.key, s.forms);
    if (s.fuzzy && fuzzyMode === 'process') fuzzy.add(s.key);
  }
  return { idOf: format.identity, strings, fuzzy };
}

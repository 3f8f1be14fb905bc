// The file downloads: a translation's file (`.../file/`, nested JSON for json-nested, TBX for glossaries,
// PO, Android XML, ARB and iOS .strings for the sample apps' components, XLIFF, Qt TS and monolingual PO
// for the formats project (formatFiles.ts);
// `?format=po|json-nested` converts, another format is refused as real Weblate refuses it) and a component's
// zip (`components/{p}/{c}/file/`: every translation file under `project/component/<path>`, as real 5.10.4
// and 2026.10.1 name them). Headers as the real server sends them (Content-Disposition names).
import type { SandboxResponse } from '../types';
import { HttpError } from './http';
import { STATE, type ComponentRec, type TranslationRec, type UnitRec, type WeblateDb } from './model';
import { zipArchive } from './zip';
import { FORMAT_FILE_TYPES, formatFileText } from './formatFiles';

const xml = (s: string) =>
  s.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]!);
const po = (s: string) => `"${s.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;

/** Conversions the sandbox can do (`?format=`); real Weblate knows more (xliff, csv, xlsx, tmx, mo, …). */
const CONVERSIONS = ['po', 'json-nested'];
/** The translation file view takes uploads (POST, and PUT as an alias). */
export const ALLOW_FILE = 'GET, POST, PUT, HEAD, OPTIONS';

export function translationFile(db: WeblateDb, t: TranslationRec, asked: string | null): SandboxResponse {
  // wlc appends `?format=po` to the file link it read, which here (the seed's links) already ends in
  // `?format=api`: the query then says `format=api?format=po`. The last one is what was meant.
  const format = asked?.split('?format=').at(-1) ?? null;
  const comp = db.components[t.componentId - 1]!;
  const units = t.unitIds.map((id) => db.units[id - 1]!);
  const base = `${db.projects[comp.projectId - 1]!.slug}-${comp.slug}-${t.language}`;
  const headers = (type: string, ext: string) => ({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename=${base}.${ext}`,
    Allow: ALLOW_FILE,
  });
  // `format=api` is what the sandbox's own links carry (the seed's `?format=api`): the renderer, not a conversion.
  if (format !== null && format !== '' && format !== 'api' && !(format === 'tbx' && comp.fileFormat === 'tbx')) {
    if (!CONVERSIONS.includes(format))
      throw new HttpError(400, 'invalid', `Conversion to ${format} is not supported`, 'format', 'validation_error');
    if (format === 'po')
      return { status: 200, headers: headers('text/x-po; charset=utf-8', 'po'), text: poFile(db, t, units) };
  }
  if (comp.fileFormat === 'tbx')
    return { status: 200, headers: headers('application/x-tbx', 'tbx'), text: fileText(db, comp, t, units) };
  if (comp.fileFormat === 'po')
    return { status: 200, headers: headers('text/x-po; charset=utf-8', 'po'), text: poFile(db, t, units) };
  const typed = FORMAT_FILE_TYPES[comp.fileFormat];
  if (typed) return { status: 200, headers: headers(typed.type, typed.ext), text: fileText(db, comp, t, units) };
  if (comp.fileFormat === 'arb')
    return { status: 200, headers: headers('application/json', 'arb'), text: fileText(db, comp, t, units) };
  if (comp.fileFormat === 'strings')
    return {
      status: 200,
      headers: headers('text/plain; charset=utf-8', 'strings'),
      text: fileText(db, comp, t, units),
    };
  return { status: 200, headers: headers('application/json', 'json'), text: fileText(db, comp, t, units) };
}

/** The file as the repository holds it. */
function fileText(db: WeblateDb, comp: ComponentRec, t: TranslationRec, units: UnitRec[]): string {
  if (comp.fileFormat === 'po') return poFile(db, t, units);
  const formatted = formatFileText(db, comp.fileFormat, t, units);
  if (formatted !== undefined) return formatted;
  // ARB: flat JSON with the locale under @@locale; .strings: `"key" = "value";` lines (UTF-8).
  if (comp.fileFormat === 'arb') {
    const messages = units.filter((u) => u.target.some(Boolean)).map((u) => [u.context, u.target[0]!] as const);
    return `${JSON.stringify(Object.fromEntries([['@@locale', t.languageCode], ...messages]), null, 2)}\n`;
  }
  if (comp.fileFormat === 'strings') {
    const quoted = (s: string) => `"${s.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;
    const lines = units
      .filter((u) => u.target.some(Boolean))
      .map((u) => `${quoted(u.context)} = ${quoted(u.target[0]!)};`);
    return `${lines.join('\n')}\n`;
  }
  if (comp.fileFormat === 'tbx') {
    const entries = units
      .map(
        (u) =>
          `    <termEntry id="${xml(u.context)}"><langSet xml:lang="en"><tig><term>${xml(u.source[0]!)}</term></tig></langSet><langSet xml:lang="${xml(t.languageCode)}"><tig><term>${xml(u.target[0] ?? '')}</term></tig></langSet></termEntry>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX" xml:lang="en">\n  <text><body>\n${entries}\n  </body></text>\n</martif>\n`;
  }
  const root: Record<string, unknown> = {};
  for (const u of units) {
    if (u.target.every((x) => x === '')) continue;
    const parts = u.context.split('.');
    let node = root;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] =
      u.target.length > 1
        ? Object.fromEntries(
            u.target.map((x, i) => [i === 0 ? 'one' : i === u.target.length - 1 ? 'other' : `form${i}`, x]),
          )
        : u.target[0];
  }
  return `${JSON.stringify(root, null, 4)}\n`;
}

function poFile(db: WeblateDb, t: TranslationRec, units: UnitRec[]): string {
  const lang = db.languages.get(t.language)!;
  const header = `msgid ""\nmsgstr ""\n"Language: ${t.languageCode}\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=${lang.plural.number}; plural=${lang.plural.formula};\\n"\n"X-Generator: Weblate (sandbox)\\n"\n`;
  const entries = units.map((u) => {
    // gettext writes no msgctxt line for a string without a context; Weblate marks needing editing as fuzzy.
    const ctxt = `${u.state === STATE.fuzzy ? '#, fuzzy\n' : ''}${u.context === '' ? '' : `msgctxt ${po(u.context)}\n`}`;
    if (u.source.length > 1) {
      const forms = u.target.map((x, i) => `msgstr[${i}] ${po(x)}`).join('\n');
      return `${ctxt}msgid ${po(u.source[0]!)}\nmsgid_plural ${po(u.source.at(-1)!)}\n${forms}\n`;
    }
    return `${ctxt}msgid ${po(u.source[0]!)}\nmsgstr ${po(u.target[0] ?? '')}\n`;
  });
  return [header, ...entries].join('\n');
}

/** GET components/{p}/{c}/file/: the component's files in one zip. */
export function componentZip(db: WeblateDb, comp: ComponentRec): SandboxResponse {
  const project = db.projects[comp.projectId - 1]!.slug;
  const entries = db.translations
    .filter((t) => t.componentId === comp.id)
    .map((t) => ({
      name: `${project}/${comp.slug}/${comp.filemask.replace('*', t.languageCode)}`,
      data: Buffer.from(
        fileText(
          db,
          comp,
          t,
          t.unitIds.map((id) => db.units[id - 1]!),
        ),
        'utf8',
      ),
    }));
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${project}-${comp.slug}.zip"`,
      Allow: 'GET, HEAD, OPTIONS',
    },
    bytes: zipArchive(entries),
  };
}

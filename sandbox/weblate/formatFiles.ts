// Translation files of the XML formats and monolingual PO as Weblate writes them back from its units (#41):
// XLIFF 1.2 (states new/needs-translation/translated/final, approved="yes"; texts are inner XML, the xml-text
// flag, so they are written as stored), Qt TS (type="unfinished", numerus forms, a context per name),
// Android string resources (Android's escapes, <plurals> by CLDR quantity) and monolingual PO (`#, fuzzy`,
// msgctxt from the unit). What the sandbox cannot know from its records (a TS numerus source's "(s)", the
// XLIFF file's `original`) is read back from how Weblate named the units.
import { STATE, type TranslationRec, type UnitRec, type WeblateDb } from './model';

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xmlAttr = (s: string) => xmlText(s).replace(/"/g, '&quot;');
const po = (s: string) => `"${s.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;

function xliffUnit(u: UnitRec, original: string): string {
  const named = u.context.startsWith(`${original}///`);
  const id = named ? u.context.slice(original.length + 3) : u.context;
  const head = named ? `<trans-unit id="${xmlAttr(id)}"` : `<trans-unit id="${xmlAttr(id)}" resname="${xmlAttr(id)}"`;
  const approved = u.state === STATE.approved ? ' approved="yes"' : '';
  const state = u.state === STATE.fuzzy ? 'needs-translation' : u.state >= STATE.approved ? 'final' : 'translated';
  const target = u.target[0] ? `\n        <target state="${state}">${u.target[0]}</target>` : '';
  return `      ${head}${approved}>\n        <source>${u.source[0]}</source>${target}\n      </trans-unit>\n`;
}

function xliffFile(language: string, units: UnitRec[]): string {
  // Units without a resname are named "<original>///<id>": the file's original is what precedes "///".
  const original = units.map((u) => u.context.split('///')).find((parts) => parts.length > 1)?.[0] ?? 'app';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
    `  <file original="${xmlAttr(original)}" source-language="en" target-language="${xmlAttr(language)}" datatype="plaintext">\n` +
    `    <body>\n${units.map((u) => xliffUnit(u, original)).join('')}    </body>\n  </file>\n</xliff>\n`
  );
}

/** The numerus source Qt keeps in the file ("%n tile(s) deleted") from the two forms Weblate shows. */
function numerusSource(one: string, other: string): string {
  let at = 0;
  while (at < one.length && one[at] === other[at]) at++;
  return other === `${one.slice(0, at)}s${one.slice(at)}` ? `${one.slice(0, at)}(s)${one.slice(at)}` : one;
}

function tsMessage(u: UnitRec): string {
  const comment = u.context.split('\n')[1];
  const numerus = u.source.length > 1;
  const source = numerus ? numerusSource(u.source[0]!, u.source[1]!) : u.source[0]!;
  const type = u.state < STATE.translated ? ' type="unfinished"' : '';
  const body = numerus
    ? `\n${u.target.map((f) => `            <numerusform>${xmlText(f)}</numerusform>\n`).join('')}        `
    : xmlText(u.target[0] ?? '');
  return (
    `    <message${numerus ? ' numerus="yes"' : ''}>\n        <source>${xmlText(source)}</source>\n` +
    (comment ? `        <comment>${xmlText(comment)}</comment>\n` : '') +
    `        <translation${type}>${body}</translation>\n    </message>\n`
  );
}

function tsFile(language: string, units: UnitRec[]): string {
  const contexts = new Map<string, UnitRec[]>();
  for (const u of units) {
    const name = u.context.split('\n')[0]!;
    contexts.set(name, [...(contexts.get(name) ?? []), u]);
  }
  const blocks = [...contexts].map(
    ([name, list]) => `<context>\n    <name>${xmlText(name)}</name>\n${list.map(tsMessage).join('')}</context>\n`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="${xmlAttr(language)}">\n${blocks.join('')}</TS>\n`;
}

/** Android's escapes of a value (translate-toolkit's aresource writer): quotes, backslashes, new lines, a leading @ or ?. */
const androidValue = (s: string) =>
  xmlText(s.replace(/[\\'"]/g, '\\$&').replace(/\n/g, '\\n')).replace(/^([@?])/, '\\$1');

/** CLDR plural categories by the number of forms a language has (the sandbox's languages). */
const QUANTITIES: Record<number, string[]> = {
  1: ['other'],
  2: ['one', 'other'],
  3: ['one', 'few', 'other'],
  4: ['one', 'few', 'many', 'other'],
  6: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

function androidFile(units: UnitRec[], plurals: number): string {
  const entries = units
    .filter((u) => u.target.some(Boolean))
    .map((u) => {
      const name = xmlAttr(u.context);
      if (u.source.length === 1) return `    <string name="${name}">${androidValue(u.target[0]!)}</string>\n`;
      const quantities = QUANTITIES[plurals] ?? QUANTITIES[2]!;
      const items = u.target.map(
        (f, i) => `        <item quantity="${quantities[i] ?? 'other'}">${androidValue(f)}</item>\n`,
      );
      return `    <plurals name="${name}">\n${items.join('')}    </plurals>\n`;
    });
  return `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${entries.join('')}</resources>\n`;
}

function poMonoFile(language: string, units: UnitRec[], plural: { number: number; formula: string }): string {
  const header = `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=${plural.number}; plural=${plural.formula};\\n"\n"X-Generator: Weblate (sandbox)\\n"\n`;
  const entries = units.map((u) => {
    const ctxt = u.poMsgctxt === undefined ? '' : `msgctxt ${po(u.poMsgctxt)}\n`;
    const msgid = u.poMsgctxt === undefined ? u.context : u.context.slice(u.poMsgctxt.length + 1);
    return `${u.state === STATE.fuzzy ? '#, fuzzy\n' : ''}${ctxt}msgid ${po(msgid)}\nmsgstr ${po(u.target[0] ?? '')}\n`;
  });
  return [header, ...entries].join('\n');
}

/** The file of a translation of an XLIFF, TS, Android or monolingual PO component; undefined for another format. */
export function formatFileText(db: WeblateDb, format: string, t: TranslationRec, units: UnitRec[]): string | undefined {
  const lang = db.languages.get(t.language)!;
  if (format === 'xliff') return xliffFile(t.languageCode, units);
  if (format === 'ts') return tsFile(t.languageCode, units);
  if (format === 'aresource') return androidFile(units, lang.plural.number);
  if (format === 'po-mono') return poMonoFile(t.languageCode, units, lang.plural);
  return undefined;
}

/** Content type and file extension of those formats' downloads, as real Weblate names them. */
export const FORMAT_FILE_TYPES: Record<string, { type: string; ext: string }> = {
  xliff: { type: 'application/x-xliff+xml', ext: 'xlf' },
  ts: { type: 'application/x-linguist; charset=utf-8', ext: 'ts' },
  aresource: { type: 'application/xml', ext: 'xml' },
  'po-mono': { type: 'text/x-po; charset=utf-8', ext: 'po' },
};

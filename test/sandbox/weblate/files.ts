// The translation file download (`.../file/`): nested JSON for json-nested, TBX for glossaries.
import type { SandboxResponse } from '../types';
import type { TranslationRec, WeblateDb } from './model';

const xml = (s: string) => s.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]!);

export function translationFile(db: WeblateDb, t: TranslationRec): SandboxResponse {
  const comp = db.components[t.componentId - 1]!;
  const units = t.unitIds.map((id) => db.units[id - 1]!);
  if (comp.fileFormat === 'tbx') {
    const entries = units
      .map((u) => `    <termEntry id="${xml(u.context)}"><langSet xml:lang="en"><tig><term>${xml(u.source[0]!)}</term></tig></langSet><langSet xml:lang="${xml(t.languageCode)}"><tig><term>${xml(u.target[0] ?? '')}</term></tig></langSet></termEntry>`)
      .join('\n');
    return { status: 200, headers: { 'Content-Type': 'application/x-tbx', 'Content-Disposition': `attachment; filename=${t.languageCode}.tbx` }, text: `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX" xml:lang="en">\n  <text><body>\n${entries}\n  </body></text>\n</martif>\n` };
  }
  const root: Record<string, unknown> = {};
  for (const u of units) {
    if (u.target.every((x) => x === '')) continue;
    const parts = u.context.split('.');
    let node = root;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = u.target.length > 1 ? Object.fromEntries(u.target.map((x, i) => [i === 0 ? 'one' : i === u.target.length - 1 ? 'other' : `form${i}`, x])) : u.target[0];
  }
  return { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename=${t.languageCode}.json` }, text: `${JSON.stringify(root, null, 4)}\n` };
}

// Writes the realistic Ledger data (#43 item 8) as files for the real Weblates' template (server.ts calls
// it beside make-repo.sh; provision_ledger.py reads them). Taken from the sandbox's own generated database
// (sandbox/weblate/ledger.ts, ledgerCatalog.ts), so the sandbox and the real servers hold the same strings:
// - app/en.json, app/de.json: i18next v4, the English sentence as key, plurals as key_one/key_other;
// - legacy/en.json, legacy/de.json: nested JSON (its dotted keys as objects);
// - glossary/de.tbx: the 30 terms (bilingual TBX, English and German);
// - ledger.json: the glossary's flags and the change log (component, key, action, user, time, target),
//   which provision_ledger.py writes through the ORM (real saves of 10,500 edits would take too long).
// A German string the sandbox leaves empty is left out of the file (Weblate shows it untranslated); the
// sandbox's needing-editing and approved states are not carried over (a JSON file has no such states).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateWeblateData } from '../../sandbox/weblate/data';
import { LEDGER } from '../../sandbox/weblate/ledger';
import type { UnitRec, WeblateDb } from '../../sandbox/weblate/model';

/** The sources whose change make a new template (server.ts hashes them with its own inputs). */
export const LEDGER_SOURCES = [
  join(__dirname, 'ledgerRepo.ts'),
  join(__dirname, '..', '..', 'sandbox', 'weblate', 'ledger.ts'),
  join(__dirname, '..', '..', 'sandbox', 'weblate', 'ledgerCatalog.ts'),
];

export interface LedgerCounts {
  app: number;
  legacy: number;
  glossary: number;
  changes: number;
}

function unitsOf(db: WeblateDb, slug: string, language: string): UnitRec[] {
  const project = db.projects.find((p) => p.slug === LEDGER.project)!;
  const comp = db.components.find((c) => c.projectId === project.id && c.slug === slug)!;
  const tr = db.translations.find((t) => t.componentId === comp.id && t.language === language)!;
  return tr.unitIds.map((id) => db.units[id - 1]!);
}

/** i18next v4: one key per string, a plural's forms under key_one and key_other. */
function i18nextFile(units: UnitRec[], text: (u: UnitRec) => string[]): string {
  const out: Record<string, string> = {};
  for (const u of units) {
    const forms = text(u);
    if (forms.every((f) => f === '')) continue;
    if (forms.length === 1) out[u.context] = forms[0]!;
    else [out[`${u.context}_one`], out[`${u.context}_other`]] = [forms[0]!, forms.at(-1)!];
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** Nested JSON: `legacy.screen0.text0` as objects, as Weblate's json-nested format reads keys. */
function nestedFile(units: UnitRec[], text: (u: UnitRec) => string): string {
  const root: Record<string, unknown> = {};
  for (const u of units) {
    const value = text(u);
    if (value === '') continue;
    const parts = u.context.split('.');
    let node = root;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return `${JSON.stringify(root, null, 2)}\n`;
}

const xml = (s: string) =>
  s.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]!);

function tbxFile(en: UnitRec[], de: UnitRec[]): string {
  const entries = en.map(
    (u, i) =>
      `    <termEntry><langSet xml:lang="en"><tig><term>${xml(u.source[0]!)}</term></tig></langSet>` +
      `<langSet xml:lang="de"><tig><term>${xml(de[i]!.target[0] ?? '')}</term></tig></langSet></termEntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX" xml:lang="en">\n  <text><body>\n${entries.join('\n')}\n  </body></text>\n</martif>\n`;
}

/** The change log as rows provision_ledger.py can write: the unit named by component and key. */
function changeRows(db: WeblateDb): Array<[string, string, number, string, string, string]> {
  const project = db.projects.find((p) => p.slug === LEDGER.project)!;
  return db.changes
    .filter((c) => c.projectId === project.id)
    .map((c) => {
      const unit = db.units[c.unitId! - 1]!;
      const comp = db.components[c.componentId! - 1]!;
      return [comp.slug, unit.context, c.action, c.user ?? 'admin', c.timestamp, c.target];
    });
}

/** Writes the Ledger files into `dir` (created) and returns what they hold. */
export function writeLedgerRepo(dir: string): LedgerCounts {
  const db = generateWeblateData('small', true, true);
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const app = unitsOf(db, LEDGER.app, 'de');
  write(
    'app/en.json',
    i18nextFile(app, (u) => u.source),
  );
  write(
    'app/de.json',
    i18nextFile(app, (u) => u.target),
  );
  const legacy = unitsOf(db, LEDGER.legacy, 'de');
  write(
    'legacy/en.json',
    nestedFile(legacy, (u) => u.source[0]!),
  );
  write(
    'legacy/de.json',
    nestedFile(legacy, (u) => u.target[0] ?? ''),
  );
  const glossaryEn = unitsOf(db, LEDGER.glossary, 'en');
  const glossaryDe = unitsOf(db, LEDGER.glossary, 'de');
  write('glossary/de.tbx', tbxFile(glossaryEn, glossaryDe));
  const flags = glossaryEn.map((u, i) => [u.source[0]!, u.extraFlags, glossaryDe[i]!.extraFlags]);
  const changes = changeRows(db);
  write('ledger.json', `${JSON.stringify({ glossaryFlags: flags, changes })}\n`);
  return { app: app.length, legacy: legacy.length, glossary: glossaryEn.length, changes: changes.length };
}

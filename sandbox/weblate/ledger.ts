// Realistic data (#43 item 8), in its own project "Ledger" (`ledger`) so that no other record moves: an
// i18next v4 component `app` of 1,562 strings whose keys are natural-language English sentences (line
// breaks, Markdown links, colons, `{{placeholders}}`, plural units) with German; a component `legacy` of an
// older app version, most of whose 1,250 sources are exact twins of `app`'s (and the button words twenty
// times each), with plurals as separate `_one`/`_other` keys; a glossary of 30 terms with `terminology`,
// `read-only` and `forbidden` flags; and a change log of 10,500 entries after the seed's last one, ids and
// times ascending together. Its own PRNG: the same data on every run, and none of the seed's draws used.
// Off unless the sandbox is started with `ledger: true` (the seed's change log and project list stay as
// every other test knows them).
import { mulberry32, type ComponentPlan } from './data';
import { GLOSSARY, NOUNS, pluralForms, SHAPES, VERBS, WORDS } from './ledgerCatalog';
import type { StringSeed } from './catalog';
import { addChange, isoMicros } from './history';
import { STATE, type ComponentRec, type UnitRec, type WeblateDb } from './model';

export const LEDGER = { project: 'ledger', app: 'app', legacy: 'legacy', glossary: 'glossary' } as const;
const APP_SENTENCES = 1400;
const APP_PLURALS = 150;
const LEGACY_TWINS = 850;
const LEGACY_WORD_REPEATS = 20;
const LEGACY_PLURAL_PAIRS = 80;
export const LEDGER_CHANGES = 10_500;

/** A string with its German: one text, or one/other forms. */
interface Pair {
  seed: StringSeed;
  german: string[];
}

type AddComponent = (db: WeblateDb, plan: ComponentPlan, rand: () => number) => ComponentRec;

function shuffled<T>(items: T[], rand: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `app`: every sentence shape with every noun and verb, shuffled, each key once; then plural units and words. */
function appStrings(rand: () => number): Pair[] {
  const seen = new Set<string>();
  const sentences: Pair[] = [];
  for (const shape of SHAPES)
    for (const noun of NOUNS)
      for (const verb of VERBS) {
        const [en, de] = shape(noun, verb);
        if (seen.has(en)) continue;
        seen.add(en);
        sentences.push({ seed: [en, en], german: [de] });
      }
  const plurals = shuffled(
    NOUNS.flatMap((n) => VERBS.map((v) => pluralForms(n, v))),
    rand,
  )
    .slice(0, APP_PLURALS)
    .map(([one, other, eins, andere]): Pair => ({ seed: [other, one, other], german: [eins, andere] }));
  const words = WORDS.map(([en, de]): Pair => ({ seed: [en, en], german: [de] }));
  return [...shuffled(sentences, rand).slice(0, APP_SENTENCES), ...plurals, ...words];
}

/** `legacy`: exact twins of `app`'s sources under other keys, the words many times, `_one`/`_other` keys. */
function legacyStrings(app: Pair[], rand: () => number): Pair[] {
  const singular = app.filter((p) => p.seed.length === 2);
  const twins = shuffled(singular, rand)
    .slice(0, LEGACY_TWINS)
    .map((p, i): Pair => ({ seed: [`legacy.screen${i % 40}.text${i}`, p.seed[1]], german: p.german }));
  const words = WORDS.flatMap(([en, de], w) =>
    Array.from({ length: LEGACY_WORD_REPEATS }, (_, k): Pair => ({
      seed: [`legacy.toolbar${k}.word${w}`, en],
      german: [de],
    })),
  );
  const pairs = shuffled(
    NOUNS.flatMap((n) => VERBS.map((v) => pluralForms(n, v))),
    rand,
  )
    .slice(0, LEGACY_PLURAL_PAIRS)
    .flatMap(([one, other, eins, andere], i): Pair[] => [
      { seed: [`legacy.counts.item${i}_one`, one], german: [eins] },
      { seed: [`legacy.counts.item${i}_other`, other], german: [andere] },
    ]);
  return [...twins, ...words, ...pairs];
}

/** The German translation's states: mostly translated, some approved, needing editing or empty. */
function germanFor(db: WeblateDb, comp: ComponentRec, pairs: Pair[], rand: () => number): void {
  const de = db.translations.find((t) => t.componentId === comp.id && t.language === 'de')!;
  de.unitIds.forEach((id, i) => {
    const unit = db.units[id - 1]!;
    const roll = rand();
    unit.flags = '';
    unit.previousSource = '';
    if (roll < 0.06) {
      unit.state = STATE.empty;
      unit.target = unit.source.map(() => '');
      return;
    }
    unit.target = pairs[i]!.german.slice();
    unit.state = roll < 0.14 ? STATE.fuzzy : roll < 0.3 ? STATE.approved : STATE.translated;
  });
}

function dressLedgerGlossary(db: WeblateDb, comp: ComponentRec): void {
  for (const tr of db.translations.filter((t) => t.componentId === comp.id))
    tr.unitIds.forEach((id, i) => {
      const unit = db.units[id - 1]!;
      const [, german, flag] = GLOSSARY[i]!;
      if (tr.isSource) {
        if (flag === 'terminology' || flag === 'read-only') unit.extraFlags = flag;
        return;
      }
      unit.flags = '';
      unit.target = [german];
      unit.state = STATE.translated;
      if (flag === 'forbidden') unit.extraFlags = 'forbidden';
    });
}

/** 10,500 edits of the German strings, spread evenly (with jitter) from an hour after the last change. */
function addLedgerHistory(db: WeblateDb, components: ComponentRec[], rand: () => number): void {
  const last = db.changes.at(-1);
  const from = (last ? Date.parse(last.timestamp) : Date.parse('2026-01-01T00:00:00Z')) + 3_600_000;
  const step = Math.max(1000, Math.floor((Date.parse('2026-11-20T00:00:00Z') - from) / LEDGER_CHANGES));
  const translations = components.map((c) =>
    db.translations.find((t) => t.componentId === c.id && t.language === 'de')!,
  );
  const users = ['translator', 'reviewer', 'admin', 'suggester'];
  for (let i = 0; i < LEDGER_CHANGES; i++) {
    const tr = translations[i % translations.length]!;
    const unit: UnitRec = db.units[tr.unitIds[Math.floor(rand() * tr.unitIds.length)]! - 1]!;
    const comp = components[i % components.length]!;
    const user = users[Math.floor(rand() * users.length)]!;
    const roll = rand();
    addChange(db, {
      action: roll < 0.2 ? 5 : roll < 0.9 ? 2 : 36,
      unitId: unit.id,
      componentId: comp.id,
      translationId: tr.id,
      projectId: comp.projectId,
      user,
      author: user,
      target: unit.target[0] ?? '',
      timestamp: isoMicros(new Date(from + i * step + Math.floor(rand() * (step / 2))), i % 1000),
    });
  }
}

/** Adds the Ledger project after every other record (its own PRNG). */
export function addLedgerData(db: WeblateDb, addComponent: AddComponent): void {
  const rand = mulberry32(0x1ed6e5);
  db.projects.push({
    id: db.projects.length + 1,
    slug: LEDGER.project,
    name: 'Ledger',
    web: 'https://ledger.example.org/',
    private: false,
    instructions: 'Natural-language keys: the key is the English text.',
  });
  const app = appStrings(rand);
  const legacy = legacyStrings(app, rand);
  const languages = ['en', 'de'];
  const plan = (slug: string, name: string, format: ComponentRec['fileFormat'], pairs: Pair[]) =>
    addComponent(
      db,
      { project: LEDGER.project, slug, name, format, strings: pairs.map((p) => p.seed), languages },
      rand,
    );
  const appComp = plan(LEDGER.app, 'App', 'i18nextv4', app);
  germanFor(db, appComp, app, rand);
  const legacyComp = plan(LEDGER.legacy, 'App 1.x', 'json-nested', legacy);
  germanFor(db, legacyComp, legacy, rand);
  const glossary = GLOSSARY.map(([en, de]): Pair => ({ seed: [en, en], german: [de] }));
  dressLedgerGlossary(db, plan(LEDGER.glossary, 'Glossary', 'tbx', glossary));
  addLedgerHistory(db, [appComp, legacyComp], rand);
}

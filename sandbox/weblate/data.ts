// Deterministic sample data: the same database on every run (a seeded PRNG, no clock, no randomness).
// Small: realistic projects for the demo and tests. Large: adds a 50,000-unit translation and enough
// translations for 2,000 in all, for the benchmark.
import type { DataSize } from '../types';
import { seedScreenshots } from './screenshots';
import { dressGlossary } from './glossary';
import {
  ADMIN_STRINGS,
  ANDROID_STRINGS,
  APP_STRINGS,
  FLUTTER_STRINGS,
  IOS_STRINGS,
  fileCodeOf,
  GLOSSARY_TERMS,
  LANGUAGE_SEEDS,
  pseudoTranslate,
  TOOLS_STRINGS,
  USERS,
  WEB_STRINGS,
  type StringSeed,
} from './catalog';
import { addSeedHistory } from './history';
import { addHostileWeblateData } from '../hostile/weblate';
import {
  STATE,
  type ComponentRec,
  type LanguageRec,
  type ProjectRec,
  type TranslationRec,
  type UnitRec,
  type WeblateDb,
} from './model';
import { recheckAll } from './checks';
import { addLedgerData } from './ledger';

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A signed 64-bit value from two 32-bit draws: almost always beyond 2^53, half of them negative. */
function hash64(rand: () => number): bigint {
  const hi = BigInt(Math.floor(rand() * 2 ** 32));
  const lo = BigInt(Math.floor(rand() * 2 ** 32));
  return BigInt.asIntN(64, (hi << 32n) | lo);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export interface ComponentPlan {
  project: string;
  slug: string;
  name: string;
  format: ComponentRec['fileFormat'];
  strings: StringSeed[];
  languages: string[];
  /** The repository layout when it is not `locales/*.json` (the sample apps' gettext and Android files). */
  files?: { filemask: string; template: string; source: (index: number) => string };
}

export function generateWeblateData(size: DataSize, payloadData = true, ledger = false): WeblateDb {
  const rand = mulberry32(20261122);
  const db: WeblateDb = {
    languages: new Map(),
    users: USERS.map((u, i) => ({ id: i + 1, ...u })),
    projects: [],
    components: [],
    translations: [],
    units: [],
    changes: [],
    suggestions: [],
    comments: [],
    screenshots: [],
    nextLanguageId: 1,
    now: () => new Date(),
  };
  for (const seed of LANGUAGE_SEEDS)
    addLanguage(db, seed.code, seed.name, seed.direction, seed.plurals, seed.formula, seed.aliases);

  const projects: Omit<ProjectRec, 'id'>[] = [
    {
      slug: 'atlas',
      name: 'Atlas',
      web: 'https://atlas.example.org/',
      private: false,
      instructions: 'Keep the tone friendly. Product names stay in English.',
    },
    {
      slug: 'mobile',
      name: 'Atlas Mobile',
      web: 'https://atlas.example.org/mobile/',
      private: false,
      instructions: '',
    },
    {
      slug: 'internal',
      name: 'Internal Tools',
      web: 'https://intranet.example.org/',
      private: true,
      instructions: 'Internal only.',
    },
  ];
  for (const p of projects) db.projects.push({ id: db.projects.length + 1, ...p });

  const plans: ComponentPlan[] = [
    {
      project: 'atlas',
      slug: 'web',
      name: 'Web application',
      format: 'json-nested',
      strings: WEB_STRINGS,
      languages: ['en', 'de', 'fr', 'pt_BR', 'ar', 'ja', 'cs'],
    },
    {
      project: 'atlas',
      slug: 'glossary',
      name: 'Glossary',
      format: 'tbx',
      strings: GLOSSARY_TERMS,
      languages: ['en', 'de', 'fr', 'ar'],
    },
    {
      project: 'mobile',
      slug: 'app',
      name: 'Mobile app',
      format: 'json-nested',
      strings: APP_STRINGS,
      languages: ['en', 'de', 'pt_BR', 'he'],
    },
    {
      project: 'internal',
      slug: 'admin',
      name: 'Admin console',
      format: 'json-nested',
      strings: ADMIN_STRINGS,
      languages: ['en', 'de', 'fr'],
    },
  ];
  for (const plan of plans) addComponent(db, plan, rand);
  dressGlossary(db);
  addSeedHistory(db);
  seedScreenshots(db);
  // The webview security suite's payloads, in a component of the private project that no other test counts.
  if (payloadData) addHostileWeblateData(db);
  addSampleAppComponents(db);
  if (size === 'large') addLargeData(db, rand);
  // Realistic data (#43 item 8): after everything else, with its own PRNG.
  if (ledger) addLedgerData(db, addComponent);
  recheckAll(db);
  return db;
}

export function addLanguage(
  db: WeblateDb,
  code: string,
  name: string,
  direction: 'ltr' | 'rtl',
  plurals: number,
  formula: string,
  aliases: string[] = [],
): LanguageRec {
  const id = db.nextLanguageId++;
  const rec: LanguageRec = {
    id,
    code,
    name,
    direction,
    aliases,
    plural: { id: 100 + id, source: 0, number: plurals, formula, type: plurals === 1 ? 0 : 1 },
  };
  db.languages.set(code, rec);
  return rec;
}

export function addComponent(
  db: WeblateDb,
  plan: ComponentPlan,
  rand: () => number,
  unitsPerLanguage?: StringSeed[],
): ComponentRec {
  const project = db.projects.find((p) => p.slug === plan.project)!;
  const isTbx = plan.format === 'tbx';
  const comp: ComponentRec = {
    id: db.components.length + 1,
    projectId: project.id,
    slug: plan.slug,
    name: plan.name,
    fileFormat: plan.format,
    filemask: plan.files?.filemask ?? (isTbx ? `${plan.slug}/*.tbx` : `locales/*.json`),
    template: plan.files?.template ?? (isTbx ? '' : 'locales/en.json'),
    vcs: isTbx ? 'local' : 'git',
    repo: isTbx ? 'local:' : `https://git.example.org/${project.slug}/${plan.slug}.git`,
    isGlossary: isTbx,
    sourceLanguage: 'en',
    locked: false,
    license: isTbx ? '' : 'MIT',
    // One component where strings may be added and removed (Weblate's default is off, as for the others).
    manageUnits: plan.project === 'mobile' || isTbx, // Weblate turns it on for every glossary
    pendingUnits: new Set(),
    // A git component starts with one local commit waiting to be pushed (wlc's `repo` shows needs_push).
    outgoingCommits: isTbx ? 0 : 1,
    headRevision: revisionOf(`${project.slug}/${plan.slug}/head`),
    remoteRevision: revisionOf(`${project.slug}/${plan.slug}/remote`),
  };
  db.components.push(comp);
  const strings = unitsPerLanguage ?? plan.strings;
  let sourceTranslation: TranslationRec | undefined;
  for (const lang of plan.languages) {
    const tr: TranslationRec = {
      id: db.translations.length + 1,
      componentId: comp.id,
      language: lang,
      languageCode: fileCodeOf(lang),
      isSource: lang === comp.sourceLanguage,
      unitIds: [],
    };
    db.translations.push(tr);
    if (tr.isSource) sourceTranslation = tr;
    const plurals = db.languages.get(lang)!.plural.number;
    strings.forEach(([key, text, pluralText, note], index) => {
      const source = pluralText ? [text, pluralText] : [text];
      const id = db.units.length + 1;
      const unit: UnitRec = {
        id,
        translationId: tr.id,
        source,
        target: [''],
        previousSource: '',
        idHash: hash64(rand),
        contentHash: hash64(rand),
        location: plan.files?.source(index) ?? (isTbx ? '' : `src/${key.split('.')[0]}.ts:${10 + index * 7}`),
        context: key,
        note: note ?? '',
        flags: pluralText && plan.format === 'json-nested' ? 'icu-message-format' : '',
        extraFlags: '',
        explanation: index % 9 === 4 ? 'Keep it short: it is shown on a button.' : '',
        labels: [],
        state: STATE.empty,
        position: index + 1,
        hasSuggestion: false,
        hasComment: false,
        hasFailingCheck: false,
        numWords: words(text),
        sourceUnitId: !tr.isSource && sourceTranslation ? sourceTranslation.unitIds[index]! : id,
        priority: 100,
      };
      if (tr.isSource) {
        unit.target = [...source];
        unit.state = STATE.readonly;
        unit.flags = [unit.flags, 'read-only'].filter(Boolean).join(',');
      } else {
        fillTarget(unit, lang, plurals, index, rand);
      }
      db.units.push(unit);
      tr.unitIds.push(id);
    });
  }
  return comp;
}

/**
 * The components of the e2e workspace's sample apps (test/e2e/fixtures/workspace): a gettext module of
 * the private project (python-app), and Android string resources (android-app), Flutter's ARB (flutter-app)
 * and iOS strings (ios-app) of the mobile project.
 * Added after every other component, with their own PRNG, so the rest of the data stays as it was.
 */
function addSampleAppComponents(db: WeblateDb): void {
  const rand = mulberry32(0x5a3e1e);
  addComponent(
    db,
    {
      project: 'internal',
      slug: 'tools',
      name: 'Maintenance tools',
      format: 'po',
      strings: TOOLS_STRINGS,
      languages: ['en', 'de', 'fr'],
      // Bilingual: no template; new languages start from the .pot (Weblate's new_base).
      files: {
        filemask: 'locale/*/LC_MESSAGES/tools.po',
        template: '',
        source: (i) => `atlas_tools/cleanup.py:${12 + i * 4}`,
      },
    },
    rand,
  );
  addComponent(
    db,
    {
      project: 'mobile',
      slug: 'android',
      name: 'Android app',
      format: 'aresource',
      strings: ANDROID_STRINGS,
      languages: ['en', 'de', 'fr'],
      files: {
        filemask: 'app/src/main/res/values-*/strings.xml',
        template: 'app/src/main/res/values/strings.xml',
        source: () => '',
      },
    },
    rand,
  );
  // Flutter's gen-l10n layout (flutter-app) and an iOS app's .lproj folders (ios-app), issue 44 item 3.
  addComponent(
    db,
    {
      project: 'mobile',
      slug: 'flutter',
      name: 'Flutter app',
      format: 'arb',
      strings: FLUTTER_STRINGS,
      languages: ['en', 'de', 'fr'],
      files: { filemask: 'lib/l10n/app_*.arb', template: 'lib/l10n/app_en.arb', source: () => '' },
    },
    rand,
  );
  addComponent(
    db,
    {
      project: 'mobile',
      slug: 'ios',
      name: 'iOS app',
      format: 'strings',
      strings: IOS_STRINGS,
      languages: ['en', 'de', 'fr'],
      files: {
        filemask: 'Atlas/*.lproj/Localizable.strings',
        template: 'Atlas/en.lproj/Localizable.strings',
        source: () => '',
      },
    },
    rand,
  );
}

/** Spreads states across a translation: untranslated, fuzzy, translated, approved, read-only. */
function fillTarget(unit: UnitRec, lang: string, plurals: number, index: number, rand: () => number): void {
  const roll = rand();
  const state =
    roll < 0.18
      ? STATE.empty
      : roll < 0.3
        ? STATE.fuzzy
        : roll < 0.75
          ? STATE.translated
          : roll < 0.93
            ? STATE.approved
            : STATE.readonly;
  unit.state = state;
  if (state === STATE.empty) {
    unit.target = [''];
  } else {
    const base = unit.source[unit.source.length - 1]!;
    unit.target = Array.from({ length: unit.source.length > 1 ? plurals : 1 }, (_, form) =>
      pseudoTranslate(form === 0 ? unit.source[0]! : base, lang, index + form),
    );
  }
  if (state === STATE.readonly) unit.flags = [unit.flags, 'read-only'].filter(Boolean).join(',');
  if (state === STATE.fuzzy) unit.previousSource = `${unit.source[0]} (old)`;
  unit.hasSuggestion = rand() < 0.2;
  unit.hasComment = rand() < 0.12;
  // Which strings fail checks follows from their text now (checks.ts runs the checks on it afterwards);
  // the draw that once picked them is kept, so the rest of the seeded data stays as it was.
  rand();
}

/** Benchmark data: bench/huge/de with 50,000 units (plus its English source), and components until 2,000 translations exist. */
function addLargeData(db: WeblateDb, rand: () => number): void {
  db.projects.push({
    id: db.projects.length + 1,
    slug: 'bench',
    name: 'Benchmark',
    web: 'https://bench.example.org/',
    private: false,
    instructions: '',
  });
  const huge: StringSeed[] = Array.from({ length: 50_000 }, (_, i) => [
    `bench.key${String(i).padStart(5, '0')}`,
    `Benchmark string number ${i}`,
  ]);
  addComponent(
    db,
    { project: 'bench', slug: 'huge', name: 'Huge', format: 'json-nested', strings: huge, languages: ['en', 'de'] },
    rand,
  );
  const languages = [...db.languages.keys()];
  const few: StringSeed[] = [
    ['a', 'Alpha'],
    ['b', 'Beta'],
  ];
  let n = 0;
  while (db.translations.length < 2000) {
    const remaining = 2000 - db.translations.length;
    const langs = ['en', ...languages.filter((l) => l !== 'en')].slice(0, Math.min(languages.length, remaining));
    addComponent(
      db,
      {
        project: 'bench',
        slug: `module-${String(n).padStart(3, '0')}`,
        name: `Module ${n}`,
        format: 'json-nested',
        strings: few,
        languages: langs,
      },
      rand,
    );
    n += 1;
  }
}

/** A stable 40-hex-digit commit id for seeded repositories. */
export function revisionOf(seed: string): string {
  let out = '';
  for (let i = 0; out.length < 40; i++) {
    let h = 2166136261;
    for (const ch of `${seed}#${i}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 40);
}

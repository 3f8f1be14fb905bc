// The oracle tier for i18next (#44 item 1): i18next's own extractor (i18next-cli, the official successor of
// i18next-parser) and Scriptorium's finder read the same React sources, and their keys (namespace, key,
// context and plural suffixes, as the extractor writes them into locale files) are compared file by file.
// Sources: hand-written components of two apps (natural-language keys with nsSeparator/keySeparator false;
// dotted keys with namespaces and keyPrefix) and generated variations, one usage per file. Every difference
// must be one of KNOWN_DIFFERENCES, each explained; recall and false usages are printed for BENCHMARKS.md.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDir, ensureE2eEnv, readE2eEnv } from '../../../scripts/lib/setup';
import { DEFAULT_I18NEXT, type I18nextOptions } from '../../../src/core/sourceKeys/i18nextUsage';
import { scanSource } from '../../../src/core/sourceKeys/scan';
import type { KeyUsage } from '../../../src/core/sourceKeys/types';
import { generatedSources } from './generated';

interface AppConfig {
  name: string;
  files: string[];
  /** The extractor's config (i18next-cli `extract`) and the same separators for Scriptorium. */
  extract: Record<string, unknown>;
  options: I18nextOptions;
}

/**
 * The extractor's keys for each usage: `ns\0key`, with context and plural forms of English spelled out.
 * With both a context and a count, i18next-cli also writes the plural forms without the context (i18next
 * falls back to them), so those are expected too.
 */
function expectedKeys(u: KeyUsage): string[] {
  const plural = (base: string) =>
    u.plural === 'ordinal'
      ? ['_ordinal_one', '_ordinal_two', '_ordinal_few', '_ordinal_other'].map((s) => base + s)
      : u.plural === 'cardinal'
        ? [`${base}_one`, `${base}_other`]
        : [base];
  const forms = u.context ? [...plural(`${u.key}_${u.context}`), ...(u.plural ? plural(u.key) : [])] : plural(u.key);
  return forms.map((k) => `${u.namespace ?? 'translation'}\u0000${k}`);
}

/**
 * Where Scriptorium follows react-i18next at run time and the extractor writes something else: a key only
 * one side has, and why. Nothing else may differ, and each must still occur (else it was fixed: remove it).
 */
const KNOWN_DIFFERENCES: { side: 'ours' | 'theirs'; key: string; why: string }[] = [
  {
    side: 'theirs',
    key: 'translation:commented out',
    why: "i18next-cli reads keys in comments on purpose (`{/* t('commented out') */}`); a comment is no usage",
  },
  {
    side: 'ours',
    key: 'translation:Nothing to reconcile',
    why: '<Trans defaults="…" /> without i18nKey or children: react-i18next uses `defaults` as the key (i18nKey || children || defaults); i18next-cli writes nothing',
  },
  {
    side: 'theirs',
    key: 'shop:Pay safely with <1>our checkout</1>.',
    why: "<Trans t={t}> where t has keyPrefix 'checkout': react-i18next calls that getFixedT, which adds the prefix; i18next-cli drops it once a second useTranslation ({ t: tc }) is in the file (with one hook it adds it)",
  },
  {
    side: 'ours',
    key: 'shop:checkout.Pay safely with <1>our checkout</1>.',
    why: 'the same <Trans t={t}>, as react-i18next reads it',
  },
];

/**
 * A whitespace-only line between two text lines inside <Trans>: the JSX compilers (TypeScript, Babel, SWC)
 * drop it, so react-i18next's key has one space there; i18next-cli joins the empty line too and writes two.
 * A pair of keys that differ only so is explained (counted apart).
 */
const onlyBlankLineSpaces = (ours: string, theirs: string) =>
  ours !== theirs && ours.replace(/ {2,}/g, ' ') === theirs.replace(/ {2,}/g, ' ');

function runExtractor(node: string, files: string[], extract: Record<string, unknown>): Record<string, string[]> {
  const out = execFileSync(node, [join(__dirname, 'cliKeys.cjs')], {
    input: JSON.stringify({ files, extract }),
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  const parsed = JSON.parse(out) as Record<string, { key: string; ns?: string | false }[]>;
  const keys: Record<string, string[]> = {};
  for (const [file, found] of Object.entries(parsed))
    keys[file] = found.map((k) => `${k.ns === undefined || k.ns === false ? 'translation' : k.ns}\u0000${k.key}`);
  return keys;
}

function nodeForExtractor(): string {
  // i18next-cli needs Node >= 22: the e2e setup's Node 24 (installed by that stage, which this one follows).
  return existsSync(join(cacheDir(), 'e2e-env.json')) ? readE2eEnv('newest').node : ensureE2eEnv('newest').node;
}

describe('oracle: i18next-cli and Scriptorium find the same i18next keys', function () {
  let work: string;
  let apps: AppConfig[];
  const app = join(__dirname, 'app');
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'scriptorium-oracle-'));
    const generated = generatedSources(300, 44).map((text, i) => {
      const path = join(work, `Generated${i}.tsx`);
      writeFileSync(path, text);
      return path;
    });
    const dir = (d: string) => readdirSync(join(app, d)).map((f) => join(app, d, f));
    apps = [
      {
        name: 'natural-language keys',
        files: dir('natural'),
        extract: { nsSeparator: false, keySeparator: false, defaultNS: 'translation' },
        options: { ...DEFAULT_I18NEXT, nsSeparator: false, keySeparator: false },
      },
      {
        name: 'dotted keys with namespaces',
        files: [...dir('dotted'), ...generated],
        extract: { nsSeparator: ':', keySeparator: '.', defaultNS: 'translation' },
        options: DEFAULT_I18NEXT,
      },
    ];
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('agrees file by file on every key, namespace, context and plural form', () => {
    const node = nodeForExtractor();
    const unexplained: string[] = [];
    let theirsTotal = 0;
    let found = 0;
    let falseUsages = 0;
    let blankLines = 0;
    const seenKnown = new Set<string>();
    for (const a of apps) {
      const theirs = runExtractor(node, a.files, a.extract);
      for (const file of a.files) {
        const text = readFileSync(file, 'utf8');
        const frameworks = {
          i18next: true,
          vueI18n: false,
          gettext: false,
          ngxTranslate: false,
          i18nextOptions: a.options,
        };
        const ours = new Set(scanSource(text, 'typescriptreact', frameworks).flatMap(expectedKeys));
        const their = new Set(theirs[file] ?? []);
        theirsTotal += their.size;
        const onlyOurs = [...ours].filter((k) => !their.has(k));
        const onlyTheirs = [...their].filter((k) => !ours.has(k));
        found += their.size - onlyTheirs.length;
        for (const k of onlyTheirs) {
          const twin = onlyOurs.find((o) => onlyBlankLineSpaces(o, k));
          if (twin) blankLines++;
          else if (!known('theirs', k, seenKnown)) unexplained.push(`${file}: only i18next-cli: ${show(k)}`);
        }
        for (const k of onlyOurs) {
          falseUsages++;
          if (onlyTheirs.some((t) => onlyBlankLineSpaces(k, t))) continue;
          if (!known('ours', k, seenKnown)) unexplained.push(`${file}: only Scriptorium: ${show(k)}`);
        }
      }
    }
    console.log(
      `      i18next oracle: ${found}/${theirsTotal} of i18next-cli's keys found (recall ${((100 * found) / theirsTotal).toFixed(1)} %), ${falseUsages} keys only Scriptorium has; explained: ${seenKnown.size} known differences, ${blankLines} keys with i18next-cli's extra space for a blank line`,
    );
    assert.deepEqual(unexplained, []);
    assert.deepEqual(
      KNOWN_DIFFERENCES.filter((d) => !seenKnown.has(`${d.side}\u0000${d.key}`)).map((d) => d.key),
      [],
      'every known difference still occurs (else it is fixed: remove it)',
    );
  });
});

const show = (k: string) => JSON.stringify(k.replace('\u0000', ':'));

function known(side: 'ours' | 'theirs', key: string, seen: Set<string>): boolean {
  const hit = KNOWN_DIFFERENCES.find((d) => d.side === side && d.key === key.replace('\u0000', ':'));
  if (hit) seen.add(`${side}\u0000${hit.key}`);
  return hit !== undefined;
}

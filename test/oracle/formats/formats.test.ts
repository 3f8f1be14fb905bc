// The formats' own files judge the Android, Flutter and Apple finders (#44 items 1 and 3). No extractor of
// these platforms installs from the registries reached here (docs/TESTING.md says what was tried: Android
// Lint, gen-l10n/intl_translation and genstrings need the Android SDK, Dart or macOS), so the judge is the
// other half of the app: the keys its locale files ship, read by translate-toolkit (the parsers Weblate's
// Android, ARB and .strings formats are built on; formatKeys.py). Each hand-written app uses every key it
// ships, in the platform's idioms, and the keys Scriptorium finds in its sources must be exactly those.
// Generated files (generated.ts) use the shipped keys in varied idioms and spacing, one expected set each.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageOfPath } from '../../../src/core/sourceKeys/languages';
import { scanSource, type ProjectFrameworks } from '../../../src/core/sourceKeys/scan';
import { ensurePythonPackages } from '../cachedInstall';
import { generatedUsages, type Platform } from './generated';

const NONE: ProjectFrameworks = { i18next: false, vueI18n: false, gettext: false, ngxTranslate: false };
const APPS: { platform: Platform; format: string; shipped: string }[] = [
  { platform: 'android', format: 'android', shipped: 'android/app/src/main/res/values/strings.xml' },
  { platform: 'flutter', format: 'arb', shipped: 'flutter/lib/l10n/app_en.arb' },
  { platform: 'apple', format: 'strings', shipped: 'apple/Atlas/en.lproj/Localizable.strings' },
];

/**
 * Keys an app ships that its sources do not use on purpose, and why; nothing else may differ. (Android's
 * `translatable="false"` strings are no units for Weblate: translate-toolkit leaves them out already.)
 */
const EXPLAINED: { platform: Platform; key: string; why: string }[] = [];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function foundIn(path: string): string[] {
  const language = languageOfPath(path);
  return language ? scanSource(readFileSync(path, 'utf8'), language, NONE).map((u) => u.key) : [];
}

describe('oracle: the keys Android, Flutter and Apple apps ship are the keys Scriptorium finds in their sources', function () {
  this.timeout(600_000);
  let python: string;
  let shipped: Record<string, string[]>;
  let work: string;
  before(() => {
    python = ensurePythonPackages('oracle-formats-translate-toolkit-3.15.6', ['translate-toolkit==3.15.6']);
    const files = APPS.map((a) => [a.format, join(__dirname, a.shipped)]);
    shipped = JSON.parse(
      execFileSync(python, [join(__dirname, 'formatKeys.py')], { input: JSON.stringify({ files }) }).toString('utf8'),
    ) as Record<string, string[]>;
    work = mkdtempSync(join(tmpdir(), 'scriptorium-oracle-formats-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const app of APPS)
    it(`${app.platform}: every shipped key is found, and nothing else`, () => {
      const keys = new Set(shipped[join(__dirname, app.shipped)]);
      assert.ok(keys.size >= 8, `control: ${app.shipped} ships keys`);
      const root = join(__dirname, app.platform);
      const sources = filesUnder(root).filter((f) => !f.endsWith(app.shipped.split('/').pop()!));
      const found = new Set(sources.flatMap(foundIn));
      const explained = new Set(EXPLAINED.filter((e) => e.platform === app.platform).map((e) => e.key));
      const missed = [...keys].filter((k) => !found.has(k) && !explained.has(k));
      const extra = [...found].filter((k) => !keys.has(k));
      console.log(
        `      ${app.platform}: ${keys.size - missed.length}/${keys.size} shipped keys found in ${sources.length} files, ${extra.length} not shipped`,
      );
      assert.deepEqual({ missed, extra }, { missed: [], extra: [] });
    });

  for (const app of APPS)
    it(`${app.platform}: generated usages of the shipped keys, one file each`, () => {
      const keys = shipped[join(__dirname, app.shipped)]!;
      const wrong: string[] = [];
      // Android's plurals are read with R.plurals, its strings with R.string: told apart by the file itself.
      const xml = readFileSync(join(__dirname, app.shipped), 'utf8');
      const plurals = new Set([...xml.matchAll(/<plurals name="([^"]+)"/g)].map((m) => m[1]!));
      const cases = generatedUsages(app.platform, keys, plurals, 150, 44);
      cases.forEach(({ file, text, expected }, i) => {
        const path = join(work, `${i}-${file}`);
        writeFileSync(path, text);
        const found = [...new Set(foundIn(path))].sort();
        if (JSON.stringify(found) !== JSON.stringify([...expected].sort()))
          wrong.push(`${file}: found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}\n${text}`);
      });
      console.log(`      ${app.platform}: ${cases.length - wrong.length}/${cases.length} generated files agree`);
      assert.deepEqual(wrong.slice(0, 5), []);
    });
});

// The oracle tier for ngx-translate (#44 items 1 and 3): its extractor (@vendure/ngx-translate-extract, the
// maintained fork of @biesbjerg/ngx-translate-extract: its pipe, directive, service and marker parsers;
// ngxKeys.mjs) and Scriptorium's finder read the same components and templates, and their keys are compared
// file by file. Installed pinned into the cache (cachedInstall.ts). Sources: hand-written components (app/)
// and the unit tier's cart component, and generated templates (generated.ts). Every difference must be one of KNOWN_DIFFERENCES, each
// explained; recall and false usages are printed for BENCHMARKS.md.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { scanSource, type ProjectFrameworks } from '../../../src/core/sourceKeys/scan';
import { ensureNpmPackages } from '../cachedInstall';
import { compareKeySets } from '../keySets';
import { generatedTemplates } from './generated';

const PACKAGES = ['@vendure/ngx-translate-extract@10.2.0', '@angular/compiler@22.2.6', 'typescript@5.9.3'];
const NGX: ProjectFrameworks = { i18next: false, vueI18n: false, gettext: false, ngxTranslate: true };

/** Where Scriptorium and the extractor differ on purpose: a key only one side has in a file, and why. */
const KNOWN_DIFFERENCES: { side: 'ours' | 'theirs'; file: string; key: string; why: string }[] = [
  {
    side: 'theirs',
    file: 'cart.component.ts',
    key: 'de',
    why: "ngx-translate-extract's service parser takes `this.translate.use('de')`'s language code as a key; `use` switches the language",
  },
];

describe('oracle: ngx-translate-extract and Scriptorium find the same ngx-translate keys', function () {
  this.timeout(600_000);
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'scriptorium-oracle-ngx-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('agrees file by file on every key', () => {
    const judge = ensureNpmPackages('oracle-ngx-translate-extract-10.2.0', PACKAGES);
    const app = join(__dirname, 'app');
    // The unit tier's ngx-translate fixture too (its cart component and template).
    const fixtures = join(__dirname, '..', '..', 'unit', 'sourceKeys', 'fixtures');
    const files = [
      ...readdirSync(app).map((f) => join(app, f)),
      join(fixtures, 'cart.component.ts'),
      join(fixtures, 'cart.component.html'),
    ];
    generatedTemplates(300, 44).forEach((text, i) => {
      const path = join(work, `generated${i}.component.html`);
      writeFileSync(path, text);
      files.push(path);
    });
    const theirs = JSON.parse(
      execFileSync(process.execPath, [join(__dirname, 'ngxKeys.mjs'), judge], {
        input: JSON.stringify({ files }),
        maxBuffer: 64 * 1024 * 1024,
      }).toString('utf8'),
    ) as Record<string, string[]>;
    const unexplained: string[] = [];
    const seen = new Set<string>();
    const explain = (side: 'ours' | 'theirs', file: string, key: string) => {
      const name = basename(file);
      const known = KNOWN_DIFFERENCES.find((d) => d.side === side && d.file === name && d.key === key);
      if (known) seen.add(`${side}:${name}:${key}`);
      else
        unexplained.push(
          `${side === 'ours' ? 'only Scriptorium' : 'only the extractor'} in ${name}: ${key}\n${readFileSync(file, 'utf8')}`,
        );
    };
    const ours = (file: string) => {
      const language = file.endsWith('.html') ? 'html' : 'typescript';
      return new Set(scanSource(readFileSync(file, 'utf8'), language, NGX).map((u) => u.key));
    };
    const { total, found, falseUsages } = compareKeySets(files, theirs, ours, explain);
    console.log(
      `      ngx-translate oracle: ${found}/${total} of the extractor's keys found (recall ${((100 * found) / total).toFixed(1)} %), ${falseUsages} only Scriptorium has, in ${files.length} files`,
    );
    assert.deepEqual(unexplained.slice(0, 5), [], 'every difference is explained');
    const stale = KNOWN_DIFFERENCES.filter((d) => !seen.has(`${d.side}:${d.file}:${d.key}`));
    assert.deepEqual(stale, [], 'each known difference still occurs (else it was fixed: remove it)');
  });
});

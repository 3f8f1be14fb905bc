// The oracle tier for Angular's @angular/localize (#44 items 1 and 3): Angular's own extraction (its
// compiler turns templates into `$localize` calls, @angular/localize's MessageExtractor reads them, as
// `ng extract-i18n` does; ngKeys.mjs) and Scriptorium's finder read the same components, and their message
// ids (custom `@@id`s and computed ids, the XLIFF unit ids Weblate shows) are compared component by
// component, usage by usage (as multisets: a message used twice counts twice). Sources: hand-written
// components (app/: inline and external templates, $localize in services) and generated ones
// (generated.ts). Every difference must be one of KNOWN_DIFFERENCES, each explained; recall and false usages
// are printed for BENCHMARKS.md.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheDir, ensureE2eEnv, readE2eEnv } from '../../../scripts/lib/setup';
import { scanSource, type ProjectFrameworks } from '../../../src/core/sourceKeys/scan';
import { ensureNpmPackages } from '../cachedInstall';
import { generatedComponents } from './generated';

const ANGULAR = '22.2.6';
const PACKAGES = ['compiler', 'compiler-cli', 'core', 'localize'].map((p) => `@angular/${p}@${ANGULAR}`);
// compiler-cli's peer (TypeScript 6.0) and core's (rxjs, tslib).
PACKAGES.push('typescript@6.0.3', 'rxjs@7.8.2', 'tslib@2.8.1');

/** Where Scriptorium and Angular differ on purpose: an id only one side has in a file, and why. */
const KNOWN_DIFFERENCES: { side: 'ours' | 'theirs'; file: string; id: string; why: string }[] = [];

const FRAMEWORKS: ProjectFrameworks = {
  i18next: false,
  vueI18n: false,
  gettext: false,
  ngxTranslate: false,
  angularLocalize: true,
};

/** Our ids for a component: its .ts and the template its `templateUrl` names. */
function ours(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const ids = scanSource(text, 'typescript', FRAMEWORKS).map((u) => u.key);
  const url = /templateUrl:\s*'([^']+)'/.exec(text)?.[1];
  if (url)
    ids.push(...scanSource(readFileSync(join(dirname(file), url), 'utf8'), 'html', FRAMEWORKS).map((u) => u.key));
  return ids;
}

function nodeForJudge(): string {
  // Angular 22 needs Node >= 22: the e2e setup's Node 24 (installed by that stage, which this one follows).
  return existsSync(join(cacheDir(), 'e2e-env.json')) ? readE2eEnv('newest').node : ensureE2eEnv('newest').node;
}

/** Removes each of `b` from `a` once: what is left of `a`. */
function minus(a: string[], b: string[]): string[] {
  const left = [...b];
  return a.filter((x) => {
    const at = left.indexOf(x);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

describe('oracle: Angular’s extractor and Scriptorium find the same @angular/localize message ids', function () {
  this.timeout(600_000);
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'scriptorium-oracle-angular-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('agrees component by component on every message id', () => {
    const judge = ensureNpmPackages(`oracle-angular-${ANGULAR}`, PACKAGES);
    const src = join(work, 'src');
    mkdirSync(join(src, 'app'), { recursive: true });
    const app = join(__dirname, 'app');
    for (const f of readdirSync(app)) writeFileSync(join(src, 'app', f), readFileSync(join(app, f)));
    const generated = generatedComponents(400, 44).map((text, i) => {
      const path = join(src, `generated${i}.component.ts`);
      writeFileSync(path, text);
      return path;
    });
    const files = [
      ...readdirSync(join(src, 'app'))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join(src, 'app', f)),
      ...generated,
    ];
    const theirs = JSON.parse(
      execFileSync(nodeForJudge(), [join(__dirname, 'ngKeys.mjs'), judge], {
        input: JSON.stringify({ files, rootDir: src, outDir: join(work, 'out') }),
        maxBuffer: 64 * 1024 * 1024,
      }).toString('utf8'),
    ) as Record<string, string[] | null>;
    let total = 0;
    let found = 0;
    let falseUsages = 0;
    const unexplained: string[] = [];
    const seen = new Set<string>();
    const explain = (side: 'ours' | 'theirs', file: string, id: string) => {
      const name = file.slice(src.length + 1);
      const known = KNOWN_DIFFERENCES.find((d) => d.side === side && d.file === name && d.id === id);
      if (known) seen.add(`${side}:${name}:${id}`);
      else
        unexplained.push(
          `${side === 'ours' ? 'only Scriptorium' : 'only Angular'} in ${name}: ${id}\n${name.startsWith('generated') ? readFileSync(file, 'utf8') : ''}`,
        );
    };
    const notCompiled = files.filter((f) => theirs[f] === null).map((f) => readFileSync(f, 'utf8'));
    assert.deepEqual(notCompiled.slice(0, 3), [], 'the Angular compiler compiles every component');
    for (const file of files) {
      const t = theirs[file] ?? [];
      const o = ours(file);
      const onlyTheirs = minus(t, o);
      const onlyOurs = minus(o, t);
      total += t.length;
      found += t.length - onlyTheirs.length;
      falseUsages += onlyOurs.length;
      for (const id of onlyTheirs) explain('theirs', file, id);
      for (const id of onlyOurs) explain('ours', file, id);
    }
    console.log(
      `      Angular oracle: ${found}/${total} of the extractor's message ids found (recall ${((100 * found) / total).toFixed(1)} %), ${falseUsages} only Scriptorium has, in ${files.length} components`,
    );
    assert.deepEqual(unexplained.slice(0, 5), [], 'every difference is explained');
    const stale = KNOWN_DIFFERENCES.filter((d) => !seen.has(`${d.side}:${d.file}:${d.id}`));
    assert.deepEqual(stale, [], 'each known difference still occurs (else it was fixed: remove it)');
  });
});

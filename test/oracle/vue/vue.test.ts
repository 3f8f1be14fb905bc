// The oracle tier for vue-i18n (#44 items 1 and 3): vue-i18n's own key collector (@intlify/eslint-plugin-vue-i18n,
// by the vue-i18n maintainers: what its no-missing-keys and no-unused-keys rules read, over Vue's own template
// AST; vueKeys.cjs) and Scriptorium's finder read the same components, and their keys are compared file by
// file. Sources: hand-written components (app/: the options API with this.$t/$tc, <script setup> with
// useI18n's t and te, <i18n-t>/<I18nT>, v-t, plurals, a plain module using i18n.global), the unit tier's Nav.vue,
// and generated components (generated.ts). A difference is explained only by a rule of EXPLAINED, each saying
// why; recall and false usages are printed for BENCHMARKS.md.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { scanSource, type ProjectFrameworks } from '../../../src/core/sourceKeys/scan';
import { compareKeySets } from '../keySets';
import { generatedComponents } from './generated';

const VUE: ProjectFrameworks = { i18next: false, vueI18n: true, gettext: false, ngxTranslate: false };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where Scriptorium and the collector differ on purpose: which side has a key the other lacks, the shape of
 * the file that explains it, and why. Any other difference fails the test; each rule must still apply.
 */
const EXPLAINED: {
  name: string;
  side: 'ours' | 'theirs';
  applies: (text: string, key: string) => boolean;
  why: string;
}[] = [
  {
    name: 'te',
    side: 'ours',
    applies: (text, key) => new RegExp(`\\$?te\\(\\s*['"\`]${escape(key)}['"\`]`).test(text),
    why: "`te('key')`/`$te('key')` asks whether the key exists: a usage of it (a hint and a missing-key diagnostic help there); the collector reads only $t, t, $tc, tc",
  },
  {
    name: 'v-t path object',
    side: 'ours',
    applies: (text, key) => text.includes(`v-t="{ path: '${key}'`),
    why: "`v-t=\"{ path: 'key', args }\"` is vue-i18n's documented object form of the directive; the collector reads only a string literal as its value",
  },
];

function keysOf(file: string): Set<string> {
  const language = file.endsWith('.vue') ? 'vue' : 'typescript';
  return new Set(scanSource(readFileSync(file, 'utf8'), language, VUE).map((u) => u.key));
}

describe('oracle: vue-i18n’s own collector and Scriptorium find the same vue-i18n keys', function () {
  this.timeout(600_000);
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'scriptorium-oracle-vue-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('agrees file by file on every key', () => {
    const app = join(__dirname, 'app');
    const files = [
      ...readdirSync(app).map((f) => join(app, f)),
      join(__dirname, '..', '..', 'unit', 'sourceKeys', 'fixtures', 'Nav.vue'),
    ];
    generatedComponents(400, 44).forEach((text, i) => {
      const path = join(work, `Generated${i}.vue`);
      writeFileSync(path, text);
      files.push(path);
    });
    const theirs = JSON.parse(
      execFileSync(process.execPath, [join(__dirname, 'vueKeys.cjs')], {
        input: JSON.stringify({ files }),
        maxBuffer: 64 * 1024 * 1024,
      }).toString('utf8'),
    ) as Record<string, string[]>;
    const unexplained: string[] = [];
    const used = new Map<string, number>();
    const explain = (side: 'ours' | 'theirs', file: string, key: string) => {
      const text = readFileSync(file, 'utf8');
      const rule = EXPLAINED.find((r) => r.side === side && r.applies(text, key));
      if (rule) used.set(rule.name, (used.get(rule.name) ?? 0) + 1);
      else
        unexplained.push(`${side === 'ours' ? 'only Scriptorium' : 'only the collector'} in ${basename(file)}: ${key}`);
    };
    const { total, found, falseUsages } = compareKeySets(files, theirs, keysOf, explain);
    console.log(
      `      vue-i18n oracle: ${found}/${total} of the collector's keys found (recall ${((100 * found) / total).toFixed(1)} %), ${falseUsages} only Scriptorium has, in ${files.length} files; explained: ${[...used].map(([n, c]) => `${c} ${n}`).join(', ')}`,
    );
    assert.deepEqual(unexplained.slice(0, 40), [], 'every difference is explained');
    assert.deepEqual(
      EXPLAINED.filter((r) => !used.has(r.name)).map((r) => r.name),
      [],
      'each explanation still applies (else it was fixed: remove it)',
    );
  });
});

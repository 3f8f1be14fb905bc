// Queries built from server text (#43 items 1, 2) on every server, through src/core/weblate/query.ts:
//
// - keys with line breaks, quotes, backslashes, parentheses, unicode and 1,000 characters (a real i18next
//   natural-language key among them): looked up, they parse and match exactly themselves. On the real
//   servers a few strings of the fixture are given such keys in the database (Weblate's own Django
//   environment) and opened as the unit panel opens a string; the sandbox has no Python to ask, so there
//   the keys are only looked up (they must parse and find nothing).
// - same source elsewhere: every exact twin of a string in its language comes first, however many other
//   strings contain its text (scaled down: the list is asked for 2, where the fixture's strings have one
//   twin and two or more longer strings containing them — at 20 the panel had the same gap on real data).
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { unitsWithKey } from '../../src/core/units/sameKey';
import { SAME_SOURCE_LIMIT, sameSource } from '../../src/core/units/sameSource';
import { PLURAL_SEPARATOR, all, equals, inComponent } from '../../src/core/weblate/query';
import type { Unit } from '../../src/core/weblate';
import { loadUnit } from '../../src/localization/unitPanel/unitLoader';
import type { Check } from './check';
import type { Target } from './targets';

/** The key the issue was found with (an i18next natural-language key), and keys made to break a query. */
const NATURAL_KEY =
  'This happens rarely, for example after a restore from backup. [Learn more…](https://example.org/docs/keys#rotate).\n\nOld encryption keys are not migrated. Export your data (CSV, "Full backup") first \\ then sign in again.';

/** Keys of the characters that break a hand-built query, fixed by seed so a failure reproduces. */
export function hostileKeys(): string[] {
  const piece = fc.constantFrom(
    '\n',
    '\r\n',
    '\t',
    '\f',
    '"',
    '\\',
    '\\n',
    '\\"',
    "'",
    '(',
    ')',
    ' ',
    'AND',
    'OR',
    'NOT',
    ':=',
    'key:',
    'ü',
    '…',
    '日本',
    '😀',
    '\u200f',
    '\u2028',
    '\x1e',
    'a',
    'Z',
  );
  const key = fc.array(piece, { minLength: 1, maxLength: 40 }).map((p) => p.join(''));
  const sampled = fc.sample(key, { seed: 43, numRuns: 6 });
  const long = `${'Ein sehr langer Schlüssel (mit "Zitat") \\ und\nZeilen. '.repeat(20)}`.slice(0, 1000);
  return [NATURAL_KEY, long, ...sampled];
}

/** Gives the strings with `keys[i]` as their key (every language) the key `to[i]`, in Weblate's database. */
function renameKeys(t: Target, project: string, component: string, pairs: [string, string][]): void {
  const data = Buffer.from(JSON.stringify(pairs)).toString('base64');
  const printed = t.shell!(`
import base64, json
from weblate.trans.models import Unit
for old, new in json.loads(base64.b64decode("${data}").decode("utf-8")):
    n = Unit.objects.filter(translation__component__project__slug=${JSON.stringify(project)},
        translation__component__slug=${JSON.stringify(component)}, context=old).update(context=new)
    assert n > 0, old
print("@@RENAMED@@")
`);
  assert.match(printed, /@@RENAMED@@/);
}

/** Sets units' (single-form) sources in Weblate's database: [id, source] pairs. */
function setSources(t: Target, pairs: [number, string][]): void {
  const data = Buffer.from(JSON.stringify(pairs)).toString('base64');
  const printed = t.shell!(`
import base64, json
from weblate.trans.models import Unit
for pk, source in json.loads(base64.b64decode("${data}").decode("utf-8")):
    assert Unit.objects.filter(pk=pk).update(source=source) == 1, pk
print("@@SOURCES@@")
`);
  assert.match(printed, /@@SOURCES@@/);
}

const ids = (units: Unit[]) => units.map((u) => u.id).sort((a, b) => a - b);

export const queryChecks: Check[] = [
  {
    name: 'query: keys with line breaks, quotes, backslashes, parentheses, unicode and 1,000 characters are looked up exactly',
    timeoutMs: 5 * 60_000,
    async run(t) {
      const { project, component, language } = t.fx;
      const admin = t.client(t.admin);
      const keys = hostileKeys();
      // Nothing has these keys yet: each lookup parses (a raw line break was a 400) and finds nothing.
      for (const key of keys)
        assert.deepEqual(await unitsWithKey(admin, project, component, key), [], JSON.stringify(key));
      if (!t.shell) return;
      const everything = () => admin.listUnits({ q: inComponent(project, component) });
      const before = await everything();
      const spare = [...new Set(before.map((u) => u.context))].sort().slice(0, keys.length);
      const pairs = spare.map((old, i): [string, string] => [old, keys[i]!]);
      renameKeys(t, project, component, pairs);
      try {
        const after = await everything();
        for (const [old, key] of pairs) {
          const want = after.filter((u) => u.context === key);
          assert.deepEqual(ids(want), ids(before.filter((u) => u.context === old)), `renamed ${old}`);
          assert.deepEqual(ids(await unitsWithKey(admin, project, component, key)), ids(want), JSON.stringify(key));
          // The unit panel opens it, with the string in every other language.
          const mine = want.find((u) => u.translation.includes(`/${language}/`))!;
          const loaded = await loadUnit(admin, mine.id);
          assert.equal(loaded.unit.context, key);
          assert.equal(loaded.view.others.length, want.length - 1, 'every other language');
        }
      } finally {
        renameKeys(
          t,
          project,
          component,
          pairs.map(([old, key]) => [key, old]),
        );
      }
    },
  },
  {
    name: 'query: an exact source query finds the string itself, plural forms joined as Weblate stores them',
    async run(t) {
      const admin = t.client(t.admin);
      const { project, component, language, pluralComponent, pluralLanguage } = t.fx;
      for (const [c, lang] of [
        [component, language],
        [pluralComponent, pluralLanguage],
      ] as const) {
        const units = await admin.listTranslationUnits(project, c, lang);
        for (const u of units.slice(0, 8)) {
          const found = await admin.listUnits({
            q: all(inComponent(project, c, lang), equals('source', u.source.join(PLURAL_SEPARATOR))),
          });
          assert.ok(
            found.some((f) => f.id === u.id),
            `${c}/${lang} ${JSON.stringify(u.source)}: ${found.map((f) => f.id).join(',')}`,
          );
          assert.ok(found.every((f) => f.source.join('|') === u.source.join('|')));
        }
        assert.ok(units.some((u) => u.source.length > 1) || c !== pluralComponent, 'the plural component has plurals');
      }
    },
  },
  {
    name: 'query: same source elsewhere lists every exact twin first, however many strings contain the text',
    async run(t) {
      const admin = t.client(t.admin);
      const { project, component, language } = t.fx;
      const everything = await admin.listUnits({ q: equals('language', language) });
      const units = await admin.listTranslationUnits(project, component, language);
      let twinsSeen = 0;
      for (const unit of units) {
        if (unit.source[0]!.trim() === '') continue;
        const twins = everything.filter(
          (u) =>
            u.id !== unit.id &&
            u.source.length === unit.source.length &&
            u.source.every((s, i) => s === unit.source[i]),
        );
        const limit = 2;
        const got = await sameSource(admin, unit, language, undefined, limit);
        const exact = got.filter((m) => m.exact).map((m) => m.unit.id);
        const where = `${JSON.stringify(unit.source)}: twins ${twins.map((u) => u.id)}, listed ${got.map((m) => m.unit.id)}`;
        assert.equal(exact.length, Math.min(limit, twins.length), where);
        assert.ok(
          exact.every((id) => twins.some((u) => u.id === id)),
          where,
        );
        assert.deepEqual(
          got.map((m) => m.exact),
          got.map((_, i) => i < exact.length),
          `twins first: ${where}`,
        );
        twinsSeen += twins.length;
      }
      if (t.name === 'real')
        assert.ok(twinsSeen > 0, 'the fixture has twins (the private project holds the same strings)');
    },
  },
  {
    name: 'query: same source elsewhere lists the exact twins of a word that more than 20 other strings contain',
    timeoutMs: 5 * 60_000,
    async run(t) {
      // Real servers only: the fixture's sources are set in the database (the sandbox's cannot be, and its
      // sample has no twins; the check above and test/unit/units/sameSource.test.ts say the same there).
      if (!t.shell) return;
      const admin = t.client(t.admin);
      const { language } = t.fx;
      const single = (await admin.listUnits({ q: equals('language', language) }))
        .filter((u) => u.source.length === 1)
        .sort((a, b) => a.id - b.id);
      assert.ok(single.length >= 26, `enough strings in ${language} (${single.length})`);
      // The 22 first strings by id contain "Delete"; the 3 last are "Delete", as the issue's common words.
      const containing = single.slice(0, 22).map((u): [number, string] => [u.id, `Delete ${u.source[0]}`]);
      const twins = single.slice(-3).map((u): [number, string] => [u.id, 'Delete']);
      setSources(t, [...containing, ...twins]);
      try {
        const now = await admin.listUnits({ q: equals('language', language) });
        const me = now.find((u) => u.id === twins[0]![0])!;
        const want = now.filter((u) => u.id !== me.id && u.source.length === 1 && u.source[0] === 'Delete');
        assert.ok(want.length >= 2);
        const got = await sameSource(admin, me, language);
        const where = `twins ${ids(want)}, listed ${got.map((m) => `${m.unit.id}${m.exact ? '=' : ''}`)}`;
        // The Ledger project (#43 item 8) adds 21 German "Delete" twins: more than the list shows, then
        // the list is twins only.
        const shown = Math.min(want.length, SAME_SOURCE_LIMIT);
        const exact = got.filter((m) => m.exact).map((m) => m.unit);
        assert.equal(exact.length, shown, where);
        assert.ok(
          exact.every((u) => want.some((w) => w.id === u.id)),
          where,
        );
        if (shown === want.length) assert.deepEqual(ids(exact), ids(want), where);
        assert.ok(
          got.slice(0, shown).every((m) => m.exact),
          `twins first: ${where}`,
        );
        if (want.length < SAME_SOURCE_LIMIT) assert.ok(got.length > want.length, `and similar ones: ${where}`);
      } finally {
        setSources(
          t,
          [...containing, ...twins].map(([id]): [number, string] => [id, single.find((u) => u.id === id)!.source[0]!]),
        );
      }
    },
  },
];

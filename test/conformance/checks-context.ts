// The unit panel's context queries (#26 items 4, 5) on every server: the position range behind nearby
// strings, and `source:"…"` / `target:="…"` with values quoted by quoteQueryValue (backslashes, quotes,
// line breaks) read back exactly as written — Weblate's RawQuotedString on 5.10.4 and 2026.10.1 alike.
import { strict as assert } from 'node:assert';
import { TranslationSchema } from '../../src/core/weblate/schemas';
import { NearbyUnits } from '../../src/core/units/nearby';
import { SAME_SOURCE_LIMIT, sameSource } from '../../src/core/units/sameSource';
import { quoteQueryValue } from '../../src/core/weblate/query';
import type { Check } from './check';
import type { Target } from './targets';

async function fixtureUnits(t: Target) {
  const { project, component, language } = t.fx;
  return t.client(t.admin).listTranslationUnits(project, component, language);
}

export const contextChecks: Check[] = [
  {
    name: 'context: nearby strings are the units at position ± 5 (position:>= position:<= on the translation)',
    async run(t) {
      const units = (await fixtureUnits(t)).sort((a, b) => a.position - b.position);
      const client = t.client(t.admin);
      const translation = await client.follow(units[0]!.translation, TranslationSchema);
      const nearby = new NearbyUnits(client);
      for (const unit of [units[0]!, units[Math.floor(units.length / 2)]!, units.at(-1)!]) {
        const got = await nearby.around(translation, unit);
        const want = units.filter((u) => Math.abs(u.position - unit.position) <= 5);
        assert.deepEqual(
          got.map((u) => u.id),
          want.map((u) => u.id),
          `around position ${unit.position}`,
        );
      }
    },
  },
  {
    name: 'context: same source elsewhere finds every unit of the language whose source contains this one',
    async run(t) {
      const client = t.client(t.admin);
      const units = await fixtureUnits(t);
      const save = units.find((u) => u.source[0] === 'Save')!;
      assert.ok(save, 'the fixture has "Save"');
      const everything = await client.listUnits({ q: `language:${t.fx.language}` });
      const want = everything
        .filter((u) => u.id !== save.id && u.source.some((s) => s.toLowerCase().includes('save')))
        .map((u) => u.id)
        .sort((a, b) => a - b);
      const got = await sameSource(client, save, t.fx.language);
      const isTwin = (u: { source: string[] }) => u.source.length === 1 && u.source[0] === 'Save';
      for (const m of got) assert.equal(m.exact, isTwin(m.unit));
      // The real servers also hold the Ledger project (#43 item 8), whose "Save" and "save" strings are more
      // than the list shows: then the first SAME_SOURCE_LIMIT, every exact twin among them when they fit.
      if (want.length <= SAME_SOURCE_LIMIT) {
        assert.deepEqual(
          got.map((m) => m.unit.id).sort((a, b) => a - b),
          want,
        );
        return;
      }
      assert.equal(got.length, SAME_SOURCE_LIMIT);
      assert.ok(
        got.every((m) => want.includes(m.unit.id)),
        'only units whose source contains it',
      );
      const twins = everything.filter((u) => u.id !== save.id && isTwin(u)).length;
      const exact = Math.min(twins, SAME_SOURCE_LIMIT);
      assert.ok(
        got.slice(0, exact).every((m) => m.exact),
        'the exact twins first',
      );
    },
  },
  {
    name: 'context: a value with quotes, backslashes, line breaks and tabs, quoted, matches exactly itself',
    async run(t) {
      const client = t.client(t.admin);
      // One text is written to it (a plural string would need every form), and put back afterwards: an
      // untranslated string where one is left (earlier checks write some), else an editable translated one.
      const singular = (await fixtureUnits(t)).filter((u) => u.source.length === 1);
      const unit = singular.find((u) => u.state === 0) ?? singular.find((u) => u.state === 10 || u.state === 20);
      assert.ok(unit, 'the fixture translation has an editable string without plurals');
      const hostile = `Sag "hallo" \\ zu C:\\neu\\tab\nund\tdann \\"Ende\\" \\n ${unit.id}`;
      await client.patchUnit(unit.id, { target: [hostile], state: 10 });
      try {
        const exact = await client.listUnits({ q: `target:=${quoteQueryValue(hostile)}` });
        assert.deepEqual(
          exact.map((u) => u.id),
          [unit.id],
        );
        const part = await client.listUnits({ q: `target:${quoteQueryValue(hostile.slice(0, 30))}` });
        assert.ok(
          part.some((u) => u.id === unit.id),
          'a quoted substring finds it',
        );
        const literal = await client.listUnits({ q: `target:=${quoteQueryValue(hostile.replace('\n', '\\n'))}` });
        assert.deepEqual(literal, [], 'a backslash and n is not a line break');
      } finally {
        await client.patchUnit(unit.id, { target: [unit.target[0] ?? ''], state: unit.state });
      }
    },
  },
];

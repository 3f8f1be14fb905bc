// "Same source elsewhere" with a common word (#43 item 2): a server that lists units in id order, as
// Weblate does, holding more than 20 longer strings that contain "Delete" before its exact twins. The
// server here is the sandbox's query parser over crafted units (the sandbox's sample data has no twins).
import { strict as assert } from 'node:assert';
import { SAME_SOURCE_LIMIT, sameSource } from '../../../src/core/units/sameSource';
import type { Unit, WeblateClient } from '../../../src/core/weblate';
import { compileQuery } from '../../../sandbox/weblate/search';
import type { UnitRec } from '../../../sandbox/weblate/model';

interface Fake {
  id: number;
  source: string[];
  language?: string;
  target?: string;
}

/** A client whose unit search answers from `units` by the sandbox's parser, in id order, one page. */
function serverOf(units: Fake[]): { client: WeblateClient; queries: string[] } {
  const queries: string[] = [];
  const client = {
    async listUnitsPage(_page: number, opts: { q?: string; pageSize?: number }) {
      queries.push(opts.q ?? '');
      const match = compileQuery(opts.q ?? '', (u) => ({
        project: 'p',
        component: 'c',
        language: units.find((x) => x.id === u.id)!.language ?? 'de',
      }));
      const found = units
        .filter((u) => match({ ...u, target: [u.target ?? ''], context: `k${u.id}` } as unknown as UnitRec))
        .sort((a, b) => a.id - b.id);
      return {
        items: found.slice(0, opts.pageSize).map(asUnit),
        count: found.length,
        page: 1,
        next: found.length > (opts.pageSize ?? 20) ? 'next' : null,
      };
    },
  } as unknown as WeblateClient;
  return { client, queries };
}

const asUnit = (u: Fake) =>
  ({
    id: u.id,
    source: u.source,
    target: [u.target ?? ''],
    translation: `x/translations/p/c/${u.language ?? 'de'}/`,
  }) as unknown as Unit;

describe('same source elsewhere: exact twins of a common word (#43 item 2)', () => {
  const longer = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    source: [`Delete item ${i}`],
    target: `Löschen ${i}`,
  }));
  const twins = [
    { id: 100, source: ['Delete'], target: 'Löschen' },
    { id: 101, source: ['Delete'] },
    { id: 102, source: ['Delete'], target: 'Entfernen' },
  ];
  const me = { id: 103, source: ['Delete'] };
  const elsewhere = { id: 104, source: ['Delete'], language: 'fr' };
  const lowerCase = { id: 105, source: ['delete'], target: 'löschen' };

  it('lists every exact twin first although more than 20 longer strings come before them', async () => {
    const { client, queries } = serverOf([...longer, ...twins, me, elsewhere, lowerCase]);
    const found = await sameSource(client, asUnit(me), 'de');
    assert.equal(queries.length, 2, 'the exact twins and the similar ones');
    assert.equal(found.length, SAME_SOURCE_LIMIT);
    assert.deepEqual(
      found.slice(0, 3).map((m) => [m.unit.id, m.exact]),
      [
        [100, true],
        [102, true],
        [101, true],
      ],
      'twins first, translated ones first among them',
    );
    assert.ok(found.slice(3).every((m) => !m.exact));
    assert.ok(!found.some((m) => m.unit.id === me.id || m.unit.id === elsewhere.id), 'not itself, not French');
  });

  it('the similar ones are not crowded out by twins: the exact ones are left out of their query', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ id: 200 + i, source: ['Delete'] }));
    const { client, queries } = serverOf([...many, ...longer, me]);
    const found = await sameSource(client, asUnit(me), 'de', undefined, 5);
    assert.match(queries[1]!, /NOT source:="Delete"/);
    assert.equal(found.length, 5);
    assert.ok(found.every((m) => m.exact));
  });

  it('a plural string’s twins have every form (sent joined as Weblate stores them)', async () => {
    const plural = { id: 300, source: ['{count} file', '{count} files'] };
    const same = { id: 301, source: ['{count} file', '{count} files'] };
    const other = { id: 302, source: ['{count} file', '{count} folders'] };
    const { client } = serverOf([plural, same, other]);
    const found = await sameSource(client, asUnit(plural), 'de');
    assert.deepEqual(
      found.map((m) => [m.unit.id, m.exact]),
      [
        [301, true],
        [302, false],
      ],
    );
  });

  it('a source too long to send whole is found by its beginning, twins told apart here', async () => {
    const text = `${'Ein langer Satz mit ü und "Zitat". '.repeat(120)}`;
    const long = { id: 400, source: [text] };
    const twin = { id: 401, source: [text] };
    const { client, queries } = serverOf([long, twin, { id: 402, source: [`${text} Mehr.`] }]);
    const found = await sameSource(client, asUnit(long), 'de');
    assert.equal(queries.length, 1, 'no exact query');
    assert.deepEqual(
      found.map((m) => [m.unit.id, m.exact]),
      [
        [401, true],
        [402, false],
      ],
    );
  });
});

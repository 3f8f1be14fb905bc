// The newest changes whatever order the server lists them in: the seed's ascending ids (the sandbox's
// default) and real Weblate's newest first (the sandbox's switch). Each order is run against the sandbox
// over loopback, with page sizes that put the newest on one page, across two pages, and in a lone item.
import { strict as assert } from 'node:assert';
import {
  compareNewestFirst,
  mergeNewest,
  newestChanges,
  orderOfPage,
  WeblateClient,
  type Change,
} from '../../../src/core/weblate';
import type { ChangesOrder } from '../../../sandbox/types';
import { call, useSandbox } from '../sandbox/helpers';

const change = (id: number, timestamp: string): Change =>
  ({
    id,
    timestamp,
    action: 2,
    action_name: 'Translation changed',
    target: '',
    unit: null,
    component: null,
    translation: null,
    user: null,
    author: null,
    url: `http://x/api/changes/${id}/`,
  }) as Change;

describe('change order read from the answer', () => {
  it('tells the order from the ends of a page, by timestamp then id', () => {
    const a = change(1, '2026-01-01T00:00:00.000001Z');
    const b = change(2, '2026-01-01T00:00:00.000001Z');
    const c = change(3, '2026-01-02T00:00:00Z');
    assert.equal(orderOfPage([a, b, c]), 'oldest-first');
    assert.equal(orderOfPage([c, b, a]), 'newest-first');
    assert.equal(orderOfPage([b, a]), 'newest-first'); // same moment: the higher id is newer
    assert.equal(orderOfPage([c]), undefined);
    assert.equal(orderOfPage([]), undefined);
    assert.deepEqual(
      [a, c, b].sort(compareNewestFirst).map((x) => x.id),
      [3, 2, 1],
    );
  });

  it('merges new changes on top, each id once, at most the limit', () => {
    const shown = [
      change(5, '2026-01-05T00:00:00Z'),
      change(4, '2026-01-04T00:00:00Z'),
      change(3, '2026-01-03T00:00:00Z'),
    ];
    const fresh = [
      change(5, '2026-01-05T00:00:00Z'),
      change(6, '2026-01-06T00:00:00Z'),
      change(7, '2026-01-07T00:00:00Z'),
    ];
    assert.deepEqual(
      mergeNewest(shown, fresh, 4).map((x) => x.id),
      [7, 6, 5, 4],
    );
  });
});

for (const order of ['oldest-first', 'newest-first'] as ChangesOrder[]) {
  describe(`newest changes from a server listing ${order}`, () => {
    const ctx = useSandbox({ changesOrder: order });
    let client: WeblateClient;
    let all: Change[];
    before(async () => {
      client = new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token: ctx.sb.credentials.weblate.adminToken });
      all = await client.listChanges();
      assert.ok(all.length > 60, `the sample data has ${all.length} changes`);
    });
    after(() => client.close());

    it(`lists ${order} on the wire`, () => {
      assert.equal(orderOfPage(all), order);
    });

    for (const limit of [50, 7, 1]) {
      it(`returns the ${limit} newest, newest first`, async () => {
        const expected = [...all]
          .sort(compareNewestFirst)
          .slice(0, limit)
          .map((c) => c.id);
        ctx.sb.requests.length = 0;
        const got = await newestChanges(client, {}, limit);
        assert.deepEqual(
          got.changes.map((c) => c.id),
          expected,
        );
        assert.equal(got.order, order);
        // Newest first: page 1 holds them. Ascending: page 1 to learn the order, then the end of the list.
        const pages = ctx.sb.requests.map((r) => new URLSearchParams(r.query).get('page'));
        if (order === 'newest-first' && limit > 1) assert.deepEqual(pages, [null]);
        else
          assert.ok(
            pages.length >= 2 && pages.length <= 3 && pages[1] === String(Math.ceil(all.length / limit)),
            `pages asked: ${pages.join(',')}`,
          );
      });
    }

    it('finds only newer changes after a save (the poll), and they go on top', async () => {
      const shown = (await newestChanges(client, {}, 50)).changes;
      const units = await client.listTranslationUnits('atlas', 'web', 'de');
      const unit = units.find((u) => u.state === 0)!;
      await client.patchUnit(unit.id, { target: [`Neu ${order}`], state: 20 });
      const { changes: fresh } = await newestChanges(client, { timestamp_after: shown[0]!.timestamp }, 50);
      const known = new Set(shown.map((c) => c.id));
      const added = fresh.filter((c) => !known.has(c.id));
      assert.equal(added.length, 1);
      assert.equal(added[0]!.target, `Neu ${order}`);
      const merged = mergeNewest(shown, fresh, 50);
      assert.equal(merged[0]!.id, added[0]!.id);
      assert.deepEqual(
        merged.slice(1).map((c) => c.id),
        shown.slice(0, 49).map((c) => c.id),
      );
    });
  });
}

describe('the sandbox’s change order switch', () => {
  const ctx = useSandbox();

  it('is changed at runtime over /__sandbox/settings and refuses unknown orders', async () => {
    const client = new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token: ctx.sb.credentials.weblate.adminToken });
    try {
      assert.equal(orderOfPage((await client.listChangesPage({}, 1)).items), 'oldest-first');
      assert.equal(
        (await call(`${ctx.sb.origin}/__sandbox/settings`, { method: 'POST', json: { changesOrder: 'newest-first' } }))
          .json.changesOrder,
        'newest-first',
      );
      assert.equal(ctx.sb.settings.changesOrder, 'newest-first');
      assert.equal(orderOfPage((await client.listChangesPage({}, 1)).items), 'newest-first');
      assert.equal(
        (await call(`${ctx.sb.origin}/__sandbox/settings`, { method: 'POST', json: { changesOrder: 'sideways' } }))
          .status,
        400,
      );
      ctx.sb.settings.changesOrder = 'oldest-first';
      assert.equal((await call(`${ctx.sb.origin}/__sandbox/settings`)).json.changesOrder, 'oldest-first');
    } finally {
      await client.close();
    }
  });
});

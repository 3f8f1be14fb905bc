// Issue #25, item 8, World Anvil's side: a server whose pages are never short (the sandbox's endless
// paging, fresh ids on every page) is read to LIST_CAP and no further, on both faces; what was read comes
// with the error, and a list past the cap is read on from where the first stretch ended.
import { strict as assert } from 'node:assert';
import { LIST_CAP, ListTooLongError } from '../../../src/core/http';
import { BoromirClient, readCategories, WorldAnvilClient, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { readPages } from '../../../src/core/worldanvil/paging';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

function clients(): Record<'boromir' | 'aragorn', WorldAnvilApi> {
  const opts = { ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 };
  return {
    boromir: new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...opts }),
    aragorn: new WorldAnvilClient({ baseUrl: ctx.sb.worldAnvilUrl, ...opts }),
  };
}

describe('World Anvil paging stops at the list cap (#25)', function () {
  // Each case makes the real cap's 2,500 requests over loopback, one after another (World Anvil pages are
  // read in order): about 10 s on an idle 2-core machine, 30 s beside the end-to-end tier. Not a timing
  // check: the limit only stops a hang.
  this.timeout(180_000);
  afterEach(() => ctx.sb.volumes.clear());

  for (const face of ['boromir', 'aragorn'] as const) {
    it(`${face}: listAllArticles on endless pages stops at the page cap (${LIST_CAP.pages} pages of 50) with what it read in the error`, async () => {
      const client = clients()[face];
      const world = (await client.listWorlds((await client.getUser()).id))[0]!;
      ctx.sb.volumes.set({ endlessPaging: true });
      ctx.sb.requests.length = 0;
      try {
        await assert.rejects(client.listAllArticles(world.id), (e) => {
          assert.ok(e instanceof ListTooLongError, String(e));
          assert.equal(e.limit, 'pages');
          assert.equal(e.partial.length, LIST_CAP.pages * 50);
          assert.match(e.endpoint, /articles/);
          return true;
        });
        assert.equal(ctx.sb.requests.length, LIST_CAP.pages);
      } finally {
        await client.close();
      }
    });
  }

  it('boromir: listWorlds on endless pages stops at the cap too', async () => {
    const client = clients().boromir;
    try {
      const user = await client.getUser();
      ctx.sb.volumes.set({ endlessPaging: true });
      await assert.rejects(
        client.listWorlds(user.id),
        (e) => e instanceof ListTooLongError && e.endpoint === 'POST user/worlds',
      );
    } finally {
      await client.close();
    }
  });

  it('boromir: a world with more categories than the cap is read in stretches, the second from where the first ended', async () => {
    const client = clients().boromir;
    try {
      const stretch = LIST_CAP.pages * 50;
      ctx.sb.volumes.set({ categories: stretch + 7 });
      const world = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'Many Categories')!;
      const first = await readCategories(client, world.id);
      assert.deepEqual(
        [first.categories.length, first.resumeAt, first.categories.at(-1)!.title],
        [stretch, stretch, `Category ${stretch}`],
      );
      const next = await readCategories(client, world.id, { offset: first.resumeAt });
      assert.deepEqual(
        [next.categories.map((c) => c.title), next.resumeAt],
        [Array.from({ length: 7 }, (_, i) => `Category ${stretch + i + 1}`), undefined],
      );
    } finally {
      await client.close();
    }
  });

  it('a page cap stops a list whose pages come back full but never end', async () => {
    let asked = 0;
    const page = async (offset: number) => {
      asked++;
      return { items: [{ id: `a${offset}` }], hasMore: true, nextOffset: offset + 1 };
    };
    await assert.rejects(
      readPages(page, { endpoint: 'test', cap: { items: 1000, pages: 7 } }),
      (e) => e instanceof ListTooLongError && e.limit === 'pages' && e.partial.length === 7 && e.resumeAt === 7,
    );
    assert.equal(asked, 7);
  });

  it('a list of exactly the cap is read whole (its last page is the short one)', async () => {
    const page = async (offset: number) => ({
      items: offset < 10 ? [{ id: `a${offset}` }, { id: `b${offset}` }] : [],
      hasMore: offset < 10,
      nextOffset: offset + 2,
    });
    assert.equal((await readPages(page, { endpoint: 'test', cap: { items: 10, pages: 20 } })).length, 10);
  });
});

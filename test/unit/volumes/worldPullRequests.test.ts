// Regression guard of issue 28, "whole world": a pull asks World Anvil (Boromir) for no more than it must.
// World Anvil's lists hold at most 50 entries a page, carry no count (a full last page needs one more,
// empty, page to be sure) and no content, but each entry's update date. So the minimum is the category
// pages (the folders), the article pages, and one GET per article the plan has to write or show: every
// article the first time, none when nothing changed, the changed ones after a change; and for each image
// the articles show (issue 29), its metadata and its bytes the first time, nothing once it is in assets/.
// A whole world's secrets (#29) as its articles: their list pages, and one GET per secret to write or show.
// Counts only; the times are in `npm run bench` (scripts/benchWorldPull.ts), never in a test.
import { strict as assert } from 'node:assert';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoromirClient } from '../../../src/core/worldanvil';
import { executePull } from '../../../src/core/worldSync/execute';
import { planWorldPull } from '../../../src/core/worldSync/plan';
import { useSandbox } from '../sandbox/helpers';

const PAGE = 50;
const pages = (n: number) => Math.floor(n / PAGE) + 1;
/**
 * The fewest requests World Anvil's API allows for a pull that writes (or shows) `fetched` of the articles,
 * fetches `images` images (metadata and bytes) and `secrets.fetched` of the world's `secrets.listed` secrets.
 */
export const pullMinimum = (
  categories: number,
  articles: number,
  fetched: number,
  more: { images?: number; secrets?: { listed: number; fetched: number } } = {},
) =>
  pages(categories) +
  pages(articles) +
  fetched +
  (more.images ?? 0) +
  pages(more.secrets?.listed ?? 0) +
  (more.secrets?.fetched ?? 0);

describe('a world pull makes the minimum number of requests (issue 28)', () => {
  const ctx = useSandbox({ volumes: { articles: 500 } });
  let client: BoromirClient;
  let folder: string;

  beforeEach(async () => {
    client = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    folder = await mkdtemp(join(tmpdir(), 'scriptorium-pull-requests-'));
  });
  afterEach(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Requests to World Anvil made by one pull of `worldId` into the folder. */
  async function pulled(worldId: string): Promise<{
    requests: number;
    fetched: number;
    secretsFetched: number;
    written: number;
    imageFiles: number;
    images: number;
  }> {
    ctx.sb.requests.length = 0;
    const { steps, manifest } = await planWorldPull(client, { worldId }, folder);
    const outcome = await executePull(client, folder, steps, manifest, { format: 'markdown' });
    const requests = ctx.sb.requests.filter((r) => r.path.startsWith('/api/external/boromir/'));
    return {
      requests: requests.length,
      fetched: requests.filter((r) => r.method === 'GET' && r.path.endsWith('/article')).length,
      secretsFetched: requests.filter((r) => r.method === 'GET' && r.path.endsWith('/secret')).length,
      written: outcome.written.length,
      // An image's bytes come from its metadata's address, outside the API.
      imageFiles: ctx.sb.requests.filter((r) => r.path.startsWith('/uploads/images/')).length,
      images: outcome.images.written.length,
    };
  }

  async function worldByTitle(title: string) {
    const worlds = await client.listWorlds((await client.getUser()).id);
    return worlds.find((w) => w.title === title)!;
  }

  it('a 500-article world: 1 category page + 11 article pages + 500 articles, then the lists alone', async function () {
    this.timeout(60_000);
    const world = await worldByTitle('Many Articles');
    const first = await pulled(world.id);
    assert.equal(first.written, 500);
    assert.equal(
      first.requests,
      pullMinimum(0, 500, 500, { secrets: { listed: 0, fetched: 0 } }),
      'first pull (one empty page of secrets)',
    );
    const again = await pulled(world.id);
    assert.equal(again.fetched, 0, 'nothing changed: no article fetched');
    assert.equal(again.requests, pullMinimum(0, 500, 0), 'second pull');
  });

  it('the seeded world with its categories and secrets: the minimum the first time and after two articles and a secret changed', async function () {
    this.timeout(60_000);
    const world = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title !== 'Many Articles')!;
    const categories = (await client.listCategories(world.id)).length;
    const articles = await client.listAllArticles(world.id);
    const secrets = await client.secrets.listAll(world.id);
    assert.ok(categories > 0 && articles.length > 2 && secrets.length > 1, 'the seed has some');
    const first = await pulled(world.id);
    assert.ok(first.images > 0, 'the seed’s articles show an image');
    const all = { listed: secrets.length, fetched: secrets.length };
    assert.equal(first.secretsFetched, secrets.length);
    assert.equal(
      first.requests,
      pullMinimum(categories, articles.length, articles.length, { images: first.images, secrets: all }),
    );
    assert.equal(first.imageFiles, first.images);
    // The changed articles include one that shows an image: kept in assets/, it is not asked for again.
    const showing = articles.find((a) => a.title === 'The Drowned Giant')!;
    const changed = [showing, ...articles.filter((a) => a !== showing).slice(0, 1)];
    for (const a of changed) await client.patchArticle(a.id, { excerpt: `changed ${Date.now()}` });
    await client.secrets.update(secrets[0]!.id, { tags: `changed-${Date.now()}` });
    const after = await pulled(world.id);
    assert.equal(after.fetched, 2);
    assert.equal(after.secretsFetched, 1);
    assert.equal(
      after.requests,
      pullMinimum(categories, articles.length, 2, { secrets: { listed: secrets.length, fetched: 1 } }),
    );
    assert.equal(after.imageFiles, 0);
  });
});

import { strict as assert } from 'node:assert';
import { ServerError } from '../../../src/core/http/errors';
import { createArticleOnce, WorldAnvilClient, type ArticleInput } from '../../../src/core/worldanvil';
import type { FaultSpec } from '../../../sandbox/types';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();
const ARTICLE = '^/api/aragorn/article$';

describe('creating an article at most once', () => {
  let client: WorldAnvilClient;
  let world: string;
  let knownIds: Set<string>;
  let n = 0;
  const title = () => `Once ${n}`;
  const countNamed = async (t: string) => (await client.listAllArticles(world)).filter((a) => a.title === t).length;

  beforeEach(async () => {
    n++;
    ctx.sb.faults.clear();
    client = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
      timeouts: { headersMs: 400 },
      retry: { baseDelayMs: 1, maxTotalWaitMs: 50 },
    });
    world = (await client.listWorlds((await client.getUser()).id)).find((w) => w.state === 'public')!.id;
    knownIds = new Set((await client.listAllArticles(world)).map((a) => a.id));
  });
  afterEach(async () => {
    ctx.sb.faults.clear();
    await client.close();
  });

  const input = (): ArticleInput => ({ title: title(), template: 'article', world, content: 'x' });
  async function run(fault: FaultSpec | undefined, answer: (asked: number) => Promise<boolean>) {
    if (fault) ctx.sb.faults.add(fault);
    let asked = 0;
    const result = await createArticleOnce(client, input(), { world, knownIds, confirmRetry: () => answer(++asked) });
    return { result, asked, count: await countNamed(title()) };
  }

  it('creates once when nothing goes wrong, without asking', async () => {
    const r = await run(undefined, async () => true);
    assert.deepEqual([r.result?.found, r.asked, r.count], [false, 0, 1]);
  });

  it('a request World Anvil finishes after the client gave up is found before the retry is sent', async () => {
    // The POST times out at 400 ms; the sandbox creates the article at 1.2 s, while the person is deciding.
    const r = await run({ kind: 'latency', latencyMs: 1200, path: ARTICLE, method: 'POST', times: 1 }, async () => {
      await new Promise((res) => setTimeout(res, 1500));
      return true;
    });
    assert.equal(r.result?.found, true);
    assert.equal(r.count, 1, 'one article, not two');
  });

  it('a request dropped before it arrived is sent again only after the person agrees', async () => {
    const r = await run({ kind: 'reset', path: ARTICLE, method: 'POST', times: 1 }, async () => true);
    assert.deepEqual([r.result?.found, r.asked, r.count], [false, 1, 1]);
  });

  it('nothing is sent again when the person declines', async () => {
    const r = await run({ kind: 'reset', path: ARTICLE, method: 'POST', times: 1 }, async () => false);
    assert.deepEqual([r.result, r.asked, r.count], [undefined, 1, 0]);
  });

  for (const kind of ['truncate', 'wrongType'] as const) {
    it(`a success whose body cannot be read (${kind}) is found, not created again`, async () => {
      const r = await run({ kind, path: ARTICLE, method: 'POST', times: 1 }, async () => true);
      assert.deepEqual([r.result?.found, r.asked, r.count], [true, 0, 1]);
    });
  }

  it('a plain refusal is reported, not retried', async () => {
    ctx.sb.faults.add({ kind: 'status', status: 500, path: ARTICLE, method: 'POST' });
    await assert.rejects(
      createArticleOnce(client, input(), { world, knownIds, confirmRetry: async () => true }),
      ServerError,
    );
    assert.equal(await countNamed(title()), 0);
  });
});

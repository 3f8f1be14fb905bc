// A world pull fetches articles side by side (issue 28): at most PULL_CONCURRENCY at once; a cancel in the
// middle leaves only whole files, each in the manifest with the hash of what it holds, and no temporary
// file; against World Anvil's rate-limit mode (sandbox/worldanvil/rateLimit.ts) every article arrives and
// no request starts while a Retry-After the client was given runs.
import { strict as assert } from 'node:assert';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoromirClient, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { executePull, PULL_CONCURRENCY } from '../../../src/core/worldSync/execute';
import { MANIFEST_NAME, readManifest, textHash } from '../../../src/core/worldSync/pullManifest';
import { planWorldPull } from '../../../src/core/worldSync/plan';
import { useSandbox } from '../sandbox/helpers';

/** The client, counting how many article reads run at once. */
function counting(client: WorldAnvilApi): { api: WorldAnvilApi; most: () => number } {
  let now = 0;
  let most = 0;
  const getArticle: WorldAnvilApi['getArticle'] = async (id, opts) => {
    most = Math.max(most, ++now);
    try {
      return await client.getArticle(id, opts);
    } finally {
      now--;
    }
  };
  // The client's own methods keep their receiver (private fields).
  const api = new Proxy(client, {
    get: (target, key) => {
      if (key === 'getArticle') return getArticle;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { api, most: () => most };
}

describe('world pull: concurrency, cancel and rate limits (issue 28)', () => {
  // A little latency, so requests overlap as they do on the wire.
  const ctx = useSandbox({ volumes: { articles: 200 }, latencyMs: 5 });
  let client: BoromirClient;
  let folder: string;
  let worldId: string;

  beforeEach(async () => {
    client = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...ctx.sb.credentials.worldAnvil, requestsPerSecond: 0 });
    folder = await mkdtemp(join(tmpdir(), 'scriptorium-pull-concurrency-'));
    worldId = (await client.listWorlds((await client.getUser()).id)).find((w) => w.title === 'Many Articles')!.id;
  });
  afterEach(async () => {
    ctx.sb.settings.worldAnvilRateLimit = 0;
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Every file of the folder is the manifest or a whole file it records; every entry's file is there. */
  async function assertConsistent(): Promise<number> {
    const manifest = await readManifest(folder, worldId);
    const names = (await readdir(folder)).filter((n) => n !== MANIFEST_NAME).sort();
    const recorded = Object.values(manifest.articles);
    assert.deepEqual(names, recorded.map((e) => e.file).sort(), 'no file outside the manifest, no temporary file');
    for (const e of recorded) assert.equal(textHash(await readFile(join(folder, e.file), 'utf8')), e.hash, e.file);
    return recorded.length;
  }

  it(`fetches at most ${PULL_CONCURRENCY} articles at once, and more than one`, async function () {
    this.timeout(60_000);
    const { api, most } = counting(client);
    const { steps, manifest } = await planWorldPull(api, { worldId }, folder);
    const outcome = await executePull(api, folder, steps, manifest, { format: 'markdown' });
    assert.equal(outcome.written.length, 200);
    assert.ok(most() > 1 && most() <= PULL_CONCURRENCY, `${most()} at once`);
    assert.equal(await assertConsistent(), 200);
  });

  it('cancelled mid-pull: no half-written file, a manifest that matches the folder, and the next run finishes', async function () {
    this.timeout(60_000);
    const abort = new AbortController();
    const { steps, manifest } = await planWorldPull(client, { worldId }, folder);
    const cut = await executePull(client, folder, steps, manifest, {
      format: 'markdown',
      signal: abort.signal,
      onStep: (done) => done === 50 && abort.abort(),
    });
    assert.equal(cut.cancelled, true);
    assert.ok(cut.written.length >= 50 && cut.written.length < 50 + 2 * PULL_CONCURRENCY, `${cut.written.length}`);
    assert.equal(await assertConsistent(), cut.written.length);
    const again = await planWorldPull(client, { worldId }, folder);
    const rest = await executePull(client, folder, again.steps, again.manifest, { format: 'markdown' });
    assert.equal(rest.counts.unchanged, cut.written.length);
    assert.equal(rest.counts.new, 200 - cut.written.length);
    assert.equal(await assertConsistent(), 200);
  });

  it('against a rate limit: every article arrives, and nothing new starts while a Retry-After runs', async function () {
    this.timeout(60_000);
    ctx.sb.settings.worldAnvilRateLimit = 25;
    const { steps, manifest } = await planWorldPull(client, { worldId }, folder);
    ctx.sb.requests.length = 0;
    const outcome = await executePull(client, folder, steps.slice(0, 80), manifest, { format: 'markdown' });
    assert.equal(outcome.written.length, 80);
    assert.equal(await assertConsistent(), 80);
    const seen = ctx.sb.requests.filter((r) => r.path.startsWith('/api/external/boromir/'));
    const throttled = seen.filter((r) => r.status === 429);
    assert.ok(throttled.length > 0, 'the limit was reached');
    assert.equal(seen.length - throttled.length, 80, 'each article read once successfully');
    // Retry-After is 1 s: after a 429, only requests already on their way (the other workers') may come
    // within it; the first new one waits out the second (a little less: the client heard it a bit later).
    for (const t of throttled) {
      const within = seen.filter((r) => r.at > t.at && r.at < t.at + 900);
      assert.ok(within.length <= PULL_CONCURRENCY - 1, `${within.length} requests within the wait after a 429`);
    }
  });
});

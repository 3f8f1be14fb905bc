// The World Anvil client against the sandbox over loopback: refusals of every kind, what goes on the
// wire (headers, query, bodies), the seed's article shapes, paging, the duplicate-safe create, every fault
// kind, and no key anywhere it could leak.
import { strict as assert } from 'node:assert';
import {
  AuthError,
  CancelledError,
  InsecureRequestError,
  NetworkError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  RateLimitedError,
  ScriptoriumError,
  TimeoutError,
  ValidationError,
  type RequestLogEntry,
} from '../../../src/core/http';
import { SECTION_FIELDS, SCRIPTORIUM_USER_AGENT, WorldAnvilClient, type World } from '../../../src/core/worldanvil';
import { generateWorldAnvilData } from '../../../sandbox/worldanvil/data';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();
const seed = generateWorldAnvilData(); // deterministic: the same ids as the sandbox's own data
const foreignWorld = seed.worlds.find((w) => w.ownerId !== seed.me.id)!;
const foreignArticle = seed.articles.find((a) => a.worldId === foreignWorld.id)!;
const aldmere = seed.articles.find((a) => a.title === 'Aldmere')!;
const logs: RequestLogEntry[] = [];
const errors: Error[] = [];
const clients: WorldAnvilClient[] = [];

type Options = ConstructorParameters<typeof WorldAnvilClient>[0];
function make(extra: Partial<Options> = {}): WorldAnvilClient {
  const c = new WorldAnvilClient({
    baseUrl: ctx.sb.worldAnvilUrl,
    ...ctx.sb.credentials.worldAnvil,
    requestsPerSecond: 0,
    onRequestLog: (e) => logs.push(e),
    retry: { baseDelayMs: 1 },
    ...extra,
  });
  clients.push(c);
  return c;
}

async function failure<T extends Error>(p: () => Promise<unknown>, cls: abstract new (...a: never[]) => T): Promise<T> {
  try {
    await p();
  } catch (e) {
    errors.push(e as Error);
    assert.ok(e instanceof cls, `expected ${cls.name}, got ${(e as Error).name}: ${(e as Error).message}`);
    return e as T;
  }
  throw new Error(`expected ${cls.name}, got data`);
}

const requestsTo = (method: string, path: RegExp) =>
  ctx.sb.requests.filter((r) => r.method === method && path.test(r.path));

async function myPublicWorld(c: WorldAnvilClient): Promise<World> {
  return (await c.listWorlds((await c.getUser()).id)).find((w) => w.state === 'public')!;
}

describe('WorldAnvilClient refusals', () => {
  afterEach(() => ctx.sb.faults.clear());
  after(async () => {
    for (const c of clients.splice(0)) await c.close();
  });

  it('turns a wrong key of either kind into AuthError', async () => {
    await failure(() => make({ applicationKey: 'wrong-application-key-0001' }).getUser(), AuthError);
    await failure(() => make({ authToken: 'wrong-auth-token-0002' }).listWorlds(seed.me.id), AuthError);
    await failure(() => make({ authToken: '', applicationKey: '' }).getUser(), AuthError);
  });

  it('turns unknown worlds and articles into NotFoundError', async () => {
    const c = make();
    const missing = '00000000-0000-4000-8000-00000000dead';
    await failure(() => c.getWorld(missing), NotFoundError);
    await failure(() => c.listArticles(missing, { offset: 0, limit: 5 }), NotFoundError);
    await failure(() => c.getArticle(missing), NotFoundError);
    await failure(() => c.patchArticle(missing, { title: 'x' }), NotFoundError);
  });

  it('turns another user’s records into PermissionError, including the HTTP 200 success:false answer', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const e = await failure(() => c.getArticle(foreignArticle.id), PermissionError);
    assert.equal(e.status, 200, 'the sandbox, like World Anvil, said it inside a 200');
    await failure(() => c.patchArticle(foreignArticle.id, { title: 'Mine now' }), PermissionError);
    await failure(() => c.listArticles(foreignWorld.id, { offset: 0, limit: 5 }), PermissionError);
    await failure(() => c.listWorlds(seed.other.id), PermissionError);
    await failure(
      () => c.createArticle({ world: foreignWorld.id, title: 'Intruder', template: 'article' }),
      PermissionError,
    );
    assert.equal(requestsTo('PATCH', /article/).length, 1, 'a 403 is not retried');
  });

  it('refuses to send the keys over plain http to a non-loopback host, before any connection', async () => {
    const c = make({ baseUrl: 'http://worldanvil.example.invalid/api/aragorn/' });
    const e = await failure(() => c.getUser(), InsecureRequestError);
    assert.ok(!e.message.includes(ctx.sb.credentials.worldAnvil.authToken));
  });

  it('cancels with CancelledError before anything is sent when the signal is already aborted', async () => {
    const c = make();
    const world = await myPublicWorld(c);
    const ac = new AbortController();
    ac.abort();
    ctx.sb.requests.length = 0;
    await failure(() => c.listAllArticles(world.id, { signal: ac.signal }), CancelledError);
    await failure(() => c.getArticle(aldmere.id, { signal: ac.signal }), CancelledError);
    assert.equal(ctx.sb.requests.length, 0);
  });
});

describe('WorldAnvilClient on the wire', () => {
  it('sends both keys as headers on every call and keeps them out of every URL', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const world = await myPublicWorld(c);
    await c.getWorld(world.id);
    await c.listAllArticles(world.id);
    await c.getArticle(aldmere.id, { loadAllProperties: true });
    await c.patchArticle(aldmere.id, { tags: 'city,coast,harbour' });
    const { authToken, applicationKey } = ctx.sb.credentials.worldAnvil;
    assert.ok(ctx.sb.requests.length >= 6);
    for (const r of ctx.sb.requests) {
      assert.equal(r.headers['x-auth-token'], authToken, r.path);
      assert.equal(r.headers['x-application-key'], applicationKey, r.path);
      assert.equal(r.headers['user-agent'], SCRIPTORIUM_USER_AGENT);
      assert.match(String(r.headers['accept']), /application\/json/);
      for (const s of [authToken, applicationKey]) assert.ok(!`${r.path}${r.query}`.includes(s), `${r.path}${r.query}`);
      assert.ok(!/x-auth-token|x-application-key/i.test(r.query), 'the query-parameter form is never used');
    }
    const patch = requestsTo('PATCH', /article/)[0]!;
    assert.match(String(patch.headers['content-type']), /^application\/json/);
  });

  it('names itself Scriptorium (url, version), or as the caller says', async () => {
    assert.match(SCRIPTORIUM_USER_AGENT, /^Scriptorium \(vscode:extension\/[\w-]+\.[\w-]+, \d+\.\d+\.\d+(-[\w.]+)?\)$/);
    ctx.sb.requests.length = 0;
    await make({ userAgent: 'Scriptorium-Test (https://example.invalid, 9.9.9)' }).getUser();
    assert.equal(ctx.sb.requests[0]!.headers['user-agent'], 'Scriptorium-Test (https://example.invalid, 9.9.9)');
  });

  it('asks for all properties only when told, and reads the seed’s article shape', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const lean = await c.getArticle(aldmere.id);
    const full = await c.getArticle(aldmere.id, { loadAllProperties: true });
    const [q1, q2] = ctx.sb.requests.map((r) => new URLSearchParams(r.query));
    assert.equal(q1!.get('load_all_properties'), null);
    assert.equal(q2!.get('load_all_properties'), 'true');
    assert.deepEqual(
      Object.keys(lean.sections ?? {}).sort(),
      Object.keys(aldmere.sections).sort(),
      'only sections holding a value',
    );
    assert.deepEqual(Object.keys(full.sections ?? {}).sort(), [...SECTION_FIELDS].sort());
    for (const s of Object.values(full.sections!))
      for (const k of ['title', 'position', 'content', 'content_parsed']) assert.ok(k in s, k);
    assert.equal(typeof lean.content, 'string');
    assert.equal(typeof lean.content_parsed, 'string');
    assert.match(full.update_date!.date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
    const relations = full.relations as Record<string, unknown>; // typed `{} | Record` by the schema's []→{} transform
    const ruler = relations.ruler as { type: string; items: { is_article: string } };
    assert.equal(ruler.type, 'singlular');
    assert.equal(ruler.items.is_article, 'true');
    assert.ok(Array.isArray((relations.districts as { items: unknown }).items));
    assert.equal(full.world.id, aldmere.worldId);
  });

  it('creates with the exact normalized body and the server’s defaults, then patches state and flags only', async () => {
    const c = make();
    const world = await myPublicWorld(c);
    ctx.sb.requests.length = 0;
    const created = await c.createArticle({ world: world.id, title: 'Fresh Page', template: 'prose', tags: '' });
    assert.deepEqual(JSON.parse(requestsTo('POST', /article$/)[0]!.body), {
      world: world.id,
      title: 'Fresh Page',
      template: 'prose',
      tags: '',
    });
    const a = await c.getArticle(created.id);
    assert.equal(a.is_draft, true, 'isDraft defaults to 1');
    assert.equal(a.is_wip, true, 'isWip defaults to 1');
    assert.equal(a.state, world.state, 'state defaults to the world’s');
    ctx.sb.requests.length = 0;
    await c.patchArticle(created.id, { state: 'private', isWip: false, isAdultContent: true });
    assert.deepEqual(JSON.parse(requestsTo('PATCH', /article/)[0]!.body), {
      isWip: 0,
      isAdultContent: 1,
      state: 'private',
    });
    const b = await c.getArticle(created.id);
    assert.equal(b.state, 'private');
    assert.equal(b.is_wip, false);
    assert.equal(b.title, 'Fresh Page', 'fields not sent stay as they were');
  });

  it('refuses a create-only field on patch without sending anything', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const e = await failure(
      () =>
        Promise.resolve().then(() =>
          c.patchArticle(aldmere.id, { template: 'person', world: aldmere.worldId, icon: 'x'.repeat(51) }),
        ),
      ValidationError,
    );
    assert.deepEqual(e.problems.map((p) => p.field).sort(), ['icon', 'template', 'world']);
    assert.equal(ctx.sb.requests.length, 0);
  });

  it('pages lists: a short page ends them, offsets advance, progress is reported', async () => {
    const c = make();
    const world = await myPublicWorld(c);
    const all = await c.listAllArticles(world.id);
    const page = await c.listArticles(world.id, { offset: all.length - 3, limit: 10 });
    assert.equal(page.items.length, 3);
    assert.equal(page.hasMore, false);
    assert.equal(page.nextOffset, all.length);
    const full = await c.listArticles(world.id, { offset: 0, limit: 5 });
    assert.equal(full.hasMore, true);
    assert.deepEqual(
      full.items.map((a) => a.id),
      all.slice(0, 5).map((a) => a.id),
    );
    const progress: number[] = [];
    ctx.sb.requests.length = 0;
    const again = await c.listAllArticles(world.id, { onProgress: (n) => progress.push(n) });
    assert.equal(again.length, all.length);
    assert.equal(progress.at(-1), all.length);
    const listed = requestsTo('GET', /\/articles$/).map((r) => new URLSearchParams(r.query));
    assert.equal(listed.length, Math.floor(all.length / 50) + 1);
    assert.ok(listed.every((q) => Number(q.get('limit')) <= 50 && q.get('offset') !== null));
  });
});

describe('WorldAnvilClient and ambiguous creates', () => {
  afterEach(() => ctx.sb.faults.clear());

  it('after a timeout on POST: one POST, flagged maybe-applied, and findArticleByTitle sees it land', async () => {
    const c = make({ timeouts: { headersMs: 200 } });
    const world = await myPublicWorld(c);
    // undici checks header timeouts on a ~0.5 s tick: the delay must clearly exceed a second to trip it.
    ctx.sb.faults.add({ kind: 'latency', latencyMs: 2000, path: '/api/aragorn/article$', method: 'POST', times: 1 });
    ctx.sb.requests.length = 0;
    const title = `Slow Create ${Date.now()}`;
    const e = await failure(() => c.createArticle({ world: world.id, title, template: 'article' }), TimeoutError);
    assert.equal(e.mayHaveReachedServer, true);
    assert.equal(requestsTo('POST', /article$/).length, 1, 'a POST is never repeated');
    // The sandbox finishes the create after the client gave up: poll until the lookup sees it.
    let found;
    for (let i = 0; i < 100 && !found; i++) {
      found = await c.findArticleByTitle(world.id, title);
      if (!found) await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(found?.title, title);
    assert.equal(requestsTo('POST', /article$/).length, 1);
  });

  it('a reset on POST is not retried even with retries allowed', async () => {
    const c = make({ retry: { maxRetries: 5, baseDelayMs: 1 } });
    const world = await myPublicWorld(c);
    ctx.sb.faults.add({ kind: 'reset', path: '/api/aragorn/article$', method: 'POST' });
    ctx.sb.requests.length = 0;
    const e = await failure(
      () => c.createArticle({ world: world.id, title: 'Never Twice', template: 'article' }),
      NetworkError,
    );
    assert.equal(e.mayHaveReachedServer, true);
    assert.equal(e.retryable, true, 'the UI may offer Retry, after checking with findArticleByTitle');
    assert.equal(requestsTo('POST', /article$/).length, 1);
  });

  it('a reset on PATCH or GET is retried to success', async () => {
    const c = make();
    ctx.sb.faults.add({ kind: 'reset', path: `/api/aragorn/article/${aldmere.id}$`, times: 2 });
    ctx.sb.requests.length = 0;
    await c.patchArticle(aldmere.id, { subheading: 'City of the Drowned Giant' });
    assert.equal(requestsTo('PATCH', /article/).length, 3, 'two resets, then the answer');
    assert.equal((await c.getArticle(aldmere.id)).subheading, 'City of the Drowned Giant');
  });
});

describe('WorldAnvilClient under every fault kind', () => {
  afterEach(() => ctx.sb.faults.clear());
  const path = '/api/aragorn/user$';

  it('retries 429 honouring Retry-After, and says how long when it gives up', async () => {
    ctx.sb.faults.add({ kind: 'rateLimit', retryAfterSeconds: 1, path, times: 1 });
    assert.equal((await make().getUser()).username, seed.me.username);
    ctx.sb.faults.add({ kind: 'rateLimit', retryAfterSeconds: 7, path });
    const e = await failure(() => make({ retry: { maxRetries: 0 } }).getUser(), RateLimitedError);
    assert.equal(e.retryAfterSeconds, 7);
  });

  it('ends each kind in data or a typed error', async () => {
    const outcomes: Record<string, string> = {};
    const kinds = [
      { kind: 'latency', latencyMs: 20 },
      { kind: 'status', status: 502 },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 422 },
      { kind: 'rateLimit', retryAfterSeconds: 0 },
      { kind: 'reset' },
      { kind: 'truncate' },
      { kind: 'wrongType' },
      { kind: 'html' },
      { kind: 'successFalse' },
    ] as const;
    for (const spec of kinds) {
      for (const times of [1, undefined]) {
        ctx.sb.faults.clear();
        ctx.sb.faults.add({ ...spec, path: `/api/aragorn/article/${aldmere.id}$`, times });
        try {
          const a = await make({ retry: { maxRetries: 2, baseDelayMs: 1 } }).getArticle(aldmere.id);
          assert.equal(a.id, aldmere.id);
          outcomes[`${spec.kind}${'status' in spec ? spec.status : ''}/${times ?? 'always'}`] = 'data';
        } catch (e) {
          errors.push(e as Error);
          assert.ok(e instanceof ScriptoriumError, `${spec.kind}: ${String(e)}`);
          outcomes[`${spec.kind}${'status' in spec ? spec.status : ''}/${times ?? 'always'}`] = (e as Error).name;
        }
      }
    }
    // Transient faults heal on retry (502/503/429/reset, and an HTML 502 page from a proxy); the rest end typed,
    // and a mangled answer is never taken as data.
    assert.deepEqual(outcomes, {
      'latency/1': 'data',
      'latency/always': 'data',
      'status502/1': 'data',
      'status502/always': 'ServerError',
      'status503/1': 'data',
      'status503/always': 'ServerError',
      'status500/1': 'ServerError',
      'status500/always': 'ServerError',
      'status422/1': 'ValidationError',
      'status422/always': 'ValidationError',
      'rateLimit/1': 'data',
      'rateLimit/always': 'RateLimitedError',
      'reset/1': 'data',
      'reset/always': 'NetworkError',
      'truncate/1': 'ProtocolError',
      'truncate/always': 'ProtocolError',
      'wrongType/1': 'ProtocolError',
      'wrongType/always': 'ProtocolError',
      'html/1': 'data',
      'html/always': 'ServerError',
      'successFalse/1': 'ClientError',
      'successFalse/always': 'ClientError',
    });
  });

  it('names the field of a wrongly typed answer', async () => {
    ctx.sb.faults.add({ kind: 'wrongType', path: `/api/aragorn/article/${aldmere.id}$` });
    const e = await failure(() => make().getArticle(aldmere.id), ProtocolError);
    assert.ok(e.fieldPath, e.message);
    assert.ok(e.message.includes(e.fieldPath!));
  });

  it('left no key in any log line, error message, string form or cause', () => {
    assert.ok(logs.length > 20 && errors.length > 15, `${logs.length} logs, ${errors.length} errors`);
    const secrets = [
      ...Object.values(ctx.sb.credentials.worldAnvil),
      'wrong-application-key-0001',
      'wrong-auth-token-0002',
    ];
    const texts = [
      ...logs.map((l) => JSON.stringify(l)),
      ...errors.flatMap((e) => [e.message, String(e), e.stack ?? '', String((e as { cause?: unknown }).cause ?? '')]),
    ];
    for (const t of texts) for (const s of secrets) assert.ok(!t.includes(s), `leaked in: ${t.slice(0, 200)}`);
  });
});

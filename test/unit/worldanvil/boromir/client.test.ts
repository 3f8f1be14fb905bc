// The Boromir client against the sandbox's Boromir face over loopback HTTP: the wire (paths, query ids,
// POST lists, PUT creates, headers), the mapping into the one article model, and every kind of failure
// becoming the same typed error the Aragorn client gives, with the server's own message.
import { strict as assert } from 'node:assert';
import {
  AuthError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  ServerError,
  ValidationError,
  type RequestLogEntry,
} from '../../../../src/core/http';
import { BoromirClient, SCRIPTORIUM_USER_AGENT, WorldAnvilClient } from '../../../../src/core/worldanvil';
import { generateWorldAnvilData } from '../../../../sandbox/worldanvil/data';
import { useSandbox } from '../../sandbox/helpers';
import { rejection } from '../../rejection';

const ctx = useSandbox();
const seed = generateWorldAnvilData();
const foreignWorld = seed.worlds.find((w) => w.ownerId !== seed.me.id)!;
const foreignArticle = seed.articles.find((a) => a.worldId === foreignWorld.id)!;
const logs: RequestLogEntry[] = [];
const make = (extra: Partial<ConstructorParameters<typeof BoromirClient>[0]> = {}) =>
  new BoromirClient({
    baseUrl: ctx.sb.boromirUrl,
    ...ctx.sb.credentials.worldAnvil,
    requestsPerSecond: 0,
    onRequestLog: (e) => logs.push(e),
    retry: { baseDelayMs: 1, maxRetries: 1 },
    ...extra,
  });

async function reedlands(c: BoromirClient) {
  const user = await c.getUser();
  return (await c.listWorlds(user.id)).find((w) => w.title === 'The Reedlands')!;
}

describe('BoromirClient', () => {
  it('reads identity, worlds, categories (nested) and articles, each list by POST with {limit, offset}', async () => {
    const c = make();
    ctx.sb.requests.length = 0;
    const user = await c.getUser();
    assert.equal(user.username, 'sandbox-writer');
    const world = await reedlands(c);
    const categories = await c.listCategories(world.id);
    assert.deepEqual(categories.map((x) => x.title).sort(), ['Districts', 'Lore', 'People', 'Places']);
    const districts = categories.find((x) => x.title === 'Districts')!;
    assert.equal(districts.parentId, categories.find((x) => x.title === 'Places')!.id);
    const all = await c.listAllArticles(world.id);
    assert.equal(all.length, 24);
    const inDistricts = await c.listAllArticles(world.id, { categoryId: districts.id });
    assert.deepEqual(
      inDistricts.map((a) => a.title),
      ['Lantern Quarter'],
    );
    assert.equal(inDistricts[0]!.category?.id, districts.id);
    const lists = ctx.sb.requests.filter((r) => r.method === 'POST');
    assert.ok(lists.length >= 4);
    for (const r of lists) {
      assert.match(r.path, /\/api\/external\/boromir\/(user\/worlds|world\/categories|world\/articles)$/);
      assert.match(r.query, /^\?id=[0-9a-f-]{36}$/);
      const body = JSON.parse(r.body) as { limit: number; offset: number };
      assert.equal(body.limit, 50);
      assert.equal(typeof body.offset, 'number');
    }
    const filtered = lists.find((r) => r.body.includes('"category"'))!;
    assert.deepEqual(JSON.parse(filtered.body).category, { id: districts.id });
  });

  it('pages articles until a page comes back shorter than asked', async () => {
    const c = make();
    const world = await reedlands(c);
    const first = await c.listArticles(world.id, { offset: 0, limit: 10 });
    assert.equal(first.items.length, 10);
    assert.equal(first.hasMore, true);
    const last = await c.listArticles(world.id, { offset: 20, limit: 10 });
    assert.equal(last.items.length, 4);
    assert.equal(last.hasMore, false);
  });

  it('sends both keys and the User-Agent as headers, never in the URL', async () => {
    ctx.sb.requests.length = 0;
    await make().getUser();
    const req = ctx.sb.requests[0]!;
    assert.equal(req.path, '/api/external/boromir/identity');
    assert.equal(req.headers['x-auth-token'], ctx.sb.credentials.worldAnvil.authToken);
    assert.equal(req.headers['x-application-key'], ctx.sb.credentials.worldAnvil.applicationKey);
    assert.equal(req.headers['user-agent'], SCRIPTORIUM_USER_AGENT);
    assert.equal(req.headers.accept, 'application/json');
    assert.ok(!req.query.includes(ctx.sb.credentials.worldAnvil.authToken));
  });

  it('asks for granularity 2 (sections and relations) for a preview and a pull, and maps Boromir names into the model', async () => {
    const c = make();
    const world = await reedlands(c);
    const aldmere = (await c.listAllArticles(world.id)).find((a) => a.title === 'Aldmere')!;
    ctx.sb.requests.length = 0;
    const lean = await c.getArticle(aldmere.id);
    const full = await c.getArticle(aldmere.id, { loadAllProperties: true });
    assert.deepEqual(
      ctx.sb.requests.map((r) => r.query),
      [`?id=${aldmere.id}&granularity=2`, `?id=${aldmere.id}&granularity=2`],
    );
    assert.equal(full.template, 'settlement');
    assert.equal(full.world.id, world.id);
    assert.equal(full.category?.title, 'Places');
    assert.equal(full.pronunciation, 'AHLD-meer');
    assert.equal(full.sections?.footnotes?.content, '[sup]1[/sup] Counted in the census of 1204.');
    assert.equal(typeof lean.content_parsed, 'string');
    assert.match(full.update_date!.date, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/);
  });

  it('creates with PUT (templateType, world as {id}), patches with PATCH ?id=, deletes with DELETE ?id=; the Aragorn face sees the same article', async () => {
    const c = make();
    const world = await reedlands(c);
    const category = (await c.listCategories(world.id)).find((x) => x.title === 'Lore')!;
    ctx.sb.requests.length = 0;
    const made = await c.createArticle({
      world: world.id,
      title: 'Boromir Made This',
      template: 'myth',
      category: category.id,
      isDraft: false,
      content: '[b]new[/b]',
    });
    const put = ctx.sb.requests.at(-1)!;
    assert.equal(put.method, 'PUT');
    assert.deepEqual(JSON.parse(put.body), {
      world: { id: world.id },
      title: 'Boromir Made This',
      templateType: 'myth',
      isDraft: false,
      category: { id: category.id },
      content: '[b]new[/b]',
    });
    await c.patchArticle(made.id, { excerpt: 'Patched', state: 'private' });
    const patch = ctx.sb.requests.at(-1)!;
    assert.equal(patch.query, `?id=${made.id}`);
    assert.deepEqual(JSON.parse(patch.body), { excerpt: 'Patched', state: 'private' });
    const aragorn = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    try {
      const seen = await aragorn.getArticle(made.id);
      assert.equal(seen.template, 'myth');
      assert.equal(seen.is_draft, false);
      assert.equal(seen.excerpt, 'Patched');
      assert.equal(seen.category?.id, category.id);
    } finally {
      await aragorn.close();
    }
    await c.deleteArticle(made.id);
    assert.ok((await rejection(c.getArticle(made.id))) instanceof NotFoundError);
  });

  it('turns refusals into the typed errors of the Aragorn client, with the server’s own message', async () => {
    const bad = make({ authToken: 'wrong' });
    const auth = await rejection(bad.getUser());
    assert.ok(auth instanceof AuthError);
    assert.match(auth.message, /x-auth-token and x-application-key/);
    const c = make();
    const missing = await rejection(c.getArticle('00000000-0000-4000-8000-000000000000'));
    assert.ok(missing instanceof NotFoundError);
    assert.match(missing.message, /Article not found/);
    const user = await c.getUser();
    assert.ok((await rejection(c.listWorlds('00000000-0000-4000-8000-000000000000'))) instanceof PermissionError);
    // HTTP 200 with success: false is a failure, with World Anvil's own words.
    const hidden = await rejection(c.getArticle(foreignArticle.id));
    assert.ok(hidden instanceof PermissionError);
    assert.match(hidden.message, /permission to view this article/);
    assert.ok((await rejection(c.patchArticle(foreignArticle.id, { title: 'Mine now' }))) instanceof PermissionError);
    assert.ok((await rejection(c.deleteArticle(foreignArticle.id))) instanceof PermissionError);
    assert.ok((await rejection(c.listArticles(foreignWorld.id, { offset: 0, limit: 5 }))) instanceof PermissionError);
    ctx.sb.faults.add({ kind: 'status', status: 500, path: '/api/external/boromir/identity$' });
    assert.ok((await rejection(make({ retry: { maxRetries: 0 } }).getUser())) instanceof ServerError);
    ctx.sb.faults.clear();
    void user;
  });

  it('refuses a 2xx answer without success, and one that is not JSON', async () => {
    const c = make();
    ctx.sb.faults.add({ kind: 'html', status: 200, path: '/api/external/boromir/identity$' });
    assert.ok((await rejection(c.getUser())) instanceof ProtocolError);
    ctx.sb.faults.clear();
    ctx.sb.faults.add({ kind: 'wrongType', path: '/api/external/boromir/identity$' });
    assert.ok((await rejection(c.getUser())) instanceof ProtocolError);
    ctx.sb.faults.clear();
  });

  it('reports World Anvil’s 422 field messages, and checks fields before anything is sent', async () => {
    const c = make();
    const world = await reedlands(c);
    ctx.sb.requests.length = 0;
    const local = await rejection(c.createArticle({ world: world.id, title: 'x'.repeat(300), template: 'nope' }));
    assert.ok(local instanceof ValidationError);
    assert.equal(ctx.sb.requests.length, 0);
    const res = await fetch(`${ctx.sb.boromirUrl}article`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-auth-token': ctx.sb.credentials.worldAnvil.authToken,
        'x-application-key': ctx.sb.credentials.worldAnvil.applicationKey,
      },
      body: JSON.stringify({ title: 'No template', world: { id: world.id } }),
    });
    assert.equal(res.status, 422);
    const body = (await res.json()) as { success: boolean; error: Record<string, string>; trace: unknown[] };
    assert.equal(body.success, false);
    assert.match(body.error.templateType!, /The templateType field is required/);
    assert.ok(Array.isArray(body.trace));
  });

  after(() => {
    assert.ok(
      logs.every((e) => !JSON.stringify(e).includes(ctx.sb.credentials.worldAnvil.authToken)),
      'no token in request logs',
    );
  });
});

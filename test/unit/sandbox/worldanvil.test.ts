import { strict as assert } from 'node:assert';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import { createWorldAnvilService } from '../../../sandbox/worldanvil';
import { call, useSandbox } from './helpers';

const ctx = useSandbox();
const wa = (path: string) => `${ctx.sb.worldAnvilUrl}${path}`;
const keys = () => ({
  'x-auth-token': ctx.sb.credentials.worldAnvil.authToken,
  'x-application-key': ctx.sb.credentials.worldAnvil.applicationKey,
});
const get = (path: string) => call(wa(path), { headers: keys() });
const send = (method: string, path: string, json: unknown) => call(wa(path), { method, headers: keys(), json });

async function myWorlds() {
  const user = (await get('user')).json;
  return (await get(`user/${user.id}/worlds`)).json.worlds as { id: string; title: string; state: string }[];
}

describe('sandbox: World Anvil', () => {
  it('needs both keys, as headers or query parameters', async () => {
    assert.equal((await call(wa('user'))).status, 401);
    assert.equal((await call(wa('user'), { headers: { 'x-auth-token': keys()['x-auth-token'] } })).status, 401);
    const wrong = await call(wa('user'), { headers: { ...keys(), 'x-auth-token': 'nope' } });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.json.success, false);
    const q = new URLSearchParams(keys());
    assert.equal((await call(wa(`user?${q}`))).status, 200);
  });

  it('lists the user, worlds and articles with limit/offset', async () => {
    const worlds = await myWorlds();
    assert.equal(worlds.length, 2);
    const world = worlds.find((w) => w.state === 'public')!;
    assert.equal((await get(`world/${world.id}`)).json.title, world.title);
    const page1 = (await get(`world/${world.id}/articles?limit=10&offset=0`)).json.articles;
    const page3 = (await get(`world/${world.id}/articles?limit=10&offset=20`)).json.articles;
    assert.equal(page1.length, 10);
    assert.ok(page3.length > 0 && page3.length < 10);
    assert.equal((await get('world/00000000-0000-4000-8000-000000000000')).status, 404);
  });

  it('returns an article with content always and empty sections only with load_all_properties', async () => {
    const world = (await myWorlds())[0]!;
    const first = (await get(`world/${world.id}/articles?limit=1`)).json.articles[0];
    const withRelations = (await get(`article/${first.id}`)).json;
    assert.equal(withRelations.relations.ruler.type, 'singlular');
    assert.equal(withRelations.relations.ruler.items.is_article, 'true');
    assert.ok(Array.isArray(withRelations.relations.districts.items));
    const lean = (await get(`article/${first.id}`)).json;
    assert.ok('content' in lean && 'content_parsed' in lean);
    assert.ok(!('scrapbook' in lean.sections) || lean.sections.scrapbook.content !== '');
    const full = (await get(`article/${first.id}?load_all_properties=true`)).json;
    assert.equal(Object.keys(full.sections).length, 10);
    assert.match(full.update_date.date, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/);
    assert.match(lean.content_parsed, /<h1>|<h2>/);
    assert.ok(!lean.content_parsed.includes('[b]'));
  });

  it('creates an article with defaults, and reports every violation at once', async () => {
    const world = (await myWorlds()).find((w) => w.state === 'private')!;
    const created = await send('POST', 'article', {
      world: world.id,
      title: 'New Place',
      template: 'location',
      content: '[b]Hi[/b]',
    });
    assert.equal(created.status, 200);
    const a = (await get(`article/${created.json.id}`)).json;
    assert.equal(a.is_draft, true);
    assert.equal(a.is_wip, true);
    assert.equal(a.state, 'private', 'defaults to the world state');
    const bad = await send('POST', 'article', {
      world: 'not-a-uuid',
      template: 'starship',
      isDraft: 2,
      state: 'hidden',
      icon: 'x'.repeat(51),
      excerpt: 'y'.repeat(257),
      cover: 'big',
    });
    assert.equal(bad.status, 422);
    for (const f of ['world', 'title', 'template', 'isDraft', 'state', 'icon', 'excerpt', 'cover'])
      assert.ok(f in bad.json.error, `${f} reported`);
    const unknownWorld = await send('POST', 'article', {
      world: '00000000-0000-4000-8000-000000000000',
      title: 'x',
      template: 'article',
    });
    assert.equal(unknownWorld.status, 404);
    const form = await call(wa('article'), {
      method: 'POST',
      headers: { ...keys(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'title=x',
    });
    assert.equal(form.status, 400);
  });

  it('patches only what is sent and moves update_date', async () => {
    const world = (await myWorlds())[0]!;
    const created = (
      await send('POST', 'article', { world: world.id, title: 'Patch Me', template: 'item', excerpt: 'before' })
    ).json;
    await new Promise((r) => setTimeout(r, 5));
    const patched = await send('PATCH', `article/${created.id}`, { title: 'Patched', isWip: 0 });
    assert.equal(patched.status, 200);
    const a = (await get(`article/${created.id}`)).json;
    assert.equal(a.title, 'Patched');
    assert.equal(a.is_wip, false);
    assert.equal(a.excerpt, 'before');
    assert.notEqual(a.update_date.date, created.update_date.date);
    assert.equal((await send('PATCH', `article/${created.id}`, { template: 'person' })).status, 422);
  });

  it('answers HTTP 200 with success:false for an article the user may not read', async () => {
    const foreign = await findForeignArticle();
    const r = await get(`article/${foreign}`);
    assert.equal(r.status, 200);
    assert.equal(r.json.success, false);
    assert.equal((await send('PATCH', `article/${foreign}`, { title: 'x' })).status, 403);
  });
});

async function findForeignArticle(): Promise<string> {
  // The data is deterministic: a fresh service has the same ids as the running sandbox.
  const db = createWorldAnvilService({ credentials: SANDBOX_CREDENTIALS }).db;
  const foreignWorld = db.worlds.find((w) => w.ownerId !== db.me.id)!;
  return db.articles.find((a) => a.worldId === foreignWorld.id)!.id;
}

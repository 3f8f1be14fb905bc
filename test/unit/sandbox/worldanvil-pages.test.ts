// The sandbox's World Anvil pages: every world, category and article `url` either face hands out is on the
// origin the client connected to, and answers with a small HTML page there, so "Open on World Anvil"
// passes the link guard under `npm start` and in the end-to-end tests, while a link to any other origin
// (www.worldanvil.com itself, seen from the sandbox) is still refused.
import { strict as assert } from 'node:assert';
import { checkExternalLink } from '../../../src/core/guards/externalLink';
import { BoromirClient, WorldAnvilClient } from '../../../src/core/worldanvil';
import { HOSTILE_ARTICLE_ID } from '../../../sandbox/hostile/worldanvil';
import { call, useSandbox } from './helpers';

const ctx = useSandbox();

describe('sandbox: World Anvil pages on its own origin', () => {
  it('gives world, category and article urls on the connected origin through both faces, each a page there', async () => {
    const keys = ctx.sb.credentials.worldAnvil;
    const boromir = new BoromirClient({ baseUrl: ctx.sb.boromirUrl, ...keys, requestsPerSecond: 0 });
    const aragorn = new WorldAnvilClient({ baseUrl: ctx.sb.worldAnvilUrl, ...keys, requestsPerSecond: 0 });
    const user = await boromir.getUser();
    const world = (await boromir.listWorlds(user.id)).find((w) => w.title === 'The Reedlands')!;
    const summary = (await boromir.listAllArticles(world.id)).find((a) => a.title === 'Aldmere')!;
    const viaBoromir = await boromir.getArticle(summary.id);
    const viaAragorn = await aragorn.getArticle(summary.id);
    assert.equal(viaBoromir.url, `${ctx.sb.origin}/w/the-reedlands/a/aldmere`);
    assert.equal(viaAragorn.url, viaBoromir.url, 'one store, one address');
    assert.equal(world.url, `${ctx.sb.origin}/w/the-reedlands`);
    assert.ok(viaBoromir.category?.id);
    for (const url of [viaBoromir.url, world.url!, summary.url!]) {
      assert.ok(checkExternalLink(url, ctx.sb.origin), `${url} passes the guard`);
      const page = await call(url);
      assert.equal(page.status, 200, url);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    }
    assert.match((await call(viaBoromir.url)).text, /<h1>Aldmere<\/h1>[\s\S]*\[h2\]History\[\/h2\]/);
    assert.match((await call(world.url!)).text, /href="\/w\/the-reedlands\/a\/aldmere">Aldmere</);
    const categories = await call(`${ctx.sb.origin}/w/the-reedlands/c/districts`);
    assert.match(categories.text, /Lantern Quarter/);
    await Promise.all([boromir.close(), aragorn.close()]);
  });

  it('still refuses a link to another origin, and serves no page of a private world or an unknown path', async () => {
    assert.equal(checkExternalLink('https://www.worldanvil.com/w/the-reedlands/a/aldmere', ctx.sb.origin), undefined);
    const hostile = await new BoromirClient({
      baseUrl: ctx.sb.boromirUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    }).getArticle(HOSTILE_ARTICLE_ID);
    assert.ok(hostile.url.startsWith(`${ctx.sb.origin}/w/secret-notebook/a/`));
    assert.equal((await call(hostile.url)).status, 404, 'a private world has no public page');
    assert.equal((await call(`${ctx.sb.origin}/w/the-reedlands/a/no-such-article`)).status, 404);
    assert.equal((await call(`${ctx.sb.origin}/w/the-reedlands/x/aldmere`)).status, 404);
  });

  // #31: the mentions in content_parsed point at `/a/<id>` on this origin; the link leads to the article's page.
  it('answers a mention’s /a/<id> with the article’s page, and a private article with a page that says so', async () => {
    const boromir = new BoromirClient({
      baseUrl: ctx.sb.boromirUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    const user = await boromir.getUser();
    const world = (await boromir.listWorlds(user.id)).find((w) => w.title === 'The Reedlands')!;
    const articles = await boromir.listAllArticles(world.id);
    const aldmere = await boromir.getArticle(articles.find((a) => a.title === 'Aldmere')!.id);
    const mention = /<a class="mention"[^>]* href="(\/a\/[0-9a-f-]{36})">Queen Isaura</.exec(
      aldmere.content_parsed ?? '',
    )?.[1];
    assert.ok(mention, 'Aldmere mentions Queen Isaura by /a/<id>');
    const page = await call(`${ctx.sb.origin}${mention}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<h1>Queen Isaura<\/h1>/);
    const moved = await call(`${ctx.sb.origin}${mention}`, { redirect: 'manual' });
    assert.equal(moved.status, 302);
    assert.equal(moved.headers.get('location'), `${ctx.sb.origin}/w/the-reedlands/a/queen-isaura`);
    const secret = articles.find((a) => a.state === 'private')!;
    const hidden = await call(`${ctx.sb.origin}/a/${secret.id}`);
    assert.equal(hidden.status, 403);
    assert.match(hidden.text, /This article is private/);
    assert.equal((await call(`${ctx.sb.origin}/a/00000000-0000-4000-8000-000000000000`)).status, 404);
    await boromir.close();
  });
});

// The sandbox's hostile-server mode (issue 14, "go further"): every string field of every answer of both
// services from the hostile corpus, ids and links into the API kept so a client can still browse, the same
// field always the same value for a seed, and the invalid UTF-16 arriving as such through the real clients.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { WorldAnvilClient } from '../../../src/core/worldanvil';
import { HostileMode } from '../../../sandbox/hostile/mode';
import { HOSTILE_VALUES } from '../../../sandbox/hostile/values';
import { call, useSandbox } from './helpers';

const texts = new Set(HOSTILE_VALUES.map((v) => v.text));

describe('sandbox hostile-server mode', () => {
  const h = useSandbox({ hostile: { seed: 1 } });
  const weblate = () => new WeblateClient({ baseUrl: h.sb.weblateUrl, token: h.sb.credentials.weblate.adminToken });
  const anvil = () => new WorldAnvilClient({ baseUrl: h.sb.worldAnvilUrl, ...h.sb.credentials.worldAnvil });

  it('replaces every text field and keeps ids, slugs and API links, so the real client still browses', async () => {
    const c = weblate();
    try {
      const projects = await c.listProjects();
      assert.ok(projects.length >= 3);
      for (const p of projects) {
        assert.match(p.slug, /^[a-z-]+$/, 'slug kept');
        assert.ok(texts.has(p.name), `name ${JSON.stringify(p.name.slice(0, 40))} is a hostile value`);
        assert.ok(texts.has(p.web_url ?? ''), 'web link is a hostile value');
      }
      const components = await c.listComponents('atlas');
      const translations = await c.listTranslations('atlas', components[0]!.slug);
      assert.ok(translations.length > 0, 'navigation by slug works');
    } finally {
      await c.close();
    }
  });

  it('serves World Anvil through the real client: worlds, articles and an article with hostile text', async () => {
    const c = anvil();
    try {
      const user = await c.getUser();
      assert.ok(texts.has(user.username));
      const worlds = await c.listWorlds(user.id);
      const articles = await c.listAllArticles(worlds[0]!.id);
      const article = await c.getArticle(articles[0]!.id);
      assert.equal(article.id, articles[0]!.id, 'ids kept');
      assert.ok(texts.has(article.title) && texts.has(article.url ?? ''));
    } finally {
      await c.close();
    }
  });

  it('sends invalid UTF-16 as JSON escapes that parse back to lone surrogates', () => {
    const mode = new HostileMode(3, 'http://127.0.0.1:1');
    const lone = HOSTILE_VALUES.find((v) => v.name === 'lone-high-surrogate')!.text;
    assert.equal(JSON.stringify(lone), '"before\\ud800after"');
    assert.deepEqual(JSON.parse(JSON.stringify(mode.apply({ n: 1, b: true, id: 'x' }, 't'))), {
      n: 1,
      b: true,
      id: 'x',
    });
  });

  it('is deterministic per seed and field, differs between seeds, and serves at most one megabyte string per answer', () => {
    const body = {
      results: Array.from({ length: 40 }, (_, i) => ({
        id: i,
        name: `record ${i}`,
        note: `note ${i}`,
        web_url: `https://x/${i}`,
      })),
    };
    const a = new HostileMode(7, 'http://o').apply(body, 't');
    assert.deepEqual(new HostileMode(7, 'http://o').apply(body, 't'), a);
    assert.notDeepEqual(new HostileMode(8, 'http://o').apply(body, 't'), a);
    const huge = JSON.stringify(a).length;
    assert.ok(huge < 2.5 * 1024 * 1024, `answer of ${huge} characters`);
  });

  it('counts values × places and can be switched at run time', async () => {
    const stats = h.sb.hostile.stats()!;
    assert.ok(stats.values > 10 && stats.places > 10 && stats.pairs >= stats.places, JSON.stringify(stats));
    h.sb.hostile.disable();
    const plain = await call(`${h.sb.origin}/api/projects/`, { token: h.sb.credentials.weblate.adminToken });
    assert.ok(
      plain.json.results.some((p: { name: string }) => p.name === 'Atlas'),
      'off: the real names',
    );
    const on = await call(`${h.sb.origin}/__sandbox/hostile`, { method: 'POST', json: { seed: 2 } });
    assert.equal(on.json.hostile.seed, 2);
  });
});

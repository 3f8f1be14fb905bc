// Progress of projects and components: numbers summed from the statistics endpoints, one request per
// object while fresh, and concurrent askers sharing one request.
import { strict as assert } from 'node:assert';
import type { RequestLogEntry } from '../../../src/core/http/types';
import { WeblateClient } from '../../../src/core/weblate';
import { FreshCache, ProgressCache, percentOf, sumStatistics } from '../../../src/core/weblate/progress';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('progress of projects and components', () => {
  const requests: string[] = [];
  const client = () =>
    new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token: ctx.sb.credentials.weblate.adminToken,
      onRequestLog: (e: RequestLogEntry) => requests.push(e.url),
      retry: { baseDelayMs: 1 },
    });

  beforeEach(() => (requests.length = 0));

  it('a component sums its translations; a project reads its own statistics', async () => {
    const c = client();
    const perTranslation = await c.listComponentStatistics('atlas', 'web');
    const cache = new ProgressCache(c, () => 60_000);
    const web = await cache.component('atlas', 'web');
    assert.equal(
      web.total,
      perTranslation.reduce((n, s) => n + s.total, 0),
    );
    assert.equal(
      web.translated,
      perTranslation.reduce((n, s) => n + s.translated, 0),
    );
    assert.equal(web.translations, perTranslation.length);
    assert.equal(web.translatedPercent, percentOf(web.translated, web.total));
    assert.equal(web.untranslated, web.total - web.translated - web.fuzzy);
    const project = await cache.project('atlas');
    const stats = await c.getProjectStatistics('atlas');
    assert.equal(project.translated, stats.translated);
    assert.equal(project.translatedPercent, stats.translated_percent);
    assert.equal(project.approved, stats.approved);
  });

  it('asks once while fresh (concurrent askers share the request), again after it goes stale or is invalidated', async () => {
    let fresh = 60_000;
    const cache = new ProgressCache(client(), () => fresh);
    await Promise.all([
      cache.component('atlas', 'web'),
      cache.component('atlas', 'web'),
      cache.project('atlas'),
      cache.project('atlas'),
    ]);
    assert.equal(requests.length, 2, requests.join('\n'));
    assert.ok(cache.peekComponent('atlas', 'web'));
    await cache.component('atlas', 'web');
    assert.equal(requests.length, 2);
    cache.invalidate('atlas', 'web'); // a save in atlas/web changes the component and its project
    assert.equal(cache.peekComponent('atlas', 'web'), undefined);
    assert.equal(cache.peekProject('atlas'), undefined);
    await cache.project('atlas');
    assert.equal(requests.length, 3);
    fresh = 0;
    assert.equal(cache.peekProject('atlas'), undefined, 'stale answers are not shown');
  });

  it('forgets failures at once', async () => {
    const cache = new FreshCache<number>(() => 60_000);
    await assert.rejects(cache.get('k', () => Promise.reject(new Error('down'))));
    assert.equal(await cache.get('k', () => Promise.resolve(7)), 7);
    assert.equal(cache.peek('k'), 7);
  });

  it('sums nothing to zero percent, not NaN', () => {
    const s = sumStatistics([]);
    assert.equal(s.translatedPercent, 0);
    assert.equal(s.total, 0);
  });
});

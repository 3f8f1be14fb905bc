// The project's glossary read over the API from the sandbox (its atlas glossary carries a terminology term,
// a forbidden translation, an untranslatable term and TBX statuses) and matched against strings; adding a
// term; and the cache: one read per project and language until it is cleared.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { addGlossaryTerm, GlossaryCache } from '../../../src/core/glossary';
import { useSandbox } from '../sandbox/helpers';

const retry = { baseDelayMs: 1, maxRetries: 0 };

describe('glossary terms from the sandbox', () => {
  const ctx = useSandbox();
  const client = (onRequest?: () => void) =>
    new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token: ctx.sb.credentials.weblate.translatorToken,
      retry,
      ...(onRequest ? { onRequestLog: () => onRequest() } : {}),
    });

  it('matches a string with its terms, their translations and flags', async () => {
    const cache = new GlossaryCache(client());
    const index = await cache.index('atlas', 'de');
    const terms = index.match(['The Map “{name}” and its layers will be removed.'], 'en');
    assert.deepEqual(
      terms.map((t) => [t.source[0], t.target[0], t.terminology, t.forbidden]),
      [['map', 'Karte', true, false]], // "layers" is not the term "layer": word boundaries
    );
    const layer = index.match(['{count} layer', '{count} layers'], 'en');
    assert.deepEqual(
      layer.map((t) => [t.source[0], t.target[0], t.forbidden]),
      [['layer', 'Schicht', true]],
    );
    const more = index.match(['A route, a marker and a region'], 'en');
    assert.deepEqual(
      more.map((t) => [t.source[0], t.readOnly, t.forbidden, t.targets.map((x) => x.status ?? '')]),
      [
        ['marker', false, true, ['']], // obsolete source term in TBX: forbidden
        ['region', false, false, ['preferredTerm-admn-sts']],
        ['route', true, false, ['']],
      ],
    );
    // A string of the source language has no terms to show, nor does a language the glossary lacks.
    assert.equal((await cache.index('atlas', 'ja')).match(['map'], 'en').length, 0);
  });

  it('reads each glossary once per project and language, again after clear(), and shows an added term', async () => {
    let requests = 0;
    const cache = new GlossaryCache(client(() => requests++));
    await Promise.all([cache.index('atlas', 'de'), cache.index('atlas', 'de')]);
    const first = requests;
    assert.ok(first > 0);
    await cache.index('atlas', 'de');
    assert.equal(requests, first, 'the second look is answered from the cache');
    const added = await addGlossaryTerm(client(), { project: 'atlas', slug: 'glossary' }, 'de', 'Atlas', 'Atlas-Welt');
    assert.deepEqual([added.source, added.target, added.state], [['Atlas'], ['Atlas-Welt'], 20]);
    assert.equal((await cache.index('atlas', 'de')).match(['Open the atlas'], 'en').length, 0, 'still cached');
    cache.clear();
    const after = (await cache.index('atlas', 'de')).match(['Open the atlas'], 'en');
    assert.deepEqual(
      after.map((t) => t.target[0]),
      ['Atlas-Welt'],
    );
  });
});

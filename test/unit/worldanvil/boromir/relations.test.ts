// An article's relations through Boromir: its reference fields (articleParent, relatedArticles, a
// template's own) become the model's relations, the ones the model keeps elsewhere (world, author, cover)
// and references to non-content (users, images) do not; and the sandbox's two faces, serving one store,
// give the preview the same relations through either API version.
import { strict as assert } from 'node:assert';
import {
  BoromirArticleAnswerSchema,
  BoromirClient,
  WorldAnvilClient,
  boromirRelations,
  relationTitle,
  toArticle,
  type Article,
  type BoromirArticle,
} from '../../../../src/core/worldanvil';
import { useSandbox } from '../../sandbox/helpers';

const ctx = useSandbox();
const ref = (id: string, title: string, entityClass: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  slug: null,
  state: 'public',
  entityClass,
  url: `https://www.worldanvil.com/w/x/a/${id}`,
  ...extra,
});

/** Relation label → item titles, as the preview lists them. */
function shown(a: Article): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(a.relations ?? {}).map((r) => {
      const g = r as { title?: string; items?: unknown };
      const items = (Array.isArray(g.items) ? g.items : g.items ? [g.items] : [r]) as Array<{ title: string }>;
      return [g.title ?? '', items.map((i) => i.title)];
    }),
  );
}

describe('Boromir relations', () => {
  it('maps every reference field of an article into the model, single ones and lists, in field order', () => {
    const body = {
      success: true,
      id: 'a1',
      title: 'Aldmere',
      templateType: 'settlement',
      entityClass: 'Settlement',
      author: ref('u1', 'writer', 'User'),
      world: ref('w1', 'Reedlands', 'World'),
      category: ref('c1', 'Places', 'Category'),
      cover: ref('5', 'Cover', 'Image'),
      subscribergroups: [ref('s1', 'Players', 'SubscriberGroup')],
      articleParent: ref('p1', 'The Coast', 'Location'),
      articleNext: null,
      relatedArticles: [
        ref('r1', 'Harbour Law', 'Law'),
        ref('r2', 'Tide Clock', 'Technology'),
        { unexpected: 'not a reference' },
      ],
      childrenArticles: [],
      ruler: ref('q1', 'Queen Isaura', 'Person'),
      timeline: ref('t1', 'Ages of Salt', 'Timeline'),
      fans: [ref('u2', 'reader', 'User')],
      userMetadata: { id: 'x', entityClass: 'Oddity', title: 'metadata looks like a reference' },
      folderId: 7,
      updateDate: { date: '2026-01-01 00:00:00.000000', timezone_type: 3, timezone: 'UTC' },
    };
    const article = toArticle(BoromirArticleAnswerSchema.parse(body) as BoromirArticle);
    assert.deepEqual(shown(article), {
      'Article parent': ['The Coast'],
      'Related articles': ['Harbour Law', 'Tide Clock'],
      Ruler: ['Queen Isaura'],
      Timeline: ['Ages of Salt'],
    });
    const rel = article.relations as Record<string, { type: string; items: unknown }>;
    assert.equal(rel.ruler!.type, 'singlular');
    assert.deepEqual(rel.ruler!.items, {
      id: 'q1',
      title: 'Queen Isaura',
      type: 'person',
      state: 'public',
      url: 'https://www.worldanvil.com/w/x/a/q1',
      is_article: 'true',
    });
    assert.equal(rel.relatedArticles!.type, 'collection');
    assert.equal((rel.timeline!.items as { is_article: string }).is_article, 'false', 'a timeline is not an article');
  });

  it('gives a relation without a title an empty one, keeps numeric ids, and finds none in a reference-granularity answer', () => {
    const r = boromirRelations({ relatedArticles: [{ id: 12, entityClass: 'Person' }] }) as Record<
      string,
      { items: Array<{ id: unknown; title: string }> }
    >;
    assert.deepEqual(
      r.relatedArticles!.items.map((i) => [i.id, i.title]),
      [[12, '']],
    );
    assert.deepEqual(boromirRelations({ id: 'a', title: 'T', folderId: '-1', subscribergroups: [] }), {});
    assert.equal(relationTitle('childrenArticles'), 'Children articles');
    assert.equal(relationTitle('current_location'), 'Current location');
  });

  it('the sandbox serves the same relations through Boromir as through Aragorn, from one store', async () => {
    const boromir = new BoromirClient({
      baseUrl: ctx.sb.boromirUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    const aragorn = new WorldAnvilClient({
      baseUrl: ctx.sb.worldAnvilUrl,
      ...ctx.sb.credentials.worldAnvil,
      requestsPerSecond: 0,
    });
    const user = await boromir.getUser();
    const world = (await boromir.listWorlds(user.id)).find((w) => w.title === 'The Reedlands')!;
    const aldmere = (await boromir.listAllArticles(world.id)).find((a) => a.title === 'Aldmere')!;
    const viaBoromir = shown(await boromir.getArticle(aldmere.id));
    const viaAragorn = shown(await aragorn.getArticle(aldmere.id));
    assert.deepEqual(viaBoromir, {
      Ruler: ['Queen Isaura'],
      Districts: ['Lantern Quarter', 'Fishmarket'],
      Founder: ['Queen Isaura'],
    });
    assert.deepEqual(Object.values(viaBoromir), Object.values(viaAragorn), 'the same items under each relation');
    await Promise.all([boromir.close(), aragorn.close()]);
  });
});

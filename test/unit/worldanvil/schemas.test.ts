// The zod mirrors of seed 001's read shapes: everything the seed table shows parses and is typed, unknown
// fields pass through, PHP's empty arrays stand for empty maps, and a wrong type names its field.
import { strict as assert } from 'node:assert';
import type { z } from 'zod';
import {
  ArticleListSchema,
  ArticleSchema,
  ArticleSummarySchema,
  ArticleWriteResultSchema,
  RelationSchema,
  SectionSchema,
  WorldListSchema,
} from '../../../src/core/worldanvil';

// The schema's []→{} transform types these maps as `{} | Record<…>`: widen them back for reading.
const sectionsOf = (a: { sections?: unknown }) => (a.sections ?? {}) as Record<string, z.output<typeof SectionSchema>>;
const relationsOf = (a: { relations?: unknown }) =>
  (a.relations ?? {}) as Record<string, z.output<typeof RelationSchema>>;

const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const date = (d: string) => ({ date: `${d} 10:00:00.000000`, timezone_type: 3, timezone: 'Europe/Paris' });

// One article with every field of the seed's GET table, in its documented types.
function seedArticle(): Record<string, unknown> {
  return {
    id: UUID(1),
    title: 'Aldmere',
    template: 'settlement',
    is_wip: false,
    is_draft: true,
    state: 'private',
    passcode: 'reeds',
    wordcount: 120,
    creation_date: date('2026-01-01'),
    update_date: date('2026-01-02'),
    publication_date: date('2026-01-03'),
    notification_date: null,
    tags: '',
    url: 'https://www.worldanvil.com/w/x/a/aldmere',
    category: { id: UUID(2), title: 'Places', slug: 'places', url: 'https://www.worldanvil.com/w/x/c/places' },
    world: { id: UUID(3), title: 'X', slug: 'x', url: 'https://www.worldanvil.com/w/x' },
    author: {
      id: UUID(4),
      username: 'writer',
      url: 'https://www.worldanvil.com/author/writer',
      avatar: { id: 7, url: 'https://www.worldanvil.com/i/7.png' },
    },
    portrait: { id: 8, url: 'https://www.worldanvil.com/i/8.png' },
    content: null,
    content_parsed: '',
    sections: {
      sidebarcontent: { title: 'Sidebar', position: '1', content: '--Key::Value--', content_parsed: '<dl></dl>' },
    },
    relations: {
      ruler: {
        title: 'Ruler',
        position: 1,
        type: 'singlular',
        items: {
          id: UUID(5),
          title: 'Queen',
          type: 'person',
          state: 'public',
          is_article: 'true',
          slug: 'queen',
          url: 'https://x/a/queen',
        },
      },
      districts: {
        title: 'Districts',
        position: 2,
        type: 'collection',
        items: [
          {
            id: UUID(6),
            title: 'Quarter',
            type: 'location',
            state: 'public',
            is_article: 'true',
            slug: 'q',
            url: 'https://x/a/q',
          },
          { id: 9001, title: 'Fishmarket', type: 'location', state: 'public', is_article: 'false' },
        ],
      },
      founder: { id: UUID(5), title: 'Queen', position: 3, type: 'person', is_article: 'true', state: 'public' },
    },
    full_render: '<h1>Aldmere</h1>',
    // A template-specific property (the seed counts over 600) and a field the seed does not list.
    population: '40,000',
    success: true,
  };
}

describe('World Anvil read schemas', () => {
  it('parses every field of the seed’s article table and keeps unknown fields', () => {
    const a = ArticleSchema.parse(seedArticle());
    assert.equal(a.state, 'private');
    assert.equal(a.passcode, 'reeds');
    assert.equal(a.notification_date, null);
    assert.equal(a.update_date?.timezone, 'Europe/Paris');
    assert.equal(a.content, null);
    assert.equal(sectionsOf(a).sidebarcontent?.content, '--Key::Value--');
    assert.equal(a.author?.avatar?.id, 7);
    assert.equal((a as Record<string, unknown>).population, '40,000');
  });

  it('reads the three relation shapes: single record, singlular group, collection group', () => {
    const r = relationsOf(ArticleSchema.parse(seedArticle()));
    const ruler = r.ruler as { items: { is_article: unknown } };
    assert.ok(!Array.isArray(ruler.items));
    assert.equal(ruler.items.is_article, 'true');
    const districts = r.districts as { items: { id: unknown; is_article: unknown }[] };
    assert.equal(districts.items.length, 2);
    assert.equal(districts.items[1]!.id, 9001);
    assert.equal(districts.items[1]!.is_article, 'false');
    assert.equal((r.founder as { id: string }).id, UUID(5));
    assert.ok(!RelationSchema.safeParse({ title: 'no id, no items' }).success);
  });

  it('allows the optional sections to be absent, and PHP empty arrays for empty maps', () => {
    const lean = seedArticle();
    for (const k of ['passcode', 'category', 'portrait', 'sections', 'relations', 'full_render', 'author', 'wordcount'])
      delete lean[k];
    assert.ok(ArticleSchema.safeParse(lean).success);
    const empty = ArticleSchema.parse({ ...seedArticle(), sections: [], relations: [] });
    assert.deepEqual(empty.sections, {});
    assert.deepEqual(empty.relations, {});
    assert.ok(!ArticleSchema.safeParse({ ...seedArticle(), sections: ['not empty'] }).success);
  });

  it('refuses what contradicts the seed, naming the field', () => {
    const cases: [string, unknown][] = [
      ['state', 'hidden'],
      ['is_wip', 'yes'],
      ['content', 5],
      ['update_date', '2026-01-01'],
      ['world', null],
    ];
    for (const [field, value] of cases) {
      const r = ArticleSchema.safeParse({ ...seedArticle(), [field]: value });
      assert.ok(!r.success, field);
      assert.equal(r.error.issues[0]!.path[0], field);
    }
    const noContent = seedArticle();
    delete noContent.content;
    assert.ok(!ArticleSchema.safeParse(noContent).success, 'content is always present (seed)');
  });

  it('keeps list items tolerant: either flag spelling, nullable category, unknown fields', () => {
    const list = ArticleListSchema.parse({
      articles: [
        { id: UUID(1), title: 'A' },
        {
          id: UUID(2),
          title: 'B',
          isDraft: true,
          isWip: false,
          entityClass: 'person',
          category: null,
          update_date: date('2026-01-01'),
          extra: 1,
        },
        {
          id: UUID(3),
          title: 'C',
          is_draft: false,
          is_wip: true,
          template: 'item',
          category: { id: UUID(9), title: 'Lore' },
          state: 'public',
          url: 'https://x',
        },
      ],
    });
    assert.equal(list.articles.length, 3);
    assert.equal(list.articles[1]!.entityClass, 'person');
    assert.equal(list.articles[2]!.category?.title, 'Lore');
    assert.ok(!ArticleSummarySchema.safeParse({ id: UUID(1) }).success, 'a title is needed to show it');
    assert.equal(WorldListSchema.parse({ worlds: [{ id: UUID(3), title: 'X', anything: [] }] }).worlds[0]!.title, 'X');
    assert.ok(!WorldListSchema.safeParse({ results: [] }).success);
    assert.equal(ArticleWriteResultSchema.parse({ id: UUID(1), success: true }).id, UUID(1));
  });
});

// Every rule of seed 001's write tables, one at a time and all together, and agreement with the sandbox's
// own validator (the stand-in for the server): whatever the client lets through, the server accepts.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { validateArticleBody } from '../../../sandbox/worldanvil/validate';
import {
  articleBody,
  CREATE_ONLY_FIELDS,
  FLAG_FIELDS,
  MAX_LENGTH,
  SECTION_FIELDS,
  TEMPLATE_SLUGS,
  UUID_FIELDS,
  validateArticleInput,
  WRITE_FIELDS,
  type ArticleInput,
} from '../../../src/core/worldanvil';

const UUID = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const BASE = { world: UUID, title: 'T', template: 'article' };
const fields = (input: ArticleInput, mode: 'create' | 'patch' = 'create') =>
  [...new Set(validateArticleInput(input, mode).map((p) => p.field))].sort();

// Copied from the seed's tables, in the seed's order: a change to limits.ts that drifts from the seed fails here.
const SEED_TEMPLATES =
  'article, person, militaryConflict, condition, document, ethnicity, formation, location, item, language, law, settlement, landmark, material, myth, organization, prose, profession, rank, spell, species, technology, ritual, vehicle'.split(
    ', ',
  );
const SEED_POST_FIELDS = [
  'world',
  'title',
  'template',
  'custom_article_template',
  'isDraft',
  'isWip',
  'isAdultContent',
  'state',
  'category',
  'articleParent',
  'parent',
  'cover',
  'content',
  'tags',
  'seeded',
  'sidebarcontent',
  'sidepanelcontenttop',
  'sidepanelcontent',
  'sidebarcontentbottom',
  'footnotes',
  'fullfooter',
  'authornotes',
  'credits',
  'scrapbook',
  'excerpt',
  'pronunciation',
  'subheading',
  'icon',
  'position',
  'userMetadata',
];
const SEED_PATCH_FIELDS = [
  'title',
  'isDraft',
  'isWip',
  'isAdultContent',
  'state',
  'category',
  'articleParent',
  'parent',
  'cover',
  'content',
  'tags',
  'seeded',
  'sidebarcontent',
  'sidepanelcontenttop',
];

describe('World Anvil write validation, rule by rule', () => {
  it('mirrors the seed: template slugs, write fields, text sections, limits', () => {
    assert.deepEqual([...TEMPLATE_SLUGS], SEED_TEMPLATES);
    assert.deepEqual([...WRITE_FIELDS], SEED_POST_FIELDS);
    assert.deepEqual(
      [...SECTION_FIELDS],
      SEED_POST_FIELDS.slice(SEED_POST_FIELDS.indexOf('seeded'), SEED_POST_FIELDS.indexOf('excerpt')),
    );
    assert.deepEqual({ ...MAX_LENGTH }, { title: 256, excerpt: 256, pronunciation: 256, subheading: 256, icon: 50 });
    // The seed names these three as absent from PATCH (its other absent ones are merely "not shown").
    assert.deepEqual([...CREATE_ONLY_FIELDS].sort(), ['custom_article_template', 'template', 'world']);
    for (const f of CREATE_ONLY_FIELDS) assert.ok(!SEED_PATCH_FIELDS.includes(f));
  });

  it('accepts each length limit exactly and refuses one character more', () => {
    for (const [field, max] of Object.entries(MAX_LENGTH)) {
      assert.deepEqual(fields({ ...BASE, [field]: 'x'.repeat(max) }), [], field);
      assert.deepEqual(fields({ ...BASE, [field]: 'x'.repeat(max + 1) }), [field], field);
      assert.deepEqual(fields({ [field]: 'x'.repeat(max + 1) }, 'patch'), [field], `${field} on patch`);
      const msg = validateArticleInput({ ...BASE, [field]: 'x'.repeat(max + 1) }, 'create')[0]!.message;
      assert.match(msg, new RegExp(String(max)), 'the message says the limit');
    }
  });

  it('takes flags as booleans or 0/1 and nothing else', () => {
    for (const f of FLAG_FIELDS) {
      for (const ok of [true, false, 0, 1]) assert.deepEqual(fields({ ...BASE, [f]: ok }), [], `${f}=${String(ok)}`);
      for (const bad of [2, -1, '1', 'true', null, []])
        assert.deepEqual(fields({ ...BASE, [f]: bad }), [f], `${f}=${JSON.stringify(bad)}`);
    }
  });

  it('takes state public or private only', () => {
    assert.deepEqual(fields({ ...BASE, state: 'public' }), []);
    assert.deepEqual(fields({ state: 'private' }, 'patch'), []);
    for (const bad of ['Public', '', 'passcoded', 1, null])
      assert.deepEqual(fields({ ...BASE, state: bad }), ['state'], String(bad));
  });

  it('checks every UUID field, in any letter case', () => {
    for (const f of UUID_FIELDS) {
      assert.deepEqual(fields({ ...BASE, [f]: UUID.toUpperCase() }), [], f);
      for (const bad of ['x', `${UUID}0`, UUID.replace(/-/g, ''), 42])
        assert.deepEqual(fields({ ...BASE, [f]: bad }), [f], `${f}=${String(bad)}`);
    }
    for (const f of ['category', 'articleParent', 'parent']) assert.deepEqual(fields({ [f]: 'nope' }, 'patch'), [f]);
  });

  it('takes finite numbers for cover and position', () => {
    for (const f of ['cover', 'position']) {
      for (const ok of [0, 12, 3.5, -1]) assert.deepEqual(fields({ ...BASE, [f]: ok }), [], `${f}=${ok}`);
      for (const bad of ['12', Number.NaN, Number.POSITIVE_INFINITY, null, true])
        assert.deepEqual(fields({ ...BASE, [f]: bad }), [f], `${f}=${String(bad)}`);
    }
  });

  it('checks content, tags and every text section as text, naming each', () => {
    const texts = ['content', 'tags', ...SECTION_FIELDS];
    assert.deepEqual(fields({ ...BASE, ...Object.fromEntries(texts.map((f) => [f, '[b]ok[/b]\r\n'])) }), []);
    assert.deepEqual(fields({ ...BASE, ...Object.fromEntries(texts.map((f) => [f, 7])) }), [...texts].sort());
    for (const f of ['excerpt', 'pronunciation', 'subheading', 'icon', 'title'])
      assert.deepEqual(fields({ ...BASE, [f]: 5 }), [f], f);
  });

  it('takes any JSON value as userMetadata and refuses what JSON cannot carry', () => {
    for (const ok of [[], [{ key: 'a', value: 1 }], { nested: { list: [1, 'two', null, true] } }, 'plain', 0])
      assert.deepEqual(fields({ ...BASE, userMetadata: ok }), [], JSON.stringify(ok));
    for (const bad of [() => 1, Number.NaN, [Number.POSITIVE_INFINITY], { s: Symbol('x') }])
      assert.deepEqual(fields({ ...BASE, userMetadata: bad }), ['userMetadata'], String(bad));
  });

  it('requires world, title and template on create, refusing empty values too', () => {
    assert.deepEqual(fields({ world: '', title: '', template: '' }), ['template', 'title', 'world']);
    assert.deepEqual(fields({ world: null, title: null, template: null }), ['template', 'title', 'world']);
    assert.deepEqual(fields({ world: UUID, title: 'T' }), ['template']);
  });

  it('accepts every PATCH-table field on patch and refuses each create-only field alone', () => {
    const patch: ArticleInput = {
      title: 'New',
      isDraft: 0,
      isWip: true,
      isAdultContent: false,
      state: 'private',
      category: UUID,
      articleParent: UUID,
      parent: UUID,
      cover: 3,
      content: 'c',
      tags: 'a,b',
      seeded: 's',
      sidebarcontent: 'x',
      sidepanelcontenttop: 'y',
    };
    assert.deepEqual(Object.keys(patch), SEED_PATCH_FIELDS);
    assert.deepEqual(fields(patch, 'patch'), []);
    for (const f of CREATE_ONLY_FIELDS)
      assert.deepEqual(fields({ [f]: f === 'template' ? 'person' : UUID }, 'patch'), [f], f);
  });

  it('reports a problem for every broken field of one input, each naming its field', () => {
    const broken: ArticleInput = {
      world: 'w',
      title: 't'.repeat(257),
      template: 'starship',
      custom_article_template: 'c',
      isDraft: 'y',
      isWip: 3,
      isAdultContent: 'no',
      state: 'draft',
      category: 'c',
      articleParent: 'p',
      parent: 'q',
      cover: 'big',
      content: 1,
      tags: [],
      seeded: {},
      excerpt: 'e'.repeat(300),
      pronunciation: 'p'.repeat(257),
      subheading: 's'.repeat(257),
      icon: 'i'.repeat(51),
      position: '1',
      userMetadata: () => 0,
    };
    const problems = validateArticleInput({ ...broken, colour: 'red' } as ArticleInput, 'create');
    assert.deepEqual([...new Set(problems.map((p) => p.field))].sort(), [...Object.keys(broken), 'colour'].sort());
    for (const p of problems) assert.ok(p.message.length > 0, p.field);
  });

  it('builds the body from the given fields only, flags as 0/1, values untouched', () => {
    const input: ArticleInput = {
      title: 'x',
      isDraft: false,
      isWip: 1,
      isAdultContent: 0,
      tags: undefined,
      userMetadata: [{ a: 1 }],
      cover: 5,
    };
    const body = articleBody(input);
    assert.deepEqual(body, { title: 'x', isDraft: 0, isWip: 1, isAdultContent: 0, cover: 5, userMetadata: [{ a: 1 }] });
    assert.ok(!('tags' in body));
    assert.deepEqual(articleBody({}), {});
  });
});

const uuidArb = fc.uuid();
const valueArb = (good: fc.Arbitrary<unknown>) =>
  fc.oneof(good, fc.constantFrom<unknown>('', 'x', 0, 2, -1, null, true, [], Number.NaN));
const inputArb: fc.Arbitrary<ArticleInput> = fc.record(
  {
    world: valueArb(uuidArb),
    title: valueArb(fc.string({ maxLength: 300 })),
    template: valueArb(fc.constantFrom(...TEMPLATE_SLUGS)),
    custom_article_template: valueArb(uuidArb),
    isDraft: valueArb(fc.constantFrom(0, 1, true, false)),
    isWip: valueArb(fc.boolean()),
    isAdultContent: valueArb(fc.constantFrom(0, 1)),
    state: valueArb(fc.constantFrom('public', 'private')),
    category: valueArb(uuidArb),
    articleParent: valueArb(uuidArb),
    parent: valueArb(uuidArb),
    cover: valueArb(fc.integer()),
    position: valueArb(fc.double({ noNaN: true })),
    content: valueArb(fc.string()),
    tags: valueArb(fc.string()),
    footnotes: valueArb(fc.string()),
    excerpt: valueArb(fc.string({ maxLength: 300 })),
    subheading: valueArb(fc.string({ unit: 'grapheme', maxLength: 300 })),
    icon: valueArb(fc.string({ maxLength: 60 })),
  },
  { requiredKeys: [] },
);

describe('World Anvil write validation against the server’s rules (property)', () => {
  for (const mode of ['create', 'patch'] as const) {
    it(`never lets through a ${mode} the server would refuse`, () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          const serverSays = Object.keys(validateArticleBody(input as Record<string, unknown>, mode));
          const clientSays = fields(input, mode);
          for (const f of serverSays)
            assert.ok(clientSays.includes(f), `server refuses ${f}, client did not: ${JSON.stringify(input)}`);
          if (clientSays.length === 0) assert.deepEqual(Object.keys(validateArticleBody(articleBody(input), mode)), []);
        }),
        { numRuns: 400 },
      );
    });
  }
});

// Arbitrary Boromir article bodies, shaped as World Anvil's answers are (the fixtures in
// test/unit/worldanvil/boromir/fixtures/ show them): camelCase names, nested references with entityClass,
// PHP date objects, null almost anywhere, folderId a number or a string, and fields no client knows.
import fc from 'fast-check';
import { SECTION_FIELDS } from '../../../src/core/worldanvil/limits';
import { anyText, markdownish } from './arbitraries';

const uuid = fc.uuid();
/** Present, null, or absent (undefined: the key is left out of the body below). */
const maybe = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, fc.constant(null), fc.constant(undefined));
const text = fc.oneof(anyText, markdownish, fc.constant(''));

export const phpDate = fc
  .record({
    ms: fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2040-01-01') }),
    micro: fc.integer({ min: 0, max: 999_999 }),
    timezone: fc.constantFrom('UTC', 'Europe/London', 'America/New_York'),
  })
  .map(({ ms, micro, timezone }) => ({
    date: `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}.${String(micro).padStart(6, '0')}`,
    timezone_type: 3,
    timezone,
  }));

const CLASSES = [
  'Article',
  'Person',
  'Settlement',
  'Location',
  'MilitaryConflict',
  'Species',
  'Timeline',
  'User',
  'Image',
  'World',
  'Category',
];

/** A reference as Boromir nests them: id (a UUID, or a number for images), title, entityClass, and nulls. */
export const reference = fc.record(
  {
    id: fc.oneof(uuid, fc.integer({ min: -1, max: 99_999 })),
    title: maybe(text),
    slug: maybe(fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
    state: maybe(fc.constantFrom('public', 'private')),
    isWip: fc.constant(null),
    isDraft: fc.constant(null),
    entityClass: fc.constantFrom(...CLASSES),
    icon: maybe(fc.constantFrom('fa-solid fa-user', 'fa-solid fa-globe')),
    url: maybe(fc.webUrl()),
    subscribergroups: fc.constant([]),
    folderId: maybe(fc.oneof(uuid, fc.constant('-1'), fc.constant(-1))),
  },
  { requiredKeys: ['id', 'entityClass'] },
);

/** JSON of any shape, for the fields nobody documents. */
const json = fc.jsonValue({ maxDepth: 3 });
const UNKNOWN_NAMES = [
  'likes',
  'views',
  'editor',
  'cssClasses',
  'displayCss',
  'coverSource',
  'snippet',
  'webhookUpdate',
  'isLocked',
  'displayTitle',
  'editURL',
  'badge',
  'features',
  'gallery',
  'subscribergroups',
  'articleMetadata',
];
const unknownFields = fc.dictionary(
  fc.oneof(fc.constantFrom(...UNKNOWN_NAMES), fc.stringMatching(/^x[A-Za-z]{1,8}$/)),
  json,
  { maxKeys: 5 },
);

const sectionFields = fc.record(
  Object.fromEntries(SECTION_FIELDS.map((s) => [s, maybe(text)])) as Record<
    (typeof SECTION_FIELDS)[number],
    fc.Arbitrary<string | null | undefined>
  >,
);

const TEMPLATES = ['article', 'person', 'settlement', 'militaryConflict', 'species', 'location'];

/** A GET article answer (granularity 0 to 3): the fields Scriptorium maps, references, extras. */
export const boromirArticleBody = fc
  .record({
    known: fc.record({
      id: uuid,
      title: text,
      slug: maybe(fc.stringMatching(/^[a-z0-9-]{1,30}$/)),
      state: maybe(fc.constantFrom('public', 'private')),
      isWip: maybe(fc.boolean()),
      isDraft: maybe(fc.boolean()),
      entityClass: maybe(fc.constantFrom('Article', 'Person', 'Settlement', 'MilitaryConflict')),
      templateType: maybe(fc.constantFrom(...TEMPLATES)),
      icon: maybe(text),
      url: maybe(fc.webUrl()),
      folderId: maybe(fc.oneof(uuid, fc.constant('-1'), fc.constant(-1), fc.integer({ min: 1, max: 9_999 }))),
      tags: maybe(text),
      updateDate: maybe(phpDate),
      creationDate: maybe(phpDate),
      publicationDate: maybe(phpDate),
      notificationDate: maybe(phpDate),
      position: maybe(fc.integer({ min: 0, max: 100 })),
      excerpt: maybe(text),
      pronunciation: maybe(text),
      subheading: maybe(text),
      wordcount: maybe(fc.nat()),
      isAdultContent: maybe(fc.boolean()),
      content: maybe(text),
      contentParsed: maybe(fc.constantFrom('<p>x</p>', '')),
      userMetadata: maybe(json),
      author: maybe(reference),
      world: maybe(reference),
      category: maybe(reference),
      articleParent: maybe(reference),
      cover: maybe(reference),
    }),
    sections: sectionFields,
    related: maybe(fc.array(reference, { maxLength: 3 })),
    extra: unknownFields,
  })
  .map(({ known, sections, related, extra }) => {
    // Unknown fields first: a known one of the same name (none is) would win, as in a real answer.
    const body: Record<string, unknown> = { ...extra, ...known, ...sections, relatedArticles: related, success: true };
    for (const [k, v] of Object.entries(body)) if (v === undefined) delete body[k];
    return body;
  });

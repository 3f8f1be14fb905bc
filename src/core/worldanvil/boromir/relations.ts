// Boromir's relations → the article model's `relations` (the shape Aragorn sends and the preview reads).
// Aragorn sends one `relations` map of titled groups; Boromir has none: an article's links to other records
// are fields of their own, each a reference object ({id, title, slug, state, entityClass, url}) or a list
// of them, at granularity 2. The generic ones every article has (World Anvil's OpenAPI parts, article.yml;
// the real PUT answer in the fixtures): articleParent, articlePrevious, articleNext, relatedArticles,
// childrenArticles; each template adds its own (location.yml: parent, person, organization,
// additionalRulers, contenders, connectedRooms, …) under names no list can foresee. So every field
// that holds references is a relation, except those the model keeps elsewhere (world, category, author,
// cover), the writer's own metadata, and references to things that are not content (users, images,
// subscriber groups).
import type { Article } from '../schemas';

/** Fields whose references the model already shows, or which are not links between articles. */
const NOT_RELATIONS = new Set([
  'author',
  'world',
  'category',
  'cover',
  'customArticleTemplate',
  'subscribergroups',
  'fans',
  'readers',
  'images',
  'badge',
  'editor',
  'userMetadata',
  'articleMetadata',
]);
const NOT_CONTENT = new Set(['User', 'Image', 'SubscriberGroup', 'World', 'Category']);

/** Every template's class is an article (Person, Settlement, …); the other records Boromir links have their own classes. */
const OTHER_RECORDS = new Set([
  'Timeline',
  'History',
  'Block',
  'Map',
  'Manuscript',
  'Chronicle',
  'Secret',
  'Variable',
  'Canvas',
  'Notebook',
  'Campaign',
  'Orgchart',
  'Gallery',
]);

type RelationItem = {
  id: string | number;
  title: string;
  type?: string;
  state?: string;
  slug?: string;
  url?: string;
  is_article?: string;
};
type Relations = NonNullable<Article['relations']>;

/** A reference object: an id and an entityClass (what marks Boromir's references), and a title to show. */
function asItem(v: unknown): RelationItem | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const r = v as Record<string, unknown>;
  const id = r.id;
  if (
    (typeof id !== 'string' && typeof id !== 'number') ||
    typeof r.entityClass !== 'string' ||
    NOT_CONTENT.has(r.entityClass)
  )
    return undefined;
  const text = (k: string) => (typeof r[k] === 'string' && r[k] !== '' ? { [k]: r[k] as string } : {});
  return {
    id,
    title: typeof r.title === 'string' ? r.title : '',
    type: r.entityClass.charAt(0).toLowerCase() + r.entityClass.slice(1),
    ...text('state'),
    ...text('slug'),
    ...text('url'),
    is_article: String(!OTHER_RECORDS.has(r.entityClass)),
  };
}

/** "relatedArticles" → "Related articles": Boromir gives a field name, not a title; the preview may translate the known ones. */
export function relationTitle(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The relations of a Boromir article, in field order: a single reference as "singlular" (World Anvil's spelling), a list as "collection". */
export function boromirRelations(a: Record<string, unknown>): Relations {
  const out: Relations = {};
  let position = 0;
  for (const [field, value] of Object.entries(a)) {
    if (NOT_RELATIONS.has(field)) continue;
    if (Array.isArray(value)) {
      const items = value.map(asItem).filter((i): i is RelationItem => i !== undefined);
      if (items.length > 0)
        out[field] = { title: relationTitle(field), position: ++position, type: 'collection', items };
    } else {
      const item = asItem(value);
      if (item) out[field] = { title: relationTitle(field), position: ++position, type: 'singlular', items: item };
    }
  }
  return out;
}

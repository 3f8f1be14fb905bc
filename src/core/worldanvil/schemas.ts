// Mirrors: shared/seeds/001_6f8056b76bce050e.txt (World Anvil's Aragorn article API) and the World Anvil
// part of shared/API-NOTES.md (list endpoints and error bodies the seed does not show). Typed for the
// fields Scriptorium uses; every object lets unknown fields through (over 600 template properties exist).
import { z } from 'zod';

export const PhpDateSchema = z.looseObject({ date: z.string(), timezone_type: z.number().int(), timezone: z.string() });
export type PhpDate = z.output<typeof PhpDateSchema>;

const Ref = z.looseObject({
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  url: z.string().optional(),
});

export const SectionSchema = z.looseObject({
  title: z.string().optional(),
  position: z.union([z.string(), z.number()]).optional(),
  content: z.string().nullable(),
  content_parsed: z.string().nullable().optional(),
});

const RelationItem = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  type: z.string().optional(),
  state: z.string().optional(),
  is_article: z.union([z.string(), z.boolean()]).optional(),
  slug: z.string().optional(),
  url: z.string().optional(),
});

/** A relation is either one linked record or a group (`singlular` with one item, `collection` with many). */
export const RelationSchema = z.union([
  z.looseObject({
    title: z.string().optional(),
    position: z.union([z.string(), z.number()]).optional(),
    type: z.string().optional(),
    items: z.union([RelationItem, z.array(RelationItem)]),
  }),
  RelationItem.extend({ position: z.union([z.string(), z.number()]).optional() }),
]);

/** A map by key, as PHP sends it: an empty one comes as [], read as an empty record. */
function phpRecord<T extends z.ZodType>(value: T) {
  return z.union([
    z.record(z.string(), value),
    z
      .array(z.unknown())
      .length(0)
      .transform(() => ({}) as Record<string, z.output<T>>),
  ]);
}

export const ArticleSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  template: z.string(),
  is_wip: z.boolean(),
  is_draft: z.boolean(),
  state: z.enum(['public', 'private']),
  passcode: z.string().optional(),
  wordcount: z.number().int().optional(),
  creation_date: PhpDateSchema.optional(),
  update_date: PhpDateSchema.optional(),
  publication_date: PhpDateSchema.nullable().optional(),
  notification_date: PhpDateSchema.nullable().optional(),
  tags: z.string().nullable().optional(),
  url: z.string(),
  category: Ref.nullable().optional(),
  world: Ref,
  author: z
    .looseObject({
      id: z.string(),
      username: z.string(),
      url: z.string().optional(),
      avatar: z.looseObject({ id: z.number().int().optional(), url: z.string().optional() }).nullable().optional(),
    })
    .optional(),
  portrait: z.looseObject({ id: z.number().int(), url: z.string() }).nullable().optional(),
  content: z.string().nullable(),
  content_parsed: z.string().nullable(),
  sections: phpRecord(SectionSchema).optional(),
  relations: phpRecord(RelationSchema).optional(),
  full_render: z.string().optional(),
  excerpt: z.string().nullable().optional(),
  pronunciation: z.string().nullable().optional(),
  subheading: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
});
export type Article = z.output<typeof ArticleSchema>;

/** POST/PATCH answers are not shown by the seed; only the id is relied on. */
export const ArticleWriteResultSchema = z.looseObject({
  id: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  update_date: PhpDateSchema.optional(),
});
export type ArticleWriteResult = z.output<typeof ArticleWriteResultSchema>;

/** What a world and an article in a list both carry: who it is, its public state and page. */
const TITLED_ENTITY = {
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  state: z.string().optional(),
  url: z.string().optional(),
};

export const ArticleSummarySchema = z.looseObject({
  ...TITLED_ENTITY,
  isWip: z.boolean().optional(),
  isDraft: z.boolean().optional(),
  is_wip: z.boolean().optional(),
  is_draft: z.boolean().optional(),
  template: z.string().optional(),
  entityClass: z.string().optional(),
  update_date: PhpDateSchema.nullable().optional(),
  category: Ref.partial({ slug: true }).nullable().optional(),
});
export type ArticleSummary = z.output<typeof ArticleSummarySchema>;

export const WorldAnvilUserSchema = z.looseObject({ id: z.string(), username: z.string(), url: z.string().optional() });
export type WorldAnvilUser = z.output<typeof WorldAnvilUserSchema>;

export const WorldSchema = z.looseObject(TITLED_ENTITY);
export type World = z.output<typeof WorldSchema>;

export const WorldListSchema = z.looseObject({ worlds: z.array(WorldSchema) });
export const ArticleListSchema = z.looseObject({ articles: z.array(ArticleSummarySchema) });

/** A category of a world, in either API version's terms; parentId is undefined at the world's root. */
export interface Category {
  id: string;
  title: string;
  parentId?: string;
  position?: number;
}

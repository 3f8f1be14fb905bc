// Mirrors: World Anvil's Boromir API (worldanvil.com/api/external/boromir/documentation, the swagger
// schemas it links) as pywaclient 1.7.0 and the real bodies in test/unit/worldanvil/boromir/fixtures/
// show it: camelCase names, `templateType`, references as nested objects ({id, title, slug, …}), PHP
// date objects, and `success` on every answer. Typed for what Scriptorium maps; every object lets unknown
// fields through (each template adds its own), and most fields may be null at the lower granularities.
import { z } from 'zod';
import { SECTION_FIELDS } from '../limits';
import { PhpDateSchema } from '../schemas';

const id = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullable().optional();
const date = PhpDateSchema.nullable().optional();

/** Every answer says whether it succeeded; a 2xx without it is not an answer Scriptorium understands. */
const ok = { success: z.literal(true) };

export const BoromirRefSchema = z.looseObject({
  id,
  title: text,
  slug: text,
  state: text,
  entityClass: text,
  url: text,
});
export type BoromirRef = z.output<typeof BoromirRefSchema>;

export const BoromirIdentitySchema = z.looseObject({ ...ok, id: z.string(), username: z.string(), userhash: text });

export const BoromirWorldSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  slug: text,
  state: text,
  url: text,
});

export const BoromirCategorySchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  slug: text,
  position: z.number().nullable().optional(),
  parentCategory: BoromirRefSchema.nullable().optional(),
});

/** Boromir's text sections are the seed's, in its write table's order. */
export const BoromirSectionFields = SECTION_FIELDS;

/** An article at any granularity: -1 and 0 carry the reference fields, 1 and above the texts too. */
export const BoromirArticleSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  slug: text,
  state: z.enum(['public', 'private']).nullable().optional(),
  isWip: z.boolean().nullable().optional(),
  isDraft: z.boolean().nullable().optional(),
  entityClass: text,
  templateType: text,
  icon: text,
  url: text,
  folderId: id.nullable().optional(),
  tags: text,
  updateDate: date,
  creationDate: date,
  publicationDate: date,
  notificationDate: date,
  position: z.number().nullable().optional(),
  excerpt: text,
  pronunciation: text,
  subheading: text,
  wordcount: z.number().nullable().optional(),
  isAdultContent: z.boolean().nullable().optional(),
  content: text,
  contentParsed: text,
  fullRender: text,
  userMetadata: z.unknown().optional(),
  author: BoromirRefSchema.nullable().optional(),
  world: BoromirRefSchema.nullable().optional(),
  category: BoromirRefSchema.nullable().optional(),
  articleParent: BoromirRefSchema.nullable().optional(),
  cover: BoromirRefSchema.nullable().optional(),
  ...Object.fromEntries(BoromirSectionFields.map((f) => [f, text])),
});
export type BoromirArticle = z.output<typeof BoromirArticleSchema> &
  Partial<Record<(typeof BoromirSectionFields)[number], string | null>>;

export const BoromirArticleAnswerSchema = BoromirArticleSchema.extend(ok);

/** A PATCH answers with the reference fields only (no world, no category). */
export const BoromirWriteAnswerSchema = z.looseObject({
  ...ok,
  id: z.string(),
  title: z.string().optional(),
  url: text,
  updateDate: date,
});

export const boromirList = <S extends z.ZodType>(entity: S) => z.looseObject({ ...ok, entities: z.array(entity) });

export const BoromirDeleteAnswerSchema = z.looseObject(ok);

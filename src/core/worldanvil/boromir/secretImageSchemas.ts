// Mirrors: World Anvil's Boromir secret and image bodies — its OpenAPI parts (secret.zero.yml, secret.two.yml,
// secret.create.yml, secret.update.yml, image.yml, as awforge/world-anvil-client vendors them @ 829fdec) and
// pywaclient 1.7.0 (endpoints/secrets.py, images.py: CRUD by `?id=`, lists by POST world/secrets and
// world/images, an image's bytes at its metadata's `url`). A secret's id is a UUID, an image's a number; a
// secret's `url` is its edit page, an image's `url` is the file. Unknown fields pass; most may be null.
import { z } from 'zod';
import { PhpDateSchema, type PhpDate } from '../schemas';
import { BoromirRefSchema } from './schemas';

const text = z.string().nullable().optional();
const date = PhpDateSchema.nullable().optional();
const ok = { success: z.literal(true) };

/** A secret at any granularity: -1 is the reference, 0 adds the content, 2 the author, article and world. */
export const BoromirSecretSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  slug: text,
  state: z.enum(['public', 'private']).nullable().optional(),
  entityClass: text,
  url: text,
  tags: text,
  updateDate: date,
  creationDate: date,
  content: text,
  isEditable: z.boolean().nullable().optional(),
  author: BoromirRefSchema.nullable().optional(),
  article: BoromirRefSchema.nullable().optional(),
  world: BoromirRefSchema.nullable().optional(),
  editURL: text,
});
export const BoromirSecretAnswerSchema = BoromirSecretSchema.extend(ok);

const count = z.number().int().nonnegative().nullable().optional();

/** An image at any granularity: -1 is the reference (with the file's `url`), 0 the file's facts, 2 its links. */
export const BoromirImageSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String),
  title: text,
  state: text,
  entityClass: text,
  url: text,
  updateDate: date,
  filename: text,
  extension: text,
  size: count,
  width: count,
  height: count,
  alt: text,
  description: text,
  pageUrl: text,
  creationDate: date,
  article: BoromirRefSchema.nullable().optional(),
  world: BoromirRefSchema.nullable().optional(),
});
export const BoromirImageAnswerSchema = BoromirImageSchema.extend(ok);

/** A secret as Scriptorium uses it (the same shape at every granularity; the content only from `getSecret`). */
export interface Secret {
  id: string;
  title: string;
  state?: 'public' | 'private';
  /** Its edit page on World Anvil. */
  url?: string;
  tags?: string;
  updateDate?: PhpDate;
  /** BBCode, as an article's content. */
  content?: string;
  worldId?: string;
  article?: { id: string; title?: string };
}

/** An image's metadata. `fileUrl` is where its bytes are; `pageUrl` its page on World Anvil. */
export interface WorldImage {
  id: string;
  title: string;
  fileUrl?: string;
  pageUrl?: string;
  updateDate?: PhpDate;
  filename?: string;
  extension?: string;
  size?: number;
  width?: number;
  height?: number;
  alt?: string;
  description?: string;
  worldId?: string;
  article?: { id: string; title?: string };
}

/** The fields of a secret write (create: title and worldId required; patch: the fields to change). */
export interface SecretInput {
  title?: string;
  content?: string;
  state?: 'public' | 'private';
  tags?: string;
  /** The article the secret belongs to (null: none). */
  articleId?: string | null;
  /** Create only. */
  worldId?: string;
}

const some = <T>(v: T | null | undefined): T | undefined => v ?? undefined;
const ref = (r: z.output<typeof BoromirRefSchema> | null | undefined) =>
  r ? { id: r.id, ...(r.title ? { title: r.title } : {}) } : undefined;

export function toSecret(s: z.output<typeof BoromirSecretSchema>): Secret {
  return {
    id: s.id,
    title: s.title,
    state: some(s.state),
    url: some(s.url),
    tags: some(s.tags),
    updateDate: some(s.updateDate),
    content: some(s.content),
    worldId: s.world?.id,
    article: ref(s.article),
  };
}

export function toImage(i: z.output<typeof BoromirImageSchema>): WorldImage {
  return {
    id: i.id,
    // An untitled image is still listed: by its file name, else its id.
    title: i.title || i.filename || `#${i.id}`,
    fileUrl: some(i.url),
    pageUrl: some(i.pageUrl),
    updateDate: some(i.updateDate),
    filename: some(i.filename),
    extension: some(i.extension),
    size: some(i.size),
    width: some(i.width),
    height: some(i.height),
    alt: some(i.alt),
    description: some(i.description),
    worldId: i.world?.id,
    article: ref(i.article),
  };
}

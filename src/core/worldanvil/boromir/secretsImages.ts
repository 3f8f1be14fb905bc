// Secrets and images through Boromir (#29), as pywaclient 1.7.0 calls them: `secret` get/put/patch/delete
// by `?id=`, `image` get/delete, lists by POST `world/secrets` and `world/images` with {limit, offset}
// (pages of at most 50, the list ends at a short page, as for articles), every answer validated with zod.
// A secret write is checked here before it is sent, every problem at once. An image's bytes come from its
// metadata's own address only (imageBytes.ts).
import type { z } from 'zod';
import { ProtocolError, type FieldProblem } from '../../http/errors';
import { refuseProblems } from '../clientBase';
import type { HttpRequest } from '../../http/types';
import { MAX_LENGTH, STATES, UUID_PATTERN } from '../limits';
import type { EntityPageOptions, ImagesApi, SecretsApi } from '../api';
import { readPages, type OffsetPage } from '../paging';
import type { ImageBytes, ImageFetcher } from './imageBytes';
import {
  BoromirImageAnswerSchema,
  BoromirImageSchema,
  BoromirSecretAnswerSchema,
  BoromirSecretSchema,
  toImage,
  toSecret,
  type Secret,
  type SecretInput,
  type WorldImage,
} from './secretImageSchemas';
import { BoromirDeleteAnswerSchema, BoromirWriteAnswerSchema } from './schemas';

/** What the resources need of the client: its paced, validated requests and its list POST. */
export interface BoromirWire {
  json<S extends z.ZodType>(req: HttpRequest, schema: S): Promise<z.output<S>>;
  list<S extends z.ZodType>(
    path: string,
    ownerId: string,
    body: Record<string, unknown>,
    entity: S,
    signal?: AbortSignal,
  ): Promise<Array<z.output<S>>>;
}

export type PageOptions = EntityPageOptions;

const LIST_LIMIT = 50;
/** Granularity 2: a secret's content, author, article and world; an image's file facts and links. */
const FULL = 2;

function page<S extends z.ZodType, T extends { id: string }>(
  wire: BoromirWire,
  path: string,
  entity: S,
  map: (e: z.output<S>) => T,
  worldId: string,
  p: PageOptions,
): Promise<OffsetPage<T>> {
  const limit = Math.min(Math.max(1, p.limit), LIST_LIMIT);
  return wire.list(path, worldId, { limit, offset: p.offset }, entity, p.signal).then((items) => ({
    items: items.map(map),
    hasMore: items.length >= limit,
    nextOffset: p.offset + items.length,
  }));
}

/** Every problem of a secret write; nothing is sent while there is one. */
export function validateSecretInput(input: SecretInput, mode: 'create' | 'patch'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const known = ['title', 'content', 'state', 'tags', 'articleId', 'worldId'];
  for (const k of Object.keys(input)) if (!known.includes(k)) add(k, `"${k}" is not a secret field.`);
  if (mode === 'create' || input.title !== undefined) {
    if (typeof input.title !== 'string' || input.title.trim() === '') add('title', 'title is required.');
    else if ([...input.title].length > MAX_LENGTH.title)
      add('title', `title is ${[...input.title].length} characters; at most ${MAX_LENGTH.title} are allowed.`);
  }
  if (mode === 'create' && (typeof input.worldId !== 'string' || !UUID_PATTERN.test(input.worldId)))
    add('world', 'world must be a UUID.');
  if (mode === 'patch' && input.worldId !== undefined)
    add('world', 'world cannot be changed after the secret is created.');
  if (input.state !== undefined && !(STATES as readonly string[]).includes(input.state))
    add('state', 'state must be public or private.');
  for (const f of ['content', 'tags'] as const)
    if (input[f] !== undefined && typeof input[f] !== 'string') add(f, `${f} must be text.`);
  if (input.articleId !== undefined && input.articleId !== null && !UUID_PATTERN.test(String(input.articleId)))
    add('article', 'article must be a UUID.');
  return problems;
}

/** Boromir's body of a secret write: references as {id}. */
function secretBody(input: SecretInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const k of ['title', 'content', 'state', 'tags'] as const) if (input[k] !== undefined) body[k] = input[k];
  if (input.worldId !== undefined) body.world = { id: input.worldId };
  if (input.articleId !== undefined) body.article = input.articleId === null ? null : { id: input.articleId };
  return body;
}

/** Secrets and images are read and deleted alike: lists by POST `world/secrets` or `world/images`, one by `?id=`. */
abstract class BoromirEntities<T extends { id: string }, S extends z.ZodType, A extends z.ZodType> {
  protected constructor(
    protected readonly wire: BoromirWire,
    private readonly kind: 'secret' | 'image',
    private readonly item: S,
    private readonly answer: A,
    private readonly map: (e: z.output<S> | z.output<A>) => T,
  ) {}

  list(worldId: string, p: PageOptions): Promise<OffsetPage<T>> {
    return page(this.wire, `world/${this.kind}s`, this.item, this.map, worldId, p);
  }

  listAll(worldId: string, opts: { signal?: AbortSignal } = {}): Promise<T[]> {
    return readPages((offset) => this.list(worldId, { offset, limit: LIST_LIMIT, signal: opts.signal }), {
      endpoint: `POST world/${this.kind}s`,
    });
  }

  async get(id: string, opts: { signal?: AbortSignal } = {}): Promise<T> {
    const q = { id, granularity: FULL };
    const url = this.kind;
    return this.map(
      await this.wire.json({ method: 'GET', url, endpoint: `GET ${url}`, query: q, signal: opts.signal }, this.answer),
    );
  }

  async delete(id: string): Promise<void> {
    // Not repeated: a DELETE that landed would answer 404 the second time, hiding that it worked.
    const url = this.kind;
    const req = { method: 'DELETE', url, endpoint: `DELETE ${url}`, query: { id }, idempotent: false } as const;
    await this.wire.json(req, BoromirDeleteAnswerSchema);
  }
}

export class BoromirSecrets
  extends BoromirEntities<Secret, typeof BoromirSecretSchema, typeof BoromirSecretAnswerSchema>
  implements SecretsApi
{
  constructor(wire: BoromirWire) {
    super(wire, 'secret', BoromirSecretSchema, BoromirSecretAnswerSchema, toSecret);
  }

  /** A PUT that is never repeated automatically: one that may have landed must not make a second secret. */
  async create(input: SecretInput): Promise<Secret> {
    this.#check(input, 'create', 'PUT secret');
    const body = secretBody(input);
    const req = { method: 'PUT', url: 'secret', endpoint: 'PUT secret', body, idempotent: false } as const;
    // The answer may leave out the title it was sent (World Anvil documents no create answer).
    const a = await this.wire.json(req, BoromirSecretAnswerSchema.partial({ title: true }));
    return toSecret({ ...a, title: a.title ?? input.title ?? '' });
  }

  async update(id: string, input: SecretInput): Promise<{ id: string }> {
    this.#check(input, 'patch', 'PATCH secret');
    const req = {
      method: 'PATCH',
      url: 'secret',
      endpoint: 'PATCH secret',
      query: { id },
      body: secretBody(input),
    } as const;
    const answer = await this.wire.json(req, BoromirWriteAnswerSchema);
    return { id: answer.id };
  }

  #check(input: SecretInput, mode: 'create' | 'patch', endpoint: string): void {
    refuseProblems(validateSecretInput(input, mode), 'secret', endpoint);
  }
}

export class BoromirImages
  extends BoromirEntities<WorldImage, typeof BoromirImageSchema, typeof BoromirImageAnswerSchema>
  implements ImagesApi
{
  constructor(
    wire: BoromirWire,
    private readonly fetcher: ImageFetcher,
  ) {
    super(wire, 'image', BoromirImageSchema, BoromirImageAnswerSchema, toImage);
  }

  /**
   * The image's metadata and bytes. The address is the one the server's metadata names, read here: a
   * caller cannot hand in another (a webview, an article's text).
   */
  async fetch(
    id: string,
    opts: { maxBytes?: number; signal?: AbortSignal } = {},
  ): Promise<{ image: WorldImage } & ImageBytes> {
    const image = await this.get(id, opts);
    if (!image.fileUrl) throw new ProtocolError('The image has no file address.', 'GET image', undefined, 'url');
    return { image, ...(await this.fetcher.fetch(image.fileUrl, opts)) };
  }
}

// World Anvil's Boromir API (/api/external/boromir/), the current one: resources addressed by query
// parameter (`article?id=`), lists by POST with {limit, offset}, creates by PUT. Same guarantees as the
// Aragorn client: both keys as headers only, inputs checked before sending, every answer validated with
// zod (and required to carry `success`), `success: false` in a 2xx turned into a typed error.
import { z } from 'zod';
import type { ArticleListOptions, ArticlePage, WorldAnvilApi } from '../api';
import { LIST_LIMIT, WorldAnvilClientBase, type WorldAnvilClientOptions } from '../clientBase';
import { readPages } from '../paging';
import { SCRIPTORIUM_USER_AGENT } from '../../http/userAgent';
import type { Article, ArticleWriteResult, Category, World, WorldAnvilUser } from '../schemas';
import type { ArticleInput } from '../validation';
import { ImageFetcher } from './imageBytes';
import { BoromirManuscripts } from './manuscripts';
import { BoromirImages, BoromirSecrets, type BoromirWire } from './secretsImages';
import { boromirBody, toArticle, toCategory, toSummary, toUser, toWorld, toWriteResult } from './mapping';
import {
  BoromirArticleAnswerSchema,
  BoromirArticleSchema,
  BoromirCategorySchema,
  BoromirDeleteAnswerSchema,
  BoromirIdentitySchema,
  BoromirWorldSchema,
  BoromirWriteAnswerSchema,
  boromirList,
  type BoromirArticle,
} from './schemas';

/**
 * How much of an article to ask for: -1 reference, 0 default, 1 full, 2 extended, 3 special. World Anvil's
 * own schema (its OpenAPI parts, "Article (Generic) - GR 1/2/3") puts the content, author, world and
 * category at 1, and the sections, the links to other articles (articleNext, a template's references…)
 * and the display flags at 2; 3 adds only the ancestry. The preview shows sections and relations, and a
 * pull or a push compares every writable field: both ask for 2, never for 3.
 */
const GRANULARITY = { preview: 2, everything: 2 } as const;

export class BoromirClient extends WorldAnvilClientBase implements WorldAnvilApi {
  readonly apiVersion = 'boromir' as const;
  protected readonly articleListEndpoint = 'POST world/articles';

  /** World Anvil's secrets (#29): Boromir only, so the tree asks for them only on this client. */
  readonly secrets: BoromirSecrets;
  readonly images: BoromirImages;
  readonly manuscripts: BoromirManuscripts;
  readonly #images: ImageFetcher;

  constructor(options: WorldAnvilClientOptions) {
    super(options, { Accept: 'application/json' });
    const wire: BoromirWire = {
      json: (req, schema) => this.json(req, schema),
      list: (path, ownerId, body, entity, signal) => this.list(path, ownerId, body, entity, signal),
    };
    this.#images = new ImageFetcher(this.http.baseUrl.origin, {
      credentialHeaders: { 'x-auth-token': options.authToken, 'x-application-key': options.applicationKey },
      headers: { 'User-Agent': options.userAgent ?? SCRIPTORIUM_USER_AGENT },
      onRequestLog: options.onRequestLog,
      timeouts: options.timeouts,
      retry: options.retry,
      maxResponseBytes: options.maxResponseBytes,
      network: options.network,
    });
    this.secrets = new BoromirSecrets(wire);
    this.images = new BoromirImages(wire, this.#images);
    this.manuscripts = new BoromirManuscripts(wire);
  }

  override async close(): Promise<void> {
    await Promise.all([super.close(), this.#images.close()]);
  }

  /** A list page: a POST that only reads, so it may be repeated after a failure. */
  private list<S extends z.ZodType>(
    path: string,
    ownerId: string,
    body: Record<string, unknown>,
    entity: S,
    signal?: AbortSignal,
  ): Promise<Array<z.output<S>>> {
    return this.json(
      { method: 'POST', url: path, endpoint: `POST ${path}`, query: { id: ownerId }, body, idempotent: true, signal },
      boromirList(entity),
    ).then((r) => r.entities as Array<z.output<S>>);
  }

  async getUser(signal?: AbortSignal): Promise<WorldAnvilUser> {
    return toUser(
      await this.json({ method: 'GET', url: 'identity', endpoint: 'GET identity', signal }, BoromirIdentitySchema),
    );
  }

  async getWorld(id: string): Promise<World> {
    return toWorld(
      await this.json(
        { method: 'GET', url: 'world', endpoint: 'GET world', query: { id, granularity: 0 } },
        BoromirWorldSchema.extend({ success: z.literal(true) }),
      ),
    );
  }

  /** A list read whole through readPages: each id once, short page ends it, LIST_CAP stops it. */
  #listAll<S extends z.ZodType<{ id: string }>, T extends { id: string }>(
    path: string,
    ownerId: string,
    entity: S,
    map: (e: z.output<S>) => T,
    opts: { signal?: AbortSignal; offset?: number } = {},
  ): Promise<T[]> {
    return readPages(
      async (offset) => {
        const page = await this.list(path, ownerId, { limit: LIST_LIMIT, offset }, entity, opts.signal);
        return { items: page.map(map), hasMore: page.length >= LIST_LIMIT, nextOffset: offset + page.length };
      },
      { endpoint: `POST ${path}`, offset: opts.offset },
    );
  }

  listWorlds(userId: string): Promise<World[]> {
    return this.#listAll('user/worlds', userId, BoromirWorldSchema, toWorld);
  }

  listCategories(worldId: string, opts: { signal?: AbortSignal; offset?: number } = {}): Promise<Category[]> {
    return this.#listAll('world/categories', worldId, BoromirCategorySchema, toCategory, opts);
  }

  async listArticles(worldId: string, page: ArticleListOptions): Promise<ArticlePage> {
    const limit = Math.min(Math.max(1, page.limit), LIST_LIMIT);
    const body: Record<string, unknown> = {
      limit,
      offset: page.offset,
      ...(page.categoryId ? { category: { id: page.categoryId } } : {}),
    };
    const items = await this.list('world/articles', worldId, body, BoromirArticleSchema, page.signal);
    return {
      items: items.map((a) => toSummary(a as BoromirArticle)),
      hasMore: items.length >= limit,
      nextOffset: page.offset + items.length,
    };
  }

  async getArticle(id: string, opts: { loadAllProperties?: boolean; signal?: AbortSignal } = {}): Promise<Article> {
    const granularity = opts.loadAllProperties ? GRANULARITY.everything : GRANULARITY.preview;
    const a = await this.json(
      { method: 'GET', url: 'article', endpoint: 'GET article', query: { id, granularity }, signal: opts.signal },
      BoromirArticleAnswerSchema,
    );
    return toArticle(a as BoromirArticle);
  }

  /** A PUT, but never repeated automatically: a create that may have landed is checked with findArticleByTitle. */
  async createArticle(input: ArticleInput): Promise<ArticleWriteResult> {
    this.check(input, 'create', 'PUT article');
    return toWriteResult(
      await this.json(
        { method: 'PUT', url: 'article', endpoint: 'PUT article', body: boromirBody(input), idempotent: false },
        BoromirWriteAnswerSchema,
      ),
    );
  }

  async patchArticle(id: string, input: ArticleInput): Promise<ArticleWriteResult> {
    this.check(input, 'patch', 'PATCH article');
    return toWriteResult(
      await this.json(
        { method: 'PATCH', url: 'article', endpoint: 'PATCH article', query: { id }, body: boromirBody(input) },
        BoromirWriteAnswerSchema,
      ),
    );
  }

  async deleteArticle(id: string): Promise<void> {
    // Not repeated: a DELETE that landed would answer 404 the second time, hiding that it worked.
    await this.json(
      { method: 'DELETE', url: 'article', endpoint: 'DELETE article', query: { id }, idempotent: false },
      BoromirDeleteAnswerSchema,
    );
  }
}

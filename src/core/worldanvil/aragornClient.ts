// World Anvil's Aragorn API (seed 001): both keys as headers on every call (never in the URL), a
// User-Agent naming Scriptorium, inputs validated before sending, answers validated with zod, and
// HTTP 200 `success: false` turned into typed errors.
import { z } from 'zod';
import { ROOT_CATEGORY, type ArticleListOptions, type ArticlePage, type WorldAnvilApi } from './api';
import { LIST_LIMIT, WorldAnvilClientBase, type WorldAnvilClientOptions } from './clientBase';
import {
  ArticleListSchema,
  ArticleSchema,
  ArticleWriteResultSchema,
  WorldAnvilUserSchema,
  WorldListSchema,
  WorldSchema,
  type Article,
  type ArticleSummary,
  type ArticleWriteResult,
  type Category,
  type World,
  type WorldAnvilUser,
} from './schemas';
import { articleBody, type ArticleInput } from './validation';
import { readAllPages } from './paging';
import { ListTooLongError } from '../http/listCap';

export type { WorldAnvilClientOptions } from './clientBase';

const seg = (s: string) => encodeURIComponent(s);

export class WorldAnvilClient extends WorldAnvilClientBase implements WorldAnvilApi {
  readonly apiVersion = 'aragorn' as const;
  protected readonly articleListEndpoint = 'GET world/{id}/articles';

  constructor(options: WorldAnvilClientOptions) {
    // The seed lists Content-Type: application/json among the default headers of every call.
    super(options, {});
  }

  getUser(signal?: AbortSignal): Promise<WorldAnvilUser> {
    return this.json({ method: 'GET', url: 'user', endpoint: 'GET user', signal }, WorldAnvilUserSchema);
  }

  getWorld(id: string): Promise<World> {
    return this.json({ method: 'GET', url: `world/${seg(id)}`, endpoint: 'GET world/{id}' }, WorldSchema);
  }

  async listWorlds(userId: string): Promise<World[]> {
    return (
      await this.json(
        { method: 'GET', url: `user/${seg(userId)}/worlds`, endpoint: 'GET user/{id}/worlds' },
        WorldListSchema,
      )
    ).worlds;
  }

  async listArticles(worldId: string, page: ArticleListOptions): Promise<ArticlePage> {
    const limit = Math.min(Math.max(1, page.limit), LIST_LIMIT);
    const body = await this.json(
      {
        method: 'GET',
        url: `world/${seg(worldId)}/articles`,
        endpoint: 'GET world/{id}/articles',
        query: { offset: page.offset, limit },
        signal: page.signal,
      },
      ArticleListSchema,
    );
    // Aragorn has no category filter: the page is filtered here, and hasMore still follows the raw page.
    const inCategory = (id: string | undefined) => (page.categoryId === ROOT_CATEGORY ? !id : id === page.categoryId);
    const items = page.categoryId ? body.articles.filter((a) => inCategory(a.category?.id)) : body.articles;
    return { items, hasMore: body.articles.length >= limit, nextOffset: page.offset + body.articles.length };
  }

  /**
   * Aragorn lists no categories: they are read off the world's articles (flat, no nesting known). Past
   * the cap, the categories of the articles read, and `resumeAt` an offset into the articles.
   */
  async listCategories(worldId: string, opts: { signal?: AbortSignal; offset?: number } = {}): Promise<Category[]> {
    const categoriesOf = (articles: readonly ArticleSummary[]) => {
      const seen = new Map<string, Category>();
      for (const a of articles)
        if (a.category?.id && !seen.has(a.category.id))
          seen.set(a.category.id, { id: a.category.id, title: a.category.title });
      return [...seen.values()];
    };
    const endpoint = 'GET world/{id}/articles';
    try {
      return categoriesOf(
        await readAllPages(
          (offset) => this.listArticles(worldId, { offset, limit: LIST_LIMIT, signal: opts.signal }),
          undefined,
          { endpoint, offset: opts.offset },
        ),
      );
    } catch (e) {
      if (e instanceof ListTooLongError)
        throw new ListTooLongError(endpoint, e.limit, e.cap, categoriesOf(e.partial as ArticleSummary[]), e.resumeAt);
      throw e;
    }
  }

  /** Aragorn's DELETE article/{id} (used by other clients; the seed does not show it). */
  async deleteArticle(id: string): Promise<void> {
    // Not repeated: a DELETE that landed would answer 404 the second time, hiding that it worked.
    await this.json(
      { method: 'DELETE', url: `article/${seg(id)}`, endpoint: 'DELETE article/{id}', idempotent: false },
      z.unknown(),
    );
  }

  getArticle(id: string, opts: { loadAllProperties?: boolean; signal?: AbortSignal } = {}): Promise<Article> {
    return this.json(
      {
        method: 'GET',
        url: `article/${seg(id)}`,
        endpoint: 'GET article/{id}',
        query: { load_all_properties: opts.loadAllProperties ? 'true' : undefined },
        signal: opts.signal,
      },
      ArticleSchema,
    );
  }

  /** A POST: never repeated automatically. After an ambiguous failure, use findArticleByTitle first. */
  async createArticle(input: ArticleInput): Promise<ArticleWriteResult> {
    this.check(input, 'create', 'POST article');
    return this.json(
      { method: 'POST', url: 'article', endpoint: 'POST article', body: articleBody(input) },
      ArticleWriteResultSchema,
    );
  }

  /** Sends only the given fields. */
  async patchArticle(id: string, input: ArticleInput): Promise<ArticleWriteResult> {
    this.check(input, 'patch', 'PATCH article/{id}');
    return this.json(
      { method: 'PATCH', url: `article/${seg(id)}`, endpoint: 'PATCH article/{id}', body: articleBody(input) },
      ArticleWriteResultSchema,
    );
  }
}

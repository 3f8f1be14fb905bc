// World Anvil's Aragorn API (seed 001): both keys as headers on every call (never in the URL), a
// User-Agent naming Scriptorium, inputs validated before sending, answers validated with zod, and
// HTTP 200 `success: false` turned into typed errors.
import { z } from 'zod';
import { ValidationError } from '../http/errors';
import { HttpClient } from '../http/httpClient';
import type { HttpRequest, RequestLogEntry, RetryOptions, TimeoutOptions } from '../http/types';
import { ROOT_CATEGORY, type ArticleListOptions, type ArticlePage, type WorldAnvilApi } from './api';
import { Pacer } from './pacer';
import { ArticleListSchema, ArticleSchema, ArticleWriteResultSchema, WorldAnvilUserSchema, WorldListSchema, WorldSchema, type Article, type ArticleSummary, type ArticleWriteResult, type Category, type World, type WorldAnvilUser } from './schemas';
import { SCRIPTORIUM_USER_AGENT } from './userAgent';
import { articleBody, validateArticleInput, type ArticleInput } from './validation';
import { readAllPages } from './paging';

export interface WorldAnvilClientOptions {
  /** e.g. https://www.worldanvil.com/api/aragorn/ */
  baseUrl: string;
  authToken: string;
  applicationKey: string;
  userAgent?: string;
  onRequestLog?: (entry: RequestLogEntry) => void;
  timeouts?: Partial<TimeoutOptions>;
  retry?: Partial<RetryOptions>;
  /** Sustained requests per second (default 2; 0 = unpaced, for tests). */
  requestsPerSecond?: number;
}

const LIST_LIMIT = 50;
const seg = (s: string) => encodeURIComponent(s);

export class WorldAnvilClient implements WorldAnvilApi {
  readonly apiVersion = 'aragorn' as const;
  readonly http: HttpClient;
  private readonly pacer: Pacer;

  constructor(options: WorldAnvilClientOptions) {
    this.http = new HttpClient({
      baseUrl: options.baseUrl,
      credentialHeaders: { 'x-auth-token': options.authToken, 'x-application-key': options.applicationKey },
      // The seed lists Content-Type: application/json among the default headers of every call.
      headers: { 'User-Agent': options.userAgent ?? SCRIPTORIUM_USER_AGENT, 'Content-Type': 'application/json' },
      onRequestLog: options.onRequestLog,
      timeouts: options.timeouts,
      retry: options.retry,
      failureIn2xx: (body) => typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false,
    });
    this.pacer = new Pacer(options.requestsPerSecond ?? 2, 4);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private async json<S extends z.ZodType>(req: HttpRequest, schema: S): Promise<z.output<S>> {
    await this.pacer.take();
    return this.http.requestJson(req, schema);
  }

  getUser(signal?: AbortSignal): Promise<WorldAnvilUser> {
    return this.json({ method: 'GET', url: 'user', endpoint: 'GET user', signal }, WorldAnvilUserSchema);
  }

  getWorld(id: string): Promise<World> {
    return this.json({ method: 'GET', url: `world/${seg(id)}`, endpoint: 'GET world/{id}' }, WorldSchema);
  }

  async listWorlds(userId: string): Promise<World[]> {
    return (await this.json({ method: 'GET', url: `user/${seg(userId)}/worlds`, endpoint: 'GET user/{id}/worlds' }, WorldListSchema)).worlds;
  }

  async listArticles(worldId: string, page: ArticleListOptions): Promise<ArticlePage> {
    const limit = Math.min(Math.max(1, page.limit), LIST_LIMIT);
    const body = await this.json({ method: 'GET', url: `world/${seg(worldId)}/articles`, endpoint: 'GET world/{id}/articles', query: { offset: page.offset, limit }, signal: page.signal }, ArticleListSchema);
    // Aragorn has no category filter: the page is filtered here, and hasMore still follows the raw page.
    const inCategory = (id: string | undefined) => (page.categoryId === ROOT_CATEGORY ? !id : id === page.categoryId);
    const items = page.categoryId ? body.articles.filter((a) => inCategory(a.category?.id)) : body.articles;
    return { items, hasMore: body.articles.length >= limit, nextOffset: page.offset + body.articles.length };
  }

  listAllArticles(worldId: string, opts: { categoryId?: string; signal?: AbortSignal; onProgress?: (loaded: number) => void } = {}): Promise<ArticleSummary[]> {
    return readAllPages((offset) => this.listArticles(worldId, { offset, limit: LIST_LIMIT, categoryId: opts.categoryId, signal: opts.signal }), opts.onProgress);
  }

  /** Aragorn lists no categories: they are read off the world's articles (flat, no nesting known). */
  async listCategories(worldId: string, opts: { signal?: AbortSignal } = {}): Promise<Category[]> {
    const seen = new Map<string, Category>();
    for (const a of await this.listAllArticles(worldId, { signal: opts.signal })) if (a.category?.id && !seen.has(a.category.id)) seen.set(a.category.id, { id: a.category.id, title: a.category.title });
    return [...seen.values()];
  }

  /** Aragorn's DELETE article/{id} (used by other clients; the seed does not show it). */
  async deleteArticle(id: string): Promise<void> {
    // Not repeated: a DELETE that landed would answer 404 the second time, hiding that it worked.
    await this.json({ method: 'DELETE', url: `article/${seg(id)}`, endpoint: 'DELETE article/{id}', idempotent: false }, z.unknown());
  }

  getArticle(id: string, opts: { loadAllProperties?: boolean; signal?: AbortSignal } = {}): Promise<Article> {
    return this.json({ method: 'GET', url: `article/${seg(id)}`, endpoint: 'GET article/{id}', query: { load_all_properties: opts.loadAllProperties ? 'true' : undefined }, signal: opts.signal }, ArticleSchema);
  }

  /** A POST: never repeated automatically. After an ambiguous failure, use findArticleByTitle first. */
  async createArticle(input: ArticleInput): Promise<ArticleWriteResult> {
    this.check(input, 'create', 'POST article');
    return this.json({ method: 'POST', url: 'article', endpoint: 'POST article', body: articleBody(input) }, ArticleWriteResultSchema);
  }

  /** Sends only the given fields. */
  async patchArticle(id: string, input: ArticleInput): Promise<ArticleWriteResult> {
    this.check(input, 'patch', 'PATCH article/{id}');
    return this.json({ method: 'PATCH', url: `article/${seg(id)}`, endpoint: 'PATCH article/{id}', body: articleBody(input) }, ArticleWriteResultSchema);
  }

  /**
   * Looks for an article with this title in a world — how a create that failed ambiguously (timeout or
   * reset after sending) is checked before it is offered again, so a retry never makes a duplicate.
   */
  async findArticleByTitle(worldId: string, title: string, opts: { knownIds?: ReadonlySet<string>; signal?: AbortSignal } = {}): Promise<ArticleSummary | undefined> {
    // knownIds: the world's article ids read before the POST, so an older namesake is not mistaken for it.
    const all = await this.listAllArticles(worldId, { signal: opts.signal });
    return all.filter((a) => a.title === title && !opts.knownIds?.has(a.id)).at(-1);
  }

  private check(input: ArticleInput, mode: 'create' | 'patch', endpoint: string): void {
    const problems = validateArticleInput(input, mode);
    if (problems.length > 0) throw new ValidationError(`Not sent: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the article fields.`, endpoint, undefined, problems);
  }
}

// What both World Anvil clients (Aragorn and Boromir) share: the HTTP client with both keys as headers
// only and World Anvil's 2xx `success: false` recognised, the pace of about two requests a second, the
// local check of article fields before anything is sent, and finding an article by title after an
// ambiguous create.
import type { z } from 'zod';
import { ValidationError, type FieldProblem } from '../http/errors';
import { HttpClient } from '../http/httpClient';
import type { HttpRequest, PassThroughOptions } from '../http/types';
import { Pacer } from './pacer';
import type { ArticleListOptions, ArticlePage } from './api';
import { readAllPages } from './paging';
import type { ArticleSummary } from './schemas';
import { SCRIPTORIUM_USER_AGENT } from '../http/userAgent';
import { validateArticleInput, type ArticleInput } from './validation';

export interface WorldAnvilClientOptions extends PassThroughOptions {
  /** e.g. https://www.worldanvil.com/api/external/boromir/ or https://www.worldanvil.com/api/aragorn/ */
  baseUrl: string;
  authToken: string;
  applicationKey: string;
  userAgent?: string;
  /** Sustained requests per second (default 2; 0 = unpaced, for tests). */
  requestsPerSecond?: number;
}

/** The largest page of both APIs (pywaclient asks for 50; Boromir's documentation allows 1 to 50). */
export const LIST_LIMIT = 50;

export abstract class WorldAnvilClientBase {
  readonly http: HttpClient;
  /** Every attempt of every request, repeats included, waits its turn here (and for a server's Retry-After). */
  private readonly pacer: Pacer;

  protected constructor(options: WorldAnvilClientOptions, headers: Record<string, string>) {
    this.pacer = new Pacer(options.requestsPerSecond ?? 2, 4);
    this.http = new HttpClient({
      baseUrl: options.baseUrl,
      credentialHeaders: { 'x-auth-token': options.authToken, 'x-application-key': options.applicationKey },
      headers: {
        'User-Agent': options.userAgent ?? SCRIPTORIUM_USER_AGENT,
        'Content-Type': 'application/json',
        ...headers,
      },
      onRequestLog: options.onRequestLog,
      timeouts: options.timeouts,
      retry: options.retry,
      maxResponseBytes: options.maxResponseBytes,
      network: options.network,
      gate: this.pacer,
      failureIn2xx: (body) =>
        typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false,
    });
  }

  abstract listArticles(worldId: string, page: ArticleListOptions): Promise<ArticlePage>;
  /** Names the article list in a ListTooLongError, e.g. `POST world/articles`. */
  protected abstract readonly articleListEndpoint: string;

  /** Every article of a world (or of one category), every page (paging.ts). */
  listAllArticles(
    worldId: string,
    opts: { categoryId?: string; signal?: AbortSignal; onProgress?: (loaded: number) => void } = {},
  ): Promise<ArticleSummary[]> {
    return readAllPages(
      (offset) =>
        this.listArticles(worldId, { offset, limit: LIST_LIMIT, categoryId: opts.categoryId, signal: opts.signal }),
      opts.onProgress,
      { endpoint: this.articleListEndpoint },
    );
  }

  close(): Promise<void> {
    return this.http.close();
  }

  protected json<S extends z.ZodType>(req: HttpRequest, schema: S): Promise<z.output<S>> {
    return this.http.requestJson(req, schema);
  }

  /**
   * Looks for an article with this title in a world — how a create that failed ambiguously (timeout or
   * reset after sending) is checked before it is offered again, so a retry never makes a duplicate.
   */
  async findArticleByTitle(
    worldId: string,
    title: string,
    opts: { knownIds?: ReadonlySet<string>; signal?: AbortSignal } = {},
  ): Promise<ArticleSummary | undefined> {
    // knownIds: the world's article ids read before the create, so an older namesake is not mistaken for it.
    const all = await this.listAllArticles(worldId, { signal: opts.signal });
    return all.filter((a) => a.title === title && !opts.knownIds?.has(a.id)).at(-1);
  }

  protected check(input: ArticleInput, mode: 'create' | 'patch', endpoint: string): void {
    refuseProblems(validateArticleInput(input, mode), 'article', endpoint);
  }
}

/** Throws the ValidationError of a write that has problems (nothing is sent); returns when there are none. */
export function refuseProblems(problems: FieldProblem[], what: 'article' | 'secret', endpoint: string): void {
  if (problems.length > 0)
    throw new ValidationError(
      `Not sent: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the ${what} fields.`,
      endpoint,
      undefined,
      problems,
    );
}

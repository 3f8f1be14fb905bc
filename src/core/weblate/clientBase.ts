// What every part of the Weblate client shares: the HTTP client on the server's /api/ with the token as
// a header, the page size and concurrency of whole lists, and the two ways a list is read (fetchAll:
// large pages, parallel; or one page, for trees with a "Load more" node). The client itself is
// client.ts (single objects and writes) on clientLists.ts (lists) on this.
import type { z } from 'zod';
import { HttpClient } from '../http/httpClient';
import { fetchAll, fetchPage, type Page } from '../http/paging';
import type { HttpRequest, PassThroughOptions } from '../http/types';

export interface WeblateClientOptions extends PassThroughOptions {
  /** The server address, e.g. https://hosted.weblate.org/ (the API is at /api/ below it). */
  baseUrl: string;
  /** API token (wlu_… or wlp_…); none = anonymous. */
  token?: string;
  /** page_size asked for on lists (the server caps it: 1000, units 10000). */
  pageSize?: number;
  concurrency?: number;
  userAgent?: string;
}

export interface ListOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface ChangeFilters {
  timestamp_after?: string;
  timestamp_before?: string;
  action?: number[];
  user?: string;
}

export type ChangeScope = { project: string; component?: string; language?: string } | undefined;

export const seg = (s: string) => encodeURIComponent(s);

/**
 * Deletes one object of a collection (/api/suggestions/{id}/, units, screenshots). Never repeated: a DELETE
 * that landed and lost its answer would answer 404 the second time.
 */
export async function deleteOnce(
  client: { http: HttpClient },
  collection: 'suggestions' | 'units' | 'screenshots',
  id: number,
): Promise<void> {
  await client.http.request({
    method: 'DELETE',
    url: `${collection}/${id}/`,
    endpoint: `DELETE /api/${collection}/{id}/`,
    idempotent: false,
  });
}

export abstract class WeblateClientBase {
  readonly http: HttpClient;
  protected readonly pageSize: number;
  protected readonly concurrency: number;

  constructor(options: WeblateClientOptions) {
    const root = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    // Accept both the server address and its /api/ address.
    const api = root.pathname.endsWith('/api/') ? root : new URL('api/', root);
    this.http = new HttpClient({
      baseUrl: api.href,
      credentialHeaders: options.token ? { Authorization: `Token ${options.token}` } : undefined,
      headers: options.userAgent ? { 'User-Agent': options.userAgent } : undefined,
      onRequestLog: options.onRequestLog,
      timeouts: options.timeouts,
      retry: options.retry,
      maxResponseBytes: options.maxResponseBytes,
      network: options.network,
    });
    this.pageSize = options.pageSize ?? 1000;
    this.concurrency = options.concurrency ?? 4;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  // ---- lists ---------------------------------------------------------------------------------------

  protected all<T extends z.ZodType>(
    url: string,
    item: T,
    endpoint: string,
    opts: ListOptions & { pageSize?: number; query?: HttpRequest['query'] } = {},
  ): Promise<z.output<T>[]> {
    return fetchAll(this.http, { method: 'GET', url, endpoint, query: opts.query }, item, {
      pageSize: opts.pageSize ?? this.pageSize,
      concurrency: this.concurrency,
      signal: opts.signal,
      onProgress: opts.onProgress,
    });
  }

  protected page<T extends z.ZodType>(
    url: string,
    item: T,
    endpoint: string,
    page: number,
    opts: { pageSize?: number; query?: HttpRequest['query']; signal?: AbortSignal } = {},
  ): Promise<Page<z.output<T>>> {
    return fetchPage(
      this.http,
      {
        method: 'GET',
        url,
        endpoint,
        signal: opts.signal,
        query: { ...opts.query, ...(opts.pageSize ? { page_size: opts.pageSize } : {}) },
      },
      item,
      page,
    );
  }
}

// Paging over the {count, next, previous, results} envelope (Weblate / Django REST framework).
// Lazy iteration follows `next`; fetchAll reads page 1, then computes every other page's URL from `count`
// and the page size the server actually used, and fetches them in parallel, in order. Neither can loop
// forever: a repeated `next`, a changing count, or more pages or items than the count allows is an error,
// and neither reads past LIST_CAP (listCap.ts) whatever the count says: that is a ListTooLongError.
import { z } from 'zod';
import { mapLimit } from './concurrency';
import { listOf } from './fastItems';
import { ProtocolError } from './errors';
import type { HttpClient } from './httpClient';
import { LIST_CAP, ListTooLongError, type ListCap } from './listCap';
import type { HttpRequest } from './types';

function buildEnvelope<T extends z.ZodType>(item: T) {
  return z.looseObject({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable().optional(),
    results: listOf(item),
  });
}

const envelopes = new WeakMap<z.ZodType, ReturnType<typeof buildEnvelope>>();

/** The page envelope of `item`, built once per item schema (a list asks for it at every page). */
export function envelope<T extends z.ZodType>(item: T): ReturnType<typeof buildEnvelope<T>> {
  let e = envelopes.get(item) as ReturnType<typeof buildEnvelope<T>> | undefined;
  if (!e) envelopes.set(item, (e = buildEnvelope(item)));
  return e;
}

export interface Page<T> {
  items: T[];
  count: number;
  /** 1-based page number. */
  page: number;
  /** The server's link to the next page, or null on the last. */
  next: string | null;
}

/** Reads one page (page 1 when `page` is omitted). */
export async function fetchPage<T extends z.ZodType>(
  http: HttpClient,
  req: HttpRequest,
  item: T,
  page?: number,
): Promise<Page<z.output<T>>> {
  const request = page && page > 1 ? { ...req, query: { ...req.query, page } } : req;
  const body = await http.requestJson(request, envelope(item));
  return { items: body.results, count: body.count, page: page ?? 1, next: body.next };
}

/**
 * Lazy pages following `next`. Past the cap it throws ListTooLongError instead of asking for another page
 * (its `partial` is empty: every page before was yielded; `resumeAt` is the page it did not read).
 */
export async function* iteratePages<T extends z.ZodType>(
  http: HttpClient,
  first: HttpRequest,
  item: T,
  opts: { signal?: AbortSignal; cap?: ListCap } = {},
): AsyncGenerator<Page<z.output<T>>> {
  const cap = opts.cap ?? LIST_CAP;
  const endpoint = http.endpointOf(first);
  const seen = new Set<string>();
  let req: HttpRequest = { ...first, signal: opts.signal ?? first.signal };
  let count: number | undefined;
  let items = 0;
  let expectedPages = Infinity;
  for (let page = 1; ; page++) {
    const body = await http.requestJson(req, envelope(item));
    if (count === undefined) {
      count = body.count;
      expectedPages = body.results.length > 0 ? Math.ceil(count / body.results.length) : 1;
    } else if (body.count !== count) {
      throw new ProtocolError(
        `The list at ${endpoint} changed while it was being read (count ${count} → ${body.count}); read it again.`,
        endpoint,
      );
    }
    items += body.results.length;
    if (items > cap.items) throw new ListTooLongError(endpoint, 'items', cap.items, [], page);
    if (items > count) throw new ProtocolError(`${endpoint} returned more items than its count of ${count}.`, endpoint);
    if (page > expectedPages + 1)
      throw new ProtocolError(`${endpoint} keeps returning pages beyond its count; stopped.`, endpoint);
    // The last page: fewer items than the count means pages were skipped or came back short.
    if (!body.next && items !== count)
      throw new ProtocolError(`${endpoint} returned ${items} items in all, but its count says ${count}.`, endpoint);
    yield { items: body.results, count, page, next: body.next };
    if (!body.next) return;
    if (page >= cap.pages) throw new ListTooLongError(endpoint, 'pages', cap.pages, [], page + 1);
    const nextKey = stripFormat(body.next);
    if (seen.has(nextKey))
      throw new ProtocolError(`${endpoint} links to a page it already returned; stopped to avoid a loop.`, endpoint);
    seen.add(nextKey);
    // resolve() refuses a next link on another origin (it would carry the credentials there).
    http.resolve({ ...req, url: body.next, query: undefined });
    req = { ...req, url: body.next, query: undefined, endpoint };
  }
}

export interface FetchAllOptions {
  /** page_size asked for; the server may return fewer per page (its cap), which is then used. */
  pageSize?: number;
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Default LIST_CAP; tests pass smaller ones. */
  cap?: ListCap;
}

/** A page's envelope with its items unread: enough to plan the other pages before page 1's items are validated. */
const ENVELOPE_ONLY = envelope(z.unknown());

/**
 * Every item of a list, in order: page 1 first, then the remaining pages in parallel. A count or a page
 * count past the cap is refused after page 1 (ListTooLongError with page 1's items), before any other request.
 * Page 1's items are validated while the other pages are on the wire (issue 28: validation of a large
 * page costs more than JSON.parse; done before the next requests, it added to the wall time); a page-1
 * item that fails still fails the list, and the requests already sent are cancelled.
 */
export async function fetchAll<T extends z.ZodType>(
  http: HttpClient,
  first: HttpRequest,
  item: T,
  opts: FetchAllOptions = {},
): Promise<z.output<T>[]> {
  const endpoint = http.endpointOf(first);
  const query = { ...first.query, ...(opts.pageSize ? { page_size: opts.pageSize } : {}) };
  const req: HttpRequest = { ...first, query, signal: opts.signal ?? first.signal, endpoint };
  const answer = await http.request(req);
  const page1 = http.validate(answer.body, ENVELOPE_ONLY, endpoint, answer.status);
  const items1 = () => http.validate(answer.body, envelope(item), endpoint, answer.status).results;
  const count = page1.count;
  const size = page1.results.length;
  if (!page1.next) {
    const items = items1();
    if (size !== count)
      throw new ProtocolError(`${endpoint} says ${count} items but returned ${size} on its only page.`, endpoint);
    opts.onProgress?.(1, 1);
    return items;
  }
  if (size === 0) throw new ProtocolError(`${endpoint} returned an empty page with a next link.`, endpoint);
  if (size >= count)
    throw new ProtocolError(
      `${endpoint} returned ${size} of ${count} items on page 1 yet links to a next page.`,
      endpoint,
    );
  const pages = Math.ceil(count / size);
  const cap = opts.cap ?? LIST_CAP;
  if (count > cap.items) throw new ListTooLongError(endpoint, 'items', cap.items, items1(), 2);
  if (pages > cap.pages) throw new ListTooLongError(endpoint, 'pages', cap.pages, items1(), 2);
  opts.onProgress?.(1, pages);
  // Page N's URL is the server's own next link with page=N: it keeps whatever query the server expects.
  const nextUrl = http.resolve({ ...req, url: page1.next, query: undefined });
  const stop = new AbortController();
  const signal = req.signal ? AbortSignal.any([req.signal, stop.signal]) : stop.signal;
  const rest = Array.from({ length: pages - 1 }, (_, i) => i + 2);
  let done = 1;
  const others = mapLimit(rest, opts.concurrency ?? 4, async (n) => {
    const url = new URL(nextUrl.href);
    url.searchParams.set('page', String(n));
    const body = await http.requestJson({ ...req, url: url.href, query: undefined, signal }, envelope(item));
    if (body.count !== count)
      throw new ProtocolError(
        `The list at ${endpoint} changed while it was being read (count ${count} → ${body.count}); read it again.`,
        endpoint,
      );
    const expected = n < pages ? size : count - size * (pages - 1);
    // A server that ignores ?page= answers page 1 again: its links give it away.
    if (pageOf(body.next) !== (n < pages ? n + 1 : undefined) || pageOf(body.previous ?? null, 1) !== n - 1) {
      throw new ProtocolError(
        `${endpoint} answered the request for page ${n} with another page; its paging cannot be trusted.`,
        endpoint,
      );
    }
    if (body.results.length !== expected)
      throw new ProtocolError(
        `${endpoint} page ${n} has ${body.results.length} items, expected ${expected}.`,
        endpoint,
      );
    opts.onProgress?.(++done, pages);
    return body.results;
  });
  let first1: z.output<T>[];
  try {
    // One turn of the event loop lets the requests just started reach the wire (the kept-alive
    // connection of page 1 writes at once) before validation holds the thread.
    await new Promise((resolve) => setImmediate(resolve));
    first1 = items1();
  } catch (e) {
    stop.abort();
    others.catch(() => undefined); // cancelled because page 1 failed: that failure is the one to report
    throw e;
  }
  return [first1, ...(await others)].flat();
}

/** The page number a link names: `page=N`, `fallback` when the link has none, undefined for no link. */
function pageOf(link: string | null, fallback?: number): number | undefined {
  if (link === null) return undefined;
  try {
    const page = new URL(link).searchParams.get('page');
    return page === null ? fallback : Number(page);
  } catch {
    return Number.NaN;
  }
}

function stripFormat(url: string): string {
  try {
    const u = new URL(url);
    u.searchParams.delete('format');
    return u.href;
  } catch {
    return url;
  }
}

// Response helpers shared by the Weblate routes: the 5.10 error shape, the list envelope with DRF's
// paging rules, and the Allow headers the seed lists.
import type { SandboxRequest, SandboxResponse } from '../types';

export const ALLOW_READ = 'GET, HEAD, OPTIONS';
export const ALLOW_LANGUAGE = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS';
export const ALLOW_UNIT = 'GET, PATCH, HEAD, OPTIONS';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly attr: string | null = null,
    readonly type: 'client_error' | 'validation_error' | 'server_error' = status >= 500
      ? 'server_error'
      : 'client_error',
    readonly extraErrors: { code: string; detail: string; attr: string | null }[] = [],
  ) {
    super(detail);
  }

  /** Extra headers of the answer (Allow on 405, WWW-Authenticate on 401, Retry-After on 429). */
  headers: Record<string, string> = {};

  withHeaders(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }

  toResponse(): SandboxResponse {
    const errors = [{ code: this.code, detail: this.message, attr: this.attr }, ...this.extraErrors];
    // DRF's TokenAuthentication names its scheme on every 401.
    const headers = this.status === 401 ? { 'WWW-Authenticate': 'Token', ...this.headers } : this.headers;
    return { status: this.status, json: { type: this.type, errors }, headers: { ...headers } };
  }
}

export const notFound = () => new HttpError(404, 'not_found', 'Not found.');

export function ok(json: unknown, allow = ALLOW_READ, status = 200): SandboxResponse {
  return { status, json, headers: { Allow: allow } };
}

function intParam(req: SandboxRequest, name: string, last?: number): number | undefined {
  const raw = req.url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw === 'last' && last !== undefined) return last; // DRF's PageNumberPagination knows `page=last`
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    if (name === 'page') throw new HttpError(404, 'not_found', 'Invalid page.');
    return undefined;
  }
  return n;
}

/** The list envelope: 20 per page unless page_size (capped at max), page 1's URL without `page`. */
export function paginate<T, R>(
  req: SandboxRequest,
  items: readonly T[],
  render: (item: T) => R,
  maxPageSize = 1000,
): SandboxResponse {
  const size = Math.min(intParam(req, 'page_size') ?? 20, maxPageSize);
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = intParam(req, 'page', pages) ?? 1;
  if (page > pages) throw new HttpError(404, 'not_found', 'Invalid page.');
  const link = (n: number) => {
    const u = new URL(req.url.href);
    if (n === 1) u.searchParams.delete('page');
    else u.searchParams.set('page', String(n));
    return u.href;
  };
  const results = items.slice((page - 1) * size, page * size).map(render);
  return ok({
    count: items.length,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  });
}

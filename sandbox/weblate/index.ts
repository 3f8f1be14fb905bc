// The sandbox's Weblate service under /api/: authentication, rate limiting, routing to reads/writes,
// and Weblate ≥ 5.10 error bodies for every failure.
import { autoTranslate, isAutoTranslate } from './autoTranslate';
import type {
  DataSize,
  SandboxCredentials,
  SandboxRequest,
  SandboxResponse,
  SandboxService,
  SandboxSettings,
} from '../types';
import { authenticate } from './auth';
import { generateWeblateData } from './data';
import { ALLOW_READ, HttpError } from './http';
import type { WeblateDb } from './model';
import { postLock, repositoryRoute } from './maintenance';
import { findComponent, handleRead, repositoryOwner, type Ctx } from './reads';
import { Serializer } from './serialize';
import { changeLanguage, createLanguage, patchUnit } from './writes';
import { handleReview, isReviewRoute } from './review';
import { uploadTranslationFile } from './upload';
import { findTranslation } from './reads';
import { handleScreenshots } from './screenshots';
import { isMemoryLookup, memoryLookup } from './memory';
import { addFormatComponents } from './formatComponents';

export interface WeblateServiceOptions {
  size: DataSize;
  /** Requests allowed per window (0 = unlimited). */
  rateLimit: number;
  credentials: SandboxCredentials;
  /** Read on every request, so a test can switch the order of change lists while the sandbox runs. */
  settings?: SandboxSettings;
  /** The security suite's payload component (default true). */
  payloadData?: boolean;
  /** The realistic Ledger project (ledger.ts; default false). */
  ledger?: boolean;
  /** Length of the rate-limit window in seconds (default 60). */
  rateWindowSeconds?: number;
}

export interface WeblateService extends SandboxService {
  readonly db: WeblateDb;
}

export function createWeblateService(opts: WeblateServiceOptions): WeblateService {
  const db = generateWeblateData(opts.size, opts.payloadData ?? true, opts.ledger ?? false);
  const windowMs = (opts.rateWindowSeconds ?? 60) * 1000;
  let windowStart = Date.now();
  let used = 0;

  function rateHeaders(): Record<string, string> | HttpError {
    if (opts.rateLimit <= 0) return {};
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    const reset = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    const headers = {
      'X-RateLimit-Limit': String(opts.rateLimit),
      'X-RateLimit-Remaining': String(Math.max(0, opts.rateLimit - used)),
      'X-RateLimit-Reset': String(reset),
    };
    if (used > opts.rateLimit) {
      return new HttpError(
        429,
        'throttled',
        `Request was throttled. Expected available in ${reset} seconds.`,
      ).withHeaders({ ...headers, 'Retry-After': String(reset) });
    }
    return headers;
  }

  async function route(req: SandboxRequest): Promise<SandboxResponse | undefined> {
    const path = req.url.pathname;
    // Every Weblate route ends with a slash; without it Django answers its HTML 404 page, not the API's JSON.
    if (!path.endsWith('/'))
      return { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' }, text: NOT_FOUND_PAGE };
    const seg = path.slice('/api/'.length).split('/').filter(Boolean);
    const ctx: Ctx = {
      db,
      req,
      caller: authenticate(req, opts.credentials),
      ser: new Serializer(db, req.url.origin, opts.settings?.filenames, opts.settings?.reviewApi ?? true),
      changesOrder: opts.settings?.changesOrder ?? 'oldest-first',
    };
    const m = req.method;
    const reviewApi = opts.settings?.reviewApi ?? true;
    // 5.10.4 has no such routes: Django answers its HTML 404 page (seen by test/conformance).
    if (!reviewApi && isReviewRoute(seg))
      return { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' }, text: NOT_FOUND_PAGE };
    // Weblate 2026's translation-memory lookup (memory.ts); 5.10.4 has none.
    if (reviewApi && isMemoryLookup(seg, m)) return memoryLookup(ctx);
    if (isAutoTranslate(seg, m)) return autoTranslate(ctx, seg, reviewApi);
    const review = handleReview(ctx, seg, m, reviewApi);
    if (review) return review;
    const shots = await handleScreenshots(ctx, seg, m, reviewApi);
    if (shots) return shots;
    if (m === 'GET') return handleRead(ctx, seg);
    if (seg[0] === 'units' && seg.length === 2 && m === 'PATCH') return patchUnit(ctx, seg[1]!);
    // Weblate's file view takes PUT as well as POST for an upload.
    if (seg[0] === 'translations' && seg.length === 5 && seg[4] === 'file' && (m === 'POST' || m === 'PUT'))
      return uploadTranslationFile(ctx, findTranslation(ctx, seg[1]!, seg[2]!, seg[3]!));
    if (seg[0] === 'languages' && seg.length === 1 && m === 'POST') return createLanguage(ctx);
    if (seg[0] === 'components' && seg.length === 4 && seg[3] === 'lock' && m === 'POST')
      return postLock(ctx, findComponent(ctx, seg[1]!, seg[2]!));
    if (seg.at(-1) === 'repository' && m === 'POST') {
      const owner = repositoryOwner(ctx, seg);
      if (owner) return repositoryRoute(ctx, owner);
    }
    if (seg[0] === 'languages' && seg.length === 2 && (m === 'PUT' || m === 'PATCH' || m === 'DELETE'))
      return changeLanguage(ctx, seg[1]!, m);
    // OPTIONS and unsupported methods answer only where a GET route exists, naming its methods in Allow.
    const existing = handleRead(ctx, seg);
    if (!existing) return undefined;
    const allow = existing.headers?.Allow ?? ALLOW_READ;
    if (m === 'OPTIONS') {
      return {
        status: 200,
        headers: { Allow: allow },
        json: {
          name: viewName(seg),
          description: '',
          renders: ['application/json', 'text/html'],
          parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        },
      };
    }
    throw new HttpError(405, 'method_not_allowed', `Method "${m}" not allowed.`).withHeaders({ Allow: allow });
  }

  return {
    prefix: '/api/',
    db,
    async handle(req) {
      // Read on every request: a test turns the formats project on while the sandbox runs.
      if (opts.settings?.formatComponents) addFormatComponents(db);
      const limit = rateHeaders();
      if (limit instanceof HttpError) return limit.toResponse();
      let res: SandboxResponse | undefined;
      try {
        res = await route(req);
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        res = e.toResponse();
      }
      if (!res) res = new HttpError(404, 'not_found', 'Not found.').toResponse();
      return { ...res, headers: { ...limit, ...(res.headers ?? {}) } };
    },
  };
}

const NOT_FOUND_PAGE =
  '<!DOCTYPE html>\n<html lang="en" dir="ltr"><head><title>Page not found · Weblate</title></head><body><h1>Page not found</h1></body></html>\n';

/** DRF's view name for OPTIONS: "Api Root", "Unit Instance", "Language List"… */
function viewName(seg: string[]): string {
  if (seg.length === 0) return 'Api Root';
  const base = seg[0]!.charAt(0).toUpperCase() + seg[0]!.slice(1, -1);
  return `${base} ${seg.length === 1 ? 'List' : 'Instance'}`;
}

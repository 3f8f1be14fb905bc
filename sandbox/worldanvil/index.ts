// The sandbox's World Anvil (Aragorn) service under /api/aragorn/: both keys required on every call
// (headers, or the query-parameter form the seed allows), the article endpoints of seed 001, and the
// list endpoints other clients use. Errors are {"success": false, "error": ...}, sometimes on HTTP 200.
import type { SandboxCredentials, SandboxRequest, SandboxResponse, SandboxService } from '../types';
import { generateWorldAnvilData, type WaDb } from './data';
import { articleJson, articleSummary, worldJson } from './present';
import { createArticleRecord, writeArticle } from './store';
import { validateArticleBody } from './validate';
import { jsonBody } from './boromir/answers';

export interface WorldAnvilService extends SandboxService {
  readonly db: WaDb;
}

const fail = (status: number, error: unknown): SandboxResponse => ({ status, json: { success: false, error } });
const done = (json: unknown): SandboxResponse => ({ status: 200, json });

export function credential(req: SandboxRequest, name: string): string | undefined {
  const h = req.headers[name];
  return (Array.isArray(h) ? h[0] : h) ?? req.url.searchParams.get(name) ?? undefined;
}

export function createWorldAnvilService(opts: {
  credentials: SandboxCredentials;
  db?: WaDb;
  payloadData?: boolean;
}): WorldAnvilService {
  const db = opts.db ?? generateWorldAnvilData(opts.payloadData ?? true);
  const keys = opts.credentials.worldAnvil;
  const ownsWorld = (worldId: string) => db.worlds.find((w) => w.id === worldId)?.ownerId === db.me.id;

  function route(req: SandboxRequest, seg: string[]): SandboxResponse | undefined {
    const [root, id, sub] = seg;
    const m = req.method;
    if (m === 'GET' && root === 'user' && seg.length === 1)
      return done({
        id: db.me.id,
        username: db.me.username,
        avatar: db.me.avatar,
        url: `https://www.worldanvil.com/author/${db.me.username}`,
        success: true,
      });
    if (m === 'GET' && root === 'user' && sub === 'worlds' && seg.length === 3) {
      if (id !== db.me.id) return fail(403, 'You can only list your own worlds.');
      return done({ worlds: db.worlds.filter((w) => w.ownerId === db.me.id).map((w) => worldJson(db, w)) });
    }
    if (root === 'world' && id && m === 'GET') {
      const w = db.worlds.find((x) => x.id === id);
      if (!w) return fail(404, 'World not found.');
      if (seg.length === 2) return done(worldJson(db, w));
      if (sub === 'articles' && seg.length === 3) {
        if (w.ownerId !== db.me.id && w.state === 'private') return fail(403, 'You do not have access to this world.');
        const limit = Math.min(Math.max(Number(req.url.searchParams.get('limit') ?? 50) || 50, 1), 50);
        const offset = Math.max(Number(req.url.searchParams.get('offset') ?? 0) || 0, 0);
        const list = db.articles.filter((a) => a.worldId === w.id);
        return done({ articles: list.slice(offset, offset + limit).map((a) => articleSummary(db, a)) });
      }
    }
    if (root === 'article' && seg.length === 1 && m === 'POST') return createArticle(req);
    if (root === 'article' && id && seg.length === 2) {
      const a = db.articles.find((x) => x.id === id);
      if (!a) return fail(404, 'Article not found.');
      if (!ownsWorld(a.worldId)) {
        // The real service answers some permission failures with HTTP 200 and success: false.
        return m === 'GET'
          ? done({ success: false, error: 'You do not have permission to view this article.' })
          : fail(403, 'You do not have permission to edit this article.');
      }
      if (m === 'GET') return done(articleJson(db, a, req.url.searchParams.get('load_all_properties') === 'true'));
      if (m === 'DELETE') {
        db.articles.splice(db.articles.indexOf(a), 1);
        return done({ success: true });
      }
      if (m === 'PATCH') {
        const body = jsonBody(req);
        if (!body) return fail(400, 'The request body must be a JSON object.');
        const v = validateArticleBody(body, 'patch');
        if (Object.keys(v).length > 0) return fail(422, v);
        writeArticle(a, body);
        return done(articleJson(db, a, false));
      }
    }
    return undefined;
  }

  function createArticle(req: SandboxRequest): SandboxResponse {
    const body = jsonBody(req);
    if (!body) return fail(400, 'The request body must be a JSON object (form data is not accepted).');
    const v = validateArticleBody(body, 'create');
    if (Object.keys(v).length > 0) return fail(422, v);
    const world = db.worlds.find((w) => w.id === body.world);
    if (!world) return fail(404, 'World not found.');
    if (world.ownerId !== db.me.id) return fail(403, 'You cannot write in this world.');
    const a = createArticleRecord(db, world, body);
    return done(articleJson(db, a, false));
  }

  return {
    prefix: '/api/aragorn/',
    db,
    handle(req) {
      db.site = req.url.origin;
      if (
        credential(req, 'x-auth-token') !== keys.authToken ||
        credential(req, 'x-application-key') !== keys.applicationKey
      ) {
        return fail(
          401,
          'Authentication failed: x-auth-token and x-application-key are both required and must be valid.',
        );
      }
      const seg = req.url.pathname.slice('/api/aragorn/'.length).split('/').filter(Boolean);
      return route(req, seg);
    },
  };
}

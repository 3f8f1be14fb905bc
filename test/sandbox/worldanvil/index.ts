// The sandbox's World Anvil (Aragorn) service under /api/aragorn/: both keys required on every call
// (headers, or the query-parameter form the seed allows), the article endpoints of seed 001, and the
// list endpoints other clients use. Errors are {"success": false, "error": ...}, sometimes on HTTP 200.
import type { SandboxCredentials, SandboxRequest, SandboxResponse, SandboxService } from '../types';
import { generateWorldAnvilData, type WaDb } from './data';
import { phpDate, SECTION_NAMES, type WaArticle } from './model';
import { articleJson, articleSummary, worldJson } from './present';
import { TEMPLATES, validateArticleBody } from './validate';

export interface WorldAnvilService extends SandboxService {
  readonly db: WaDb;
}

const fail = (status: number, error: unknown): SandboxResponse => ({ status, json: { success: false, error } });
const done = (json: unknown): SandboxResponse => ({ status: 200, json });

function credential(req: SandboxRequest, name: string): string | undefined {
  const h = req.headers[name];
  return (Array.isArray(h) ? h[0] : h) ?? req.url.searchParams.get(name) ?? undefined;
}

export function createWorldAnvilService(opts: { credentials: SandboxCredentials }): WorldAnvilService {
  const db = generateWorldAnvilData();
  const keys = opts.credentials.worldAnvil;
  const ownsWorld = (worldId: string) => db.worlds.find((w) => w.id === worldId)?.ownerId === db.me.id;

  function writeArticle(a: WaArticle, body: Record<string, unknown>): void {
    const flag = (v: unknown) => v === 1 || v === true;
    if (typeof body.title === 'string') {
      a.title = body.title;
      a.slug = body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    }
    if (body.isDraft !== undefined) a.isDraft = flag(body.isDraft);
    if (body.isWip !== undefined) a.isWip = flag(body.isWip);
    if (body.isAdultContent !== undefined) a.isAdultContent = flag(body.isAdultContent);
    if (body.state !== undefined) a.state = body.state as 'public' | 'private';
    if (body.category !== undefined) a.categoryId = body.category as string;
    if (body.articleParent !== undefined) a.articleParent = body.articleParent as string;
    if (body.parent !== undefined) a.parent = body.parent as string;
    if (body.cover !== undefined) a.cover = body.cover as number;
    if (body.position !== undefined) a.position = body.position as number;
    if (body.content !== undefined) a.content = body.content as string;
    if (body.userMetadata !== undefined) a.userMetadata = body.userMetadata;
    for (const f of ['tags', 'excerpt', 'pronunciation', 'subheading', 'icon'] as const) if (typeof body[f] === 'string') a[f] = body[f] as string;
    for (const s of SECTION_NAMES) if (typeof body[s] === 'string') a.sections[s] = body[s] as string;
    a.updateDate = phpDate(new Date());
  }

  function route(req: SandboxRequest, seg: string[]): SandboxResponse | undefined {
    const [root, id, sub] = seg;
    const m = req.method;
    if (m === 'GET' && root === 'user' && seg.length === 1) return done({ id: db.me.id, username: db.me.username, avatar: db.me.avatar, url: `https://www.worldanvil.com/author/${db.me.username}`, success: true });
    if (m === 'GET' && root === 'user' && sub === 'worlds' && seg.length === 3) {
      if (id !== db.me.id) return fail(403, 'You can only list your own worlds.');
      return done({ worlds: db.worlds.filter((w) => w.ownerId === db.me.id).map(worldJson) });
    }
    if (root === 'world' && id && m === 'GET') {
      const w = db.worlds.find((x) => x.id === id);
      if (!w) return fail(404, 'World not found.');
      if (seg.length === 2) return done(worldJson(w));
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
        return m === 'GET' ? done({ success: false, error: 'You do not have permission to view this article.' }) : fail(403, 'You do not have permission to edit this article.');
      }
      if (m === 'GET') return done(articleJson(db, a, req.url.searchParams.get('load_all_properties') === 'true'));
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
    const now = phpDate(new Date());
    const a: WaArticle = {
      id: db.uuid(), worldId: world.id, authorId: db.me.id, title: '', slug: '', template: TEMPLATES.includes(body.template as string) ? (body.template as string) : 'article',
      state: world.state, isDraft: true, isWip: true, isAdultContent: false, tags: '', categoryId: null, articleParent: null, parent: null,
      customArticleTemplate: (body.custom_article_template as string | undefined) ?? null, cover: null, portraitId: null, content: null, sections: {},
      excerpt: '', pronunciation: '', subheading: '', icon: '', position: null, userMetadata: null, relations: {}, creationDate: now, updateDate: now, publicationDate: now, notificationDate: null,
    };
    writeArticle(a, body);
    db.articles.push(a);
    return done(articleJson(db, a, false));
  }

  function jsonBody(req: SandboxRequest): Record<string, unknown> | undefined {
    const ct = String(req.headers['content-type'] ?? '');
    if (req.invalidJson || !ct.includes('application/json') || typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) return undefined;
    return req.body as Record<string, unknown>;
  }

  return {
    prefix: '/api/aragorn/',
    db,
    handle(req) {
      if (credential(req, 'x-auth-token') !== keys.authToken || credential(req, 'x-application-key') !== keys.applicationKey) {
        return fail(401, 'Authentication failed: x-auth-token and x-application-key are both required and must be valid.');
      }
      const seg = req.url.pathname.slice('/api/aragorn/'.length).split('/').filter(Boolean);
      return route(req, seg);
    },
  };
}

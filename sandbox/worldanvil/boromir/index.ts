// The sandbox's World Anvil Boromir face under /api/external/boromir/, over the same records as the
// Aragorn face (an article written through one reads back through the other). Resources by query
// parameter, lists by POST {limit, offset}, create by PUT; both keys as headers or 401 (Boromir has no
// query-parameter form); errors {success: false, error}, 422 with the field messages and a trace (what
// pywaclient reads). The faults of the core apply here as to every path.
import type { SandboxCredentials, SandboxRequest, SandboxResponse, SandboxService } from '../../types';
import { done, fail, header, invalid, jsonBody, paging } from './answers';
import { createSecretsImagesRoutes } from './secretsImages';
import { createManuscriptRoutes } from './manuscripts';
import type { WaDb } from '../data';
import { createArticleRecord, writeArticle } from '../store';
import { validateArticleBody } from '../validate';
import { articleBoromir, articleRef, categoryJson, worldRef } from './present';
import { fromBoromirBody } from './writes';

export const BOROMIR_PREFIX = '/api/external/boromir/';

export function createBoromirService(opts: { credentials: SandboxCredentials; db: WaDb }): SandboxService {
  const { db } = opts;
  const keys = opts.credentials.worldAnvil;
  const world = (id: string | null) => db.worlds.find((w) => w.id === id);
  const mine = (worldId: string) => world(worldId)?.ownerId === db.me.id;
  const secretsAndImages = createSecretsImagesRoutes(db);
  const manuscripts = createManuscriptRoutes(db);

  function list(req: SandboxRequest, path: string, ownerId: string | null): SandboxResponse | undefined {
    const body = jsonBody(req);
    if (!body) return fail(400, 'The request body must be a JSON object.');
    const page = paging(body);
    if ('status' in page) return page;
    const slice = <T>(items: T[]) => items.slice(page.offset, page.offset + page.limit);
    if (path === 'user/worlds') {
      if (ownerId !== db.me.id) return fail(403, 'You can only list your own worlds.');
      return done({ entities: slice(db.worlds.filter((w) => w.ownerId === db.me.id)).map((x) => worldRef(db, x)) });
    }
    const w = world(ownerId);
    if (!w) return fail(404, 'World not found.');
    if (!mine(w.id) && w.state === 'private') return fail(403, 'You do not have access to this world.');
    if (path === 'world/categories')
      return done({ entities: slice(db.categories.filter((c) => c.worldId === w.id)).map((c) => categoryJson(db, c)) });
    const category = (body.category as { id?: unknown } | undefined)?.id;
    // "-1" is the world's root: the articles in no category (not "every article").
    const inCategory = (c: string | null) =>
      category === undefined || (String(category) === '-1' ? c === null : c === String(category));
    return done({
      entities: slice(db.articles.filter((a) => a.worldId === w.id && inCategory(a.categoryId))).map((a) =>
        articleRef(db, a),
      ),
    });
  }

  function article(req: SandboxRequest): SandboxResponse | undefined {
    const m = req.method;
    if (m === 'PUT') {
      const body = jsonBody(req);
      if (!body) return fail(400, 'The request body must be a JSON object.');
      const write = fromBoromirBody(body);
      const v = { ...write.problems, ...validateArticleBody(write.body, 'create') };
      if (Object.keys(v).length > 0) return invalid(v);
      const w = world(write.body.world as string);
      if (!w) return fail(404, 'World not found.');
      if (!mine(w.id)) return fail(403, 'You cannot write in this world.');
      return { status: 200, json: articleBoromir(db, createArticleRecord(db, w, write.body), 1) };
    }
    const id = req.url.searchParams.get('id');
    const a = db.articles.find((x) => x.id === id);
    if (!a) return fail(404, 'Article not found.');
    if (!mine(a.worldId))
      return m === 'GET'
        ? { status: 200, json: { success: false, error: 'You do not have permission to view this article.' } }
        : fail(403, 'You do not have permission to edit this article.');
    if (m === 'GET') {
      const g = Number(req.url.searchParams.get('granularity') ?? 0);
      if (![-1, 0, 1, 2, 3].includes(g))
        return invalid({ granularity: 'The granularity must be one of -1, 0, 1, 2, 3.' });
      return { status: 200, json: articleBoromir(db, a, g) };
    }
    if (m === 'PATCH') {
      const body = jsonBody(req);
      if (!body) return fail(400, 'The request body must be a JSON object.');
      const write = fromBoromirBody(body);
      const v = { ...write.problems, ...validateArticleBody(write.body, 'patch') };
      if (Object.keys(v).length > 0) return invalid(v);
      writeArticle(a, write.body);
      return done(articleRef(db, a));
    }
    if (m === 'DELETE') {
      db.articles.splice(db.articles.indexOf(a), 1);
      return done({});
    }
    return undefined;
  }

  return {
    prefix: BOROMIR_PREFIX,
    handle(req) {
      db.site = req.url.origin;
      if (header(req, 'x-auth-token') !== keys.authToken || header(req, 'x-application-key') !== keys.applicationKey) {
        return fail(
          401,
          'Authentication failed: the x-auth-token and x-application-key headers are both required and must be valid.',
        );
      }
      const path = req.url.pathname.slice(BOROMIR_PREFIX.length).replace(/\/+$/, '');
      const id = req.url.searchParams.get('id');
      if (path === 'identity' && req.method === 'GET')
        return done({ id: db.me.id, username: db.me.username, userhash: db.me.username });
      if (path === 'world' && req.method === 'GET') {
        const w = world(id);
        return w ? done(worldRef(db, w)) : fail(404, 'World not found.');
      }
      if (['user/worlds', 'world/articles', 'world/categories'].includes(path) && req.method === 'POST')
        return list(req, path, id);
      if (path === 'article') return article(req);
      return secretsAndImages(req, path) ?? manuscripts(req, path);
    },
  };
}

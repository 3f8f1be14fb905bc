// Boromir's secret and image routes (sandbox), as pywaclient 1.7.0 calls them: `GET|PUT|PATCH|DELETE
// secret` (PUT creates: title and world required), `GET|PATCH|DELETE image` (no PUT: World Anvil's API
// uploads no image, 405), and `POST world/secrets` and `POST world/images` with {limit, offset} under the
// same paging rules as the articles. Someone else's secret or image reads as `success: false` on HTTP 200
// and refuses writes with 403, as articles do.
import type { SandboxRequest, SandboxResponse } from '../../types';
import type { WaDb } from '../data';
import { phpDate, type WaSecret } from '../model';
import { done, fail, invalid, jsonBody, paging } from './answers';
import { imageBoromir, secretBoromir } from './presentSecretsImages';

const GRANULARITIES = [-1, 0, 1, 2, 3];
const SECRET_FIELDS = ['title', 'state', 'tags', 'content', 'article', 'world', 'author', 'subscribergroups'];
const IMAGE_FIELDS = ['title', 'description', 'alt', 'isFeatured', 'linkUrl', 'article', 'world'];

const refId = (v: unknown) => (v !== null && typeof v === 'object' ? (v as { id?: unknown }).id : undefined);

export function createSecretsImagesRoutes(db: WaDb) {
  const mine = (worldId: string) => db.worlds.find((w) => w.id === worldId)?.ownerId === db.me.id;

  function granularity(req: SandboxRequest): number | SandboxResponse {
    const g = Number(req.url.searchParams.get('granularity') ?? 0);
    return GRANULARITIES.includes(g) ? g : invalid({ granularity: 'The granularity must be one of -1, 0, 1, 2, 3.' });
  }

  /**
   * A GET's answer, or a refusal when the world is someone else's (a read answers success false on HTTP
   * 200, a write 403, as for articles); undefined when a write may go on.
   */
  function readOrRefuse(
    req: SandboxRequest,
    worldId: string,
    kind: string,
    present: (granularity: number) => object,
  ): SandboxResponse | undefined {
    if (!mine(worldId))
      return req.method === 'GET'
        ? { status: 200, json: { success: false, error: `You do not have permission to view this ${kind}.` } }
        : fail(403, `You do not have permission to edit this ${kind}.`);
    if (req.method !== 'GET') return undefined;
    const g = granularity(req);
    return typeof g === 'number' ? done(present(g)) : g;
  }

  /** The problems of a secret's write body; `create` also requires a title and a world. */
  function secretProblems(body: Record<string, unknown>, create: boolean, worldId?: string): Record<string, string> {
    const v: Record<string, string> = {};
    for (const k of Object.keys(body)) if (!SECRET_FIELDS.includes(k)) v[k] = `Unknown field ${k}.`;
    if (create || 'title' in body) {
      if (typeof body.title !== 'string' || body.title.trim() === '') v.title = 'The title is required.';
      else if (body.title.length > 255) v.title = 'The title must be at most 255 characters.';
    }
    if (create && typeof refId(body.world) !== 'string') v.world = 'The world must be an object with an id.';
    if ('state' in body && !['public', 'private'].includes(body.state as string))
      v.state = 'The state must be public or private.';
    for (const k of ['content', 'tags'])
      if (k in body && body[k] !== null && typeof body[k] !== 'string') v[k] = `The ${k} must be a string.`;
    if ('article' in body && body.article !== null) {
      const a = db.articles.find((x) => x.id === refId(body.article));
      const world = worldId ?? (refId(body.world) as string | undefined);
      if (!a || a.worldId !== world) v.article = 'The article must be an article of the same world.';
    }
    return v;
  }

  function writeSecret(s: WaSecret, body: Record<string, unknown>): void {
    if (typeof body.title === 'string') s.title = body.title;
    if (body.state === 'public' || body.state === 'private') s.state = body.state;
    if ('content' in body) s.content = (body.content as string | null) ?? null;
    if ('tags' in body) s.tags = (body.tags as string | null) ?? '';
    if ('article' in body) s.articleId = (refId(body.article) as string | undefined) ?? null;
    s.updateDate = phpDate(new Date());
  }

  function secret(req: SandboxRequest): SandboxResponse | undefined {
    if (req.method === 'PUT') {
      const body = jsonBody(req);
      if (!body) return fail(400, 'The request body must be a JSON object.');
      const v = secretProblems(body, true);
      if (Object.keys(v).length > 0) return invalid(v);
      const w = db.worlds.find((x) => x.id === refId(body.world));
      if (!w) return fail(404, 'World not found.');
      if (!mine(w.id)) return fail(403, 'You cannot write in this world.');
      const now = phpDate(new Date());
      const s: WaSecret = {
        id: db.uuid(),
        worldId: w.id,
        authorId: db.me.id,
        title: '',
        slug: '',
        content: null,
        state: 'private',
        tags: '',
        articleId: null,
        creationDate: now,
        updateDate: now,
      };
      writeSecret(s, body);
      s.slug = s.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      db.secrets.push(s);
      return done(secretBoromir(db, s, 0));
    }
    const s = db.secrets.find((x) => x.id === req.url.searchParams.get('id'));
    if (!s) return fail(404, 'Secret not found.');
    const read = readOrRefuse(req, s.worldId, 'secret', (g) => secretBoromir(db, s, g));
    if (read) return read;
    if (req.method === 'PATCH') {
      const body = jsonBody(req);
      if (!body) return fail(400, 'The request body must be a JSON object.');
      const v = secretProblems(body, false, s.worldId);
      if ('world' in body && refId(body.world) !== s.worldId) v.world = 'A secret cannot move to another world.';
      if (Object.keys(v).length > 0) return invalid(v);
      writeSecret(s, body);
      return done(secretBoromir(db, s, -1));
    }
    if (req.method === 'DELETE') {
      db.secrets.splice(db.secrets.indexOf(s), 1);
      return done({});
    }
    return undefined;
  }

  function image(req: SandboxRequest): SandboxResponse | undefined {
    if (req.method === 'PUT') return fail(405, 'Images are uploaded on World Anvil; the API creates none.');
    const i = db.images.find((x) => String(x.id) === req.url.searchParams.get('id'));
    if (!i) return fail(404, 'Image not found.');
    const read = readOrRefuse(req, i.worldId, 'image', (g) => imageBoromir(db, i, g));
    if (read) return read;
    if (req.method === 'PATCH') {
      const body = jsonBody(req);
      if (!body) return fail(400, 'The request body must be a JSON object.');
      const v: Record<string, string> = {};
      for (const k of Object.keys(body)) if (!IMAGE_FIELDS.includes(k)) v[k] = `Unknown or read-only field ${k}.`;
      for (const k of ['title', 'description', 'alt'])
        if (k in body && typeof body[k] !== 'string') v[k] = `The ${k} must be a string.`;
      if (Object.keys(v).length > 0) return invalid(v);
      for (const k of ['title', 'description', 'alt'] as const) if (typeof body[k] === 'string') i[k] = body[k];
      i.updateDate = phpDate(new Date());
      return done(imageBoromir(db, i, -1));
    }
    if (req.method === 'DELETE') {
      db.images.splice(db.images.indexOf(i), 1);
      return done({});
    }
    return undefined;
  }

  /** `world/secrets` and `world/images`: the world's own, in order, a page of {limit, offset}. */
  function list(req: SandboxRequest, path: string): SandboxResponse {
    const body = jsonBody(req);
    if (!body) return fail(400, 'The request body must be a JSON object.');
    const page = paging(body);
    if ('status' in page) return page;
    const w = db.worlds.find((x) => x.id === req.url.searchParams.get('id'));
    if (!w) return fail(404, 'World not found.');
    if (!mine(w.id)) return fail(403, 'You do not have access to this world.');
    const slice = <T>(items: T[]) => items.slice(page.offset, page.offset + page.limit);
    const entities =
      path === 'world/secrets'
        ? slice(db.secrets.filter((s) => s.worldId === w.id)).map((s) => secretBoromir(db, s, -1))
        : slice(db.images.filter((i) => i.worldId === w.id)).map((i) => imageBoromir(db, i, -1));
    return done({ entities });
  }

  /** The answer for this path, or undefined when it is not a secret or image route. */
  return (req: SandboxRequest, path: string): SandboxResponse | undefined => {
    if (path === 'secret') return secret(req);
    if (path === 'image') return image(req);
    if ((path === 'world/secrets' || path === 'world/images') && req.method === 'POST') return list(req, path);
    return undefined;
  };
}

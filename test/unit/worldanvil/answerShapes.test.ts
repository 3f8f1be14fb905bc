// Answers a real World Anvil gives that the sandbox does not (API-NOTES): field errors as an object, failures
// inside HTTP 200 worded in different ways, servers that echo a key back, list endpoints that ignore offset,
// redirects. A scripted loopback server plays them.
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AuthError,
  ClientError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  ValidationError,
} from '../../../src/core/http';
import { WorldAnvilClient } from '../../../src/core/worldanvil';
import { json, serve, type TestServer } from '../http/servers';

const TOKEN = 'stub-auth-token-7d1e';
const KEY = 'stub-application-key-33aa';
const WORLD = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

let reply: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => json(res, 500, {});
let server: TestServer;

const make = () =>
  new WorldAnvilClient({
    baseUrl: `${server.origin}/api/aragorn`,
    authToken: TOKEN,
    applicationKey: KEY,
    requestsPerSecond: 0,
    retry: { maxRetries: 1, baseDelayMs: 1 },
  });

async function failure<T extends Error>(p: Promise<unknown>, cls: abstract new (...a: never[]) => T): Promise<T> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof cls, `expected ${cls.name}, got ${(e as Error).name}: ${(e as Error).message}`);
    for (const s of [TOKEN, KEY])
      assert.ok(!String(e).includes(s) && !(e as Error).message.includes(s), 'no key in the error');
    return e as T;
  }
  throw new Error(`expected ${cls.name}, got data`);
}

const validCreate = { world: WORLD, title: 'T', template: 'article' };

describe('WorldAnvilClient and real-server answer shapes', () => {
  before(async () => {
    server = await serve((req, res) => reply(req, res));
  });
  after(() => server.close());
  beforeEach(() => {
    server.seen.length = 0;
  });

  it('reads field errors of a 422 as ValidationError problems, one per field', async () => {
    reply = (_q, res) =>
      json(res, 422, {
        success: false,
        error: {
          title: 'The title has already been taken.',
          category: ['The category does not belong to this world.'],
        },
      });
    const e = await failure(make().createArticle(validCreate), ValidationError);
    assert.equal(e.status, 422);
    assert.deepEqual(e.problems.map((p) => p.field).sort(), ['category', 'title']);
    assert.match(e.problems.find((p) => p.field === 'title')!.message, /already been taken/);
    assert.equal(server.seen.length, 1, 'a refused create is not repeated');
  });

  it('classifies HTTP 200 success:false by what the body says', async () => {
    const cases: [unknown, abstract new (...a: never[]) => Error][] = [
      [{ success: false, error: { excerpt: 'Too long.' } }, ValidationError],
      [{ success: false, error: 'Article not found' }, NotFoundError],
      [{ success: false, error: 'You are not allowed to edit this world.' }, PermissionError],
      [{ success: false, error: 'Something odd happened.' }, ClientError],
      [{ success: false }, ClientError],
    ];
    for (const [body, cls] of cases) {
      reply = (_q, res) => json(res, 200, body);
      const e = await failure(make().patchArticle(WORLD, { excerpt: 'x' }), cls);
      assert.equal((e as { status?: number }).status, 200);
    }
    reply = (_q, res) => json(res, 200, { success: false, error: { excerpt: 'Too long.' } });
    const v = await failure(make().patchArticle(WORLD, { excerpt: 'x' }), ValidationError);
    assert.deepEqual(
      v.problems.map((p) => p.field),
      ['excerpt'],
    );
  });

  it('does not mistake an ordinary answer holding success:true for a failure', async () => {
    reply = (_q, res) => json(res, 200, { id: WORLD, title: 'W', success: true });
    assert.equal((await make().getWorld(WORLD)).title, 'W');
  });

  it('scrubs a key the server echoes back in its error text', async () => {
    reply = (_q, res) => json(res, 401, { success: false, error: `Invalid token ${TOKEN} for application ${KEY}` });
    const e = await failure(make().getUser(), AuthError);
    assert.match(e.message, /Invalid token/);
  });

  it('reads an HTML error page as the status says, without echoing it', async () => {
    reply = (_q, res) => {
      res.writeHead(403, { 'Content-Type': 'text/html' });
      res.end('<!DOCTYPE html><html><body><h1>Forbidden</h1></body></html>');
    };
    const e = await failure(make().getUser(), PermissionError);
    assert.ok(!e.message.includes('<h1>'));
  });

  it('never follows a redirect, so the keys never travel elsewhere', async () => {
    reply = (_q, res) => {
      res.writeHead(302, { Location: 'https://elsewhere.example.invalid/api/aragorn/user' });
      res.end();
    };
    await failure(make().getUser(), ProtocolError);
    assert.equal(server.seen.length, 1);
  });

  it('lists through full pages until a short one, asking at most 50 at a time', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `a-${i}`);
    reply = (req, res) => {
      const q = new URL(req.url!, 'http://x').searchParams;
      const offset = Number(q.get('offset'));
      const limit = Number(q.get('limit'));
      json(res, 200, { articles: ids.slice(offset, offset + limit).map((id) => ({ id, title: id })) });
    };
    const c = make();
    const all = await c.listAllArticles(WORLD);
    assert.deepEqual(
      all.map((a) => a.id),
      ids,
    );
    assert.deepEqual(
      server.seen.map((s) => new URL(s.url, 'http://x').searchParams.get('offset')),
      ['0', '50', '100'],
    );
    server.seen.length = 0;
    const page = await c.listArticles(WORLD, { offset: 0, limit: 500 });
    assert.equal(new URL(server.seen[0]!.url, 'http://x').searchParams.get('limit'), '50');
    assert.equal(page.items.length, 50);
    assert.equal(page.hasMore, true);
  });

  it('ends a list whose server ignores offset instead of looping forever', async () => {
    reply = (_q, res) =>
      json(res, 200, { articles: Array.from({ length: 50 }, (_, i) => ({ id: `same-${i}`, title: `Same ${i}` })) });
    const all = await make().listAllArticles(WORLD);
    assert.equal(all.length, 50);
    assert.equal(new Set(all.map((a) => a.id)).size, 50);
    assert.ok(server.seen.length <= 3, `${server.seen.length} requests`);
  });

  it('ends a list on an empty page, even a full-looking one before it', async () => {
    reply = (req, res) => {
      const offset = Number(new URL(req.url!, 'http://x').searchParams.get('offset'));
      json(res, 200, {
        articles: offset === 0 ? Array.from({ length: 50 }, (_, i) => ({ id: `p-${i}`, title: `P ${i}` })) : [],
      });
    };
    assert.equal((await make().listAllArticles(WORLD)).length, 50);
    assert.equal(server.seen.length, 2);
  });

  it('finds the newest article of a title for the ambiguous-create check', async () => {
    reply = (_q, res) =>
      json(res, 200, {
        articles: [
          { id: 'old', title: 'Dup' },
          { id: 'x', title: 'Other' },
          { id: 'new', title: 'Dup' },
        ],
      });
    const c = make();
    assert.equal((await c.findArticleByTitle(WORLD, 'Dup'))?.id, 'new');
    assert.equal(await c.findArticleByTitle(WORLD, 'dup'), undefined, 'titles compare exactly');
  });
});

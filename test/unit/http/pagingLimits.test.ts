// More paging corners: query parameters kept on every page, ?format=api echoed in links, progress,
// bounded concurrency with order kept, cancellation, errors on a later page, iteratePages' loop guards,
// and mapLimit on its own.
import { strict as assert } from 'node:assert';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import {
  CancelledError,
  fetchAll,
  HttpClient,
  InsecureRequestError,
  iteratePages,
  NotFoundError,
  ProtocolError,
  type HttpRequest,
} from '../../../src/core/http';
import { mapLimit } from '../../../src/core/http/concurrency';
import { json, serve, type TestServer } from './servers';

const Item = z.object({ n: z.number() });
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface ListOptions {
  cap?: number;
  /** Echo ?format=api in links as a real Weblate does. */
  formatApi?: boolean;
  delayMs?: (page: number) => number;
  mutate?: (page: number, body: Record<string, unknown>, req: IncomingMessage) => void;
  onStart?: () => void;
  onEnd?: () => void;
}

/** A DRF list of `count` items (item i is {n: i}), default page size 20. */
function list(count: number, o: ListOptions = {}) {
  return serve((req, res) => {
    o.onStart?.();
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const size = Math.min(Number(url.searchParams.get('page_size') ?? 20), o.cap ?? 1000);
    const page = Number(url.searchParams.get('page') ?? 1);
    const pages = Math.max(1, Math.ceil(count / size));
    const link = (n: number) => {
      const u = new URL(url.href);
      u.searchParams.set('page', String(n));
      if (o.formatApi) u.searchParams.set('format', 'api');
      return u.href;
    };
    const finish = () => {
      o.onEnd?.();
      if (page > pages) return json(res, 404, { detail: 'Invalid page.' });
      const results = Array.from({ length: Math.max(0, Math.min(size, count - (page - 1) * size)) }, (_, i) => ({
        n: (page - 1) * size + i,
      }));
      const body: Record<string, unknown> = {
        count,
        next: page < pages ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      };
      o.mutate?.(page, body, req);
      json(res, 200, body);
    };
    const delay = o.delayMs?.(page) ?? 0;
    if (delay > 0) setTimeout(finish, delay);
    else finish();
  });
}

const http = (s: TestServer) => new HttpClient({ baseUrl: `${s.origin}/api/` });
const first: HttpRequest = { method: 'GET', url: 'items/', query: { q: 'state:<translated', order: 'id' } };
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function drain<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('paging: fetchAll', () => {
  it('asks for page_size, keeps the caller’s query on every page and drops the echoed ?format=api', async () => {
    server = await list(95, { formatApi: true });
    const items = await fetchAll(http(server), first, Item, { pageSize: 30 });
    assert.deepEqual(
      items.map((i) => i.n),
      range(95),
    );
    for (const s of server.seen) {
      const u = new URL(s.url, 'http://x');
      assert.equal(u.searchParams.get('q'), 'state:<translated');
      assert.equal(u.searchParams.get('order'), 'id');
      assert.equal(u.searchParams.get('page_size'), '30');
      assert.ok(!u.searchParams.has('format'), s.url);
    }
    assert.deepEqual(server.seen.map((s) => String(new URL(s.url, 'http://x').searchParams.get('page'))).sort(), [
      '2',
      '3',
      '4',
      'null',
    ]);
  });

  it('reports progress from 1 to the page count, once per page', async () => {
    server = await list(101);
    const progress: [number, number][] = [];
    await fetchAll(http(server), first, Item, { pageSize: 10, onProgress: (d, t) => progress.push([d, t]) });
    assert.deepEqual(
      progress,
      range(11).map((i) => [i + 1, 11]),
    );
  });

  it('keeps at most `concurrency` requests in flight and the items in order when pages finish out of order', async () => {
    let inFlight = 0;
    let most = 0;
    server = await list(200, {
      delayMs: (page) => (page === 1 ? 0 : 5 + ((page * 7) % 4) * 10),
      onStart: () => (most = Math.max(most, ++inFlight)),
      onEnd: () => inFlight--,
    });
    const items = await fetchAll(http(server), first, Item, { pageSize: 10, concurrency: 3 });
    assert.deepEqual(
      items.map((i) => i.n),
      range(200),
    );
    assert.ok(most <= 3, `${most} in flight`);
    assert.ok(most > 1, 'pages were fetched in parallel');
  });

  it('reads a huge count (120,000 units in pages of 10,000) with the server cap honoured', async () => {
    server = await list(120_000, { cap: 10_000 });
    const items = await fetchAll(http(server), { method: 'GET', url: 'units/' }, Item, { pageSize: 50_000 });
    assert.equal(items.length, 120_000);
    assert.ok(items.every((it, i) => it.n === i));
    assert.equal(server.seen.length, 12);
  });

  it('handles a capped page size with a remainder (cap 7, count 50)', async () => {
    server = await list(50, { cap: 7 });
    assert.deepEqual(
      (await fetchAll(http(server), first, Item, { pageSize: 1000 })).map((i) => i.n),
      range(50),
    );
    assert.equal(server.seen.length, 8);
  });

  it('passes on a typed error from a later page', async () => {
    server = await list(60, { mutate: (page, body) => page === 3 && Object.assign(body, { results: 'x' }) });
    await assert.rejects(
      fetchAll(http(server), first, Item, { pageSize: 20 }),
      (e) => e instanceof ProtocolError && e.fieldPath === 'results',
    );
    await server.close();
    server = await serve((req, res) =>
      new URL(req.url!, 'http://x').searchParams.get('page') === '2'
        ? json(res, 404, { detail: 'Invalid page.' })
        : json(res, 200, {
            count: 40,
            next: `http://${req.headers.host}/api/items/?page=2`,
            previous: null,
            results: range(20).map((n) => ({ n })),
          }),
    );
    await assert.rejects(fetchAll(http(server), first, Item), NotFoundError);
  });

  it('refuses a first page that is empty but links to more, and a lone page whose size is not the count', async () => {
    server = await list(30, { mutate: (page, body) => page === 1 && Object.assign(body, { results: [] }) });
    await assert.rejects(fetchAll(http(server), first, Item, { pageSize: 10 }), ProtocolError);
    await server.close();
    server = await list(5, { mutate: (_p, body) => Object.assign(body, { count: 6 }) });
    await assert.rejects(fetchAll(http(server), first, Item, { pageSize: 10 }), ProtocolError);
  });

  it('stops on cancellation', async () => {
    const ac = new AbortController();
    server = await list(500, { delayMs: (page) => (page === 1 ? 0 : 20), mutate: (page) => page === 3 && ac.abort() });
    await assert.rejects(
      fetchAll(http(server), first, Item, { pageSize: 10, concurrency: 2, signal: ac.signal }),
      CancelledError,
    );
    assert.ok(server.seen.length < 50, `${server.seen.length} pages requested after cancelling`);
  });
});

describe('paging: iteratePages', () => {
  it('follows next links that echo ?format=api without sending it, and reads an empty list as one page', async () => {
    server = await list(45, { formatApi: true });
    const pages = await drain(iteratePages(http(server), first, Item));
    assert.deepEqual(
      pages.flatMap((p) => p.items.map((i) => i.n)),
      range(45),
    );
    assert.deepEqual(
      pages.map((p) => p.page),
      [1, 2, 3],
    );
    assert.ok(server.seen.every((s) => !s.url.includes('format=')));
    await server.close();
    server = await list(0);
    assert.deepEqual(await drain(iteratePages(http(server), first, Item)), [
      { items: [], count: 0, page: 1, next: null },
    ]);
  });

  it('fails when the count changes between pages', async () => {
    server = await list(60, { mutate: (page, body) => page === 2 && Object.assign(body, { count: 61 }) });
    await assert.rejects(
      drain(iteratePages(http(server), first, Item)),
      (e) => e instanceof ProtocolError && /changed while/.test(e.message),
    );
  });

  it('refuses a next link on another origin without contacting it', async () => {
    const other = await list(60);
    server = await list(60, {
      mutate: (_p, body) => Object.assign(body, { next: `${other.origin}/api/items/?page=2` }),
    });
    await assert.rejects(drain(iteratePages(http(server), first, Item)), InsecureRequestError);
    assert.equal(other.seen.length, 0);
    await other.close();
  });

  it('stops a server that keeps sending empty pages with new links', async () => {
    server = await serve((req, res) => {
      const page = Number(new URL(req.url!, 'http://x').searchParams.get('page') ?? 1);
      json(res, 200, {
        count: 40,
        next: `http://${req.headers.host}/api/items/?page=${page + 1}`,
        previous: null,
        results: page > 2 ? [] : range(20).map((n) => ({ n })),
      });
    });
    await assert.rejects(
      drain(iteratePages(http(server), first, Item)),
      (e) => e instanceof ProtocolError && /beyond its count/.test(e.message),
    );
    assert.ok(server.seen.length <= 5, `${server.seen.length} pages read`);
  });

  it('treats links differing only in ?format=api as the same page', async () => {
    server = await list(100, {
      mutate: (page, body, req) => {
        body.next = `http://${req.headers.host}/api/items/?page=2${page % 2 ? '' : '&format=api'}`;
      },
    });
    await assert.rejects(
      drain(iteratePages(http(server), first, Item)),
      (e) => e instanceof ProtocolError && /already returned/.test(e.message),
    );
    assert.equal(server.seen.length, 2, 'page 2 linking to itself with ?format=api is recognised at once');
  });
});

describe('mapLimit', () => {
  it('keeps order, bounds the calls in flight, and handles an empty list', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimit(range(20), 4, async (x) => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, (x * 7) % 5));
      inFlight--;
      return x * 2;
    });
    assert.deepEqual(
      out,
      range(20).map((x) => x * 2),
    );
    assert.ok(most <= 4 && most > 1, `${most} in flight`);
    assert.deepEqual(await mapLimit([], 4, async () => 1), []);
  });

  it('stops handing out work after the first failure and rejects with it', async () => {
    const started: number[] = [];
    await assert.rejects(
      mapLimit(range(50), 2, async (x) => {
        started.push(x);
        await new Promise((r) => setTimeout(r, 1));
        if (x === 3) throw new Error('boom');
        return x;
      }),
      /boom/,
    );
    await new Promise((r) => setTimeout(r, 20));
    assert.ok(started.length <= 6, `started ${started.length}`);
  });
});

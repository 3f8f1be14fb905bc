import { strict as assert } from 'node:assert';
import { z } from 'zod';
import { fetchAll, HttpClient, iteratePages, InsecureRequestError, ProtocolError } from '../../../src/core/http';
import { json, serve, type TestServer } from './servers';

const Item = z.object({ n: z.number() });
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A DRF-like list of `count` items that caps page_size at `cap`; `mutate` lets a test break it. */
function drf(count: number, cap = 1000, mutate?: (page: number, body: Record<string, unknown>) => void) {
  return serve((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const size = Math.min(Number(url.searchParams.get('page_size') ?? 20), cap);
    const page = Number(url.searchParams.get('page') ?? 1);
    const pages = Math.max(1, Math.ceil(count / size));
    if (page > pages) return json(res, 404, { detail: 'Invalid page.' });
    const link = (n: number) => {
      const u = new URL(`http://${req.headers.host}${req.url}`);
      u.searchParams.set('page', String(n));
      return u.href;
    };
    const results = Array.from({ length: Math.max(0, Math.min(size, count - (page - 1) * size)) }, (_, i) => ({
      n: (page - 1) * size + i,
    }));
    const body: Record<string, unknown> = {
      count,
      next: page < pages ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results,
    };
    mutate?.(page, body);
    json(res, 200, body);
  });
}

const http = (s: TestServer) => new HttpClient({ baseUrl: `${s.origin}/api/` });
const all = (s: TestServer, pageSize?: number, concurrency = 4) =>
  fetchAll(http(s), { method: 'GET', url: 'items/' }, Item, { pageSize, concurrency });

describe('paging: fetchAll', () => {
  for (const [count, pageSize] of [
    [0, 10],
    [10, 10],
    [11, 10],
    [25, 10],
    [1, 1000],
    [2345, 100],
  ] as const) {
    it(`reads all ${count} items with page size ${pageSize}, in order, in ceil(count/size) requests`, async () => {
      server = await drf(count);
      const items = await all(server, pageSize);
      assert.deepEqual(
        items.map((i) => i.n),
        Array.from({ length: count }, (_, i) => i),
      );
      assert.equal(server.seen.length, Math.max(1, Math.ceil(count / pageSize)));
    });
  }

  it('falls back to the page size the server caps to', async () => {
    server = await drf(95, 20);
    const items = await all(server, 1000);
    assert.equal(items.length, 95);
    assert.equal(server.seen.length, 5);
  });

  it('keeps order with concurrency 1 and 8', async () => {
    for (const c of [1, 8]) {
      server = await drf(333);
      assert.deepEqual(
        (await all(server, 10, c)).map((i) => i.n),
        Array.from({ length: 333 }, (_, i) => i),
      );
      await server.close();
      server = undefined;
    }
  });

  it('fails clearly when the count changes between pages', async () => {
    server = await drf(50, 1000, (page, body) => {
      if (page === 3) body.count = 51;
    });
    await assert.rejects(all(server, 10), (e) => e instanceof ProtocolError && /changed while/.test(e.message));
  });

  it('fails when a page is short', async () => {
    server = await drf(50, 1000, (page, body) => {
      if (page === 2) (body.results as unknown[]).pop();
    });
    await assert.rejects(all(server, 10), ProtocolError);
  });

  it('refuses a next link on another origin', async () => {
    server = await drf(50, 1000, (_p, body) => {
      if (body.next) body.next = 'http://127.0.0.9:9/api/items/?page=2';
    });
    await assert.rejects(all(server, 10), InsecureRequestError);
  });

  it('names the item field that fails the schema', async () => {
    server = await drf(30, 1000, (page, body) => {
      if (page === 2) (body.results as { n: unknown }[])[4]!.n = 'four';
    });
    await assert.rejects(all(server, 10), (e) => e instanceof ProtocolError && e.fieldPath === 'results.4.n');
  });

  it('fails on a bad item of page 1 even though the other pages were already asked for, and leaves nothing running', async () => {
    server = await drf(30, 1000, (page, body) => {
      if (page === 1) (body.results as { n: unknown }[])[7]!.n = null;
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      await assert.rejects(all(server, 10), (e) => e instanceof ProtocolError && e.fieldPath === 'results.7.n');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    assert.deepEqual(unhandled, []);
  });

  it('asks for the other pages before it validates page 1, so validation overlaps the wire', async () => {
    server = await drf(30);
    const order: string[] = [];
    const client = http(server);
    const request = client.request.bind(client);
    client.request = (req) => {
      order.push(`request page ${new URL(req.url, 'http://x').searchParams.get('page') ?? 1}`);
      return request(req);
    };
    const Recorded = z.custom<{ n: number }>((v) => {
      const n = (v as { n: unknown }).n;
      if (n === 0) order.push('validated item 0');
      return typeof n === 'number';
    });
    await fetchAll(client, { method: 'GET', url: 'items/' }, Recorded, { pageSize: 10 });
    assert.deepEqual(order.slice(0, 4), ['request page 1', 'request page 2', 'request page 3', 'validated item 0']);
  });
});

describe('paging: iteratePages', () => {
  it('follows next lazily', async () => {
    server = await drf(45);
    const it = iteratePages(http(server), { method: 'GET', url: 'items/' }, Item);
    const first = await it.next();
    assert.equal(first.value?.items.length, 20);
    assert.equal(server.seen.length, 1, 'nothing fetched ahead');
    const pages = [first.value!];
    for await (const p of it) pages.push(p);
    assert.deepEqual(
      pages.map((p) => p.items.length),
      [20, 20, 5],
    );
  });

  it('stops a server that links to the same page forever', async () => {
    server = await drf(1000, 1000, (_p, body) => {
      body.next = body.next ? String(body.next).replace(/page=\d+/, 'page=2') : body.next;
    });
    const read = async () => {
      for await (const _page of iteratePages(http(server!), { method: 'GET', url: 'items/' }, Item)) {
        // keep reading
      }
    };
    await assert.rejects(read(), (e) => e instanceof ProtocolError && /already returned/.test(e.message));
  });

  it('stops a server that returns more items than its count', async () => {
    server = await drf(45, 1000, (_p, body) => {
      body.count = 30;
    });
    const read = async () => {
      for await (const _page of iteratePages(http(server!), { method: 'GET', url: 'items/' }, Item)) {
        // keep reading
      }
    };
    await assert.rejects(read(), ProtocolError);
  });
});

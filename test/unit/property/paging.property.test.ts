// Paging against a loopback list server with random sizes: an honest server's list comes back exactly (every
// item once, in order) from both fetchAll and iteratePages; a bogus one ends in a typed error, never in a
// wrong list or a loop.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { z } from 'zod';
import {
  fetchAll,
  HttpClient,
  iteratePages,
  NotFoundError,
  ProtocolError,
  ScriptoriumError,
} from '../../../src/core/http';
import { startListServer, type Bogus, type ListServer } from './pagingServer';

const Item = z.object({ id: z.number().int() });
const RUNS = { numRuns: 150 };

let server: ListServer;
let http: HttpClient;
before(async () => {
  server = await startListServer();
  http = new HttpClient({ baseUrl: `${server.origin}/api/`, retry: { maxRetries: 0 } });
});
after(async () => {
  await http?.close();
  await server?.close();
});

const honest = fc.record({
  count: fc.integer({ min: 0, max: 150 }),
  maxPageSize: fc.integer({ min: 1, max: 40 }),
  asked: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  concurrency: fc.integer({ min: 1, max: 5 }),
});
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function settle<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await p };
  } catch (error) {
    return { ok: false, error };
  }
}

async function iterateAll(pageSize: number | undefined): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  const first = { method: 'GET' as const, url: 'items/', query: pageSize ? { page_size: pageSize } : undefined };
  for await (const page of iteratePages(http, first, Item)) out.push(...page.items);
  return out;
}

describe('property: paging against an honest server', function () {
  // 150 generated lists against a loopback server: about 14 s alone on the 2-core build machine, past
  // mocha's 20 s while the machine is busy (a timed-out property keeps running into the next test).
  this.timeout(120_000);
  it('fetchAll returns exactly the items, in order, each once, whatever the count and page sizes', async () => {
    await fc.assert(
      fc.asyncProperty(honest, async ({ count, maxPageSize, asked, concurrency }) => {
        server.scenario = { count, maxPageSize, bogus: 'none' };
        server.requests = 0;
        const items = await fetchAll(http, { method: 'GET', url: 'items/' }, Item, { pageSize: asked, concurrency });
        assert.deepEqual(ids(items), range(count));
        const size = Math.min(asked ?? maxPageSize, maxPageSize);
        assert.equal(server.requests, Math.max(1, Math.ceil(count / size)), 'one request per page');
      }),
      RUNS,
    );
  });

  it('iteratePages yields the same items following next', async () => {
    await fc.assert(
      fc.asyncProperty(honest, async ({ count, maxPageSize, asked }) => {
        server.scenario = { count, maxPageSize, bogus: 'none' };
        assert.deepEqual(ids(await iterateAll(asked)), range(count));
      }),
      RUNS,
    );
  });
});

describe('property: paging against a bogus server', function () {
  this.timeout(120_000);
  const bogus = fc.record({
    count: fc.integer({ min: 0, max: 120 }),
    maxPageSize: fc.integer({ min: 1, max: 30 }),
    bogus: fc.constantFrom<Bogus>(
      'repeatNext',
      'growingCount',
      'ignoresPage',
      'extraItem',
      'countTooHigh',
      'emptyWithNext',
    ),
    concurrency: fc.integer({ min: 1, max: 4 }),
  });

  /** Whether the scenario's lie shows at all (a one-page list cannot reveal some of them). */
  const lies = (s: { count: number; maxPageSize: number; bogus: Bogus }) => {
    const pages = Math.ceil(s.count / s.maxPageSize);
    switch (s.bogus) {
      case 'growingCount':
      case 'ignoresPage':
      case 'extraItem':
        return pages > 1;
      case 'countTooHigh':
        return s.count > 0;
      default:
        return true;
    }
  };

  const assertTypedEnd = (
    r: Awaited<ReturnType<typeof settle<{ id: number }[]>>>,
    s: { count: number; maxPageSize: number; bogus: Bogus },
    how: string,
  ) => {
    if (!lies(s)) {
      assert.ok(r.ok, `${how}: ${s.bogus} on one page is an honest list`);
      assert.deepEqual(ids(r.value), range(s.count));
      return;
    }
    assert.ok(!r.ok, `${how} accepted a ${s.bogus} list: ${r.ok ? JSON.stringify(ids(r.value)) : ''}`);
    assert.ok(r.error instanceof ScriptoriumError, `${how}: untyped ${String(r.error)}`);
    // A page the count or a link promised but the server does not have is the server's own 404; every
    // other lie is a protocol error.
    assert.ok(
      r.error instanceof ProtocolError || r.error instanceof NotFoundError,
      `${how}: ${r.error.name} ${r.error.message}`,
    );
  };

  it('fetchAll ends in a typed error instead of a wrong list', async () => {
    await fc.assert(
      fc.asyncProperty(bogus, async (s) => {
        server.scenario = { count: s.count, maxPageSize: s.maxPageSize, bogus: s.bogus };
        server.requests = 0;
        // (No request count here: pages still in flight when one fails finish after the property run.)
        assertTypedEnd(
          await settle(fetchAll(http, { method: 'GET', url: 'items/' }, Item, { concurrency: s.concurrency })),
          s,
          'fetchAll',
        );
      }),
      RUNS,
    );
  });

  it('iteratePages refuses a list that ends short of its count (pages skipped or short)', async () => {
    server.scenario = { count: 2, maxPageSize: 1, bogus: 'emptyWithNext' };
    const r = await settle(iterateAll(undefined));
    assert.ok(
      !r.ok && r.error instanceof ProtocolError && /1 items in all, but its count says 2/.test(r.error.message),
      String(r.ok ? ids(r.value) : r.error),
    );
  });

  it('iteratePages ends in a typed error instead of a wrong list or a loop', async () => {
    await fc.assert(
      fc.asyncProperty(bogus, async (s) => {
        server.scenario = { count: s.count, maxPageSize: s.maxPageSize, bogus: s.bogus };
        server.requests = 0;
        assertTypedEnd(await settle(iterateAll(undefined)), s, 'iteratePages');
        assert.ok(
          server.requests <= Math.ceil(s.count / s.maxPageSize) + 2,
          `iteratePages made ${server.requests} requests`,
        );
      }),
      RUNS,
    );
  });
});

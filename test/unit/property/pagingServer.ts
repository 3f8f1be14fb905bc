// A loopback list endpoint in the {count, next, previous, results} envelope, honest or bogus on demand, for
// the paging properties. Items are {id: n} for n = 0 … count-1; `page_size` is capped like a real server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Bogus =
  | 'none'
  | 'repeatNext' // every page links to page 2
  | 'growingCount' // pages after the first count one item more (an item added while reading)
  | 'ignoresPage' // always answers page 1
  | 'extraItem' // pages after the first carry one item too many
  | 'countTooHigh' // the count says more than there is: the last page is short or missing
  | 'emptyWithNext'; // page 1 is empty yet links to page 2

export interface Scenario {
  count: number;
  /** The server's cap on page_size. */
  maxPageSize: number;
  bogus: Bogus;
}

export interface ListServer {
  origin: string;
  scenario: Scenario;
  /** Requests answered since the scenario was set. */
  requests: number;
  close(): Promise<void>;
}

export async function startListServer(): Promise<ListServer> {
  const state: ListServer = {
    origin: '',
    scenario: { count: 0, maxPageSize: 10, bogus: 'none' },
    requests: 0,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    const url = new URL(req.url ?? '/', state.origin);
    const { count, maxPageSize, bogus } = state.scenario;
    const size = Math.min(
      Math.max(1, Number(url.searchParams.get('page_size') ?? maxPageSize) || maxPageSize),
      maxPageSize,
    );
    let page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    if (bogus === 'ignoresPage') page = 1;
    const real = bogus === 'countTooHigh' ? Math.max(0, count - size) : count;
    // By page, not by request count: requests still in flight from an earlier run must not change this one.
    const shownCount = bogus === 'growingCount' && page > 1 ? count + 1 : count;
    const start = (page - 1) * size;
    if (start > 0 && start >= real) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"detail":"Invalid page."}');
      return;
    }
    let results = Array.from({ length: Math.max(0, Math.min(size, real - start)) }, (_, i) => ({ id: start + i }));
    if (bogus === 'extraItem' && page > 1) results = [...results, { id: -1 }];
    if (bogus === 'emptyWithNext' && page === 1) results = [];
    const link = (n: number) => {
      const u = new URL('/api/items/', state.origin);
      u.searchParams.set('page_size', String(size));
      if (n > 1) u.searchParams.set('page', String(n));
      return u.href;
    };
    const hasNext = bogus === 'emptyWithNext' ? page === 1 : start + size < shownCount;
    const next = bogus === 'repeatNext' ? link(2) : hasNext ? link(page + 1) : null;
    const body = { count: shownCount, next, previous: page > 1 ? link(page - 1) : null, results };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

import { strict as assert } from 'node:assert';
import { z } from 'zod';
import {
  AuthError,
  CancelledError,
  ClientError,
  ConflictError,
  HttpClient,
  InsecureRequestError,
  NetworkError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  RateLimitedError,
  ServerError,
  TimeoutError,
  ValidationError,
  type RequestLogEntry,
} from '../../../src/core/http';
import { fakeSleep, json, serve, type TestServer } from './servers';
import { rejection } from '../rejection';

const SECRET = 'wlu_secret_token_value_123';
const logs: RequestLogEntry[] = [];
const messages: string[] = [];
let server: TestServer | undefined;

function client(origin: string, extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
  return new HttpClient({
    baseUrl: `${origin}/api/`,
    credentialHeaders: { Authorization: `Token ${SECRET}` },
    onRequestLog: (e) => logs.push(e),
    ...extra,
  });
}

const failure = (p: Promise<unknown>) => rejection(p, (e) => messages.push(String(e), e.message, JSON.stringify(e)));

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('HttpClient: errors by status and body shape', () => {
  const cases: [number, unknown, new (...a: never[]) => Error][] = [
    [401, { detail: 'Invalid token.' }, AuthError],
    [
      403,
      { type: 'client_error', errors: [{ code: 'permission_denied', detail: 'No.', attr: null }] },
      PermissionError,
    ],
    [404, { detail: 'Not found.' }, NotFoundError],
    [409, { detail: 'Conflict' }, ConflictError],
    [423, { detail: 'Component is locked.' }, ConflictError],
    [500, { type: 'server_error', errors: [{ code: 'error', detail: 'Boom', attr: null }] }, ServerError],
    [418, 'short and stout', ClientError],
  ];
  for (const [status, body, cls] of cases) {
    it(`maps ${status} to ${cls.name}`, async () => {
      server = await serve((_q, res) => json(res, status, body));
      const err = await failure(
        client(server.origin, { retry: { maxRetries: 0 } }).request({ method: 'GET', url: 'x/' }),
      );
      assert.ok(err instanceof cls, `${err.name}: ${err.message}`);
    });
  }

  it('collects every field problem of a 5.10 validation error, old per-field errors, and World Anvil error maps', async () => {
    const bodies = [
      {
        type: 'validation_error',
        errors: [
          { code: 'invalid', detail: 'Bad state', attr: 'state' },
          { code: 'required', detail: 'Needed', attr: 'target' },
        ],
      },
      { state: ['Bad state'], target: ['Needed'] },
      { success: false, error: { state: 'Bad state', target: 'Needed' } },
    ];
    for (const body of bodies) {
      server = await serve((_q, res) => json(res, 400, body));
      const err = (await failure(
        client(server.origin).request({ method: 'PATCH', url: 'units/1/', body: {} }),
      )) as ValidationError;
      assert.ok(err instanceof ValidationError);
      assert.deepEqual(
        err.problems.map((p) => p.field),
        ['state', 'target'],
      );
      await server.close();
      server = undefined;
    }
  });

  it('says an HTML page came back, without dumping it', async () => {
    server = await serve((_q, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1><script>x</script></body></html>');
    });
    const err = await failure(
      client(server.origin, { retry: { maxRetries: 0 } }).request({ method: 'GET', url: 'x/' }),
    );
    assert.ok(err instanceof ServerError);
    assert.match(err.message, /HTML error page/);
    assert.doesNotMatch(err.message, /<script>/);
  });

  it('refuses a 2xx HTML page and invalid JSON as ProtocolError', async () => {
    server = await serve((q, res) =>
      q.url === '/api/html/'
        ? (res.writeHead(200, { 'Content-Type': 'text/html' }), res.end('<!DOCTYPE html><html></html>'))
        : json(res, 200, '{"count": 3, "resu'),
    );
    const c = client(server.origin);
    assert.ok((await failure(c.request({ method: 'GET', url: 'html/' }))) instanceof ProtocolError);
    assert.ok((await failure(c.request({ method: 'GET', url: 'cut/' }))) instanceof ProtocolError);
  });

  it('turns World Anvil HTTP 200 success:false into a typed error', async () => {
    server = await serve((_q, res) =>
      json(res, 200, { success: false, error: 'You do not have permission to view this article.' }),
    );
    const c = client(server.origin, { failureIn2xx: (b) => (b as { success?: unknown })?.success === false });
    const err = await failure(c.request({ method: 'GET', url: 'article/x' }));
    assert.ok(err instanceof PermissionError);
  });

  it('names the failing field path of a schema mismatch', async () => {
    server = await serve((_q, res) => json(res, 200, { results: [{ state: 20 }, { state: 'twenty' }] }));
    const schema = z.object({ results: z.array(z.object({ state: z.number().int() })) });
    const err = (await failure(
      client(server.origin).requestJson({ method: 'GET', url: 'units/', endpoint: 'GET /api/units/' }, schema),
    )) as ProtocolError;
    assert.ok(err instanceof ProtocolError);
    assert.equal(err.fieldPath, 'results.1.state');
    assert.match(err.message, /GET \/api\/units\//);
  });

  it("keeps 64-bit integers exact: Weblate's hashes as their text, any other as bigint", async () => {
    server = await serve((_q, res) =>
      json(res, 200, '{"id_hash":-9223372036854775807,"content_hash":9007199254740993,"n":9007199254740995}'),
    );
    const res = await client(server.origin).request({ method: 'GET', url: 'units/1/' });
    assert.deepEqual(res.body, {
      id_hash: '-9223372036854775807',
      content_hash: '9007199254740993',
      n: 9007199254740995n,
    });
  });
});

describe('HttpClient: retries', () => {
  it('retries safe requests on 503/502/504/423 and succeeds', async () => {
    server = await serve((_q, res, seen) =>
      seen.length < 4 ? json(res, [503, 502, 504, 423][seen.length - 1]!, {}) : json(res, 200, { ok: 1 }),
    );
    const s = fakeSleep();
    const res = await client(server.origin, { sleep: s.sleep }).request({ method: 'GET', url: 'x/' });
    assert.deepEqual(res.body, { ok: 1 });
    assert.equal(s.delays.length, 3);
    assert.equal(logs.at(-1)!.retries, 3);
  });

  it('honours Retry-After in seconds and as an HTTP date, and X-RateLimit-Reset', async () => {
    const answers = [
      (res: Parameters<typeof json>[0]) => json(res, 429, {}, { 'Retry-After': '3' }),
      (res: Parameters<typeof json>[0]) =>
        json(res, 503, {}, { 'Retry-After': new Date(Date.now() + 5000).toUTCString() }),
      (res: Parameters<typeof json>[0]) =>
        json(res, 429, {}, { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '2' }),
      (res: Parameters<typeof json>[0]) => json(res, 200, {}),
    ];
    server = await serve((_q, res, seen) => answers[seen.length - 1]!(res));
    const s = fakeSleep();
    await client(server.origin, { sleep: s.sleep }).request({ method: 'GET', url: 'x/' });
    assert.equal(s.delays[0], 3000);
    assert.ok(s.delays[1]! > 3000 && s.delays[1]! <= 5000, `date-based wait ${s.delays[1]}`);
    assert.equal(s.delays[2], 2000);
  });

  it('gives up with RateLimitedError carrying the wait when the server asks for longer than the budget', async () => {
    server = await serve((_q, res) => json(res, 429, { detail: 'Request was throttled.' }, { 'Retry-After': '3600' }));
    const s = fakeSleep();
    const err = (await failure(
      client(server.origin, { sleep: s.sleep, retry: { maxTotalWaitMs: 10_000 } }).request({
        method: 'GET',
        url: 'x/',
      }),
    )) as RateLimitedError;
    assert.ok(err instanceof RateLimitedError);
    assert.equal(err.retryAfterSeconds, 3600);
    assert.equal(s.delays.length, 0);
  });

  it('stops after maxRetries', async () => {
    server = await serve((_q, res) => json(res, 503, {}));
    const s = fakeSleep();
    const err = await failure(
      client(server.origin, { sleep: s.sleep, retry: { maxRetries: 2 } }).request({ method: 'GET', url: 'x/' }),
    );
    assert.ok(err instanceof ServerError);
    assert.equal(server.seen.length, 3);
  });

  it('never repeats a POST that may have reached the server, and says so', async () => {
    server = await serve((req) => req.socket.destroy());
    const s = fakeSleep();
    const err = (await failure(
      client(server.origin, { sleep: s.sleep }).request({ method: 'POST', url: 'article', body: { title: 'x' } }),
    )) as NetworkError;
    assert.ok(err instanceof NetworkError);
    assert.equal(err.mayHaveReachedServer, true);
    assert.equal(server.seen.length, 1);
  });

  it('repeats a PATCH (same body) after a reset', async () => {
    server = await serve((req, res, seen) =>
      seen.length === 1 ? req.socket.destroy() : json(res, 200, { state: 20 }),
    );
    const s = fakeSleep();
    await client(server.origin, { sleep: s.sleep }).request({ method: 'PATCH', url: 'units/1/', body: { state: 20 } });
    assert.equal(server.seen.length, 2);
    assert.equal(server.seen[0]!.body, server.seen[1]!.body);
  });

  it('reports a refused connection as not having reached the server', async () => {
    const gone = await serve((_q, res) => json(res, 200, {}));
    const origin = gone.origin;
    await gone.close();
    const err = (await failure(
      client(origin, { retry: { maxRetries: 0 } }).request({ method: 'POST', url: 'x', body: {} }),
    )) as NetworkError;
    assert.ok(err instanceof NetworkError);
    assert.equal(err.mayHaveReachedServer, false);
  });
});

describe('HttpClient: timeouts and cancellation', () => {
  it('times out waiting for headers', async () => {
    server = await serve(() => undefined);
    const err = await failure(
      client(server.origin, { timeouts: { headersMs: 200 }, retry: { maxRetries: 0 } }).request({
        method: 'GET',
        url: 'x/',
      }),
    );
    assert.ok(err instanceof TimeoutError, err.name);
  });

  it('times out when the body stalls', async () => {
    server = await serve((_q, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"count":');
    });
    const err = await failure(
      client(server.origin, { timeouts: { bodyMs: 200 }, retry: { maxRetries: 0 } }).request({
        method: 'GET',
        url: 'x/',
      }),
    );
    assert.ok(err instanceof TimeoutError, err.name);
  });

  it('cancels during a request and during a backoff wait', async () => {
    server = await serve((q, res) => (q.url === '/api/slow/' ? undefined : json(res, 503, {})));
    const c = client(server.origin);
    const ac = new AbortController();
    const pending = c.request({ method: 'GET', url: 'slow/', signal: ac.signal });
    setTimeout(() => ac.abort(), 50);
    assert.ok((await failure(pending)) instanceof CancelledError);
    const ac2 = new AbortController();
    const waiting = client(server.origin, { retry: { baseDelayMs: 60_000 } }).request({
      method: 'GET',
      url: 'busy/',
      signal: ac2.signal,
    });
    setTimeout(() => ac2.abort(), 100);
    const started = Date.now();
    assert.ok((await failure(waiting)) instanceof CancelledError);
    assert.ok(Date.now() - started < 10_000, 'cancelled without sitting out the backoff');
  });
});

describe('HttpClient: credential safety', () => {
  it('refuses credentials over plain http to a non-loopback host before connecting', async () => {
    const c = new HttpClient({
      baseUrl: 'http://weblate.example.org/api/',
      credentialHeaders: { Authorization: `Token ${SECRET}` },
    });
    const err = await failure(c.request({ method: 'GET', url: 'projects/' }));
    assert.ok(err instanceof InsecureRequestError);
    const anonymous = new HttpClient({ baseUrl: 'http://weblate.example.org/api/' });
    assert.doesNotThrow(
      () => anonymous.resolve({ method: 'GET', url: 'projects/' }),
      'anonymous http is the user’s choice',
    );
  });

  it('refuses a URL on another origin', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    const err = await failure(
      client(server.origin).request({ method: 'GET', url: 'http://127.0.0.2:1/api/projects/' }),
    );
    assert.ok(err instanceof InsecureRequestError);
    assert.equal(server.seen.length, 0);
  });

  it('does not follow a redirect, so credentials never reach the Location', async () => {
    const other = await serve((_q, res) => json(res, 200, { stolen: true }));
    server = await serve((_q, res) => {
      res.writeHead(302, { Location: `${other.origin}/collect` });
      res.end();
    });
    const err = await failure(client(server.origin).request({ method: 'GET', url: 'x/' }));
    assert.ok(err instanceof ProtocolError);
    assert.equal(other.seen.length, 0);
    await other.close();
  });

  it('sends the credentials to its own origin and strips ?format=api', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    await client(server.origin).request({ method: 'GET', url: `${server.origin}/api/units/9/?format=api` });
    assert.equal(server.seen[0]!.headers.authorization, `Token ${SECRET}`);
    assert.equal(server.seen[0]!.url, '/api/units/9/');
  });

  it('keeps secrets out of every log line and error message of this suite', () => {
    assert.ok(logs.length > 10 && messages.length > 10, 'the suite produced logs and messages to check');
    for (const text of [...logs.map((l) => JSON.stringify(l)), ...messages])
      assert.ok(!text.includes(SECRET), `leak in: ${text}`);
  });

  it('redacts a secret the server echoes back', async () => {
    server = await serve((_q, res) => json(res, 400, { detail: `Token ${SECRET} is malformed` }));
    const err = await failure(client(server.origin).request({ method: 'GET', url: 'x/' }));
    assert.ok(!err.message.includes(SECRET));
    assert.match(err.message, /\*\*\*/);
  });
});

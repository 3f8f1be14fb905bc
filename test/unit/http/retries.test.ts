// Which requests the HTTP layer repeats (methods, statuses, timeouts), how long it waits (jitter, the
// server's own wait, the total budget) and the request log (one entry per logical request).
import { strict as assert } from 'node:assert';
import {
  ConflictError,
  HttpClient,
  RateLimitedError,
  ServerError,
  TimeoutError,
  type HttpClientOptions,
  type HttpMethod,
  type RequestLogEntry,
} from '../../../src/core/http';
import { fakeSleep, json, serve, type TestServer } from './servers';
import { rejection } from '../rejection';

const TOKEN = 'wlu_extra_retry_secret_0123456789';
let server: TestServer | undefined;
let logs: RequestLogEntry[] = [];

function client(extra: Partial<HttpClientOptions> = {}) {
  return new HttpClient({
    baseUrl: `${server!.origin}/api/`,
    credentialHeaders: { Authorization: `Token ${TOKEN}` },
    onRequestLog: (e) => logs.push(e),
    ...extra,
  });
}

beforeEach(() => {
  logs = [];
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('HttpClient: which requests are repeated', () => {
  const failing = (status: number) => serve((_q, res) => json(res, status, {}));

  for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'] as HttpMethod[]) {
    it(`repeats ${method} on 503 up to maxRetries`, async () => {
      server = await failing(503);
      const s = fakeSleep();
      await rejection(
        client({ sleep: s.sleep, retry: { maxRetries: 3 } }).request({
          method,
          url: 'x/',
          body: method === 'PUT' || method === 'PATCH' ? { a: 1 } : undefined,
        }),
      );
      assert.equal(server.seen.length, 4);
      assert.equal(s.delays.length, 3);
    });
  }

  it('never repeats a POST on a retryable status, unless the caller marks it idempotent', async () => {
    server = await failing(503);
    const s = fakeSleep();
    await rejection(client({ sleep: s.sleep }).request({ method: 'POST', url: 'x/', body: {} }));
    assert.equal(server.seen.length, 1);
    await rejection(
      client({ sleep: s.sleep, retry: { maxRetries: 2 } }).request({
        method: 'POST',
        url: 'x/',
        body: {},
        idempotent: true,
      }),
    );
    assert.equal(server.seen.length, 4);
  });

  it('does not repeat a GET marked not idempotent', async () => {
    server = await failing(502);
    await rejection(client({ sleep: fakeSleep().sleep }).request({ method: 'GET', url: 'x/', idempotent: false }));
    assert.equal(server.seen.length, 1);
  });

  for (const status of [400, 401, 403, 404, 409, 418, 422, 500, 501]) {
    it(`does not repeat a GET answered ${status}`, async () => {
      server = await failing(status);
      await rejection(client({ sleep: fakeSleep().sleep }).request({ method: 'GET', url: 'x/' }));
      assert.equal(server.seen.length, 1);
    });
  }

  it('repeats a GET after a headers timeout and then succeeds', async () => {
    server = await serve((_q, res, seen) => (seen.length === 1 ? undefined : json(res, 200, { ok: true })));
    const res = await client({ sleep: fakeSleep().sleep, timeouts: { headersMs: 150 } }).request({
      method: 'GET',
      url: 'x/',
    });
    assert.deepEqual(res.body, { ok: true });
    assert.equal(logs.at(-1)!.retries, 1);
  });

  it('does not repeat a POST that timed out, and says it may have been applied', async () => {
    server = await serve(() => undefined);
    const err = (await rejection(
      client({ sleep: fakeSleep().sleep, timeouts: { headersMs: 150 } }).request({
        method: 'POST',
        url: 'x/',
        body: {},
      }),
    )) as TimeoutError;
    assert.ok(err instanceof TimeoutError);
    assert.equal(err.mayHaveReachedServer, true);
    assert.equal(server.seen.length, 1);
  });
});

describe('HttpClient: waits', () => {
  it('backs off with full jitter under an exponential ceiling', async () => {
    server = await serve((_q, res) => json(res, 503, {}));
    const s = fakeSleep();
    await rejection(
      client({ sleep: s.sleep, retry: { maxRetries: 5, baseDelayMs: 100, maxTotalWaitMs: 1e9 } }).request({
        method: 'GET',
        url: 'x/',
      }),
    );
    assert.equal(s.delays.length, 5);
    s.delays.forEach((d, i) => assert.ok(d >= 0 && d <= 100 * 2 ** i, `wait ${i} = ${d}`));
  });

  it('never waits longer in total than maxTotalWaitMs', async () => {
    server = await serve((_q, res) => json(res, 503, {}, { 'Retry-After': '4' }));
    const s = fakeSleep();
    const err = await rejection(
      client({ sleep: s.sleep, retry: { maxRetries: 10, maxTotalWaitMs: 10_000 } }).request({
        method: 'GET',
        url: 'x/',
      }),
    );
    assert.ok((err as ServerError).status === 503);
    assert.deepEqual(s.delays, [4000, 4000]);
    assert.equal(server.seen.length, 3);
  });

  it('gives up at once with the reset time when X-RateLimit-Reset is beyond the budget', async () => {
    server = await serve((_q, res) =>
      json(
        res,
        429,
        { detail: 'Request was throttled.' },
        { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1800' },
      ),
    );
    const s = fakeSleep();
    const err = (await rejection(client({ sleep: s.sleep }).request({ method: 'GET', url: 'x/' }))) as RateLimitedError;
    assert.ok(err instanceof RateLimitedError);
    assert.equal(err.retryAfterSeconds, 1800);
    assert.equal(s.delays.length, 0);
    assert.equal(server.seen.length, 1);
  });

  it('ignores X-RateLimit-Reset while requests remain, and repeats a 423 (locked) with backoff', async () => {
    server = await serve((_q, res, seen) =>
      seen.length === 1
        ? json(
            res,
            423,
            { detail: 'Component is locked.' },
            { 'X-RateLimit-Remaining': '7', 'X-RateLimit-Reset': '3000' },
          )
        : json(res, 200, {}),
    );
    const s = fakeSleep();
    await client({ sleep: s.sleep }).request({ method: 'PATCH', url: 'units/1/', body: { state: 20 } });
    assert.equal(s.delays.length, 1);
    assert.ok(s.delays[0]! <= 250, `backoff ${s.delays[0]}`);
  });

  it('ends retries exhausted under 423 as ConflictError', async () => {
    server = await serve((_q, res) => json(res, 423, { detail: 'Component is locked.' }));
    const err = await rejection(
      client({ sleep: fakeSleep().sleep, retry: { maxRetries: 1 } }).request({ method: 'GET', url: 'x/' }),
    );
    assert.ok(err instanceof ConflictError);
    assert.match(err.message, /Component is locked/);
  });
});

describe('HttpClient: the request log', () => {
  it('writes one entry per logical request, with retries, status, class name and duration', async () => {
    server = await serve((_q, res, seen) =>
      seen.length <= 2 ? json(res, 503, {}) : seen.length === 3 ? json(res, 200, {}) : json(res, 404, {}),
    );
    const c = client({ sleep: fakeSleep().sleep });
    await c.request({ method: 'GET', url: 'a/' });
    await rejection(c.request({ method: 'GET', url: 'b/' }));
    assert.equal(logs.length, 2);
    assert.deepEqual(
      logs.map((l) => [l.method, new URL(l.url).pathname, l.status, l.retries, l.error]),
      [
        ['GET', '/api/a/', 200, 2, undefined],
        ['GET', '/api/b/', 404, 0, 'NotFoundError'],
      ],
    );
    for (const l of logs) assert.ok(Number.isFinite(l.durationMs) && l.durationMs >= 0);
  });
});

// Credential safety and cancellation in more detail: refusals happen before any connection (checked on
// undici's and Node's diagnostics channels, not by timing), loopback forms, other origins, redirects,
// redaction of every secret in logs, URLs and messages, and cancellation at each stage.
import { strict as assert } from 'node:assert';
import diagnostics from 'node:diagnostics_channel';
import {
  CancelledError,
  HttpClient,
  InsecureRequestError,
  NetworkError,
  PermissionError,
  ProtocolError,
  ValidationError,
  type HttpClientOptions,
  type RequestLogEntry,
} from '../../../src/core/http';
import { fakeSleep, json, serve, type TestServer } from './servers';
import { rejection as rejectionOf } from '../rejection';

// World Anvil-style credentials: two bare values in their own headers.
const AUTH = 'wa-user-token-5f1e2d3c4b5a69788796a5b4';
const APP = 'wa-app-key-0a1b2c3d4e5f60718293a4b5';
const logs: RequestLogEntry[] = [];
const texts: string[] = [];
let server: TestServer | undefined;

function client(baseUrl: string, extra: Partial<HttpClientOptions> = {}) {
  return new HttpClient({
    baseUrl,
    credentialHeaders: { 'x-auth-token': AUTH, 'x-application-key': APP },
    onRequestLog: (e) => logs.push(e),
    ...extra,
  });
}

const rejection = (p: Promise<unknown>) =>
  rejectionOf(p, (e) => texts.push(String(e), e.message, JSON.stringify(e), e.stack ?? ''));

/** Counts every connection attempt and undici request created while `fn` runs. */
async function networkActivity(fn: () => Promise<unknown>): Promise<number> {
  let events = 0;
  const count = () => void events++;
  const names = ['undici:request:create', 'undici:client:beforeConnect', 'net.client.socket'];
  for (const n of names) diagnostics.subscribe(n, count);
  try {
    await fn();
  } finally {
    for (const n of names) diagnostics.unsubscribe(n, count);
  }
  return events;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('HttpClient: refusals before sending', () => {
  it('sees network activity for an ordinary loopback request (control for the checks below)', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    assert.ok(
      (await networkActivity(() => client(`${server!.origin}/api/`).request({ method: 'GET', url: 'x/' }))) > 0,
    );
  });

  it('refuses credentials over http to 192.0.2.1 without creating a request or a socket', async () => {
    const c = client('http://192.0.2.1/api/');
    let err: Error | undefined;
    const activity = await networkActivity(async () => {
      err = await rejection(c.request({ method: 'GET', url: 'projects/' }));
    });
    assert.ok(err instanceof InsecureRequestError, err?.name);
    assert.match(err.message, /http/);
    assert.equal(activity, 0);
    assert.throws(
      () => c.resolve({ method: 'GET', url: 'projects/' }),
      InsecureRequestError,
      'refused synchronously by resolve()',
    );
    await c.close();
  });

  it('refuses an https base that links to plain http on the same host (another origin)', () => {
    const c = client('https://weblate.example.org/api/');
    assert.throws(
      () => c.resolve({ method: 'GET', url: 'http://weblate.example.org/api/units/' }),
      InsecureRequestError,
    );
    assert.doesNotThrow(() => c.resolve({ method: 'GET', url: 'https://weblate.example.org/api/units/' }));
  });

  it('allows plain http with credentials to every loopback form', () => {
    for (const base of [
      'http://127.0.0.1:8000/',
      'http://127.4.5.6/',
      'http://localhost:8080/api/',
      'http://LOCALHOST/',
      'http://[::1]:9000/',
    ]) {
      assert.doesNotThrow(() => client(base).resolve({ method: 'GET', url: 'x/' }), base);
    }
    for (const base of [
      'http://127.0.0.1.example.org/',
      'http://localhost.example.org/',
      'http://128.0.0.1/',
      'http://[::2]/',
      'http://0.0.0.0/',
    ]) {
      assert.throws(() => client(base).resolve({ method: 'GET', url: 'x/' }), InsecureRequestError, base);
    }
  });

  it('refuses an absolute URL on another port of the same host, before any request', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    const other = await serve((_q, res) => json(res, 200, {}));
    const c = client(`${server.origin}/api/`);
    const activity = await networkActivity(async () => {
      assert.ok(
        (await rejection(c.request({ method: 'GET', url: `${other.origin}/api/x/` }))) instanceof InsecureRequestError,
      );
    });
    assert.equal(activity, 0);
    assert.equal(other.seen.length + server.seen.length, 0);
    await other.close();
  });

  it('does not follow a 307 or 308 to the same origin either, and the credentials go out once', async () => {
    for (const status of [307, 308]) {
      server = await serve((q, res) => {
        if (q.url === '/api/moved/') {
          res.writeHead(status, { Location: '/api/target/' });
          res.end();
        } else json(res, 200, {});
      });
      const err = await rejection(
        client(`${server.origin}/api/`).request({ method: 'PATCH', url: 'moved/', body: { a: 1 } }),
      );
      assert.ok(err instanceof ProtocolError);
      assert.deepEqual(
        server.seen.map((s) => s.url),
        ['/api/moved/'],
      );
      await server.close();
      server = undefined;
    }
  });
});

describe('HttpClient: redaction', () => {
  it('strips credential-like query parameters from logged and returned URLs', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    const c = client(`${server.origin}/api/`);
    const query = {
      key: 'k-secret-1',
      token: 't-secret-2',
      'x-auth-token': 'xa-secret-3',
      'x-application-key': 'xk-secret-4',
      api_key: 'ak-secret-5',
      page: 2,
    };
    const res = await c.request({ method: 'GET', url: 'x/', query });
    const line = JSON.stringify(logs.at(-1));
    for (const v of ['k-secret-1', 't-secret-2', 'xa-secret-3', 'xk-secret-4', 'ak-secret-5']) {
      assert.ok(!line.includes(v), `${v} in ${line}`);
      assert.ok(!res.url.includes(v), `${v} in ${res.url}`);
    }
    assert.match(line, /page=2/);
  });

  it('scrubs either bare credential echoed in messages, field problems and 2xx failures', async () => {
    server = await serve((q, res) => {
      if (q.url === '/api/a')
        json(res, 400, { success: false, error: { title: `bad key ${APP}`, body: `token ${AUTH} expired` } });
      else if (q.url === '/api/b')
        json(res, 200, { success: false, error: `Token ${AUTH} has no access to this world` });
      else json(res, 500, `upstream said: x-auth-token=${AUTH}&x-application-key=${APP}`);
    });
    const c = client(`${server.origin}/api/`, {
      failureIn2xx: (b) => (b as { success?: unknown })?.success === false,
      retry: { maxRetries: 0 },
    });
    const a = (await rejection(c.request({ method: 'GET', url: 'a' }))) as ValidationError;
    assert.deepEqual(
      a.problems.map((p) => p.message),
      ['bad key ***', 'token *** expired'],
    );
    const b = await rejection(c.request({ method: 'GET', url: 'b' }));
    assert.ok(b instanceof PermissionError);
    assert.match(b.message, /Token \*\*\*/);
    const other = await rejection(c.request({ method: 'GET', url: 'c' }));
    texts.push(JSON.stringify((other as ValidationError).problems ?? []), JSON.stringify(a.problems));
  });

  it('keeps the credentials out of a refused-connection error and its cause', async () => {
    const gone = await serve(() => undefined);
    const origin = gone.origin;
    await gone.close();
    const err = await rejection(
      client(`${origin}/api/`, { retry: { maxRetries: 0 } }).request({
        method: 'GET',
        url: 'x/',
        query: { token: AUTH },
      }),
    );
    assert.ok(err instanceof NetworkError);
    texts.push(String((err as Error & { cause?: unknown }).cause));
  });
});

describe('HttpClient: cancellation', () => {
  it('sends nothing for an already aborted signal', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    const ac = new AbortController();
    ac.abort();
    const err = await rejection(
      client(`${server.origin}/api/`).request({ method: 'GET', url: 'x/', signal: ac.signal }),
    );
    assert.ok(err instanceof CancelledError);
    assert.equal(server.seen.length, 0);
  });

  it('cancels while the body is arriving', async () => {
    let started!: () => void;
    const bodyStarted = new Promise<void>((r) => (started = r));
    server = await serve((_q, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"results":[');
      started();
    });
    const ac = new AbortController();
    const pending = client(`${server.origin}/api/`).request({ method: 'GET', url: 'x/', signal: ac.signal });
    await bodyStarted;
    ac.abort();
    assert.ok((await rejection(pending)) instanceof CancelledError);
    assert.equal(logs.at(-1)!.status, 'error');
  });

  it('cancels during a backoff wait without another attempt', async () => {
    server = await serve((_q, res) => json(res, 503, {}));
    const ac = new AbortController();
    const s = fakeSleep();
    const sleep = async (ms: number, signal?: AbortSignal) => {
      ac.abort();
      return s.sleep(ms, signal);
    };
    const err = await rejection(
      client(`${server.origin}/api/`, { sleep }).request({ method: 'GET', url: 'x/', signal: ac.signal }),
    );
    assert.ok(err instanceof CancelledError);
    assert.equal(server.seen.length, 1);
    assert.equal(err.retryable, false);
  });
});

describe('HttpClient: no credential anywhere in this suite', () => {
  it('finds neither credential in any log line, message, JSON form or stack of this suite', () => {
    assert.ok(logs.length >= 8 && texts.length >= 40, `checked ${logs.length} log lines and ${texts.length} texts`);
    for (const t of [...logs.map((l) => JSON.stringify(l)), ...texts]) {
      assert.ok(!t.includes(AUTH) && !t.includes(APP), `leak in: ${t.slice(0, 300)}`);
    }
  });
});

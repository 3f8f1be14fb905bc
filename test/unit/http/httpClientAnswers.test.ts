// More of the HTTP layer's contract: wire headers and bodies, keep-alive, every error body shape the two
// services send, 2xx failures and schema paths.
import { strict as assert } from 'node:assert';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  AuthError,
  ClientError,
  HttpClient,
  NotFoundError,
  PermissionError,
  ProtocolError,
  ServerError,
  ValidationError,
  type HttpClientOptions,
  type RequestLogEntry,
} from '../../../src/core/http';
import { json, serve, type TestServer } from './servers';
import { rejection } from '../rejection';

const TOKEN = 'wlu_extra_client_secret_0123456789';
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

function html(res: ServerResponse, status: number, page: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(page);
}

beforeEach(() => {
  logs = [];
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('HttpClient: what goes on the wire', () => {
  it('sends Accept: application/json always, Content-Type only with a body, and the configured headers', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    const c = client({ headers: { 'User-Agent': 'Scriptorium-test' } });
    await c.request({ method: 'GET', url: 'projects/' });
    await c.request({ method: 'POST', url: 'languages/', body: { code: 'xx' } });
    const [get, post] = server.seen;
    assert.equal(get!.headers.accept, 'application/json');
    assert.equal(get!.headers['content-type'], undefined);
    assert.equal(get!.headers['user-agent'], 'Scriptorium-test');
    assert.equal(get!.headers.authorization, `Token ${TOKEN}`);
    assert.equal(post!.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(post!.body), { code: 'xx' });
  });

  it('writes bigint values in a body as exact integers', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    await client().request({ method: 'PATCH', url: 'units/1/', body: { id_hash: -9223372036854775808n, n: 1 } });
    assert.equal(server.seen[0]!.body, '{"id_hash":-9223372036854775808,"n":1}');
  });

  it('reads 64-bit integers exact inside nested results', async () => {
    server = await serve((_q, res) =>
      json(res, 200, '{"results":[{"id":1,"id_hash":9223372036854775807},{"id":2,"id_hash":-4611686018427387905}]}'),
    );
    const res = await client().request({ method: 'GET', url: 'units/' });
    assert.deepEqual(res.body, {
      results: [
        { id: 1, id_hash: '9223372036854775807' },
        { id: 2, id_hash: '-4611686018427387905' },
      ],
    });
  });

  it('keeps connections alive and reuses them across requests of the same client', async () => {
    const ports: number[] = [];
    server = await serve((q, res) => {
      ports.push(q.socket.remotePort!);
      json(res, 200, {});
    });
    const c = client();
    for (let i = 0; i < 6; i++) await c.request({ method: 'GET', url: 'x/' });
    assert.ok(new Set(ports).size < ports.length, `no connection reused: ${ports.join(', ')}`);
    await c.close();
  });

  it('adds query parameters, repeats array values and leaves out null/undefined', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    await client().request({
      method: 'GET',
      url: 'changes/?user=a',
      query: { action: [2, 5], user: 'b', q: 'state:<translated', skip: undefined, none: null },
    });
    const url = new URL(server.seen[0]!.url, 'http://x');
    assert.deepEqual(url.searchParams.getAll('action'), ['2', '5']);
    assert.deepEqual(url.searchParams.getAll('user'), ['b']);
    assert.equal(url.searchParams.get('q'), 'state:<translated');
    assert.ok(!url.searchParams.has('skip') && !url.searchParams.has('none'));
  });
});

describe('HttpClient: error bodies', () => {
  it('builds short human messages such as "Server error 503 on GET /api/projects/"', async () => {
    server = await serve((_q, res) => json(res, 503, ''));
    const err = await rejection(
      client({ retry: { maxRetries: 0 } }).request({ method: 'GET', url: 'projects/', endpoint: 'GET /api/projects/' }),
    );
    assert.ok(err instanceof ServerError);
    assert.equal(err.message, 'Server error 503 on GET /api/projects/');
    assert.equal((err as ServerError).status, 503);
  });

  it('maps 422, 401, 403 and 404 World Anvil bodies ({success:false, error}) by status', async () => {
    const cases: [number, unknown, new (...a: never[]) => Error][] = [
      [422, { success: false, error: 'Title is required' }, ValidationError],
      [401, { success: false, error: 'Invalid authentication' }, AuthError],
      [403, { success: false, error: 'Not your world' }, PermissionError],
      [404, { success: false, error: 'Article not found' }, NotFoundError],
    ];
    for (const [status, body, cls] of cases) {
      server = await serve((_q, res) => json(res, status, body));
      const err = await rejection(client().request({ method: 'GET', url: 'article' }));
      assert.ok(err instanceof cls, `${status}: ${err.name}`);
      assert.match(err.message, new RegExp(String((body as { error: string }).error)));
      await server.close();
      server = undefined;
    }
  });

  it('keeps a 5.10 problem without attr and non_field_errors as problems not tied to a field, with codes', async () => {
    server = await serve((q, res) =>
      q.url === '/api/new/'
        ? json(res, 400, {
            type: 'validation_error',
            errors: [
              { code: 'invalid', detail: 'Bad query', attr: 'q' },
              { code: 'parse_error', detail: 'Malformed', attr: null },
            ],
          })
        : json(res, 400, {
            non_field_errors: ['Both target and state are needed.'],
            plural: { number: ['Must be positive.'] },
          }),
    );
    const fresh = (await rejection(client().request({ method: 'GET', url: 'new/' }))) as ValidationError;
    assert.deepEqual(fresh.problems, [
      { field: 'q', message: 'Bad query', code: 'invalid' },
      { field: '', message: 'Malformed', code: 'parse_error' },
    ]);
    const old = (await rejection(client().request({ method: 'GET', url: 'old/' }))) as ValidationError;
    assert.deepEqual(
      old.problems.map((p) => [p.field, p.message]),
      [
        ['', 'Both target and state are needed.'],
        ['plural.number', 'Must be positive.'],
      ],
    );
  });

  it('reads a 2xx body of any shape: blank, a bare value, an object after spaces with characters of every width', async () => {
    // Hashes are quoted in the decoded text: characters of two to four bytes before them change nothing.
    const bodies: Array<[string, unknown]> = [
      ['', undefined],
      [' \n\t', undefined],
      ['\u00a0', undefined],
      ['"ok"', 'ok'],
      ['42', 42],
      ['null', null],
      [
        ' \r\n {"s":"Grüße 😀 € \\"id_hash\\": 1","id_hash":-9223372036854775808,"n":[1]}',
        { s: 'Grüße 😀 € "id_hash": 1', id_hash: '-9223372036854775808', n: [1] },
      ],
      ['[{"content_hash" : 18446744073709551615}]', [{ content_hash: '18446744073709551615' }]],
    ];
    for (const [text, expected] of bodies) {
      server = await serve((_q, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(text);
      });
      assert.deepEqual((await client().request({ method: 'GET', url: 'x/' })).body, expected, JSON.stringify(text));
      await server.close();
      server = undefined;
    }
  });

  it('refuses an HTML page with a 200, known by its type or by its text', async () => {
    for (const [type, page] of [
      ['text/html', '{"a":1}'],
      ['application/json', ' \n<!DOCTYPE html><p>x</p>'],
    ]) {
      server = await serve((_q, res) => {
        res.writeHead(200, { 'Content-Type': type! });
        res.end(page);
      });
      const err = await rejection(client().request({ method: 'GET', url: 'x/' }));
      assert.ok(err instanceof ProtocolError, err.name);
      assert.match(err.message, /HTML page instead of JSON/);
      await server.close();
      server = undefined;
    }
  });

  it('says an HTML page came back for any status, without any of the page in the message', async () => {
    const page = `<!DOCTYPE html><html><head><title>Gateway says no</title></head><body>${'<p>lorem ipsum</p>'.repeat(2000)}</body></html>`;
    for (const [status, cls] of [
      [404, NotFoundError],
      [403, PermissionError],
      [500, ServerError],
    ] as const) {
      server = await serve((_q, res) => html(res, status, page));
      const err = await rejection(client({ retry: { maxRetries: 0 } }).request({ method: 'GET', url: 'x/' }));
      assert.ok(err instanceof cls, err.name);
      assert.match(err.message, /HTML/);
      assert.doesNotMatch(err.message, /Gateway says no|lorem|<p>/);
      assert.ok(err.message.length < 200, err.message);
      await server.close();
      server = undefined;
    }
  });

  it('clips a long plain-text error body to a short message', async () => {
    server = await serve((_q, res) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Traceback:\n${'  File "x.py", line 1\n'.repeat(500)}`);
    });
    const err = await rejection(client().request({ method: 'GET', url: 'x/' }));
    assert.ok(err instanceof ServerError);
    assert.ok(err.message.length < 400, `${err.message.length} characters`);
  });

  it('maps each 3xx to ProtocolError saying redirects are not followed, without repeating it', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      server = await serve((_q, res) => {
        res.writeHead(status, { Location: 'https://elsewhere.invalid/' });
        res.end();
      });
      const err = await rejection(client().request({ method: 'GET', url: 'x/' }));
      assert.ok(err instanceof ProtocolError, `${status}: ${err.name}`);
      assert.match(err.message, /redirect/);
      assert.equal(server.seen.length, 1);
      await server.close();
      server = undefined;
    }
  });
});

describe('HttpClient: failures inside 2xx (World Anvil)', () => {
  const wa = () => client({ failureIn2xx: (b) => (b as { success?: unknown } | null)?.success === false });

  it('turns field maps into ValidationError, "not found" into NotFoundError and anything else into ClientError, never repeated', async () => {
    const bodies: [unknown, new (...a: never[]) => Error][] = [
      [{ success: false, error: { title: 'Too long', state: 'Unknown state' } }, ValidationError],
      [{ success: false, error: 'Article does not exist' }, NotFoundError],
      [{ success: false, error: 'Something odd happened' }, ClientError],
      [{ success: false }, ClientError],
    ];
    for (const [body, cls] of bodies) {
      server = await serve((_q, res) => json(res, 200, body));
      const err = await rejection(wa().request({ method: 'GET', url: 'article' }));
      assert.ok(err instanceof cls, `${JSON.stringify(body)} → ${err.name}`);
      assert.equal(server.seen.length, 1);
      await server.close();
      server = undefined;
    }
  });

  it('lets success:true and bodies without success through', async () => {
    server = await serve((q, res) => json(res, 200, q.url === '/api/a' ? { success: true, id: 'a' } : { id: 'b' }));
    assert.deepEqual((await wa().request({ method: 'GET', url: 'a' })).body, { success: true, id: 'a' });
    assert.deepEqual((await wa().request({ method: 'GET', url: 'b' })).body, { id: 'b' });
  });
});

describe('HttpClient: schema checks', () => {
  it('names a deep path, the endpoint and a reason, but never the offending value', async () => {
    server = await serve((_q, res) =>
      json(res, 200, {
        results: [
          { target: ['ok'], state: 20 },
          { target: ['ok', `leak-${TOKEN}`], state: `leak-${TOKEN}` },
        ],
      }),
    );
    const schema = z.object({ results: z.array(z.object({ target: z.array(z.string()), state: z.number() })) });
    const err = (await rejection(client().requestJson({ method: 'GET', url: 'units/' }, schema))) as ProtocolError;
    assert.ok(err instanceof ProtocolError);
    assert.equal(err.fieldPath, 'results.1.state');
    assert.match(err.message, /GET \/api\/units\/.*results\.1\.state.*expected number/);
    assert.ok(!err.message.includes('leak-'), err.message);
  });

  it('reports a body of the wrong kind altogether', async () => {
    server = await serve((_q, res) => json(res, 200, '[1,2]'));
    const err = (await rejection(
      client().requestJson({ method: 'GET', url: 'x/' }, z.object({ a: z.number() })),
    )) as ProtocolError;
    assert.ok(err instanceof ProtocolError);
    assert.match(err.message, /expected object/);
  });
});

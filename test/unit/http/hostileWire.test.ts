// The HTTP client against the hostile sandbox's wire lies (#25, sandbox/hostile/wire.ts): headers
// that lie (Content-Type, Content-Length, Location), binary bodies where JSON is expected, and bodies
// beyond the size cap, with and without a length, and endless. Each ends in a typed error naming the
// endpoint (or, where the lie is harmless, the right answer); the token never goes anywhere but the
// sandbox; reading stops at the cap; nothing crashes or hangs.
import { strict as assert } from 'node:assert';
import {
  HttpClient,
  NetworkError,
  ProtocolError,
  ResponseTooLargeError,
  ScriptoriumError,
  ServerError,
} from '../../../src/core/http';
import { startSandbox } from '../../../sandbox/server';
import { WIRE_LIES, type LieSpec, type WireLie } from '../../../sandbox/hostile/wire';
import type { Sandbox } from '../../../sandbox/types';
import { fakeSleep, serve, type TestServer } from './servers';

const ENDPOINT = 'GET /api/projects/';
const PATH = '/api/projects/';
const LIMIT = 1024 * 1024;

describe('HttpClient: a server whose headers and bodies lie', () => {
  let sb: Sandbox;
  let elsewhere: TestServer;
  before(async () => {
    sb = await startSandbox();
    // Another origin a redirect can point at: it must never see a request.
    elsewhere = await serve((_req, res) => res.end('{}'));
  });
  after(async () => {
    await sb.close();
    await elsewhere.close();
  });
  beforeEach(() => {
    sb.requests.length = 0;
  });
  // Closed here too, so a failed assertion leaves no keep-alive socket holding the test run open.
  const clients: HttpClient[] = [];
  afterEach(async () => {
    sb.faults.clear();
    await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined))); // most were closed already
  });

  const hits = () => sb.requests.filter((r) => r.path === PATH).length;

  /** One GET of the project list through a client holding a token, with `lie` switched on for it. */
  async function get(
    lie: WireLie | undefined,
    spec: Omit<LieSpec, 'lie'> & { times?: number } = {},
    maxResponseBytes: number | 'default' = LIMIT,
  ): Promise<{ result: unknown; logged: string[]; client: HttpClient }> {
    if (lie) sb.faults.add({ kind: 'lie', lie, path: `^${PATH}$`, ...spec });
    const logged: string[] = [];
    const client = new HttpClient({
      baseUrl: sb.weblateUrl,
      credentialHeaders: { Authorization: `Token ${sb.credentials.weblate.adminToken}` },
      ...(maxResponseBytes === 'default' ? {} : { maxResponseBytes }),
      sleep: fakeSleep().sleep,
      onRequestLog: (e) => logged.push(`${e.status} ${e.error ?? ''}`.trim()),
    });
    clients.push(client);
    const result = await client.request({ method: 'GET', url: 'api/projects/', endpoint: ENDPOINT }).then(
      (r) => r,
      (e: unknown) => e,
    );
    return { result, logged, client };
  }

  /** The bytes the last lie wrote, once its answer is over (read back from the sandbox, as other processes would). */
  async function lieBytes(): Promise<number> {
    for (;;) {
      const stats = (await (await fetch(`${sb.origin}/__sandbox/stats`)).json()) as { lieBytes: number | null };
      if (stats.lieBytes !== null) return stats.lieBytes;
      await new Promise((r) => setImmediate(r));
    }
  }

  describe('Content-Type', () => {
    it('refuses JSON labelled text/html as an HTML page, naming the endpoint, without retrying', async () => {
      const { result, logged, client } = await get('contentTypeHtml');
      assert.ok(result instanceof ProtocolError, String(result));
      assert.equal(result.endpoint, ENDPOINT);
      assert.match(result.message, /^GET \/api\/projects\/ answered an HTML page instead of JSON/);
      assert.deepEqual(logged, ['200 ProtocolError']);
      assert.equal(hits(), 1);
      await client.close();
    });

    // Deliberate: the label is not trusted either way. What is read is parsed as JSON and then checked
    // against the schema of the endpoint, so a mislabelled but well-formed answer does no harm.
    it('reads JSON labelled application/octet-stream as the JSON it is', async () => {
      const { result, client } = await get('contentTypeOctetStream');
      assert.ok(!(result instanceof Error), String(result));
      assert.ok(Array.isArray((result as { body: { results: unknown[] } }).body.results));
      await client.close();
    });
  });

  describe('Content-Length', () => {
    it('a length longer than the body, then a closed connection: a NetworkError that says so, retried, then given up', async () => {
      const { result, logged, client } = await get('contentLengthLonger');
      assert.ok(result instanceof NetworkError, String(result));
      assert.equal(result.endpoint, ENDPOINT);
      assert.equal(
        result.message,
        'Network error on GET /api/projects/: the server closed the connection before the answer was complete.',
      );
      assert.equal(result.mayHaveReachedServer, true);
      assert.deepEqual(logged, ['error NetworkError']);
      assert.equal(hits(), 5, 'a GET is safe to repeat: the first try and 4 retries');
      await client.close();
    });

    it('a length shorter than the body: the cut-off answer is refused, and the bytes left over do not become the next answer', async () => {
      const { result, client } = await get('contentLengthShorter', { times: 1 });
      assert.ok(result instanceof ProtocolError, String(result));
      assert.match(
        result.message,
        /^GET \/api\/projects\/ answered something that is not valid JSON \(the answer may have been cut off\)\.$/,
      );
      const next = await client.request({ method: 'GET', url: 'api/projects/', endpoint: ENDPOINT });
      assert.ok(
        Array.isArray((next.body as { results: unknown[] }).results),
        'the next answer on the same client is whole and right',
      );
      await client.close();
    });
  });

  describe('Location', () => {
    const redirects: [WireLie, Omit<LieSpec, 'lie'>][] = [
      ['redirectOtherOrigin', { status: 301 }],
      ['redirectOtherOrigin', { status: 302 }],
      ['redirectOtherOrigin', { status: 303 }],
      ['redirectOtherOrigin', { status: 307 }],
      ['redirectOtherOrigin', { status: 308 }],
      ['redirectPlainHttp', {}],
      ['redirectFile', {}],
      ['redirectJavascript', {}],
      ['redirectLoop', { status: 307 }],
    ];
    for (const [lie, spec] of redirects) {
      it(`${lie}${spec.status ? ` (${spec.status})` : ''}: not followed, a ProtocolError naming the endpoint, the token sent nowhere else`, async () => {
        const { result, logged, client } = await get(lie, { ...spec, location: elsewhere.origin });
        assert.ok(result instanceof ProtocolError, String(result));
        assert.equal(result.endpoint, ENDPOINT);
        assert.equal(result.status, spec.status ?? 302);
        assert.match(result.message, /^GET \/api\/projects\/ answered a redirect \(\d+\); redirects are not followed/);
        // The message never repeats where it pointed (a javascript: or file: address, another host).
        assert.doesNotMatch(result.message, /javascript|file:|elsewhere\.example|127\.0\.0\.1|scriptorium\.example/);
        assert.deepEqual(logged, [`${spec.status ?? 302} ProtocolError`]);
        assert.equal(hits(), 1, 'asked once: neither followed nor retried');
        assert.equal(elsewhere.seen.length, 0, 'the other origin never heard from the client');
        await client.close();
      });
    }
  });

  describe('bodies', () => {
    it('random bytes with NULs and invalid UTF-8 where JSON is expected: a ProtocolError', async () => {
      const { result, client } = await get('binaryBody', { bytes: 8192 });
      assert.ok(result instanceof ProtocolError, String(result));
      assert.equal(
        result.message,
        'GET /api/projects/ answered something that is not valid JSON (the answer may have been cut off).',
      );
      await client.close();
    });

    // Was a bug: an error answer's body was quoted into the message whatever it was, so a binary one put
    // NULs, control characters and undecodable bytes into the notification and the log.
    it('random bytes as an error answer: the message says binary and quotes none of it', async () => {
      const { result, client } = await get('binaryBody', { bytes: 600, status: 500, times: 5 });
      assert.ok(result instanceof ServerError, String(result));
      assert.equal(result.message, 'Server error 500 on GET /api/projects/: the answer is binary data, not text');
      await client.close();
    });

    for (const lie of ['hugeBody', 'hugeBodyStreamed', 'endlessBody'] as const) {
      it(`${lie}: stops reading at the cap with a ResponseTooLargeError naming the endpoint`, async () => {
        const { result, logged, client } = await get(lie, { bytes: 64 * LIMIT });
        assert.ok(result instanceof ResponseTooLargeError, String(result));
        assert.equal(result.endpoint, ENDPOINT);
        assert.equal(result.limitBytes, LIMIT);
        assert.deepEqual(logged, ['200 ResponseTooLargeError'], 'not retried');
        // What the sandbox got written before the client hung up: the cap and what the sockets buffer.
        const written = await lieBytes();
        assert.ok(written < 16 * LIMIT, `the client stopped reading early (the sandbox wrote ${written} bytes)`);
        await client.close();
      });
    }

    it('a body beyond the default cap of 64 MiB, with no cap given: refused at the cap', async () => {
      const { result, client } = await get('hugeBodyStreamed', { bytes: 80 * LIMIT }, 'default');
      assert.ok(result instanceof ResponseTooLargeError, String(result));
      assert.equal(result.limitBytes, 64 * LIMIT);
      assert.ok((await lieBytes()) < 80 * LIMIT);
      await client.close();
    });
  });

  // The same for text the server means as a message: controls and bidi overrides would garble or disguise
  // the notification (a right-to-left override turns what follows around).
  it('quotes a server’s error message without control or bidi characters', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Bad\u0000 name \u202egnp.exe\u202c\u0007 given' }));
    });
    const client = new HttpClient({ baseUrl: server.origin });
    clients.push(client);
    const err = await client.request({ method: 'GET', url: 'api/x/', endpoint: 'GET /api/x/' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(err instanceof ScriptoriumError, String(err));
    assert.equal(err.message, 'The server refused the request (GET /api/x/): Bad name gnp.exe given');
    await client.close();
    await server.close();
  });

  it('every lie ends in an answer or a typed error naming the endpoint, and the sandbox answers on', async () => {
    for (const lie of WIRE_LIES) {
      const { result, client } = await get(lie, { bytes: 4 * LIMIT, location: elsewhere.origin });
      if (result instanceof Error) {
        assert.ok(result instanceof ScriptoriumError, `${lie}: ${String(result)}`);
        assert.equal(result.endpoint, ENDPOINT, lie);
        assert.ok(result.message.includes(ENDPOINT), `${lie}: ${result.message}`);
      }
      await client.close();
      sb.faults.clear();
    }
    const { result, client } = await get(undefined);
    assert.ok(!(result instanceof Error), String(result));
    await client.close();
    assert.equal(elsewhere.seen.length, 0);
  });
});

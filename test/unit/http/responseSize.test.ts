// A 2xx body is read up to the client's cap and no further. Was a bug: 2xx bodies were read whole (only
// error bodies were capped), so a server could exhaust the extension host's memory with one answer.
import { strict as assert } from 'node:assert';
import { HttpClient, ResponseTooLargeError } from '../../../src/core/http';
import { serve, type TestServer } from './servers';

describe('HttpClient: response size cap', () => {
  let server: TestServer;
  let sent = 0;
  before(async () => {
    server = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/small') {
        res.end(JSON.stringify({ items: 'x'.repeat(900) }));
        return;
      }
      // An endless body, written as the client reads it: it must stop reading, not wait for the end.
      sent = 0;
      res.write('{"items":"');
      const more = () => {
        while (sent < 64 * 1024 * 1024 && res.write('x'.repeat(16 * 1024))) sent += 16 * 1024;
        if (sent < 64 * 1024 * 1024) res.once('drain', more);
        else res.end('"}');
      };
      res.on('error', () => undefined);
      more();
    });
  });
  after(() => server.close());

  it('reads an answer within the cap', async () => {
    const client = new HttpClient({ baseUrl: server.origin, maxResponseBytes: 1024 });
    const res = await client.request({ method: 'GET', url: '/small' });
    assert.equal((res.body as { items: string }).items.length, 900);
    await client.close();
  });

  it('stops reading a longer answer with a typed error naming the endpoint and the limit', async () => {
    const logged: string[] = [];
    const client = new HttpClient({
      baseUrl: server.origin,
      maxResponseBytes: 256 * 1024,
      onRequestLog: (e) => logged.push(`${e.status} ${e.error ?? ''}`),
    });
    const err = await client.request({ method: 'GET', url: '/endless', endpoint: 'GET /api/units/' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(err instanceof ResponseTooLargeError, `got ${String(err)}`);
    assert.equal(err.endpoint, 'GET /api/units/');
    assert.equal(err.limitBytes, 256 * 1024);
    assert.match(err.message, /^GET \/api\/units\/ answered more than 262144 bytes/);
    assert.equal(err.retryable, false);
    assert.deepEqual(logged, ['200 ResponseTooLargeError'], 'not retried');
    assert.ok(sent < 16 * 1024 * 1024, `the client stopped reading early (the server wrote ${sent} bytes)`);
    await client.close();
  });

  it('stops at a request’s own lower cap (an image’s size limit), below the client’s', async () => {
    const client = new HttpClient({ baseUrl: server.origin });
    const err = await client
      .request({ method: 'GET', url: '/endless', endpoint: 'GET image file', expect: 'bytes', maxBytes: 128 * 1024 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    assert.ok(err instanceof ResponseTooLargeError, `got ${String(err)}`);
    assert.equal(err.limitBytes, 128 * 1024);
    assert.ok(sent < 16 * 1024 * 1024, `the client stopped reading early (the server wrote ${sent} bytes)`);
    await client.close();
  });

  it('caps at 64 MiB unless told otherwise', async () => {
    const { DEFAULT_MAX_RESPONSE_BYTES } = await import('../../../src/core/http/httpClient');
    assert.equal(DEFAULT_MAX_RESPONSE_BYTES, 64 * 1024 * 1024);
  });
});

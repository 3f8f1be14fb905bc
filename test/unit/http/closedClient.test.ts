// A request on a client that was closed (its session replaced by a reconnect) is a cancellation, refused at
// once: undici's UND_ERR_DESTROYED / UND_ERR_CLOSED used to be taken for a network failure, repeated four
// times with backoff and then shown as "cannot reach the server".
import { strict as assert } from 'node:assert';
import {
  CancelledError,
  ClosedClientError,
  HttpClient,
  NetworkError,
  type RequestLogEntry,
} from '../../../src/core/http';
import { failureLine } from '../../../src/core/errorLine';
import { rejection } from '../rejection';
import { fakeSleep, json, serve, type TestServer } from './servers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function client(sleep: (ms: number, signal?: AbortSignal) => Promise<void>, logs: RequestLogEntry[]) {
  return new HttpClient({ baseUrl: `${server!.origin}/api/`, sleep, onRequestLog: (e) => logs.push(e) });
}

describe('HttpClient: a closed client', () => {
  for (const warm of [true, false]) {
    it(`refuses a request after close at once, as a cancellation (${warm ? 'after' : 'before'} its first request)`, async () => {
      server = await serve((_q, res) => json(res, 200, { ok: true }));
      const s = fakeSleep();
      const logs: RequestLogEntry[] = [];
      const c = client(s.sleep, logs);
      if (warm) await c.request({ method: 'GET', url: 'x/' });
      const seen = server.seen.length;
      await c.close();
      const err = await rejection(c.request({ method: 'GET', url: 'x/' }));
      assert.ok(err instanceof ClosedClientError, `${err.name}: ${err.message}`);
      assert.ok(err instanceof CancelledError, 'the UI treats it as cancelled');
      assert.ok(!(err instanceof NetworkError));
      assert.deepEqual(s.delays, [], 'never waited to repeat it');
      assert.equal(server.seen.length, seen, 'nothing sent');
      assert.equal(logs.at(-1)?.retries, 0);
      assert.equal(logs.at(-1)?.error, 'ClosedClientError');
    });
  }

  it('a request waiting to be repeated when its client closes ends there, without another attempt', async () => {
    server = await serve((_q, res) => json(res, 503, {}));
    const logs: RequestLogEntry[] = [];
    // The client closes while the request sleeps before its first repeat (a session replaced meanwhile).
    const delays: number[] = [];
    const sleep = async (ms: number) => {
      delays.push(ms);
      await c.close();
    };
    const c: HttpClient = client(sleep, logs);
    const err = await rejection(c.request({ method: 'GET', url: 'x/' }));
    assert.ok(err instanceof ClosedClientError, `${err.name}: ${err.message}`);
    assert.equal(server.seen.length, 1, 'the first attempt only');
    assert.equal(delays.length, 1);
    assert.equal(logs.at(-1)?.retries, 1);
  });

  it('a read on a replaced client is logged as a cancellation, a real failure as a warning', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    const c = client(fakeSleep().sleep, []);
    // A poll that still holds the old client after Connect replaced it (the smoke run's check for warnings
    // met two such when Connect wrote the settings).
    await c.close();
    const err = await rejection(c.request({ method: 'GET', url: 'changes/' }));
    assert.ok(err instanceof ClosedClientError, `${err.name}: ${err.message}`);
    assert.deepEqual(failureLine('poll', err), {
      level: 'info',
      line: 'poll: cancelled (the connection was replaced)',
    });
    const down = new NetworkError('Cannot reach the server.', 'GET /api/changes/', { mayHaveReachedServer: false });
    assert.deepEqual(failureLine('poll', down), {
      level: 'warn',
      line: 'poll: NetworkError: Cannot reach the server.',
    });
    assert.deepEqual(failureLine(undefined, 'odd'), { level: 'warn', line: 'odd' });
  });
});

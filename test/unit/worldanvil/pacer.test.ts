// The pace of a World Anvil client (core/worldanvil/pacer.ts) shared by concurrent requests, and the
// server's Retry-After heard by the whole client through the HTTP layer's gate. Times are bounded below
// only (a wait can come late on a busy machine, never early).
import { strict as assert } from 'node:assert';
import { CancelledError, HttpClient, type RequestGate } from '../../../src/core/http';
import { Pacer } from '../../../src/core/worldanvil/pacer';
import { rejection } from '../rejection';
import { json, serve, type TestServer } from '../http/servers';

describe('Pacer', () => {
  it('lets a burst go, then paces concurrent callers one interval apart', async () => {
    const pacer = new Pacer(20, 2);
    const started = Date.now();
    const at: number[] = [];
    await Promise.all(Array.from({ length: 8 }, () => pacer.take().then(() => at.push(Date.now() - started))));
    at.sort((a, b) => a - b);
    // 2 in the burst, then 6 more 50 ms apart.
    assert.ok(at[7]! >= 6 * 50 - 5, `${at.join(', ')}`);
  });

  it('unpaced (0 a second) still keeps a pause the server asked for, for every request', async () => {
    const pacer = new Pacer(0, 4);
    await pacer.take();
    pacer.hold(300);
    const started = Date.now();
    await Promise.all([pacer.take(), pacer.take(), pacer.take()]);
    assert.ok(Date.now() - started >= 295);
  });

  it('a request already waiting for its turn when a pause is asked for waits for the pause too', async () => {
    const pacer = new Pacer(5, 1);
    await pacer.take();
    const started = Date.now();
    const waiting = pacer.take(); // its turn: 200 ms from now
    pacer.hold(500);
    await waiting;
    assert.ok(Date.now() - started >= 495);
  });

  it('a wait ends at once when its signal aborts', async () => {
    const pacer = new Pacer(0, 1);
    pacer.hold(60_000);
    const abort = new AbortController();
    const waiting = pacer.take(abort.signal);
    abort.abort(new Error('stop'));
    assert.equal((await rejection(waiting)).message, 'stop');
  });
});

describe('HttpClient gate', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  function recordingGate(): RequestGate & { takes: number; holds: number[] } {
    return {
      takes: 0,
      holds: [],
      async take() {
        this.takes++;
      },
      hold(ms) {
        this.holds.push(ms);
      },
    };
  }

  it('every attempt passes the gate, and a 429 Retry-After is handed to it for the whole client', async () => {
    server = await serve((_q, res, seen) =>
      seen.length === 1 ? json(res, 429, {}, { 'Retry-After': '2' }) : json(res, 200, { ok: true }),
    );
    const gate = recordingGate();
    const slept: number[] = [];
    const c = new HttpClient({ baseUrl: server.origin, gate, sleep: async (ms) => void slept.push(ms) });
    await c.request({ method: 'GET', url: 'x' });
    assert.equal(gate.takes, 2, 'the first attempt and its repeat');
    assert.deepEqual(gate.holds, [2000]);
    assert.deepEqual(slept, [2000]);
    await c.close();
  });

  it('with the pacer as gate, a 429 to one request holds the next request of the client for its Retry-After', async () => {
    let answered429 = 0;
    let otherArrived = 0;
    server = await serve((q, res, seen) => {
      if (q.url === '/other') otherArrived = Date.now();
      if (seen.length > 1) return json(res, 200, {});
      answered429 = Date.now();
      json(res, 429, {}, { 'Retry-After': '1' });
    });
    let other: Promise<unknown> | undefined;
    const c = new HttpClient({
      baseUrl: server.origin,
      gate: new Pacer(0, 4),
      // The told request's own wait is skipped: what is measured is the other request, started just now.
      sleep: async () => void (other ??= c.request({ method: 'GET', url: 'other' })),
    });
    await c.request({ method: 'GET', url: 'told' });
    await other;
    assert.ok(
      otherArrived - answered429 >= 990,
      `the other request came ${otherArrived - answered429} ms after the 429`,
    );
    await c.close();
  });

  it('a backoff the server did not ask for is this request’s own: the others are not held', async () => {
    server = await serve((_q, res, seen) => (seen.length === 1 ? json(res, 503, {}) : json(res, 200, {})));
    const gate = recordingGate();
    const c = new HttpClient({ baseUrl: server.origin, gate, sleep: async () => undefined });
    await c.request({ method: 'GET', url: 'x' });
    assert.equal(gate.takes, 2);
    assert.deepEqual(gate.holds, []);
    await c.close();
  });

  it('a request cancelled while it waits at the gate is a CancelledError and is never sent', async () => {
    server = await serve((_q, res) => json(res, 200, {}));
    const pacer = new Pacer(0, 1);
    pacer.hold(60_000);
    const c = new HttpClient({ baseUrl: server.origin, gate: pacer });
    const abort = new AbortController();
    const pending = c.request({ method: 'GET', url: 'x', signal: abort.signal });
    abort.abort();
    assert.ok((await rejection(pending)) instanceof CancelledError);
    assert.equal(server.seen.length, 0);
    await c.close();
  });
});

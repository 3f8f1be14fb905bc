// The pending edits' own timing (#41): when a send nobody asked for runs. A fake clock and timers drive the
// schedule through its states: idle, due, sending, held.
import { strict as assert } from 'node:assert';
import { SendSchedule, type TryResult } from '../../../src/core/units/sendSchedule';

const RETRY = 15_000;

/** A schedule over a fake clock; `sends` records when each try ran, `answers` what each try finds. */
function harness(answers: TryResult[] = []) {
  let now = 1_000_000;
  let timers: { at: number; run: () => void }[] = [];
  let work = true;
  const sends: number[] = [];
  let finish: ((r: TryResult) => void) | undefined;
  let manual = false;
  const schedule = new SendSchedule({
    hasWork: () => work,
    send: () => {
      sends.push(now);
      if (manual) return new Promise((resolve) => (finish = resolve));
      return Promise.resolve(answers.shift() ?? 'done');
    },
    now: () => now,
    setTimer: (ms, run) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
    retryMs: RETRY,
  });
  /** Moves the clock on by `ms`, running every timer due on the way (and what their sends started). */
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = Math.max(now, next.at);
      next.run();
      await new Promise((r) => setImmediate(r));
    }
    now = end;
  };
  return {
    schedule,
    sends,
    advance,
    start: () => now,
    setWork: (w: boolean) => (work = w),
    holdSends: () => (manual = true),
    finish: async (r: TryResult) => {
      finish?.(r);
      await new Promise((res) => setImmediate(res));
    },
  };
}

describe('pending edits: the send schedule', () => {
  it('idle with nothing waiting: an answer starts no try', async () => {
    const h = harness();
    h.setWork(false);
    h.schedule.answered();
    assert.equal(h.schedule.state, 'idle');
    await h.advance(60_000);
    assert.deepEqual(h.sends, []);
  });

  it('an edit kept without a server is tried again after the retry time, and again while the server stays away', async () => {
    const h = harness(['unreachable', 'unreachable', 'done']);
    const t0 = h.start();
    h.schedule.kept();
    assert.equal(h.schedule.state, 'due');
    assert.equal(h.schedule.nextTry, t0 + RETRY);
    await h.advance(RETRY - 1);
    assert.deepEqual(h.sends, [], 'not before the retry time');
    await h.advance(3 * RETRY);
    assert.deepEqual(
      h.sends,
      [t0 + RETRY, t0 + 2 * RETRY, t0 + 3 * RETRY],
      'the tries are the probe: nothing else asked',
    );
    assert.equal(h.schedule.state, 'idle');
  });

  it('an answer sends at once; within the quiet time after a failed try, once it is over (never dropped)', async () => {
    const h = harness(['unreachable']);
    const t0 = h.start();
    h.schedule.answered();
    await h.advance(0);
    assert.deepEqual(h.sends, [t0], 'at once');
    // That try found no server: answers in the next seconds wait for the end of the quiet time.
    await h.advance(2_000);
    h.schedule.answered();
    h.schedule.answered();
    assert.equal(h.schedule.nextTry, t0 + RETRY);
    await h.advance(RETRY);
    assert.deepEqual(h.sends, [t0, t0 + RETRY], 'one try for the burst, when the quiet time ends');
  });

  it('held while the person looks at the queue: nothing goes; a try that fell due runs on release', async () => {
    const h = harness();
    const release = h.schedule.hold();
    assert.equal(h.schedule.state, 'held');
    h.schedule.answered();
    await h.advance(60_000);
    assert.deepEqual(h.sends, [], 'viewing never sends');
    release();
    release(); // a second release of the same hold changes nothing
    await h.advance(0);
    assert.equal(h.sends.length, 1);
  });

  it('a try under way when the list opens stops (held) and runs again when the list closes', async () => {
    const h = harness();
    h.holdSends();
    h.schedule.answered();
    await h.advance(0);
    assert.equal(h.schedule.state, 'sending');
    const release = h.schedule.hold();
    await h.finish('held');
    assert.equal(h.schedule.state, 'held');
    await h.advance(60_000);
    assert.equal(h.sends.length, 1, 'nothing more while the list shows');
    release();
    await h.advance(0);
    assert.equal(h.sends.length, 2, 'the stopped try runs again on release');
  });

  it('a try that stopped held after the list closed again runs at once', async () => {
    const h = harness();
    h.holdSends();
    h.schedule.answered();
    await h.advance(0);
    h.schedule.hold()();
    await h.finish('held');
    await h.advance(0);
    assert.equal(h.sends.length, 2);
  });

  it('two holds: the try waits for both', async () => {
    const h = harness();
    const a = h.schedule.hold();
    const b = h.schedule.hold();
    h.schedule.answered();
    a();
    await h.advance(1_000);
    assert.deepEqual(h.sends, []);
    b();
    await h.advance(0);
    assert.equal(h.sends.length, 1);
  });

  it('sending: answers the send itself gets start no second try', async () => {
    const h = harness();
    h.holdSends();
    h.schedule.answered();
    await h.advance(0);
    assert.equal(h.schedule.state, 'sending');
    h.schedule.answered(); // the send's own reads answered
    await h.advance(0);
    assert.equal(h.sends.length, 1);
    h.setWork(false);
    await h.finish('done');
    assert.equal(h.schedule.state, 'idle', 'all sent: nothing due');
  });

  it('a send the person asked for counts: no server, the next try after the retry time; sent, answers go at once again', async () => {
    const h = harness();
    const t0 = h.start();
    h.schedule.tried('unreachable');
    assert.equal(h.schedule.nextTry, t0 + RETRY);
    h.schedule.tried('done');
    h.schedule.answered();
    assert.equal(h.schedule.nextTry, t0, 'the server is back: at once');
  });
});

import { strict as assert } from 'node:assert';
import { RerunAfter } from '../../../src/core/async/rerunAfter';

/** A run that waits to be released; counts how many started. */
function gatedRuns() {
  const gates: Array<() => void> = [];
  let started = 0;
  const runner = new RerunAfter(() => {
    started++;
    return new Promise<void>((resolve) => gates.push(resolve));
  });
  return { runner, started: () => started, release: () => gates.shift()!() };
}

describe('RerunAfter', () => {
  it('runs once when asked while idle', async () => {
    const { runner, started, release } = gatedRuns();
    const done = runner.request();
    assert.equal(started(), 1);
    release();
    await done;
  });

  it('a request during a run waits for a run that starts after it (not the one under way)', async () => {
    const { runner, started, release } = gatedRuns();
    const first = runner.request();
    let secondDone = false;
    const second = runner.request().then(() => (secondDone = true));
    release();
    await first;
    await new Promise((r) => setImmediate(r));
    assert.equal(started(), 2, 'a second run started after the first ended');
    assert.equal(secondDone, false, 'the second request is not answered by the first run');
    release();
    await second;
  });

  it('every request during one run shares the one run after it', async () => {
    const { runner, started, release } = gatedRuns();
    const first = runner.request();
    const later = [runner.request(), runner.request(), runner.request()];
    release();
    await first;
    await new Promise((r) => setImmediate(r));
    release();
    await Promise.all(later);
    assert.equal(started(), 2);
  });

  it('a failed run still lets the next one start', async () => {
    let calls = 0;
    const runner = new RerunAfter(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
    });
    const first = runner.request();
    const second = runner.request();
    await assert.rejects(first, /offline/);
    await second;
    assert.equal(calls, 2);
  });
});

import { strict as assert } from 'node:assert';
import { readAhead } from '../../../src/core/async/readAhead';

describe('readAhead', () => {
  it('asks the item looked at and the next ones up to the window, each once', async () => {
    const asked: number[] = [];
    const at = readAhead([10, 11, 12, 13, 14, 15], (n) => (asked.push(n), Promise.resolve(n * 2)), 4);
    assert.equal(await at(0), 20);
    assert.deepEqual(asked, [10, 11, 12, 13]);
    assert.equal(await at(1), 22);
    assert.deepEqual(asked, [10, 11, 12, 13, 14]);
    assert.equal(await at(5), 30);
    assert.deepEqual(asked, [10, 11, 12, 13, 14, 15]);
  });

  it('asks nothing past the list, and a failure ahead is given to its own turn, not left unhandled', async () => {
    const asked: number[] = [];
    const at = readAhead(
      [1, 2],
      (n) => (asked.push(n), n === 2 ? Promise.reject(new Error('no 2')) : Promise.resolve(n)),
      4,
    );
    assert.equal(await at(0), 1);
    assert.deepEqual(asked, [1, 2]);
    await assert.rejects(at(1), /no 2/);
    assert.deepEqual(asked, [1, 2]);
  });
});

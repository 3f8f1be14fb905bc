// The end-to-end runner's arguments: scenario filters and --repeat (how a rare race is found and shown gone).
import { strict as assert } from 'node:assert';
import { parseRunArgs } from '../../e2e/args';

describe('end-to-end runner arguments', () => {
  it('takes scenario filters and a repeat count in either form', () => {
    assert.deepEqual(parseRunArgs([]), { only: [], repeat: 1 });
    assert.deepEqual(parseRunArgs(['17', '--repeat', '5', '14-hostile']), { only: ['17', '14-hostile'], repeat: 5 });
    assert.deepEqual(parseRunArgs(['--repeat=3']), { only: [], repeat: 3 });
  });

  it('refuses a repeat count that is not a whole number of rounds, and unknown options', () => {
    assert.throws(() => parseRunArgs(['--repeat']), /whole number.*got nothing/);
    assert.throws(() => parseRunArgs(['--repeat', '0']), /at least 1/);
    assert.throws(() => parseRunArgs(['--repeat=2.5']), /whole number/);
    assert.throws(() => parseRunArgs(['--retries', '2']), /unknown option --retries/);
  });
});

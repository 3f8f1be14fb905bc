// The end-to-end runner's arguments: scenario filters, --repeat (how a rare race is found and shown gone),
// and the VS Code and suite to run (--vscode oldest|newest, --smoke).
import { strict as assert } from 'node:assert';
import { parseRunArgs } from '../../e2e/args';

const defaults = { only: [], repeat: 1, vscode: 'newest', suite: 'scenarios' };

describe('end-to-end runner arguments', () => {
  it('runs every scenario once on the newest VS Code by default, and takes filters', () => {
    assert.deepEqual(parseRunArgs([]), defaults);
    assert.deepEqual(parseRunArgs(['05', '08']), { ...defaults, only: ['05', '08'] });
  });

  it('takes a repeat count in either form', () => {
    assert.deepEqual(parseRunArgs(['17', '--repeat', '5', '14-hostile']), {
      ...defaults,
      only: ['17', '14-hostile'],
      repeat: 5,
    });
    assert.deepEqual(parseRunArgs(['--repeat=3']), { ...defaults, repeat: 3 });
  });

  it('runs the smoke suite on the oldest VS Code, or on the newest with --smoke', () => {
    assert.deepEqual(parseRunArgs(['--vscode', 'oldest']), { ...defaults, vscode: 'oldest', suite: 'smoke' });
    assert.deepEqual(parseRunArgs(['02', '--vscode=oldest']), {
      ...defaults,
      only: ['02'],
      vscode: 'oldest',
      suite: 'smoke',
    });
    assert.deepEqual(parseRunArgs(['--smoke', '--vscode', 'newest', '--repeat', '3']), {
      ...defaults,
      suite: 'smoke',
      repeat: 3,
    });
  });

  it('refuses a repeat count that is not a whole number of rounds, an unknown VS Code, and unknown options', () => {
    assert.throws(() => parseRunArgs(['--repeat']), /whole number.*got nothing/);
    assert.throws(() => parseRunArgs(['--repeat', '0']), /at least 1/);
    assert.throws(() => parseRunArgs(['--repeat=2.5']), /whole number/);
    assert.throws(() => parseRunArgs(['--vscode']), /newest or oldest \(got nothing\)/);
    assert.throws(() => parseRunArgs(['--vscode', '1.90']), /newest or oldest \(got 1\.90\)/);
    assert.throws(() => parseRunArgs(['--retries', '2']), /unknown option --retries/);
  });
});

// The end-to-end runner's arguments: scenario filters, --repeat (how a rare race is found and shown gone),
// the VS Code and suite to run (--vscode oldest|newest, --smoke), and the two windows (#40).
import { strict as assert } from 'node:assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseRunArgs, splitsIntoWindows } from '../../e2e/args';
import { inShard, shardOf } from '../../e2e/shards';

const defaults = { only: [], repeat: 1, vscode: 'newest', suite: 'scenarios', oneWindow: false };

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
    assert.throws(() => parseRunArgs(['--shard', 'editor']), /translator or writer \(got editor\)/);
    assert.throws(() => parseRunArgs(['--vsix']), /path of a built package/);
  });

  it('splits a whole run of the scenarios over two windows, and nothing else', () => {
    assert.equal(splitsIntoWindows(parseRunArgs([])), true);
    assert.equal(splitsIntoWindows(parseRunArgs(['--repeat', '2'])), true);
    assert.equal(splitsIntoWindows(parseRunArgs(['--one-window'])), false);
    assert.equal(splitsIntoWindows(parseRunArgs(['05'])), false);
    assert.equal(splitsIntoWindows(parseRunArgs(['--smoke'])), false);
    const child = parseRunArgs(['--shard', 'writer', '--vsix=/tmp/x.vsix']);
    assert.deepEqual(child, { ...defaults, shard: 'writer', vsix: '/tmp/x.vsix' });
    assert.equal(splitsIntoWindows(child), false);
  });

  it('puts every scenario file in one window or, the leak scan, in both', () => {
    const files = readdirSync(join(__dirname, '..', '..', 'e2e', 'scenarios')).filter((f) => f.endsWith('.test.ts'));
    const writer = files.filter((f) => inShard(f, 'writer'));
    const translator = files.filter((f) => inShard(f, 'translator'));
    assert.deepEqual(
      files.filter((f) => !writer.includes(f) || !translator.includes(f)).length + 1,
      files.length,
      'only the leak scan runs in both windows',
    );
    assert.equal(shardOf('37-leak-scan.test.ts'), undefined);
    // The chains named in the scenarios' headers stay in one window.
    for (const chain of [
      ['05-', '06-', '07-', '08-', '11-', '13-', '14-', '19-', '25-', '31-', '32-', '39-', '45-'],
      ['01-', '02-', '03-', '04-', '22-', '24-', '27-', '33-', '49-', '50-', '51-', '52-'],
    ]) {
      const windows = new Set(chain.map((c) => shardOf(files.find((f) => f.startsWith(c))!)));
      assert.equal(windows.size, 1, `${chain.join(' ')} in one window`);
    }
  });
});

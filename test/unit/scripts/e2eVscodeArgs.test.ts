// The end-to-end runner's choice of VS Code (--vscode oldest|newest) and suite (--smoke), taken out of its
// arguments before the scenario filters are read.
import { strict as assert } from 'node:assert';
import { takeVscodeArgs } from '../../e2e/vscodeArgs';

describe('end-to-end runner: --vscode and --smoke', () => {
  it('runs the scenarios on the newest VS Code by default, and leaves filters alone', () => {
    assert.deepEqual(takeVscodeArgs([]), { vscode: 'newest', suite: 'scenarios', rest: [] });
    assert.deepEqual(takeVscodeArgs(['05', '08']), { vscode: 'newest', suite: 'scenarios', rest: ['05', '08'] });
  });

  it('runs the smoke suite on the oldest VS Code, in either form of the flag', () => {
    assert.deepEqual(takeVscodeArgs(['--vscode', 'oldest']), { vscode: 'oldest', suite: 'smoke', rest: [] });
    assert.deepEqual(takeVscodeArgs(['02', '--vscode=oldest']), { vscode: 'oldest', suite: 'smoke', rest: ['02'] });
  });

  it('runs the smoke suite on the newest with --smoke, and leaves other flags to the runner', () => {
    assert.deepEqual(takeVscodeArgs(['--smoke', '--vscode', 'newest', '--repeat', '3']), { vscode: 'newest', suite: 'smoke', rest: ['--repeat', '3'] });
  });

  it('refuses a VS Code it does not know', () => {
    assert.throws(() => takeVscodeArgs(['--vscode']), /newest or oldest \(got nothing\)/);
    assert.throws(() => takeVscodeArgs(['--vscode', '1.90']), /newest or oldest \(got 1\.90\)/);
  });
});

// The end-to-end runner's choice of VS Code and of suite, taken out of its arguments before the rest are
// read (parts of scenario file names). `--vscode oldest|newest` (default newest) picks the code-server of
// that end of the claimed range (scripts/setup-e2e.sh); `--smoke` runs test/e2e/smoke/ instead of the
// scenarios. The scenarios are written against the newest workbench, so `--vscode oldest` runs the smoke
// suite.
import type { VscodeRange } from '../../scripts/lib/setup';

export interface VscodeArgs {
  vscode: VscodeRange;
  /** The suite folder under test/e2e: `scenarios` or `smoke`. */
  suite: 'scenarios' | 'smoke';
  /** The arguments left for the runner. */
  rest: string[];
}

export function takeVscodeArgs(argv: string[]): VscodeArgs {
  let vscode: VscodeRange = 'newest';
  let smoke = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = a.startsWith('--vscode=') ? a.slice('--vscode='.length) : a === '--vscode' ? (argv[++i] ?? '') : undefined;
    if (value === undefined) {
      if (a === '--smoke') smoke = true;
      else rest.push(a);
    } else if (value === 'newest' || value === 'oldest') vscode = value;
    else throw new Error(`--vscode takes newest or oldest (got ${value || 'nothing'})`);
  }
  return { vscode, suite: smoke || vscode === 'oldest' ? 'smoke' : 'scenarios', rest };
}

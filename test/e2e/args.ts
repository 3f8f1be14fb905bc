// The end-to-end runner's arguments:
// - parts of scenario file names: run only the files whose names contain one (all when none);
// - `--repeat N`: run the chosen files N times, each round in a fresh sandbox, code-server and browser;
// - `--vscode oldest|newest` (default newest): the code-server of that end of the claimed range
//   (scripts/setup-e2e.sh). The scenarios are written against the newest workbench, so `oldest` runs the
//   smoke suite (test/e2e/smoke/);
// - `--smoke`: the smoke suite instead of the scenarios;
// - `--one-window`: every scenario in one code-server, in file order (without it, a whole run of the
//   scenarios uses the two windows of test/e2e/shards.ts at once; a run of chosen files always uses one);
// - `--shard translator|writer` and `--vsix PATH` (given by the runner to each window's own process): run
//   that window's scenarios with the package already built.
import type { VscodeRange } from '../../scripts/lib/setup';
import { SHARD_NAMES, type ShardName } from './shards';

export interface RunArgs {
  /** Parts of file names to run (all when empty). */
  only: string[];
  repeat: number;
  vscode: VscodeRange;
  /** The suite folder under test/e2e. */
  suite: 'scenarios' | 'smoke';
  /** The window this process runs (a child of the runner), else undefined. */
  shard?: ShardName;
  /** The package built by the runner (a window's own process does not build again). */
  vsix?: string;
  /** Everything in one window. */
  oneWindow: boolean;
}

/** Whether this run splits the scenarios over the two windows: a whole run of them, not asked otherwise. */
export function splitsIntoWindows(args: RunArgs): boolean {
  return args.suite === 'scenarios' && args.only.length === 0 && !args.oneWindow && args.shard === undefined;
}

/** The value of `--name value` or `--name=value` at argv[i] (and how many arguments it took), else undefined. */
function flagValue(argv: string[], i: number, name: string): { value: string; used: number } | undefined {
  const a = argv[i]!;
  if (a.startsWith(`--${name}=`)) return { value: a.slice(name.length + 3), used: 1 };
  if (a === `--${name}`) return { value: argv[i + 1] ?? '', used: 2 };
  return undefined;
}

export function parseRunArgs(argv: string[]): RunArgs {
  const only: string[] = [];
  let repeat = 1;
  let vscode: VscodeRange = 'newest';
  let smoke = false;
  let oneWindow = false;
  let shard: ShardName | undefined;
  let vsix: string | undefined;
  for (let i = 0; i < argv.length;) {
    const a = argv[i]!;
    const rounds = flagValue(argv, i, 'repeat');
    const range = flagValue(argv, i, 'vscode');
    if (rounds) {
      repeat = rounds.value === '' ? NaN : Number(rounds.value);
      if (!Number.isInteger(repeat) || repeat < 1)
        throw new Error(`--repeat takes a whole number of rounds, at least 1 (got ${rounds.value || 'nothing'})`);
      i += rounds.used;
      continue;
    }
    if (range) {
      if (range.value !== 'newest' && range.value !== 'oldest')
        throw new Error(`--vscode takes newest or oldest (got ${range.value || 'nothing'})`);
      vscode = range.value;
      i += range.used;
      continue;
    }
    const window = flagValue(argv, i, 'shard');
    const built = flagValue(argv, i, 'vsix');
    if (window) {
      if (!(SHARD_NAMES as readonly string[]).includes(window.value))
        throw new Error(`--shard takes ${SHARD_NAMES.join(' or ')} (got ${window.value || 'nothing'})`);
      shard = window.value as ShardName;
      i += window.used;
      continue;
    }
    if (built) {
      if (built.value === '') throw new Error('--vsix takes the path of a built package');
      vsix = built.value;
      i += built.used;
      continue;
    }
    if (a === '--smoke') smoke = true;
    else if (a === '--one-window') oneWindow = true;
    else if (a.startsWith('--'))
      throw new Error(
        `unknown option ${a} (known: --repeat N, --vscode newest|oldest, --smoke, --one-window; other arguments pick files)`,
      );
    else only.push(a);
    i++;
  }
  const suite = smoke || vscode === 'oldest' ? 'smoke' : 'scenarios';
  return { only, repeat, vscode, suite, oneWindow, ...(shard && { shard }), ...(vsix && { vsix }) };
}

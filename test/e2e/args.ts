// The end-to-end runner's arguments: parts of scenario file names to run, and how many rounds.
export interface RunArgs {
  /** Parts of scenario file names to run (all when empty). */
  only: string[];
  repeat: number;
}

export function parseRunArgs(argv: string[]): RunArgs {
  const only: string[] = [];
  let repeat = 1;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = a.startsWith('--repeat=') ? a.slice('--repeat='.length) : a === '--repeat' ? (argv[++i] ?? '') : undefined;
    if (value !== undefined) {
      repeat = value === '' ? NaN : Number(value);
      if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat takes a whole number of rounds, at least 1 (got ${value || 'nothing'})`);
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a} (known: --repeat N; other arguments pick scenario files)`);
    else only.push(a);
  }
  return { only, repeat };
}

// The comparison the oracles of plain key sets share (ngx-translate, vue-i18n): per file, the judge's keys
// against Scriptorium's, each key only one side has handed to `explain`, and the counts for BENCHMARKS.md.

export interface KeySetTally {
  /** The judge's keys, summed over the files. */
  total: number;
  /** Of those, the ones Scriptorium found too. */
  found: number;
  /** Keys only Scriptorium has. */
  falseUsages: number;
}

export function compareKeySets(
  files: readonly string[],
  theirs: Record<string, string[]>,
  ours: (file: string) => Set<string>,
  explain: (side: 'ours' | 'theirs', file: string, key: string) => void,
): KeySetTally {
  const tally: KeySetTally = { total: 0, found: 0, falseUsages: 0 };
  for (const file of files) {
    const t = new Set(theirs[file] ?? []);
    const o = ours(file);
    tally.total += t.size;
    for (const k of t)
      if (o.has(k)) tally.found++;
      else explain('theirs', file, k);
    for (const k of o)
      if (!t.has(k)) {
        tally.falseUsages++;
        explain('ours', file, k);
      }
  }
  return tally;
}

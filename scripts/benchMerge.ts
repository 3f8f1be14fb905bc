// The three-way merge of a world file (src/core/merge, #29 item 5): how long an article of 1,000, 10,000 and
// 60,000 lines (a third of them blank, as in Markdown) takes with scattered edits on both sides, and the
// worst case — every line different on both sides — where the diff stops at MAX_EDITS and the merge gives
// one conflict region. Goal: well under a second for the largest article, so Merge never feels stuck.
import { threeWayMerge } from '../src/core/merge/threeWayMerge';

const labels = { ours: 'your file', base: 'last pulled or pushed', theirs: 'World Anvil' };

function article(lines: number, edit: (i: number) => string | undefined): string {
  return Array.from(
    { length: lines },
    (_, i) => edit(i) ?? (i % 3 === 2 ? '' : `Paragraph ${i} of the chronicle.`),
  ).join('\n');
}

function time(run: () => unknown, runs: number): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export function benchMerge(runs: number): void {
  console.log('\n[bench] three-way merge of one article (median of runs)');
  for (const lines of [1_000, 10_000, 60_000]) {
    const base = article(lines, () => undefined);
    const ours = article(lines, (i) => (i % 1000 === 300 ? `Revised here ${i}.` : undefined));
    const theirs = article(lines, (i) => (i % 1000 === 700 ? `Revised there ${i}.` : undefined));
    let conflicts = 0;
    const ms = time(() => (conflicts = threeWayMerge(base, ours, theirs, labels).conflicts), runs);
    console.log(`  ${lines} lines, edits on both sides: ${ms.toFixed(1)} ms, ${conflicts} conflicts`);
  }
  const lines = 20_000;
  const worst = (side: string) => Array.from({ length: lines }, (_, i) => `${side} ${i}`).join('\n');
  let conflicts = 0;
  const ms = time(
    () => (conflicts = threeWayMerge(worst('base'), worst('mine'), worst('theirs'), labels).conflicts),
    runs,
  );
  console.log(`  ${lines} lines, every line different on all sides: ${ms.toFixed(1)} ms, ${conflicts} conflict region`);
}

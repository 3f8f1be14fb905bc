// `npm run bench` (first part), or `tsx scripts/benchParsers.ts [--kb N] [--only text] [--deadline s]`: every
// parser of server or file text on its worst-case inputs (scripts/lib/parserWorstCases.ts). For each it prints
// the time at N/4 KB and at N KB (default 1024, best of 5 rounds), the time per MB at N, and the ratio time(N) / time(N/4)
// measured side by side in the same run: about 4 for a linear parser, about 16 for a quadratic one. Each case
// runs in a child process with a deadline, so a quadratic parser shows as "> deadline" (and a crash, such as
// running out of memory, as "crashed") instead of stopping the bench.
// A ratio above 4 (issue 25: at most 4× the time for 4× the input), a deadline or a crash is a FAIL line at
// the end and exit code 1. A ratio is judged only when the full size takes MIN_MS or more: below that, timer
// and garbage-collector noise on a busy machine decides it, not the parser.
// --quick (the bench's --quick, CI): every case once at --kb, in this process, nothing judged but an error
// thrown: the unit tier runs the same inputs at 1 MB (test/unit/markup/linear.test.ts); this proves the
// bench's cases still build and run, without 55 child processes.
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { worstCases } from './lib/parserWorstCases';

const run = promisify(execFile);
const MAX_RATIO = 4;
const MIN_MS = 100;
const ROUNDS = 5;

function timeOnce(index: number, bytes: number): number {
  const c = worstCases()[index]!;
  const text = c.make(bytes);
  const started = performance.now();
  c.run(text);
  return performance.now() - started;
}

type Outcome = { full: number; quarter: number } | { failure: string };

async function child(index: number, bytes: number, deadlineMs: number): Promise<Outcome> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', __filename, '--child', String(index), '--bytes', String(bytes)],
      { timeout: deadlineMs, maxBuffer: 1 << 20 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as { full: number; quarter: number };
  } catch (e) {
    const err = e as { killed?: boolean; stderr?: string };
    if (err.killed) return { failure: `> ${deadlineMs / 1000} s (deadline)` };
    const why =
      (err.stderr ?? '')
        .split('\n')
        .find((l) => /Error|heap|memory/i.test(l))
        ?.trim() ?? 'no message';
    return { failure: `crashed: ${why.slice(0, 120)}` };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      kb: { type: 'string' },
      only: { type: 'string' },
      child: { type: 'string' },
      bytes: { type: 'string' },
      deadline: { type: 'string' },
      quick: { type: 'boolean' },
    },
  });
  if (values.child !== undefined) {
    const index = Number(values.child);
    const bytes = Number(values.bytes);
    // Rounds of a quarter then the full size, so both see the same machine load; the best of each, since
    // other processes and garbage collection only ever add time.
    let quarter = Infinity;
    let full = Infinity;
    for (let round = 0; round < ROUNDS; round++) {
      quarter = Math.min(quarter, timeOnce(index, bytes / 4));
      full = Math.min(full, timeOnce(index, bytes));
    }
    console.log(JSON.stringify({ full, quarter }));
    return;
  }
  const bytes = Number(values.kb ?? 1024) * 1024;
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  if (values.quick) {
    quickRun(bytes, values.only);
    return;
  }
  const deadline = Number(values.deadline ?? 60) * 1000;
  console.log(
    `Parsers on worst-case inputs of ${kb(bytes / 4)} and ${kb(bytes)} (best of ${ROUNDS}; ratio = time at ${kb(bytes)} / time at ${kb(bytes / 4)}, 4 is linear, 16 quadratic; FAIL above ${MAX_RATIO}):\n`,
  );
  console.log(
    `| parser | input | ms at ${kb(bytes / 4)} | ms at ${kb(bytes)} | ms per MB | ratio 4n/n |\n|---|---|---|---|---|---|`,
  );
  const failures: string[] = [];
  for (const [i, c] of worstCases().entries()) {
    if (values.only && !`${c.parser} ${c.input}`.includes(values.only)) continue;
    const t = await child(i, bytes, deadline);
    if ('failure' in t) {
      console.log(`| ${c.parser} | ${c.input} | – | – | ${t.failure} | – |`);
      failures.push(`FAIL: ${c.parser} | ${c.input}: ${t.failure}`);
      continue;
    }
    const ratio = t.full / Math.max(t.quarter, 0.01);
    console.log(
      `| ${c.parser} | ${c.input} | ${t.quarter.toFixed(0)} | ${t.full.toFixed(0)} | ${((t.full * 1024 * 1024) / bytes).toFixed(0)} | ${ratio.toFixed(1)} |`,
    );
    if (ratio > MAX_RATIO && t.full >= MIN_MS)
      failures.push(
        `FAIL: ${c.parser} | ${c.input}: ratio ${ratio.toFixed(1)} > ${MAX_RATIO} (${t.quarter.toFixed(0)} ms → ${t.full.toFixed(0)} ms)`,
      );
  }
  if (failures.length > 0) {
    console.log(`\n${failures.join('\n')}`);
    process.exitCode = 1;
  } else console.log(`\nOK: every ratio at most ${MAX_RATIO} (or the full size under ${MIN_MS} ms).`);
}

function quickRun(bytes: number, only?: string): void {
  const failures: string[] = [];
  let ran = 0;
  for (const [i, c] of worstCases().entries()) {
    if (only && !`${c.parser} ${c.input}`.includes(only)) continue;
    try {
      timeOnce(i, bytes);
      ran += 1;
    } catch (e) {
      failures.push(`FAIL: ${c.parser} | ${c.input}: ${(e as Error).message.slice(0, 120)}`);
    }
  }
  console.log(`Parsers (--quick): ${ran} worst cases ran once at ${bytes / 1024} KB; no time judged.`);
  if (failures.length > 0) {
    console.log(failures.join('\n'));
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(`bench: ${(e as Error).message}`);
  process.exit(1);
});

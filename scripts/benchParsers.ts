// `npm run bench` (first part), or `tsx scripts/benchParsers.ts [--kb N] [--only text]`: every parser of
// server or file text on its worst-case inputs (scripts/lib/parserWorstCases.ts). For each it prints the
// time per MB at N KB (default 1024) and the ratio time(N) / time(N/2) measured side by side in the same
// run: about 2 for a linear parser, about 4 for a quadratic one. Each case runs in a child process with a
// deadline, so a quadratic parser shows as "> deadline" instead of stopping the bench.
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { worstCases } from './lib/parserWorstCases';

const run = promisify(execFile);

function timeOnce(index: number, bytes: number): number {
  const c = worstCases()[index]!;
  const text = c.make(bytes);
  const started = performance.now();
  c.run(text);
  return performance.now() - started;
}

/** Median of three runs of case `index` at `bytes`, in this process. */
function medianMs(index: number, bytes: number): number {
  const xs = [timeOnce(index, bytes), timeOnce(index, bytes), timeOnce(index, bytes)].sort((a, b) => a - b);
  return xs[1]!;
}

async function child(index: number, bytes: number, deadlineMs: number): Promise<{ full: number; half: number } | undefined> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', __filename, '--child', String(index), '--bytes', String(bytes)], { timeout: deadlineMs, maxBuffer: 1 << 20 });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as { full: number; half: number };
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { kb: { type: 'string' }, only: { type: 'string' }, child: { type: 'string' }, bytes: { type: 'string' }, deadline: { type: 'string' } } });
  if (values.child !== undefined) {
    const index = Number(values.child);
    const bytes = Number(values.bytes);
    // Half first, interleaved with the full size, so both see the same machine load.
    const halfMs = medianMs(index, bytes / 2);
    const fullMs = medianMs(index, bytes);
    console.log(JSON.stringify({ full: fullMs, half: halfMs }));
    return;
  }
  const bytes = Number(values.kb ?? 1024) * 1024;
  const deadline = Number(values.deadline ?? 60) * 1000;
  console.log(`Parsers on worst-case inputs of ${(bytes / 1024).toFixed(0)} KB (median of 3; ratio = time at full size / time at half size, 2 is linear, 4 quadratic):\n`);
  console.log('| parser | input | ms per MB | ratio 2n/n |\n|---|---|---|---|');
  const cases = worstCases();
  for (const [i, c] of cases.entries()) {
    if (values.only && !`${c.parser} ${c.input}`.includes(values.only)) continue;
    const t = await child(i, bytes, deadline);
    const perMb = t ? `${((t.full * 1024 * 1024) / bytes).toFixed(0)}` : `> ${((deadline * 1024 * 1024) / bytes / 1000).toFixed(0)} s (deadline)`;
    const ratio = t ? (t.full / Math.max(t.half, 0.01)).toFixed(1) : '–';
    console.log(`| ${c.parser} | ${c.input} | ${perMb} | ${ratio} |`);
  }
}

main().catch((e: unknown) => {
  console.error(`bench: ${(e as Error).message}`);
  process.exit(1);
});

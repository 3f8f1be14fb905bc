// Where the extension host's memory goes while browsing, for `npm run bench` with SCRIPTORIUM_HEAP_SAMPLE
// set to a file: V8's sampling heap profiler runs from the first heap reading to the second (heapSample.mjs
// in Node 24), and the allocations still alive then are written to the file by the function that made them
// and by Scriptorium's innermost frame on the stack. This is how the rows VS Code held after a Load more and
// its never-released per-row stores were found (#28, docs/BENCHMARKS.md).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { E2eEnv } from './setup';

export interface HeapSampler {
  /** Stops sampling (after forced GC) and writes the report to the file. */
  stop(): Promise<void>;
}

export async function startHeapSampler(env: E2eEnv, inspector: string, file: string): Promise<HeapSampler> {
  const child = spawn(env.node, [join(__dirname, 'heapSample.mjs'), inspector], { stdio: ['pipe', 'pipe', 'pipe'] });
  let report = '';
  let errors = '';
  child.stdout.on('data', (d: Buffer) => (report += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Sampling has begun when the probe says so on stderr (or it failed, and says why).
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (d: Buffer) => {
      errors += d.toString();
      if (errors.includes('sampling\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`heap sampler exited (${code}): ${errors.trim()}`)));
  });
  return {
    async stop() {
      child.stdin.write('stop\n');
      const code = await exited;
      if (code !== 0) throw new Error(`heap sampler failed (${code}): ${errors.trim()}`);
      writeFileSync(file, report);
    },
  };
}

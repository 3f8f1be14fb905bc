// The sandbox as a child process for the benchmarks (large data, added latency), and its request counter.
import { spawn, type ChildProcess } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface BenchSandbox {
  api: string;
  origin: string;
  boromir: string;
  child: ChildProcess;
}

export async function startSandbox(latency: number): Promise<BenchSandbox> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'sandbox/main.ts', '--size', 'large', '--latency', String(latency), '--json'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      if (buf.includes('\n')) resolve(buf.split('\n')[0]!);
    });
    child.once('exit', () => reject(new Error('sandbox exited')));
  });
  const facts = JSON.parse(line) as { weblateApi: string; origin: string; boromirUrl: string };
  return { api: facts.weblateApi, origin: facts.origin, boromir: facts.boromirUrl, child };
}

/** Requests the sandbox has answered so far (its control routes not counted). */
export async function requestCount(origin: string): Promise<number> {
  return ((await (await fetch(`${origin}/__sandbox/stats`)).json()) as { requests: number }).requests;
}

/**
 * This process's full collection, without starting node with --expose-gc: the flag set at run time puts
 * `gc` on every context made afterwards. Made at the first settle, not when a bench script loads this file.
 */
let collect: (() => void) | undefined;

/**
 * Both heaps collected, the sandbox's and this process's, before a measured job: each job then starts from
 * the same state. Without it, the sandbox's full collections fell on every other list (its CPU per units
 * list alternated 400 / 600 ms), so which job paid depended on its place in the rounds, not on the client
 * (#43 item 9: ratios moved ±0.06 from run to run while the client's CPU time did not).
 */
export async function settle(origin: string): Promise<void> {
  await fetch(`${origin}/__sandbox/gc`, { method: 'POST' });
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

// The sandbox as a child process for the benchmarks (large data, added latency), and its request counter.
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchSandbox {
  api: string;
  origin: string;
  boromir: string;
  child: ChildProcess;
}

export async function startSandbox(latency: number): Promise<BenchSandbox> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/main.ts', '--size', 'large', '--latency', String(latency), '--json'],
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

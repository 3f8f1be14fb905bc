// The two windows of a whole end-to-end run (test/e2e/shards.ts), each in a process of its own: the
// harness, the sandbox and mocha's scenario files are one per process. Both start at once with the same
// arguments plus their window's name and the package the runner built; every line they print is prefixed
// with the window's name, and the run ends with each window's result and time. Interrupted, the runner
// stops both (each stops its own code-server, browser and sandbox).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SHARD_NAMES, type ShardName } from './shards';

interface WindowResult {
  shard: ShardName;
  code: number | null;
  seconds: number;
}

function runWindow(shard: ShardName, argv: string[], vsix: string, children: ChildProcess[]): Promise<WindowResult> {
  const started = Date.now();
  // The same Node, with the same loader (tsx) this process runs under.
  const child = spawn(
    process.execPath,
    [...process.execArgv, join(__dirname, 'run.ts'), ...argv, '--shard', shard, '--vsix', vsix],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  const prefix = `[${shard}] `;
  for (const stream of [child.stdout, child.stderr]) {
    const out = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return new Promise((done) => {
    child.once('error', (e) => {
      console.error(`${prefix}could not start: ${e.message}`);
      done({ shard, code: 1, seconds: (Date.now() - started) / 1000 });
    });
    child.once('exit', (code) => done({ shard, code, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Runs both windows at once; resolves to the number of windows that failed. */
export async function runWindows(argv: string[], vsix: string): Promise<number> {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const results = await Promise.all(SHARD_NAMES.map((shard) => runWindow(shard, argv, vsix, children)));
    console.log('\n[e2e] windows:');
    for (const r of results)
      console.log(
        `[e2e]   ${r.shard}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`} in ${Math.round(r.seconds)} s`,
      );
    return results.filter((r) => r.code !== 0).length;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

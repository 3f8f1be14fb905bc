// Process helpers shared by `npm start` and the end-to-end runner: free ports, waiting for a server, and
// children started in their own process group so the whole tree (code-server leaves a file watcher and
// an agent host behind) can be killed at once.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** `preferred` when nothing listens there, else any free port. */
export function preferredPort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => void freePort().then(resolve));
    srv.listen(preferred, '127.0.0.1', () => srv.close(() => resolve(preferred)));
  });
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 500) return;
      lastError = `status ${res.status}`;
    } catch (e) {
      lastError = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

/** Starts a command as the leader of a new process group. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

/** Kills a process group started by spawnGroup: TERM, then KILL after a grace period. */
export async function killGroup(child: ChildProcess | undefined, graceMs = 3000): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const pid = child.pid;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // The group is already gone.
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs + 1000))]);
  clearTimeout(timer);
  signal('SIGKILL'); // leftovers of the group (children that ignored TERM)
}

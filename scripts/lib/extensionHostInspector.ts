// The extension host's heap, for `npm run bench`: code-server starts the extension host without an
// inspector and takes no flag to add one (its --inspect-extensions is read only from a debugging client),
// so the bench sends the host SIGUSR1, on which Node opens its inspector, reads the address Node prints
// (code-server copies the host's stderr into remoteagent.log), and asks it through heapProbe.mjs. The port
// is one the system picks (startCodeServer passes --inspect-port=0), so two windows never contend for one.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { RunningCodeServer } from './codeServer';
import { findLogText } from './logs';
import type { E2eEnv } from './setup';

export interface HeapReading {
  usedBytes: number;
  counts: Record<string, number>;
}

/** Opens the inspector of the extension host of this code-server (inside its process group); its ws:// address. */
export async function openExtensionHostInspector(vscode: RunningCodeServer, timeoutMs = 30_000): Promise<string> {
  const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const host = rows.find((f) => f[1] === String(vscode.pid) && f.includes('--type=extensionHost'));
  if (!host) throw new Error('no extension host in the code-server process group');
  process.kill(Number(host[0]), 'SIGUSR1');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const m = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(
      findLogText(join(vscode.userDataDir, 'logs'), (n) => n === 'remoteagent.log'),
    );
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the extension host did not open its inspector within ${timeoutMs / 1000} s (no "Debugger listening" line in remoteagent.log)`,
  );
}

/** Heap in use after forced garbage collection, and live objects of the named classes. */
export function readHeap(env: E2eEnv, wsUrl: string, classes: string[] = []): HeapReading {
  const out = execFileSync(env.node, [join(__dirname, 'heapProbe.mjs'), wsUrl, ...classes], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    timeout: 300_000,
  });
  return JSON.parse(out) as HeapReading;
}

// A real forward proxy for the network tests: Debian's tinyproxy (scripts/setup-proxy.sh says why that
// one), in the foreground on 127.0.0.1 only, optionally asking for Basic proxy credentials, logging every
// request line (CONNECT included) to a file the tests read as evidence.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { freePort, killGroup, spawnGroup } from './processes';

export interface Tinyproxy {
  /** http://127.0.0.1:PORT (no credentials in it). */
  url: string;
  port: number;
  logFile: string;
  /** The access log so far. */
  log(): string;
  /** Request lines of the log, e.g. `CONNECT 127.0.0.1:4443 HTTP/1.1`. */
  requests(): string[];
  stop(): Promise<void>;
}

export interface TinyproxyOptions {
  /** Ask for these Basic credentials (407 without them). */
  basicAuth?: { user: string; password: string };
  /** Allow CONNECT only to these ports (tinyproxy answers 403 to others); default: any port. */
  connectPorts?: number[];
  /** Where the log goes (default: a temporary folder removed at stop). */
  logFile?: string;
}

export function ensureTinyproxy(): void {
  execFileSync('bash', [join(__dirname, '..', 'setup-proxy.sh')], { stdio: 'inherit' });
}

async function listening(port: number, deadline: number, child: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`tinyproxy exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = createConnection({ host: '127.0.0.1', port }, () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`tinyproxy did not listen on 127.0.0.1:${port}`);
}

export async function startTinyproxy(opts: TinyproxyOptions = {}): Promise<Tinyproxy> {
  ensureTinyproxy();
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-proxy-'));
  const logFile = opts.logFile ?? join(dir, 'tinyproxy.log');
  const port = await freePort();
  const lines = [
    `Port ${port}`,
    'Listen 127.0.0.1',
    'Allow 127.0.0.1',
    'Timeout 60',
    'MaxClients 50',
    `LogFile "${logFile}"`,
    // Info: every request line (the CONNECT evidence) plus connection notes; not the headers.
    'LogLevel Info',
    'DisableViaHeader Yes',
    ...(opts.basicAuth ? [`BasicAuth ${opts.basicAuth.user} ${opts.basicAuth.password}`] : []),
    ...(opts.connectPorts ?? []).map((p) => `ConnectPort ${p}`),
  ];
  writeFileSync(join(dir, 'tinyproxy.conf'), `${lines.join('\n')}\n`);
  writeFileSync(logFile, '', { flag: 'a' });
  const child = spawnGroup('tinyproxy', ['-d', '-c', join(dir, 'tinyproxy.conf')], { stdio: 'ignore' });
  // A run stopped half-way (Ctrl-C, a failed hook) must not leave the proxy listening.
  const onExit = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    await killGroup(child);
    // The config (and the log, unless the caller keeps it elsewhere) goes with the proxy.
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, Date.now() + 10_000, child);
  } catch (e) {
    await stop();
    throw e;
  }
  const log = () => readFileSync(logFile, 'utf8');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logFile,
    log,
    requests: () => [...log().matchAll(/Request \(file descriptor \d+\): (.+)$/gm)].map((m) => m[1].trim()),
    stop,
  };
}

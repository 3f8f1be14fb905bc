// The probe: a test-only extension (test/e2e/probe/) the smoke run installs beside Scriptorium, asked over a
// Unix socket what VS Code's command registry holds. The registry is what decides whether a command runs
// ("command not found" otherwise); asking it needs no palette, no timing and no notification text.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { eventually } from './workbench';

export interface ProbeState {
  /** vscode.version in the extension host. */
  vscode: string;
  /** process.version of the extension host. */
  node: string;
  scriptoriumActive: boolean;
  /** Registered commands whose id starts with `scriptorium.`, sorted. */
  commands: string[];
}

let socket: string | undefined;

/** Packs the probe into `dir`; what startCodeServer needs to install it and to tell it its socket. */
export async function prepareProbe(dir: string): Promise<{ vsix: string; env: Record<string, string> }> {
  const vsce = await import('@vscode/vsce');
  const vsix = join(dir, 'scriptorium-e2e-probe.vsix');
  const say = console.log;
  console.log = () => undefined; // vsce announces "DONE Packaged".
  try {
    await vsce.createVSIX({
      cwd: join(__dirname, '..', 'probe'),
      packagePath: vsix,
      dependencies: false,
      allowMissingRepository: true,
      skipLicense: true,
    });
  } finally {
    console.log = say;
  }
  socket = join(dir, 'probe.sock');
  return { vsix, env: { SCRIPTORIUM_E2E_PROBE_SOCKET: socket } };
}

/** What the probe sees now; waits (on the socket file) until the probe has started listening. */
export async function askProbe(): Promise<ProbeState> {
  const path = socket;
  if (!path) throw new Error('no probe in this run (the smoke suite runs with one: npm run test:e2e -- --smoke)');
  await eventually('the probe extension listening', () => existsSync(path));
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: '/', method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(JSON.parse(body) as ProbeState)
          : reject(new Error(`probe: ${res.statusCode} ${body}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

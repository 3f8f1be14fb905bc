// Runs scripts/setup-e2e.sh (idempotent; fast when everything is installed) and reads what it installed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** Which end of the VS Code range package.json claims (setup-e2e.sh says which versions and why). */
export type VscodeRange = 'newest' | 'oldest';

export interface E2eEnv {
  node: string;
  codeServer: string;
  chromium: string;
}

export function cacheDir(): string {
  return process.env.SCRIPTORIUM_CACHE ?? join(homedir(), '.cache', 'scriptorium');
}

/** The range this process set up last: what a run's helpers (a second workbench) start as well. */
let current: VscodeRange = 'newest';

export function ensureE2eEnv(range: VscodeRange = 'newest'): E2eEnv {
  execFileSync('bash', [join(__dirname, '..', 'setup-e2e.sh'), range], { stdio: 'inherit' });
  current = range;
  return readE2eEnv();
}

/** What setup-e2e.sh installed last, without running it again (for code already inside a run). */
export function readE2eEnv(range: VscodeRange = current): E2eEnv {
  return JSON.parse(
    readFileSync(join(cacheDir(), range === 'newest' ? 'e2e-env.json' : 'e2e-env-oldest.json'), 'utf8'),
  ) as E2eEnv;
}

/** The version of the VS Code inside this code-server (its lib/vscode/package.json, beside out/node/entry.js). */
export function vscodeVersion(env: E2eEnv): string {
  const pkg = join(dirname(env.codeServer), '..', '..', 'lib', 'vscode', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

// Runs scripts/setup-e2e.sh (idempotent; fast when everything is installed) and reads what it installed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface E2eEnv {
  node: string;
  codeServer: string;
  chromium: string;
}

export function cacheDir(): string {
  return process.env.SCRIPTORIUM_CACHE ?? join(homedir(), '.cache', 'scriptorium');
}

export function ensureE2eEnv(): E2eEnv {
  execFileSync('bash', [join(__dirname, '..', 'setup-e2e.sh')], { stdio: 'inherit' });
  return readE2eEnv();
}

/** What setup-e2e.sh installed last, without running it again (for code already inside a run). */
export function readE2eEnv(): E2eEnv {
  return JSON.parse(readFileSync(join(cacheDir(), 'e2e-env.json'), 'utf8')) as E2eEnv;
}

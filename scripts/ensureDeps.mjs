// Runs before `npm start` (and as the first stage of `npm test`): installs the npm dependencies when
// node_modules is missing or older than the lock file, so a fresh clone needs nothing done by hand.
// Idempotent and quick when current. `npm ci` runs in a clean environment: under `npm start` the outer
// npm's exported configuration would otherwise reach it (see lib/cleanEnv.cjs).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cleanEnv } from './lib/cleanEnv.cjs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('[setup] installing npm dependencies (npm ci)…');
  try {
    execSync('npm ci --no-audit --no-fund', { stdio: 'inherit', env: cleanEnv() });
  } catch {
    console.error('[setup] npm ci failed (see above); the npm registry must be reachable on the first run.');
    process.exit(1);
  }
}

// Runs before `npm start` and `npm test`: installs the npm dependencies when node_modules is missing or
// older than the lock file, so a fresh clone needs nothing done by hand. Idempotent and quick when current.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('[setup] installing npm dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

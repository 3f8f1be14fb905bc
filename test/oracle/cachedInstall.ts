// The judges the oracle tier installs for itself, outside the clone, in the cache directory
// (SCRIPTORIUM_CACHE, else ~/.cache/scriptorium), pinned, once: a stamp written after a complete install
// makes the next run instant, and an interrupted one is redone. The registries are reached with their
// ordinary clients (npm, pip); if one cannot be reached the install fails with its log: it never skips.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../../scripts/lib/setup';

function once(dir: string, install: () => void): string {
  const stamp = join(dir, 'setup-done');
  if (existsSync(stamp)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  install();
  writeFileSync(stamp, new Date().toISOString());
  return dir;
}

const run = (cmd: string, args: string[], cwd: string) => {
  try {
    execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 });
  } catch (err) {
    const e = err as { stderr?: Buffer; stdout?: Buffer };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${e.stderr?.toString() ?? ''}${e.stdout?.toString() ?? ''}`);
  }
};

/** npm packages (exact versions) in a directory of their own; returns it (its node_modules holds them). */
export function ensureNpmPackages(name: string, packages: string[]): string {
  return once(join(cacheDir(), name), () => {
    const dir = join(cacheDir(), name);
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict=false', ...packages], dir);
  });
}

/** Python packages (exact versions) in a virtual environment; returns its python. */
export function ensurePythonPackages(name: string, packages: string[]): string {
  const dir = once(join(cacheDir(), name), () => {
    const venv = join(cacheDir(), name, 'venv');
    run('python3', ['-m', 'venv', venv], cacheDir());
    run(join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', ...packages], cacheDir());
  });
  return join(dir, 'venv', 'bin', 'python');
}

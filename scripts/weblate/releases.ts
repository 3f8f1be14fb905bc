// The Weblate releases the conformance stage runs (pinned in versions.env, which the setup scripts read
// too) and how each is entered: 5.10.4 from a venv on this machine's Python 3.11 (setup-weblate.sh), the
// newest release from a venv inside a Debian trixie root entered with chroot, because it needs Python
// >= 3.12 (setup-weblate-newest.sh says why). Both use this machine's PostgreSQL over loopback TCP.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../lib/setup';

export interface WeblateRelease {
  version: string;
  /** Short name in test titles: `seed` (the seed's era) or `newest`. */
  role: 'seed' | 'newest';
  /** The installation: cache/weblate-<version>. */
  home: string;
  /** The filesystem root Weblate sees: '' for the host, the trixie root for a chroot release. */
  root: string;
  /** The script that installs it (named in messages). */
  setupScript: string;
  /** A command running `program` (`weblate` or `python`) of the release's venv. */
  command(program: 'weblate' | 'python', args: string[]): [string, string[]];
  /** The path Weblate sees for a path on this machine inside `root`. */
  inside(hostPath: string): string;
}

function pinned(): Record<string, string> {
  const text = readFileSync(join(__dirname, 'versions.env'), 'utf8');
  return Object.fromEntries([...text.matchAll(/^([A-Z_]+)=(\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

function hostRelease(version: string): WeblateRelease {
  const home = join(cacheDir(), `weblate-${version}`);
  return {
    version,
    role: 'seed',
    home,
    root: '',
    setupScript: 'scripts/setup-weblate.sh',
    command: (program, args) => [join(home, 'venv', 'bin', program), args],
    inside: (p) => p,
  };
}

function chrootRelease(version: string): WeblateRelease {
  const home = join(cacheDir(), `weblate-${version}`);
  const root = join(home, 'root');
  return {
    version,
    role: 'newest',
    home,
    root,
    setupScript: 'scripts/setup-weblate-newest.sh',
    command: (program, args) => ['/usr/sbin/chroot', [root, `/opt/weblate/venv/bin/${program}`, ...args]],
    inside: (p) => {
      if (!p.startsWith(`${root}/`)) throw new Error(`${p} is outside the Weblate ${version} root ${root}`);
      return p.slice(root.length);
    },
  };
}

/** The releases in the order the suite runs them. */
export function weblateReleases(): WeblateRelease[] {
  const v = pinned();
  if (!v.WEBLATE_SEED_VERSION || !v.WEBLATE_NEWEST_VERSION)
    throw new Error('scripts/weblate/versions.env must set WEBLATE_SEED_VERSION and WEBLATE_NEWEST_VERSION');
  return [hostRelease(v.WEBLATE_SEED_VERSION), chrootRelease(v.WEBLATE_NEWEST_VERSION)];
}

export function isInstalled(r: WeblateRelease): boolean {
  return existsSync(join(r.home, 'setup-done'));
}

// apt's sources in both of their formats, read twice (issue #32: no project file names a mirror host):
// by scripts/lib/apt.sh for the Debian mirror the newest-Weblate setup bootstraps from, and by
// scripts/lib/registryHosts.ts for every host to look for in tracked files. Fixtures use hosts under the
// reserved .invalid TLD.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { aptSourceUris, aptUrls, hostOf } from '../../../scripts/lib/registryHosts';

const APT_SH = join(__dirname, '..', '..', '..', 'scripts', 'lib', 'apt.sh');

/** Debian 12's own layout: a snapshot URL noted in a comment, the security suite before the archive. */
const DEB822 = `Types: deb
URIs: http://security.invalid/debian-security
Suites: bookworm-security
Components: main

Types: deb
URIs: https://off.invalid/debian
Suites: bookworm
Enabled: no

Types: deb-src
URIs: http://sources.invalid/debian
Suites: bookworm

Types: deb
# http://snapshot.invalid/archive/debian/20250520T000000Z
URIs:
 http://archive.invalid/debian
Suites: bookworm bookworm-updates
Components: main
`;

/** The classic form: a commented-out line, options in brackets, a trailing slash. */
const ONE_LINE = `# deb http://commented.invalid/debian bookworm main
deb http://security.invalid/debian-security bookworm-security main
deb [arch=amd64 signed-by=/usr/share/keyrings/x.gpg] http://archive.invalid/debian/ bookworm main contrib # the archive
`;

/** debian_mirror run on an /etc/apt made of `files`, for a machine whose release is bookworm. */
function mirror(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-apt-'));
  try {
    for (const [name, text] of Object.entries({ ...files, 'os-release': 'ID=debian\nVERSION_CODENAME=bookworm\n' })) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const script = `source ${JSON.stringify(APT_SH)}; debian_mirror "$1" "$2"`;
    return execFileSync('bash', ['-c', script, '_', join(dir, 'etc'), join(dir, 'os-release')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('debian_mirror (scripts/lib/apt.sh)', () => {
  it('takes the enabled deb822 source of this release, not its security suite, comments or source packages', () => {
    assert.equal(mirror({ 'etc/sources.list.d/debian.sources': DEB822 }), 'http://archive.invalid/debian\n');
  });

  it('reads the one-line form in sources.list and *.list', () => {
    assert.equal(mirror({ 'etc/sources.list': ONE_LINE }), 'http://archive.invalid/debian\n');
    assert.equal(mirror({ 'etc/sources.list.d/debian.list': ONE_LINE }), 'http://archive.invalid/debian\n');
  });

  it('prints nothing when only files apt ignores or other releases name a source', () => {
    const other = 'Types: deb\nURIs: https://vendor.invalid/node\nSuites: nodistro\nComponents: main\n';
    assert.equal(
      mirror({ 'etc/sources.list.d/debian.sources.disabled': DEB822, 'etc/sources.list.d/vendor.sources': other }),
      '',
    );
    assert.equal(mirror({}), '');
  });

  it('finds one on this machine, a host the scan for tracked files looks for too', function () {
    if (!existsSync('/etc/apt')) this.skip(); // not a Debian machine: the setup that needs it fails there with its own message
    const found = execFileSync('bash', ['-c', `source ${JSON.stringify(APT_SH)}; debian_mirror`], { encoding: 'utf8' });
    assert.match(found, /^https?:\/\/[^/\s]+\S*\n$/);
    const scanned = Object.values(aptUrls('/etc/apt')).flat().map(hostOf);
    assert.ok(scanned.includes(hostOf(found.trim())), 'the mirror is among the apt hosts registryHosts.ts reads');
  });
});

describe('aptSourceUris (scripts/lib/registryHosts.ts)', () => {
  it('gives every URI of the enabled deb822 stanzas, none from a comment', () => {
    assert.deepEqual(aptSourceUris(DEB822, true), [
      'http://security.invalid/debian-security',
      'http://sources.invalid/debian',
      'http://archive.invalid/debian',
    ]);
  });

  it('gives the URI of each one-line source, none from a commented-out line', () => {
    assert.deepEqual(aptSourceUris(ONE_LINE, false), [
      'http://security.invalid/debian-security',
      'http://archive.invalid/debian/',
    ]);
    assert.deepEqual(aptSourceUris('deb [ arch=amd64 ] http://spaced.invalid/debian bookworm main\n\n', false), [
      'http://spaced.invalid/debian',
    ]);
  });
});

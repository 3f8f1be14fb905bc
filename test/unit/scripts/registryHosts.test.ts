// Issue #32: no tracked file names a package registry or mirror host. Which hosts those are is this
// machine's configuration (npm, pip, apt), read at run time by scripts/lib/registryHosts.ts, so this file
// names none: the texts that must be reported are built from the configured hosts. Parsing fixtures use
// hosts under the reserved .invalid TLD.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  configuredHosts,
  findHosts,
  hostOf,
  npmRegistryUrls,
  pipConfigUrls,
  scanTracked,
  type Configured,
} from '../../../scripts/lib/registryHosts';

const ROOT = join(__dirname, '..', '..', '..');

/** What `pip config list` printed for an environment variable, a pip.conf with a multi-line value, and a folder. */
const PIP_LIST = `:env:.cert='/etc/ssl/certs/ca-certificates.crt'
:env:.extra-index-url='https://e1.invalid/ https://e2.invalid/'
:env:.find-links='/opt/wheels'
global.extra-index-url='\\nhttps://one.invalid/simple\\nhttps://two.invalid/simple'
global.index-url='https://idx.invalid/simple'
install.find-links='https://wheels.invalid/links'
`;

describe('reading registry hosts from configuration', () => {
  it('takes index-url, extra-index-url and find-links from pip config list, and only URLs count as hosts', () => {
    const urls = pipConfigUrls(PIP_LIST);
    assert.deepEqual(urls, [
      'https://e1.invalid/',
      'https://e2.invalid/',
      '/opt/wheels',
      'https://one.invalid/simple',
      'https://two.invalid/simple',
      'https://idx.invalid/simple',
      'https://wheels.invalid/links',
    ]);
    assert.deepEqual(urls.map(hostOf).filter(Boolean), [
      'e1.invalid',
      'e2.invalid',
      'one.invalid',
      'two.invalid',
      'idx.invalid',
      'wheels.invalid',
    ]);
  });

  it('takes the registry and each scope’s registry from npm config list --json', () => {
    const config = {
      registry: 'https://npm.invalid/',
      '@acme:registry': 'https://acme.invalid/npm/',
      cafile: '/etc/ssl/x.crt',
      '//npm.invalid/:_authToken': '(protected)',
    };
    assert.deepEqual(npmRegistryUrls(config), ['https://npm.invalid/', 'https://acme.invalid/npm/']);
  });

  it('leaves out loopback and single-label hosts, which name nothing outside the machine', () => {
    assert.deepEqual(
      ['http://localhost:4873/', 'http://127.0.0.1:8080/simple', 'http://nexus/repo', 'file:///srv/wheels'].map(hostOf),
      [undefined, undefined, undefined, undefined],
    );
  });
});

describe('registry and mirror hosts in tracked files', () => {
  let configured: Configured;
  before(async () => {
    configured = await configuredHosts();
  });

  it('knows this machine’s hosts, npm’s registry at least', () => {
    // npm runs these tests, so it always has a registry: without it the reading broke, and the scan below
    // would pass having looked for nothing.
    const found = [...configured.hosts].map(([host, where]) => `${host} (${where})`);
    assert.ok(
      [...configured.hosts.values()].includes('npm config list --json'),
      `no npm registry host was read. Found: ${found.join(', ') || 'none'}. Not read: ${configured.unread.join('; ') || 'nothing'}`,
    );
  });

  it('reports each configured host named in a text, at its line, whatever its case, but not a longer name', () => {
    for (const host of configured.hosts.keys()) {
      const text = `first line\n  "url": "https://${host.toUpperCase()}/some/package",\n${host}-other.invalid and ${host}.invalid\n`;
      assert.deepEqual(findHosts(text, configured.hosts.keys()), [{ line: 2, host }]);
    }
  });

  it('reports a text file of a repository naming one, as file:line, and passes over binary files', () => {
    const [host] = configured.hosts.keys();
    const repo = mkdtempSync(join(tmpdir(), 'scriptorium-hosts-'));
    try {
      writeFileSync(join(repo, 'notes.md'), `# Setup\n\nmirror: http://${host}/debian\n`);
      writeFileSync(join(repo, 'image.bin'), Buffer.concat([Buffer.from([0x89, 0]), Buffer.from(host)]));
      execFileSync('git', ['init', '-q'], { cwd: repo });
      execFileSync('git', ['add', '.'], { cwd: repo });
      assert.deepEqual(scanTracked(repo, configured.hosts.keys()), [`notes.md:3 ${host}`]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('finds none in any tracked text file of this repository', () => {
    // package-lock.json is scanned too, not exempt: npm here writes it without `resolved` URLs
    // (omit-lockfile-registry-resolved), so it names no registry and installs from whichever registry the
    // machine is configured with. A lock written elsewhere with resolved URLs would tie every install to
    // one host, which is what #32 rules out; this test then names its lines.
    const hits = scanTracked(ROOT, configured.hosts.keys());
    const message = `tracked files name a registry or mirror host; read it from the machine's configuration instead (#32):\n${hits.join('\n')}`;
    assert.deepEqual(hits, [], message);
  });
});

// The HTTP layer over real TLS, against the sandbox serving each certificate scripts/setup-tls.sh makes:
// the private authority trusted the way the platform hands it over (a CA list) works; each certificate
// failure is a CertificateError saying which problem it is (never "fetch failed" or a NetworkError);
// a direct connection gets past none, even with proxyStrictSSL: false (that is for proxied ones only).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { CertificateError, HttpClient, type CertificateProblem } from '../../../src/core/http';
import { WeblateClient } from '../../../src/core/weblate';
import { ensureTlsFiles, sandboxTls, type TlsFiles } from '../../../scripts/lib/tls';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { rejection } from '../rejection';

let files: TlsFiles;
let sandbox: Sandbox | undefined;

before(() => {
  files = ensureTlsFiles();
});

afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const SECRET = SANDBOX_CREDENTIALS.weblate.adminToken;

/** The list the platform hands over: Node's own roots plus the private authority (as NODE_EXTRA_CA_CERTS would). */
const trusted = () => [...rootCertificates, readFileSync(files.ca, 'utf8')];

function client(origin: string, network: ConstructorParameters<typeof HttpClient>[0]['network']) {
  return new HttpClient({
    baseUrl: `${origin}/api/`,
    credentialHeaders: { Authorization: `Token ${SECRET}` },
    network,
    retry: { maxRetries: 0 },
  });
}

describe('HttpClient over TLS', () => {
  it('reads the sandbox over https when its authority is in the trusted list', async () => {
    sandbox = await startSandbox({ tls: sandboxTls(files) });
    assert.match(sandbox.origin, /^https:\/\/127\.0\.0\.1:\d+$/);
    const weblate = new WeblateClient({
      baseUrl: sandbox.weblateUrl,
      token: sandbox.credentials.weblate.adminToken,
      network: { ca: trusted() },
    });
    const projects = await weblate.listProjects();
    assert.ok(projects.some((p) => p.slug === 'atlas'));
    // Cross-references come back on the https origin, so following them stays on the same server.
    assert.ok(
      projects.every((p) => p.url.startsWith(`${sandbox!.origin}/`)),
      projects[0].url,
    );
    await weblate.close();
  });

  const failures: [string, (f: TlsFiles) => string[], CertificateProblem, string, RegExp][] = [
    ['a self-signed certificate', (f) => [f.selfSigned], 'selfSigned', 'DEPTH_ZERO_SELF_SIGNED_CERT', /self-signed/],
    [
      'a certificate from an unknown authority (leaf only)',
      (f) => [f.untrusted],
      'untrustedAuthority',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      /authority this computer does not trust/,
    ],
    [
      'a chain ending in an untrusted root (a TLS-inspecting firewall)',
      (f) => [f.untrusted, f.otherCa],
      'untrustedAuthority',
      'SELF_SIGNED_CERT_IN_CHAIN',
      /authority this computer does not trust/,
    ],
    ['an expired certificate', (f) => [f.expired], 'expired', 'CERT_HAS_EXPIRED', /has expired/],
    [
      'a certificate for another host name',
      (f) => [f.wrongHost],
      'wrongHost',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      /another host name/,
    ],
  ];
  for (const [what, certs, problem, code, said] of failures) {
    it(`refuses ${what} with a CertificateError (${code})`, async () => {
      sandbox = await startSandbox({ tls: sandboxTls(files, ...certs(files)) });
      const c = client(sandbox.origin, { ca: trusted() });
      const err = await rejection(c.request({ method: 'GET', url: 'projects/' }));
      assert.ok(err instanceof CertificateError, `${err.name}: ${err.message}`);
      assert.equal(err.problem, problem);
      assert.equal(err.code, code);
      assert.equal(err.host, new URL(sandbox.origin).host);
      assert.equal(err.retryable, false);
      assert.match(err.message, said);
      assert.doesNotMatch(err.message, /fetch failed/);
      assert.ok(!err.message.includes(SECRET));
      assert.equal(sandbox.requests.length, 0, 'nothing was sent');
      await c.close();
    });
  }

  // Issue 25: proxyStrictSSL: false applies to connections through a proxy only (test/unit/http/proxy.test.ts
  // shows it getting past a certificate there); a direct connection is verified whatever it says.
  it('refuses a certificate failure on a direct connection even with proxyStrictSSL: false', async () => {
    sandbox = await startSandbox({ tls: sandboxTls(files, files.selfSigned) });
    const c = client(sandbox.origin, { ca: trusted(), proxyStrictSSL: false });
    const err = await rejection(c.request({ method: 'GET', url: 'projects/' }));
    assert.ok(err instanceof CertificateError && err.problem === 'selfSigned', `${err.name}: ${err.message}`);
    assert.equal(sandbox.requests.length, 0, 'nothing was sent');
    await c.close();
  });

  it('does not trust the private authority unless it is handed over (Node’s own list alone)', async () => {
    sandbox = await startSandbox({ tls: sandboxTls(files) });
    const c = client(sandbox.origin, {});
    const err = await rejection(c.request({ method: 'GET', url: 'projects/' }));
    assert.ok(err instanceof CertificateError && err.problem === 'untrustedAuthority', `${err.name}: ${err.message}`);
    await c.close();
  });
});

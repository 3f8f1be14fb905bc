// Which proxy and which certificates a client gets from VS Code's http.* settings and the environment
// (the pure half of src/platform/network.ts), then the choice applied through a real tinyproxy: NO_PROXY
// from the environment and http.proxySupport "off" both go direct, the proxy's log shows nothing.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tls from 'node:tls';
import { HttpClient } from '../../../src/core/http';
import { chooseProxy, type HttpSettings } from '../../../src/platform/proxySettings';
import { loadTrustedCertificates, pemCertificates } from '../../../src/platform/trustStore';
import { startTinyproxy } from '../../../scripts/lib/tinyproxy';
import { ensureTlsFiles, sandboxTls } from '../../../scripts/lib/tls';
import { startSandbox } from '../../../sandbox/server';

const defaults: HttpSettings = {
  proxy: '',
  noProxy: [],
  proxyAuthorization: null,
  proxySupport: 'override',
  proxyStrictSSL: true,
  systemCertificates: true,
};
const S = (over: Partial<HttpSettings> = {}): HttpSettings => ({ ...defaults, ...over });

describe('chooseProxy (VS Code’s http.* settings, then the environment)', () => {
  it('uses http.proxy first, for every server, with http.noProxy and http.proxyAuthorization', () => {
    const env = { HTTPS_PROXY: 'http://env-proxy:1', NO_PROXY: 'env.example' };
    const c = chooseProxy(
      S({ proxy: 'http://proxy.corp:3128', noProxy: ['intranet.example'], proxyAuthorization: 'Basic dTpw' }),
      env,
      'https://hosted.weblate.org/',
    );
    assert.deepEqual(c, {
      proxyUrl: 'http://proxy.corp:3128',
      noProxy: ['intranet.example'],
      proxyAuthorization: 'Basic dTpw',
      from: 'http.proxy',
    });
    assert.equal(
      chooseProxy(S({ proxy: 'proxy.corp:3128' }), {}, 'http://127.0.0.1:1/').proxyUrl,
      'http://proxy.corp:3128',
      'a bare host:port is http://',
    );
  });

  it('falls back to HTTPS_PROXY for https servers and HTTP_PROXY for http ones, either case, lower case first', () => {
    const env = {
      https_proxy: 'http://lower:1',
      HTTPS_PROXY: 'http://upper:1',
      HTTP_PROXY: 'http://plain:2',
      no_proxy: 'a.example, .b.example localhost',
    };
    assert.deepEqual(chooseProxy(S(), env, 'https://weblate.example/'), {
      proxyUrl: 'http://lower:1',
      noProxy: ['a.example', '.b.example', 'localhost'],
      from: 'HTTPS_PROXY',
    });
    assert.equal(chooseProxy(S(), { HTTPS_PROXY: 'http://upper:1' }, 'https://x/').proxyUrl, 'http://upper:1');
    assert.deepEqual(chooseProxy(S(), env, 'http://127.0.0.1:8080/').proxyUrl, 'http://plain:2');
    assert.equal(
      chooseProxy(S(), { HTTP_PROXY: 'http://plain:2' }, 'https://x/').proxyUrl,
      undefined,
      'HTTP_PROXY is not for https',
    );
    assert.deepEqual(
      chooseProxy(S({ noProxy: ['only.this'] }), env, 'https://x/').noProxy,
      ['only.this'],
      'http.noProxy wins over NO_PROXY',
    );
  });

  it('uses no proxy at all with http.proxySupport "off", and none when nothing is set', () => {
    const env = { HTTPS_PROXY: 'http://env-proxy:1' };
    assert.deepEqual(chooseProxy(S({ proxySupport: 'off', proxy: 'http://p:1' }), env, 'https://x/'), {
      noProxy: [],
      from: 'http.proxySupport: off',
    });
    assert.deepEqual(chooseProxy(S(), {}, 'https://x/'), { noProxy: [], from: 'none' });
    assert.equal(
      chooseProxy(S({ proxyAuthorization: 'Basic x' }), {}, 'https://x/').proxyAuthorization,
      undefined,
      'no proxy, no proxy header',
    );
  });
});

describe('loadTrustedCertificates (as VS Code: bundled, NODE_EXTRA_CA_CERTS, the system store)', () => {
  const files = () => ensureTlsFiles();

  it('adds the NODE_EXTRA_CA_CERTS file to Node’s bundled list', () => {
    const ca = readFileSync(files().ca, 'utf8').trim();
    const t = loadTrustedCertificates({ systemCertificates: false, extraCaFile: files().ca });
    assert.ok(t.certificates.includes(ca));
    assert.equal(t.certificates.length, tls.rootCertificates.length + 1);
    assert.match(t.sources.join(' | '), /1 from NODE_EXTRA_CA_CERTS/);
  });

  it('reads the system store (here: the distribution bundle, as Node 20 has no getCACertificates) only when asked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scriptorium-trust-'));
    const bundle = join(dir, 'ca-certificates.crt');
    const ours = readFileSync(files().otherCa, 'utf8');
    writeFileSync(bundle, `# a comment\n${ours}\n${readFileSync(files().ca, 'utf8')}`);
    assert.equal(pemCertificates(readFileSync(bundle, 'utf8')).length, 2);
    const on = loadTrustedCertificates({
      systemCertificates: true,
      systemBundles: ['/nonexistent/bundle.crt', bundle],
    });
    const off = loadTrustedCertificates({ systemCertificates: false, systemBundles: [bundle] });
    if ('getCACertificates' in tls) {
      assert.match(on.sources.join(), /from the system store/);
    } else {
      assert.ok(on.certificates.includes(ours.trim()), 'the system bundle is trusted');
      assert.match(on.sources.join(), new RegExp(`2 from ${bundle}`));
    }
    assert.ok(!off.certificates.includes(ours.trim()), 'http.systemCertificates: false leaves it out');
  });
});

describe('the choice applied through a real proxy', () => {
  it('goes direct for NO_PROXY from the environment and for http.proxySupport "off"; through the proxy otherwise', async function () {
    this.timeout(60_000);
    const tlsFiles = ensureTlsFiles();
    const sandbox = await startSandbox({ tls: sandboxTls(tlsFiles) });
    const proxy = await startTinyproxy();
    const ca = [...tls.rootCertificates, readFileSync(tlsFiles.ca, 'utf8')];
    const get = async (settings: HttpSettings, env: Record<string, string>) => {
      const c = new HttpClient({
        baseUrl: sandbox.weblateUrl,
        network: { ...chooseProxy(settings, env, sandbox.weblateUrl), ca },
        retry: { maxRetries: 0 },
      });
      await c.request({ method: 'GET', url: 'api/projects/' });
      await c.close();
      return proxy.requests().length;
    };
    try {
      assert.equal(await get(S(), { HTTPS_PROXY: proxy.url, NO_PROXY: '127.0.0.1' }), 0, 'NO_PROXY');
      assert.equal(
        await get(S({ proxySupport: 'off', proxy: proxy.url }), { HTTPS_PROXY: proxy.url }),
        0,
        'proxySupport off',
      );
      assert.equal(await get(S(), { https_proxy: proxy.url }), 1, 'HTTPS_PROXY alone goes through the proxy');
      assert.equal(proxy.requests()[0], `CONNECT 127.0.0.1:${new URL(sandbox.origin).port} HTTP/1.1`);
    } finally {
      await proxy.stop();
      await sandbox.close();
    }
  });
});

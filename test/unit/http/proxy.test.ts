// The HTTP layer through a real forward proxy (Debian's tinyproxy on loopback) to the sandbox over TLS:
// https goes through a CONNECT tunnel (the proxy's own log shows the CONNECT line and never a token),
// Basic proxy credentials are sent to the proxy only, the no-proxy list goes direct, and a proxy that
// refuses (407, 403) or is not there is a ProxyError naming it by host:port, never with its password.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { CertificateError, HttpClient, NetworkError, ProxyError, type NetworkOptions } from '../../../src/core/http';
import { WorldAnvilClient } from '../../../src/core/worldanvil';
import { freePort } from '../../../scripts/lib/processes';
import { ensureTinyproxy, startTinyproxy, type Tinyproxy } from '../../../scripts/lib/tinyproxy';
import { ensureTlsFiles, sandboxTls } from '../../../scripts/lib/tls';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { rejection } from '../rejection';

const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;
const PROXY_USER = 'translator';
const PROXY_PASSWORD = 'proxy-pass-7d1e9c';
const basic = `Basic ${Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64')}`;

let sandbox: Sandbox;
let ca: string[];
let proxy: Tinyproxy | undefined;
const messages: string[] = [];

before(async function () {
  this.timeout(120_000);
  // npm test installs the proxy before this tier; a tier run alone installs it here, not inside a test's 20 s.
  ensureTinyproxy();
  const files = ensureTlsFiles();
  ca = [...rootCertificates, readFileSync(files.ca, 'utf8')];
  sandbox = await startSandbox({ tls: sandboxTls(files) });
});
after(async () => {
  await sandbox?.close();
});
afterEach(async () => {
  await proxy?.stop();
  proxy = undefined;
});

function client(network: NetworkOptions) {
  return new HttpClient({
    baseUrl: `${sandbox.origin}/api/`,
    credentialHeaders: { Authorization: `Token ${TOKEN}` },
    network: { ca, ...network },
    retry: { maxRetries: 0 },
  });
}

const failure = (p: Promise<unknown>) => rejection(p, (e) => messages.push(String(e), e.message, JSON.stringify(e)));
const port = () => new URL(sandbox.origin).port;

describe('HttpClient through a real proxy (tinyproxy)', () => {
  it('tunnels https with CONNECT: the proxy logs the tunnel and never sees the token', async () => {
    proxy = await startTinyproxy();
    sandbox.requests.length = 0;
    const c = client({ proxyUrl: proxy.url });
    assert.equal((await c.request({ method: 'GET', url: 'projects/' })).status, 200);
    await c.close();
    assert.ok(proxy.requests().includes(`CONNECT 127.0.0.1:${port()} HTTP/1.1`), proxy.requests().join('\n'));
    assert.ok(
      !proxy.log().includes(TOKEN) && !proxy.log().includes('/api/projects'),
      'only the tunnel is visible to the proxy',
    );
    assert.equal(sandbox.requests.at(-1)?.headers.authorization, `Token ${TOKEN}`, 'the token reached the server');
    assert.equal(sandbox.requests.at(-1)?.headers['proxy-authorization'], undefined);
  });

  it('sends Basic proxy credentials (the setting’s header, or user:password in the URL) to the proxy only', async () => {
    proxy = await startTinyproxy({ basicAuth: { user: PROXY_USER, password: PROXY_PASSWORD } });
    const anvil = new WorldAnvilClient({
      baseUrl: sandbox.worldAnvilUrl,
      ...SANDBOX_CREDENTIALS.worldAnvil,
      requestsPerSecond: 0,
      network: { ca, proxyUrl: proxy.url, proxyAuthorization: basic },
    });
    assert.equal((await anvil.getUser()).id.length > 0, true);
    await anvil.close();
    const inUrl = client({ proxyUrl: `http://${PROXY_USER}:${PROXY_PASSWORD}@127.0.0.1:${proxy.port}` });
    assert.equal((await inUrl.request({ method: 'GET', url: 'projects/' })).status, 200);
    await inUrl.close();
    assert.equal(
      proxy.requests().filter((r) => r === `CONNECT 127.0.0.1:${port()} HTTP/1.1`).length,
      2,
      proxy.requests().join('\n'),
    );
    for (const secret of [
      SANDBOX_CREDENTIALS.worldAnvil.authToken,
      SANDBOX_CREDENTIALS.worldAnvil.applicationKey,
      PROXY_PASSWORD,
    ])
      assert.ok(!proxy.log().includes(secret));
    assert.ok(
      sandbox.requests.every((r) => r.headers['proxy-authorization'] === undefined),
      'the server never sees the proxy credentials',
    );
  });

  it('turns 407/401 (no or wrong proxy credentials) into a ProxyError naming the proxy, not the password', async () => {
    proxy = await startTinyproxy({ basicAuth: { user: PROXY_USER, password: PROXY_PASSWORD } });
    // tinyproxy says 407 without credentials and 401 to wrong ones: both are the proxy's credentials.
    const cases: [NetworkOptions, number][] = [
      [{ proxyUrl: proxy.url }, 407],
      [{ proxyUrl: `http://${PROXY_USER}:wrong-${PROXY_PASSWORD}@127.0.0.1:${proxy.port}` }, 401],
      [
        { proxyUrl: proxy.url, proxyAuthorization: `Basic ${Buffer.from(`${PROXY_USER}:nope`).toString('base64')}` },
        401,
      ],
    ];
    for (const [network, status] of cases) {
      const c = client(network);
      const err = await failure(c.request({ method: 'GET', url: 'projects/' }));
      assert.ok(err instanceof ProxyError, `${err.name}: ${err.message}`);
      assert.equal(err.proxyStatus, status);
      assert.equal(err.credentialsRefused, true);
      assert.equal(err.proxy, `127.0.0.1:${proxy.port}`);
      assert.equal(err.retryable, false);
      assert.equal(err.mayHaveReachedServer, false);
      assert.match(
        err.message,
        new RegExp(
          `proxy 127\\.0\\.0\\.1:${proxy.port} wants proxy credentials or refused the ones given \\(${status}\\)`,
        ),
      );
      await c.close();
    }
  });

  it('turns 403 (the proxy forbids the destination) into a ProxyError', async () => {
    proxy = await startTinyproxy({ connectPorts: [443] });
    const c = client({ proxyUrl: proxy.url });
    const err = await failure(c.request({ method: 'GET', url: 'projects/' }));
    assert.ok(err instanceof ProxyError && err.proxyStatus === 403, `${err.name}: ${err.message}`);
    assert.match(err.message, /refused to connect to the server \(403\)/);
    await c.close();
  });

  it('says the proxy could not be reached when nothing listens there (not the server)', async () => {
    const nowhere = await freePort();
    const c = client({ proxyUrl: `http://${PROXY_USER}:${PROXY_PASSWORD}@127.0.0.1:${nowhere}` });
    const err = await failure(c.request({ method: 'GET', url: 'projects/' }));
    assert.ok(err instanceof ProxyError, `${err.name}: ${err.message}`);
    assert.equal(err.proxyStatus, undefined);
    assert.match(err.message, new RegExp(`proxy 127\\.0\\.0\\.1:${nowhere} could not be reached`));
    await c.close();
  });

  it('goes direct for a host on the no-proxy list (the proxy sees nothing)', async () => {
    proxy = await startTinyproxy();
    const c = client({ proxyUrl: proxy.url, noProxy: ['localhost', '127.0.0.1'] });
    assert.equal((await c.request({ method: 'GET', url: 'projects/' })).status, 200);
    await c.close();
    assert.deepEqual(proxy.requests(), []);
    // And without a proxy at all a refused connection is still the server's (a NetworkError).
    const nowhere = await freePort();
    const direct = new HttpClient({
      baseUrl: `https://127.0.0.1:${nowhere}/`,
      network: { ca },
      retry: { maxRetries: 0 },
    });
    assert.ok((await failure(direct.request({ method: 'GET', url: 'x/' }))) instanceof NetworkError);
    await direct.close();
  });

  // Issue 25: http.proxyStrictSSL: false turned certificate checks off for direct connections too; VS Code
  // applies it only to connections through the proxy.
  it('with proxyStrictSSL false, accepts an untrusted certificate through the proxy only, never on a direct connection', async () => {
    proxy = await startTinyproxy();
    const untrusted = await startSandbox({ tls: sandboxTls(ensureTlsFiles(), ensureTlsFiles().selfSigned) });
    const to = (network: NetworkOptions) =>
      new HttpClient({ baseUrl: `${untrusted.origin}/api/`, network: { ca, ...network }, retry: { maxRetries: 0 } });
    try {
      const proxied = to({ proxyUrl: proxy.url, proxyStrictSSL: false });
      assert.equal((await proxied.request({ method: 'GET', url: 'projects/' })).status, 200);
      await proxied.close();
      assert.ok(
        proxy.requests().includes(`CONNECT 127.0.0.1:${new URL(untrusted.origin).port} HTTP/1.1`),
        proxy.requests().join('\n'),
      );
      for (const network of [
        { proxyStrictSSL: false },
        { proxyUrl: proxy.url, noProxy: ['127.0.0.1'], proxyStrictSSL: false },
      ] as NetworkOptions[]) {
        const direct = to(network);
        const err = await failure(direct.request({ method: 'GET', url: 'projects/' }));
        assert.ok(
          err instanceof CertificateError && err.problem === 'selfSigned',
          `${JSON.stringify(network)}: ${err.name}: ${err.message}`,
        );
        await direct.close();
      }
      assert.equal(untrusted.requests.length, 1, 'only the proxied request reached the server');
    } finally {
      await untrusted.close();
    }
  });

  it('never sends a plain-http (loopback) server’s traffic through the proxy, where the token would be readable', async () => {
    proxy = await startTinyproxy();
    const plain = await startSandbox();
    try {
      const c = new HttpClient({
        baseUrl: `${plain.origin}/api/`,
        credentialHeaders: { Authorization: `Token ${TOKEN}` },
        network: { proxyUrl: proxy.url },
        retry: { maxRetries: 0 },
      });
      assert.equal((await c.request({ method: 'GET', url: 'projects/' })).status, 200);
      await c.close();
      assert.deepEqual(proxy.requests(), []);
      assert.ok(!proxy.log().includes(TOKEN));
    } finally {
      await plain.close();
    }
  });

  it('never puts a token or the proxy password in an error message', () => {
    assert.ok(messages.length > 0);
    for (const m of messages) for (const secret of [TOKEN, PROXY_PASSWORD, basic]) assert.ok(!m.includes(secret), m);
  });
});

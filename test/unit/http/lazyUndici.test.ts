// undici loads at the first HTTP request, not when a client is made: a view with no server, or one that
// has made no request yet, has not paid for it (src/core/http/undici.ts). Checked in a fresh Node process
// (this one has loaded undici for other tests), by whether Node's module cache holds any of undici's files.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

interface Seen {
  clientsMade: boolean;
  afterRequest: boolean;
  body: unknown;
  uploaded: string;
}

function probe(): Seen {
  const script = `
    const { createServer } = require('node:http');
    const undiciLoaded = () => Object.keys(require.cache).some((f) => f.includes('/node_modules/undici/'));
    const { HttpClient } = require(${JSON.stringify(join(ROOT, 'src/core/http/index.ts'))});
    (async () => {
      let uploaded = '';
      const server = createServer((req, res) => {
        let text = '';
        req.on('data', (d) => (text += d)).on('end', () => {
          if (req.method === 'POST') uploaded = req.headers['content-type'].split(';')[0] + ' ' + /name="method"\\r\\n\\r\\n(\\w+)/.exec(text)[1];
          res.setHeader('content-type', 'application/json');
          res.end('{"ok":true}');
        });
      });
      await new Promise((r) => server.listen(0, '127.0.0.1', r));
      const seen = {};
      // Clients of both kinds, direct and through a proxy (its agent is undici's too), made but unused.
      const proxied = new HttpClient({ baseUrl: 'https://weblate.example/api/', network: { proxyUrl: 'http://127.0.0.1:9', noProxy: ['.internal'] } });
      const client = new HttpClient({ baseUrl: 'http://127.0.0.1:' + server.address().port + '/api/' });
      seen.clientsMade = undiciLoaded();
      seen.body = (await client.request({ method: 'GET', url: 'ping/' })).body;
      seen.afterRequest = undiciLoaded();
      const { FormData } = require('undici');
      const form = new FormData();
      form.append('method', 'translate');
      await client.request({ method: 'POST', url: 'upload/', form });
      seen.uploaded = uploaded;
      await Promise.all([client.close(), proxied.close()]);
      server.close();
      console.log(JSON.stringify(seen));
    })();`;
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' }),
  ) as Seen;
}

describe('undici on the first request', function () {
  this.timeout(60_000);

  it('is not loaded by making clients (direct or through a proxy), and is loaded by the first request', () => {
    const seen = probe();
    assert.equal(seen.clientsMade, false, 'no undici while the clients have made no request');
    assert.equal(seen.afterRequest, true, 'control: the first request loads undici, and the check sees it');
    assert.deepEqual(seen.body, { ok: true });
    assert.equal(seen.uploaded, 'multipart/form-data translate', 'a form is still encoded by the lazily loaded undici');
  });
});

// importDemoCredentials: the demo's private file lands in SecretStorage under the origins the extension
// looks secrets up by, a broken or missing file is a warning (never a failed activation), and no secret
// reaches the log, whatever the file holds.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CredentialStore } from '../../../src/platform/credentials';
import { importDemoCredentials } from '../../../src/platform/demoCredentials';
import type { Log } from '../../../src/platform/log';
import { FakeSecrets } from './fakeSecrets';

const TOKEN = 'wlu_demoSecretToken123';
const APP_KEY = 'demo-app-key-secret';
const AUTH = 'demo-auth-token-secret';
const SECRETS = [TOKEN, APP_KEY, AUTH];

class RecordingLog {
  readonly lines: string[] = [];
  info(c: string, m: string) {
    this.lines.push(`info [${c}] ${m}`);
  }
  warn(c: string, m: string) {
    this.lines.push(`warn [${c}] ${m}`);
  }
  error(c: string, m: string) {
    this.lines.push(`error [${c}] ${m}`);
  }
}

describe('importDemoCredentials', () => {
  let dir: string;
  let secrets: FakeSecrets;
  let store: CredentialStore;
  let log: RecordingLog;
  const saved = process.env.SCRIPTORIUM_DEMO_CREDENTIALS;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'scriptorium-demo-test-'));
    secrets = new FakeSecrets();
    store = new CredentialStore(secrets.asSecretStorage());
    log = new RecordingLog();
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.SCRIPTORIUM_DEMO_CREDENTIALS;
    else process.env.SCRIPTORIUM_DEMO_CREDENTIALS = saved;
  });

  const run = () => importDemoCredentials(store, log as unknown as Log);
  const withFile = (content: string) => {
    const file = join(dir, 'demo.json');
    writeFileSync(file, content, { mode: 0o600 });
    process.env.SCRIPTORIUM_DEMO_CREDENTIALS = file;
    return file;
  };
  const assertNoSecretLogged = () => {
    for (const line of log.lines) for (const s of SECRETS) assert.ok(!line.includes(s), `secret in log line: ${line}`);
  };

  it('does nothing without the environment variable', async () => {
    delete process.env.SCRIPTORIUM_DEMO_CREDENTIALS;
    await run();
    assert.equal(secrets.values.size, 0);
    assert.deepEqual(log.lines, []);
  });

  it('stores both services’ secrets under the origins of the addresses given', async () => {
    withFile(
      JSON.stringify({
        weblate: { origin: 'http://127.0.0.1:8123/api/', token: TOKEN },
        worldAnvil: {
          origin: 'http://127.0.0.1:8123/worldanvil/api/aragorn/',
          applicationKey: APP_KEY,
          authToken: AUTH,
        },
      }),
    );
    await run();
    assert.equal(await store.getWeblateToken('http://127.0.0.1:8123'), TOKEN);
    assert.deepEqual(await store.getWorldAnvilKeys('http://127.0.0.1:8123'), {
      applicationKey: APP_KEY,
      authToken: AUTH,
    });
    assert.equal(log.lines.length, 1);
    assert.match(log.lines[0]!, /^info \[demo\] imported demo credentials/);
    assertNoSecretLogged();
  });

  it('imports one service alone', async () => {
    withFile(JSON.stringify({ weblate: { origin: 'http://127.0.0.1:9000', token: TOKEN } }));
    await run();
    assert.equal(await store.getWeblateToken('http://127.0.0.1:9000'), TOKEN);
    assert.equal(await store.getWorldAnvilKeys('http://127.0.0.1:9000'), undefined);
    assert.equal(secrets.values.size, 1);
  });

  it('ignores a file of the wrong shape with a warning that names no value', async () => {
    for (const content of [
      JSON.stringify({ weblate: { origin: 'not a url', token: TOKEN } }),
      JSON.stringify({ weblate: { origin: 'http://127.0.0.1:1', token: '' } }),
      JSON.stringify({ worldAnvil: { origin: 'http://127.0.0.1:1', applicationKey: APP_KEY } }),
      JSON.stringify({
        weblate: { origin: 'http://127.0.0.1:1', token: 42 },
        worldAnvil: { origin: 'http://127.0.0.1:1', applicationKey: APP_KEY, authToken: AUTH },
      }),
    ]) {
      withFile(content);
      await run();
    }
    assert.equal(secrets.values.size, 0, 'nothing half-imported');
    assert.equal(log.lines.length, 4);
    assert.ok(log.lines.every((l) => l.startsWith('warn [demo]')));
    assertNoSecretLogged();
  });

  it('survives a file that is not JSON without echoing its content', async () => {
    withFile(`{"weblate": {"origin": "http://127.0.0.1:1", "token": "${TOKEN}"`);
    await run();
    assert.equal(secrets.values.size, 0);
    assert.equal(log.lines.length, 1);
    assert.match(log.lines[0]!, /^warn \[demo\]/);
    assertNoSecretLogged();
  });

  it('survives a missing file with a warning', async () => {
    process.env.SCRIPTORIUM_DEMO_CREDENTIALS = join(dir, 'gone.json');
    await run();
    assert.equal(secrets.values.size, 0);
    assert.match(log.lines[0]!, /^warn \[demo\] .*ENOENT/);
  });
});

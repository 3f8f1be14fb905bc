// CredentialStore over a stand-in SecretStorage: secrets are kept per origin under Scriptorium's own keys,
// other origins never see them, malformed stored entries read as "not signed in", and changes made in
// another window are noticed.
import { strict as assert } from 'node:assert';
import { CredentialStore, originOf } from '../../../src/platform/credentials';
import { FakeSecrets } from './fakeSecrets';

const A = 'http://127.0.0.1:8001';
const B = 'https://weblate.example.org';

describe('CredentialStore', () => {
  let secrets: FakeSecrets;
  let store: CredentialStore;
  beforeEach(() => {
    secrets = new FakeSecrets();
    store = new CredentialStore(secrets.asSecretStorage());
  });

  it('keeps a Weblate token per origin under a namespaced key', async () => {
    await store.setWeblateToken(A, 'wlu_tokenA');
    await store.setWeblateToken(B, 'wlu_tokenB');
    assert.equal(await store.getWeblateToken(A), 'wlu_tokenA');
    assert.equal(await store.getWeblateToken(B), 'wlu_tokenB');
    assert.equal(await store.getWeblateToken('http://127.0.0.1:8002'), undefined, 'another port is another server');
    assert.deepEqual([...secrets.values.keys()].sort(), [
      `scriptorium.weblate.token:${A}`,
      `scriptorium.weblate.token:${B}`,
    ]);
    for (const key of secrets.values.keys()) assert.ok(!key.includes('wlu_'), 'no secret inside a storage key');
  });

  it('hands a token read ahead out once, and never one replaced since (here or in another window)', async () => {
    await store.setWeblateToken(A, 'wlu_old');
    store.prefetchWeblateToken(A);
    secrets.values.set(`scriptorium.weblate.token:${A}`, 'wlu_silent'); // no event: the read ahead stands
    assert.equal(await store.getWeblateToken(A), 'wlu_old', 'the read started at prefetch');
    assert.equal(await store.getWeblateToken(A), 'wlu_silent', 'once only: the next read is a new one');
    store.prefetchWeblateToken(A);
    secrets.changeFromElsewhere(`scriptorium.weblate.token:${A}`, 'wlu_other_window');
    assert.equal(await store.getWeblateToken(A), 'wlu_other_window');
    store.prefetchWeblateToken(A);
    await store.setWeblateToken(A, 'wlu_new');
    assert.equal(await store.getWeblateToken(A), 'wlu_new');
    store.prefetchWeblateToken(B);
    await store.deleteWeblateToken(B);
    assert.equal(await store.getWeblateToken(B), undefined);
  });

  it('deletes one origin’s token and leaves the others', async () => {
    await store.setWeblateToken(A, 'wlu_tokenA');
    await store.setWeblateToken(B, 'wlu_tokenB');
    await store.deleteWeblateToken(A);
    assert.equal(await store.getWeblateToken(A), undefined);
    assert.equal(await store.getWeblateToken(B), 'wlu_tokenB');
  });

  it('keeps World Anvil keys per API origin, apart from Weblate tokens', async () => {
    await store.setWorldAnvilKeys(A, { applicationKey: 'app-1', authToken: 'user-1' });
    assert.deepEqual(await store.getWorldAnvilKeys(A), { applicationKey: 'app-1', authToken: 'user-1' });
    assert.equal(await store.getWorldAnvilKeys(B), undefined);
    assert.equal(await store.getWeblateToken(A), undefined, 'World Anvil keys are not a Weblate token');
    await store.deleteWorldAnvilKeys(A);
    assert.equal(await store.getWorldAnvilKeys(A), undefined);
    assert.equal(secrets.values.size, 0);
  });

  it('reads a malformed or partial stored World Anvil entry as absent', async () => {
    const key = `scriptorium.worldanvil.keys:${A}`;
    for (const raw of [
      'not json',
      '{"applicationKey":"app-only"}',
      '{"applicationKey":1,"authToken":"t"}',
      'null',
      '[]',
    ]) {
      secrets.values.set(key, raw);
      assert.equal(await store.getWorldAnvilKeys(A), undefined, raw);
    }
  });

  it('returns only the two keys even when the stored entry carries more', async () => {
    secrets.values.set(
      `scriptorium.worldanvil.keys:${A}`,
      JSON.stringify({ applicationKey: 'a', authToken: 'b', extra: 'x' }),
    );
    assert.deepEqual(await store.getWorldAnvilKeys(A), { applicationKey: 'a', authToken: 'b' });
  });

  it('reports changes to Scriptorium’s secrets, including those made in another window, and nothing else', async () => {
    const seen: string[] = [];
    const sub = store.onDidChange((e) => seen.push(e.key));
    await store.setWeblateToken(A, 'wlu_tokenA');
    secrets.changeFromElsewhere(`scriptorium.worldanvil.keys:${B}`, '{}');
    secrets.changeFromElsewhere('someone.else:key', 'x');
    await store.deleteWeblateToken(A);
    assert.deepEqual(seen, [
      `scriptorium.weblate.token:${A}`,
      `scriptorium.worldanvil.keys:${B}`,
      `scriptorium.weblate.token:${A}`,
    ]);
    sub.dispose();
    await store.setWeblateToken(A, 'again');
    assert.equal(seen.length, 3, 'no events after dispose');
    assert.equal(secrets.listenerCount(), 0);
  });

  it('calls listeners with their thisArgs and adds the subscription to the given list', async () => {
    const owner = { hits: 0 };
    const disposables: { dispose(): unknown }[] = [];
    store.onDidChange(
      function (this: typeof owner) {
        this.hits++;
      },
      owner,
      disposables,
    );
    await store.setWeblateToken(A, 't');
    assert.equal(owner.hits, 1);
    assert.equal(disposables.length, 1);
    disposables[0]!.dispose();
    assert.equal(secrets.listenerCount(), 0);
  });
});

describe('originOf', () => {
  it('reduces an address to scheme, host and non-default port', () => {
    assert.equal(originOf('http://127.0.0.1:8001/api/'), 'http://127.0.0.1:8001');
    assert.equal(originOf('https://Weblate.Example.org:443/api/?x=1#y'), 'https://weblate.example.org');
    assert.equal(
      originOf('https://user:pass@weblate.example.org/'),
      'https://weblate.example.org',
      'userinfo never becomes part of a key',
    );
  });

  it('is undefined for what is not an absolute URL', () => {
    assert.equal(originOf(''), undefined);
    assert.equal(originOf('weblate.example.org'), undefined);
    assert.equal(originOf('/api/'), undefined);
  });
});

// Consent before a string leaves for a provider (#46 item 2): asked once per provider address and Weblate
// server; "yes" kept in the store (VS Code's globalState), "no" for the window's life; one question at a
// time; forgetting a provider (its key cleared) asks again.
import { strict as assert } from 'node:assert';
import { CONSENT_KEY, ProviderConsent, type ConsentStore } from '../../../src/core/suggestions/consent';

function memoryStore(): ConsentStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: <T>(key: string) => data.get(key) as T | undefined,
    update: async (key: string, value: unknown) => void data.set(key, value),
  };
}

const DEEPL = {
  provider: 'deepl' as const,
  providerOrigin: 'https://api-free.deepl.com',
  serverOrigin: 'https://weblate.example',
};

describe('suggestions: consent per provider and server (#46)', () => {
  it('asks once, keeps a yes in the store, and never asks again for the same pair', async () => {
    const store = memoryStore();
    let asked = 0;
    const consent = new ProviderConsent(store);
    const ask = async () => (asked += 1) > 0;
    assert.equal(await consent.obtain(DEEPL, ask), true);
    assert.equal(await new ProviderConsent(store).obtain(DEEPL, ask), true, 'another window reads the kept yes');
    assert.equal(asked, 1);
    assert.deepEqual(store.data.get(CONSENT_KEY), [`deepl https://api-free.deepl.com https://weblate.example`]);
  });

  it('another server or another provider address is another question', async () => {
    const consent = new ProviderConsent(memoryStore());
    let asked = 0;
    const yes = async () => ((asked += 1), true);
    await consent.obtain(DEEPL, yes);
    await consent.obtain({ ...DEEPL, serverOrigin: 'https://other.example' }, yes);
    await consent.obtain({ ...DEEPL, providerOrigin: 'https://api.deepl.com' }, yes);
    assert.equal(asked, 3);
  });

  it('a no is kept for the window only, and nothing is stored', async () => {
    const store = memoryStore();
    const consent = new ProviderConsent(store);
    let asked = 0;
    const no = async () => ((asked += 1), false);
    assert.equal(await consent.obtain(DEEPL, no), false);
    assert.equal(await consent.obtain(DEEPL, no), false);
    assert.equal(asked, 1);
    assert.equal(consent.refusedNow(DEEPL), true);
    assert.equal(store.data.get(CONSENT_KEY), undefined);
    assert.equal(new ProviderConsent(store).refusedNow(DEEPL), false, 'a new window may ask again');
  });

  it('strings opened while the question is open wait for the same answer', async () => {
    const consent = new ProviderConsent(memoryStore());
    let answer!: (yes: boolean) => void;
    let asked = 0;
    const ask = () => ((asked += 1), new Promise<boolean>((r) => (answer = r)));
    const first = consent.obtain(DEEPL, ask);
    const second = consent.obtain(DEEPL, ask);
    answer(true);
    assert.deepEqual(await Promise.all([first, second]), [true, true]);
    assert.equal(asked, 1);
  });

  it('forgetting a provider (its key cleared) asks again, other providers kept', async () => {
    const store = memoryStore();
    const consent = new ProviderConsent(store);
    const openai = { ...DEEPL, provider: 'openai' as const, providerOrigin: 'http://127.0.0.1:11434' };
    await consent.obtain(DEEPL, async () => true);
    await consent.obtain(openai, async () => true);
    await consent.forget('deepl');
    assert.equal(consent.given(DEEPL), false);
    assert.equal(consent.given(openai), true);
  });
});

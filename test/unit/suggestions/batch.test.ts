// Suggestions for a whole translation (#46 item 5) in plain Node against the sandbox over loopback HTTP:
// German of atlas/web has four untranslated strings (one with a translated twin in mobile/ios, one that
// already has a suggestion, one plural) and two needing editing. Drafts or Weblate suggestions, never a
// saved translation; the memory first; a budget of requests; Cancel; checks kept and named; hostile answers.
import { strict as assert } from 'node:assert';
import { createProvider, type TranslationProvider } from '../../../src/core/suggestions';
import { suggestForTranslation, type BatchOptions } from '../../../src/core/suggestions/batch';
import { DraftStore } from '../../../src/core/units/drafts';
import { WeblateClient, type Translation } from '../../../src/core/weblate';
import { listSuggestions } from '../../../src/core/weblate/review';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { MapMemento } from '../draftFixtures';

let sandbox: Sandbox;
let client: WeblateClient;
let translation: Translation;
let serverUrl: string;
before(async () => {
  sandbox = await startSandbox();
  serverUrl = `${sandbox.origin}/api/`;
  client = new WeblateClient({ baseUrl: serverUrl, token: SANDBOX_CREDENTIALS.weblate.adminToken });
  translation = await client.getTranslation('atlas', 'web', 'de');
});
after(async () => {
  await client.close();
  await sandbox.close();
});
afterEach(() => {
  sandbox.faults.clear();
  sandbox.settings.machineTranslation = 'normal';
  sandbox.settings.reviewApi = true;
});

const openai = (key = SANDBOX_CREDENTIALS.machineTranslation.openai): TranslationProvider =>
  createProvider('openai', { url: `${sandbox.origin}/mt/openai/v1/`, key, model: 'sandbox-model' });
const ENGINE = 'OpenAI-compatible';
const engineRequests = () => sandbox.requests.filter((r) => r.path.startsWith('/mt/openai/')).length;
const savedTargets = async () =>
  (await client.listTranslationUnits('atlas', 'web', 'de')).map((u) => `${u.id}:${u.state}:${u.target.join('|')}`);

function run(over: Partial<BatchOptions> & { store?: DraftStore } = {}) {
  const store = over.store ?? new DraftStore(new MapMemento());
  const summary = suggestForTranslation({
    client,
    translation,
    filter: 'untranslated',
    providers: [{ name: ENGINE, provider: openai() }],
    budget: 200,
    destination: { kind: 'drafts', store, serverUrl },
    ...over,
  });
  return { store, summary };
}

describe('suggestions: the batch over a translation (#46 item 5)', () => {
  it('drafts every untranslated string: the memory’s exact twin first, the engine for the rest, plurals in every form', async () => {
    const before = await savedTargets();
    const asked = engineRequests();
    const { store, summary } = run();
    const s = await summary;
    assert.equal(s.total, 4);
    assert.deepEqual(
      s.items.map((i) => [i.unitId, i.outcome, i.by]),
      [
        [35, 'made', ENGINE],
        [47, 'made', 'memory'],
        [52, 'made', ENGINE],
        [54, 'made', ENGINE],
      ],
    );
    assert.equal(s.stopped, undefined);
    assert.deepEqual(s.madeIds, [35, 47, 52, 54]);
    // The twin costs no engine request; the plural costs two (its singular and its plural).
    assert.equal(engineRequests() - asked, 4);
    assert.deepEqual(s.requests, { [ENGINE]: 4 });
    assert.deepEqual(store.get(serverUrl, 47), { target: ['Sättings'], state: 20, base: [''] });
    assert.equal(store.get(serverUrl, 54)!.target.length, 2);
    assert.ok(store.get(serverUrl, 54)!.target.every((t) => t.includes('{count}')));
    assert.deepEqual(await savedTargets(), before, 'nothing saved on the server');
  });

  it('stops when a provider’s budget is spent, keeps what was made and says which provider', async () => {
    const { store, summary } = run({ budget: 2 });
    const s = await summary;
    assert.deepEqual(s.stopped, { reason: 'budget', provider: ENGINE, budget: 2 });
    assert.deepEqual(s.madeIds, [35, 47, 52]);
    assert.deepEqual(s.requests, { [ENGINE]: 2 });
    assert.equal(store.get(serverUrl, 54), undefined);
  });

  it('Cancel stops the walk: requests in flight end, drafts made stay, the summary says cancelled', async () => {
    sandbox.faults.add({ kind: 'hold', path: '^/mt/openai/' });
    const abort = new AbortController();
    const { store, summary } = run({
      signal: abort.signal,
      // The memory's draft is made without the engine; the engine's requests hang until cancelled.
      onProgress: (p) => p.made === 1 && abort.abort(),
    });
    const s = await summary;
    assert.deepEqual(s.stopped, { reason: 'cancelled' });
    assert.deepEqual(s.madeIds, [47]);
    assert.ok(store.get(serverUrl, 47));
    assert.equal(store.get(serverUrl, 35), undefined);
  });

  it('keeps an answer that fails a check, names the check and marks the draft “needs editing”', async () => {
    sandbox.settings.machineTranslation = 'brokenPlaceholders';
    const { store, summary } = run({ filter: 'needsEditing' });
    const s = await summary;
    const item = s.items.find((i) => i.unitId === 38)!;
    assert.equal(item.outcome, 'made');
    assert.ok(item.checks.includes('end_stop'), `checks: ${item.checks.join(', ')}`);
    assert.equal(s.madeFailing, s.items.filter((i) => i.checks.length > 0).length);
    assert.ok(s.madeFailing >= 1);
    const draft = store.get(serverUrl, 38)!;
    assert.equal(draft.state, 10);
    assert.notDeepEqual(draft.base, [''], 'a string needing editing keeps its server text as the base');
  });

  it('never writes over a draft the person has, nor a string with an edit waiting', async () => {
    const store = new DraftStore(new MapMemento());
    await store.put(serverUrl, 35, ['Mein Text'], 20, ['']);
    const { summary } = run({ store, busy: (id) => id === 52 });
    const s = await summary;
    assert.deepEqual(store.get(serverUrl, 35)!.target, ['Mein Text']);
    assert.deepEqual(
      s.items.filter((i) => i.outcome === 'skipped').map((i) => [i.unitId, i.note]),
      [
        [35, 'it has a draft'],
        [52, 'an edit waits to be sent'],
      ],
    );
  });

  it('as Weblate suggestions: posted to the strings, none where one exists, no translation saved', async () => {
    const before = await savedTargets();
    const { summary } = run({ destination: { kind: 'suggestions' } });
    const s = await summary;
    assert.deepEqual(
      s.items.map((i) => [i.unitId, i.outcome]),
      [
        [35, 'made'],
        [47, 'made'],
        [52, 'skipped'],
        [54, 'made'],
      ],
    );
    assert.deepEqual(
      (await listSuggestions(client, 47)).map((x) => x.target),
      [['Sättings']],
    );
    assert.equal((await listSuggestions(client, 54))[0]!.target.length, 2);
    assert.deepEqual(await savedTargets(), before);
  });

  it('a server without the suggestions API (5.10.4) stops the batch at the first string, saying so', async () => {
    sandbox.settings.reviewApi = false;
    const { summary } = run({ destination: { kind: 'suggestions' }, filter: 'needsEditing' });
    const s = await summary;
    assert.equal(s.stopped?.reason, 'destination');
    assert.equal(s.made, 0);
  });

  for (const mode of ['html', 'huge', 'long'] as const) {
    it(`a hostile engine answer (${mode}) fails that string only; nothing of it becomes a draft`, async () => {
      sandbox.settings.machineTranslation = mode;
      const { store, summary } = run();
      const s = await summary;
      assert.equal(s.stopped, undefined);
      assert.deepEqual(s.madeIds, [47], 'the memory’s draft only');
      assert.deepEqual(
        s.items.filter((i) => i.outcome === 'failed').map((i) => i.unitId),
        [35, 52, 54],
      );
      for (const id of [35, 52, 54]) assert.equal(store.get(serverUrl, id), undefined);
      assert.ok(
        s.items.every((i) => !i.note || i.note.length < 500),
        'an error line, not the answer',
      );
    });
  }

  it('a refused key stops the batch naming the provider, and the key is in no line', async () => {
    const { summary } = run({ providers: [{ name: ENGINE, provider: openai('sk-wrong-key-123') }] });
    const s = await summary;
    assert.equal(s.stopped?.reason, 'provider');
    assert.ok(s.stopped?.reason === 'provider' && !s.stopped.message.includes('sk-wrong-key-123'));
    assert.deepEqual(s.madeIds.includes(47), true);
  });

  it('without providers the memory alone fills what it can', async () => {
    const { summary } = run({ providers: [] });
    const s = await summary;
    assert.deepEqual(
      s.items.map((i) => [i.unitId, i.outcome]),
      [
        [35, 'none'],
        [47, 'made'],
        [52, 'none'],
        [54, 'none'],
      ],
    );
  });
});

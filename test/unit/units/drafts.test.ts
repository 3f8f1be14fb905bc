// Drafts of the unit panel (#31): the store (kept per server and unit, surviving a reload of the memento,
// gone when saved or discarded) and the question before a draft is left behind, in plain Node.
import { strict as assert } from 'node:assert';
import { DraftStore, draftKey, leaveDecision, leavePlan, type UnitDraft } from '../../../src/core/units/drafts';
import { A, guardSetup as setup, MapMemento } from '../draftFixtures';

const B = 'https://other.example.org/api/';

describe('unit drafts: the store', () => {
  it('keeps a draft per server and unit, and a new store over the same memento (a reload) finds it', async () => {
    const memento = new MapMemento();
    const store = new DraftStore(memento);
    await store.put(A, 7, ['Hallo'], 20, ['']);
    assert.deepEqual(store.get(A, 7), { target: ['Hallo'], state: 20, base: [''] });
    assert.equal(store.has(B, 7), false, 'the same id on another server is another string');
    assert.equal(store.has(A, 8), false);
    const reloaded = new DraftStore(memento);
    assert.deepEqual(reloaded.get(A, 7), { target: ['Hallo'], state: 20, base: [''] });
  });

  it('keys ignore a trailing slash of the server address', () => {
    assert.equal(draftKey('https://w.example/api/', 3), draftKey('https://w.example/api', 3));
    assert.notEqual(draftKey('https://w.example/api/', 3), draftKey('https://w.example/api/', 33));
  });

  it('keeps the server text the draft started from while the person types on', async () => {
    const store = new DraftStore(new MapMemento());
    await store.put(A, 7, ['H'], 20, ['Alt']);
    await store.put(A, 7, ['Hallo'], 10, ['Neu auf dem Server']);
    assert.deepEqual(store.get(A, 7), { target: ['Hallo'], state: 10, base: ['Alt'] });
  });

  it('text equal to the server’s is no draft: it removes one; remove drops it from the memento too', async () => {
    const memento = new MapMemento();
    const store = new DraftStore(memento);
    await store.put(A, 7, ['Hallo', ''], 20, ['Hallo', '']);
    assert.equal(store.has(A, 7), false, 'unchanged text is no draft');
    await store.put(A, 7, ['Hallo', 'x'], 20, ['Hallo', '']);
    assert.equal(store.has(A, 7), true, 'one plural form changed is a draft');
    await store.put(A, 7, ['Hallo', ''], 20, ['Hallo', '']);
    assert.equal(store.has(A, 7), false, 'typed back to the server text');
    await store.put(A, 9, ['x'], 20, ['']);
    await store.remove(A, 9);
    assert.deepEqual(memento.keys(), []);
    assert.equal(new DraftStore(memento).size, 0);
  });

  it('tells listeners when a unit gets or loses its draft, not on every keystroke', async () => {
    const store = new DraftStore(new MapMemento());
    const told: string[] = [];
    const sub = store.onDidChangePresence((server, id, has) => told.push(`${server === A ? 'A' : 'B'}${id}:${has}`));
    await store.put(A, 7, ['H'], 20, ['']);
    await store.put(A, 7, ['Ha'], 20, ['']);
    await store.put(A, 7, ['Hal'], 20, ['']);
    await store.remove(A, 7);
    await store.remove(A, 7);
    sub.dispose();
    await store.put(B, 1, ['x'], 20, ['']);
    assert.deepEqual(told, ['A7:true', 'A7:false']);
  });

  it('skips what is not a draft in the memento (another key, a damaged value)', () => {
    const memento = new MapMemento();
    memento.data.set('other.setting', '1');
    memento.data.set(draftKey(A, 1), JSON.stringify({ target: 'not a list', state: 20, base: [] }));
    memento.data.set(draftKey(A, 2), JSON.stringify({ target: ['ok'], state: 20, base: [''] }));
    const store = new DraftStore(memento);
    assert.equal(store.size, 1);
    assert.equal(store.has(A, 2), true);
  });
});

describe('unit drafts: leaving a string', () => {
  const draft = (target: string[]): UnitDraft => ({ target, state: 20, base: [''] });

  it('asks only with a draft that differs from the server text, and only when going to another string', () => {
    assert.equal(leaveDecision(undefined, [''], 7, { to: 'next' }), 'go');
    assert.equal(leaveDecision(draft(['Hallo']), [''], 7, { to: 'next' }), 'ask');
    assert.equal(leaveDecision(draft(['Hallo']), [''], 7, { to: 'unit', id: 8 }), 'ask');
    assert.equal(
      leaveDecision(draft(['Hallo']), ['Hallo'], 7, { to: 'previous' }),
      'go',
      'the server has that text now',
    );
    assert.equal(
      leaveDecision(draft(['Hallo']), [''], 7, { to: 'unit', id: 7 }),
      'go',
      'the same string again is no leaving',
    );
  });

  it('each answer: only Cancel stays; only Discard drops the draft; only Save saves', () => {
    assert.deepEqual(leavePlan('cancel'), { save: false, discard: false, go: false });
    assert.deepEqual(leavePlan('saveAndGo'), { save: true, discard: false, go: true });
    assert.deepEqual(leavePlan('keepAndGo'), { save: false, discard: false, go: true });
    assert.deepEqual(leavePlan('discardAndGo'), { save: false, discard: true, go: true });
  });
});

describe('unit drafts: the panel’s guard', () => {
  it('goes on at once without a draft', async () => {
    const s = setup();
    await s.request({ to: 'next' });
    assert.deepEqual([s.opened, s.posted], [[8], []]);
  });

  it('with a draft: asks and stays; Cancel keeps the string and the draft', async () => {
    const s = setup();
    s.guard.onDraft(7, ['Hallo'], 20);
    await s.request({ to: 'next' });
    assert.deepEqual(s.posted, [{ type: 'askLeave', unitId: 7, maySave: true, boxes: ['translation'] }]);
    assert.deepEqual(s.opened, [], 'nothing opened before the answer');
    await s.answer(7, 'cancel');
    assert.deepEqual(s.opened, []);
    assert.equal(s.store.has(A, 7), true);
    await s.answer(7, 'discardAndGo');
    assert.deepEqual(s.opened, [], 'an answer to a question no longer open does nothing');
    assert.equal(s.store.has(A, 7), true);
  });

  it('Discard and go on drops the draft and opens the next string; Keep and go on keeps it', async () => {
    const s = setup();
    s.guard.onDraft(7, ['Hallo'], 20);
    await s.request({ to: 'unit', id: 12 });
    await s.answer(7, 'discardAndGo');
    assert.deepEqual(s.opened, [12]);
    assert.equal(s.store.has(A, 7), false);
    s.guard.onDraft(12, ['Welt'], 20);
    await s.request({ to: 'previous' });
    await s.answer(12, 'keepAndGo');
    assert.deepEqual(s.opened, [12, 6]);
    assert.equal(s.store.has(A, 12), true);
  });

  it('Save and go on saves the draft first, and stays when the server refuses it', async () => {
    const ok = setup();
    ok.guard.onDraft(7, ['Hallo'], 10);
    await ok.request({ to: 'next' });
    await ok.answer(7, 'saveAndGo');
    assert.deepEqual([ok.saved, ok.opened], [[{ id: 7, target: ['Hallo'], state: 10 }], [8]]);
    const refused = setup({ saveOk: false });
    refused.guard.onDraft(7, ['Hallo'], 10);
    await refused.request({ to: 'next' });
    await refused.answer(7, 'saveAndGo');
    assert.deepEqual(refused.opened, [], 'refused: the person stays with the text');
    assert.equal(refused.store.has(A, 7), true);
  });

  it('does not ask while another string loads (the form is read-only then), and the draft stays', async () => {
    const s = setup({ busy: true });
    s.guard.onDraft(7, ['Hallo'], 20);
    await s.request({ to: 'next' });
    assert.deepEqual([s.opened, s.posted], [[8], []]);
    assert.equal(s.store.has(A, 7), true);
  });

  it('text that arrives after the panel moved on still updates that string’s draft; never logs the text', async () => {
    const s = setup();
    s.guard.onDraft(7, ['Geheim'], 20);
    s.show({ serverUrl: A, unitId: 9, serverTarget: [''], maySave: async () => true });
    s.guard.onDraft(7, ['Geheimnis'], 20);
    assert.deepEqual(s.store.get(A, 7)?.target, ['Geheimnis']);
    s.guard.onDraft(5, ['Andere'], 20);
    assert.equal(s.store.has(A, 5), false, 'text for a string never shown is not made a draft');
    s.guard.discard(7);
    assert.ok(s.logged.length > 0 && s.logged.every((l) => !/Geheim|Andere/.test(l)), s.logged.join('\n'));
  });

  it('shows a draft instead of the server text, says when the server changed since, and drops one equal to it', async () => {
    const s = setup();
    await s.store.put(A, 7, ['Hallo'], 10, ['']);
    assert.deepEqual(s.guard.shownDraft(A, 7, ['']), { target: ['Hallo'], state: 10, serverChanged: false });
    assert.deepEqual(s.guard.shownDraft(A, 7, ['Servus']), { target: ['Hallo'], state: 10, serverChanged: true });
    assert.equal(s.guard.shownDraft(A, 7, ['Hallo']), undefined);
    assert.equal(s.store.has(A, 7), false);
  });
});

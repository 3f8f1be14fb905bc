// Drafts of the unit panel's Suggestion and Comment boxes (#31): kept per string and box beside the
// translation's draft, restored on return, named in the leave question, and ended box by box when that
// box's text reaches the server; a draft holding only them never puts old text into the translation box.
import { strict as assert } from 'node:assert';
import { DraftStore, draftBoxes, draftKey, leaveDecision } from '../../../src/core/units/drafts';
import { A, guardSetup, MapMemento } from '../draftFixtures';

describe('unit drafts: the Suggestion and Comment boxes', () => {
  it('text in either box alone is a draft, kept across a reload; blank text is none', async () => {
    const memento = new MapMemento();
    const store = new DraftStore(memento);
    await store.put(A, 7, ['Server'], 20, ['Server'], { suggestion: '  ', comment: '\n' });
    assert.equal(store.has(A, 7), false, 'blank boxes hold nothing');
    await store.put(A, 7, ['Server'], 20, ['Server'], { suggestion: 'Vorschlag' });
    await store.put(A, 8, ['Server'], 20, ['Server'], { comment: 'Frage', commentScope: 'global' });
    const reloaded = new DraftStore(memento);
    assert.deepEqual(reloaded.get(A, 7), { target: ['Server'], state: 20, base: ['Server'], suggestion: 'Vorschlag' });
    assert.deepEqual(reloaded.get(A, 8), {
      target: ['Server'],
      state: 20,
      base: ['Server'],
      comment: 'Frage',
      commentScope: 'global',
    });
    assert.deepEqual(draftBoxes(reloaded.get(A, 7), ['Server']), ['suggestion']);
    assert.equal(leaveDecision(reloaded.get(A, 8), ['Server'], 8, { to: 'next' }), 'ask');
  });

  it('a server text ending in a space (29-nothing-lost’s Czech case): compared as it is, no false draft, and the other boxes still ask', async () => {
    const s = guardSetup();
    const server = ['Sčve as… '];
    s.show({ serverUrl: A, unitId: 7, serverTarget: server, maySave: async () => true });
    s.guard.onDraft(7, ['Sčve as… '], 20);
    assert.equal(s.store.has(A, 7), false, 'the page’s text equal to the server’s, space and all, is no draft');
    s.guard.onDraft(7, ['Sčve as…'], 20);
    assert.deepEqual(draftBoxes(s.store.get(A, 7), server), ['translation'], 'a space taken away is a change');
    s.guard.onDraft(7, ['Sčve as… '], 20, { suggestion: 'Návrh' });
    assert.deepEqual(draftBoxes(s.store.get(A, 7), server), ['suggestion']);
    await s.request({ to: 'next' });
    assert.deepEqual(s.posted.at(-1), { type: 'askLeave', unitId: 7, maySave: false, boxes: ['suggestion'] });
    assert.deepEqual(s.opened, [], 'nothing opened before the answer');
  });

  it('a draft of only the other boxes does not turn old server text into a translation draft', async () => {
    const s = guardSetup();
    s.show({ serverUrl: A, unitId: 7, serverTarget: ['Alt'], maySave: async () => true });
    s.guard.onDraft(7, ['Alt'], 20, { comment: 'Ist das richtig?' });
    // Someone changes the translation on the server meanwhile: the comment is still the only draft.
    assert.deepEqual(draftBoxes(s.store.get(A, 7), ['Neu']), ['comment']);
    assert.deepEqual(
      s.guard.shownDraft(A, 7, ['Neu']),
      { serverChanged: false, comment: 'Ist das richtig?' },
      'the form shows the server’s new text',
    );
  });

  it('the leave question names the boxes; Save and go on is offered only for a translation draft', async () => {
    const s = guardSetup();
    s.guard.onDraft(7, [''], 20, { suggestion: 'Vorschlag', comment: 'Kommentar' });
    await s.request({ to: 'next' });
    assert.deepEqual(s.posted, [{ type: 'askLeave', unitId: 7, maySave: false, boxes: ['suggestion', 'comment'] }]);
    assert.deepEqual(s.opened, []);
    s.guard.onDraft(7, ['Hallo'], 20, { suggestion: 'Vorschlag' });
    await s.request({ to: 'next' });
    assert.deepEqual(s.posted[1], { type: 'askLeave', unitId: 7, maySave: true, boxes: ['translation', 'suggestion'] });
  });

  it('Save and go on saves the translation and keeps the other boxes’ drafts; Discard and go on drops every box', async () => {
    const s = guardSetup();
    s.guard.onDraft(7, ['Hallo'], 10, { comment: 'Kommentar' });
    await s.request({ to: 'next' });
    await s.answer(7, 'saveAndGo');
    assert.deepEqual([s.saved, s.opened], [[{ id: 7, target: ['Hallo'], state: 10 }], [8]]);
    // The panel ends the translation's part once the server has it (unitPanel.save).
    await s.store.settle(A, 7, 'translation', ['Hallo']);
    assert.deepEqual(s.store.get(A, 7), { target: ['Hallo'], state: 10, base: ['Hallo'], comment: 'Kommentar' });
    s.guard.onDraft(8, [''], 20, { suggestion: 'Vorschlag' });
    await s.request({ to: 'previous' });
    await s.answer(8, 'discardAndGo');
    assert.equal(s.store.has(A, 8), false);
    assert.deepEqual(s.opened, [8, 6]);
  });

  it('a comment-only draft with Save and go on saves nothing and goes on, keeping the comment', async () => {
    const s = guardSetup();
    s.guard.onDraft(7, [''], 20, { comment: 'Kommentar' });
    await s.request({ to: 'next' });
    await s.answer(7, 'saveAndGo');
    assert.deepEqual([s.saved, s.opened], [[], [8]]);
    assert.equal(s.store.get(A, 7)?.comment, 'Kommentar');
  });

  it('the draft notice’s Discard resets the translation only; the other boxes keep their text', async () => {
    const s = guardSetup();
    s.guard.onDraft(7, ['Hallo'], 20, { suggestion: 'Vorschlag' });
    s.guard.discard(7);
    assert.deepEqual(draftBoxes(s.store.get(A, 7), ['']), ['suggestion']);
    assert.deepEqual(s.guard.shownDraft(A, 7, ['']), { serverChanged: false, suggestion: 'Vorschlag' });
  });

  it('settle ends one box at a time, and the whole draft (and its marker) with the last one', async () => {
    const store = new DraftStore(new MapMemento());
    const told: boolean[] = [];
    store.onDidChangePresence((_s, _id, has) => told.push(has));
    await store.put(A, 7, ['Hallo'], 20, [''], {
      suggestion: 'Vorschlag',
      comment: 'Kommentar',
      commentScope: 'translation',
    });
    await store.settle(A, 7, 'suggestion', ['']);
    assert.deepEqual(draftBoxes(store.get(A, 7), ['']), ['translation', 'comment']);
    assert.equal(store.get(A, 7)?.base[0], '', 'the translation’s draft keeps the text it started from');
    await store.settle(A, 7, 'comment', ['']);
    assert.deepEqual(draftBoxes(store.get(A, 7), ['']), ['translation']);
    await store.settle(A, 7, 'translation', ['Hallo']);
    assert.equal(store.has(A, 7), false);
    assert.deepEqual(told, [true, false]);
  });

  it('a translation typed back to the text it started from, while the server moved on, stays a draft', async () => {
    const store = new DraftStore(new MapMemento());
    await store.put(A, 7, ['Meins'], 20, ['Alt']);
    await store.put(A, 7, ['Alt'], 20, ['Neu']);
    assert.deepEqual(draftBoxes(store.get(A, 7), ['Neu']), ['translation']);
  });

  it('skips a stored draft whose other boxes are damaged', () => {
    const memento = new MapMemento();
    memento.data.set(draftKey(A, 1), JSON.stringify({ target: ['x'], state: 20, base: [''], comment: 5 }));
    assert.equal(new DraftStore(memento).size, 0);
  });
});

describe('unit drafts: text that arrives after the move', () => {
  it('the string just left takes its late text as a draft even without an earlier one (a tree click straight after typing)', async () => {
    const s = guardSetup();
    await s.request({ to: 'unit', id: 12 });
    s.guard.onDraft(7, [''], 20, { comment: 'Spät' });
    assert.equal(s.store.get(A, 7)?.comment, 'Spät');
    s.guard.onDraft(5, ['x'], 20);
    assert.equal(s.store.has(A, 5), false, 'a string never shown still takes none');
  });
});

describe('unit drafts: a translation draft the server caught up with', () => {
  it('ends when shown, and does not come back when the server’s text changes again; the comment stays', async () => {
    const s = guardSetup();
    s.guard.onDraft(7, ['Meins'], 20, { comment: 'Frage' });
    // Someone saved exactly that text on the server.
    assert.deepEqual(s.guard.shownDraft(A, 7, ['Meins']), { serverChanged: false, comment: 'Frage' });
    assert.deepEqual(s.guard.shownDraft(A, 7, ['Später anders']), { serverChanged: false, comment: 'Frage' });
  });
});

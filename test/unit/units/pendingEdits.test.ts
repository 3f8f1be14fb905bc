// Pending edits (#26 item 6) in plain Node: the store (per server and unit, read back by a new store over
// the same memento as after a window reload, the first base kept when saved again) and which failures
// make a save pending. Sending them is sendPending.test.ts.
import { strict as assert } from 'node:assert';
import {
  AuthError,
  CancelledError,
  NetworkError,
  PermissionError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '../../../src/core/http/errors';
import { isUnreachable, PendingEdits, pendingKey, type PendingEdit } from '../../../src/core/units/pendingEdits';
import { A, MapMemento } from '../draftFixtures';

const B = 'https://other.example.org/api/';

export function edit(unitId: number, target: string, base: string, savedAt: number): Omit<PendingEdit, 'conflictWith'> {
  return {
    unitId,
    target: [target],
    state: 20,
    base: [base],
    savedAt,
    label: `key.${unitId}`,
    language: 'de',
    path: 'p/c/de',
  };
}

describe('pending edits: the store', () => {
  it('keeps an edit per server and unit; a new store over the same memento (a reload) reads it back', async () => {
    const memento = new MapMemento();
    const store = new PendingEdits(memento);
    await store.put(A, edit(7, 'Hallo', 'Alt', 1000));
    assert.equal(store.has(A, 7), true);
    assert.equal(store.has(B, 7), false, 'the same id on another server is another string');
    const reloaded = new PendingEdits(memento);
    assert.deepEqual(reloaded.get(A, 7), edit(7, 'Hallo', 'Alt', 1000));
    assert.equal(reloaded.size, 1);
  });

  it('saved again while waiting: the newer text, the first base and the first time', async () => {
    const store = new PendingEdits(new MapMemento());
    await store.put(A, edit(7, 'Hallo', 'Alt', 1000));
    await store.put(A, { ...edit(7, 'Hallo Welt', 'Hallo', 5000), state: 10 });
    assert.deepEqual(store.get(A, 7), { ...edit(7, 'Hallo Welt', 'Alt', 1000), state: 10 });
  });

  it('lists one server’s edits oldest first, and a removed edit is gone from the memento', async () => {
    const memento = new MapMemento();
    const store = new PendingEdits(memento);
    await store.put(A, edit(9, 'neun', '', 3000));
    await store.put(A, edit(8, 'acht', '', 1000));
    await store.put(B, edit(1, 'eins', '', 2000));
    await store.put(A, edit(12, 'zwölf', '', 2000));
    assert.deepEqual(
      store.of(A).map((e) => e.unitId),
      [8, 12, 9],
    );
    assert.deepEqual(
      store.of('https://other.example.org/api').map((e) => e.unitId),
      [1],
      'a trailing slash makes no other server',
    );
    await store.remove(A, 12);
    assert.equal(memento.get(pendingKey(A, 12)), undefined);
    assert.deepEqual(
      new PendingEdits(memento).of(A).map((e) => e.unitId),
      [8, 9],
    );
  });

  it('a put-off conflict is remembered, and a new save of the string forgets it', async () => {
    const memento = new MapMemento();
    const store = new PendingEdits(memento);
    await store.put(A, edit(7, 'Hallo', 'Alt', 1000));
    await store.markConflict(A, 7, ['Neu']);
    assert.deepEqual(new PendingEdits(memento).get(A, 7)?.conflictWith, ['Neu']);
    await store.put(A, edit(7, 'Hallo!', 'Alt', 2000));
    assert.equal(store.get(A, 7)?.conflictWith, undefined);
  });

  it('tells listeners when a string gets or loses its pending edit, not on every save', async () => {
    const store = new PendingEdits(new MapMemento());
    const told: string[] = [];
    store.onDidChangePresence((server, id, has) => told.push(`${server === A ? 'A' : 'B'}${id}:${has}`));
    await store.put(A, edit(7, 'H', '', 1));
    await store.put(A, edit(7, 'Ha', '', 2));
    await store.remove(A, 7);
    await store.remove(A, 7);
    assert.deepEqual(told, ['A7:true', 'A7:false']);
  });

  it('ignores what is not a pending edit in the memento (another version wrote it, or another key)', () => {
    const memento = new MapMemento();
    void memento.update(pendingKey(A, 1), { unitId: 1, target: 'not a list' });
    void memento.update('scriptorium.unitDraft/x#1', edit(1, 'x', '', 1));
    assert.equal(new PendingEdits(memento).size, 0);
  });
});

describe('pending edits: which failed saves wait', () => {
  const failure = { mayHaveReachedServer: false };
  it('no answer (refused, reset, DNS, timeout) and a gateway saying the server is down', () => {
    assert.equal(isUnreachable(new NetworkError('ECONNREFUSED', 'PATCH /api/units/{id}/', failure)), true);
    assert.equal(isUnreachable(new TimeoutError('timeout', 'PATCH /api/units/{id}/', failure)), true);
    for (const status of [502, 503, 504])
      assert.equal(isUnreachable(new ServerError(`${status}`, 'PATCH /api/units/{id}/', status)), true, `${status}`);
  });

  it('never an answer that says no: 4xx, a server error, a cancellation', () => {
    const endpoint = 'PATCH /api/units/{id}/';
    assert.equal(isUnreachable(new ServerError('500', endpoint, 500)), false);
    assert.equal(isUnreachable(new PermissionError('403', endpoint, 403)), false);
    assert.equal(isUnreachable(new AuthError('401', endpoint, 401)), false);
    assert.equal(isUnreachable(new ValidationError('400', endpoint, 400, [])), false);
    assert.equal(isUnreachable(new CancelledError('cancelled', endpoint)), false);
    assert.equal(isUnreachable(new Error('plain')), false);
  });
});

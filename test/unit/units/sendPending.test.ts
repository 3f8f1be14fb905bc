// Sending pending edits once the server is back (#26 item 6), against the sandbox over real loopback HTTP:
// a save that found every connection reset is unreachable and kept; once the server answers, a new store
// over the same memento (a window reload) sends it. One at a time, oldest first, each with the conflict
// check: a string whose text changed meanwhile is never overwritten unasked, and the losing text is kept.
import { strict as assert } from 'node:assert';
import { WeblateClient, type Unit } from '../../../src/core/weblate';
import { isUnreachable, PendingEdits, type PendingEdit } from '../../../src/core/units/pendingEdits';
import { sendPending, type ConflictChoice, type SendPendingDeps } from '../../../src/core/units/sendPending';
import { MapMemento } from '../draftFixtures';
import { useSandbox } from '../sandbox/helpers';

describe('pending edits: sent when the server is back', () => {
  const s = useSandbox();
  let client: WeblateClient;
  let units: Unit[];
  let server: string;

  before(async () => {
    // No retries: the reset is seen at once (the extension's client retries, then keeps the edit).
    client = new WeblateClient({
      baseUrl: s.sb.weblateUrl,
      token: s.sb.credentials.weblate.adminToken,
      retry: { maxRetries: 0 },
    });
    server = s.sb.weblateUrl;
    units = (await client.listTranslationUnits('atlas', 'web', 'de')).filter(
      (u) => u.source.length === 1 && u.state >= 20 && u.state < 100,
    );
    assert.ok(units.length >= 4, 'four editable German strings');
  });
  after(() => client.close());
  afterEach(() => s.sb.faults.clear());

  const targetOf = async (id: number) => (await client.getUnit(id)).target;
  const setOnServer = (id: number, text: string) => client.patchUnit(id, { target: [text], state: 20 });
  const editOf = (u: Unit, text: string, savedAt: number): Omit<PendingEdit, 'conflictWith'> => ({
    unitId: u.id,
    target: [text],
    state: 20,
    base: [...u.target],
    savedAt,
    label: u.context,
    language: 'de',
    path: 'atlas/web/de',
  });

  /** sendPending with the sandbox's client; records the questions and the texts kept as drafts. */
  function deps(store: PendingEdits, answers: ConflictChoice[] = [], askAgain = false) {
    const asked: { unitId: number; mine: string[]; server: string[] }[] = [];
    const drafted: { unitId: number; target: string[] }[] = [];
    const d: SendPendingDeps = {
      serverUrl: server,
      store,
      askAgain,
      getUnit: (id) => client.getUnit(id),
      patchUnit: (e, signal) => client.patchUnit(e.unitId, { target: e.target, state: e.state }, signal),
      decide: async (e, serverText) => {
        asked.push({ unitId: e.unitId, mine: e.target, server: serverText });
        return answers.shift() ?? 'later';
      },
      keepAsDraft: async (e) => void drafted.push({ unitId: e.unitId, target: e.target }),
    };
    return { d, asked, drafted };
  }

  it('a save while every connection is reset is unreachable; kept, it goes once the server answers (after a reload)', async () => {
    const u = units[0]!;
    s.sb.faults.add({ kind: 'reset', path: '^/api/' });
    const failed = await client.patchUnit(u.id, { target: ['Offline gespeichert'], state: 20 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(isUnreachable(failed), `unreachable, not ${String(failed)}`);
    const memento = new MapMemento();
    await new PendingEdits(memento).put(server, editOf(u, 'Offline gespeichert', 1));
    // Still unreachable: the send stops and keeps the edit.
    const store = new PendingEdits(memento);
    const stillDown = await sendPending(deps(store).d);
    assert.ok(stillDown.unreachable);
    assert.equal(stillDown.waiting, 1);
    assert.equal(store.has(server, u.id), true);
    s.sb.faults.clear();
    const reloaded = new PendingEdits(memento);
    const back = await sendPending(deps(reloaded).d);
    assert.deepEqual(back.sent, [u.id]);
    assert.deepEqual(await targetOf(u.id), ['Offline gespeichert']);
    assert.equal(reloaded.size, 0);
    assert.equal(new PendingEdits(memento).size, 0, 'gone from workspaceState too');
  });

  it('one at a time, oldest first: each string read, then written, before the next', async () => {
    const store = new PendingEdits(new MapMemento());
    const [a, b, c] = [units[1]!, units[2]!, units[3]!];
    await store.put(server, editOf(c, 'Dritte', 3000));
    await store.put(server, editOf(a, 'Erste', 1000));
    await store.put(server, editOf(b, 'Zweite', 2000));
    s.sb.requests.length = 0;
    const report = await sendPending(deps(store).d);
    assert.deepEqual(report.sent, [a.id, b.id, c.id]);
    const calls = s.sb.requests.filter((r) => r.path.startsWith('/api/units/')).map((r) => `${r.method} ${r.path}`);
    assert.deepEqual(calls, [
      `GET /api/units/${a.id}/`,
      `PATCH /api/units/${a.id}/`,
      `GET /api/units/${b.id}/`,
      `PATCH /api/units/${b.id}/`,
      `GET /api/units/${c.id}/`,
      `PATCH /api/units/${c.id}/`,
    ]);
  });

  it('the server went away in the middle: what was sent is done, the rest waits in order', async () => {
    const store = new PendingEdits(new MapMemento());
    const [a, b] = [units[1]!, units[2]!];
    const [baseA, baseB] = [await targetOf(a.id), await targetOf(b.id)];
    await store.put(server, { ...editOf(a, 'A neu', 1), base: baseA });
    await store.put(server, { ...editOf(b, 'B neu', 2), base: baseB });
    s.sb.faults.add({ kind: 'reset', path: `^/api/units/${b.id}/$` });
    const report = await sendPending(deps(store).d);
    assert.deepEqual(report.sent, [a.id]);
    assert.ok(report.unreachable);
    assert.deepEqual(
      store.of(server).map((e) => e.unitId),
      [b.id],
    );
  });

  it('a send nobody asked for stops once the person looks at the queue: the string read, nothing written, the rest waits', async () => {
    const store = new PendingEdits(new MapMemento());
    const [a, b] = [units[1]!, units[2]!];
    const [baseA, baseB] = [await targetOf(a.id), await targetOf(b.id)];
    await store.put(server, { ...editOf(a, 'A gehalten', 1), base: baseA });
    await store.put(server, { ...editOf(b, 'B gehalten', 2), base: baseB });
    // The list opens while the first string's read is under way (a try that began before it).
    let looking = false;
    const { d } = deps(store);
    const report = await sendPending({
      ...d,
      getUnit: async (id) => {
        const unit = await client.getUnit(id);
        looking = true;
        return unit;
      },
      held: () => looking,
    });
    assert.deepEqual(report.sent, []);
    assert.equal(report.held, true);
    assert.equal(report.waiting, 2);
    assert.deepEqual([await targetOf(a.id), await targetOf(b.id)], [baseA, baseB], 'nothing written');
    assert.deepEqual(
      store.of(server).map((e) => e.unitId),
      [a.id, b.id],
    );
    // Released (no hold): the same edits go.
    const after = await sendPending(deps(store).d);
    assert.deepEqual(after.sent, [a.id, b.id]);
    assert.deepEqual(await targetOf(a.id), ['A gehalten']);
    await setOnServer(a.id, baseA[0] ?? '');
    await setOnServer(b.id, baseB[0] ?? '');
  });

  /** A and B waiting; the person then discards A and saves B anew (`act`) while a send is under way. */
  async function twoWaiting() {
    const store = new PendingEdits(new MapMemento());
    const [a, b] = [units[1]!, units[2]!];
    const [baseA, baseB] = [await targetOf(a.id), await targetOf(b.id)];
    await store.put(server, { ...editOf(a, 'A verworfen', 1), base: baseA });
    await store.put(server, { ...editOf(b, 'B alt', 2), base: baseB });
    const act = (id: number) =>
      id === a.id ? store.remove(server, a.id) : store.put(server, { ...editOf(b, 'B neu', 3), base: baseB });
    /** Nothing of A or the old B written, the new B waiting for its own send. */
    const nothingSent = async (report: { sent: number[] }) => {
      assert.deepEqual(report.sent, []);
      assert.deepEqual([await targetOf(a.id), await targetOf(b.id)], [baseA, baseB], 'nothing written');
      assert.deepEqual(
        store.of(server).map((e) => [e.unitId, e.target[0]]),
        [[b.id, 'B neu']],
        'the new edit waits for its own send',
      );
    };
    return { store, act, nothingSent };
  }

  it('an edit discarded or saved anew while its read waited is not sent: the server keeps its text, the new edit waits', async () => {
    const { store, act, nothingSent } = await twoWaiting();
    // During each string's read (a background send waiting out the network): A discarded from the list,
    // B saved again with another text. The list is closed again by the time the read answers (no hold).
    const { d } = deps(store);
    const report = await sendPending({
      ...d,
      getUnit: async (id) => {
        const unit = await client.getUnit(id);
        await act(id);
        return unit;
      },
    });
    await nothingSent(report);
  });

  it('an edit discarded or saved anew while its PATCH is being repeated is not sent by a later repeat', async () => {
    // A client that repeats a PATCH the server refused with 503 (as the extension's does), and a server
    // that refuses the first two: the person discards A, and saves B anew, once their first PATCH is in.
    const retrying = new WeblateClient({
      baseUrl: s.sb.weblateUrl,
      token: s.sb.credentials.weblate.adminToken,
      retry: { maxRetries: 4, baseDelayMs: 200, maxTotalWaitMs: 10_000 },
    });
    try {
      const { store, act, nothingSent } = await twoWaiting();
      const { d } = deps(store);
      let patches = 0;
      const report = await sendPending({
        ...d,
        patchUnit: async (e, signal) => {
          patches++;
          const path = `/api/units/${e.unitId}/`;
          s.sb.faults.add({ kind: 'status', status: 503, path: `^${path}$`, method: 'PATCH', times: 2 });
          s.sb.requests.length = 0;
          const sent = retrying.patchUnit(e.unitId, { target: e.target, state: e.state }, signal);
          while (!s.sb.requests.some((r) => r.method === 'PATCH' && r.path.startsWith(path)))
            await new Promise((resolve) => setTimeout(resolve, 5));
          await act(e.unitId);
          return sent;
        },
      });
      assert.equal(patches, 2, 'each edit was being sent');
      assert.equal(report.unreachable, undefined, 'a cancelled send is not "the server is away"');
      await nothingSent(report);
    } finally {
      s.sb.faults.clear();
      await retrying.close();
    }
  });

  it('a string changed on the server meanwhile: both texts asked about, nothing written unasked, the loser kept', async () => {
    const u = units[0]!;
    const base = await targetOf(u.id);
    const store = new PendingEdits(new MapMemento());
    await store.put(server, { ...editOf(u, 'Meine Fassung', 1), base });
    await setOnServer(u.id, 'Fassung eines anderen');

    // Put off: the edit waits, marked; a send nobody asked for does not even read the string again.
    const later = deps(store, ['later']);
    assert.equal((await sendPending(later.d)).waiting, 1);
    assert.deepEqual(later.asked, [{ unitId: u.id, mine: ['Meine Fassung'], server: ['Fassung eines anderen'] }]);
    s.sb.requests.length = 0;
    const quiet = deps(store);
    await sendPending(quiet.d);
    assert.equal(quiet.asked.length, 0);
    assert.equal(s.sb.requests.filter((r) => r.path.startsWith('/api/')).length, 0);

    // Take the server's: its text stays, mine becomes a draft.
    const theirs = deps(store, ['server'], true);
    const report = await sendPending(theirs.d);
    assert.deepEqual(report.drafted, [u.id]);
    assert.deepEqual(theirs.drafted, [{ unitId: u.id, target: ['Meine Fassung'] }]);
    assert.deepEqual(await targetOf(u.id), ['Fassung eines anderen']);
    assert.equal(store.size, 0);

    // Keep mine: written over the server's text, on request only.
    await store.put(server, { ...editOf(u, 'Doch meine', 2), base });
    const mine = deps(store, ['mine']);
    assert.deepEqual((await sendPending(mine.d)).sent, [u.id]);
    assert.deepEqual(await targetOf(u.id), ['Doch meine']);

    // Open in the panel: kept as a draft, and the string named to open.
    await store.put(server, { ...editOf(u, 'Im Panel', 3), base });
    const panel = deps(store, ['panel']);
    const opened = await sendPending(panel.d);
    assert.deepEqual(opened.open, [u.id]);
    assert.deepEqual(panel.drafted, [{ unitId: u.id, target: ['Im Panel'] }]);
    assert.deepEqual(await targetOf(u.id), ['Doch meine']);
  });

  it('an edit already on the server (its answer was lost) is not sent again; a refused one becomes a draft', async () => {
    const [u, readOnly] = [
      units[1]!,
      (await client.listTranslationUnits('atlas', 'web', 'de')).find((x) => x.state === 100)!,
    ];
    assert.ok(readOnly, 'a read-only German string');
    const store = new PendingEdits(new MapMemento());
    await store.put(server, { ...editOf(readOnly, 'Gesperrt', 1), base: readOnly.target });
    await store.put(server, { ...editOf(u, 'Schon da', 2), base: ['vorher'] });
    await setOnServer(u.id, 'Schon da');
    s.sb.requests.length = 0;
    const run = deps(store);
    const report = await sendPending(run.d);
    assert.deepEqual(
      report.refused.map((r) => r.unitId),
      [readOnly.id],
    );
    assert.deepEqual(run.drafted, [{ unitId: readOnly.id, target: ['Gesperrt'] }]);
    assert.deepEqual(report.sent, [u.id]);
    assert.equal(s.sb.requests.filter((r) => r.method === 'PATCH' && r.path === `/api/units/${u.id}/`).length, 0);
    assert.equal(store.size, 0);
  });
});

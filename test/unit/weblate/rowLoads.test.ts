// Issue #28, big servers: a tree level of thousands of components is drawn at once and asks for the row
// data (one statistics request per row: Weblate has none in a list) of its first ROW_DATA_PER_LEVEL rows
// only; a later row is read when asked for (a hover). A small level still waits for its rows, so they are
// drawn once, complete. Against the sandbox's volume `components` (a project "Many Components").
import { strict as assert } from 'node:assert';
import type { RequestLogEntry } from '../../../src/core/http/types';
import { PermissionMemory, RowDataSource, WeblateClient } from '../../../src/core/weblate';
import { ROW_DATA_PER_LEVEL, RowLoads, type RowKey } from '../../../src/core/weblate/rowLoads';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('RowLoads: which tree rows read their progress (#28)', () => {
  const requests: string[] = [];
  let client: WeblateClient;
  before(() => {
    ctx.sb.volumes.set({ components: 1_000 });
    client = new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token: ctx.sb.credentials.weblate.adminToken,
      onRequestLog: (e: RequestLogEntry) => requests.push(new URL(e.url).pathname),
    });
  });
  after(async () => {
    ctx.sb.volumes.clear();
    await client.close();
  });
  beforeEach(() => (requests.length = 0));

  const level = async (): Promise<RowKey[]> => {
    const page = await client.listComponentsPage('many', 1, 1000);
    assert.equal(page.items.length, 1_000);
    requests.length = 0;
    return page.items.map((c) => ({ project: 'many', component: c.slug, node: { id: `component/many/${c.slug}` } }));
  };
  const source = () => new RowDataSource(client, new PermissionMemory(true), () => 60_000);
  const statistics = () => requests.filter((p) => p.endsWith('/statistics/'));

  it('a level of 1,000 components reads the first rows only, without waiting for them', async () => {
    const loads = new RowLoads(
      source(),
      () => 60_000,
      () => {},
    );
    const rows = await level();
    await loads.prefetch(rows, 60_000);
    // Drawn at once: not one answer has come back when prefetch returns (each is a loopback request away).
    assert.equal(loads.data.peekComponent('many', rows[0]!.component!).progress, undefined);
    // VS Code then asks every row for its item: each row peeks; only the first ones start a load.
    for (const r of rows) loads.peek(r);
    assert.equal(loads.waitsForRequest(rows[0]!), false);
    assert.equal(loads.waitsForRequest(rows[ROW_DATA_PER_LEVEL]!), true);
    // Every started load settled: the first ROW_DATA_PER_LEVEL rows, one statistics request each.
    await Promise.all(rows.slice(0, ROW_DATA_PER_LEVEL).map((r) => loads.loadRow(r)));
    assert.equal(statistics().length, ROW_DATA_PER_LEVEL, statistics().slice(0, 5).join('\n'));
    assert.ok(requests.length <= ROW_DATA_PER_LEVEL + 1, `${requests.length} requests`); // + the project's repository
    // A row far down is read when asked for (a hover), and only it.
    requests.length = 0;
    const far = rows[700]!;
    await loads.loadRow(far);
    assert.deepEqual(statistics(), [`/api/components/many/${far.component}/statistics/`]);
    assert.equal(loads.waitsForRequest(far), false);
    assert.ok(loads.data.peekComponent('many', far.component!).progress);
  });

  it('a level of a few rows waits for their data, so each is drawn once, complete', async () => {
    const rows = (await level()).slice(0, 3);
    const redrawn: string[] = [];
    const waiting = new RowLoads(
      source(),
      () => 60_000,
      (n) => redrawn.push(n.id),
    );
    await waiting.prefetch(rows, 60_000);
    for (const r of rows) assert.ok(waiting.peek(r).progress, r.node.id);
    assert.equal(statistics().length, 3);
    assert.deepEqual(redrawn, [], 'drawn complete the first time: nothing to redraw');
  });
});

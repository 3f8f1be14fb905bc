// Every public method of both service clients under every sandbox fault, persistent (every request) and
// transient (the first request only): each call ends in data or a typed error within a deadline, with the
// outcome the fault calls for, and an article create never leaves more than one article behind.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { BoromirClient, WorldAnvilClient } from '../../../src/core/worldanvil';
import { PERSISTENT_COLUMNS, TRANSIENT_COLUMNS } from './matrixFaults';
import { BOROMIR_ROWS, WEBLATE_ROWS, WORLD_ANVIL_ROWS } from './matrixMethods';
import { runMatrix, type MatrixRun } from './matrixRunner';
import { formatTable } from './matrixTable';

/** Methods of a class prototype and the classes it extends that are public (TypeScript's private and protected ones are listed by hand). */
function publicMethods(proto: object, privates: string[]): string[] {
  const names = new Set<string>();
  for (let p: object | null = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const n of Object.getOwnPropertyNames(p))
      if (
        n !== 'constructor' &&
        n !== 'close' &&
        !privates.includes(n) &&
        typeof (p as Record<string, unknown>)[n] === 'function'
      )
        names.add(n);
  }
  return [...names];
}

describe('fault matrix: every client method × every sandbox fault', function () {
  // A hang guard, not a speed goal: each cell has its own deadline (CELL_DEADLINE_MS). The matrix is CPU
  // work — 1,283 cells, a sandbox generated for each: 10.2 s of CPU (profiled: the sandboxes' seed data, its
  // checks and history, and their garbage); 23 s wall on a lightly loaded 2-core machine, 69 s at load 12, over
  // the old 120 s in a cold CI beside other jobs (load 9–12). Ten minutes is far above any load seen.
  this.timeout(600_000);
  let persistent: MatrixRun;
  let transient: MatrixRun;

  before(async () => {
    // One after the other: one matrix's CPU-bound cells would share the process with the other's
    // latency cells, whose deadlines count wall time (runMatrix).
    persistent = await runMatrix(PERSISTENT_COLUMNS);
    transient = await runMatrix(TRANSIENT_COLUMNS);
  });

  after(() => {
    if (!persistent || !transient) return;
    console.log(
      `\n${formatTable('Fault matrix — persistent faults (every request); cell = outcome×requests the sandbox saw', persistent.cells)}\n`,
    );
    console.log(`${formatTable('Fault matrix — transient faults (first request only, times: 1)', transient.cells)}\n`);
    const creates = [...persistent.creates, ...transient.creates];
    console.log(
      `Article create under ${creates.length} faults: at most one article each (${creates.filter((c) => c.newArticles === 1).length} made, ${creates.filter((c) => c.newArticles === 0).length} not made, ${creates.filter((c) => c.newArticles > 1).length} duplicated)\n`,
    );
  });

  it('covers every public method of WeblateClient and both World Anvil clients (Aragorn and Boromir)', () => {
    assert.deepEqual(
      WEBLATE_ROWS.map((r) => r.name).sort(),
      publicMethods(WeblateClient.prototype, ['all', 'page', 'one']).sort(),
    );
    assert.deepEqual(
      WORLD_ANVIL_ROWS.map((r) => r.name).sort(),
      publicMethods(WorldAnvilClient.prototype, ['json', 'check']).sort(),
    );
    assert.deepEqual(
      BOROMIR_ROWS.map((r) => r.name).sort(),
      publicMethods(BoromirClient.prototype, ['json', 'check', 'list']).sort(),
    );
  });

  it('no cell hangs or ends in an untyped error', () => {
    const bad = [...persistent.cells, ...transient.cells].filter(
      (c) => c.outcome === 'hang' || c.outcome.startsWith('untyped:'),
    );
    assert.deepEqual(
      bad.map((c) => `${c.row} × ${c.column}${c.transient ? ' (transient)' : ''}: ${c.outcome} ${String(c.error)}`),
      [],
    );
  });

  for (const col of PERSISTENT_COLUMNS) {
    it(`persistent ${col.id}: every method ends as the fault calls for`, () => {
      const cells = persistent.cells.filter((c) => c.column === col.id);
      assert.ok(
        cells.length >=
          (col.services.includes('weblate') ? WEBLATE_ROWS.length : 0) + WORLD_ANVIL_ROWS.length + BOROMIR_ROWS.length,
      );
      assert.deepEqual(
        cells.filter((c) => c.problems.length > 0).map((c) => `${c.row}: ${c.problems.join('; ')}`),
        [],
      );
    });
  }

  for (const col of TRANSIENT_COLUMNS) {
    it(`transient ${col.id}: safe requests come back with data, a POST is not repeated`, () => {
      const cells = transient.cells.filter((c) => c.column === col.id);
      assert.ok(cells.length >= WORLD_ANVIL_ROWS.length + BOROMIR_ROWS.length);
      assert.deepEqual(
        cells.filter((c) => c.problems.length > 0).map((c) => `${c.row}: ${c.problems.join('; ')}`),
        [],
      );
    });
  }

  it('an article create under any fault leaves at most one article, found afterwards exactly when it was made', () => {
    const creates = [...persistent.creates, ...transient.creates];
    assert.equal(creates.length, 2 * (PERSISTENT_COLUMNS.length - 1 + TRANSIENT_COLUMNS.length)); // both faces; all but "refused" have a sandbox
    for (const c of creates) {
      const where = `${c.column}${c.transient ? ' (transient)' : ''}: ${c.outcome}`;
      assert.ok(c.newArticles <= 1, `${where} left ${c.newArticles} new articles`);
      assert.equal(c.foundAfterwards, c.newArticles === 1, `${where}: findArticleByTitle disagrees with the sandbox`);
      // Data back means it was made; an error answered before the server acted means it was not.
      if (c.outcome === 'ok') assert.equal(c.newArticles, 1, where);
      if (['429', '423', '500', '502', '503', 'html', 'successFalse', 'reset'].includes(c.column))
        assert.equal(c.newArticles, 0, where);
      // The server acted, then the answer was lost or spoiled: the client must say it may have been made.
      if (c.column === 'latency') {
        assert.equal(c.newArticles, 1, where);
        assert.equal(c.mayHaveReachedServer, true, where);
      }
      if (c.column === 'reset') assert.equal(c.mayHaveReachedServer, true, where);
    }
  });
});

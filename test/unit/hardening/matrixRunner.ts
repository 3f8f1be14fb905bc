// Runs the fault matrix: one sandbox and a fresh client per cell, a deadline per call. A cell ends as `ok`, the typed error's class,
// `hang` (deadline passed) or `untyped:<name>` (anything not a ScriptoriumError).
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { NetworkError, ScriptoriumError, TimeoutError } from '../../../src/core/http';
import { WeblateClient } from '../../../src/core/weblate';
import { BoromirClient, WorldAnvilClient } from '../../../src/core/worldanvil';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import { expected, LATENCY_MS, type Expected, type FaultColumn } from './matrixFaults';
import {
  BOROMIR_ROWS,
  createdTitle,
  WEBLATE_ROWS,
  WORLD_ANVIL_ROWS,
  type CellEnv,
  type Fixtures,
  type MethodRow,
} from './matrixMethods';
import { countArticles, loadFixtures, waitFor } from './matrixSandbox';
import { mapLimit } from '../../../src/core/http/concurrency';

export const CELL_DEADLINE_MS = 15_000;

export interface CellResult {
  row: string;
  column: string;
  transient: boolean;
  outcome: string;
  expected: Expected;
  error: unknown;
  /** Requests the sandbox received during the call (undefined for the refused column). */
  requests: number | undefined;
  /** What differs from the expectation; empty when the cell is as it must be. */
  problems: string[];
}

export interface CreateFact {
  column: string;
  transient: boolean;
  outcome: string;
  mayHaveReachedServer: boolean | undefined;
  /** Articles the world holds afterwards beyond those it held before. */
  newArticles: number;
  /** Whether findArticleByTitle (after the fault is lifted) finds the article the create made. */
  foundAfterwards: boolean;
}

export interface MatrixRun {
  cells: CellResult[];
  creates: CreateFact[];
}

type Settled = { state: 'ok'; value: unknown } | { state: 'error'; error: unknown } | { state: 'hang' };

async function withDeadline(p: Promise<unknown>, ms: number): Promise<Settled> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Settled>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'hang' }), ms);
  });
  try {
    return await Promise.race([
      p.then(
        (value): Settled => ({ state: 'ok', value }),
        (error: unknown): Settled => ({ state: 'error', error }),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function outcomeOf(s: Settled): string {
  if (s.state === 'ok') return 'ok';
  if (s.state === 'hang') return 'hang';
  return s.error instanceof ScriptoriumError ? s.error.name : `untyped:${(s.error as Error)?.name ?? typeof s.error}`;
}

function check(s: Settled, exp: Expected, requests: number | undefined): string[] {
  const problems: string[] = [];
  const got = outcomeOf(s);
  if (got !== exp.outcome)
    problems.push(
      `outcome ${got}, expected ${exp.outcome}${s.state === 'error' ? ` (${String((s.error as Error)?.message)})` : ''}`,
    );
  if (exp.requests !== undefined && requests !== exp.requests)
    problems.push(`${requests} requests, expected ${exp.requests}`);
  if (s.state !== 'error' || !(s.error instanceof ScriptoriumError)) return problems;
  const e = s.error;
  if (exp.status !== undefined && e.status !== exp.status) problems.push(`status ${e.status}, expected ${exp.status}`);
  if (!e.message.includes(e.endpoint)) problems.push(`message does not name the endpoint ${e.endpoint}: ${e.message}`);
  if (exp.mayHaveReachedServer !== undefined) {
    const flag = e instanceof NetworkError || e instanceof TimeoutError ? e.mayHaveReachedServer : undefined;
    if (flag !== exp.mayHaveReachedServer)
      problems.push(`mayHaveReachedServer ${flag}, expected ${exp.mayHaveReachedServer}`);
  }
  if (
    exp.retryAfterSeconds !== undefined &&
    (e as { retryAfterSeconds?: number }).retryAfterSeconds !== exp.retryAfterSeconds
  ) {
    problems.push(
      `retryAfterSeconds ${(e as { retryAfterSeconds?: number }).retryAfterSeconds}, expected ${exp.retryAfterSeconds}`,
    );
  }
  if (exp.schemaField) {
    const path = (e as { fieldPath?: string }).fieldPath;
    if (!path) problems.push(`schema error without a field path: ${e.message}`);
    else if (!e.message.includes(`"${path}"`))
      problems.push(`schema error does not name its field ${path}: ${e.message}`);
  }
  return problems;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const isFaultable = (path: string) => !path.startsWith('/__sandbox/');

/**
 * Sets a cell up — its sandbox started, its fixtures prepared, its client made — and answers the function
 * that runs its call against its deadline (and closes the sandbox). Apart, so that the latency cells are
 * all set up before any of their calls starts: the setups are CPU work, and a deadline must not count it.
 */
async function setUpCell(
  col: FaultColumn,
  row: MethodRow<unknown>,
  shared: Fixtures,
  unique: string,
): Promise<() => Promise<MatrixRun>> {
  const sb: Sandbox | undefined = col.spec ? await startSandbox() : undefined;
  try {
    const origin = sb?.origin ?? `http://127.0.0.1:${await freePort()}`;
    // The sandbox's data is the same in every instance; only the origin of a cross-reference differs.
    const fixtures: Fixtures = {
      ...shared,
      translationUrl: new URL(new URL(shared.translationUrl).pathname, origin).href,
    };
    const common = { timeouts: col.timeouts, retry: col.retry };
    const weblate = (faultFree = false) =>
      new WeblateClient({
        baseUrl: `${origin}/`,
        token: SANDBOX_CREDENTIALS.weblate.adminToken,
        ...(faultFree ? {} : common),
      });
    const worldAnvil = (faultFree = false) =>
      new WorldAnvilClient({
        baseUrl: `${origin}/api/aragorn/`,
        ...SANDBOX_CREDENTIALS.worldAnvil,
        requestsPerSecond: 0,
        ...(faultFree ? {} : common),
      });
    const boromir = () =>
      new BoromirClient({
        baseUrl: `${origin}/api/external/boromir/`,
        ...SANDBOX_CREDENTIALS.worldAnvil,
        requestsPerSecond: 0,
        ...common,
      });
    const env: CellEnv = { fixtures, live: sb !== undefined, setupWeblate: () => weblate(true), unique };
    const call = await row.prepare(env);
    const before = row.name === 'createArticle' && sb ? await countArticles(sb, fixtures.worldId) : 0;
    const client = row.service === 'weblate' ? weblate() : row.service === 'boromir' ? boromir() : worldAnvil();
    return async () => {
      try {
        const run: MatrixRun = { cells: [], creates: [] };
        const mark = sb?.requests.length ?? 0;
        if (sb && col.spec) sb.faults.add(col.spec);
        const settled = await withDeadline(call(client), CELL_DEADLINE_MS);
        sb?.faults.clear();
        const requests = sb ? sb.requests.slice(mark).filter((r) => isFaultable(r.path)).length : undefined;
        const exp = expected(col, row);
        run.cells.push({
          row: `${row.service}.${row.name}`,
          column: col.id,
          transient: col.transient,
          outcome: outcomeOf(settled),
          expected: exp,
          error: settled.state === 'error' ? settled.error : undefined,
          requests,
          problems: check(settled, exp, requests),
        });
        // A hung call's pool would never close: leave it to the process.
        if (settled.state === 'hang') void client.close().catch(() => undefined);
        else await client.close();
        if (row.name === 'createArticle' && sb)
          run.creates.push(
            await createFact(sb, col, settled, fixtures, before, createdTitle(unique), () => worldAnvil(true)),
          );
        return run;
      } finally {
        await sb?.close();
      }
    };
  } catch (err) {
    await sb?.close();
    throw err;
  }
}

async function createFact(
  sb: Sandbox,
  col: FaultColumn,
  settled: Settled,
  fixtures: Fixtures,
  before: number,
  title: string,
  clean: () => WorldAnvilClient,
): Promise<CreateFact> {
  // A delayed create is still applied once the server wakes up: wait for it before counting.
  if (col.id === 'latency')
    await waitFor(async () => (await countArticles(sb, fixtures.worldId)) > before, LATENCY_MS + 3_000);
  const newArticles = (await countArticles(sb, fixtures.worldId)) - before;
  const c = clean();
  let found: unknown;
  try {
    found = await c.findArticleByTitle(fixtures.worldId, title);
  } finally {
    await c.close();
  }
  const e = settled.state === 'error' ? settled.error : undefined;
  return {
    column: col.id,
    transient: col.transient,
    outcome: outcomeOf(settled),
    mayHaveReachedServer: e instanceof NetworkError || e instanceof TimeoutError ? e.mayHaveReachedServer : undefined,
    newArticles,
    foundAfterwards: found !== undefined,
  };
}

/**
 * Runs every cell, each against a sandbox of its own (they start in milliseconds), so cells run side by
 * side without sharing faults or data: latency cells all at once (they only wait), then the others a few
 * at a time.
 */
export async function runMatrix(columns: readonly FaultColumn[]): Promise<MatrixRun> {
  const fixtures = await sharedFixtures();
  const cells = columns.flatMap((col) =>
    rowsOf(col).map((row, i) => ({ col, row, unique: `${col.id}_${col.transient ? 't' : 'p'}_${i}` })),
  );
  const slow = cells.filter((c) => c.col.id === 'latency');
  const fast = cells.filter((c) => c.col.id !== 'latency');
  // The latency cells only wait, side by side, once every one of them is set up, and with nothing else
  // running: in CI 14 and 15 (load 12–17) they shared the process with the other cells' sandbox setups,
  // and every one passed its deadline (a busy event loop serves no timer and no answer).
  const calls = await mapLimit(slow, 6, (c) => setUpCell(c.col, c.row, fixtures, c.unique));
  const a = await Promise.all(calls.map((go) => go()));
  const b = await mapLimit(fast, 6, async (c) => (await setUpCell(c.col, c.row, fixtures, c.unique))());
  const runs = [...a, ...b];
  return { cells: runs.flatMap((r) => r.cells), creates: runs.flatMap((r) => r.creates) };
}

function rowsOf(col: FaultColumn): MethodRow<unknown>[] {
  return [
    ...(col.services.includes('weblate') ? (WEBLATE_ROWS as MethodRow<unknown>[]) : []),
    ...(col.services.includes('worldanvil') ? (WORLD_ANVIL_ROWS as MethodRow<unknown>[]) : []),
    ...(col.services.includes('boromir') ? (BOROMIR_ROWS as MethodRow<unknown>[]) : []),
  ];
}

let fixtureCache: Promise<Fixtures> | undefined;
function sharedFixtures(): Promise<Fixtures> {
  fixtureCache ??= (async () => {
    const sb = await startSandbox();
    try {
      return await loadFixtures(sb);
    } finally {
      await sb.close();
    }
  })();
  return fixtureCache;
}

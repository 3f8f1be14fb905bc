// `npm run bench` (lists part; alone: `tsx scripts/bench.ts --part lists [--runs N] [--latency MS]
// [--lists-baseline REV] [--cpus N]`): how close Scriptorium's clients list to the speed of the wire (issue 28). For
// each list, the same page URLs are fetched with plain `fetch` and `JSON.parse` ("raw", with the client's
// concurrency: page 1, then the rest 4 at a time for Weblate; one after another for World Anvil, whose
// lists have no count) and listed by the client, with validation (zod, configured as the extension
// configures it: src/platform/vendor.ts is imported before any schema exists). Interleaved runs; medians.
// One line per list, the same every run: raw ms, client ms, ratio, this process's CPU time raw / client
// (the client's own work, which a slow or busy machine puts on the critical path), the client's requests,
// and the minimum ceil(n / largest page size the server allows). With --lists-baseline, the client of that commit (its
// src/ checked out in a temporary folder, its own vendor.ts settings) runs in the same rounds: one more
// line per list, marked with the commit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { mapLimit } from '../src/core/http/concurrency';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { requestCount, settle, startSandbox, type BenchSandbox } from './lib/benchSandbox';

const ROOT = resolve(__dirname, '..');
const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;
const WA = SANDBOX_CREDENTIALS.worldAnvil;
const CONCURRENCY = 4; // WeblateClient's default
const WA_PAGE = 50; // World Anvil's largest list page

/** The parts of src/core a run needs, from this checkout or a baseline's. */
interface Core {
  WeblateClient: typeof import('../src/core/weblate').WeblateClient;
  BoromirClient: typeof import('../src/core/worldanvil').BoromirClient;
}

interface Variant {
  label: string;
  core: Core;
  /** zod's `jitless` as that commit's vendor.ts leaves it: set again before each of its runs. */
  jitless: boolean | undefined;
  cleanup(): void;
}

interface ListCase {
  name: string;
  /** The largest page the server allows for this list. */
  maxPage: number;
  raw(): Promise<number>;
  client(core: Core): Promise<number>;
}

const zodConfig = () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ?? {};

async function loadVariant(label: string, src: string, cleanup = () => {}): Promise<Variant> {
  await import(join(src, 'platform', 'vendor.ts'));
  const jitless = zodConfig().jitless;
  const weblate = (await import(join(src, 'core', 'weblate', 'index.ts'))) as typeof import('../src/core/weblate');
  const worldanvil = (await import(
    join(src, 'core', 'worldanvil', 'index.ts')
  )) as typeof import('../src/core/worldanvil');
  return {
    label,
    core: { WeblateClient: weblate.WeblateClient, BoromirClient: worldanvil.BoromirClient },
    jitless,
    cleanup,
  };
}

/** src/ as it was at `rev`, in a temporary folder that shares this checkout's node_modules (one zod). */
async function baselineVariant(rev: string): Promise<Variant> {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-lists-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  execFileSync('bash', ['-c', `git -C "${ROOT}" archive "${rev}" src package.json tsconfig.json | tar -x -C "${dir}"`]);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const short = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
  return loadVariant(`client@${short}`, join(dir, 'src'), cleanup);
}

/** A Weblate list the plain way: page 1, then pages 2..N from its count, CONCURRENCY at a time. */
async function rawWeblate(api: string, path: string, pageSize: number): Promise<number> {
  const get = async (page: number) => {
    const res = await fetch(`${api}${path}?page_size=${pageSize}${page > 1 ? `&page=${page}` : ''}`, {
      headers: { Authorization: `Token ${TOKEN}`, Accept: 'application/json' },
    });
    return JSON.parse(await res.text()) as { count: number; results: unknown[] };
  };
  const first = await get(1);
  const pages = first.results.length > 0 ? Math.ceil(first.count / first.results.length) : 1;
  const rest = await mapLimit(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    CONCURRENCY,
    get,
  );
  return rest.reduce((n, p) => n + p.results.length, first.results.length);
}

/** World Anvil's article list the plain way: pages of WA_PAGE until a short one. */
async function rawArticles(boromir: string, worldId: string): Promise<number> {
  let n = 0;
  for (let offset = 0; ; offset += WA_PAGE) {
    const res = await fetch(`${boromir}world/articles?id=${worldId}`, {
      method: 'POST',
      headers: {
        'x-auth-token': WA.authToken,
        'x-application-key': WA.applicationKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ limit: WA_PAGE, offset }),
    });
    const page = (JSON.parse(await res.text()) as { entities: unknown[] }).entities;
    n += page.length;
    if (page.length < WA_PAGE) return n;
  }
}

/**
 * Each variant's clients, made once and kept for every run, as the extension keeps its clients for the
 * session: plain `fetch` reuses its global keep-alive connections from run to run, so a client built and
 * closed per run paid a new pool and new connections that raw never paid (up to 40 ms on a one-page list).
 */
class Clients {
  private readonly weblate = new Map<Core, InstanceType<Core['WeblateClient']>>();
  private readonly boromir = new Map<Core, InstanceType<Core['BoromirClient']>>();
  constructor(private readonly sb: BenchSandbox) {}

  weblateOf(core: Core) {
    let c = this.weblate.get(core);
    if (!c) this.weblate.set(core, (c = new core.WeblateClient({ baseUrl: this.sb.api, token: TOKEN })));
    return c;
  }

  boromirOf(core: Core) {
    let c = this.boromir.get(core);
    if (!c)
      this.boromir.set(
        core,
        (c = new core.BoromirClient({
          baseUrl: this.sb.boromir,
          authToken: WA.authToken,
          applicationKey: WA.applicationKey,
        })),
      );
    return c;
  }

  async close(): Promise<void> {
    await Promise.all([...this.weblate.values(), ...this.boromir.values()].map((c) => c.close()));
  }
}

function cases(sb: BenchSandbox, worldId: string, clients: Clients): ListCase[] {
  const weblate =
    <T>(use: (c: InstanceType<Core['WeblateClient']>) => Promise<T[]>) =>
    async (core: Core) =>
      (await use(clients.weblateOf(core))).length;
  return [
    {
      name: 'units of a translation',
      maxPage: 10_000,
      raw: () => rawWeblate(sb.api, 'translations/bench/huge/de/units/', 10_000),
      client: weblate((c) => c.listTranslationUnits('bench', 'huge', 'de')),
    },
    {
      name: 'translations',
      maxPage: 1000,
      raw: () => rawWeblate(sb.api, 'translations/', 1000),
      client: weblate((c) => c.listTranslations()),
    },
    {
      name: 'components',
      maxPage: 1000,
      raw: () => rawWeblate(sb.api, 'components/', 1000),
      client: weblate((c) => c.listComponents()),
    },
    {
      name: 'changes',
      maxPage: 1000,
      raw: () => rawWeblate(sb.api, 'changes/', 1000),
      client: weblate((c) => c.listChanges()),
    },
    {
      name: 'World Anvil articles',
      maxPage: WA_PAGE,
      raw: () => rawArticles(sb.boromir, worldId),
      client: async (core) => (await clients.boromirOf(core).listAllArticles(worldId)).length,
    },
  ];
}

export interface Sample {
  ms: number;
  /**
   * CPU time of this process (the client's side: parse, validation, HTTP) during the job. The server is
   * another process, so it is not counted. Steadier than wall time across machines and loads (#43 item 9):
   * what a list costs the extension host, whatever the server and the machine make of the wall time.
   */
  cpuMs: number;
  requests: number;
  items: number;
}

export async function measure(origin: string, job: () => Promise<number>): Promise<Sample> {
  await settle(origin);
  const before = await requestCount(origin);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const items = await job();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, requests: (await requestCount(origin)) - before, items };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The demo writer's world with the most articles. */
async function biggestWorld(sb: BenchSandbox, core: Core): Promise<string> {
  const c = new core.BoromirClient({
    baseUrl: sb.boromir,
    authToken: WA.authToken,
    applicationKey: WA.applicationKey,
    requestsPerSecond: 0,
  });
  try {
    const worlds = await c.listWorlds((await c.getUser()).id);
    const sizes = await Promise.all(worlds.map(async (w) => [w.id, (await c.listAllArticles(w.id)).length] as const));
    return sizes.sort((a, b) => b[1] - a[1])[0]![0];
  } finally {
    await c.close();
  }
}

export async function benchLists(opts: {
  runs: number;
  latency: number;
  baseline?: string;
  /** --quick: exactly `runs`, no minimum of 5 (CI only checks that every list still reads). */
  exactRuns?: boolean;
}): Promise<void> {
  const runs = opts.exactRuns ? opts.runs : Math.max(5, opts.runs);
  const current = await loadVariant('client', join(ROOT, 'src'));
  const variants = [current];
  if (opts.baseline) variants.push(await baselineVariant(opts.baseline));
  const sb = await startSandbox(opts.latency);
  const clients = new Clients(sb);
  try {
    const worldId = await biggestWorld(sb, current.core);
    console.log(
      `Lists: sandbox with large data, ${opts.latency} ms added per request; medians of ${runs} interleaved runs (raw = plain fetch + JSON.parse of the same pages).`,
    );
    for (const list of cases(sb, worldId, clients)) {
      const jobs = [
        { label: 'raw', run: list.raw },
        ...variants.map((v) => ({
          label: v.label,
          run: () => {
            zodConfig().jitless = v.jitless;
            return list.client(v.core);
          },
        })),
      ];
      const samples = new Map<string, Sample[]>(jobs.map((j) => [j.label, []]));
      for (let r = 0; r < runs; r++) {
        // Each round starts with another job, so none always runs first (or right after the sandbox idled).
        for (let k = 0; k < jobs.length; k++) {
          const job = jobs[(r + k) % jobs.length]!;
          const sample = await measure(sb.origin, job.run);
          samples.get(job.label)!.push(sample);
        }
      }
      const n = samples.get('raw')![0]!.items;
      const raw = median(samples.get('raw')!.map((s) => s.ms));
      const rawCpu = median(samples.get('raw')!.map((s) => s.cpuMs));
      for (const v of variants) {
        const mine = samples.get(v.label)!;
        if (mine.some((s) => s.items !== n))
          throw new Error(`${v.label} listed ${mine.map((s) => s.items).join('/')} ${list.name}, raw ${n}`);
        const ms = median(mine.map((s) => s.ms));
        const cpu = median(mine.map((s) => s.cpuMs));
        const minimum = Math.max(1, Math.ceil(n / list.maxPage));
        console.log(
          `  ${`${list.name} (${n.toLocaleString('en')})`.padEnd(32)} ${v.label.padEnd(15)} raw ${raw.toFixed(0).padStart(5)} ms  client ${ms.toFixed(0).padStart(5)} ms  ${(ms / raw).toFixed(2)}×  CPU ${rawCpu.toFixed(0)} / ${cpu.toFixed(0)} ms  requests ${mine[0]!.requests} (minimum ${minimum})`,
        );
      }
    }
  } finally {
    await clients.close();
    sb.child.kill('SIGTERM');
    for (const v of variants) v.cleanup();
  }
}

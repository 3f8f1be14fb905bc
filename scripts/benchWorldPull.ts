// `npm run bench`, world part (alone: `tsx scripts/bench.ts --part world [--runs N] [--latency MS]
// [--world-sizes 500,5000]`): a whole World Anvil world pulled into an empty folder (issue 28), the
// sandbox's "Many Articles" world at 500 and at 5,000 articles, 50 ms added per request. "raw" sends the
// same requests with plain `fetch` and `JSON.parse` at the pull's concurrency (the category and article
// pages one after another, then every article at granularity 2, PULL_CONCURRENCY at a time) and writes
// nothing; "client" is the pull itself (planWorldPull + executePull: validation, BBCode → Markdown, files
// written through the write policy, the manifest). Unpaced, so the line compares the client with the wire:
// World Anvil's default pace (2 a second after a burst of 4) would make the same requests take the time
// printed after it. One line per world, the same every run: raw ms, client ms, ratio, requests, the
// minimum World Anvil's API allows (category pages + article pages + one GET per article + the secrets'
// pages; lists carry no content), medians of interleaved runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapLimit } from '../src/core/http/concurrency';
import { BoromirClient } from '../src/core/worldanvil';
import { executePull, PULL_CONCURRENCY } from '../src/core/worldSync/execute';
import { planWorldPull } from '../src/core/worldSync/plan';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { median, measure, type Sample } from './benchLists';
import { startSandbox, type BenchSandbox } from './lib/benchSandbox';

const WA = SANDBOX_CREDENTIALS.worldAnvil;
const PAGE = 50;
/** The client's default pace (clientBase.ts): what a pull on the real World Anvil waits for at least. */
const PACE = { perSecond: 2, burst: 4 };
const HEADERS = {
  'x-auth-token': WA.authToken,
  'x-application-key': WA.applicationKey,
  'Content-Type': 'application/json',
  Accept: 'application/json',
};

async function post(sb: BenchSandbox, path: string, id: string, offset: number): Promise<Array<{ id: string }>> {
  const res = await fetch(`${sb.boromir}${path}?id=${id}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ limit: PAGE, offset }),
  });
  return (JSON.parse(await res.text()) as { entities: Array<{ id: string }> }).entities;
}

/** Every page of a list, until a short one. */
async function rawList(sb: BenchSandbox, path: string, id: string): Promise<Array<{ id: string }>> {
  const all: Array<{ id: string }> = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await post(sb, path, id, offset);
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

async function rawPull(sb: BenchSandbox, worldId: string): Promise<number> {
  await rawList(sb, 'world/categories', worldId);
  const articles = await rawList(sb, 'world/articles', worldId);
  // A whole world's secrets too (#29): this world has none, so one empty page.
  await rawList(sb, 'world/secrets', worldId);
  await mapLimit(articles, PULL_CONCURRENCY, async (a) =>
    JSON.parse(await (await fetch(`${sb.boromir}article?id=${a.id}&granularity=2`, { headers: HEADERS })).text()),
  );
  return articles.length;
}

async function clientPull(sb: BenchSandbox, worldId: string): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'scriptorium-bench-pull-'));
  const client = new BoromirClient({ baseUrl: sb.boromir, ...WA, requestsPerSecond: 0 });
  try {
    const { steps, manifest } = await planWorldPull(client, { worldId }, folder);
    const outcome = await executePull(client, folder, steps, manifest, { format: 'markdown' });
    return outcome.written.length;
  } finally {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The "Many Articles" world, made to hold `n` articles. */
async function worldOf(sb: BenchSandbox, n: number): Promise<string> {
  await fetch(`${sb.origin}/__sandbox/volumes`, { method: 'POST', body: JSON.stringify({ articles: n }) });
  const client = new BoromirClient({ baseUrl: sb.boromir, ...WA, requestsPerSecond: 0 });
  try {
    const worlds = await client.listWorlds((await client.getUser()).id);
    return worlds.find((w) => w.title === 'Many Articles')!.id;
  } finally {
    await client.close();
  }
}

export async function benchWorldPull(opts: {
  runs: number;
  latency: number;
  sizes?: number[];
  /** --quick: exactly `runs`, no minimum (CI only checks the pull still completes). */
  exactRuns?: boolean;
}): Promise<void> {
  const sb = await startSandbox(opts.latency);
  try {
    console.log(
      `World pull: sandbox, ${opts.latency} ms added per request, ${PULL_CONCURRENCY} articles at a time, unpaced; medians of interleaved runs (raw = the same requests with plain fetch + JSON.parse, nothing written).`,
    );
    // The big world costs a minute a run at 50 ms: three runs unless more are asked for.
    for (const n of opts.sizes ?? [500, 5000]) {
      const runs = opts.exactRuns ? opts.runs : Math.max(n > 1000 ? 3 : 5, opts.runs);
      const worldId = await worldOf(sb, n);
      const jobs = [
        { label: 'raw', run: () => rawPull(sb, worldId) },
        { label: 'client', run: () => clientPull(sb, worldId) },
      ];
      const samples = new Map<string, Sample[]>(jobs.map((j) => [j.label, []]));
      for (let r = 0; r < runs; r++)
        for (let k = 0; k < jobs.length; k++) {
          const job = jobs[(r + k) % jobs.length]!;
          samples.get(job.label)!.push(await measure(sb.origin, job.run));
        }
      const client = samples.get('client')!;
      if (client.some((s) => s.items !== n))
        throw new Error(`the pull wrote ${client.map((s) => s.items).join('/')} of ${n}`);
      const raw = median(samples.get('raw')!.map((s) => s.ms));
      const ms = median(client.map((s) => s.ms));
      const requests = client[0]!.requests;
      // No categories and no secrets in this world: one (empty) page of each, the article pages, one GET per article.
      const minimum = 1 + (Math.floor(n / PAGE) + 1) + n + 1;
      const paced = Math.max(0, requests - PACE.burst) / PACE.perSecond;
      console.log(
        `  ${`world of ${n.toLocaleString('en')} articles`.padEnd(32)} ${'client'.padEnd(15)} raw ${raw.toFixed(0).padStart(5)} ms  client ${ms.toFixed(0).padStart(5)} ms  ${(ms / raw).toFixed(2)}×  requests ${requests} (minimum ${minimum})  at World Anvil's pace (${PACE.perSecond}/s) ≥ ${paced.toFixed(0)} s; ${runs} runs`,
      );
    }
  } finally {
    sb.child.kill('SIGTERM');
  }
}

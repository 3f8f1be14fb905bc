// `npm run bench`: how fast Scriptorium's Weblate client lists a 50,000-unit translation and 2,000
// translations, side by side in one run against the sandbox (large data, 50 ms added latency per request):
//   naive   — follow `next` one page at a time at the server's default page size;
//   client  — WeblateClient: large page_size, remaining pages computed from `count`, 4 in parallel;
//   wlc     — Debian's wlc 1.13: its command line for translations, its Python library for units.
// Prints medians, ratios, and requests made against the minimum ceil(N / largest page size).
// Then what ships, side by side with the package of an earlier commit (--baseline, default 3893592: before
// lazy features), each measured in real VS Code (code-server), interleaved: sizes, activation, first paint
// of the trees, extension host memory (scripts/lib/benchPackage.ts). Then the requests of expanding the
// Localization tree with and without row progress (scripts/benchTree.ts). Then the volumes a server
// chooses: deep and wide categories, endless paging (scripts/benchVolumes.ts). --part client|tree|volumes|vscode runs one,
// --steps require,activation,paint,memory some of the second (sizes are always printed).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { z } from 'zod';
import { HttpClient, iteratePages } from '../src/core/http';
import { WeblateClient } from '../src/core/weblate';
import { SANDBOX_CREDENTIALS } from '../test/sandbox/credentials';
import { benchPackage } from './lib/benchPackage';
import { benchTree } from './benchTree';
import { benchVolumes } from './benchVolumes';

const run = promisify(execFile);
const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;

interface Sample {
  ms: number;
  requests: number;
  items: number;
}

async function startSandbox(latency: number): Promise<{ api: string; origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/sandbox/main.ts', '--size', 'large', '--latency', String(latency), '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      if (buf.includes('\n')) resolve(buf.split('\n')[0]!);
    });
    child.once('exit', () => reject(new Error('sandbox exited')));
  });
  const facts = JSON.parse(line) as { weblateApi: string; origin: string };
  return { api: facts.weblateApi, origin: facts.origin, child };
}

async function requestCount(origin: string): Promise<number> {
  return ((await (await fetch(`${origin}/__sandbox/stats`)).json()) as { requests: number }).requests;
}

async function measure(origin: string, job: () => Promise<number>): Promise<Sample> {
  const before = await requestCount(origin);
  const started = performance.now();
  const items = await job();
  const ms = performance.now() - started;
  return { ms, requests: (await requestCount(origin)) - before, items };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function naive(api: string, path: string): Promise<number> {
  const http = new HttpClient({ baseUrl: api, credentialHeaders: { Authorization: `Token ${TOKEN}` } });
  let n = 0;
  for await (const page of iteratePages(http, { method: 'GET', url: path }, z.unknown())) n += page.items.length;
  await http.close();
  return n;
}

async function wlcUnits(api: string): Promise<number> {
  const script = `from wlc import Weblate\nw = Weblate(key=${JSON.stringify(TOKEN)}, url=${JSON.stringify(api)})\nprint(sum(1 for _ in w.get_translation('bench/huge/de').units()))`;
  const { stdout } = await run('/usr/bin/python3', ['-c', script], { maxBuffer: 1 << 26 });
  return Number(stdout.trim());
}

async function wlcTranslations(api: string): Promise<number> {
  const { stdout } = await run('wlc', ['--url', api, '--key', TOKEN, '--format', 'json', 'list-translations'], { maxBuffer: 1 << 28 });
  return (JSON.parse(stdout) as unknown[]).length;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, latency: { type: 'string' }, part: { type: 'string' }, baseline: { type: 'string' }, windows: { type: 'string' }, panels: { type: 'string' }, steps: { type: 'string' } } });
  const runs = Number(values.runs ?? 3);
  const latency = Number(values.latency ?? 50);
  const part = values.part ?? 'all';
  if (part === 'all' || part === 'client') await benchClient(runs, latency);
  if (part === 'all' || part === 'tree') {
    const { api, origin, child } = await startSandbox(latency);
    try {
      await benchTree(api, { requests: () => requestCount(origin) }, { admin: TOKEN, translator: SANDBOX_CREDENTIALS.weblate.translatorToken });
    } finally {
      child.kill('SIGTERM');
    }
  }
  if (part === 'all' || part === 'volumes') await benchVolumes(runs);
  if (part === 'all' || part === 'vscode') {
    await benchPackage({ baseline: values.baseline ?? '3893592', windows: Number(values.windows ?? 5), panels: Number(values.panels ?? 100), latency, steps: new Set((values.steps ?? 'require,activation,paint,memory').split(',')) });
  }
}

async function benchClient(runs: number, latency: number): Promise<void> {
  const { api, origin, child } = await startSandbox(latency);
  const client = () => new WeblateClient({ baseUrl: api, token: TOKEN });
  try {
    const scenarios = [
      { what: 'units of one translation', n: 50_000, maxPage: 10_000, ways: {
        naive: () => naive(api, 'translations/bench/huge/de/units/'),
        client: async () => { const c = client(); const n = (await c.listTranslationUnits('bench', 'huge', 'de')).length; await c.close(); return n; },
        wlc: () => wlcUnits(api),
      } },
      { what: 'all translations', n: 2000, maxPage: 1000, ways: {
        naive: () => naive(api, 'translations/'),
        client: async () => { const c = client(); const n = (await c.listTranslations()).length; await c.close(); return n; },
        wlc: () => wlcTranslations(api),
      } },
    ];
    console.log(`Sandbox: large data, ${latency} ms added per request; ${runs} run(s) of each, interleaved; medians.\n`);
    const rows: string[] = [];
    for (const s of scenarios) {
      const samples: Record<string, Sample[]> = { naive: [], client: [], wlc: [] };
      for (let r = 0; r < runs; r++) {
        for (const [name, job] of Object.entries(s.ways)) {
          const sample = await measure(origin, job);
          if (sample.items !== s.n) throw new Error(`${name} listed ${sample.items} ${s.what}, expected ${s.n}`);
          samples[name]!.push(sample);
          process.stderr.write(`  ${s.what} / ${name} run ${r + 1}: ${(sample.ms / 1000).toFixed(2)} s, ${sample.requests} requests\n`);
        }
      }
      const med = (name: string) => median(samples[name]!.map((x) => x.ms));
      const minimum = Math.ceil(s.n / s.maxPage);
      for (const name of ['naive', 'wlc', 'client']) {
        const ratio = name === 'client' ? '1.0×' : `${(med(name) / med('client')).toFixed(1)}× slower`;
        rows.push(`| ${s.what} (${s.n.toLocaleString('en')}) | ${name} | ${(med(name) / 1000).toFixed(2)} s | ${samples[name]![0]!.requests} (minimum ${minimum}) | ${ratio} |`);
      }
    }
    console.log('| list | way | median | requests | vs client |\n|---|---|---|---|---|\n' + rows.join('\n'));
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(`bench: ${(e as Error).message}`);
  process.exit(1);
});

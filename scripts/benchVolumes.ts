// `npm run bench -- --part volumes`: the volumes a server chooses (issue #25, item 8), measured on the
// host-side work Scriptorium does with them:
//   chain expansion — a category chain 20,000 / 100,000 deep opened one level per step from the index:
//                     the first and the last 1,000 steps take the same time (flat per step);
//   picker rows     — the category picker's rows for a chain and for one flat level, at 20,000 and 100,000
//                     (5× the categories should take about 5× the time: linear);
//   tree level      — the index of 100,000 categories side by side, and the first level the tree shows;
//   sandbox reads   — the same shapes read from the sandbox's Boromir face (hostile volumes), and the
//                     endless paging of both services stopped at LIST_CAP: requests and time.
import { z } from 'zod';
import { HttpClient, iteratePages, LIST_CAP, ListTooLongError, TREE_LEVEL_CAP } from '../src/core/http';
import {
  BoromirClient,
  CategoryIndex,
  categoryPickerRows,
  readCategories,
  type Category,
} from '../src/core/worldanvil';
import { startSandbox } from '../sandbox/server';

const chain = (n: number): Category[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    title: `Level ${i}`,
    ...(i > 0 ? { parentId: `c${i - 1}` } : {}),
  }));
const flat = (n: number): Category[] => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, title: `Category ${i}` }));

/** The fastest of a few runs (the machine is shared; the minimum is the work, not the noise). */
export function best(runs: number, job: () => void): number {
  let min = Infinity;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    job();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

export async function benchVolumes(atLeast = 3, quick = false): Promise<void> {
  // Milliseconds of work on a shared machine: the best of several runs is the work (--quick: one, CI only
  // checks that every case still runs).
  const runs = quick ? 1 : Math.max(atLeast, 7);
  const rows: string[] = [];
  for (const n of [20_000, 100_000]) {
    const cats = chain(n);
    const index = new CategoryIndex(cats);
    const steps: number[] = [];
    let level = index.children();
    for (let d = 0; d < n; d++) {
      const t = performance.now();
      level = index.children(level[0]!.id).slice(0, TREE_LEVEL_CAP);
      steps.push(performance.now() - t);
    }
    const first = steps.slice(0, 1000).reduce((a, b) => a + b, 0);
    const last = steps.slice(-1000).reduce((a, b) => a + b, 0);
    const build = best(runs, () => new CategoryIndex(cats));
    rows.push(
      `| chain expansion, ${n.toLocaleString('en')} deep | index ${ms(build)}, all steps ${ms(steps.reduce((a, b) => a + b, 0))} | first 1,000 steps ${ms(first)}, last 1,000 ${ms(last)} (${(last / first).toFixed(2)}×) |`,
    );
  }
  for (const [shape, make] of [
    ['chain', chain],
    ['flat level', flat],
  ] as const) {
    const [twenty, hundred] = [make(20_000), make(100_000)];
    const small = best(runs, () => categoryPickerRows(twenty));
    const large = best(runs, () => categoryPickerRows(hundred));
    rows.push(
      `| picker rows, ${shape} | 20,000: ${ms(small)}; 100,000: ${ms(large)} | 5× the categories: ${(large / small).toFixed(1)}× the time |`,
    );
  }
  const wide = flat(100_000);
  const level = best(runs, () => new CategoryIndex(wide).children().slice(0, TREE_LEVEL_CAP));
  rows.push(
    `| tree level, 100,000 side by side | index and first ${TREE_LEVEL_CAP.toLocaleString('en')} shown: ${ms(level)} | — |`,
  );
  console.log('\nVolumes a server chooses (host-side work; best of ' + runs + ' runs):\n');
  console.log('| case | time | per step / ratio |\n|---|---|---|\n' + rows.join('\n'));
  await benchSandboxReads();
}

async function benchSandboxReads(): Promise<void> {
  const sb = await startSandbox({});
  const rows: string[] = [];
  const timed = async (what: string, job: () => Promise<string>) => {
    sb.requests.length = 0;
    const t = performance.now();
    const result = await job();
    rows.push(`| ${what} | ${result} | ${sb.requests.length} | ${((performance.now() - t) / 1000).toFixed(2)} s |`);
  };
  const client = new BoromirClient({ baseUrl: sb.boromirUrl, ...sb.credentials.worldAnvil, requestsPerSecond: 0 });
  const http = new HttpClient({
    baseUrl: `${sb.weblateUrl}api/`,
    credentialHeaders: { Authorization: `Token ${sb.credentials.weblate.adminToken}` },
  });
  try {
    const user = await client.getUser();
    const worldOf = async (title: string) => (await client.listWorlds(user.id)).find((w) => w.title === title)!.id;
    for (const n of [20_000, 100_000]) {
      sb.volumes.set({ categoryChain: n });
      const id = await worldOf('Deep Chain');
      await timed(`categories of a chain ${n.toLocaleString('en')} deep, read and indexed`, async () => {
        const { categories, resumeAt } = await readCategories(client, id);
        return `${categories.length.toLocaleString('en')} categories${resumeAt === undefined ? '' : ', capped'}, depth ${new CategoryIndex(categories).outline().at(-1)!.depth.toLocaleString('en')}`;
      });
    }
    sb.volumes.set({ categories: 100_000 });
    const wide = await worldOf('Many Categories');
    await timed('100,000 categories side by side, read and indexed', async () => {
      const { categories } = await readCategories(client, wide);
      return `${new CategoryIndex(categories).children().length.toLocaleString('en')} at the top level`;
    });
    const reedlands = (await client.listWorlds(user.id))[0]!.id;
    sb.volumes.set({ endlessPaging: true });
    const stopped = async (job: () => Promise<unknown>) => {
      try {
        await job();
        return 'not stopped';
      } catch (e) {
        if (!(e instanceof ListTooLongError)) throw e;
        return `stopped at the ${e.limit} cap (${e.cap.toLocaleString('en')})`;
      }
    };
    await timed('World Anvil endless pages (articles)', () => stopped(() => client.listAllArticles(reedlands)));
    await timed('Weblate endless pages, following next', () =>
      stopped(async () => {
        for await (const page of iteratePages(http, { method: 'GET', url: 'languages/' }, z.unknown())) void page;
      }),
    );
  } finally {
    await client.close();
    await http.close();
    await sb.close();
  }
  console.log(
    `\nThe same shapes from the sandbox (hostile volumes, no added latency; LIST_CAP ${LIST_CAP.items.toLocaleString('en')} items, ${LIST_CAP.pages.toLocaleString('en')} pages):\n`,
  );
  console.log('| read | result | requests | time |\n|---|---|---|---|\n' + rows.join('\n'));
}

// `npm run bench -- --part sourceKeys` (with the scan's budget): how soon the first hints of a source file
// can show (#44 item 7: "the first source file opened took 7.3 s"). The hints need the component's source
// strings and the languages they show; the hover needs every language. Before, every language (up to 40,
// four listings at a time) was read before the first hint; now the hints' languages are read first and the
// others after (core/sourceKeys/componentStrings.ts). Timed side by side in one run against the sandbox at
// 50 and 150 ms round trip, on a component of the large data with every language: from a cold client to the
// hints' strings, and to every language; and read as before, interleaved (the old first hint). The TypeScript parser's first load is timed
// apart: it now runs while those requests are in flight.
import { performance } from 'node:perf_hooks';
import { hintLanguagesFirst, readComponentKeys } from '../src/core/sourceKeys/componentStrings';
import { WeblateClient } from '../src/core/weblate';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { requestCount, startSandbox } from './lib/benchSandbox';

const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Run {
  firstMs: number;
  allMs: number;
  /** The same component read as before (c34d68d): the source, then the others four at a time, then hints. */
  beforeMs: number;
  firstListings: number;
  allRequests: number;
  languages: number;
}

async function oneRun(api: string, origin: string): Promise<Run> {
  const client = new WeblateClient({ baseUrl: api, token: TOKEN });
  try {
    const before = await requestCount(origin);
    const started = performance.now();
    const component = await client.getComponent('bench', 'module-000');
    const translations = await client.listTranslations('bench', 'module-000');
    const unitsOf = (t: (typeof translations)[number]) =>
      client.listTranslationUnits(t.component.project.slug, t.component.slug, t.language.code);
    const hints = { language: 'de', states: [] };
    const { first, rest } = await readComponentKeys(component, translations, unitsOf, hints);
    const firstMs = performance.now() - started;
    // The listings the first step waited for: the source's and the hint languages' (the rest start meanwhile).
    const firstListings =
      1 +
      hintLanguagesFirst(
        translations.filter((t) => !t.is_source),
        hints,
      )[0].length;
    const whole = rest ? await rest : first;
    const allMs = performance.now() - started;
    const allRequests = (await requestCount(origin)) - before;
    const again = performance.now();
    const component2 = await client.getComponent('bench', 'module-000');
    const translations2 = await client.listTranslations('bench', component2.slug);
    const others = translations2.filter((t) => !t.is_source);
    await unitsOf(translations2.find((t) => t.is_source)!);
    for (let i = 0; i < others.length; i += 4) await Promise.all(others.slice(i, i + 4).map(unitsOf));
    const beforeMs = performance.now() - again;
    return { firstMs, allMs, beforeMs, firstListings, allRequests, languages: whole.translations.length };
  } finally {
    await client.close();
  }
}

export async function benchFirstHints(runs: number, latencies: number[]): Promise<void> {
  for (const latency of latencies) {
    const sb = await startSandbox(latency);
    try {
      const all: Run[] = [];
      for (let i = 0; i < runs; i++) all.push(await oneRun(sb.api, sb.origin));
      const r = all[0]!;
      const first = median(all.map((x) => x.firstMs));
      const whole = median(all.map((x) => x.allMs));
      const old = median(all.map((x) => x.beforeMs));
      console.log(
        `\nfirst hints of a source file, bench/module-000 (${r.languages} languages), ${latency} ms round trip, median of ${runs}:` +
          `\n  hints' strings (source + hint languages)  ${first.toFixed(0)} ms  (component, languages, then ${r.firstListings} listings at once)` +
          `\n  every language (the hover)               ${whole.toFixed(0)} ms  requests ${r.allRequests}` +
          `\n  before: every language, then the hints   ${old.toFixed(0)} ms` +
          `\n  first hints at ${(first / old).toFixed(2)}× the time of before`,
      );
    } finally {
      sb.child.kill();
    }
  }
  const t0 = performance.now();
  await import('typescript');
  console.log(
    `  the TypeScript parser's first load (plain Node, package not bundled): ${(performance.now() - t0).toFixed(0)} ms`,
  );
}

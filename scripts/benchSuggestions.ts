// `npm run bench -- --part suggestions`: time to the first automatic suggestion in the unit panel (#46), at
// 50 ms and 150 ms round trip (the sandbox's latency, large data): the memory (the same-source search and
// Weblate's memory lookup side by side: one round trip at least) and the sandbox's OpenAI-compatible
// engine: its first words streamed (one round trip) and its whole answer (the sandbox paces a model's words,
// STREAM_WORD_MS apart). Median of the runs, and requests per string.
import { WeblateClient, type Unit } from '../src/core/weblate';
import { sameSource } from '../src/core/units/sameSource';
import {
  createProvider,
  machineSuggestion,
  memorySuggestions,
  serverMemory,
  type TranslationProvider,
} from '../src/core/suggestions';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { suggestForTranslation } from '../src/core/suggestions/batch';
import { DEFAULT_BATCH_BUDGET } from '../src/core/suggestions/batchTypes';
import { DraftStore } from '../src/core/units/drafts';
import { requestCount, startSandbox, type BenchSandbox } from './lib/benchSandbox';

const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** A sandbox of large data at `latency`, a Weblate client and the sandbox's engine, closed after `run`. */
async function withEngine(
  latency: number,
  run: (bench: { sb: BenchSandbox; client: WeblateClient; provider: TranslationProvider }) => Promise<void>,
): Promise<void> {
  const sb = await startSandbox(latency);
  const client = new WeblateClient({ baseUrl: sb.api, token: TOKEN });
  const provider = createProvider('openai', {
    url: `${sb.origin}/mt/openai/v1/`,
    key: SANDBOX_CREDENTIALS.machineTranslation.openai,
    model: 'bench',
  });
  try {
    await run({ sb, client, provider });
  } finally {
    await client.close();
    await provider.close();
    sb.child.kill();
  }
}

export async function benchSuggestions(runs: number, latencies: number[]): Promise<void> {
  for (const latency of latencies) {
    await withEngine(latency, async ({ sb, client, provider }) => {
      const [unit] = (await client.listTranslationUnits('atlas', 'web', 'de', { q: 'key:"settings.title"' })) as Unit[];
      const subject = { source: unit!.source[0]!, flags: '', language: 'de' };
      const memory: number[] = [];
      const machine: number[] = [];
      const firstWords: number[] = [];
      let memoryRequests = 0;
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const before = await requestCount(sb.origin);
        const m = await timed(() =>
          Promise.all([
            sameSource(client, unit!, 'de'),
            serverMemory(
              client,
              { source: subject.source, sourceLanguage: 'en', targetLanguage: 'de', project: 'atlas' },
              subject,
            ),
          ]),
        );
        memoryRequests = (await requestCount(sb.origin)) - before;
        found = memorySuggestions(subject.source, m.value[0], subject).length + (m.value[1] ? 1 : 0);
        memory.push(m.ms);
        const request = {
          ...subject,
          sourceLanguage: 'en',
          targetLanguage: 'de',
          key: unit!.context,
          note: '',
          glossary: [],
        };
        const started = performance.now();
        let first: number | undefined;
        // A sentence of nine words, so that the first of them arrive well before the last.
        const source = 'You are offline. Changes are kept on this device.';
        await machineSuggestion(provider, { ...request, source }, { ...subject, source }, undefined, () => {
          first ??= performance.now() - started;
        });
        machine.push(performance.now() - started);
        firstWords.push(first ?? Number.NaN);
      }
      console.log(`\nautomatic suggestions at ${latency} ms round trip (${runs} runs, median):`);
      console.log('| source | time to its suggestion | requests | minimum |');
      console.log('|---|---|---|---|');
      console.log(
        `| memory (${found} found) | ${median(memory).toFixed(0)} ms | ${memoryRequests} in parallel | ${latency} ms |`,
      );
      console.log(
        `| OpenAI-compatible engine, first words (streamed) | ${median(firstWords).toFixed(0)} ms | 1 | ${latency} ms |`,
      );
      console.log(
        `| OpenAI-compatible engine, whole answer | ${median(machine).toFixed(0)} ms | (the same) | ${latency} ms |`,
      );
    });
  }
}

/** The draft store's memory in plain Node: the bench keeps the drafts it makes nowhere else. */
const memento = () => {
  const data = new Map<string, unknown>();
  return {
    keys: () => [...data.keys()],
    get: <T>(key: string) => data.get(key) as T | undefined,
    update: (key: string, value: unknown) => (
      value === undefined ? data.delete(key) : data.set(key, value),
      Promise.resolve()
    ),
  };
};

/**
 * The batch (#46 item 5) over bench/huge/de's untranslated strings with the engine's default budget (200
 * requests): how long it takes, and what it asks of Weblate and of the engine per string. Drafts only.
 */
export async function benchSuggestionBatch(latencies: number[]): Promise<void> {
  console.log('\nsuggestions for a whole translation (bench/huge/de, untranslated, drafts, budget 200):');
  console.log('| round trip | strings done | drafts | time | per string | Weblate requests | engine requests |');
  console.log('|---|---|---|---|---|---|---|');
  for (const latency of latencies) {
    await withEngine(latency, async ({ sb, client, provider }) => {
      const translation = await client.getTranslation('bench', 'huge', 'de');
      const before = await requestCount(sb.origin);
      const started = performance.now();
      const summary = await suggestForTranslation({
        client,
        translation,
        filter: 'untranslated',
        providers: [{ name: 'engine', provider }],
        budget: DEFAULT_BATCH_BUDGET,
        destination: { kind: 'drafts', store: new DraftStore(memento()), serverUrl: sb.api },
      });
      const ms = performance.now() - started;
      const engine = summary.requests.engine ?? 0;
      const weblate = (await requestCount(sb.origin)) - before - engine;
      const done = summary.items.length;
      console.log(
        `| ${latency} ms | ${done} of ${summary.total} (${summary.stopped?.reason ?? 'all'}) | ${summary.made} | ${(ms / 1000).toFixed(1)} s | ${(ms / Math.max(done, 1)).toFixed(0)} ms | ${weblate} | ${engine} |`,
      );
    });
  }
}

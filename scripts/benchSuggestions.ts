// `npm run bench -- --part suggestions`: time to the first automatic suggestion in the unit panel (#46), at
// 50 ms and 150 ms round trip (the sandbox's latency, large data): the memory (the same-source search and
// Weblate's memory lookup side by side: one round trip at least) and the sandbox's OpenAI-compatible
// engine (one round trip; answers are not streamed yet). Median of the runs, and requests per string.
import { WeblateClient, type Unit } from '../src/core/weblate';
import { sameSource } from '../src/core/units/sameSource';
import { createProvider, machineSuggestion, memorySuggestions, serverMemory } from '../src/core/suggestions';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { requestCount, startSandbox } from './lib/benchSandbox';

const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

export async function benchSuggestions(runs: number, latencies: number[]): Promise<void> {
  for (const latency of latencies) {
    const sb = await startSandbox(latency);
    const client = new WeblateClient({ baseUrl: sb.api, token: TOKEN });
    const provider = createProvider('openai', {
      url: `${sb.origin}/mt/openai/v1/`,
      key: SANDBOX_CREDENTIALS.machineTranslation.openai,
      model: 'bench',
    });
    try {
      const [unit] = (await client.listTranslationUnits('atlas', 'web', 'de', { q: 'key:"settings.title"' })) as Unit[];
      const subject = { source: unit!.source[0]!, flags: '', language: 'de' };
      const memory: number[] = [];
      const machine: number[] = [];
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
        machine.push(
          (await timed(() => machineSuggestion(provider, { ...request, source: subject.source }, subject))).ms,
        );
      }
      console.log(`\nautomatic suggestions at ${latency} ms round trip (${runs} runs, median):`);
      console.log('| source | time to its suggestion | requests | minimum |');
      console.log('|---|---|---|---|');
      console.log(
        `| memory (${found} found) | ${median(memory).toFixed(0)} ms | ${memoryRequests} in parallel | ${latency} ms |`,
      );
      console.log(`| OpenAI-compatible engine | ${median(machine).toFixed(0)} ms | 1 | ${latency} ms |`);
    } finally {
      await client.close();
      await provider.close();
      sb.child.kill();
    }
  }
}

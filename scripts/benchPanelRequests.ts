// `npm run bench -- --part panel`: what a string open costs in the unit panel (#43 item 6), requests and
// time per action (open cold, next, again, a string failing a check, one cold), at 50 ms and 150 ms round
// trip (the sandbox's latency, large data), through the same reads as the panel (test/conformance/
// panelBudget.ts; the request budget tests count with them). Time to the form and to every section drawn,
// median of the runs, beside the minimum the API allows: the unit, then everything else in parallel (two
// round trips) for a string not read ahead; the sections one round trip more (same source elsewhere asks
// for exact twins, then for similar strings: two).
import { WeblateClient } from '../src/core/weblate';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { panelActions, type Action, type ActionName } from '../test/conformance/panelBudget';
import { makeFailing } from '../test/conformance/checks-budget';
import { startSandbox } from './lib/benchSandbox';

const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;

/** Round trips the API needs at least, to the form and to every section. */
const MINIMUM: Record<ActionName, { form: number; sections: number }> = {
  'open cold': { form: 2, sections: 4 },
  'open next': { form: 0, sections: 2 },
  'open again': { form: 2, sections: 4 },
  'open failing': { form: 2, sections: 4 },
  'open failing cold': { form: 2, sections: 4 },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchPanelRequests(runs: number, latencies: number[]): Promise<void> {
  for (const latency of latencies) {
    const sb = await startSandbox(latency);
    try {
      const client = new WeblateClient({ baseUrl: sb.api, token: TOKEN });
      const units = (await client.listTranslationUnits('atlas', 'web', 'de')).sort((a, b) => a.position - b.position);
      const plain = units.find((u) => u.state === 20 && !u.has_failing_check)!;
      const { made } = await makeFailing(client, units, plain.id);
      await client.close();
      const all: Action[][] = [];
      for (let i = 0; i < runs; i++) all.push(await panelActions(sb.api, TOKEN, plain.id, made.id));
      console.log(`\nunit panel at ${latency} ms round trip (${runs} runs, median):`);
      console.log('| action | requests (string + read ahead) | form | all sections | minimum (form / sections) |');
      console.log('|---|---|---|---|---|');
      for (const name of Object.keys(MINIMUM) as ActionName[]) {
        const of = all.map((run) => run.find((a) => a.name === name)!);
        const first = of[0]!;
        const min = MINIMUM[name];
        console.log(
          `| ${name} | ${first.own.length + first.readAhead.length} (${first.own.length} + ${first.readAhead.length}) | ` +
            `${median(of.map((a) => a.formMs)).toFixed(0)} ms | ${median(of.map((a) => a.sectionsMs)).toFixed(0)} ms | ` +
            `${min.form * latency} / ${min.sections * latency} ms |`,
        );
      }
    } finally {
      sb.child.kill();
    }
  }
}

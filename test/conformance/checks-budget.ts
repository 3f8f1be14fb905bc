// The unit panel's request budget on every server (#43 item 6): the actions of panelBudget.ts counted
// through the client's request log, with a string made to fail a check (its translation with a stop
// added) and put back afterwards.
import { strict as assert } from 'node:assert';
import { WeblateClient, type Unit } from '../../src/core/weblate';
import type { RequestLogEntry } from '../../src/core/http/types';
import { suggestForTranslation } from '../../src/core/suggestions/batch';
import { DEFAULT_BATCH_BUDGET } from '../../src/core/suggestions/batchTypes';
import { DraftStore } from '../../src/core/units/drafts';
import { MapMemento } from '../unit/draftFixtures';
import { describeActions, overBudget, panelActions } from './panelBudget';
import type { Check } from './check';

/** A translated singular string (not the first) whose text can be made to fail end_stop; written, then read. */
export async function makeFailing(
  client: WeblateClient,
  units: Unit[],
  except: number,
): Promise<{ made: Unit; was: Unit }> {
  const was = units.find(
    (u) =>
      u.id !== except &&
      u.source.length === 1 &&
      u.state === 20 &&
      u.source[0]!.length > 4 &&
      !/[.!?…:;]$/.test(u.source[0]!) &&
      !u.has_failing_check,
  );
  if (!was) throw new Error('no translated string to make fail');
  await client.patchUnit(was.id, { target: [`${was.target[0]}.`], state: 20 });
  return { made: await client.getUnit(was.id), was };
}

export const budgetChecks: Check[] = [
  {
    name: 'unit panel: a string opens within its request budget (cold, next, again, failing check)',
    timeoutMs: 5 * 60_000,
    async run(t) {
      const { project, component, language } = t.fx;
      const client = t.client(t.admin);
      const units = (await client.listTranslationUnits(project, component, language)).sort(
        (a, b) => a.position - b.position,
      );
      const plain = units.find((u) => u.state === 20 && !u.has_failing_check) ?? units[0]!;
      const { made, was } = await makeFailing(client, units, plain.id);
      try {
        assert.ok(made.has_failing_check, 'the server marks the string failing');
        const actions = await panelActions(t.url, t.admin, plain.id, made.id);
        process.stderr.write(`[conformance] budget on ${t.name} ${t.url}:\n${describeActions(actions)}\n`);
        assert.deepEqual(overBudget(actions, [`${project}/glossary`]), []);
      } finally {
        await client.patchUnit(was.id, { target: was.target, state: was.state });
      }
    },
  },
  {
    // #46 item 5, counted on the real server: the batch from the memory alone (no provider is reachable
    // from here) makes drafts only, writes nothing, and asks the server at most twice per string besides
    // the pages of strings.
    name: 'suggestion batch: drafts from the memory, nothing written, at most two requests per string',
    timeoutMs: 5 * 60_000,
    async run(t) {
      const { project, component, language } = t.fx;
      const log: RequestLogEntry[] = [];
      const client = new WeblateClient({ baseUrl: t.url, token: t.admin, onRequestLog: (e) => log.push(e) });
      try {
        const translation = await client.getTranslation(project, component, language);
        const targets = async () =>
          (await client.listTranslationUnits(project, component, language)).map((u) => u.target);
        const before = await targets();
        log.length = 0;
        const summary = await suggestForTranslation({
          client,
          translation,
          filter: 'untranslated',
          providers: [],
          budget: DEFAULT_BATCH_BUDGET,
          destination: { kind: 'drafts', store: new DraftStore(new MapMemento()), serverUrl: t.url },
        });
        const asked = log.length;
        process.stderr.write(
          `[conformance] batch on ${t.name} ${t.url}: ${summary.items.length} of ${summary.total} strings, ${summary.made} drafts, ${asked} requests\n`,
        );
        assert.ok(summary.total > 0, 'the fixture has untranslated strings');
        assert.equal(summary.items.length, summary.total);
        assert.deepEqual(
          log.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.url}`),
          [],
          'the batch writes nothing to the server',
        );
        assert.ok(
          asked <= 2 * summary.total + Math.ceil(summary.total / 100),
          `${asked} requests for ${summary.total}`,
        );
        assert.deepEqual(await targets(), before);
      } finally {
        await client.close();
      }
    },
  },
];

// The unit panel's request budget on every server (#43 item 6): the actions of panelBudget.ts counted
// through the client's request log, with a string made to fail a check (its translation with a stop
// added) and put back afterwards.
import { strict as assert } from 'node:assert';
import type { Unit, WeblateClient } from '../../src/core/weblate';
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
];

// The unit panel's request budget against the sandbox (#43 item 6), counted twice: by the client's request
// log (panelBudget.ts, the same actions as the conformance check on real Weblate) and by the sandbox's own
// log of what it received, which must agree.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { BUDGET, describeActions, overBudget, panelActions } from '../../conformance/panelBudget';
import { makeFailing } from '../../conformance/checks-budget';
import { useSandbox } from '../sandbox/helpers';

describe('unit panel request budget (sandbox)', () => {
  const s = useSandbox({ changesOrder: 'newest-first' });

  it('opens strings within the budget: cold, next, again, and one failing a check', async () => {
    const client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
    const units = (await client.listTranslationUnits('atlas', 'web', 'de')).sort((a, b) => a.position - b.position);
    const plain = units.find((u) => u.state === 20 && !u.has_failing_check)!;
    const { made } = await makeFailing(client, units, plain.id);
    await client.close();
    s.sb.requests.length = 0;
    const actions = await panelActions(s.sb.weblateUrl, s.sb.credentials.weblate.adminToken, plain.id, made.id);
    assert.deepEqual(overBudget(actions, ['atlas/glossary']), [], describeActions(actions));
    const counted = actions.reduce((n, a) => n + a.own.length + a.readAhead.length, 0);
    assert.equal(s.sb.requests.filter((r) => r.path.startsWith('/api/')).length, counted, 'the server saw as many');
    // The next string was read ahead: only its same-source search is left.
    assert.ok(actions.find((a) => a.name === 'open next')!.own.length <= BUDGET['open next'].own);
  });

  it('a failing string costs a query per predicted check and two more, never one per check id', async () => {
    const client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
    const units = await client.listTranslationUnits('atlas', 'web', 'ja');
    const failing = units.find((u) => u.has_failing_check)!;
    const plain = units.find((u) => !u.has_failing_check && u.state === 20)!;
    await client.close();
    const actions = await panelActions(s.sb.weblateUrl, s.sb.credentials.weblate.adminToken, plain.id, failing.id);
    const cold = actions.find((a) => a.name === 'open failing cold')!;
    const checks = cold.own.filter((r) => new URL(r.url).searchParams.get('q')?.includes('check:'));
    assert.ok(checks.length >= 2 && checks.length <= 2 + 3, `${checks.length} check queries`);
    assert.deepEqual(overBudget(actions, ['atlas/glossary']), []);
  });
});

// The server's failing checks by name (#26 item 3, #43 item 6) against the sandbox: what `check:=<id>`
// reports for the string shown, and what it costs — a clean string nothing, a failing one a query per
// check the panel predicted and two for all others (split only where they fail), then nothing until the
// string's text changes.
import { strict as assert } from 'node:assert';
import { WeblateClient, type Translation, type Unit } from '../../../src/core/weblate';
import { ServerChecks, WEBLATE_TARGET_CHECKS } from '../../../src/core/checks/serverChecks';
import { runLocalChecks } from '../../../src/core/checks/localChecks';
import { useSandbox } from '../sandbox/helpers';

describe('server checks: asked for the string shown, by groups of check ids', () => {
  const s = useSandbox();
  let client: WeblateClient;
  const apiRequests = () => s.sb.requests.filter((r) => r.path.startsWith('/api/')).length;
  const translation = async (language: string): Promise<Translation> => client.getTranslation('atlas', 'web', language);
  const predict = (u: Unit, language: string) =>
    runLocalChecks({ source: u.source, target: u.target, state: u.state, flags: u.flags, language });

  before(() => {
    client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
  });
  after(() => client.close());

  it('names every failing check of every string: a query per predicted check and two for the rest', async () => {
    const units = await client.listTranslationUnits('atlas', 'web', 'ja');
    const t = await translation('ja');
    const checks = new ServerChecks(client);
    let expected = 0;
    s.sb.requests.length = 0;
    for (const u of units) {
      const want = predict(u, 'ja');
      assert.deepEqual([...(await checks.of(t, u, want))].sort(), [...want].sort(), u.context);
      if (u.has_failing_check) expected += want.length + 2;
    }
    assert.ok(
      units.some((u) => u.has_failing_check),
      'the Japanese strings fail some checks',
    );
    assert.equal(apiRequests(), expected, `${units.length} units`);
    assert.ok(expected < units.filter((u) => u.has_failing_check).length * 6, 'a handful per failing string');
  });

  it('finds a check the panel did not predict by splitting the group that fails, in three rounds', async () => {
    const units = await client.listTranslationUnits('atlas', 'web', 'ja');
    const failing = units.find((u) => u.has_failing_check && predict(u, 'ja').length === 1)!;
    s.sb.requests.length = 0;
    const found = await new ServerChecks(client).of(await translation('ja'), failing, []);
    const asked = apiRequests() - 1;
    assert.deepEqual(found, predict(failing, 'ja'));
    // Two halves, about five groups of eight in the failing half, then the eight ids of the failing group.
    assert.ok(asked <= 2 + Math.ceil(WEBLATE_TARGET_CHECKS.length / 2 / 8) + 8, `${asked} requests`);
    assert.ok(asked < WEBLATE_TARGET_CHECKS.length / 4, 'far fewer than one per check id');
  });

  it('a predicted check the server does not report is left out (dismissed in Weblate, say)', async () => {
    const units = await client.listTranslationUnits('atlas', 'web', 'ja');
    const failing = units.find((u) => u.has_failing_check && !predict(u, 'ja').includes('end_exclamation'))!;
    const found = await new ServerChecks(client).of(await translation('ja'), failing, ['end_exclamation']);
    assert.deepEqual(found, predict(failing, 'ja'));
  });

  it('a string the server marks clean costs nothing', async () => {
    const units = await client.listTranslationUnits('atlas', 'web', 'en');
    s.sb.requests.length = 0;
    assert.deepEqual(await new ServerChecks(client).of(await translation('en'), units[0]!), []);
    assert.equal(apiRequests(), 1, 'the translation only');
  });

  it('is kept until the string’s text changes (a save here or elsewhere)', async () => {
    const units = await client.listTranslationUnits('atlas', 'web', 'fr');
    const unit = units.find((u) => u.state === 20 && u.source[0] === 'Save')!;
    await client.patchUnit(unit.id, { target: ['Enregistrer!'], state: 20 });
    const t = await translation('fr');
    const checks = new ServerChecks(client);
    const saved = await client.getUnit(unit.id);
    assert.deepEqual(await checks.of(t, saved, ['end_exclamation']), ['end_exclamation']);
    s.sb.requests.length = 0;
    assert.deepEqual(await checks.of(t, saved, ['end_exclamation']), ['end_exclamation'], 'the same text: kept');
    assert.equal(apiRequests(), 0);
    await client.patchUnit(unit.id, { target: ['Enregistrer'], state: 20 });
    assert.deepEqual(await checks.of(t, await client.getUnit(unit.id)), [], 'saved clean: nothing to ask');
    await client.patchUnit(unit.id, { target: ['Enre  gistrer'], state: 20 });
    s.sb.requests.length = 0;
    assert.deepEqual(await checks.of(t, await client.getUnit(unit.id), ['double_space']), ['double_space']);
    assert.equal(apiRequests(), 1 + 1 + 2, 'the unit, then asked again');
  });
});

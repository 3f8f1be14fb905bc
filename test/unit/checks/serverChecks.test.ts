// The server's failing checks by name (#26 item 3) against the sandbox: what `check:=<id>` reports per
// unit, and what it costs — a clean translation one request, a translation with failing strings one per
// check id once, then nothing until its last change moves.
import { strict as assert } from 'node:assert';
import { WeblateClient, type Translation } from '../../../src/core/weblate';
import { ServerChecks, WEBLATE_TARGET_CHECKS } from '../../../src/core/checks/serverChecks';
import { runLocalChecks } from '../../../src/core/checks/localChecks';
import { useSandbox } from '../sandbox/helpers';

describe('server checks: check:=<id> per translation, kept until it changes', () => {
  const s = useSandbox();
  let client: WeblateClient;
  const apiRequests = () => s.sb.requests.filter((r) => r.path.startsWith('/api/')).length;
  const translation = async (language: string): Promise<Translation> => client.getTranslation('atlas', 'web', language);

  before(() => {
    client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
  });
  after(() => client.close());

  it('names every failing check of every unit, and asks once per check id for the whole translation', async () => {
    const units = await client.listTranslationUnits('atlas', 'web', 'ja');
    const t = await translation('ja');
    const checks = new ServerChecks(client);
    s.sb.requests.length = 0;
    for (const u of units) {
      const want = runLocalChecks({
        source: u.source,
        target: u.target,
        state: u.state,
        flags: u.flags,
        language: 'ja',
      });
      assert.deepEqual([...(await checks.of(t, u.id))].sort(), [...want].sort(), u.context);
    }
    assert.ok(
      units.some((u) => u.has_failing_check),
      'the Japanese strings fail some checks',
    );
    assert.equal(apiRequests(), 1 + WEBLATE_TARGET_CHECKS.length, `${units.length} units`);
  });

  it('a translation without failing strings costs one request', async () => {
    const t = await translation('en');
    const checks = new ServerChecks(client);
    s.sb.requests.length = 0;
    assert.deepEqual(await checks.of(t, 1), []);
    assert.equal(apiRequests(), 1);
  });

  it('asks again once the translation’s last change moves (a save anywhere in it)', async () => {
    const units = await client.listTranslationUnits('atlas', 'web', 'fr');
    const unit = units.find((u) => u.state === 20 && u.source[0] === 'Save')!;
    await client.patchUnit(unit.id, { target: ['Enregistrer!'], state: 20 });
    const checks = new ServerChecks(client);
    const before = await translation('fr');
    assert.deepEqual(await checks.of(before, unit.id), ['end_exclamation']);
    await client.patchUnit(unit.id, { target: ['Enregistrer'], state: 20 });
    s.sb.requests.length = 0;
    assert.deepEqual(await checks.of(before, unit.id), ['end_exclamation'], 'the same last change: kept');
    assert.equal(apiRequests(), 0);
    assert.deepEqual(await checks.of(await translation('fr'), unit.id), []);
  });
});

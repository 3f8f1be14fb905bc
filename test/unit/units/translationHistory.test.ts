// A string's history without its translation's whole change log (#43 item 6): the newest changes read once
// per window, then only what came since, in either change order the sandbox plays.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { KEPT, TranslationHistory } from '../../../src/core/units/translationHistory';
import { useSandbox } from '../sandbox/helpers';
import type { ChangesOrder } from '../../../sandbox/types';

for (const order of ['newest-first', 'oldest-first'] as ChangesOrder[]) {
  describe(`translation history kept per window (changes ${order})`, () => {
    const s = useSandbox({ changesOrder: order });
    const changeRequests = () => s.sb.requests.filter((r) => r.path.includes('/changes/'));

    it('reads the newest changes once, then asks only for newer ones, and sees a save', async () => {
      const client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
      const t = await client.getTranslation('atlas', 'web', 'de');
      const of = { url: t.url, project: 'atlas', component: 'web', language: 'de' };
      const history = new TranslationHistory(client);
      s.sb.requests.length = 0;
      const first = await history.of(of);
      assert.ok(changeRequests().length <= 2, 'one page (two on a server listing oldest first)');
      assert.ok(!changeRequests().some((r) => r.query.includes('page=3')), 'never the whole log');
      assert.equal(first.partial, first.changes.length >= KEPT);
      const unit = (await client.listTranslationUnits('atlas', 'web', 'de')).find((u) => u.state === 20)!;
      await client.patchUnit(unit.id, { target: [`${unit.target[0]}!`], state: 20 });
      s.sb.requests.length = 0;
      const second = await history.of(of);
      assert.equal(changeRequests().length, 1);
      assert.match(changeRequests()[0]!.query, /timestamp_after=/);
      assert.equal(second.changes.length, first.changes.length + 1, 'the save is the one new change');
      assert.ok(second.changes[0]!.unit?.includes(`/units/${unit.id}/`), 'newest first');
      s.sb.requests.length = 0;
      await history.current(of);
      assert.equal(changeRequests().length, 0, 'a string read ahead asks nothing');
      await client.patchUnit(unit.id, { target: unit.target, state: unit.state });
      await client.close();
    });
  });
}

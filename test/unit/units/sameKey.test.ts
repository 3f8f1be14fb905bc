// The same string in every language by its key (#43 item 1) against the sandbox over real HTTP: exactly
// the key asked for (not keys that contain it), every language, and keys with line breaks, quotes and
// 1,000 characters looked up without a refused query.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { unitsWithKey } from '../../../src/core/units/sameKey';
import { useSandbox } from '../sandbox/helpers';

describe('same key in every language (#43 item 1)', () => {
  const s = useSandbox();
  let client: WeblateClient;

  before(() => {
    client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
  });
  after(() => client.close());

  it('finds exactly this key in each language of the component, not the keys that contain it', async () => {
    const all = await client.listUnits({ q: 'project:atlas component:web' });
    const want = all.filter((u) => u.context === 'dialog.delete.title').map((u) => u.id);
    assert.ok(want.length > 1, 'the sample has the key in more than one language');
    const got = await unitsWithKey(client, 'atlas', 'web', 'dialog.delete.title');
    assert.deepEqual(
      got.map((u) => u.id),
      want,
    );
    assert.deepEqual(await unitsWithKey(client, 'atlas', 'web', 'dialog.delete'), [], 'a part of keys is no key');
  });

  it('a key with line breaks, quotes, backslashes and parentheses, or of 1,000 characters, is a query the server takes', async () => {
    const natural =
      'This happens rarely. [Learn more…](https://example.org/a_(b)).\n\nOld encryption keys are "not" migrated \\ …';
    s.sb.requests.length = 0;
    for (const key of [natural, natural.repeat(10).slice(0, 1000), '日本語\r\n(キー)'.repeat(120)])
      assert.deepEqual(await unitsWithKey(client, 'atlas', 'web', key), []);
    assert.ok(s.sb.requests.every((r) => r.status === 200));
  });

  it('a key with NUL (no server stores one) costs no request', async () => {
    s.sb.requests.length = 0;
    assert.deepEqual(await unitsWithKey(client, 'atlas', 'web', 'a\0b'), []);
    assert.equal(s.sb.requests.length, 0);
  });
});

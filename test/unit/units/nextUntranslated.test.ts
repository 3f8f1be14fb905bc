// "Next untranslated" (#41): lands only on strings without a translation, never on one needing editing,
// against the sandbox over real HTTP (its query language reads state:empty as Weblate does).
import { strict as assert } from 'node:assert';
import { WeblateClient, type Translation, type Unit } from '../../../src/core/weblate';
import { TranslationSchema } from '../../../src/core/weblate/schemas';
import { nextUntranslatedId } from '../../../src/core/units/nextUntranslated';
import { useSandbox } from '../sandbox/helpers';

describe('Next untranslated (#41)', () => {
  const s = useSandbox();
  let client: WeblateClient;
  let translation: Translation;
  let units: Unit[];

  before(async () => {
    client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
    units = (await client.listTranslationUnits('atlas', 'web', 'fr')).sort((a, b) => a.position - b.position);
    translation = await client.follow(units[0]!.translation, TranslationSchema);
  });
  after(() => client.close());

  it('walks the untranslated strings in position order and skips those needing editing', async () => {
    const needsEditing = units.filter((u) => u.state === 10);
    const untranslated = units.filter((u) => u.state === 0);
    assert.ok(needsEditing.length > 0 && untranslated.length > 1, 'the French atlas has both kinds');
    const visited: number[] = [];
    let at: Pick<Unit, 'id' | 'position'> = { id: 0, position: 0 };
    for (let step = 0; step < untranslated.length; step++) {
      const id = await nextUntranslatedId(client, translation, at);
      assert.ok(id !== undefined);
      visited.push(id);
      at = units.find((u) => u.id === id)!;
    }
    assert.deepEqual(
      visited,
      untranslated.map((u) => u.id),
    );
    // From the last one it wraps to the first.
    assert.equal(await nextUntranslatedId(client, translation, at), untranslated[0]!.id);
    // From a needs-editing string it goes on to the next untranslated one, not to another needing editing.
    const fuzzy = needsEditing[0]!;
    const after = untranslated.find((u) => u.position > fuzzy.position) ?? untranslated[0]!;
    assert.equal(await nextUntranslatedId(client, translation, fuzzy), after.id);
  });
});

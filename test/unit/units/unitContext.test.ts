// Nearby strings and the same source elsewhere (#26 items 4, 5) against the sandbox over real HTTP: what
// they find, and how many requests they cost (walking through a translation reuses the blocks read).
import { strict as assert } from 'node:assert';
import { WeblateClient, type Translation, type Unit } from '../../../src/core/weblate';
import { TranslationSchema } from '../../../src/core/weblate/schemas';
import { NEARBY_BLOCK, NEARBY_EACH_SIDE, NearbyUnits } from '../../../src/core/units/nearby';
import { sameSource } from '../../../src/core/units/sameSource';
import { all, contains, equals } from '../../../src/core/weblate/query';
import { useSandbox } from '../sandbox/helpers';
import { compileQuery } from '../../../sandbox/weblate/search';
import type { UnitRec } from '../../../sandbox/weblate/model';

describe('unit context: nearby strings (#26 item 5)', () => {
  const s = useSandbox();
  let client: WeblateClient;
  let translation: Translation;
  let units: Unit[];

  before(async () => {
    client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
    units = await client.listTranslationUnits('atlas', 'web', 'de');
    translation = await client.follow(units[0]!.translation, TranslationSchema);
  });
  after(() => client.close());

  const apiRequests = () => s.sb.requests.filter((r) => r.path.startsWith('/api/')).length;

  it('lists the units from position − 5 to position + 5, in position order, the unit itself included', async () => {
    const nearby = new NearbyUnits(client);
    const byPosition = [...units].sort((a, b) => a.position - b.position);
    for (const unit of [byPosition[0]!, byPosition[7]!, byPosition.at(-1)!]) {
      const got = await nearby.around(translation, unit);
      const want = byPosition.filter((u) => Math.abs(u.position - unit.position) <= NEARBY_EACH_SIDE);
      assert.deepEqual(
        got.map((u) => u.id),
        want.map((u) => u.id),
        `around position ${unit.position}`,
      );
    }
  });

  it('walking Next through the whole translation costs one request per block of positions, not one per string', async () => {
    const nearby = new NearbyUnits(client);
    s.sb.requests.length = 0;
    const byPosition = [...units].sort((a, b) => a.position - b.position);
    for (const unit of byPosition) await nearby.around(translation, unit);
    const last = byPosition.at(-1)!.position + NEARBY_EACH_SIDE;
    assert.equal(apiRequests(), Math.floor(last / NEARBY_BLOCK) + 1, `${byPosition.length} strings`);
    // Back again: everything is kept.
    for (const unit of byPosition.reverse()) await nearby.around(translation, unit);
    assert.equal(apiRequests(), Math.floor(last / NEARBY_BLOCK) + 1);
  });

  it('a save forgets the translation’s blocks: the states shown are read again', async () => {
    const nearby = new NearbyUnits(client);
    const unit = units.find((u) => u.state === 0)!;
    await nearby.around(translation, unit);
    await client.patchUnit(unit.id, { target: ['Neu'], state: 20 });
    nearby.forget(translation.url);
    s.sb.requests.length = 0;
    const again = await nearby.around(translation, unit);
    assert.equal(apiRequests(), 1);
    assert.equal(again.find((u) => u.id === unit.id)?.state, 20);
  });

  it('steps to the next and previous string by position from the blocks already read (Next costs no request)', async () => {
    const nearby = new NearbyUnits(client);
    const byPosition = [...units].sort((a, b) => a.position - b.position);
    const middle = byPosition[3]!;
    await nearby.around(translation, middle);
    s.sb.requests.length = 0;
    assert.equal((await nearby.step(translation, middle, 1))?.id, byPosition[4]!.id);
    assert.equal((await nearby.step(translation, middle, -1))?.id, byPosition[2]!.id);
    assert.equal(apiRequests(), 0, 'the block read for the nearby list answers both');
    assert.equal(await nearby.step(translation, byPosition[0]!, -1), undefined, 'nothing before the first');
    assert.equal(await nearby.step(translation, byPosition.at(-1)!, 1), undefined, 'nothing after the last');
    assert.equal(await nearby.step(translation, { ...middle, position: 0 }, 1), undefined, 'no positions: no step');
  });

  it('a unit at position 0 has no neighbours (as Weblate)', async () => {
    assert.deepEqual(await new NearbyUnits(client).around(translation, { ...units[0]!, position: 0 }), []);
  });
});

describe('unit context: same source elsewhere (#26 item 4)', () => {
  const s = useSandbox();
  let client: WeblateClient;

  before(() => {
    client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
  });
  after(() => client.close());

  it('finds the units in this language whose source is or contains this one, exact ones first, never the unit itself', async () => {
    const de = await client.listTranslationUnits('atlas', 'web', 'de');
    const del = de.find((u) => u.context === 'dialog.delete.confirm')!; // "Delete"
    s.sb.requests.length = 0;
    const found = await sameSource(client, del, 'de');
    assert.equal(
      s.sb.requests.filter((r) => r.path.startsWith('/api/')).length,
      2,
      'two requests: the exact twins, the similar ones',
    );
    assert.ok(found.every((m) => m.unit.id !== del.id));
    assert.ok(
      found.some((m) => m.unit.context === 'dialog.delete.title' && !m.exact),
      'Delete this map?',
    );
    assert.ok(found.every((m) => m.unit.source.some((x) => x.toLowerCase().includes('delete'))));
    assert.ok(
      found.every((m) => m.unit.translation.includes('/de/')),
      'only German units',
    );
  });

  it('a source full of quotes, backslashes, line breaks and tabs, quoted, is read back as it is (the sandbox parses as Weblate)', () => {
    const hostile = 'Say "hi" \\ to C:\\new\\table\nthen\ttab \\"end\\" \\n';
    const unit = (source: string) => ({ source: [source], target: [''] }) as unknown as UnitRec;
    const locate = () => ({ project: 'p', component: 'c', language: 'de' });
    const exact = compileQuery(equals('source', hostile), locate);
    assert.equal(exact(unit(hostile)), true);
    assert.equal(exact(unit(hostile.replace('\n', '\\n'))), false, 'a line break is not a backslash and n');
    assert.equal(
      compileQuery(all(equals('language', 'de'), contains('source', hostile.slice(4, 30))), locate)(unit(hostile)),
      true,
    );
  });
});

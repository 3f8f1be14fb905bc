// What a Translation Changes row is about (#31): key and language from the change's links and its unit,
// each unit read once (a cache with a bound), never more lookups than asked for, a failure not retried.
import assert from 'node:assert/strict';
import { changeSubject, UnitKeys, unitKey } from '../../../src/core/weblate/changeSubjects';

const API = 'http://127.0.0.1:1/api';

describe('change subjects', () => {
  it('reads the unit id and the language from the links, with no request', () => {
    assert.deepEqual(changeSubject({ unit: `${API}/units/42/`, translation: `${API}/translations/atlas/web/pt_BR/` }), {
      unitId: 42,
      language: 'pt_BR',
    });
    assert.deepEqual(changeSubject({ unit: null, translation: `${API}/translations/atlas/web/de/` }), {
      language: 'de',
    });
    // Links as the browsable API writes them (the sandbox too), with a query.
    assert.deepEqual(
      changeSubject({
        unit: `${API}/units/7/?format=api`,
        translation: `${API}/translations/atlas/web/de/?format=api`,
      }),
      { unitId: 7, language: 'de' },
    );
    assert.deepEqual(changeSubject({ unit: null, translation: null }), {});
    assert.deepEqual(
      changeSubject({ unit: `${API}/units/not-a-number/`, translation: `${API}/components/atlas/web/` }),
      {},
    );
  });

  it('names a unit by its context, else its source', () => {
    assert.equal(unitKey({ context: 'menu.file.open', source: ['Open'] }), 'menu.file.open');
    assert.equal(unitKey({ context: '', source: ['Open'] }), 'Open');
  });
});

describe('UnitKeys', () => {
  const units = new Map([
    [1, { context: 'a.one', source: ['One'] }],
    [2, { context: '', source: ['Two'] }],
    [3, { context: 'c.three', source: ['Three'] }],
  ]);
  function counting() {
    const reads: number[] = [];
    const keys = new UnitKeys(async (id) => {
      reads.push(id);
      const u = units.get(id);
      if (!u) throw new Error('404');
      return u;
    }, 2);
    return { reads, keys };
  }

  it('reads each unit once, however often the rows ask', async () => {
    const { reads, keys } = counting();
    assert.equal(await keys.resolve([1, 2, 1], 10), true);
    assert.equal(await keys.resolve([1, 2], 10), false, 'nothing new: no redraw');
    assert.deepEqual(reads, [1, 2]);
    assert.equal(keys.peek(1), 'a.one');
    assert.equal(keys.peek(2), 'Two');
  });

  it('reads no more units than the limit at a time', async () => {
    const { reads, keys } = counting();
    await keys.resolve([1, 2, 3], 1);
    assert.deepEqual(reads, [1]);
    assert.equal(keys.peek(2), undefined);
  });

  it('does not ask again for a unit that could not be read', async () => {
    const { reads, keys } = counting();
    assert.equal(await keys.resolve([99], 10), false);
    await keys.resolve([99], 10);
    assert.deepEqual(reads, [99]);
    assert.equal(keys.peek(99), undefined);
  });

  it('shares a read in flight instead of starting another', async () => {
    const { reads, keys } = counting();
    await Promise.all([keys.resolve([1], 10), keys.resolve([1], 10)]);
    assert.deepEqual(reads, [1]);
  });

  it('forgets the oldest key past its capacity', async () => {
    const { reads, keys } = counting();
    await keys.resolve([1, 2, 3], 10);
    assert.equal(keys.peek(1), undefined, 'capacity 2: the first one went');
    assert.equal(keys.peek(3), 'c.three');
    await keys.resolve([1], 10);
    assert.deepEqual(reads, [1, 2, 3, 1]);
  });
});

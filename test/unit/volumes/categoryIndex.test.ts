// Issue #25, item 8: the category shapes a server chooses. A chain 100,000 deep, a level of 100,000
// siblings, loops and unlisted parents: the index, the picker's rows and a pull's descendants take one
// pass each, with no recursion (the old picker threw a RangeError at 16,000 and took 20 s at 8,000; the
// old descendants loop took 13 s on a reversed chain of 20,000).
import { strict as assert } from 'node:assert';
import { CategoryIndex, categoryPickerRows, withDescendants, type Category } from '../../../src/core/worldanvil';

const chain = (n: number): Category[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    title: `Level ${i}`,
    ...(i > 0 ? { parentId: `c${i - 1}` } : {}),
  }));

describe('category index on hostile shapes (#25)', () => {
  for (const n of [16_000, 100_000]) {
    it(`picker rows of a chain ${n.toLocaleString('en')} deep: no RangeError, parents first, labels bounded`, () => {
      const rows = categoryPickerRows(chain(n).reverse());
      assert.equal(rows.length, n);
      assert.deepEqual(
        rows.slice(0, 3).map((r) => r.label),
        ['Level 0', 'Level 0 › Level 1', 'Level 0 › Level 1 › Level 2'],
      );
      assert.equal(rows[4]!.label, '… › Level 1 › Level 2 › Level 3 › Level 4');
      assert.equal(rows.at(-1)!.label, `… › Level ${n - 4} › Level ${n - 3} › Level ${n - 2} › Level ${n - 1}`);
      assert.equal(rows.at(-1)!.depth, n - 1);
      assert.ok(rows.every((r) => r.label.length < 60));
    });
  }

  it('a pull of a category finds every descendant of a reversed chain 100,000 deep', () => {
    const ids = withDescendants(chain(100_000).reverse(), 'c0');
    assert.equal(ids.size, 100_000);
    assert.equal(withDescendants(chain(100_000), 'c99990').size, 10);
  });

  it('opens a chain one level at a time: each level has its one child', () => {
    const index = new CategoryIndex(chain(100_000));
    let level = index.children();
    for (let d = 0; d < 100_000; d++) {
      assert.equal(level.length, 1);
      assert.equal(level[0]!.id, `c${d}`);
      level = index.children(level[0]!.id);
    }
    assert.equal(level.length, 0);
  });

  it('a level of 100,000 siblings keeps the world’s order', () => {
    const flat = Array.from({ length: 100_000 }, (_, i) => ({ id: `f${i}`, title: `Category ${i}` }));
    const index = new CategoryIndex(flat);
    assert.equal(index.children().length, 100_000);
    assert.equal(index.children()[99_999]!.id, 'f99999');
    assert.equal(categoryPickerRows(flat)[12_345]!.label, 'Category 12345');
  });

  it('loops in the parents, unlisted parents, self-parents and repeated ids: every category once', () => {
    const cats: Category[] = [
      { id: 'a', title: 'A', parentId: 'b' },
      { id: 'b', title: 'B', parentId: 'a' },
      { id: 'o', title: 'Orphan', parentId: 'gone' },
      { id: 's', title: 'Self', parentId: 's' },
      { id: 'k', title: 'Kid', parentId: 'o' },
      { id: 'k', title: 'Kid again', parentId: 's' },
    ];
    const index = new CategoryIndex(cats);
    assert.deepEqual(
      index.children().map((c) => c.id),
      ['o', 's'],
    );
    assert.deepEqual(
      categoryPickerRows(cats).map((r) => r.label),
      ['Orphan', 'Orphan › Kid', 'Self', 'A', 'A › B'],
    );
    assert.deepEqual([...withDescendants(cats, 'a')].sort(), ['a', 'b']);
  });
});

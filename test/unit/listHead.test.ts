// The names a summary shows (#31): the first few and how many more, never "and 1 more" for one name.
import assert from 'node:assert/strict';
import { listHead } from '../../src/core/listHead';

describe('listHead', () => {
  it('shows a short list whole', () => {
    assert.deepEqual(listHead([], 3), { shown: [], more: 0 });
    assert.deepEqual(listHead(['a.md'], 3), { shown: ['a.md'], more: 0 });
    assert.deepEqual(listHead(['a', 'b', 'c'], 3), { shown: ['a', 'b', 'c'], more: 0 });
  });

  it('shows one over the limit whole rather than "and 1 more"', () => {
    assert.deepEqual(listHead(['a', 'b', 'c', 'd'], 3), { shown: ['a', 'b', 'c', 'd'], more: 0 });
  });

  it('cuts a longer list to the limit and counts the rest', () => {
    assert.deepEqual(listHead(['a', 'b', 'c', 'd', 'e'], 3), { shown: ['a', 'b', 'c'], more: 2 });
    const many = Array.from({ length: 100_000 }, (_, i) => `f${i}.md`);
    assert.deepEqual(listHead(many, 3), { shown: ['f0.md', 'f1.md', 'f2.md'], more: 99_997 });
  });

  it('shows at least one name', () => {
    assert.deepEqual(listHead(['a', 'b', 'c'], 0), { shown: ['a'], more: 2 });
  });
});

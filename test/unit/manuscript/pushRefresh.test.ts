// After a push, the Worldbuilding view's version row lists its parts again when the push changed which parts
// or beats exist (#47 item 3: a part the push created shows without Refresh): which pushes those are, and the
// row found by the version's id alone (a push from an editor has no row in hand), the newest row winning.
import { strict as assert } from 'node:assert';
import { changesParts } from '../../../src/core/manuscript/pushRun';
import type { PushStep } from '../../../src/core/manuscript/pushTypes';
import { LatestById } from '../../../src/platform/tree/latestById';

const base = { partId: 'p', file: 'v/01-A.md' };
const steps: Record<PushStep['kind'], PushStep> = {
  edit: { ...base, kind: 'edit', beatId: 'b', content: 'x', hash: 'h', section: 's' },
  add: { ...base, kind: 'add', line: 3, marker: '<!-- beat -->', content: 'x' },
  delete: { ...base, kind: 'delete', beatId: 'b' },
  move: { ...base, kind: 'move', beatId: 'b', position: 2, inSync: true },
  merge: { ...base, kind: 'merge', beatId: 'b', section: 's', content: 'x', conflicts: 0, remoteSection: 'r' },
  addPart: { ...base, kind: 'addPart', title: 'E', manuscriptId: 'm', beats: [] },
  movePart: { ...base, kind: 'movePart', position: 4 },
  deletePart: { ...base, kind: 'deletePart', title: 'E', beatIds: ['b'] },
  moveAcross: {
    ...base,
    kind: 'moveAcross',
    beatId: 'b',
    line: 3,
    marker: '<!-- beat:b -->',
    content: 'x',
    partTitle: 'A',
    fromPartId: 'q',
    fromFile: 'v/02-B.md',
  },
};

describe('manuscript push: the tree reloads the version after parts or beats come or go', () => {
  it('parts or beats created, deleted or moved across parts: reload; text edits and reorders: not', () => {
    const reloads = Object.values(steps)
      .filter((s) => changesParts([s]))
      .map((s) => s.kind)
      .sort();
    assert.deepEqual(reloads, ['add', 'addPart', 'delete', 'deletePart', 'moveAcross']);
    assert.equal(changesParts([]), false);
    assert.equal(changesParts([steps.edit, steps.addPart]), true);
  });

  it('finds the newest row of a version by its id alone', () => {
    const rows = new LatestById<{ n: number }>();
    assert.equal(rows.get('v1'), undefined);
    const first = { n: 1 };
    const second = { n: 2 };
    rows.set('v1', first);
    assert.equal(rows.get('v1'), first);
    rows.set('v1', second);
    assert.equal(rows.get('v1'), second, 'a refresh made a new row: that one is reloaded');
    assert.equal(rows.get('v2'), undefined);
  });
});

// Issue 29 item 5: a file changed here and on World Anvil is merged against the text last synced; changes
// that do not overlap are merged, overlapping ones stop between conflict markers.
import { strict as assert } from 'node:assert';
import { lineDiff } from '../../../src/core/merge/lineDiff';
import { hasConflictMarkers, threeWayMerge } from '../../../src/core/merge/threeWayMerge';

const labels = { ours: 'your file', base: 'last pulled', theirs: 'World Anvil' };
const text = (...paragraphs: string[]) => `${paragraphs.join('\n\n')}\n`;

/** Applies hunks to `older`: what lineDiff says must rebuild `newer` exactly. */
function apply(older: string[], newer: string[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const h of lineDiff(older, newer)) {
    out.push(...older.slice(at, h.oldStart), ...newer.slice(h.newStart, h.newStart + h.newLength));
    at = h.oldStart + h.oldLength;
  }
  return [...out, ...older.slice(at)];
}

describe('line diff', () => {
  it('rebuilds the newer lines from the older ones and the hunks', () => {
    const cases: Array<[string, string]> = [
      ['abcabba', 'cbabac'],
      ['', 'abc'],
      ['abc', ''],
      ['abcdef', 'abXdef'],
      ['aaaa', 'aa'],
      ['abc', 'xyz'],
    ];
    for (const [a, b] of cases) assert.deepEqual(apply([...a], [...b]), [...b], `${a} → ${b}`);
  });

  it('finds the few changed lines, not one hunk over everything', () => {
    const older = Array.from({ length: 50 }, (_, i) => `line ${i}`);
    const newer = older.map((l, i) => (i === 10 || i === 40 ? `${l}!` : l));
    assert.deepEqual(
      lineDiff(older, newer).map((h) => [h.oldStart, h.oldLength]),
      [
        [10, 1],
        [40, 1],
      ],
    );
  });
});

describe('three-way merge', () => {
  const base = text('# Aldmere', 'A harbour town.', 'Ruled by the queen.', 'Famous for fish.');

  it('merges changes to different paragraphs by itself', () => {
    const ours = text('# Aldmere', 'A harbour town on the cliffs.', 'Ruled by the queen.', 'Famous for fish.');
    const theirs = text('# Aldmere', 'A harbour town.', 'Ruled by the queen.', 'Famous for salted fish.');
    const r = threeWayMerge(base, ours, theirs, labels);
    assert.equal(r.conflicts, 0);
    assert.equal(r.merged, 2);
    assert.equal(
      r.text,
      text('# Aldmere', 'A harbour town on the cliffs.', 'Ruled by the queen.', 'Famous for salted fish.'),
    );
    assert.equal(hasConflictMarkers(r.text), false);
  });

  it('stops on a paragraph both sides changed differently, keeping both and the base between markers', () => {
    const ours = text('# Aldmere', 'A harbour town.', 'Ruled by the old queen.', 'Famous for fish.');
    const theirs = text('# Aldmere', 'A harbour town.', 'Ruled by a council.', 'Famous for fish!');
    const r = threeWayMerge(base, ours, theirs, labels);
    assert.equal(r.conflicts, 1);
    assert.equal(r.merged, 1);
    assert.equal(
      r.text,
      [
        '# Aldmere',
        '',
        'A harbour town.',
        '',
        '<<<<<<< your file',
        'Ruled by the old queen.',
        '||||||| last pulled',
        'Ruled by the queen.',
        '=======',
        'Ruled by a council.',
        '>>>>>>> World Anvil',
        '',
        'Famous for fish!',
        '',
      ].join('\n'),
    );
    assert.equal(hasConflictMarkers(r.text), true);
  });

  it('takes a change both sides made alike once, without a conflict', () => {
    const same = text('# Aldmere', 'A harbour city.', 'Ruled by the queen.', 'Famous for fish.');
    const r = threeWayMerge(base, same, same, labels);
    assert.deepEqual([r.conflicts, r.text], [0, same]);
  });

  it('treats edits of neighbouring lines as one conflict, as git does', () => {
    const r = threeWayMerge('a\nb\nc\n', 'a\nB\nc\n', 'a\nb\nC\n', labels);
    assert.equal(r.conflicts, 1);
  });

  it('keeps the file’s CRLF line ends while the base and World Anvil’s side have LF', () => {
    const ours = base.replace('A harbour town.', 'A harbour town on the cliffs.').replace(/\n/g, '\r\n');
    const theirs = base.replace('Famous for fish.', 'Famous for salted fish.');
    const r = threeWayMerge(base, ours, theirs, labels);
    assert.equal(r.conflicts, 0);
    assert.equal(
      r.text,
      text('# Aldmere', 'A harbour town on the cliffs.', 'Ruled by the queen.', 'Famous for salted fish.').replace(
        /\n/g,
        '\r\n',
      ),
    );
  });

  it('with an empty base, two different texts are one conflict and nothing of either is dropped', () => {
    const r = threeWayMerge('', 'mine\n', 'theirs\n', labels);
    assert.equal(r.conflicts, 1);
    assert.match(
      r.text,
      /^<<<<<<< your file\nmine\n\n\|\|\|\|\|\|\| last pulled\n=======\ntheirs\n\n>>>>>>> World Anvil$/,
    );
    assert.deepEqual(threeWayMerge('', '', 'theirs\n', labels), { text: 'theirs\n', conflicts: 0, merged: 1 });
  });

  it('a side that changed nothing gives the other side exactly', () => {
    const theirs = text('# Aldmere', 'Rewritten.', 'All of it.');
    assert.equal(threeWayMerge(base, base, theirs, labels).text, theirs);
    assert.equal(threeWayMerge(base, theirs, base, labels).text, theirs);
  });

  it('finishes on a large article with many blank lines and scattered edits on both sides', () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => (i % 3 === 2 ? '' : `Paragraph ${i} of the chronicle.`));
    const ours = lines.map((l, i) => (i % 1000 === 300 ? `${l} (revised here)` : l));
    const theirs = lines.map((l, i) => (i % 1000 === 700 ? `${l} (revised there)` : l));
    const r = threeWayMerge(lines.join('\n'), ours.join('\n'), theirs.join('\n'), labels);
    assert.equal(r.conflicts, 0);
    assert.equal(r.merged, 120);
    const merged = r.text.split('\n');
    assert.equal(merged.length, lines.length);
    assert.match(merged[59_300]!, /revised here/);
    assert.match(merged[700]!, /revised there/);
  });

  it('past the edit limit the differing middle is one conflict region, never a wrong merge', () => {
    const ours = Array.from({ length: 5000 }, (_, i) => `mine ${i}`).join('\n');
    const theirs = Array.from({ length: 5000 }, (_, i) => `theirs ${i}`).join('\n');
    const base = Array.from({ length: 5000 }, (_, i) => `base ${i}`).join('\n');
    const r = threeWayMerge(base, ours, theirs, labels);
    assert.equal(r.conflicts, 1);
    assert.ok(r.text.includes('mine 4999') && r.text.includes('theirs 0'));
  });
});

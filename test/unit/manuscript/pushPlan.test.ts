// The push plan of one part, without a server (#47 item 3): an untouched file plans nothing; an edited
// section is an edit, a section without an id an add, a gone marker a delete, a changed order moves; a beat
// changed on World Anvil and here is a conflict; markers the manifest cannot vouch for are problems.
import { strict as assert } from 'node:assert';
import { partToFile } from '../../../src/core/manuscript/partFile';
import { readPartSections } from '../../../src/core/manuscript/partSections';
import { planPart, type VersionPushPlan } from '../../../src/core/manuscript/pushPlan';
import { positionsToSend } from '../../../src/core/manuscript/beatPositions';
import type { ManuscriptBeat } from '../../../src/core/worldanvil/boromir/manuscriptSchemas';
import type { ManuscriptPartEntry } from '../../../src/core/worldSync/pullManifest';

const date = (d: string) => ({ date: d, timezone_type: 3, timezone: 'UTC' });
const beats: ManuscriptBeat[] = [
  { id: 'b1', title: 'The Gate', content: 'At the [b]gate[/b].', position: 1, updateDate: date('2026-01-01') },
  {
    id: 'b2',
    title: 'Salt',
    content: 'Salt everywhere.\n\n<!-- beat -->',
    position: 2,
    updateDate: date('2026-01-02'),
  },
  { id: 'b3', content: '', position: 3, updateDate: date('2026-01-03') },
];
const file = partToFile({ part: { id: 'p1', title: 'Arrival' }, beats, manuscriptId: 'm', versionId: 'v' });
const record: ManuscriptPartEntry = {
  file: 'p.md',
  hash: 'x',
  order: beats.map((b) => b.id),
  beats: Object.fromEntries(beats.map((b) => [b.id, { updated: b.updateDate!.date, hash: file.beatHashes[b.id]! }])),
};

function plan(text: string, remote: ManuscriptBeat[] = beats, partOfBeat = new Map(beats.map((b) => [b.id, 'p1']))) {
  const out: Pick<VersionPushPlan, 'steps' | 'conflicts' | 'problems' | 'parts'> = {
    steps: [],
    conflicts: [],
    problems: [],
    parts: [],
  };
  const input = { partId: 'p1', record, sections: readPartSections(text), partOfBeat };
  planPart({ ...input, remote: new Map(remote.map((b) => [b.id, b])), toBBCode: (md) => `BB(${md})` }, out);
  return out;
}

describe('manuscript push plan', () => {
  it('reads every pulled section with the hash the pull recorded, so an untouched file plans nothing', () => {
    const sections = readPartSections(file.text);
    assert.deepEqual(
      sections.map((s) => [s.id, s.hash]),
      beats.map((b) => [b.id, file.beatHashes[b.id]]),
    );
    // The Markdown escapes `<`, the pull adds a backslash so it reads as no marker; the push takes that one off.
    assert.match(file.text, /^\\\\<!-- beat -->$/m);
    assert.equal(sections[1]!.content, 'Salt everywhere.\n\n\\<!-- beat -->', 'an escaped marker line is content');
    assert.deepEqual(plan(file.text), {
      steps: [],
      conflicts: [],
      problems: [],
      parts: [{ partId: 'p1', file: 'p.md', order: ['b1', 'b2', 'b3'] }],
    });
    assert.deepEqual(plan(file.text.replace(/\n/g, '\r\n')).steps, [], 'CRLF reads the same');
  });

  it('the last beat reads as pulled whatever ends the file; a line typed after it is an edit of it', () => {
    // e2e 66 saw an extra PATCH of a part's last beat: its hash is the pull's whether the file ends with one
    // line break, none, blank lines or CRLF; only a line really typed at the end (as 65 did) changes it.
    const last: ManuscriptBeat[] = [
      { ...beats[0]!, content: 'Dusk.\r\n\r\nThe gate, [i]white[/i].' },
      { id: 'b2', title: 'The ferryman', content: 'Two coins and [b]a story[/b].', updateDate: date('2026-01-02') },
    ];
    const pulled = partToFile({ part: { id: 'p1', title: 'Arrival' }, beats: last, manuscriptId: 'm', versionId: 'v' });
    const hashes = (text: string) => readPartSections(text).map((s) => s.hash);
    const asPulled = last.map((b) => pulled.beatHashes[b.id]);
    assert.ok(pulled.text.endsWith('**a story**.\n'));
    for (const end of ['', '\n\n\n', '\n\n'])
      assert.deepEqual(hashes(pulled.text.replace(/\n$/, end)), asPulled, JSON.stringify(end));
    assert.deepEqual(hashes(pulled.text.replace(/\n/g, '\r\n')), asPulled, 'CRLF');
    const typed = hashes(`${pulled.text} Lanterns glowed.`);
    assert.equal(typed[0], asPulled[0]);
    assert.notEqual(typed[1], asPulled[1]);
  });

  it('plans an edit, an add, a delete and nothing for the rest', () => {
    const text = file.text
      .replace('At the **gate**.', 'At the **gate**, at dusk.')
      .replace(/<!-- beat:b3 -->/, '<!-- beat title="New" -->\n\nA new beat.\n\n<!-- beat:b3 -->');
    const cut = text.slice(0, text.indexOf('<!-- beat:b2')) + text.slice(text.indexOf('<!-- beat title="New"'));
    const p = plan(cut);
    assert.deepEqual(
      p.steps.map((s) => [
        s.kind,
        s.kind === 'add' || s.kind === 'edit' ? s.content : '',
        'beatId' in s ? s.beatId : s.title,
      ]),
      [
        ['edit', 'BB(At the **gate**, at dusk.)', 'b1'],
        ['delete', '', 'b2'],
        ['add', 'BB(A new beat.)', 'New'],
      ],
    );
    const add = p.steps[2]!;
    assert.equal(add.kind === 'add' && add.position, 2, 'between b1 (1) and b3 (3)');
  });

  it('a beat changed on World Anvil and here is a conflict; changed there only is left to the pull', () => {
    const remote = beats.map((b) => ({ ...b, updateDate: date('2026-02-02'), content: `${b.content} (there)` }));
    const text = file.text.replace('At the **gate**.', 'Here.');
    const p = plan(text.slice(0, text.indexOf('<!-- beat:b3')), remote);
    assert.deepEqual(p.steps, []);
    assert.deepEqual(
      p.conflicts.map((c) => [c.beatId, c.reason, c.here]),
      [
        ['b1', 'changedThere', 'Here.'],
        ['b3', 'changedThere', ''],
      ],
    );
    const gone = plan(text, beats.slice(1));
    assert.deepEqual(
      gone.conflicts.map((c) => [c.beatId, c.reason]),
      [['b1', 'goneThere']],
    );
  });

  it('hostile markers: an unknown id, another part’s beat and a duplicate are problems, never sent', () => {
    const forged = `${file.text}\n<!-- beat:zz-unknown -->\n\nX\n\n<!-- beat:b9 -->\n\nY\n\n<!-- beat:b1 -->\n\nZ\n`;
    const p = plan(forged, beats, new Map([...beats.map((b) => [b.id, 'p1'] as const), ['b9', 'p2']]));
    assert.deepEqual(
      p.problems.map((x) => [x.reason, x.beatId]),
      [
        ['unknownBeat', 'zz-unknown'],
        ['otherPart', 'b9'],
        ['duplicateBeat', 'b1'],
      ],
    );
    assert.deepEqual(p.steps, []);
    const long = `<!-- beat title="${'"'.repeat(3)}${'x'.repeat(100_000)}" -->`;
    assert.equal(readPartSections(`---\n---\n${long}\n`)[0]?.marker, '', 'an over-long marker line is text');
  });

  it('a move: the swapped beats get positions; text before the first marker is a new beat', () => {
    const [a, b] = [file.text.indexOf('<!-- beat:b1'), file.text.indexOf('<!-- beat:b2')];
    const c = file.text.indexOf('<!-- beat:b3');
    const swapped = file.text.slice(0, a) + file.text.slice(b, c) + file.text.slice(a, b) + file.text.slice(c);
    const p = plan(swapped);
    assert.deepEqual(
      p.steps.map((s) => [s.kind, s.kind === 'move' ? [s.beatId, s.position] : '']),
      [
        ['move', ['b2', 1]],
        ['move', ['b1', 2]],
      ],
    );
    const lead = plan(file.text.replace('<!-- beat:b1', 'Opening lines.\n\n<!-- beat:b1'));
    assert.deepEqual(
      lead.steps.map((s) => s.kind),
      ['add', 'move', 'move', 'move'],
    );
    assert.deepEqual(
      positionsToSend([{ id: 'a', serverPosition: 10 }, {}, { id: 'b', serverPosition: 20 }], false),
      new Map([[1, 11]]),
    );
  });
});

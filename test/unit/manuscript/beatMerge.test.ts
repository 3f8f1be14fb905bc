// The three-way merge of one beat (#47 item 3), without a server: different lines merge, the same lines are
// marked, titles merge as one value, a BBCode beat merges as BBCode, a section is replaced in place; a new
// part file's front matter becomes a part's with the writer's keys kept; a section with conflict markers
// is never planned for sending; World Anvil's beat lists are read with the same requests, a few at a time.
import { strict as assert } from 'node:assert';
import { DEFAULT_MERGE_LABELS, mergeBeat, replaceSection } from '../../../src/core/manuscript/beatMerge';
import { beatSection, isPartFileText } from '../../../src/core/manuscript/partFile';
import { partFrontMatter, runPartStep } from '../../../src/core/manuscript/partAddRun';
import { readPartSections } from '../../../src/core/manuscript/partSections';
import { planPart, type VersionPushPlan } from '../../../src/core/manuscript/pushPlan';
import { readRemoteParts } from '../../../src/core/manuscript/partSyncState';
import type { ManuscriptsApi } from '../../../src/core/worldanvil/api';
import type { Manifest } from '../../../src/core/worldSync/pullManifest';

const beat = (content: string, title = 'Gate') => ({ id: 'b1', title, content });
const sectionOf = (content: string, title = 'Gate') => beatSection(beat(content, title)).section;
const local = (content: string, title = 'Gate') => readPartSections(sectionOf(content, title))[0]!;
const merge = (
  base: string,
  here: string,
  there: string,
  titles: [string, string, string] = ['Gate', 'Gate', 'Gate'],
) =>
  mergeBeat({
    local: local(here, titles[1]),
    base: sectionOf(base, titles[0]),
    remote: beat(there, titles[2]),
    bbcode: false,
    toBBCode: (md) => `BB(${md})`,
    labels: DEFAULT_MERGE_LABELS,
  });

describe('beat merge', () => {
  const base = 'One.\n\nTwo.\n\nThree.';

  it('different lines changed on each side: both kept, no conflict, the merged Markdown sent', () => {
    const m = merge(base, 'One!\n\nTwo.\n\nThree.', 'One.\n\nTwo.\n\nThree!')!;
    assert.equal(m.conflicts, 0);
    assert.equal(m.content, 'BB(One!\n\nTwo.\n\nThree!)');
    assert.equal(m.section, '<!-- beat:b1 title="Gate" -->\n\nOne!\n\nTwo.\n\nThree!\n');
  });

  it('the same line changed differently: marked between conflict markers, nothing to send', () => {
    const m = merge(base, 'One.\n\nTwo here.\n\nThree.', 'One.\n\nTwo there.\n\nThree.')!;
    assert.equal(m.conflicts, 1);
    assert.equal(m.content, '');
    assert.match(
      m.section,
      /^<<<<<<< Your file\nTwo here\.\n\|\|\|\|\|\|\| Last synced\nTwo\.\n=======\nTwo there\.\n>>>>>>> World Anvil$/m,
    );
    assert.equal(m.remoteSection, sectionOf('One.\n\nTwo there.\n\nThree.'));
  });

  it('titles: the side that changed it wins; both changed differently is no merge', () => {
    assert.equal(merge(base, base, 'One.\n\nTwo.\n\nThree!', ['Gate', 'Gate', 'Door'])!.title, 'Door');
    assert.equal(merge(base, base, 'One.\n\nTwo.\n\nThree!', ['Gate', 'Arch', 'Gate'])!.title, 'Arch');
    assert.match(merge(base, base, base, ['Gate', 'Arch', 'Gate'])!.section, /title="Arch"/);
    assert.equal(merge(base, base, 'One.\n\nTwo.\n\nThree!', ['Gate', 'Arch', 'Door']), undefined);
  });

  it('a beat the file keeps as BBCode merges as BBCode and is sent as written', () => {
    const bb = (c: string) => beatSection(beat(c), undefined, true).section;
    const m = mergeBeat({
      local: readPartSections(bb('[b]A[/b]\nB\nC'))[0]!,
      base: bb('[b]A[/b]\nB\nC0'),
      remote: beat('[b]A0[/b]\nB\nC0'),
      bbcode: true,
      toBBCode: () => assert.fail('BBCode is sent as it is'),
      labels: DEFAULT_MERGE_LABELS,
    })!;
    assert.equal(m.conflicts, 0);
    assert.equal(m.content, '[b]A0[/b]\nB\nC');
  });

  it('a marker-like line is merged as written and sent without its escape', () => {
    const written = (body: string) => `<!-- beat:b1 title="Gate" -->\n\n${body}\n`;
    const m = mergeBeat({
      local: readPartSections(written('One.\n\\<!-- beat -->\nThree.\nFour.'))[0]!,
      base: written('One.\nTwo.\nThree.\nFour.'),
      remote: beat('One.\nTwo.\nThree.\nFour!'),
      bbcode: true,
      toBBCode: (md) => md,
      labels: DEFAULT_MERGE_LABELS,
    })!;
    assert.equal(m.conflicts, 0);
    assert.equal(m.section, written('One.\n\\<!-- beat -->\nThree.\nFour!'));
    assert.equal(m.content, 'One.\n<!-- beat -->\nThree.\nFour!');
  });

  it('replaceSection: the beat’s lines replaced, the blank lines between sections and the others kept', () => {
    const text = `---\nkind: "manuscriptPart"\n---\n\n${sectionOf('Old.')}\n\n<!-- beat:b2 -->\n\nNext.\n`;
    const out = replaceSection(text, 'b1', sectionOf('New\nlines.'))!;
    assert.equal(out, `---\nkind: "manuscriptPart"\n---\n\n${sectionOf('New\nlines.')}\n\n<!-- beat:b2 -->\n\nNext.\n`);
    assert.equal(replaceSection(text, 'gone', 'x'), undefined);
    const crlf = replaceSection(text.replace(/\n/g, '\r\n'), 'b1', sectionOf('New.'))!;
    assert.ok(!/[^\r]\n/.test(crlf), 'a CRLF file stays CRLF');
  });
});

describe('a new part file’s front matter', () => {
  const head = { id: 'p9', title: 'Epilogue', position: 4, manuscriptId: 'm1', versionId: 'v1' };

  it('none: one is written, kind first, with the title and the bookkeeping', () => {
    const out = partFrontMatter('Text.\n', head);
    assert.ok(isPartFileText(out));
    assert.match(
      out,
      /^---\nkind: "manuscriptPart"\ntitle: "Epilogue"\nposition: 4\nmanuscript: "m1"\nversion: "v1"\nscriptorium:\n {2}id: "p9"\n---\n\nText\.\n$/,
    );
  });

  it('the writer’s: their keys, order and title kept, kind moved first', () => {
    const out = partFrontMatter('---\n# mine\ntitle: "The End"\nkind: other\nmood: grey\n---\nText.\n', head);
    assert.ok(isPartFileText(out));
    assert.match(out, /^---\nkind: "manuscriptPart"\n# mine\ntitle: "The End"\nmood: grey\nposition: 4\n/);
    assert.doesNotMatch(out, /kind: other|Epilogue/);
    assert.match(out, /\n---\nText\.\n$/);
  });
});

describe('a new part’s id from the server', () => {
  it('one that is not an id is refused before it becomes a manifest key or front matter', async () => {
    const api = { createPart: async () => ({ id: '__proto__', title: 'x' }) } as unknown as ManuscriptsApi;
    const touched: string[] = [];
    const files = {
      read: async () => 'Text.\n',
      write: async (f: string) => void touched.push(f),
    };
    const step = { kind: 'addPart' as const, partId: '', file: 'd/04-x.md', title: 'x', manuscriptId: 'm', beats: [] };
    const ctx = { folder: '/nonexistent', worldId: 'w', versionId: 'v', files, record: async () => undefined };
    await assert.rejects(runPartStep(api, step, ctx), /PUT manuscript_part answered an id that is not one/);
    assert.deepEqual(touched, []);
  });
});

describe('conflict markers in a part file', () => {
  it('a pulled beat or a new one holding them is a problem, never sent', () => {
    const marked = '<<<<<<< Your file\nA\n=======\nB\n>>>>>>> World Anvil';
    const text = `<!-- beat:b1 -->\n\n${marked}\n\n<!-- beat -->\n\n${marked}\n`;
    const out: Pick<VersionPushPlan, 'steps' | 'conflicts' | 'problems' | 'parts'> = {
      steps: [],
      conflicts: [],
      problems: [],
      parts: [],
    };
    const record = { file: 'p.md', hash: 'x', order: ['b1'], beats: { b1: { hash: 'other', updated: 'd' } } };
    const remote = new Map([['b1', { id: 'b1', updateDate: { date: 'd', timezone_type: 3, timezone: 'UTC' } }]]);
    const partOfBeat = new Map([['b1', 'p1']]);
    planPart({ partId: 'p1', record, sections: readPartSections(text), remote, partOfBeat, toBBCode: (m) => m }, out);
    assert.deepEqual(out.steps, []);
    assert.deepEqual(
      out.problems.map((p) => [p.reason, p.line]),
      [
        ['conflictMarkers', 8],
        ['conflictMarkers', 0],
      ],
    );
  });
});

describe('World Anvil’s beat lists of pulled parts', () => {
  it('the same requests, a few at a time, each part’s list under its id', async () => {
    let running = 0;
    let most = 0;
    const asked: string[] = [];
    const slow = async <T>(what: string, value: T) => {
      asked.push(what);
      most = Math.max(most, ++running);
      await new Promise((r) => setImmediate(r));
      running--;
      return value;
    };
    const ids = Array.from({ length: 9 }, (_, i) => `p${i}`);
    const api = {
      listParts: (v: string) =>
        slow(
          `parts ${v}`,
          ids.map((id) => ({ id, title: id })),
        ),
      listBeats: (p: string) => slow(`beats ${p}`, [{ id: `${p}-b` }]),
    } as unknown as ManuscriptsApi;
    const parts = Object.fromEntries(
      ids.slice(0, 8).map((id) => [id, { file: `${id}.md`, hash: '', order: [], beats: {} }]),
    );
    const manifest = {
      version: 1,
      worldId: 'w',
      articles: {},
      manuscripts: { v1: { manuscriptId: 'm', dir: 'd', parts } },
    } as Manifest;
    const remote = await readRemoteParts(api, manifest);
    assert.deepEqual(
      asked.sort(),
      ['parts v1', ...ids.slice(0, 8).map((id) => `beats ${id}`)].sort(),
      'one list per pulled part',
    );
    assert.deepEqual([...remote.keys()], ids.slice(0, 8));
    assert.deepEqual(remote.get('p3'), [{ id: 'p3-b' }]);
    assert.ok(most > 1 && most <= 4, `at most 4 at once (saw ${most})`);
  });
});

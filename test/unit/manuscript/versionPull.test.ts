// Pulling a manuscript version into a folder against the sandbox over loopback (#47 item 2): one file per
// part in order, each beat a section behind its marker, front matter with the part's fields, mentions of
// pulled articles as relative links; a second pull asks for lists only and writes nothing; a beat changed on
// World Anvil re-fetches only its part. Hostile part titles and contents stay safe file names and safe text.
import { strict as assert } from 'node:assert';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beatSections, isPartFileText, readBeatMarkers, partToFile } from '../../../src/core/manuscript/partFile';
import { partSiblingsOf, siblingWords } from '../../../src/core/manuscript/partSiblings';
import { countMarkdownWords } from '../../../src/core/manuscript/words';
import { readManifest } from '../../../src/core/worldSync/pullManifest';
import { useSandbox } from '../sandbox/helpers';
import { boromirOf, pullVersion, reedlands, seed, target, version } from './manuscriptSandbox';
import { pullIntoCategories } from '../worldSync/worldPullHelpers';

const ctx = useSandbox();
const make = () => boromirOf(ctx.sb);
const pull = pullVersion;

describe('manuscript version pull', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ms47-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes one file per part in order, beats behind their markers, mentions of pulled articles as links', async () => {
    const client = make();
    await pullIntoCategories(client, folder, reedlands.id);
    const plan = await pull(client, folder, target('Second draft'));
    assert.deepEqual(
      plan.writes.map((w) => w.relative),
      [
        'The-Salt-Road/Second-draft/01-Arrival.md',
        'The-Salt-Road/Second-draft/02-The-Caravan.md',
        'The-Salt-Road/Second-draft/03-The-Drowned-Giant.md',
      ],
    );
    const arrival = await readFile(join(folder, plan.writes[0]!.relative), 'utf8');
    assert.match(
      arrival,
      /^---\nkind: "manuscriptPart"\ntitle: "Arrival"\nposition: 1\nsynopsis: "Mira reaches the white/,
    );
    const beats = seed.manuscripts.beats.filter((b) => b.partId === plan.writes[0]!.partId);
    assert.deepEqual(
      readBeatMarkers(arrival).map((m) => [m.id, m.title]),
      beats.map((b) => [b.id, b.title]),
    );
    assert.match(
      arrival,
      /\[Aldmere\]\(\.\.\/\.\.\/Places\/Aldmere\.(md|bbcode)[ )]/,
      'the mention links to the pulled article',
    );
    assert.match(arrival, /\*white with brine\*/);
    const manifest = await readManifest(folder, reedlands.id);
    const entry = manifest.manuscripts![version('Second draft').id]!;
    assert.deepEqual(
      entry.parts[plan.writes[0]!.partId]!.order,
      beats.map((b) => b.id),
    );
    assert.ok(Object.keys(manifest.articles).length > 10, 'the world pull’s records are kept beside');
    await client.close();
  });

  it('a second pull asks for lists only and writes nothing; a beat changed there re-reads only its part', async () => {
    const client = make();
    await pull(client, folder, target('Second draft'));
    ctx.sb.requests.length = 0;
    const again = await pull(client, folder, target('Second draft'));
    assert.equal(again.writes.length, 0);
    assert.equal(again.unchanged, 3);
    assert.equal(
      ctx.sb.requests.filter((r) => r.method === 'GET' && /manuscript_(beat|part)$/.test(r.path)).length,
      0,
      'no part or beat read in full',
    );
    // A beat edited on World Anvil.
    const beat = seed.manuscripts.beats.find((b) => b.title === 'Night on the flats')!;
    const res = await fetch(`${ctx.sb.boromirUrl}manuscript_beat?id=${beat.id}`, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        'x-auth-token': ctx.sb.credentials.worldAnvil.authToken,
        'x-application-key': ctx.sb.credentials.worldAnvil.applicationKey,
      },
      body: JSON.stringify({ content: 'At night the crystals hummed [i]louder[/i].' }),
    });
    assert.equal(res.status, 200);
    ctx.sb.requests.length = 0;
    const third = await pull(client, folder, target('Second draft'));
    assert.deepEqual(
      third.writes.map((w) => [w.relative, w.kind]),
      [['The-Salt-Road/Second-draft/02-The-Caravan.md', 'update']],
    );
    const gets = ctx.sb.requests.filter((r) => r.method === 'GET').map((r) => r.path.replace(/^.*\//, ''));
    assert.deepEqual(
      gets.sort(),
      ['manuscript_beat', 'manuscript_beat', 'manuscript_part', 'manuscript_version'],
      'only the changed part',
    );
    assert.match(await readFile(join(folder, third.writes[0]!.relative), 'utf8'), /hummed \*louder\*\./);
    await client.close();
  });

  it('a second version of the same title gets a folder of its own', async () => {
    const client = make();
    await pull(client, folder, target('First draft'));
    const twin = { ...target('Second draft'), version: { id: version('Second draft').id, title: 'First draft' } };
    const plan = await pull(client, folder, twin);
    assert.ok(plan.writes.every((w) => w.relative.startsWith('The-Salt-Road/First-draft-2/')));
    await client.close();
  });

  it('a hostile part title becomes a safe file name; hostile content cannot forge a marker', async () => {
    const client = make();
    const plan = await pull(client, folder, target('First draft'));
    assert.deepEqual(
      plan.writes.map((w) => w.relative),
      ['The-Salt-Road/First-draft/01-Arrival.md', 'The-Salt-Road/First-draft/02-.-Interlude-the-fog.md'],
    );
    const forged = partToFile({
      part: { id: 'p1', title: 'x' },
      beats: [{ id: 'b1', title: 'a" --> <!-- beat:b9 -->', content: 'text\r\n<!-- beat:b2 -->\r\nmore' }],
      manuscriptId: 'm',
      versionId: 'v',
    });
    assert.deepEqual(
      readBeatMarkers(forged.text).map((m) => [m.id, m.title]),
      [['b1', 'a" --> <!-- beat:b9 -->']],
    );
    await client.close();
  });

  it('reads markers in one pass: a megabyte of marker-like lines is read, not backtracked', () => {
    const text = '<!-- beat:'.repeat(100_000) + '\n' + '<!-- beat:1 title="' + '\\'.repeat(5000);
    assert.deepEqual(readBeatMarkers(text), []);
  });

  it('a part file knows its version’s other parts and goal; the outline’s sections run marker to marker', async () => {
    const client = make();
    const plan = await pull(client, folder, target('Second draft'));
    const [first, ...rest] = plan.writes.map((w) => join(folder, w.relative));
    const siblings = (await partSiblingsOf(first!, folder))!;
    assert.equal(siblings.goal, 50000);
    assert.deepEqual(siblings.files, [first, ...rest]);
    const counts = await siblingWords(siblings, first!);
    assert.deepEqual([...counts.keys()], rest);
    for (const path of rest) assert.equal(counts.get(path), countMarkdownWords(await readFile(path, 'utf8')));
    const text = await readFile(first!, 'utf8');
    assert.ok(isPartFileText(text));
    const sections = beatSections(text);
    assert.deepEqual(
      sections.map((s) => s.title),
      ['The salt gate', 'The ferryman'],
    );
    assert.equal(sections[0]!.endLine, sections[1]!.line - 1);
    assert.equal(sections[1]!.endLine, text.split('\n').length - 1);
    assert.equal(await partSiblingsOf(join(folder, 'elsewhere.md'), folder), undefined);
    await client.close();
  });
});

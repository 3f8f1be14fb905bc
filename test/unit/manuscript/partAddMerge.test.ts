// A part file added in a pulled version's folder, and a beat changed on both sides merged (#47 item 3),
// against the sandbox over loopback: the new part is created at the place its file name's number gives
// (the pulled parts renumbered when there is no room), its sections become its beats in order, its file
// gets the ids and a part's front matter, and a second push sends nothing; edits of different lines of one
// beat merge and are pushed, edits of the same lines are marked in the file and nothing is sent for them.
import { strict as assert } from 'node:assert';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planVersionPush } from '../../../src/core/manuscript/pushPlan';
import { runVersionPush } from '../../../src/core/manuscript/pushRun';
import { isPartFileText, readBeatMarkers } from '../../../src/core/manuscript/partFile';
import { keepSyncedTexts, readManifest, textHash } from '../../../src/core/worldSync/pullManifest';
import { useSandbox } from '../sandbox/helpers';
import { boromirOf, pullVersion, reedlands, target } from './manuscriptSandbox';

const ctx = useSandbox();

const files = (folder: string) => ({
  read: (f: string) => readFile(join(folder, f), 'utf8'),
  write: (f: string, text: string) => writeFile(join(folder, f), text),
});
const writesOf = (requests: ReadonlyArray<{ method: string; path: string }>) =>
  requests
    .filter((r) => r.method !== 'GET' && r.method !== 'POST')
    .map((r) => `${r.method} ${r.path.replace(/.*\//, '')}`);

describe('manuscript push: a part added, a conflict merged', () => {
  let folder: string;
  const bases = new Map<string, string>();
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ms47e-'));
    bases.clear();
    keepSyncedTexts(async (texts) => {
      for (const t of texts) bases.set(textHash(t), t);
    });
  });
  afterEach(async () => {
    keepSyncedTexts(undefined);
    await rm(folder, { recursive: true, force: true });
  });
  const base = async (hash: string) => bases.get(hash);

  it('a new part file becomes a part with its beats in order; its file gets the ids; a second push sends nothing', async () => {
    const client = boromirOf(ctx.sb);
    const t = target('Second draft');
    const pulled = await pullVersion(client, folder, t);
    const dir = pulled.entry.dir;
    const file = `${dir}/04-Epilogue.md`;
    await writeFile(join(folder, `${dir}/05 Notes.md`), 'Notes.\n');
    await writeFile(
      join(folder, file),
      'The salt kept its *secrets*.\n\n<!-- beat title="Morning" -->\n\nMorning came.\n\n<!-- beat -->\n\nAnd the road.\n',
    );
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(
      plan.problems.map((p) => [p.reason, p.file.replace(/.*\//, ''), p.rename]),
      [['unsafeName', '05 Notes.md', '05-Notes.md']],
      'a name the manifest cannot hold: reported with the name to give it',
    );
    assert.deepEqual(
      plan.steps.map((s) => [
        s.kind,
        s.title,
        s.kind === 'addPart' ? s.beats.length : 0,
        'position' in s && s.position,
      ]),
      [['addPart', 'Epilogue', 3, 4]],
    );
    ctx.sb.requests.length = 0;
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    assert.deepEqual(writesOf(ctx.sb.requests), [
      'PUT manuscript_part',
      'PUT manuscript_beat',
      'PUT manuscript_beat',
      'PUT manuscript_beat',
    ]);
    const parts = await client.manuscripts.listParts(t.version.id);
    assert.deepEqual(
      parts.map((p) => p.title),
      ['Arrival', 'The Caravan', 'The Drowned Giant', 'Epilogue'],
    );
    const beats = await client.manuscripts.readBeats(parts[3]!.id);
    assert.deepEqual(
      beats.map((b) => [b.title ?? '', b.content]),
      [
        ['', 'The salt kept its [i]secrets[/i].'],
        ['Morning', 'Morning came.'],
        ['', 'And the road.'],
      ],
    );
    const text = await readFile(join(folder, file), 'utf8');
    assert.ok(isPartFileText(text), 'a part file’s front matter, kind first');
    assert.match(text, new RegExp(`id: "${parts[3]!.id}"`));
    assert.deepEqual(
      readBeatMarkers(text).map((m) => m.id),
      beats.map((b) => b.id),
    );
    const recorded = (await readManifest(folder, reedlands.id)).manuscripts![t.version.id]!.parts[parts[3]!.id]!;
    assert.equal(recorded.file, file);
    ctx.sb.requests.length = 0;
    const again = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual([again.steps, again.conflicts], [[], []], 'a second push sends nothing');
    await client.close();
  });

  it('a part between two pulled ones with no room renumbers the parts after it, named as moves', async () => {
    const client = boromirOf(ctx.sb);
    const t = target('Second draft');
    const pulled = await pullVersion(client, folder, t);
    await writeFile(
      join(folder, `${pulled.entry.dir}/02a-Interlude.md`),
      '---\ntitle: "The fog"\nmood: grey\n---\nFog.\n',
    );
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(
      plan.steps.map((s) => [s.kind, s.title, 'position' in s && s.position]),
      [
        ['addPart', 'The fog', 3],
        ['movePart', 'The Drowned Giant', 4],
        ['movePart', 'Epilogue', 5], // added by the test before (the sandbox lives through the file)
      ],
    );
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    const parts = await client.manuscripts.listParts(t.version.id);
    assert.deepEqual(
      parts.map((p) => p.title),
      ['Arrival', 'The Caravan', 'The fog', 'The Drowned Giant', 'Epilogue'],
    );
    const text = await readFile(join(folder, `${pulled.entry.dir}/02a-Interlude.md`), 'utf8');
    assert.match(text, /^---\nkind: "manuscriptPart"\ntitle: "The fog"\nmood: grey\n/, 'the writer’s keys kept');
    assert.deepEqual((await planVersionPush(client.manuscripts, scope, folder)).steps, []);
    await client.close();
  });

  /** Pulls, edits the first beat of the first part here (`here`) and on World Anvil (`there`), and plans. */
  async function bothSides(here: [string, string], there: [string, string]) {
    const client = boromirOf(ctx.sb);
    const t = target('Second draft');
    const pulled = await pullVersion(client, folder, t);
    const file = pulled.writes[0]!.relative;
    const text = await readFile(join(folder, file), 'utf8');
    assert.ok(text.includes(here[0]));
    await writeFile(join(folder, file), text.replace(here[0], here[1]));
    const beatId = readBeatMarkers(text)[0]!.id;
    const remote = (await client.manuscripts.getBeat(beatId)).content!;
    assert.ok(remote.includes(there[0]));
    await client.manuscripts.updateBeat(beatId, { content: remote.replace(there[0], there[1]) });
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    const plan = await planVersionPush(client.manuscripts, scope, folder, { base });
    return { client, file, beatId, scope, plan };
  }

  it('edits of different lines of one beat, here and on World Anvil, merge and are pushed', async () => {
    const { client, file, beatId, scope, plan } = await bothSides(['old pewter', 'old tin'], ['Beyond', 'Past']);
    assert.deepEqual(plan.conflicts, []);
    assert.deepEqual(
      plan.steps.map((s) => [s.kind, s.kind === 'merge' && s.conflicts]),
      [['merge', 0]],
    );
    ctx.sb.requests.length = 0;
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    assert.deepEqual(writesOf(ctx.sb.requests), ['PATCH manuscript_beat']);
    const content = (await client.manuscripts.getBeat(beatId)).content!;
    assert.match(content, /old tin/);
    assert.match(content, /Past the gate/);
    const text = await readFile(join(folder, file), 'utf8');
    assert.match(text, /old tin[\s\S]*Past the gate/);
    assert.deepEqual((await planVersionPush(client.manuscripts, scope, folder, { base })).steps, []);
    await client.close();
  });

  it('edits of the same line are marked in the file, nothing is sent until a side is chosen', async () => {
    const { client, file, beatId, scope, plan } = await bothSides(
      ['the first beacon', 'the first lamp'],
      ['the first beacon', 'a beacon of ash'],
    );
    assert.deepEqual(
      plan.steps.map((s) => [s.kind, s.kind === 'merge' && s.conflicts]),
      [['merge', 1]],
    );
    ctx.sb.requests.length = 0;
    const backups: string[] = [];
    const backup = async (_f: string, text: string) => (backups.push(text), 'backup');
    await runVersionPush(client.manuscripts, plan, folder, files(folder), { backup });
    assert.deepEqual(writesOf(ctx.sb.requests), [], 'nothing sent for a beat with conflict markers');
    assert.match(backups[0]!, /first lamp/, 'the writer’s file kept before the merge wrote into it');
    const marked = await readFile(join(folder, file), 'utf8');
    assert.match(
      marked,
      /^<<<<<<< Your file\n[^\n]*first lamp[\s\S]*^=======\n[^\n]*of ash[\s\S]*^>>>>>>> World Anvil$/m,
    );
    const refused = await planVersionPush(client.manuscripts, scope, folder, { base });
    assert.deepEqual([refused.steps, refused.problems.map((p) => p.reason)], [[], ['conflictMarkers']]);
    // Chosen: the writer's side. Now an edit of World Anvil's version as synced: no conflict.
    const chosen = marked.replace(
      /^<<<<<<< Your file\n([^\n]*)\n\|\|\|\|\|\|\| [^\n]*\n[^\n]*\n=======\n[^\n]*\n>>>>>>> World Anvil\n/m,
      '$1\n',
    );
    assert.doesNotMatch(chosen, /<<<<<<<|>>>>>>>/);
    await writeFile(join(folder, file), chosen);
    const after = await planVersionPush(client.manuscripts, scope, folder, { base });
    assert.deepEqual([after.steps.map((s) => s.kind), after.conflicts], [['edit'], []]);
    await runVersionPush(client.manuscripts, after, folder, files(folder));
    assert.match((await client.manuscripts.getBeat(beatId)).content!, /first lamp/);
    await client.close();
  });

  it('without a kept base the beat stays a conflict, saying why', async () => {
    const { client, plan } = await bothSides(['none of them', 'nobody'], ['as she passed', 'as she went']);
    bases.clear();
    const scope = { worldId: reedlands.id, versionId: plan.versionId };
    const again = await planVersionPush(client.manuscripts, scope, folder, { base });
    assert.deepEqual(
      again.conflicts.map((c) => [c.reason, c.unmerged]),
      [['changedThere', 'noBase']],
    );
    assert.deepEqual(again.steps, []);
    await client.close();
  });
});

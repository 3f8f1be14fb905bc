// A pulled part file deleted, pushed against the sandbox over loopback (#47 item 3): planned as the part's
// deletion with its beats counted, sent as its beats' DELETEs then the part's, recorded (a second push sends
// nothing); left alone when a beat of it changed on World Anvil, when its file was renamed, when an editor
// still holds its text, or when the file is only unreadable.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planVersionPush } from '../../../src/core/manuscript/pushPlan';
import { runVersionPush } from '../../../src/core/manuscript/pushRun';
import { readBeatMarkers } from '../../../src/core/manuscript/partFile';
import { readManifest } from '../../../src/core/worldSync/pullManifest';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { boromirOf, pullVersion, reedlands, target } from './manuscriptSandbox';

// A sandbox per test: each deletes a part of the same version, and the next must find it there again.
const ctx = {} as { sb: Sandbox };

const files = (folder: string) => ({
  read: (f: string) => readFile(join(folder, f), 'utf8'),
  write: (f: string, text: string) => writeFile(join(folder, f), text),
});

describe('manuscript push: a part file deleted', () => {
  let folder: string;
  beforeEach(async function () {
    this.timeout(60_000);
    folder = await mkdtemp(join(tmpdir(), 'partdel47-'));
    ctx.sb = await startSandbox();
  });
  afterEach(async () => {
    await ctx.sb.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Pulls "Second draft" and deletes the file of its part with the most beats. */
  async function pulledWithoutOne() {
    const client = boromirOf(ctx.sb);
    const t = target('Second draft');
    const pulled = await pullVersion(client, folder, t);
    const read = await Promise.all(
      pulled.writes.map(async (w) => ({ w, beats: readBeatMarkers(await readFile(join(folder, w.relative), 'utf8')) })),
    );
    const { w: last, beats } = read.sort((a, b) => b.beats.length - a.beats.length)[0]!;
    await unlink(join(folder, last.relative));
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    return { client, scope, last, beats };
  }

  it('deletes the part’s beats, then the part; recorded, so a second push sends nothing', async () => {
    const { client, scope, last, beats } = await pulledWithoutOne();
    // A part never pulled (made on World Anvil since) has no file here: it is never deleted.
    const there = await client.manuscripts.createPart({ versionId: scope.versionId, title: 'Written there' });
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(plan.problems, []);
    assert.deepEqual(plan.conflicts, []);
    const title = (await client.manuscripts.getPart(last.partId)).title;
    assert.deepEqual(
      plan.steps.map((s) => [s.kind, s.title, s.file, s.kind === 'deletePart' && s.beatIds.length]),
      [['deletePart', title, last.relative, beats.length]],
    );

    ctx.sb.requests.length = 0;
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    const writes = ctx.sb.requests.filter((r) => r.method === 'DELETE').map((r) => r.path.replace(/^.*\//, ''));
    assert.deepEqual(writes, [...beats.map(() => 'manuscript_beat'), 'manuscript_part']);
    const parts = await client.manuscripts.listParts(scope.versionId);
    assert.ok(!parts.some((p) => p.id === last.partId), 'the part is gone from World Anvil');
    assert.ok(
      parts.some((p) => p.id === there.id),
      'the part never pulled is still there',
    );
    for (const b of beats) await assert.rejects(client.manuscripts.getBeat(b.id), /Not found/);
    const manifest = await readManifest(folder, reedlands.id);
    assert.equal(manifest.manuscripts?.[scope.versionId]?.parts[last.partId], undefined);

    const again = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual([again.steps, again.problems, again.conflicts], [[], [], []]);
    await client.close();
  });

  it('the version’s whole folder gone: nothing planned, not every part deleted', async () => {
    const { client, scope, last } = await pulledWithoutOne();
    const dir = last.relative.slice(0, last.relative.lastIndexOf('/'));
    await rm(join(folder, dir), { recursive: true });
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual([plan.steps, plan.problems.map((p) => [p.reason, p.file])], [[], [['versionFolderGone', dir]]]);
    await client.close();
  });

  it('a push cut short after some beats resumes with the rest', async () => {
    const { client, scope, last, beats } = await pulledWithoutOne();
    assert.ok(beats.length >= 2);
    // The first beat's DELETE landed, and the push stopped before its record was written.
    await client.manuscripts.deleteBeat(beats[0]!.id);
    const after = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(after.conflicts, [], 'a beat gone on World Anvil is no conflict');
    const rest = after.steps[0]!;
    assert.deepEqual(
      rest.kind === 'deletePart' && rest.beatIds,
      beats.slice(1).map((b) => b.id),
    );
    await runVersionPush(client.manuscripts, after, folder, files(folder));
    assert.ok(!(await client.manuscripts.listParts(scope.versionId)).some((p) => p.id === last.partId));
    await client.close();
  });

  it('a beat changed or added on World Anvil since the pull: a conflict, and the part is left alone', async () => {
    const { client, scope, last, beats } = await pulledWithoutOne();
    await client.manuscripts.updateBeat(beats[0]!.id, { content: 'Changed on World Anvil.' });
    await client.manuscripts.createBeat({ partId: last.partId, content: 'Added on World Anvil.', title: 'New there' });
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(plan.steps, []);
    assert.deepEqual(plan.conflicts.map((c) => [c.reason, c.there, c.here]).sort(), [
      ['changedThere', 'Added on World Anvil.', ''],
      ['changedThere', 'Changed on World Anvil.', ''],
    ]);
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    assert.ok((await client.manuscripts.listParts(scope.versionId)).some((p) => p.id === last.partId));
    await client.close();
  });

  it('renamed (another file carries its id), open in an editor, or merely unreadable: never deleted', async () => {
    const client = boromirOf(ctx.sb);
    const t = target('Second draft');
    const pulled = await pullVersion(client, folder, t);
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    const last = pulled.writes.at(-1)!;
    const moved = last.relative.replace(/\/(\d+)-[^/]*$/, '/$1-Renamed.md');
    await rename(join(folder, last.relative), join(folder, moved));
    const renamed = await planVersionPush(client.manuscripts, scope, folder);
    assert.ok(!renamed.steps.some((s) => s.kind === 'deletePart'));
    assert.deepEqual(
      renamed.problems.find((p) => p.reason === 'partRenamed'),
      { file: last.relative, line: 0, reason: 'partRenamed', rename: moved },
    );
    const text = await readFile(join(folder, moved), 'utf8');
    await rm(join(folder, moved));
    const openText = (f: string) => (f === last.relative ? text : undefined);
    const open = await planVersionPush(client.manuscripts, scope, folder, { openText });
    assert.deepEqual([open.steps, open.problems], [[], []], 'the editor’s text is the part: nothing changed');
    // A directory where the file was: unreadable, not deleted.
    await rm(join(folder, last.relative), { force: true });
    await mkdir(join(folder, last.relative));
    const unreadable = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual([unreadable.steps, unreadable.problems.map((p) => p.reason)], [[], ['fileUnreadable']]);
    await client.close();
  });
});

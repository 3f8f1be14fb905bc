// A pulled beat moved from one part file to another, pushed against the sandbox over loopback (#47 item 3):
// World Anvil documents no change of a beat's part, so the move is the beat created in its new part (its text
// World Anvil's own, byte for byte, when the section was not edited) with its new id in its marker, then the
// old beat deleted; a second push sends nothing. A copy (the marker in both files), a beat changed on World
// Anvil since the pull, and a beat pasted into a new part's file are left alone, and never deleted.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planVersionPush } from '../../../src/core/manuscript/pushPlan';
import { runVersionPush } from '../../../src/core/manuscript/pushRun';
import { readBeatMarkers } from '../../../src/core/manuscript/partFile';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { boromirOf, pullVersion, reedlands, target } from './manuscriptSandbox';

const files = (folder: string) => ({
  read: (f: string) => readFile(join(folder, f), 'utf8'),
  write: (f: string, text: string) => writeFile(join(folder, f), text),
});

/** A file's text with the section of `id` (its marker to the next) taken out, and that section. */
function cut(text: string, id: string): { rest: string; section: string } {
  const markers = readBeatMarkers(text);
  const at = markers.findIndex((m) => m.id === id);
  const lines = text.split('\n');
  const end = markers[at + 1]?.line ?? lines.length;
  const section = `${lines.slice(markers[at]!.line, end).join('\n').replace(/\n+$/, '')}\n`;
  return { rest: [...lines.slice(0, markers[at]!.line), ...lines.slice(end)].join('\n'), section };
}

describe('manuscript push: a beat moved to another part', () => {
  let folder: string;
  let sb: Sandbox;
  beforeEach(async function () {
    this.timeout(60_000);
    folder = await mkdtemp(join(tmpdir(), 'move47-'));
    // A sandbox per test: each moves a beat of the same version.
    sb = await startSandbox();
  });
  afterEach(async () => {
    await sb.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Pulls "Second draft" and moves the first part's second beat to the end of the second part's file. */
  async function moved(edit?: (section: string) => string) {
    const client = boromirOf(sb);
    const t = target('Second draft');
    const pulled = await pullVersion(client, folder, t);
    const [from, to] = pulled.writes;
    const fromText = await readFile(join(folder, from!.relative), 'utf8');
    const beat = readBeatMarkers(fromText)[1]!;
    const { rest, section } = cut(fromText, beat.id);
    await writeFile(join(folder, from!.relative), rest);
    const toText = await readFile(join(folder, to!.relative), 'utf8');
    await writeFile(join(folder, to!.relative), `${toText.replace(/\n*$/, '\n\n')}${edit ? edit(section) : section}`);
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    return { client, scope, from: from!, to: to!, beat, toCount: readBeatMarkers(toText).length };
  }

  it('created in its new part with World Anvil’s exact text and its new id in the marker, the old one deleted', async () => {
    const { client, scope, from, to, beat, toCount } = await moved();
    const there = await client.manuscripts.getBeat(beat.id);
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual([plan.problems, plan.conflicts], [[], []]);
    const toTitle = (await client.manuscripts.getPart(to.partId)).title;
    assert.deepEqual(
      plan.steps.map((s) => [s.kind, s.title, s.kind === 'moveAcross' && [s.partTitle, s.fromFile, s.position]]),
      [['moveAcross', beat.title, [toTitle, from.relative, toCount + 1]]],
    );
    const step = plan.steps[0]!;
    assert.equal(step.kind === 'moveAcross' && step.content, there.content, 'World Anvil’s text, byte for byte');

    sb.requests.length = 0;
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    const writes = sb.requests.filter((r) => r.method === 'PUT' || r.method === 'PATCH' || r.method === 'DELETE');
    assert.deepEqual(
      writes.map((r) => r.method),
      ['PUT', 'DELETE'],
    );
    await assert.rejects(client.manuscripts.getBeat(beat.id), /Not found/);
    const beats = await client.manuscripts.readBeats(to.partId);
    assert.equal(beats.length, toCount + 1);
    const last = beats.at(-1)!;
    assert.deepEqual([last.title, last.content], [there.title, there.content]);
    const markers = readBeatMarkers(await readFile(join(folder, to.relative), 'utf8'));
    assert.equal(markers.at(-1)!.id, last.id, 'the new id is in its marker');
    assert.ok(!(await client.manuscripts.readBeats(from.partId)).some((b) => b.id === beat.id));

    const again = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual([again.steps, again.problems, again.conflicts], [[], [], []]);
    await client.close();
  });

  it('edited on the way: its text is the file’s, converted as an edit is', async () => {
    const { client, scope } = await moved((section) => `${section.replace(/\n$/, '')}\n\nAnd **more**.\n`);
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    const step = plan.steps.find((s) => s.kind === 'moveAcross');
    assert.match((step?.kind === 'moveAcross' && step.content) || '', /And \[b\]more\[\/b\]\.$/);
    await client.close();
  });

  it('changed on World Anvil since the pull: a conflict, nothing sent, the old beat not deleted', async () => {
    const { client, scope, beat } = await moved();
    await client.manuscripts.updateBeat(beat.id, { content: 'Changed there.' });
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(plan.steps, []);
    assert.deepEqual(
      plan.conflicts.map((c) => [c.beatId, c.reason, c.there]),
      [[beat.id, 'changedThere', 'Changed there.']],
    );
    await client.close();
  });

  it('a copy (the marker still in its own file too) is a problem, and nothing is sent for it', async () => {
    const client = boromirOf(sb);
    const t = target('Second draft');
    const [from, to] = (await pullVersion(client, folder, t)).writes;
    const fromText = await readFile(join(folder, from!.relative), 'utf8');
    const beat = readBeatMarkers(fromText)[1]!;
    const toText = await readFile(join(folder, to!.relative), 'utf8');
    await writeFile(join(folder, to!.relative), `${toText}\n${cut(fromText, beat.id).section}`);
    const plan = await planVersionPush(client.manuscripts, { worldId: reedlands.id, versionId: t.version.id }, folder);
    assert.deepEqual(plan.steps, []);
    assert.deepEqual(
      plan.problems.map((p) => [p.file, p.reason, p.beatId]),
      [[to!.relative, 'otherPart', beat.id]],
    );
    await client.close();
  });

  it('moved out of a part whose file is then deleted: the move first, then the part without it', async () => {
    const { client, scope, from, to, beat, toCount } = await moved();
    const left = readBeatMarkers(await readFile(join(folder, from.relative), 'utf8'));
    await unlink(join(folder, from.relative));
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual([plan.problems, plan.conflicts], [[], []]);
    assert.deepEqual(
      plan.steps.map((s) => [s.kind, s.kind === 'deletePart' ? s.beatIds : 'beatId' in s && s.beatId]).sort(),
      [
        ['deletePart', left.map((m) => m.id)],
        ['moveAcross', beat.id],
      ],
    );
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    assert.equal((await client.manuscripts.readBeats(to.partId)).length, toCount + 1);
    assert.ok(!(await client.manuscripts.listParts(scope.versionId)).some((p) => p.id === from.partId));
    await client.close();
  });

  it('moved, changed on World Anvil, and its old part’s file deleted: the part stays, and the push says why', async () => {
    const { client, scope, from, beat } = await moved();
    await client.manuscripts.updateBeat(beat.id, { content: 'Changed there.' });
    await unlink(join(folder, from.relative));
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(plan.steps, []);
    assert.deepEqual(
      plan.problems.map((p) => [p.file, p.reason, p.beatId, p.title]),
      [[from.relative, 'partKeptForMovedBeat', beat.id, beat.title]],
    );
    assert.deepEqual(
      plan.conflicts.map((c) => [c.beatId, c.reason]),
      [[beat.id, 'changedThere']],
    );
    await client.close();
  });

  it('its own part’s file unreadable (it may still hold the beat): no move, nothing sent', async () => {
    const { client, scope, from, to, beat } = await moved();
    await rm(join(folder, from.relative));
    await mkdir(join(folder, from.relative));
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(plan.steps, []);
    assert.deepEqual(
      plan.problems.map((p) => [p.file, p.reason, p.beatId]),
      [
        [from.relative, 'fileUnreadable', undefined],
        [to.relative, 'otherPart', beat.id],
      ],
    );
    await client.close();
  });

  it('pasted into a new part’s file: refused there, and never deleted from its part', async () => {
    const client = boromirOf(sb);
    const t = target('Second draft');
    const [from] = (await pullVersion(client, folder, t)).writes;
    const fromText = await readFile(join(folder, from!.relative), 'utf8');
    const beat = readBeatMarkers(fromText)[1]!;
    const { rest, section } = cut(fromText, beat.id);
    await writeFile(join(folder, from!.relative), rest);
    const dir = from!.relative.slice(0, from!.relative.lastIndexOf('/'));
    await writeFile(join(folder, dir, '09-Coda.md'), section);
    const plan = await planVersionPush(client.manuscripts, { worldId: reedlands.id, versionId: t.version.id }, folder);
    assert.ok(!plan.steps.some((s) => s.kind === 'delete' || s.kind === 'addPart'), JSON.stringify(plan.steps));
    assert.deepEqual(
      plan.problems.map((p) => [p.reason, p.beatId]),
      [['otherPart', beat.id]],
    );
    await client.close();
  });
});

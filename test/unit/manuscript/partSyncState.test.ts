// World Changes' comparison for manuscript part files (#47 item 3), against the sandbox over loopback: a
// pulled version is unchanged on both sides; an edited section, a new section or a moved one is changed
// here (blank lines between sections are not); a beat changed on World Anvil is changed there, both when
// the file was edited too; a deleted file is deleted here; a part World Anvil no longer lists is gone there.
import { strict as assert } from 'node:assert';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partSyncStates, readRemoteParts } from '../../../src/core/manuscript/partSyncState';
import { readBeatMarkers } from '../../../src/core/manuscript/partFile';
import { readManifest } from '../../../src/core/worldSync/pullManifest';
import { useSandbox } from '../sandbox/helpers';
import { boromirOf, pullVersion, reedlands, target } from './manuscriptSandbox';

const ctx = useSandbox();

describe('manuscript part files: which side changed', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'partsync47-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const read = (f: string) => readFile(join(folder, f), 'utf8').catch(() => undefined);

  async function states(client: ReturnType<typeof boromirOf>, drop?: string) {
    const manifest = await readManifest(folder, reedlands.id);
    const remote = await readRemoteParts(client.manuscripts, manifest);
    if (drop) remote.delete(drop);
    const all = await partSyncStates(manifest, remote, read);
    return Object.fromEntries(all.map((s) => [s.file.slice(s.file.lastIndexOf('/') + 1), s.state]));
  }

  it('here: an edited, a new or a moved section; not blank lines between sections', async () => {
    const client = boromirOf(ctx.sb);
    const [one, two, three] = (await pullVersion(client, folder, target('Second draft'))).writes;
    const name = (w: typeof one) => w!.relative.slice(w!.relative.lastIndexOf('/') + 1);
    assert.deepEqual(Object.values(await states(client)), ['unchanged', 'unchanged', 'unchanged']);
    const path = (w: typeof one) => join(folder, w!.relative);
    const text = await readFile(path(one), 'utf8');
    await writeFile(path(one), text.replace('*white with brine*', '*white with brine* and silent'));
    await writeFile(path(two), `${await readFile(path(two), 'utf8')}\n<!-- beat title="New" -->\n\nA new beat.\n`);
    const three0 = await readFile(path(three), 'utf8');
    const marker = readBeatMarkers(three0)[0]!;
    const lines = three0.split('\n');
    lines.splice(marker.line, 0, '', '');
    await writeFile(path(three), lines.join('\n'));
    assert.deepEqual(await states(client), {
      [name(one)]: 'changedHere',
      [name(two)]: 'changedHere',
      [name(three)]: 'unchanged',
    });
    // Moved: the first two sections of the (restored) first part swapped.
    const markers = readBeatMarkers(text);
    const all = text.split('\n');
    const end = markers[2]?.line ?? all.length;
    const swapped = [
      ...all.slice(0, markers[0]!.line),
      ...all.slice(markers[1]!.line, end),
      ...all.slice(markers[0]!.line, markers[1]!.line),
      ...all.slice(end),
    ].join('\n');
    await writeFile(path(one), swapped);
    assert.equal((await states(client))[name(one)], 'changedHere');
    await client.close();
  });

  it('there: a beat changed on World Anvil; both with an edit here; deleted here; gone there', async () => {
    const client = boromirOf(ctx.sb);
    const [one, two, three] = (await pullVersion(client, folder, target('First draft'))).writes;
    assert.ok(one && two && !three, 'the first draft has two parts');
    const name = (w: typeof one) => w.relative.slice(w.relative.lastIndexOf('/') + 1);
    const [beat] = readBeatMarkers(await readFile(join(folder, one.relative), 'utf8'));
    await client.manuscripts.updateBeat(beat!.id, { content: 'Changed on World Anvil.' });
    assert.deepEqual(await states(client), { [name(one)]: 'changedThere', [name(two)]: 'unchanged' });
    const text = await readFile(join(folder, one.relative), 'utf8');
    await writeFile(join(folder, one.relative), `${text}\nMore words here.\n`);
    assert.equal((await states(client))[name(one)], 'both');
    await rm(join(folder, two.relative));
    assert.equal((await states(client))[name(two)], 'removedHere');
    assert.equal((await states(client, two.partId))[name(two)], 'goneThere');
    await client.close();
  });
});

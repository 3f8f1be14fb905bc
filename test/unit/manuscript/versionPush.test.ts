// Pushing a pulled manuscript version against the sandbox over loopback (#47 item 3): a beat edited, one
// added, one deleted and two swapped in the file end up exactly so on World Anvil, the new beat's id is
// written into its marker, a second push sends nothing, and a beat changed on World Anvil since the pull is
// a conflict: never overwritten, reported with World Anvil's text.
import { strict as assert } from 'node:assert';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoromirClient } from '../../../src/core/worldanvil';
import { planVersionPush } from '../../../src/core/manuscript/pushPlan';
import { runVersionPush } from '../../../src/core/manuscript/pushRun';
import { readBeatMarkers } from '../../../src/core/manuscript/partFile';
import { useSandbox } from '../sandbox/helpers';
import { boromirOf, pullVersion, reedlands, seed, target } from './manuscriptSandbox';

const ctx = useSandbox();
const make = () => boromirOf(ctx.sb);
const pull = pullVersion;

const files = (folder: string) => ({
  read: (f: string) => readFile(join(folder, f), 'utf8'),
  write: (f: string, text: string) => writeFile(join(folder, f), text),
});

/** The part's beats on the sandbox's World Anvil, in World Anvil's order: [title, content]. */
async function serverBeats(client: BoromirClient, partId: string) {
  const beats = await client.manuscripts.readBeats(partId);
  return beats.map((b) => [b.title ?? '', b.content ?? '']);
}

/** Swaps two sections of a file (each from its marker to the next). */
function swapFirstTwo(text: string): string {
  const [a, b] = readBeatMarkers(text);
  const lines = text.split('\n');
  const third = readBeatMarkers(text)[2]?.line ?? lines.length;
  const first = lines.slice(a!.line, b!.line);
  const second = lines.slice(b!.line, third);
  return [...lines.slice(0, a!.line), ...second, ...first, ...lines.slice(third)].join('\n');
}

describe('manuscript version push', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'push47-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('sends exactly the file’s edits, additions, deletions and moves; a second push sends nothing', async () => {
    const client = make();
    const t = target('Second draft');
    const pulled = await pull(client, folder, t);
    const [first, second, third] = pulled.writes;
    // Part 1: its first beat edited, a new beat at the end.
    const one = await readFile(join(folder, first!.relative), 'utf8');
    const edited = one.replace(/\*white with brine\*/, '*white with brine* and **silent**');
    assert.notEqual(edited, one);
    await writeFile(
      join(folder, first!.relative),
      `${edited}\n<!-- beat title="The Gate" -->\n\nThe gate was [[shut]] and *cold*.\n`,
    );
    // Part 2: its first two beats swapped; part 3: its last beat deleted.
    const two = swapFirstTwo(await readFile(join(folder, second!.relative), 'utf8'));
    await writeFile(join(folder, second!.relative), two);
    const three = await readFile(join(folder, third!.relative), 'utf8');
    const deleted = readBeatMarkers(three).at(-1)!;
    await writeFile(join(folder, third!.relative), three.split('\n').slice(0, deleted.line).join('\n'));

    const plan = await planVersionPush(client.manuscripts, { worldId: reedlands.id, versionId: t.version.id }, folder);
    assert.deepEqual(plan.conflicts, []);
    assert.deepEqual(plan.problems, []);
    const kinds = plan.steps.map((s) => `${s.kind}:${s.title ?? ''}`).sort();
    const partTwoBeats = seed.manuscripts.beats.filter((b) => b.partId === second!.partId);
    assert.deepEqual(
      kinds,
      [
        'add:The Gate',
        `delete:${deleted.title}`,
        `edit:${readBeatMarkers(one)[0]!.title}`,
        `move:${partTwoBeats[0]!.title}`,
        `move:${partTwoBeats[1]!.title}`,
      ].sort(),
    );
    const add = plan.steps.find((s) => s.kind === 'add')!;
    assert.equal(add.kind === 'add' && add.content, 'The gate was @[shut](article) and [i]cold[/i].');

    ctx.sb.requests.length = 0;
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    const writes = ctx.sb.requests.filter((r) => r.method !== 'GET' && r.method !== 'POST');
    assert.deepEqual(writes.map((r) => r.method).sort(), ['DELETE', 'PATCH', 'PATCH', 'PATCH', 'PUT']);

    const partOne = await serverBeats(client, first!.partId);
    assert.equal(partOne.length, readBeatMarkers(one).length + 1);
    assert.match(partOne[0]![1]!, /\[i\]white with brine\[\/i\] and \[b\]silent\[\/b\]/);
    assert.deepEqual(partOne.at(-1), ['The Gate', 'The gate was @[shut](article) and [i]cold[/i].']);
    const partTwo = await serverBeats(client, second!.partId);
    assert.deepEqual(
      partTwo.map((b) => b[0]),
      [partTwoBeats[1]!.title, partTwoBeats[0]!.title, ...partTwoBeats.slice(2).map((b) => b.title)],
    );
    const partThree = await serverBeats(client, third!.partId);
    assert.deepEqual(
      partThree.map((b) => b[0]),
      readBeatMarkers(three)
        .slice(0, -1)
        .map((m) => m.title),
    );
    const fileOne = await readFile(join(folder, first!.relative), 'utf8');
    const newMarker = readBeatMarkers(fileOne).at(-1)!;
    assert.equal(newMarker.title, 'The Gate');
    assert.match(newMarker.id, /^[0-9a-f-]+$/, 'the new beat’s id is in its marker');

    ctx.sb.requests.length = 0;
    const again = await planVersionPush(client.manuscripts, { worldId: reedlands.id, versionId: t.version.id }, folder);
    assert.deepEqual(again.steps, [], 'a second push sends nothing');
    await runVersionPush(client.manuscripts, again, folder, files(folder));
    assert.equal(ctx.sb.requests.filter((r) => r.method !== 'GET' && r.method !== 'POST').length, 0);
    await client.close();
  });

  it('plans from an open editor’s unsaved text (what the push reads too), not the saved file', async () => {
    const client = make();
    const t = target('First draft');
    const first = (await pull(client, folder, t)).writes[0]!;
    const saved = await readFile(join(folder, first.relative), 'utf8');
    const unsaved = `${saved}\n<!-- beat title="Unsaved" -->\n\nTyped, not saved.\n`;
    const openText = (f: string) => (f === first.relative ? unsaved : undefined);
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    const plan = await planVersionPush(client.manuscripts, scope, folder, { openText });
    assert.deepEqual(
      plan.steps.map((s) => [s.kind, s.title]),
      [['add', 'Unsaved']],
    );
    assert.deepEqual((await planVersionPush(client.manuscripts, scope, folder)).steps, [], 'the file itself: nothing');
    await client.close();
  });

  it('a delete left out (Push, Keep the Beats) is offered again by the next push', async () => {
    const client = make();
    const t = target('First draft');
    const pulled = await pull(client, folder, t);
    const last = pulled.writes.at(-1)!;
    const text = await readFile(join(folder, last.relative), 'utf8');
    const gone = readBeatMarkers(text).at(-1)!;
    await writeFile(join(folder, last.relative), text.split('\n').slice(0, gone.line).join('\n'));
    const scope = { worldId: reedlands.id, versionId: t.version.id };
    const plan = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(
      plan.steps.map((s) => s.kind),
      ['delete'],
    );
    await runVersionPush(client.manuscripts, { ...plan, steps: [] }, folder, files(folder));
    const again = await planVersionPush(client.manuscripts, scope, folder);
    assert.deepEqual(
      again.steps.map((s) => [s.kind, 'beatId' in s && s.beatId]),
      [['delete', gone.id]],
    );
    await client.close();
  });

  it('a beat changed on World Anvil since the pull is a conflict, never overwritten', async () => {
    const client = make();
    const t = target('First draft');
    const pulled = await pull(client, folder, t);
    const first = pulled.writes[0]!;
    const text = await readFile(join(folder, first.relative), 'utf8');
    const marker = readBeatMarkers(text)[0]!;
    const lines = text.split('\n');
    lines.splice(marker.line + 2, 0, 'Written here.');
    await writeFile(join(folder, first.relative), lines.join('\n'));
    await client.manuscripts.updateBeat(marker.id, { content: 'Written on World Anvil.' });

    const plan = await planVersionPush(client.manuscripts, { worldId: reedlands.id, versionId: t.version.id }, folder);
    assert.deepEqual(plan.steps, []);
    assert.deepEqual(
      plan.conflicts.map((c) => [c.beatId, c.reason, c.there]),
      [[marker.id, 'changedThere', 'Written on World Anvil.']],
    );
    assert.match(plan.conflicts[0]!.here, /^Written here\./);
    await runVersionPush(client.manuscripts, plan, folder, files(folder));
    const beat = await client.manuscripts.getBeat(marker.id);
    assert.equal(beat.content, 'Written on World Anvil.');
    await client.close();
  });
});

// Issue 29 item 4: the hover on a mention that stays a mention finds the mention under the cursor as the
// BBCode scanner reads it (titles with markup, not-yet-written targets), in bounded work on hostile lines,
// and the file a pull manifest keeps the target in only by a guarded plain path.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mentionAt, pulledFile } from '../../../src/worldbuilding/mentionTarget';

const ID = '66666666-6666-4666-8666-666666666666';

describe('the mention under the cursor', () => {
  it('finds the mention covering the column, with its title, type and id', () => {
    const line = `Ruled by @[The [i]Sea[/i] Queen](person:${ID}), see @[The Twelve Beacons](landmark).`;
    assert.deepEqual(mentionAt(line, 12), {
      title: 'The [i]Sea[/i] Queen',
      type: 'person',
      id: ID,
      start: 9,
      end: line.indexOf(','),
    });
    const beacons = mentionAt(line, line.indexOf('Twelve'));
    assert.equal(beacons?.title, 'The Twelve Beacons');
    assert.equal(beacons?.type, 'landmark');
    assert.equal(beacons?.id, undefined);
    assert.equal(mentionAt(line, 3), undefined);
    assert.equal(mentionAt(line, line.indexOf(', see') + 2), undefined);
    assert.equal(mentionAt('a link [x](person:1) and @[no tail]', 30), undefined);
  });

  it('does bounded work on a line of many unfinished mentions', () => {
    const line = `${'@['.repeat(200_000)}x`;
    assert.equal(mentionAt(line, line.length - 1), undefined);
  });

  it('opens the target’s file only by a plain path from a manifest above', async () => {
    const root = await mkdtemp(join(tmpdir(), 'scriptorium-hover-'));
    try {
      await mkdir(join(root, 'World/People'), { recursive: true });
      await writeFile(
        join(root, 'World/.scriptorium-world.json'),
        JSON.stringify({ articles: { [ID]: { file: 'People/Queen.md' }, bad: { file: '../../etc/passwd' } } }),
      );
      const from = join(root, 'World/Places/Aldmere.md');
      assert.equal(await pulledFile(from, root, ID), join(root, 'World/People/Queen.md'));
      assert.equal(await pulledFile(from, root, 'bad'), undefined);
      assert.equal(await pulledFile(from, root, 'missing'), undefined);
      assert.equal(await pulledFile(join(tmpdir(), 'elsewhere.md'), root, ID), undefined, 'never above the workspace');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

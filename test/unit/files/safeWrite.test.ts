// The write policy's file-system half (issue 25, defects 1–3): a write stays in the chosen folder, never
// follows a link (the file, a parent, or a planted `.part` name), never reaches .git, node_modules or a
// dot-folder unless the person picked the file, and never leaves half a file or a temporary behind.
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectTarget, safeWrite, WriteRefusedError, type RefusalReason } from '../../../src/core/files/safeWrite';

const bytes = (s: string) => new TextEncoder().encode(s);

async function refused(p: Promise<unknown>, reason: RefusalReason): Promise<void> {
  await assert.rejects(p, (err: unknown) => err instanceof WriteRefusedError && err.reason === reason);
}

describe('files: safeWrite', () => {
  let root: string;
  let folder: string;
  let outside: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'scriptorium-write-'));
    folder = join(root, 'chosen');
    outside = join(root, 'outside');
    mkdirSync(folder);
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.txt'), 'untouched');
  });

  it('writes a file into missing folders inside the chosen folder, leaving no temporary file', async () => {
    const path = await safeWrite({ folder, relative: 'locales/de/app.json' }, bytes('{"a":1}'));
    assert.equal(path, join(folder, 'locales', 'de', 'app.json'));
    assert.equal(readFileSync(path, 'utf8'), '{"a":1}');
    assert.deepEqual(readdirSync(join(folder, 'locales', 'de')), ['app.json']);
  });

  it('replaces an existing regular file whole', async () => {
    writeFileSync(join(folder, 'a.json'), 'old and longer than the new text');
    await safeWrite({ folder, relative: 'a.json' }, bytes('new'));
    assert.equal(readFileSync(join(folder, 'a.json'), 'utf8'), 'new');
  });

  it('refuses paths that leave the folder', async () => {
    for (const relative of ['../outside/secret.txt', '/etc/passwd', 'a/../../x', 'a//b', '', 'C:\\x', 'a\0b']) {
      await refused(safeWrite({ folder, relative }, bytes('x')), 'outside');
    }
    assert.equal(readFileSync(join(outside, 'secret.txt'), 'utf8'), 'untouched');
  });

  it('refuses .git, node_modules and dot-folders unless the person picked the file', async () => {
    for (const relative of [
      '.git/hooks/pre-commit',
      'node_modules/typescript/lib/tsc.js',
      '.vscode/tasks.json',
      'a/.github/workflows/x.yml',
      'NODE_MODULES/x',
      'sub/.GIT',
    ]) {
      await refused(safeWrite({ folder, relative }, bytes('x')), 'hidden');
    }
    assert.equal(existsSync(join(folder, '.git')), false);
    await safeWrite({ folder, relative: '.vscode/picked.json', pickedByPerson: true }, bytes('x'));
    assert.equal(readFileSync(join(folder, '.vscode', 'picked.json'), 'utf8'), 'x');
  });

  it('refuses a hidden file name (.env, .npmrc) unless the person picked it or the name is Scriptorium’s own (#42)', async () => {
    for (const relative of ['.env', '.npmrc', 'config/.envrc', '.Env']) {
      await refused(safeWrite({ folder, relative }, bytes('x')), 'hidden');
      await refused(inspectTarget({ folder, relative }), 'hidden');
    }
    assert.deepEqual(readdirSync(folder), []);
    await safeWrite({ folder, relative: '.env', pickedByPerson: true }, bytes('picked'));
    await safeWrite({ folder, relative: '.scriptorium-world.json', ownName: true }, bytes('{}'));
    // Scriptorium's own name allows the dot of the file only, never a dot-folder.
    await refused(safeWrite({ folder, relative: '.vscode/own.json', ownName: true }, bytes('x')), 'hidden');
    assert.deepEqual(readdirSync(folder).sort(), ['.env', '.scriptorium-world.json']);
  });

  it('never writes through a link that is the file itself (a committed locales/de.json → elsewhere)', async () => {
    mkdirSync(join(folder, 'locales'));
    symlinkSync(join(outside, 'secret.txt'), join(folder, 'locales', 'de.json'));
    await refused(safeWrite({ folder, relative: 'locales/de.json' }, bytes('x')), 'link');
    await refused(inspectTarget({ folder, relative: 'locales/de.json' }), 'link');
    assert.equal(readFileSync(join(outside, 'secret.txt'), 'utf8'), 'untouched');
  });

  it('never writes through a linked parent folder', async () => {
    symlinkSync(outside, join(folder, 'locales'));
    await refused(safeWrite({ folder, relative: 'locales/secret.txt' }, bytes('x')), 'link');
    await refused(safeWrite({ folder, relative: 'locales/new.txt' }, bytes('x')), 'link');
    assert.deepEqual(readdirSync(outside), ['secret.txt']);
  });

  it('ignores a planted Hero.md.part link: the bytes land in Hero.md, nothing outside changes', async () => {
    symlinkSync(join(outside, 'secret.txt'), join(folder, 'Hero.md.part'));
    writeFileSync(join(folder, 'Hero.md'), 'old');
    await safeWrite({ folder, relative: 'Hero.md' }, bytes('new'));
    assert.equal(readFileSync(join(folder, 'Hero.md'), 'utf8'), 'new');
    assert.equal(readFileSync(join(outside, 'secret.txt'), 'utf8'), 'untouched');
  });

  it('a file that must be new is never written over anything', async () => {
    writeFileSync(join(folder, 'taken.md'), 'mine');
    await refused(safeWrite({ folder, relative: 'taken.md' }, bytes('x'), { mustBeNew: true }), 'exists');
    assert.equal(readFileSync(join(folder, 'taken.md'), 'utf8'), 'mine');
    symlinkSync(join(outside, 'secret.txt'), join(folder, 'linked.md'));
    await refused(safeWrite({ folder, relative: 'linked.md' }, bytes('x'), { mustBeNew: true }), 'link');
    await safeWrite({ folder, relative: 'fresh.md' }, bytes('new'), { mustBeNew: true });
    assert.deepEqual(readdirSync(folder).sort(), ['fresh.md', 'linked.md', 'taken.md']);
  });

  it('refuses a folder where the file should be', async () => {
    mkdirSync(join(folder, 'de.json'));
    await refused(safeWrite({ folder, relative: 'de.json' }, bytes('x')), 'not-a-file');
  });

  it('accepts a chosen folder that is itself reached through a link (the person chose it)', async () => {
    symlinkSync(folder, join(root, 'via-link'));
    await safeWrite({ folder: join(root, 'via-link'), relative: 'x.md' }, bytes('x'));
    assert.equal(readFileSync(join(folder, 'x.md'), 'utf8'), 'x');
  });

  it('makes the extension’s own storage folder when missing, and only that folder (every mkdir goes through here)', async () => {
    const storage = join(root, 'globalStorage', 'scriptorium');
    await assert.rejects(safeWrite({ folder: storage, relative: 'bases/a.txt' }, bytes('a')), /ENOENT/);
    assert.equal(existsSync(storage), false, 'a chosen folder is never made');
    await safeWrite({ folder: storage, relative: 'bases/a.txt', ownStorage: true }, bytes('a'));
    assert.equal(readFileSync(join(storage, 'bases', 'a.txt'), 'utf8'), 'a');
    // Below the storage folder the policy still refuses a planted link.
    symlinkSync(outside, join(storage, 'backups'));
    await refused(safeWrite({ folder: storage, relative: 'backups/b.txt', ownStorage: true }, bytes('b')), 'link');
    assert.deepEqual(readdirSync(outside), ['secret.txt']);
  });

  it('inspectTarget reads what is there without creating anything', async () => {
    assert.deepEqual(await inspectTarget({ folder, relative: 'a/b/c.json' }), {
      path: join(folder, 'a', 'b', 'c.json'),
      current: undefined,
    });
    assert.equal(existsSync(join(folder, 'a')), false);
    writeFileSync(join(folder, 'c.json'), 'now');
    assert.equal(new TextDecoder().decode((await inspectTarget({ folder, relative: 'c.json' })).current), 'now');
  });
});

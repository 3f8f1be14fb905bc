// Issue 42: a file a setting, a mapping or the write ledger names is read under the write policy before its
// bytes go to a server. Each attack of the hostile review against Upload Translation File, at the file
// system: a `..` mapping, a committed locales/de.json that links to a private key, a downloaded file later
// replaced by a link (a `git pull`), a linked parent folder, and a link swapped in after the checks.
import * as assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WriteRefusedError, type RefusalReason } from '../../../src/core/files/pathPolicy';
import { checkReadable, readOpened, safeRead } from '../../../src/core/files/safeRead';

async function refused(p: Promise<unknown>, reason: RefusalReason): Promise<void> {
  await assert.rejects(p, (err: unknown) => err instanceof WriteRefusedError && err.reason === reason);
}

const text = (r: { bytes: Uint8Array } | undefined) => r && new TextDecoder().decode(r.bytes);

describe('files: safeRead (what an upload may send)', () => {
  let root: string;
  let folder: string;
  let key: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'scriptorium-read-'));
    folder = join(root, 'workspace');
    mkdirSync(join(root, 'outside'));
    key = join(root, 'outside', 'id_rsa');
    writeFileSync(key, '-----BEGIN OPENSSH PRIVATE KEY-----');
    mkdirSync(join(folder, 'locales'), { recursive: true });
    writeFileSync(join(folder, 'locales', 'fr.json'), '{"a":"b"}');
  });

  it('reads a regular file inside the folder; a missing one is undefined', async () => {
    assert.equal(text(await safeRead({ folder, relative: 'locales/fr.json' })), '{"a":"b"}');
    assert.equal(await safeRead({ folder, relative: 'locales/de.json' }), undefined);
    assert.equal(await checkReadable({ folder, relative: 'locales/fr.json' }), true);
    assert.equal(await checkReadable({ folder, relative: 'locales/de.json' }), false);
  });

  it('refuses a mapping that leaves the folder: "../outside/id_rsa", an absolute path', async () => {
    await refused(safeRead({ folder, relative: '../outside/id_rsa' }), 'outside');
    await refused(safeRead({ folder, relative: key }), 'outside');
    await refused(safeRead({ folder, relative: 'locales/../../outside/id_rsa' }), 'outside');
  });

  it('refuses a committed locales/de.json that is a link to a file outside', async () => {
    symlinkSync(key, join(folder, 'locales', 'de.json'));
    await refused(safeRead({ folder, relative: 'locales/de.json' }), 'link');
    await refused(checkReadable({ folder, relative: 'locales/de.json' }), 'link');
    // Also a link to a file inside the folder: the upload never reads through a link.
    symlinkSync(join(folder, 'locales', 'fr.json'), join(folder, 'locales', 'it.json'));
    await refused(safeRead({ folder, relative: 'locales/it.json' }), 'link');
  });

  it('refuses a downloaded file replaced by a link since (a git pull)', async () => {
    writeFileSync(join(folder, 'locales', 'de.json'), '{"downloaded":"yes"}');
    assert.equal(text(await safeRead({ folder, relative: 'locales/de.json' })), '{"downloaded":"yes"}');
    renameSync(join(folder, 'locales', 'de.json'), join(root, 'moved.json'));
    symlinkSync(key, join(folder, 'locales', 'de.json'));
    await refused(safeRead({ folder, relative: 'locales/de.json' }), 'link');
  });

  it('refuses a linked parent folder, a folder, and hidden names unless picked', async () => {
    symlinkSync(join(root, 'outside'), join(folder, 'keys'));
    await refused(safeRead({ folder, relative: 'keys/id_rsa' }), 'link');
    await refused(safeRead({ folder, relative: 'locales' }), 'not-a-file');
    writeFileSync(join(folder, '.env'), 'TOKEN=1');
    await refused(safeRead({ folder, relative: '.env' }), 'hidden');
    assert.equal(text(await safeRead({ folder, relative: '.env', pickedByPerson: true })), 'TOKEN=1');
    // Picking a file never lets a link through.
    symlinkSync(key, join(folder, 'picked.json'));
    await refused(safeRead({ folder, relative: 'picked.json', pickedByPerson: true }), 'link');
  });

  it('checks the opened file: a link swapped in after the path checks is never followed', async () => {
    // What readOpened meets when the checks passed on a regular file and a link took its place before the open.
    symlinkSync(key, join(folder, 'locales', 'de.json'));
    await refused(readOpened(folder, join(folder, 'locales', 'de.json'), 'locales/de.json'), 'link');
    // A path whose real path lies outside the folder (a parent swapped for a link): refused after the open.
    await refused(readOpened(join(folder, 'locales'), key, 'de.json'), 'outside');
  });
});

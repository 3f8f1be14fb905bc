// The one way Scriptorium puts bytes on disk (issue 25). Every writer hands it a folder the person chose
// (a workspace folder, a folder picked in a dialog) and a relative path; the path goes through the file
// policy (pathPolicy.ts: inside the folder, no `.git/`, `node_modules/` or dot-name unless picked, no link
// anywhere), and then this module:
// - writes a temporary file created exclusively (O_CREAT|O_EXCL|O_NOFOLLOW, a random name) beside the
//   target, then renames it over the target (rename replaces a link, never writes through it), so a cut
//   run never leaves half a file and a planted name cannot redirect the bytes;
// - for a file that must be new, links the temporary file to the target (fails if anything exists there)
//   instead of renaming over it.
// What may be overwritten without asking is decided before (writePlan.ts); this module only makes the write
// itself safe. It knows nothing of VS Code.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { lstatOrUndefined, refuse, resolveTarget, type WriteTarget } from './pathPolicy';
import { readOpened } from './safeRead';

export { checkRelativePath, WriteRefusedError, type RefusalReason, type WriteTarget } from './pathPolicy';

/**
 * What a write of `target` would replace, read without following links and without creating anything:
 * the absolute path and the bytes there now (undefined for a new file). Throws WriteRefusedError as
 * safeWrite would.
 */
export async function inspectTarget(target: WriteTarget): Promise<{ path: string; current: Uint8Array | undefined }> {
  const { root, path, exists } = await resolveTarget(target, false);
  // Opened without following a link that replaced the file since the lstat above (safeRead.ts).
  return { path, current: exists ? await readOpened(root, path, target.relative) : undefined };
}

/** A temporary file beside `path`, created exclusively and never through a link, holding `bytes`. */
async function writeTemporary(path: string, bytes: Uint8Array): Promise<string> {
  const temporary = join(
    dirname(path),
    `.${basename(path).slice(0, 100)}.${randomBytes(6).toString('hex')}.scriptorium-tmp`,
  );
  // O_NOFOLLOW is missing on Windows, where O_EXCL alone already refuses an existing name of any kind.
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
  const handle = await open(temporary, flags, 0o666);
  try {
    await handle.writeFile(bytes);
  } catch (err) {
    await handle.close().catch(() => undefined);
    await unlink(temporary).catch(() => undefined);
    throw err;
  }
  await handle.close();
  return temporary;
}

/**
 * Writes `bytes` to `target` under the rules above. With `mustBeNew`, anything already at the target (file,
 * folder or link, also one that appeared since it was planned) makes it throw WriteRefusedError('exists').
 * Returns the absolute path written.
 */
export async function safeWrite(
  target: WriteTarget,
  bytes: Uint8Array,
  opts: { mustBeNew?: boolean } = {},
): Promise<string> {
  const { path } = await resolveTarget(target, true);
  const temporary = await writeTemporary(path, bytes);
  try {
    if (opts.mustBeNew) {
      try {
        await link(temporary, path);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EEXIST')
          refuse('exists', target.relative, `${target.relative} already exists; it was left as it is`);
        // File systems without hard links (FAT, some network shares): checked once more, then renamed.
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw err;
        if (await lstatOrUndefined(path))
          refuse('exists', target.relative, `${target.relative} already exists; it was left as it is`);
        await rename(temporary, path);
      }
    } else {
      await rename(temporary, path);
    }
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  return path;
}

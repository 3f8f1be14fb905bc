// Reading a file a setting, a mapping or the write ledger names, before its bytes leave the machine (issue
// 42: Upload Translation File sent a private key through a `..` mapping, a linked locales/de.json and a
// downloaded file later replaced by a link). The path goes through the same policy as a write
// (pathPolicy.ts); then the file is opened without following a link (O_NOFOLLOW) and the checks are made
// on the opened file, not before it: it must be a regular file (fstat of the handle), and the path's real
// path must lie inside the folder and still name that very file (device and inode), so a link swapped in
// between the check and the open is caught.
import { constants } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { isInside, refuse, resolveTarget, type WriteTarget } from './pathPolicy';

/**
 * The bytes of the regular file at `path` (absolute, below the real folder `root`), opened without
 * following a link; undefined when nothing is there. Throws WriteRefusedError ('link', 'not-a-file',
 * 'outside') as the policy says; `shown` is the path as the person reads it.
 */
export async function readOpened(root: string, path: string, shown: string): Promise<Uint8Array | undefined> {
  let handle;
  try {
    // O_NONBLOCK: a FIFO swapped in after the checks must not hang the read; a regular file ignores it.
    // O_NOFOLLOW is missing on Windows, where the device and inode check below still catches a swap.
    handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // Linux says ELOOP for a link under O_NOFOLLOW, the BSDs EMLINK.
    if (code === 'ELOOP' || code === 'EMLINK')
      refuse('link', shown, `${shown} is a symbolic link; Scriptorium does not follow links`);
    throw err;
  }
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) refuse('not-a-file', shown, `${shown} is not a regular file`);
    const real = await realpath(path);
    if (!isInside(root, real)) refuse('outside', shown, `${shown} resolves outside the chosen folder`);
    const there = await stat(real);
    if (there.dev !== opened.dev || there.ino !== opened.ino)
      refuse('link', shown, `${shown} changed into another file or a link while being read`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * The bytes of `target` under the file policy, for sending them somewhere: undefined when no file is
 * there; WriteRefusedError when the path leaves the folder, runs through or is a link, is hidden (unless
 * picked), or is not a regular file.
 */
export async function safeRead(target: WriteTarget): Promise<{ path: string; bytes: Uint8Array } | undefined> {
  const { root, path, exists } = await resolveTarget(target, false);
  if (!exists) return undefined;
  const bytes = await readOpened(root, path, target.relative);
  return bytes && { path, bytes };
}

/** Whether `target` would be read (a file is there and the policy allows it), without reading it. */
export async function checkReadable(target: WriteTarget): Promise<boolean> {
  return (await resolveTarget(target, false)).exists;
}

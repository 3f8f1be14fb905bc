// The one way Scriptorium puts bytes on disk (issue 25). Every writer hands it a folder the person chose
// (a workspace folder, a folder picked in a dialog) and a relative path, and it:
// - refuses a path that leaves the folder, or that runs through `.git/`, `node_modules/` or a dot-folder,
//   unless the person picked that exact file in a dialog (then the dialog was the question);
// - never follows a symbolic link: every existing part of the path below the folder is lstat'ed, a link
//   anywhere (the file itself, `.part` names, a parent) is refused, and the real path of the parent
//   folder must still lie inside the real path of the chosen folder;
// - writes a temporary file created exclusively (O_CREAT|O_EXCL|O_NOFOLLOW, a random name) beside the
//   target, then renames it over the target (rename replaces a link, never writes through it), so a cut
//   run never leaves half a file and a planted name cannot redirect the bytes;
// - for a file that must be new, links the temporary file to the target (fails if anything exists there)
//   instead of renaming over it.
// What may be overwritten without asking is decided before (writePlan.ts); this module only makes the write
// itself safe. It knows nothing of VS Code.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, realpath, rename, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

/** Why a write was refused: each names a rule of the write policy, for the message and for tests. */
export type RefusalReason = 'outside' | 'hidden' | 'link' | 'not-a-file' | 'exists';

export class WriteRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    /** The path as the person would read it: relative to the chosen folder. */
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'WriteRefusedError';
  }
}

/** Folders a server-chosen name never reaches: code runs from them, or tools rewrite them. */
const PROTECTED_SEGMENT = /^(node_modules|\.git)$/i;

export interface WriteTarget {
  /** The folder the person chose; the file lands strictly inside it. */
  folder: string;
  /** The file's path inside `folder`, `/`-separated. */
  relative: string;
  /**
   * The person picked this exact file in a save dialog: then a dot-folder or `node_modules` is theirs to
   * choose (links and leaving the folder are still refused).
   */
  pickedByPerson?: boolean;
}

const refuse = (reason: RefusalReason, path: string, message: string): never => {
  throw new WriteRefusedError(reason, path, message);
};

/**
 * The relative path's segments when it is a path this policy lets a write reach; throws WriteRefusedError
 * otherwise. Pure: no file system access.
 */
export function checkRelativePath(target: WriteTarget): string[] {
  const shown = target.relative;
  if (
    shown.length === 0 ||
    shown.length > 4096 ||
    isAbsolute(shown) ||
    /^[A-Za-z]:/.test(shown) ||
    shown.includes('\0')
  ) {
    refuse('outside', shown, `${shown} is not a path inside the chosen folder`);
  }
  const segments = shown.split(/[\\/]/);
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..')
      refuse('outside', shown, `${shown} is not a plain path inside the chosen folder`);
  }
  if (!target.pickedByPerson) {
    const folders = segments.slice(0, -1);
    if (segments.some((s) => PROTECTED_SEGMENT.test(s)) || folders.some((s) => s.startsWith('.'))) {
      refuse(
        'hidden',
        shown,
        `${shown} lies in .git, node_modules or a hidden folder, where Scriptorium writes only a file you pick yourself`,
      );
    }
  }
  return segments;
}

const isInside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

async function lstatOrUndefined(path: string) {
  try {
    return await lstat(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The absolute path a write of `target` goes to; with `create`, its missing parent folders are made one by
 * one (never through a link). Throws WriteRefusedError when a part of the path is a link or not a folder,
 * or the file itself is a link or not a regular file.
 */
async function resolveTarget(target: WriteTarget, create: boolean): Promise<{ path: string; exists: boolean }> {
  const segments = checkRelativePath(target);
  const shown = target.relative;
  const root = await realpath(target.folder);
  let dir = root;
  let missing = false;
  for (const segment of segments.slice(0, -1)) {
    dir = join(dir, segment);
    const stat = missing ? undefined : await lstatOrUndefined(dir);
    if (stat?.isSymbolicLink())
      refuse(
        'link',
        shown,
        `${shown} runs through a symbolic link (${relative(root, dir)}); Scriptorium does not write through links`,
      );
    if (stat && !stat.isDirectory()) refuse('not-a-file', shown, `${relative(root, dir)} is not a folder`);
    if (stat) continue;
    if (!create) {
      missing = true;
      continue;
    }
    try {
      await mkdir(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    // Made here or by someone else meanwhile: either way it must be a plain folder now.
    if (!(await lstat(dir)).isDirectory())
      refuse('link', shown, `${relative(root, dir)} changed into a link or file while being written`);
  }
  const path = join(dir, segments[segments.length - 1]!);
  if (missing) return { path, exists: false };
  // Belt and braces: whatever happened above, the parent's real path lies inside the chosen folder.
  if (!isInside(root, await realpath(dir))) refuse('outside', shown, `${shown} resolves outside the chosen folder`);
  const stat = await lstatOrUndefined(path);
  if (stat?.isSymbolicLink())
    refuse('link', shown, `${shown} is a symbolic link; Scriptorium does not write through links`);
  if (stat && !stat.isFile()) refuse('not-a-file', shown, `${shown} is not a regular file`);
  return { path, exists: stat !== undefined };
}

/**
 * What a write of `target` would replace, read without following links and without creating anything:
 * the absolute path and the bytes there now (undefined for a new file). Throws WriteRefusedError as
 * safeWrite would.
 */
export async function inspectTarget(target: WriteTarget): Promise<{ path: string; current: Uint8Array | undefined }> {
  const { path, exists } = await resolveTarget(target, false);
  if (!exists) return { path, current: undefined };
  // Opened without following a link that replaced the file since the lstat above.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    return { path, current: await handle.readFile() };
  } finally {
    await handle.close();
  }
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

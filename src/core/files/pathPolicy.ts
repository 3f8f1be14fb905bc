// The path half of the file policy (issues 25 and 42), shared by every write (safeWrite.ts) and every read
// of a file a setting, a mapping or the write ledger names (safeRead.ts): one set of rules, so a path a
// download refuses is never one an upload sends.
// - a path that leaves the folder (`..`, absolute, a drive letter, an empty segment) is refused;
// - `.git/`, `node_modules/` and a name starting with a dot (a folder, or the file itself: `.env`,
//   `.npmrc`) only when the person picked that exact file in a dialog or the name is Scriptorium's own;
// - no link anywhere below the folder: every existing part is lstat'ed, and the parent's real path must lie
//   inside the folder's real path.
// It knows nothing of VS Code.
import { lstat, mkdir, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

/** Why a path was refused: each names a rule of the policy, for the message and for tests. */
export type RefusalReason = 'outside' | 'hidden' | 'link' | 'not-a-file' | 'exists';

/** Named for its first use; reads refuse with it too, so one catch handles both. */
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
  /** The folder the person chose, or the workspace folder whose settings named the file; the file lies strictly inside it. */
  folder: string;
  /** The file's path inside `folder`, `/`-separated. */
  relative: string;
  /**
   * The person picked this exact file in a dialog: then a dot-name or `node_modules` is theirs to
   * choose (links and leaving the folder are still refused).
   */
  pickedByPerson?: boolean;
  /**
   * The file's name is Scriptorium's own constant (the world manifest, `.scriptorium-world.json`), not
   * text from a server or a setting: a leading dot in the last segment is then allowed.
   */
  ownName?: boolean;
  /**
   * `folder` is the extension's own storage (a path VS Code hands over, never a server's or a setting's): it
   * is made, with its parents, when missing. Everything below it is still made one folder at a time, never
   * through a link.
   */
  ownStorage?: boolean;
}

export const refuse = (reason: RefusalReason, path: string, message: string): never => {
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
    const name = segments[segments.length - 1]!;
    if (
      segments.some((s) => PROTECTED_SEGMENT.test(s)) ||
      folders.some((s) => s.startsWith('.')) ||
      (name.startsWith('.') && !target.ownName)
    ) {
      refuse(
        'hidden',
        shown,
        `${shown} is a hidden file or lies in .git, node_modules or a hidden folder, where Scriptorium reaches only a file you pick yourself`,
      );
    }
  }
  return segments;
}

export const isInside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

export async function lstatOrUndefined(path: string) {
  try {
    return await lstat(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Where `target` lies: the folder's real path (`root`), the file's absolute path below it, and whether a
 * file is there. With `create`, missing parent folders are made one by one (never through a link). Throws
 * WriteRefusedError when a part of the path is a link or not a folder, or the file itself is a link or not
 * a regular file.
 */
export async function resolveTarget(
  target: WriteTarget,
  create: boolean,
): Promise<{ root: string; path: string; exists: boolean }> {
  const segments = checkRelativePath(target);
  const shown = target.relative;
  if (create && target.ownStorage) await mkdir(target.folder, { recursive: true });
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
        `${shown} runs through a symbolic link (${relative(root, dir)}); Scriptorium does not follow links`,
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
  if (missing) return { root, path, exists: false };
  // Belt and braces: whatever happened above, the parent's real path lies inside the chosen folder.
  if (!isInside(root, await realpath(dir))) refuse('outside', shown, `${shown} resolves outside the chosen folder`);
  const stat = await lstatOrUndefined(path);
  if (stat?.isSymbolicLink()) refuse('link', shown, `${shown} is a symbolic link; Scriptorium does not follow links`);
  if (stat && !stat.isFile()) refuse('not-a-file', shown, `${shown} is not a regular file`);
  return { root, path, exists: stat !== undefined };
}

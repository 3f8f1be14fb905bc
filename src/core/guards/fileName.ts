// The one guard for turning server text (an article's title, slug or id) into a file name, and for checking
// that a path built from it stays inside the folder the user chose. Server strings are hostile: `..`,
// absolute and UNC paths, reserved Windows names, control and bidi characters, and megabyte-long values
// must never reach the file system as they are.
import { createHash } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** Longest base name we produce (before the extension): far below every file system's 255-byte limit. */
export const MAX_BASE_NAME = 80;

// Windows refuses these names with any extension (CON.md is still the console device).
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * A base name made only of letters, digits, `-`, `_` and `.`, without a leading dot, not a reserved
 * Windows name, at most MAX_BASE_NAME characters; undefined when nothing usable is left. Letters outside
 * ASCII are folded to their base letter where Unicode has one (Ærø → Aero is not attempted: æ is dropped).
 */
export function sanitizeBaseName(text: string): string | undefined {
  // Bounded first: the rest of the work is linear in what is left.
  const folded = text
    .slice(0, 4 * MAX_BASE_NAME)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  let name = folded
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+/, '')
    .slice(0, MAX_BASE_NAME)
    .replace(/[-.]+$/, '');
  if (name.length === 0) return undefined;
  if (RESERVED.test(name.split('.')[0]!)) name = `${name}-`;
  return name;
}

/**
 * The first of `candidates` (in order: title, slug, id, …) that survives sanitizing, else a short hash of
 * all of them, so that two different articles never collapse onto one file name.
 */
export function safeFileName(candidates: ReadonlyArray<string | undefined>, extension: string): string {
  for (const c of candidates) {
    const name = c === undefined ? undefined : sanitizeBaseName(c);
    if (name) return `${name}${extension}`;
  }
  const hash = createHash('sha256')
    .update(candidates.map((c) => c ?? '').join('\u0000'))
    .digest('hex')
    .slice(0, 16);
  return `article-${hash}${extension}`;
}

/** One path segment a server may name: plain characters, no leading dot, not a reserved Windows name. */
const PLAIN_SEGMENT = /^[\w@+-][\w.@+-]{0,254}$/;

/**
 * A relative path from server text (a Weblate translation's `filename`), with `/` separators, when every
 * segment is plain: letters, digits, `_ . @ + -`, not starting with a dot and not a reserved Windows name;
 * undefined otherwise, and the caller asks the user where to write instead. The leading-dot rule keeps a
 * server from naming `.vscode/tasks.json`, `.git/hooks/pre-commit` or `.github/workflows/x.yml`, files
 * that run code when written; no segment can be `..` or empty, so the path cannot leave its folder.
 */
export function plainRelativePath(path: string): string | undefined {
  if (path.length > 1024) return undefined;
  const segments = path.replace(/\\/g, '/').split('/');
  const plain = segments.every((s) => PLAIN_SEGMENT.test(s) && !RESERVED.test(s.split('.')[0]!));
  return plain ? segments.join('/') : undefined;
}

/** `folder/name` when it lies strictly inside `folder` once resolved; undefined otherwise. */
export function pathInside(folder: string, name: string): string | undefined {
  const base = resolve(folder);
  const target = resolve(base, name);
  const rel = relative(base, target);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return undefined;
  return target;
}

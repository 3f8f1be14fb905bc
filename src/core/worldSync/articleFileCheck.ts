// Is this file an article file (one on World Anvil, which Preview and Push serve)? Asked for the active
// editor only, at activation's speed: part of the light entry, so nothing heavy (no YAML parser, no zod).
// Two marks, either enough: the front matter's bookkeeping block carries a World Anvil id (written by a
// create, push or pull), or a world pull's manifest in the file's folder or one above lists it (a pulled
// file whose front matter the writer trimmed). Wherever the file lies: a pulled world's folder is often
// not called articles/.
import { readFile, stat } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';

/** Same name as pullManifest.ts's MANIFEST_NAME (which imports zod, too heavy for the entry). */
export const WORLD_MANIFEST_NAME = '.scriptorium-world.json';
/** Folders looked in above the file: a pull's category folders are at most this deep (plan.ts's bound + 1). */
export const MANIFEST_LEVELS = 6;
/** A manifest this large is not read for a context key (a world of ~50,000 articles is ~10 MB). */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The World Anvil id in the front matter's `scriptorium:` block, read from `head` (the file's first
 * lines): a plain line scan of the block articleFile.writeBookkeeping writes, not a YAML parse.
 */
export function frontMatterArticleId(head: string): string | undefined {
  const lines = head.split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0] ?? '')) return undefined;
  let inBlock = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^(---|\.\.\.)\s*$/.test(line)) return undefined;
    if (/^scriptorium\s*:\s*(#.*)?$/.test(line)) {
      inBlock = true;
      continue;
    }
    if (!/^\s/.test(line)) inBlock = false;
    const id = inBlock ? /^\s+id\s*:\s*["']?([0-9A-Za-z-]{1,80})["']?\s*(#.*)?$/.exec(line) : null;
    if (id) return id[1];
  }
  return undefined;
}

/** The front matter's top-level `template:` (as frontMatterLines writes it, quoted or not), read from `head`. */
export function frontMatterTemplate(head: string): string | undefined {
  const lines = head.split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0] ?? '')) return undefined;
  for (let i = 1; i < lines.length; i++) {
    if (/^(---|\.\.\.)\s*$/.test(lines[i]!)) return undefined;
    const m = /^template\s*:\s*(["']?)([\w-]{1,64})\1\s*(#.*)?$/.exec(lines[i]!);
    if (m) return m[2];
  }
  return undefined;
}

/** Whether a manifest's text lists `name` (a path relative to the manifest's folder, `/`-separated). */
export function manifestLists(manifestText: string, name: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    return false;
  }
  const articles = (parsed as { articles?: unknown } | null)?.articles;
  if (typeof articles !== 'object' || articles === null) return false;
  return Object.values(articles).some(
    (e) => typeof e === 'object' && e !== null && (e as { file?: unknown }).file === name,
  );
}

/**
 * Whether a pull manifest in the file's folder or up to MANIFEST_LEVELS above it (never above `root`,
 * the workspace folder) lists the file.
 */
export async function listedInPullManifest(file: string, root: string): Promise<boolean> {
  let dir = dirname(file);
  for (let level = 0; level < MANIFEST_LEVELS; level++) {
    const rel = relative(root, dir);
    if (rel.startsWith('..') || (rel !== '' && dir === dirname(dir))) return false;
    const manifest = `${dir}${sep}${WORLD_MANIFEST_NAME}`;
    const info = await stat(manifest).catch(() => undefined);
    if (
      info?.isFile() &&
      info.size <= MANIFEST_MAX_BYTES &&
      manifestLists(await readFile(manifest, 'utf8').catch(() => ''), relative(dir, file).split(sep).join('/'))
    )
      return true;
    if (rel === '') return false;
    dir = dirname(dir);
  }
  return false;
}

// Before a pull writes a file for an article, is that article already kept in another file of the
// workspace? Then the new file would be a second copy: two files pushing to one article, each unaware of
// the other's changes. Tracked means: a file whose front matter carries the article's id (a single pull,
// a create, a push), or a file another pull's manifest lists (as an article, or a secret: #29) and that
// still exists. Run once per pull, over the files the workspace search hands over, reading only each
// file's head.
import { open, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { frontMatterArticleId } from './articleFileCheck';
import { isPlainPathInside } from './pullManifest';

/** The head read of each file: the front matter's bookkeeping block lies well within it. */
const HEAD_BYTES = 64 * 1024;

async function head(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() === true;

/**
 * For each of `ids` kept in one of `articleFiles` (by its front matter) or listed by one of `manifests`
 * (files that exist), the first such file's absolute path. Unreadable files and manifests are skipped.
 */
export async function trackedElsewhere(
  ids: ReadonlySet<string>,
  where: { articleFiles: readonly string[]; manifests: readonly string[] },
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (ids.size === 0) return found;
  for (const manifest of where.manifests) {
    let articles: unknown;
    let secrets: unknown;
    try {
      const parsed = JSON.parse(await readFile(manifest, 'utf8')) as { articles?: unknown; secrets?: unknown } | null;
      ({ articles, secrets } = parsed ?? {});
    } catch {
      continue;
    }
    if (typeof articles !== 'object' || articles === null) continue;
    // A world's secrets are recorded apart from its articles (#29): a copy of either is a copy.
    const records = typeof secrets === 'object' && secrets !== null ? { ...articles, ...secrets } : articles;
    for (const [id, entry] of Object.entries(records)) {
      const file = (entry as { file?: unknown } | null)?.file;
      if (!ids.has(id) || found.has(id) || typeof file !== 'string' || !isPlainPathInside(dirname(manifest), file))
        continue;
      const path = join(dirname(manifest), file);
      if (await isFile(path)) found.set(id, path);
    }
  }
  for (const path of where.articleFiles) {
    const id = frontMatterArticleId(await head(path).catch(() => ''));
    if (id !== undefined && ids.has(id) && !found.has(id)) found.set(id, path);
  }
  return found;
}

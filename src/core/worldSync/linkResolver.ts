// On push (and create, and the preview): which relative links of a Markdown article file point at another
// article's file, so they go to World Anvil as the mentions a world pull wrote them from (issue 29, item 4).
// A file is an article's by the id in its front matter's bookkeeping block, or — a pulled file whose front
// matter was trimmed — by a pull manifest at or above it that lists it. Only files inside the workspace
// folder are read, by guarded plain paths (articleLinks.linkedPath), never through a symbolic link, and only
// their head. No `vscode` import: tested in plain Node.
import { lstat, open, readFile } from 'node:fs/promises';
import { dirname, posix, relative, sep } from 'node:path';
import { readArticleFile } from '../markup/articleFile';
import { articleLinks, linkedPath, mentionOfLink, type ArticleAt, type LinkToMention } from '../markup/articleLinks';
import type { MentionLinks } from '../markup/bbcodeToMarkdown';
import { pathInside } from '../guards/fileName';
import { frontMatterArticleId, frontMatterTemplate, MANIFEST_LEVELS, WORLD_MANIFEST_NAME } from './articleFileCheck';

/** The head read of a linked file: its front matter lies well within it. */
const HEAD_BYTES = 64 * 1024;
/** Links looked up per file at most: a push never reads thousands of files. */
const MAX_LOOKUPS = 500;

async function head(path: string): Promise<string | undefined> {
  const info = await lstat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, info.size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The id a pull manifest at or above `file` (never above `root`) records for it. */
async function manifestId(file: string, root: string): Promise<string | undefined> {
  let dir = dirname(file);
  for (let level = 0; level < MANIFEST_LEVELS; level++) {
    const manifest = pathInside(root, relative(root, `${dir}${sep}${WORLD_MANIFEST_NAME}`));
    if (!manifest) return undefined;
    let articles: unknown;
    try {
      articles = (JSON.parse(await readFile(manifest, 'utf8')) as { articles?: unknown } | null)?.articles;
    } catch {
      articles = undefined;
    }
    const name = relative(dir, file).split(sep).join('/');
    if (typeof articles === 'object' && articles !== null)
      for (const [id, entry] of Object.entries(articles))
        if ((entry as { file?: unknown } | null)?.file === name && /^[\w-]{1,80}$/.test(id)) return id;
    if (relative(root, dir) === '') return undefined;
    dir = dirname(dir);
  }
  return undefined;
}

/** The article kept in `path` (relative to `root`), or undefined when it is no article's file. */
export async function articleInFile(root: string, path: string): Promise<ArticleAt | undefined> {
  const absolute = pathInside(root, path);
  const text = absolute && (await head(absolute).catch(() => undefined));
  if (text === undefined || !absolute) return undefined;
  const id = frontMatterArticleId(text) ?? (await manifestId(absolute, root));
  const template = frontMatterTemplate(text);
  return id === undefined ? undefined : { id, file: path, ...(template ? { template } : {}) };
}

export interface FileLinks {
  /** Links → mentions, for converting this file. */
  toMention: LinkToMention;
  /** Mentions ↔ links for World Anvil's side of this file (a conflict diff): the articles it links to. */
  both: MentionLinks;
}

/**
 * Links → mentions for the Markdown article file `file` (absolute) inside the folder `root` (the
 * workspace folder), its text being `text`: every link of it that names an article's file is looked up
 * once, here, so the conversion (synchronous) finds them.
 */
export async function linkMentions(file: string, root: string, text: string): Promise<FileLinks> {
  const from = relative(root, file).split(sep).join(posix.sep);
  const wanted = new Set<string>();
  readArticleFile(text, {
    format: 'markdown',
    linkMention: (url) => {
      const path = linkedPath(url, from);
      if (path !== undefined && wanted.size < MAX_LOOKUPS) wanted.add(path);
      return undefined;
    },
  });
  const found = new Map<string, ArticleAt>();
  for (const path of wanted) {
    const article = await articleInFile(root, path);
    if (article) found.set(path, article);
  }
  return {
    toMention: (url, title) => mentionOfLink(url, title, from, (path) => found.get(path)),
    both: articleLinks(found.values(), from),
  };
}

// Mentions of pulled articles as relative Markdown links, and back (issue 29, item 4). In a pulled world,
// `@[Title](person:uuid)` of an article that has a file too is written `[Title](../People/Title.md)`: VS Code
// can then follow, preview, validate and rename it. A push turns a link to a file that is a tracked article
// back into the mention. The mention's type is the target's template unless the link's title says
// otherwise (`[Title](../People/Title.md "article")`): World Anvil's editor writes the template, so most
// links stay plain, and any other type still comes back byte for byte.
// Paths here are `/`-separated and relative to one root (the pulled world's folder, or the workspace
// folder); every target path passes the file-name guard (plainRelativePath) before it is linked or read.
import { posix } from 'node:path';
import { plainRelativePath } from '../guards/fileName';

/** A mention's target as World Anvil writes it: `@[Title](type:id)`. */
export interface MentionRef {
  type: string;
  id: string;
}

/** An article kept in a file: the file (relative to the root) and the article's template when known. */
export interface ArticleAt {
  file: string;
  id: string;
  template?: string;
}

/** Mention → link destination (already encoded) and optional title; undefined keeps the mention. */
export type MentionToLink = (m: MentionRef) => { dest: string; title?: string } | undefined;
/** A Markdown link (its destination as parsed, its title) → the mention it stands for; undefined keeps the link. */
export type LinkToMention = (url: string, title: string | null | undefined) => MentionRef | undefined;

const TYPE = /^[\w-]{1,64}$/;
const ARTICLE_EXTENSION = /\.(md|bbcode)$/i;

/** A path segment as a link destination needs it: percent-encoded, parentheses and quotes included. */
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The link from the file `from` to the file `to` (both relative to one root), percent-encoded. */
export function relativeLink(from: string, to: string): string {
  const rel = posix.relative(posix.dirname(from), to);
  return rel
    .split('/')
    .map((s) => (s === '..' ? s : encodeSegment(s)))
    .join('/');
}

/**
 * The file a link destination names, relative to the root, when it is a relative link to an article file
 * (`.md` or `.bbcode`) that stays inside the root and passes the file-name guard; undefined for URLs,
 * absolute paths, links to headings or with queries, and anything else.
 */
export function linkedPath(url: string, from: string): string | undefined {
  if (url.length > 2048 || url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url) || /^[/\\#?]/.test(url)) return undefined;
  if (/[#?]/.test(url)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return undefined;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return undefined;
  const joined = posix.normalize(posix.join(posix.dirname(from), decoded));
  if (joined.startsWith('../') || joined === '..' || !ARTICLE_EXTENSION.test(joined)) return undefined;
  return plainRelativePath(joined) === joined ? joined : undefined;
}

/** `@[Title](type:id)` → title, type and id; undefined for a mention without an id (`@[Title](article)`). */
export function parseMention(raw: string): { title: string; ref: MentionRef } | undefined {
  const m = /^@\[([\s\S]*)\]\(([\w-]+):([\w-]+)\)$/.exec(raw);
  return m ? { title: m[1]!, ref: { type: m[2]!, id: m[3]! } } : undefined;
}

/** Tracked articles by id and by file; only files that pass the file-name guard are in it. */
export class ArticleIndex {
  private readonly ids = new Map<string, ArticleAt>();
  private readonly files = new Map<string, ArticleAt>();

  constructor(articles: Iterable<ArticleAt> = []) {
    for (const a of articles) this.set(a);
  }

  /** Records where an article is kept (replacing where it was), or nothing when its path is not plain. */
  set(a: ArticleAt): void {
    this.delete(a.id);
    if (plainRelativePath(a.file) !== a.file) return;
    this.ids.set(a.id, a);
    this.files.set(a.file, a);
  }

  delete(id: string): void {
    const old = this.ids.get(id);
    if (!old) return;
    this.ids.delete(id);
    if (this.files.get(old.file) === old) this.files.delete(old.file);
  }

  byId(id: string): ArticleAt | undefined {
    return this.ids.get(id);
  }

  byFile(file: string): ArticleAt | undefined {
    return this.files.get(file);
  }

  all(): IterableIterator<ArticleAt> {
    return this.ids.values();
  }
}

/**
 * Both directions for the files of one root: `articles` are the tracked articles (each file a guarded
 * plain path), `from` the file being written or read.
 */
export function articleLinks(
  articles: Iterable<ArticleAt> | ArticleIndex,
  from: string,
): { toLink: MentionToLink; toMention: LinkToMention } {
  const index = articles instanceof ArticleIndex ? articles : new ArticleIndex(articles);
  return {
    toLink: (m) => {
      const target = index.byId(m.id);
      if (!target || !TYPE.test(m.type)) return undefined;
      const dest = relativeLink(from, target.file);
      // A target of unknown template gets the type written out: the push reads no type from it.
      return m.type === target.template ? { dest } : { dest, title: m.type };
    },
    toMention: (url, title) => mentionOfLink(url, title, from, (path) => index.byFile(path)),
  };
}

/** The mention a link to a tracked article's file stands for: its title names the type, else the target's template. */
export function mentionOfLink(
  url: string,
  title: string | null | undefined,
  from: string,
  lookup: (path: string) => Pick<ArticleAt, 'id' | 'template'> | undefined,
): MentionRef | undefined {
  const path = linkedPath(url, from);
  const target = path === undefined ? undefined : lookup(path);
  if (!target || !/^[\w-]+$/.test(target.id)) return undefined;
  const type = title && TYPE.test(title) ? title : (target.template ?? 'article');
  return TYPE.test(type) ? { type, id: target.id } : undefined;
}

// Which file holds which article during a world pull, so each mention of a pulled article is written as a
// relative link to the file it is in (issue 29, item 4). A file is written before some of the files it
// links to: those links point where the plan puts them (a new article: its planned name with the pull's
// extension). When the run ends — done, cancelled or failed — each file whose links named a file that was
// not written there (the article fell back to .bbcode, or the run stopped before it) is written again from
// the same article with the files as they are, so no link points at nothing.
import { lstat, readFile } from 'node:fs/promises';
import { safeWrite } from '../files/safeWrite';
import { pathInside } from '../guards/fileName';
import { ArticleIndex, articleLinks, type ArticleAt } from '../markup/articleLinks';
import { articleToFile, type ArticleFileFormat, type PulledFile } from '../markup/articleToFile';
import type { ImageToMarkdown } from '../markup/imageLinks';
import type { Article } from '../worldanvil';
import { syncedHash, textHash, type Manifest } from './pullManifest';
import type { PullStep } from './plan';

interface Rendered {
  article: Article;
  name: string;
  text: string;
  /** The targets its links point at, with the file each was pointed at. */
  used: Map<string, string>;
}

export class PullLinks {
  private planned = new ArticleIndex();
  private readonly templates = new Map<string, string>();
  /** Articles this run writes that are not written yet: where their files end up is not settled. */
  private readonly unsettled = new Set<string>();
  /** Files written this run that link to a target not yet settled. */
  private readonly pending: Rendered[] = [];

  constructor(
    private readonly manifest: Manifest,
    steps: readonly PullStep[],
    private readonly format: ArticleFileFormat,
    /** The images kept in assets/ (assets.ts), as the file being written links them. */
    private readonly images?: { toMarkdown(from: string): ImageToMarkdown },
  ) {
    for (const s of steps) {
      if (s.article.template) this.templates.set(s.article.id, s.article.template);
      if (s.kind === 'new' || s.kind === 'update' || s.kind === 'restore') this.unsettled.add(s.article.id);
    }
    for (const [id, e] of Object.entries(manifest.articles)) this.planned.set(this.at(id, e.file));
    const extension = format === 'markdown' ? '.md' : '.bbcode';
    for (const s of steps) if (s.kind === 'new') this.planned.set(this.at(s.article.id, `${s.file}${extension}`));
  }

  /**
   * Links only to files that are there: an article the manifest lists but this run does not write (another
   * category's, or one whose file was removed) is linked only while its file exists, or a push would send
   * the link to nothing instead of the mention.
   */
  async dropMissing(folder: string): Promise<void> {
    for (const at of [...this.planned.all()]) {
      if (this.unsettled.has(at.id)) continue;
      const path = pathInside(folder, at.file);
      if (!path || !(await lstat(path).catch(() => undefined))?.isFile()) this.planned.delete(at.id);
    }
  }

  private at(id: string, file: string): ArticleAt {
    const template = this.templates.get(id);
    return { id, file, ...(template ? { template } : {}) };
  }

  /**
   * The article as the file `name` (relative to the pull's folder), its mentions of articles with files
   * linked. Remembered for the end of the run when a link points at a file not written yet.
   */
  render(article: Article, format: ArticleFileFormat, name: string, written: boolean): PulledFile {
    const used = new Map<string, string>();
    const links = articleLinks(this.planned, name);
    const pulled = articleToFile(article, format, {
      toMention: links.toMention,
      toLink: (m) => {
        const link = links.toLink(m);
        if (link) used.set(m.id, this.planned.byId(m.id)!.file);
        return link;
      },
      ...(this.images ? { image: this.images.toMarkdown(name) } : {}),
    });
    if (written && [...used.keys()].some((id) => this.unsettled.has(id)))
      this.pending.push({ article, name, text: pulled.text, used });
    return pulled;
  }

  /** An article's file is written (or rewritten under another name): links from now on point there. */
  wrote(id: string, file: string): void {
    this.unsettled.delete(id);
    this.planned.set(this.at(id, file));
  }

  /**
   * At the end of the run: the files written this run whose links point where no target was written, written
   * again with the links as the files now are (a target without a file keeps its mention). The manifest's
   * entry follows; the caller writes the manifest.
   */
  async settle(folder: string): Promise<void> {
    // The run is over: what was not written stays unwritten, and links go only to files that are there.
    this.unsettled.clear();
    this.planned = new ArticleIndex(Object.entries(this.manifest.articles).map(([id, e]) => this.at(id, e.file)));
    await this.dropMissing(folder);
    for (const r of this.pending) {
      const entry = this.manifest.articles[r.article.id];
      if (entry?.file !== r.name || entry.hash !== textHash(r.text)) continue;
      // Edited since it was written (the pull takes a while): the writer's text is never replaced.
      const path = pathInside(folder, r.name);
      if (!path || (await readFile(path, 'utf8').catch(() => undefined)) !== r.text) continue;
      if ([...r.used].every(([id, file]) => this.planned.byId(id)?.file === file)) continue;
      const pulled = this.render(r.article, this.format, r.name, false);
      // The file keeps its name: should the text no longer be Markdown, the links stay as they are.
      if (pulled.format !== this.format || pulled.text === r.text) continue;
      await safeWrite({ folder, relative: r.name }, new TextEncoder().encode(pulled.text));
      this.manifest.articles[r.article.id] = { ...entry, hash: syncedHash(pulled.text) };
    }
    this.pending.length = 0;
  }
}

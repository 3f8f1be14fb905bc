// The images a pulled world's articles show, kept in the folder's assets/ (issue 29, item 3), so the
// Markdown can show them (`![alt](../assets/x.png "img:ID|…")`, core/markup/imageLinks.ts). An article's
// images are downloaded before it is written, each once per run however many articles show it, and
// recorded in the manifest (file, update date, hash of the bytes, alt text): a later pull reuses a file
// still there and asks World Anvil nothing for it. An image is written under a name from its title in the
// file-name guard's safe set, with the extension of the type its bytes show (never the server's name),
// through the write policy, never over a file. An image bigger than the configured limit, not an image by
// its bytes, or gone from World Anvil is skipped and reported: the article keeps `[img:ID]` (as `wa:ID`)
// and the pull goes on. A failure that may pass (network, server, rate limit) fails the article instead,
// so the next run tries again. No `vscode` import: tested in plain Node.
import { createHash } from 'node:crypto';
import { lstat, readdir } from 'node:fs/promises';
import { safeWrite } from '../files/safeWrite';
import type { Slots } from '../http/concurrency';
import {
  InsecureRequestError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  ResponseTooLargeError,
  ValidationError,
} from '../http/errors';
import { pathInside, sanitizeBaseName } from '../guards/fileName';
import { relativeLink } from '../markup/articleLinks';
import type { ImageToMarkdown } from '../markup/imageLinks';
import type { Article, WorldAnvilApi } from '../worldanvil';
import type { ImageMime } from '../worldanvil/boromir/imageBytes';
import { SECTION_FIELDS } from '../worldanvil/limits';
import { ASSETS_DIR, type Manifest } from './pullManifest';

export type SkipReason = 'tooBig' | 'notImage' | 'unavailable';

export interface SkippedImage {
  id: string;
  /** The image's title when its metadata came. */
  title?: string;
  reason: SkipReason;
}

const EXTENSIONS: Record<ImageMime, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

// `[img:ID` followed by `|` or `]`: the same ids imageLinks.parseImageArg reads, found in one linear scan.
const IMAGE_TAG = /\[img:(\d{1,18})[|\]]/gi;

/** The ids of the images an article's texts show, each once. */
export function imageIdsOf(article: Article): string[] {
  const texts = [article.content ?? '', ...SECTION_FIELDS.map((f) => article.sections?.[f]?.content ?? '')];
  const ids = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(IMAGE_TAG)) ids.add(m[1]!);
  return [...ids];
}

/** Why an image is left out for good (retrying cannot help); undefined for a failure that may pass. */
function skipReason(err: unknown): SkipReason | undefined {
  if (err instanceof ResponseTooLargeError) return 'tooBig';
  // The bytes' check is the fetch of the file; a metadata answer out of shape is an unavailable image.
  if (err instanceof ProtocolError) return err.endpoint === 'GET image file' ? 'notImage' : 'unavailable';
  if (
    err instanceof NotFoundError ||
    err instanceof PermissionError ||
    err instanceof InsecureRequestError ||
    err instanceof ValidationError
  )
    return 'unavailable';
  return undefined;
}

export class PulledImages {
  /** Downloads under way or done this run, by id: two articles showing one image fetch it once. */
  private readonly pending = new Map<string, Promise<void>>();
  private taken: Promise<Set<string>> | undefined;
  readonly written: string[] = [];
  readonly skipped: SkippedImage[] = [];

  constructor(
    private readonly client: WorldAnvilApi,
    private readonly folder: string,
    private readonly manifest: Manifest,
    private readonly opts: { maxBytes: number; slots: Slots; signal?: AbortSignal },
  ) {}

  /** Makes sure the images `article` shows are in assets/ (or skipped) before it is written. */
  async ensure(article: Article): Promise<void> {
    if (!this.client.images) return;
    await Promise.all(
      imageIdsOf(article).map((id) => {
        let p = this.pending.get(id);
        if (!p) {
          p = this.bring(id);
          // A failure that may pass is the article's to report; a later article tries the image again.
          p.catch(() => this.pending.delete(id));
          this.pending.set(id, p);
        }
        return p;
      }),
    );
  }

  /** The Markdown destination and alt of a kept image, seen from the file `from` (relative to the folder). */
  toMarkdown(from: string): ImageToMarkdown {
    return (id) => {
      const entry = this.manifest.images?.[id];
      return entry ? { dest: relativeLink(from, entry.file), alt: entry.alt ?? '' } : undefined;
    };
  }

  private async bring(id: string): Promise<void> {
    const kept = this.manifest.images?.[id];
    const path = kept && pathInside(this.folder, kept.file);
    if (path && (await lstat(path).catch(() => undefined))?.isFile()) return;
    // Recorded but gone (or never kept): not linked until it is written again.
    if (kept) delete this.manifest.images![id];
    let got;
    try {
      got = await this.opts.slots.run(() =>
        this.client.images!.fetch(id, { maxBytes: this.opts.maxBytes, signal: this.opts.signal }),
      );
    } catch (err) {
      const reason = skipReason(err);
      if (!reason || this.opts.signal?.aborted) throw err;
      this.skipped.push({ id, reason });
      return;
    }
    const { image, bytes, mime } = got;
    if (bytes.length > this.opts.maxBytes) {
      this.skipped.push({ id, title: image.title, reason: 'tooBig' });
      return;
    }
    const file = await this.freeName([image.title, image.filename?.replace(/\.[^.]*$/, '')], id, EXTENSIONS[mime]);
    await safeWrite({ folder: this.folder, relative: file }, bytes, { mustBeNew: true });
    this.manifest.images = {
      ...this.manifest.images,
      [id]: {
        file,
        hash: createHash('sha256').update(bytes).digest('hex'),
        ...(image.updateDate?.date ? { updated: image.updateDate.date } : {}),
        alt: (image.alt || image.title).slice(0, 1000),
      },
    };
    this.written.push(file);
  }

  /**
   * `assets/<name><extension>`: the name from the first candidate the guard keeps, else `image-<id>`; made
   * unique against the folder and the manifest (lower-cased: case-insensitive file systems) with the id.
   */
  private async freeName(candidates: Array<string | undefined>, id: string, extension: string): Promise<string> {
    this.taken ??= readdir(pathInside(this.folder, ASSETS_DIR)!)
      .catch(() => [] as string[])
      .then((names) => new Set(names.map((n) => `${ASSETS_DIR}/${n}`.toLowerCase())));
    const taken = await this.taken;
    for (const e of Object.values(this.manifest.images ?? {})) taken.add(e.file.toLowerCase());
    const base = candidates.map((c) => c && sanitizeBaseName(c)).find((c) => c) ?? `image-${id}`;
    let name = `${ASSETS_DIR}/${base}${extension}`;
    if (taken.has(name.toLowerCase())) name = `${ASSETS_DIR}/${base}-${id}${extension}`;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${ASSETS_DIR}/${base}-${id}-${i}${extension}`;
    taken.add(name.toLowerCase());
    return name;
  }
}

// Merge bases of articles kept as single files (#41): a file made by Create Article or Pull Article, outside
// any pulled world's folder, has no manifest to record what was last synced. Its base — the file's text
// after its last create, pull or push — is kept in the same base store as a world's (baseStore.ts, under
// its SHA-256), and this index says which hash belongs to which file and article. It lives in the
// extension's storage beside the bases, never among the writer's files. The index is read as untrusted
// (zod) and bounded: the oldest records go past MAX_FILES (a lost base only means no merge is offered).
// No VS Code here: tested in plain Node.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { safeWrite } from '../files/safeWrite';
import type { BaseStore } from './baseStore';
import { textHash } from './pullManifest';

/** Files remembered at most (a writer's single article files, across every workspace). */
export const MAX_FILES = 5_000;
const INDEX = 'single-files.json';

const IndexSchema = z.object({
  version: z.literal(1),
  /** By the file's absolute path, oldest record first. */
  files: z.record(z.string(), z.object({ articleId: z.string(), hash: z.string() })),
});
type Index = z.output<typeof IndexSchema>;

export class SingleFileBases {
  /** Writes one after another: two records made at once must not lose either. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly bases: BaseStore,
    private readonly maxFiles = MAX_FILES,
  ) {}

  /** Records `text` as what the file at `path` last synced for `articleId`, and keeps it as a merge base. */
  record(path: string, articleId: string, text: string): Promise<void> {
    const next = this.queue.then(async () => {
      await this.bases.keep([text]);
      const index = await this.read();
      // Deleted first so that the record moves to the end: the oldest are those dropped past the bound.
      delete index.files[path];
      index.files[path] = { articleId, hash: textHash(text) };
      const paths = Object.keys(index.files);
      for (const old of paths.slice(0, Math.max(0, paths.length - this.maxFiles))) delete index.files[old];
      const bytes = new TextEncoder().encode(`${JSON.stringify(index)}\n`);
      await safeWrite({ folder: this.bases.root, relative: INDEX, ownStorage: true }, bytes);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The text last synced for this file and article, if it is known and still kept. */
  async base(path: string, articleId: string): Promise<string | undefined> {
    await this.queue;
    const entry = (await this.read()).files[path];
    return entry?.articleId === articleId ? this.bases.base(entry.hash) : undefined;
  }

  private async read(): Promise<Index> {
    const empty: Index = { version: 1, files: {} };
    try {
      const parsed = IndexSchema.safeParse(JSON.parse(await readFile(join(this.bases.root, INDEX), 'utf8')));
      // A damaged index is started again: it only ever costs a merge offered later.
      return parsed.success ? parsed.data : empty;
    } catch {
      return empty;
    }
  }
}

// What a three-way merge needs and what makes it safe to run (#29 item 5), kept in the extension's own
// storage folder, never among the writer's files (where it would read as content, be pushed, be committed):
// - merge bases: every text a manifest records as synced (pulled, pushed, merged), stored under its
//   SHA-256, the very hash the manifest keeps, so the base of any file is found from its manifest entry
//   without a second bookkeeping that could drift; texts of one content are kept once for all folders;
// - backups: the side a merge, "Take World Anvil's Version" or a push over World Anvil is about to replace,
//   each in a file of its own, newest first.
// Both are bounded: the oldest go past a number of files (a lost base only means a two-way diff again).
// Writes go through the write policy's core (safeWrite: no link followed, new files only); reads check
// the name (a hash from an untrusted manifest never becomes a path) and the content against its hash.
import { readdir, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { safeWrite, WriteRefusedError } from '../files/safeWrite';
import { safeFileName } from '../guards/fileName';
import { textHash } from './pullManifest';

/** Bases kept at most: a world of thousands of articles with a few synced versions each. */
export const MAX_BASES = 10_000;
/** Backups kept at most: the newest. */
export const MAX_BACKUPS = 1_000;
/** Bases kept between two prunes (a prune reads the folder's list). */
const PRUNE_EVERY = 200;

const HASH = /^[0-9a-f]{64}$/;
const BASES = 'bases';
const BACKUPS = 'backups';
const encode = (text: string) => new TextEncoder().encode(text);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Removes the oldest files of `dir` past `keep` (by modification time). */
async function pruneOldest(dir: string, keep: number): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length <= keep) return;
  const dated = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0 })),
  );
  dated.sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
  for (const old of dated.slice(keep)) await unlink(join(dir, old.name)).catch(() => undefined);
}

export class BaseStore {
  private keptSincePrune = 0;

  constructor(
    /** The extension's storage folder (context.globalStorageUri). */
    readonly root: string,
    private readonly maxBases = MAX_BASES,
  ) {}

  /** Keeps each text as a merge base under its hash. */
  async keep(texts: readonly string[]): Promise<void> {
    const now = new Date();
    for (const text of texts) {
      const relative = `${BASES}/${textHash(text)}.txt`;
      const path = join(this.root, relative);
      // Already kept (by this folder or another): touched, so pruning by age spares the bases in use.
      if (await exists(path)) await utimes(path, now, now).catch(() => undefined);
      else
        await safeWrite({ folder: this.root, relative, ownStorage: true }, encode(text), { mustBeNew: true }).catch(
          ignoreExists,
        );
    }
    this.keptSincePrune += texts.length;
    if (this.keptSincePrune >= PRUNE_EVERY) await this.prune();
  }

  /** The base recorded under `hash`, if still kept and intact. */
  async base(hash: string): Promise<string | undefined> {
    if (!HASH.test(hash)) return undefined;
    const text = await readFile(join(this.root, BASES, `${hash}.txt`), 'utf8').catch(() => undefined);
    return text !== undefined && textHash(text) === hash ? text : undefined;
  }

  async prune(): Promise<void> {
    this.keptSincePrune = 0;
    await pruneOldest(join(this.root, BASES), this.maxBases);
  }
}

/** Which side a backup holds. */
export type BackupSide = 'file' | 'world-anvil';

export interface Backup {
  path: string;
  /** The backup's file name: when, which side, which file. */
  name: string;
  time: number;
}

export class BackupStore {
  constructor(
    readonly root: string,
    private readonly maxBackups = MAX_BACKUPS,
  ) {}

  /**
   * Saves `text` — the side about to be overwritten — as a new backup named after the file it came from;
   * returns its path. Throws when it could not be saved: then nothing may be overwritten.
   */
  async save(file: string, side: BackupSide, text: string, now = new Date()): Promise<string> {
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const stem = safeFileName([basename(file)], '');
    for (let n = 1; ; n++) {
      const relative = `${BACKUPS}/${stamp}${n > 1 ? `-${n}` : ''}.${side}.${stem}`;
      try {
        const path = await safeWrite({ folder: this.root, relative, ownStorage: true }, encode(text), {
          mustBeNew: true,
        });
        await pruneOldest(join(this.root, BACKUPS), this.maxBackups);
        return path;
      } catch (err) {
        // Two backups of one file in the same millisecond: the next number.
        if (!(err instanceof WriteRefusedError && err.reason === 'exists') || n >= 100) throw err;
      }
    }
  }

  /** Every backup kept, newest first. */
  async list(): Promise<Backup[]> {
    const dir = join(this.root, BACKUPS);
    const names = await readdir(dir).catch(() => [] as string[]);
    const all = await Promise.all(
      names.map(async (name) => {
        const s = await stat(join(dir, name)).catch(() => undefined);
        return s?.isFile() ? { path: join(dir, name), name, time: s.mtimeMs } : undefined;
      }),
    );
    return all.filter((b) => b !== undefined).sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
  }
}

function ignoreExists(err: unknown): void {
  // Kept meanwhile by another window: the same bytes under the same hash.
  if (!(err instanceof WriteRefusedError && err.reason === 'exists')) throw err;
}

// The downloaded base of each translation file (#41): the bytes Scriptorium downloaded into a workspace file
// (and, after an upload the server fully took, the bytes uploaded), so that the upload preview can tell a
// change made here from one a teammate made on the server since. It sits beside the write ledger
// (writePlan.ts), keyed the same way by the file's path and, exactly, by the origin (server and
// translation): a file downloaded from one server has no base for another.
// - The bytes live in a folder of the extension's storage, one file per content named by its sha256, written
//   and read with the file policy's helpers (safeWrite, safeRead: never through a link); a base whose bytes
//   no longer hash to its name is treated as unknown.
// - The index (path + origin → hash) is a plain object the caller persists (VS Code's Memento), read as
//   untrusted.
// - Bounded: a file above `maxFileBytes` gets no base (the preview then says so); beyond `maxEntries` or
//   `maxTotalBytes` the oldest entries go, and bytes no entry names are deleted.
import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { bytesHash } from './writePlan';
import { safeRead } from './safeRead';
import { safeWrite } from './safeWrite';

interface BaseEntry {
  path: string;
  origin: string;
  hash: string;
  size: number;
  at: number;
}

export interface BaseLimits {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxEntries: number;
}

export const DEFAULT_BASE_LIMITS: BaseLimits = {
  maxFileBytes: 8 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxEntries: 500,
};

const HASH = /^[0-9a-f]{64}$/;
const contentName = (hash: string) => `${hash}.base`;
const indexKey = (path: string, origin: string) => `${origin}\n${path}`;

export class BaseStore {
  private entries = new Map<string, BaseEntry>();
  private clock = 0;
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `folder`: an existing folder of the extension's own storage; `stored`: the index as last saved;
   * `save`: persists the index.
   */
  constructor(
    private readonly folder: string,
    stored: unknown,
    private readonly save: (index: BaseEntry[]) => Promise<void>,
    private readonly limits: BaseLimits = DEFAULT_BASE_LIMITS,
  ) {
    if (!Array.isArray(stored)) return;
    for (const e of stored as Array<Partial<BaseEntry> | null>) {
      if (
        e &&
        typeof e.path === 'string' &&
        typeof e.origin === 'string' &&
        typeof e.hash === 'string' &&
        HASH.test(e.hash) &&
        typeof e.size === 'number' &&
        typeof e.at === 'number'
      ) {
        this.entries.set(indexKey(e.path, e.origin), { ...(e as BaseEntry) });
        this.clock = Math.max(this.clock, e.at);
      }
    }
  }

  /** Keeps `bytes` as the base of the file at `path` for `origin`; false when the file is too large to keep. */
  record(path: string, origin: string, bytes: Uint8Array): Promise<boolean> {
    // One at a time: a record's clean-up must not delete the bytes another one has just written.
    const done = this.queue.then(() => this.recordNow(path, origin, bytes));
    this.queue = done.catch(() => undefined);
    return done;
  }

  private async recordNow(path: string, origin: string, bytes: Uint8Array): Promise<boolean> {
    const key = indexKey(path, origin);
    if (bytes.length > this.limits.maxFileBytes) {
      // An older base would now be wrong: the file was downloaded again.
      if (this.entries.delete(key)) await this.persist();
      return false;
    }
    const hash = bytesHash(bytes);
    // Written even when another entry holds the same bytes: they may have been removed since.
    await safeWrite({ folder: this.folder, relative: contentName(hash) }, bytes);
    this.clock = Math.max(Date.now(), this.clock + 1);
    this.entries.set(key, { path, origin, hash, size: bytes.length, at: this.clock });
    this.evict();
    await this.persist();
    return true;
  }

  /** The base of the file at `path` for `origin`; undefined when none is kept or its bytes are gone or altered. */
  async get(path: string, origin: string): Promise<Uint8Array | undefined> {
    const entry = this.entries.get(indexKey(path, origin));
    if (!entry) return undefined;
    const read = await safeRead({ folder: this.folder, relative: contentName(entry.hash) }).catch(() => undefined);
    return read && bytesHash(read.bytes) === entry.hash ? read.bytes : undefined;
  }

  /** The oldest entries go until the bounds hold. */
  private evict(): void {
    const byAge = [...this.entries.entries()].sort((a, b) => a[1].at - b[1].at);
    let total = byAge.reduce((sum, [, e]) => sum + e.size, 0);
    for (const [key, e] of byAge) {
      if (this.entries.size <= this.limits.maxEntries && total <= this.limits.maxTotalBytes) break;
      this.entries.delete(key);
      total -= e.size;
    }
  }

  private async persist(): Promise<void> {
    await this.save([...this.entries.values()]);
    // Bytes no entry names any more are deleted (only names this store writes).
    const named = new Set([...this.entries.values()].map((e) => contentName(e.hash)));
    const present = await readdir(this.folder).catch(() => [] as string[]);
    for (const name of present)
      if (/^[0-9a-f]{64}\.base$/.test(name) && !named.has(name))
        await unlink(join(this.folder, name)).catch(() => undefined);
  }
}

// Which planned writes may happen without asking (issue 25): only a file Scriptorium wrote itself and
// nobody changed since. A new file, a file Scriptorium never wrote, and one changed since it did are all
// put to the person in one list before anything is written. The record of what Scriptorium wrote (the
// ledger) maps a file's real path to the hash of the bytes written and where they came from, so that an
// upload can find the file a translation was downloaded into without guessing by its name.
import { createHash } from 'node:crypto';

export interface LedgerEntry {
  /** sha256 of the bytes Scriptorium wrote, hex. */
  hash: string;
  /** What the bytes came from, e.g. `weblate:https://host/ project/component/de`; matched exactly. */
  origin?: string;
}

export interface WriteLedger {
  get(path: string): LedgerEntry | undefined;
  /** The paths recorded with exactly this origin, newest first. */
  pathsFor(origin: string): string[];
  record(path: string, entry: LedgerEntry): Promise<void>;
}

/**
 * - `same`: the file already holds these bytes; nothing to write.
 * - `ours`: Scriptorium wrote the file and it is unchanged since: overwritten without asking.
 * - `new`, `not-ours`, `changed-since-ours`: asked first.
 */
export type WriteKind = 'same' | 'ours' | 'new' | 'not-ours' | 'changed-since-ours';

export const bytesHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function classifyWrite(
  current: Uint8Array | undefined,
  incoming: Uint8Array,
  recorded: LedgerEntry | undefined,
): WriteKind {
  if (current === undefined) return 'new';
  if (Buffer.from(current.buffer, current.byteOffset, current.byteLength).equals(incoming)) return 'same';
  if (!recorded) return 'not-ours';
  return bytesHash(current) === recorded.hash ? 'ours' : 'changed-since-ours';
}

export const needsAsking = (kind: WriteKind) => kind === 'new' || kind === 'not-ours' || kind === 'changed-since-ours';

/** A ledger kept in a plain object (VS Code's Memento stores it), bounded to the newest `limit` entries. */
export class RecordLedger implements WriteLedger {
  private entries: Record<string, LedgerEntry & { at: number }>;
  /** The newest `at` recorded: entries are ordered by it even when the clock stands still or goes back. */
  private clock = 0;

  constructor(
    stored: unknown,
    private readonly save: (entries: Record<string, LedgerEntry & { at: number }>) => Promise<void>,
    private readonly limit = 2000,
  ) {
    this.entries = {};
    // Stored state is read as untrusted: anything not shaped like an entry is dropped.
    if (stored && typeof stored === 'object') {
      for (const [path, e] of Object.entries(stored as Record<string, unknown>)) {
        const v = e as Partial<LedgerEntry & { at: number }> | null;
        if (
          v &&
          typeof v.hash === 'string' &&
          typeof v.at === 'number' &&
          (v.origin === undefined || typeof v.origin === 'string')
        ) {
          this.entries[path] = { hash: v.hash, at: v.at, ...(v.origin === undefined ? {} : { origin: v.origin }) };
          this.clock = Math.max(this.clock, v.at);
        }
      }
    }
  }

  get(path: string): LedgerEntry | undefined {
    const e = this.entries[path];
    return e && { hash: e.hash, ...(e.origin === undefined ? {} : { origin: e.origin }) };
  }

  pathsFor(origin: string): string[] {
    return Object.entries(this.entries)
      .filter(([, e]) => e.origin === origin)
      .sort((a, b) => b[1].at - a[1].at)
      .map(([path]) => path);
  }

  async record(path: string, entry: LedgerEntry): Promise<void> {
    this.clock = Math.max(Date.now(), this.clock + 1);
    this.entries[path] = { ...entry, at: this.clock };
    const paths = Object.keys(this.entries);
    if (paths.length > this.limit) {
      const oldest = paths
        .sort((a, b) => this.entries[a]!.at - this.entries[b]!.at)
        .slice(0, paths.length - this.limit);
      for (const p of oldest) delete this.entries[p];
    }
    await this.save({ ...this.entries });
  }
}

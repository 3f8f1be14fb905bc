// Reading every page of a World Anvil list, for both API versions: lists have no count, so pages are
// read until one comes back short. A server that ignores offset would repeat the first page forever:
// a page of ids already seen ends the loop too. A server whose pages are never short (fresh ids each
// time) is stopped by LIST_CAP (core/http/listCap.ts): a ListTooLongError carrying what was read.
import { LIST_CAP, ListTooLongError, type ListCap } from '../http/listCap';
import type { ArticlePage } from './api';
import type { ArticleSummary } from './schemas';

export interface OffsetPage<T> {
  items: T[];
  hasMore: boolean;
  nextOffset: number;
}

export interface ReadPagesOptions {
  /** Names the list in the cap's error, e.g. `POST world/categories`. */
  endpoint: string;
  /** Where to start (a ListTooLongError's `resumeAt` goes on from there). */
  offset?: number;
  cap?: ListCap;
  onProgress?: (loaded: number) => void;
}

/** Every item from `offset` on, each id once, at most `cap.items` of them in at most `cap.pages` requests. */
export async function readPages<T extends { id: string }>(
  page: (offset: number) => Promise<OffsetPage<T>>,
  opts: ReadPagesOptions,
): Promise<T[]> {
  const cap = opts.cap ?? LIST_CAP;
  const all: T[] = [];
  const seen = new Set<string>();
  for (let offset = opts.offset ?? 0, pages = 1; ; pages++) {
    const p = await page(offset);
    let fresh = 0;
    for (const [i, a] of p.items.entries()) {
      if (seen.has(a.id)) continue;
      fresh++;
      // One more than the cap proves the list is longer; the items already held are what the reader shows.
      if (all.length === cap.items) throw new ListTooLongError(opts.endpoint, 'items', cap.items, all, offset + i);
      seen.add(a.id);
      all.push(a);
    }
    if (p.items.length > 0 && fresh === 0) break;
    opts.onProgress?.(all.length);
    if (!p.hasMore) break;
    if (pages >= cap.pages) throw new ListTooLongError(opts.endpoint, 'pages', cap.pages, all, p.nextOffset);
    offset = p.nextOffset;
  }
  return all;
}

/** The articles of a list, every page (see readPages). */
export function readAllPages(
  page: (offset: number) => Promise<ArticlePage>,
  onProgress?: (loaded: number) => void,
  opts: Omit<ReadPagesOptions, 'onProgress'> = { endpoint: 'world articles' },
): Promise<ArticleSummary[]> {
  return readPages(page, { ...opts, onProgress });
}

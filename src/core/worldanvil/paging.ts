// Reading every page of a World Anvil list, for both API versions: lists have no count, so pages are
// read until one comes back short. A server that ignores offset would repeat the first page forever:
// a page of ids already seen ends the loop too.
import type { ArticlePage } from './api';
import type { ArticleSummary } from './schemas';

export async function readAllPages(page: (offset: number) => Promise<ArticlePage>, onProgress?: (loaded: number) => void): Promise<ArticleSummary[]> {
  const all: ArticleSummary[] = [];
  const seen = new Set<string>();
  for (let offset = 0; ; ) {
    const p = await page(offset);
    const fresh = p.items.filter((a) => !seen.has(a.id));
    if (p.items.length > 0 && fresh.length === 0) break;
    for (const a of fresh) {
      seen.add(a.id);
      all.push(a);
    }
    onProgress?.(all.length);
    if (!p.hasMore) break;
    offset = p.nextOffset;
  }
  return all;
}

// The newest changes of a change list, whatever order the server lists them in. The seed's server listed
// changes in ascending id order; real Weblate (5.10 onward, `order_by("-timestamp", "-pk")`) lists them
// newest first, and its changes endpoint has no `ordering` parameter to ask for either. So the order is
// read from the first page itself: its first and last items say which way the list runs. Then the newest
// items are on page 1 (newest first) or on the last page (ascending), and one or two more requests at
// most fetch them.
import type { ChangeFilters, ChangeScope, WeblateClient } from './client';
import type { Change } from './schemas';

export type ChangeOrder = 'newest-first' | 'oldest-first';

/** Newer first: by timestamp, then by id (Weblate's own tie-break). */
export function compareNewestFirst(a: Change, b: Change): number {
  const ta = Date.parse(a.timestamp);
  const tb = Date.parse(b.timestamp);
  if (ta !== tb) return (Number.isNaN(tb) ? 0 : tb) - (Number.isNaN(ta) ? 0 : ta);
  return b.id - a.id;
}

/**
 * The order of a page of changes, from its ends; undefined when the page cannot tell (fewer than two
 * items, or its ends are the same moment and id).
 */
export function orderOfPage(items: readonly Change[]): ChangeOrder | undefined {
  if (items.length < 2) return undefined;
  const c = compareNewestFirst(items[0]!, items[items.length - 1]!);
  if (c === 0) return undefined;
  return c < 0 ? 'newest-first' : 'oldest-first';
}

export interface NewestChanges {
  /** At most `limit` changes, newest first. */
  changes: Change[];
  /** The order the server listed them in, when the answer showed it. */
  order: ChangeOrder | undefined;
  /** Requests made (1 when page 1 held the answer). */
  requests: number;
}

/** The `limit` newest changes matching `filters`, newest first, in one request where the order allows. */
export async function newestChanges(
  client: WeblateClient,
  filters: ChangeFilters,
  limit: number,
  scope?: ChangeScope,
): Promise<NewestChanges> {
  const first = await client.listChangesPage(filters, 1, scope, limit);
  const order = orderOfPage(first.items);
  const sorted = (items: Change[]) => dedupe(items).sort(compareNewestFirst).slice(0, limit);
  // Everything fits on page 1, or page 1 already holds the newest: nothing more to ask.
  if (!first.next || first.count <= first.items.length || order === 'newest-first') {
    return { changes: sorted(first.items), order, requests: 1 };
  }
  // Ascending, or a one-item page that cannot tell: the newest are at the end (or on page 1, which is
  // kept and merged). The server may have used a smaller page than asked for.
  const pageSize = Math.max(1, first.items.length);
  const lastPage = Math.ceil(first.count / pageSize);
  const last = await client.listChangesPage(filters, lastPage, scope, limit);
  let items = order === undefined ? [...first.items, ...last.items] : last.items;
  let requests = 2;
  if (items.length < limit && lastPage > 2) {
    items = [...(await client.listChangesPage(filters, lastPage - 1, scope, limit)).items, ...items];
    requests++;
  } else if (items.length < limit && lastPage === 2) {
    items = [...first.items, ...items];
  }
  return { changes: sorted(items), order: order ?? orderOfPage([...first.items, ...last.items]), requests };
}

/** Adds `fresh` to `shown` (both any order), newest first, at most `limit`; ids already shown are kept once. */
export function mergeNewest(shown: readonly Change[], fresh: readonly Change[], limit: number): Change[] {
  return dedupe([...fresh, ...shown])
    .sort(compareNewestFirst)
    .slice(0, limit);
}

function dedupe(items: Change[]): Change[] {
  const seen = new Set<number>();
  return items.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
}

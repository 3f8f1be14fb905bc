// How much of one listing Scriptorium reads, for every pager (Weblate's {count, next} envelope in
// paging.ts, World Anvil's offset pages in worldanvil/paging.ts): the server decides how long a list is,
// and a lying one (a `next` that is always set, a count of a billion, pages that are never short) would
// otherwise keep the extension host reading and holding items until memory or patience runs out.
//
// The numbers: 200,000 items is above the largest real lists Scriptorium reads whole (Weblate
// translations of 100,000 strings and more exist; the paging tests read 120,000) and still small enough to
// hold and sort in well under a second. 2,500 pages: Weblate's pages hold up to 1,000, so its lists reach
// the item cap first; World Anvil's hold 50, so 2,500 pages (125,000 items) is its cap, room for a world
// of 100,000 categories (2,000 pages, and the short one that ends the list) and for Aragorn's
// per-category pages, which come back short after its client-side filter. A lying count or a `next`
// that never ends is stopped by whichever comes first.
//
// Reaching a cap is not silent: the pager throws ListTooLongError with what it read so far. Trees show
// those items and a node that reads the next stretch (from `resumeAt`); whole-list consumers (pull,
// pickers, statistics) show the error, which names the endpoint and the cap.
import { ScriptoriumError } from './errors';

export interface ListCap {
  /** Most items one listing returns. */
  items: number;
  /** Most page requests one listing makes. */
  pages: number;
}

export const LIST_CAP: Readonly<ListCap> = Object.freeze({ items: 200_000, pages: 2_500 });

/**
 * How many children one tree level shows at once before a "Load more" node: a level of 100,000 nodes
 * would be sent to the workbench in one message and rendered by it in one go.
 */
export const TREE_LEVEL_CAP = 1_000;

/** A listing went past LIST_CAP: `partial` holds the items read (at most the cap), `resumeAt` where to go on. */
export class ListTooLongError<T = unknown> extends ScriptoriumError {
  readonly retryable = false;

  constructor(
    endpoint: string,
    /** Which cap was reached. */
    readonly limit: 'items' | 'pages',
    /** Its value. */
    readonly cap: number,
    readonly partial: readonly T[],
    /** The offset (World Anvil) or page number (Weblate) the next stretch starts at; undefined when it cannot go on. */
    readonly resumeAt: number | undefined,
  ) {
    super(
      limit === 'items'
        ? `${endpoint} lists more than ${cap.toLocaleString('en')} items; Scriptorium reads at most ${cap.toLocaleString('en')} of one list.`
        : `${endpoint} needed more than ${cap.toLocaleString('en')} pages; Scriptorium reads at most ${cap.toLocaleString('en')} pages of one list.`,
      endpoint,
    );
  }
}

// A string's history without reading its translation's whole change log (#43 item 6). Weblate's API has
// no per-string change list on 5.10.4 or 2026.10.1 (ChangeFilter knows timestamp, action and user only;
// UnitViewSet has no `changes` action), so the unit panel read every page of the translation's log on
// every open: hundreds of pages for a translation with years of history. Now each window keeps the
// newest KEPT changes of a translation, read once (one request on a server that lists newest first), and
// on later opens asks only for what came since (`timestamp_after` the newest kept: one small request).
// A string shows its changes among those: the panel says so when the translation has older ones.
import type { Change, WeblateClient } from '../weblate';
import { mergeNewest, newestChanges } from '../weblate/recentChanges';

/** Changes of one translation kept per window (one page of the largest size real Weblate serves). */
export const KEPT = 1000;

export interface History {
  /** The newest changes of the translation, newest first. */
  changes: Change[];
  /** Whether the translation has older changes than these (a string's history may be cut). */
  partial: boolean;
}

/** A translation: its address (the key kept under) and its path. */
export interface HistoryOf {
  url: string;
  project: string;
  component: string;
  language: string;
}

export class TranslationHistory {
  private readonly kept = new Map<string, Promise<History>>();

  constructor(private readonly client: WeblateClient) {}

  /** The translation's newest changes, read once, then brought up to date with one request. */
  of(t: HistoryOf): Promise<History> {
    const key = t.url.split('?')[0]!;
    const previous = this.kept.get(key);
    const next = previous ? previous.then((k) => this.since(t, k)) : this.first(t);
    this.kept.set(key, next);
    // A failed read is not kept: the next open asks again.
    next.catch(() => {
      if (this.kept.get(key) === next) this.kept.delete(key);
    });
    return next;
  }

  /** What is kept, without asking for newer changes (a string read ahead: it is shown within seconds). */
  current(t: HistoryOf): Promise<History> {
    return this.kept.get(t.url.split('?')[0]!) ?? this.of(t);
  }

  clear(): void {
    this.kept.clear();
  }

  private async first(t: HistoryOf): Promise<History> {
    const newest = await newestChanges(this.client, {}, KEPT, scope(t));
    return { changes: newest.changes, partial: newest.changes.length >= KEPT };
  }

  private async since(t: HistoryOf, kept: History): Promise<History> {
    const newest = kept.changes[0];
    if (!newest) return this.first(t);
    // `timestamp_after` is inclusive (timestamp__gte): the newest kept comes again and is merged once.
    const page = await this.client.listChangesPage({ timestamp_after: newest.timestamp }, 1, scope(t), KEPT);
    // More came since than one page holds: start afresh from the newest.
    if (page.next) return this.first(t);
    const merged = mergeNewest(kept.changes, page.items, KEPT + 1);
    return { changes: merged.slice(0, KEPT), partial: kept.partial || merged.length > KEPT };
  }
}

function scope(t: HistoryOf) {
  return { project: t.project, component: t.component, language: t.language };
}

// Translation progress of projects and components for the tree's rows, with as few requests as the server
// allows: a project's statistics are one request (`/api/projects/{p}/statistics/`); a component has no
// single-object statistics — `/api/components/{p}/{c}/statistics/` is a paged list of its translations'
// statistics on 5.10.4 and 2026.10.1 alike — so its numbers are summed from that list (one page of up to
// 1000 translations: one request). Project and component objects carry no statistics themselves.
// Answers stay fresh for a caller-given time and concurrent askers share one request.
import type { WeblateClient } from './client';
import type { Statistics } from './schemas';

export interface ProgressSummary {
  total: number;
  translated: number;
  approved: number;
  /** Needs editing (Weblate's "fuzzy"). */
  fuzzy: number;
  failing: number;
  /** Strings with no translation at all. */
  untranslated: number;
  translatedPercent: number;
  approvedPercent: number;
  fuzzyPercent: number;
  totalWords: number;
  translatedWords: number;
  /** How many translations (languages) were summed; undefined for a project's own statistics. */
  translations?: number;
}

/** Percent with one decimal, as Weblate computes it. */
export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((1000 * part) / total) / 10;
}

export function summarizeStatistics(s: Statistics): ProgressSummary {
  const approved = s.approved ?? 0;
  return {
    total: s.total,
    translated: s.translated,
    approved,
    fuzzy: s.fuzzy,
    failing: s.failing,
    untranslated: Math.max(0, s.total - s.translated - s.fuzzy),
    translatedPercent: s.translated_percent,
    approvedPercent: s.approved_percent ?? percentOf(approved, s.total),
    fuzzyPercent: s.fuzzy_percent,
    totalWords: s.total_words,
    translatedWords: s.translated_words,
  };
}

/** Sums per-translation statistics (a component's list) into one summary. */
export function sumStatistics(list: readonly Statistics[]): ProgressSummary {
  const n = { total: 0, translated: 0, approved: 0, fuzzy: 0, failing: 0, totalWords: 0, translatedWords: 0 };
  for (const s of list) {
    n.total += s.total;
    n.translated += s.translated;
    n.approved += s.approved ?? 0;
    n.fuzzy += s.fuzzy;
    n.failing += s.failing;
    n.totalWords += s.total_words;
    n.translatedWords += s.translated_words;
  }
  return {
    ...n,
    untranslated: Math.max(0, n.total - n.translated - n.fuzzy),
    translatedPercent: percentOf(n.translated, n.total),
    approvedPercent: percentOf(n.approved, n.total),
    fuzzyPercent: percentOf(n.fuzzy, n.total),
    translations: list.length,
  };
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  settled?: T;
}

/** A keyed cache of answers that stay fresh for `freshMs()`; failures are forgotten at once. */
export class FreshCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly freshMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer if it arrived and is still fresh (for synchronous rendering). */
  peek(key: string): T | undefined {
    const e = this.#entries.get(key);
    return e && this.#fresh(e) ? e.settled : undefined;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && this.#fresh(hit)) return hit.value;
    const entry: Entry<T> = { at: this.now(), value: load() };
    entry.value.then(
      (v) => (entry.settled = v),
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    this.#entries.set(key, entry);
    return entry.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Forgets a key and every key below it ('p' also drops 'p/c'), or (no argument) everything. */
  invalidate(prefix?: string): void {
    if (prefix === undefined) this.#entries.clear();
    else
      for (const k of [...this.#entries.keys()])
        if (k === prefix || k.startsWith(`${prefix}/`)) this.#entries.delete(k);
  }

  #fresh(e: Entry<T>): boolean {
    return this.now() - e.at < this.freshMs();
  }
}

/** The two reads progress needs (a WeblateClient, or one whose requests are queued). */
export type StatisticsReader = Pick<WeblateClient, 'getProjectStatistics' | 'listComponentStatistics'>;

/** Progress of projects and components, cached; keys are 'p' and 'p/c'. */
export class ProgressCache {
  readonly #cache: FreshCache<ProgressSummary>;

  constructor(
    private readonly client: StatisticsReader,
    freshMs: () => number,
  ) {
    this.#cache = new FreshCache(freshMs);
  }

  peekProject(project: string): ProgressSummary | undefined {
    return this.#cache.peek(project);
  }

  peekComponent(project: string, component: string): ProgressSummary | undefined {
    return this.#cache.peek(`${project}/${component}`);
  }

  project(project: string): Promise<ProgressSummary> {
    return this.#cache.get(project, async () => summarizeStatistics(await this.client.getProjectStatistics(project)));
  }

  component(project: string, component: string): Promise<ProgressSummary> {
    return this.#cache.get(`${project}/${component}`, async () =>
      sumStatistics(await this.client.listComponentStatistics(project, component)),
    );
  }

  /** After a save or upload: the project and component (or everything) are read again. */
  invalidate(project?: string, component?: string): void {
    if (project === undefined) return this.#cache.invalidate();
    // A project's numbers include each component's; a component's change changes its project's.
    if (component === undefined) return this.#cache.invalidate(project);
    this.#cache.delete(`${project}/${component}`);
    this.#cache.delete(project);
  }
}

// Which project and component rows of the Localization tree get their progress and repository state
// loaded, and when (RowDataSource loads it). Weblate has no statistics in a list: one request per row. A
// level of a few rows waits a moment for them, so each row is drawn once, complete. A big level (#28: "a
// Weblate with 10,000 projects or components expands its tree level in ≤ 200 ms after the data has
// arrived") is drawn at once: only its first ROW_DATA_PER_LEVEL rows (what a view shows and a little
// scrolling) load by themselves; a later row loads when asked for (a hover, loadRow). Otherwise one
// expansion would send 10,000 requests, hours of a server's rate limit (Weblate's default: 5,000 an hour).
import type { RowData, RowDataSource } from './rowData';

/** Rows of one level that load their data by themselves: a tall view's worth, and some scrolling. */
export const ROW_DATA_PER_LEVEL = 100;

export interface RowOwner {
  readonly id: string;
}

export interface RowKey {
  project?: string;
  component?: string;
  node: RowOwner;
}

export class RowLoads {
  /** When each row's data was last asked for: a failed or stale load is retried once it could be fresh. */
  readonly #asked = new Map<string, number>();
  readonly #loading = new Map<string, Promise<unknown>>();
  /** Rows drawn before their data arrived: only these are redrawn when it comes. */
  readonly #drawnWithout = new Set<string>();
  /** Rows past the first ROW_DATA_PER_LEVEL of a big level: loaded only when asked for (loadRow). */
  readonly #onRequest = new Set<string>();

  constructor(
    readonly data: RowDataSource,
    private readonly freshMs: () => number,
    private readonly redraw: (node: RowOwner) => void,
  ) {}

  /** What the row has now; starts loading the rest unless the row waits to be asked for. */
  peek(row: RowKey): RowData {
    const have = this.#have(row);
    if (!row.project) return have;
    if (have.progress) this.#drawnWithout.delete(row.node.id);
    else this.#drawnWithout.add(row.node.id);
    if (!this.#onRequest.has(row.node.id)) void this.#ensure(row);
    return have;
  }

  /** Whether the row shows names only until asked (a row past the first of a big level, not loaded yet). */
  waitsForRequest(row: RowKey): boolean {
    return this.#onRequest.has(row.node.id) && !this.#have(row).progress;
  }

  /**
   * Starts loading the data of a level's rows about to be shown and, for a level of at most
   * ROW_DATA_PER_LEVEL rows, waits for it a moment: rows that get it in time are drawn once, complete —
   * a redraw of a row the user is clicking could swallow its expansion. Rows still loading after `waitMs`
   * are drawn without their numbers and redrawn when they come. A bigger level does not wait.
   */
  async prefetch(rows: RowKey[], waitMs = 1500): Promise<void> {
    const withData = rows.filter((r) => r.project !== undefined);
    for (const [i, r] of withData.entries()) {
      if (i < ROW_DATA_PER_LEVEL) this.#onRequest.delete(r.node.id);
      else this.#onRequest.add(r.node.id);
    }
    const loads = withData.slice(0, ROW_DATA_PER_LEVEL).flatMap((r) => {
      const load = this.#ensure(r);
      return load ? [load] : [];
    });
    if (loads.length === 0 || withData.length > ROW_DATA_PER_LEVEL) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(loads),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
  }

  /** Loads one row's data now (a row that waits to be asked for); resolves when it is there or failed. */
  async loadRow(row: RowKey): Promise<void> {
    this.#onRequest.delete(row.node.id);
    await this.#ensure(row);
  }

  /** After an action on a row: its data (and its project's) is read again. */
  invalidate(project: string, component?: string): void {
    this.data.invalidate(project, component);
    for (const key of [...this.#asked.keys()])
      if (key === `project/${project}` || key.startsWith(`component/${project}/`)) this.#asked.delete(key);
  }

  #have({ project, component }: RowKey): RowData {
    if (!project) return {};
    return component === undefined ? this.data.peekProject(project) : this.data.peekComponent(project, component);
  }

  #ensure(row: RowKey): Promise<unknown> | undefined {
    const { project, component, node } = row;
    if (!project || this.#have(row).progress) return undefined;
    const running = this.#loading.get(node.id);
    if (running) return running;
    const at = this.#asked.get(node.id);
    if (at !== undefined && Date.now() - at < this.freshMs()) return undefined;
    this.#asked.set(node.id, Date.now());
    const load = component === undefined ? this.data.loadProject(project) : this.data.loadComponent(project, component);
    const done = load.then(
      () => {
        this.#loading.delete(node.id);
        if (this.#drawnWithout.delete(node.id)) this.redraw(node);
      },
      () => this.#loading.delete(node.id),
    );
    this.#loading.set(node.id, done);
    return done;
  }
}

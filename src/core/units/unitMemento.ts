// What the drafts (drafts.ts) and the pending edits (pendingEdits.ts) share: one value per server and
// unit in a Memento-like place (workspaceState in the extension, a Map in tests), read once at start (the
// tree asks about every row it draws), with listeners told when a unit gets its first value or loses it.
// No `vscode` here.

/** The part of vscode.Memento the stores use. */
export interface DraftMemento {
  keys(): readonly string[];
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

export type PresenceListener = (serverUrl: string, unitId: number, has: boolean) => void;

export class UnitMementoStore<T> {
  protected readonly values = new Map<string, T>();
  private readonly listeners = new Set<PresenceListener>();
  private readonly valueListeners = new Set<(serverUrl: string, unitId: number) => void>();

  constructor(
    protected readonly memento: DraftMemento,
    prefix: string,
    isValue: (value: unknown) => value is T,
    protected readonly keyOf: (serverUrl: string, unitId: number) => string,
  ) {
    for (const key of memento.keys()) {
      if (!key.startsWith(prefix)) continue;
      const value = memento.get<unknown>(key);
      if (isValue(value)) this.values.set(key, value);
    }
  }

  get(serverUrl: string, unitId: number): T | undefined {
    return this.values.get(this.keyOf(serverUrl, unitId));
  }

  has(serverUrl: string, unitId: number): boolean {
    return this.values.has(this.keyOf(serverUrl, unitId));
  }

  get size(): number {
    return this.values.size;
  }

  /** Keeps `value`: in memory at once (the next question sees it), in the memento after. */
  protected keep(serverUrl: string, unitId: number, value: T): Promise<void> {
    const key = this.keyOf(serverUrl, unitId);
    const had = this.values.has(key);
    this.values.set(key, value);
    if (!had) this.fire(serverUrl, unitId, true);
    this.fireValue(serverUrl, unitId);
    return Promise.resolve(this.memento.update(key, value));
  }

  remove(serverUrl: string, unitId: number): Promise<void> {
    const key = this.keyOf(serverUrl, unitId);
    if (!this.values.delete(key)) return Promise.resolve();
    this.fire(serverUrl, unitId, false);
    this.fireValue(serverUrl, unitId);
    return Promise.resolve(this.memento.update(key, undefined));
  }

  /** Told when a unit gets its first value or loses it (not on every change): the tree's markers. */
  onDidChangePresence(listener: PresenceListener): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /** Told at every change of a unit's value: kept anew, replaced or removed (a send in flight watches it). */
  onDidChangeValue(listener: (serverUrl: string, unitId: number) => void): { dispose(): void } {
    this.valueListeners.add(listener);
    return { dispose: () => this.valueListeners.delete(listener) };
  }

  private fire(serverUrl: string, unitId: number, has: boolean): void {
    for (const l of [...this.listeners]) l(serverUrl, unitId, has);
  }

  private fireValue(serverUrl: string, unitId: number): void {
    for (const l of [...this.valueListeners]) l(serverUrl, unitId);
  }
}

// The newest tree node made for each item, by the item's id, held weakly: a command that knows only an id
// (a push run from an editor) finds the row to reload, and a row the tree dropped is not kept alive for it.
export class LatestById<T extends object> {
  readonly #rows = new Map<string, WeakRef<T>>();

  set(id: string, node: T): void {
    this.#rows.set(id, new WeakRef(node));
  }

  /** The newest node for `id`, or undefined when none was made or it was collected. */
  get(id: string): T | undefined {
    const node = this.#rows.get(id)?.deref();
    if (!node) this.#rows.delete(id);
    return node;
  }
}

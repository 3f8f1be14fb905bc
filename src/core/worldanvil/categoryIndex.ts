// A world's categories as a parent → children index, built once in one pass, for everything that walks
// the nesting: the tree (one level per expansion), the category picker (every category with its depth)
// and a pull of a category with the categories below it. The server chooses the shape, so nothing here
// recurses or costs more than linear time in the number of categories: a chain 100,000 deep, a level of
// 100,000 siblings, loops in the parents and parents that are not listed all take one pass.
import { ListTooLongError } from '../http/listCap';
import type { WorldAnvilApi } from './api';
import type { Category } from './schemas';

export class CategoryIndex {
  /** id → position in `all` of its first occurrence (a repeated id is shown once, where it first came). */
  private readonly position = new Map<string, number>();
  /** Each position's children as a linked list of positions (-1 ends it): few objects at 100,000 categories. */
  private readonly firstChild: Int32Array;
  private readonly lastChild: Int32Array;
  private readonly nextSibling: Int32Array;
  private readonly topLevel: number[] = [];

  constructor(readonly all: readonly Category[]) {
    const n = all.length;
    this.firstChild = new Int32Array(n).fill(-1);
    this.lastChild = new Int32Array(n).fill(-1);
    this.nextSibling = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i++) if (!this.position.has(all[i]!.id)) this.position.set(all[i]!.id, i);
    for (let i = 0; i < n; i++) {
      const c = all[i]!;
      if (this.position.get(c.id) !== i) continue;
      const p = c.parentId === undefined ? undefined : this.position.get(c.parentId);
      // A category whose parent is not listed (or is itself) sits at the top rather than being lost.
      if (p === undefined || p === i) this.topLevel.push(i);
      else {
        if (this.lastChild[p] === -1) this.firstChild[p] = i;
        else this.nextSibling[this.lastChild[p]!] = i;
        this.lastChild[p] = i;
      }
    }
  }

  /** The categories directly below `parentId` (the world's top level when undefined), in the world's order. */
  children(parentId?: string): Category[] {
    if (parentId === undefined) return this.topLevel.map((i) => this.all[i]!);
    const p = this.position.get(parentId);
    return p === undefined ? [] : this.childPositions(p).map((i) => this.all[i]!);
  }

  private childPositions(p: number): number[] {
    const out: number[] = [];
    for (let k = this.firstChild[p]!; k !== -1; k = this.nextSibling[k]!) out.push(k);
    return out;
  }

  /** The ids of a category and every category nested below it (a loop in the parents ends the walk). */
  descendants(rootId: string): Set<string> {
    const ids = new Set([rootId]);
    const root = this.position.get(rootId);
    if (root === undefined) return ids;
    const seen = new Uint8Array(this.all.length);
    seen[root] = 1;
    const queue = [root];
    for (let q = 0; q < queue.length; q++) {
      for (let k = this.firstChild[queue[q]!]!; k !== -1; k = this.nextSibling[k]!) {
        if (seen[k]) continue;
        seen[k] = 1;
        ids.add(this.all[k]!.id);
        queue.push(k);
      }
    }
    return ids;
  }

  /**
   * Every category once, parents before their children (depth first, siblings in the world's order), with
   * its depth and the titles of its nearest ancestors (at most `trail`, nearest last). Categories caught in
   * a loop of parents, which no top-level category reaches, come last at depth 0. An explicit stack: a
   * chain's depth never reaches the call stack; the bounded trail keeps the work per category constant.
   */
  outline(trail = OUTLINE_TRAIL): OutlineEntry[] {
    const out: OutlineEntry[] = [];
    const visited = new Uint8Array(this.all.length);
    const walk = (start: number) => {
      const stack: Array<{ at: number; depth: number; ancestors: readonly string[] }> = [
        { at: start, depth: 0, ancestors: [] },
      ];
      while (stack.length > 0) {
        const entry = stack.pop()!;
        if (visited[entry.at]) continue;
        visited[entry.at] = 1;
        const category = this.all[entry.at]!;
        out.push({ category, depth: entry.depth, ancestors: entry.ancestors });
        const kids = this.childPositions(entry.at);
        if (kids.length === 0) continue;
        const ancestors = [...entry.ancestors.slice(Math.max(0, entry.ancestors.length - trail + 1)), category.title];
        // Pushed last to first, so the first child is taken next.
        for (let k = kids.length - 1; k >= 0; k--) stack.push({ at: kids[k]!, depth: entry.depth + 1, ancestors });
      }
    };
    for (const i of this.topLevel) walk(i);
    for (let i = 0; i < this.all.length; i++) if (!visited[i] && this.position.get(this.all[i]!.id) === i) walk(i);
    return out;
  }
}

export interface OutlineEntry {
  category: Category;
  depth: number;
  /** The titles of the nearest ancestors, nearest last; fewer than `depth` when the chain is longer. */
  ancestors: readonly string[];
}

/** How many ancestors a picker row names: enough to tell "Places › Districts" apart, constant per row. */
export const OUTLINE_TRAIL = 3;

/**
 * The category picker's rows: "Places › Districts", or "… › B › C › D" below three levels (with the
 * depth, for the row's description), in outline order.
 */
export function categoryPickerRows(
  categories: readonly Category[],
): Array<{ id: string; label: string; depth: number }> {
  return new CategoryIndex(categories).outline().map(({ category, depth, ancestors }) => ({
    id: category.id,
    label: [...(depth > ancestors.length ? ['…'] : []), ...ancestors, category.title].join(' › '),
    depth,
  }));
}

/**
 * A world's categories from `offset` on; past LIST_CAP the ones read and where the next stretch starts
 * (for a tree or picker that shows them and offers to go on), never an error for that.
 */
export async function readCategories(
  client: Pick<WorldAnvilApi, 'listCategories'>,
  worldId: string,
  opts: { offset?: number; signal?: AbortSignal } = {},
): Promise<{ categories: Category[]; resumeAt?: number }> {
  try {
    return { categories: await client.listCategories(worldId, opts) };
  } catch (e) {
    if (!(e instanceof ListTooLongError)) throw e;
    return { categories: e.partial as Category[], ...(e.resumeAt !== undefined ? { resumeAt: e.resumeAt } : {}) };
  }
}

/** The ids of a category and every category nested below it. */
export function withDescendants(categories: readonly Category[], rootId: string): Set<string> {
  return new CategoryIndex(categories).descendants(rootId);
}

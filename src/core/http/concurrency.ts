/** Maps `items` through `fn` with at most `limit` calls in flight, keeping the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (e) {
        failed = true; // stop handing out work; the first error wins
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Calls `fn` on each item in order, at most `limit` at once. Hands out no more items once one call failed
 * or `stop()` says so, and settles only when every call it started has ended (so nothing it started still
 * runs when the caller cleans up); then rejects with the first failure.
 */
export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && !stop() && next < items.length) {
      const i = next++;
      try {
        await fn(items[i]!, i);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
}

/** At most `n` calls of `run` at once; the others wait their turn, in order. */
export class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(n: number) {
    this.free = Math.max(1, n);
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      // The slot goes straight to the next in line, or back to the pool.
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

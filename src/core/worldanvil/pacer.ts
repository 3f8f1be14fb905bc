// World Anvil documents no rate limit; other clients pace themselves at about two requests a second.
// The pace of one client, shared by all its requests however many run at once (a pull fetches several
// articles concurrently): a short burst (a tree opening a few nodes) goes at once, sustained use is paced
// (a token bucket, scheduled as GCRA: each request gets its start time when it asks, so concurrent callers
// never wait on each other's timers). When the server asks for a pause (429 or 503 with Retry-After), no
// request of this client starts before it has passed: not the one that was told, nor any other.
import { defaultSleep } from '../http/retry';
import type { RequestGate } from '../http/types';

export class Pacer implements RequestGate {
  /** When the next request would be due if requests came steadily (GCRA's theoretical arrival time). */
  private due = 0;
  /** No request starts before this (the server's Retry-After). */
  private heldUntil = 0;
  private readonly intervalMs: number;
  private readonly toleranceMs: number;

  constructor(
    perSecond: number,
    burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.intervalMs = perSecond > 0 ? 1000 / perSecond : 0;
    this.toleranceMs = Math.max(0, burst - 1) * this.intervalMs;
  }

  /** Resolves when a request may start; rejects with the signal's reason if it is aborted first. */
  async take(signal?: AbortSignal): Promise<void> {
    const now = this.now();
    let start = Math.max(now, this.due - this.toleranceMs);
    this.due = Math.max(this.due, start) + this.intervalMs;
    // A pause asked for while this request waited for its turn moves it too.
    for (start = Math.max(start, this.heldUntil); start > this.now(); start = Math.max(start, this.heldUntil))
      await defaultSleep(start - this.now(), signal);
    if (signal?.aborted) throw signal.reason;
  }

  /** The server asked for `ms` of quiet: every request of this client waits that long from now. */
  hold(ms: number): void {
    this.heldUntil = Math.max(this.heldUntil, this.now() + ms);
  }
}

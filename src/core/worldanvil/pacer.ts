// World Anvil documents no rate limit; other clients pace themselves at about two requests a second.
// A token bucket: a short burst (a tree opening a few nodes) goes at once, sustained use is paced.
export class Pacer {
  private tokens: number;
  private last = Date.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  /** Resolves when a request may start. */
  take(): Promise<void> {
    if (this.perSecond <= 0) return Promise.resolve();
    const turn = this.queue.then(async () => {
      const now = Date.now();
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
      this.last = now;
      if (this.tokens < 1) {
        const waitMs = ((1 - this.tokens) / this.perSecond) * 1000;
        await new Promise((r) => setTimeout(r, waitMs));
        this.tokens = 1;
        this.last = Date.now();
      }
      this.tokens -= 1;
    });
    this.queue = turn;
    return turn;
  }
}

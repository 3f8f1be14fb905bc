// A read that may be asked for again while it runs (World Changes' refresh). Joining the run under way would
// answer with what was read before the reason for asking (a file written, an article changed on the server
// a moment ago): seen in a cold CI run, where Refresh right after a change on World Anvil joined a refresh
// that had listed the articles before it. So a request during a run gets one more run after it, shared by
// every request made during that run.

export class RerunAfter {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(private readonly run: () => Promise<void>) {}

  /** Resolves when a run that started after this call has ended. */
  request(): Promise<void> {
    if (!this.running) {
      this.running = this.run().finally(() => (this.running = undefined));
      return this.running;
    }
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.request();
      });
    return this.next;
  }
}

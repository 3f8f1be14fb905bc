// When pending edits (pendingEdits.ts) go out without being asked (#41): the queue's own timing. Before,
// a send nobody asked for ran only when some other request happened to be answered, and an answer within
// the quiet time after a failed send was dropped: with nothing else asking the server, edits had not gone
// 35 s after it came back. Now:
//
// - idle: nothing waits, or only edits whose conflict the person put off (asked again only on request);
// - due: a try is set for a time. The server answered: at once, or once the quiet time after a failed try
//   is over (answers come in bursts: one try for all of them). A try found no server: the next one is due
//   after the retry time, the try itself being the probe. An edit was kept: the same;
// - sending: one try at a time; what happens meanwhile is decided when it ends;
// - held: the person is looking at the queue (the Pending Edits list): nothing goes unasked, so viewing
//   never sends; a try that fell due meanwhile runs when the list closes.
//
// No `vscode` here: the clock and the timers are handed in, so the unit tests drive them.

/** `held`: the try stopped because the person looks at the queue; it is due again when the list closes. */
export type TryResult = 'unreachable' | 'done' | 'held';

export interface SendScheduleDeps {
  /** Whether edits wait that a send nobody asked for would try. */
  hasWork: () => boolean;
  /** One automatic try of every waiting edit. */
  send: () => Promise<TryResult>;
  now: () => number;
  setTimer: (ms: number, run: () => void) => () => void;
  /** The retry time after a try found no server; also the quiet time for answers after it. */
  retryMs: number;
}

export type ScheduleState = 'idle' | 'due' | 'sending' | 'held';

export class SendSchedule {
  private dueAt: number | undefined;
  private cancelTimer: (() => void) | undefined;
  private sending = false;
  private holds = 0;
  /** Until then an answer does not start a try at once (the last try found no server). */
  private quietUntil = 0;

  constructor(private readonly deps: SendScheduleDeps) {}

  get state(): ScheduleState {
    if (this.sending) return 'sending';
    if (this.holds > 0) return 'held';
    return this.dueAt === undefined ? 'idle' : 'due';
  }

  /** Whether the person looks at the queue (a try nobody asked for writes nothing meanwhile). */
  get held(): boolean {
    return this.holds > 0;
  }

  /** The time the next try is due (ms since the epoch), if one is. */
  get nextTry(): number | undefined {
    return this.dueAt;
  }

  /** The server answered a request: waiting edits go now, or when the quiet time is over. */
  answered(): void {
    this.dueBy(Math.max(this.deps.now(), this.quietUntil));
  }

  /** An edit was kept because the server could not be reached: it is tried again after the retry time. */
  kept(): void {
    this.quietUntil = this.deps.now() + this.deps.retryMs;
    this.dueBy(this.quietUntil);
  }

  /** A send the person asked for ended (it ran beside the schedule): its outcome counts like a try's. */
  tried(result: TryResult): void {
    if (result === 'unreachable') this.kept();
    else if (result === 'done') this.quietUntil = 0;
  }

  /** The person looks at the queue: nothing goes unasked until every hold is released. */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      if (this.holds === 0 && this.dueAt !== undefined && this.dueAt <= this.deps.now()) this.arm(0);
    };
  }

  dispose(): void {
    this.clear();
  }

  private clear(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.dueAt = undefined;
  }

  /** Makes a try due no later than `at` (an earlier one stays). */
  private dueBy(at: number): void {
    if (!this.deps.hasWork()) return;
    if (this.dueAt !== undefined && this.dueAt <= at) return;
    this.dueAt = at;
    this.arm(Math.max(0, at - this.deps.now()));
  }

  private arm(ms: number): void {
    this.cancelTimer?.();
    this.cancelTimer = this.deps.setTimer(ms, () => {
      this.cancelTimer = undefined;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    // Held or already sending: the try stays due; release() or the end of the send takes it up.
    if (this.holds > 0 || this.sending) return;
    this.dueAt = undefined;
    if (!this.deps.hasWork()) return;
    this.sending = true;
    let result: TryResult = 'unreachable';
    try {
      result = await this.deps.send();
    } finally {
      this.sending = false;
    }
    // The answers the send itself got made a try due meanwhile: they say nothing new.
    this.clear();
    // Stopped by a hold that began while it ran: due now, so the list's closing takes it up.
    if (result === 'held') {
      this.dueAt = this.deps.now();
      if (this.holds === 0) this.arm(0);
      return;
    }
    // Done: nothing is due until an edit is kept again (kept()) or the person sends.
    this.tried(result);
  }
}

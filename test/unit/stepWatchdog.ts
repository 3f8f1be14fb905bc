// For a test that works through many steps (thousands of requests, a hundred files parsed): its whole time
// is the machine's, not the code's — a CI run at load 20 took four times as long and more, and hit mocha's
// fixed limit (the Ledger panel test at 120 s, the l10n hook at 60 s) — so the limit is on each step
// instead: a hang still fails, within one step's limit, and a slow machine only takes longer.
import type { Context } from 'mocha';

/**
 * Runs `body` with `perStepMs` for each step, counted from the previous `step()`. Mocha restarts a test's
 * timer whenever its timeout is set (Runnable#timeout); it also fails a test that took longer in all than
 * its timeout when it ends, so the limit is lifted once the body is done (its steps were all judged).
 */
export async function withStepWatchdog<T>(
  ctx: Context,
  body: (step: () => void) => Promise<T>,
  perStepMs = 30_000,
): Promise<T> {
  // Once a step has timed out the test is over; the body may still run on, and must not arm the timer of a
  // finished test again (mocha then never exits).
  const limit = (ms: number) => {
    if (!ctx.runnable().timedOut) ctx.timeout(ms);
  };
  const step = () => limit(perStepMs);
  step();
  try {
    return await body(step);
  } finally {
    limit(0);
  }
}

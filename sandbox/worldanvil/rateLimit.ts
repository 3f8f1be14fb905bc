// World Anvil's rate-limit mode of the sandbox: at most N requests to World Anvil (both faces) per
// one-second window, the rest answered 429 `{success: false, error}` with Retry-After, the seconds until the
// window ends. World Anvil documents no limit; this is the shape a client must survive if it has one
// (a pull fetching articles side by side must hold all of them, not only the one that was told).
import type { SandboxResponse } from '../types';

const WINDOW_MS = 1000;

export class WorldAnvilRateLimit {
  private windowStart = 0;
  private used = 0;

  /** The 429 for a request over `perSecond` in this window (0 or undefined: no limit), else undefined. */
  answer(perSecond: number | undefined, now = Date.now()): SandboxResponse | undefined {
    if (!perSecond || perSecond <= 0) return undefined;
    if (now - this.windowStart >= WINDOW_MS) {
      this.windowStart = now;
      this.used = 0;
    }
    this.used += 1;
    if (this.used <= perSecond) return undefined;
    const wait = Math.max(1, Math.ceil((this.windowStart + WINDOW_MS - now) / 1000));
    return {
      status: 429,
      headers: { 'Retry-After': String(wait) },
      json: { success: false, error: `Too many requests. Try again in ${wait} seconds.` },
    };
  }
}

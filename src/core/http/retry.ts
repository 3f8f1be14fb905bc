// When and how long to wait before repeating a request: only safe requests, only failures that may pass
// (network, timeouts, 423, 429, 502, 503, 504), exponential backoff with full jitter, the server's own
// Retry-After / X-RateLimit-Reset when it gives one, and a bounded total wait.
import type { HttpMethod, RetryOptions } from './types';

export const DEFAULT_RETRY: RetryOptions = { maxRetries: 4, baseDelayMs: 250, maxTotalWaitMs: 30_000 };
const MAX_SINGLE_BACKOFF_MS = 8_000;

export const RETRYABLE_STATUS = new Set([423, 429, 502, 503, 504]);

export function isSafeToRepeat(method: HttpMethod, idempotent: boolean | undefined): boolean {
  if (idempotent !== undefined) return idempotent;
  // PATCH here always carries the same body on a repeat, so repeating it sets the same values again.
  return method !== 'POST';
}

/** Seconds from Retry-After (delta-seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(headers: Record<string, string>, now = Date.now()): number | undefined {
  const raw = headers['retry-after'];
  if (raw !== undefined) {
    if (/^\s*\d+(\.\d+)?\s*$/.test(raw)) return Number(raw);
    const date = Date.parse(raw);
    if (!Number.isNaN(date)) return Math.max(0, (date - now) / 1000);
  }
  // Weblate's X-RateLimit-Reset is seconds until the window resets (not a timestamp).
  if (headers['x-ratelimit-remaining'] === '0' && headers['x-ratelimit-reset'] !== undefined) {
    const reset = Number(headers['x-ratelimit-reset']);
    if (Number.isFinite(reset) && reset >= 0) return reset;
  }
  return undefined;
}

export function backoffMs(attempt: number, options: RetryOptions, random = Math.random): number {
  const ceiling = Math.min(MAX_SINGLE_BACKOFF_MS, options.baseDelayMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

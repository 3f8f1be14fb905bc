// The columns of the fault matrix (every sandbox FaultKind, plus a refused connection) and the outcome
// each one must end in, per kind of request. Persistent faults hit every request; transient ones hit only
// the first (`times: 1`), so a request that may be repeated comes back with data.
import type { FaultSpec } from '../../../sandbox/types';
import type { AnswerKind, MethodRow, Service } from './matrixMethods';

export interface FaultColumn {
  id: string;
  /** undefined: the "refused" column, whose clients point at a port nobody listens on. */
  spec: FaultSpec | undefined;
  services: readonly Service[];
  transient: boolean;
  timeouts: { connectMs: number; headersMs: number; bodyMs: number };
  retry: { maxRetries: number; baseDelayMs: number; maxTotalWaitMs: number };
}

// Roomy timeouts where latency is not the fault (a busy machine must not turn a cell into a timeout);
// short ones where it is, with the injected latency well beyond them.
const ROOMY = { connectMs: 5_000, headersMs: 10_000, bodyMs: 10_000 };
// undici arms timeouts of 1 s or less on native timers that, on a fresh connection, do not fire reliably
// (a 150 ms header timeout let a 900 ms answer through); above 1 s it uses its own 0.5 s-tick timers, which do.
const SHORT = { connectMs: 5_000, headersMs: 1_100, bodyMs: 1_100 };
export const LATENCY_MS = 4_000;
export const RETRY = { maxRetries: 2, baseDelayMs: 1, maxTotalWaitMs: 400 };

const both: readonly Service[] = ['weblate', 'worldanvil', 'boromir'];

function columns(transient: boolean): FaultColumn[] {
  const times = transient ? { times: 1 } : {};
  const col = (id: string, spec: FaultSpec | undefined, extra: Partial<FaultColumn> = {}): FaultColumn => ({
    id,
    spec: spec && { ...spec, ...times },
    services: both,
    transient,
    timeouts: ROOMY,
    retry: RETRY,
    ...extra,
  });
  return [
    col(
      'latency',
      { kind: 'latency', latencyMs: LATENCY_MS },
      { timeouts: SHORT, retry: transient ? { ...RETRY, maxRetries: 3 } : { ...RETRY, maxRetries: 1 } },
    ),
    // Persistent: Retry-After 1 s is beyond the retry budget (give up at once, saying so); transient: 0 s.
    col('429', { kind: 'rateLimit', retryAfterSeconds: transient ? 0 : 1 }),
    col('423', { kind: 'status', status: 423 }),
    col('500', { kind: 'status', status: 500 }),
    col('502', { kind: 'status', status: 502 }),
    col('503', { kind: 'status', status: 503 }),
    col('reset', { kind: 'reset' }),
    col('truncate', { kind: 'truncate' }),
    col('wrongType', { kind: 'wrongType' }),
    col('html', { kind: 'html' }),
    col('successFalse', { kind: 'successFalse' }, { services: ['worldanvil', 'boromir'] }),
    ...(transient ? [] : [col('refused', undefined)]),
  ];
}

export const PERSISTENT_COLUMNS = columns(false);
export const TRANSIENT_COLUMNS = columns(true);

export interface Expected {
  /** Error class name, or 'ok'. */
  outcome: string;
  status?: number;
  /** For NetworkError / TimeoutError. */
  mayHaveReachedServer?: boolean;
  /** Requests the sandbox must have received for this call; undefined = not checked (several pages). */
  requests?: number;
  retryAfterSeconds?: number;
  /** A ProtocolError from a schema check: fieldPath set and named in the message. */
  schemaField?: boolean;
}

/** Statuses and transport failures the HTTP layer repeats for safe requests (retry.ts). */
const RETRIED = new Set(['latency', '423', '502', '503', 'reset', 'html', 'refused']);

function failureOf(col: FaultColumn, answer: AnswerKind, noScalars: boolean): Expected {
  switch (col.id) {
    case 'latency':
      return { outcome: 'TimeoutError', mayHaveReachedServer: true };
    case '429':
      return { outcome: 'RateLimitedError', status: 429, retryAfterSeconds: col.transient ? 0 : 1 };
    case '423':
      return { outcome: 'ConflictError', status: 423 };
    case '500':
    case '502':
    case '503':
      return { outcome: 'ServerError', status: Number(col.id) };
    case 'html':
      return { outcome: 'ServerError', status: 502 };
    case 'reset':
      return { outcome: 'NetworkError', mayHaveReachedServer: true };
    case 'refused':
      return { outcome: 'NetworkError', mayHaveReachedServer: false };
    // A cut or retyped text file or empty 204 is still an answer the client cannot tell from a whole one.
    case 'truncate':
      return answer === 'json' ? { outcome: 'ProtocolError' } : { outcome: 'ok' };
    case 'wrongType':
      return answer === 'json' && !noScalars ? { outcome: 'ProtocolError', schemaField: true } : { outcome: 'ok' };
    case 'successFalse':
      return { outcome: 'ClientError', status: 200 };
    default:
      throw new Error(`no expectation for ${col.id}`);
  }
}

export function expected(col: FaultColumn, row: MethodRow<unknown>): Expected {
  const safe = row.method !== 'POST' && row.once !== true;
  const failure = failureOf(col, row.answer, row.noScalars === true);
  // Retry-After beyond the budget: given up after the first answer, whatever the method.
  const repeats = safe && (RETRIED.has(col.id) || (col.id === '429' && col.transient));
  if (col.transient) {
    if (repeats) return { outcome: 'ok' };
    return { ...failure, requests: 1 };
  }
  if (failure.outcome === 'ok') return { outcome: 'ok', requests: 1 };
  return { ...failure, requests: col.spec === undefined ? undefined : repeats ? col.retry.maxRetries + 1 : 1 };
}

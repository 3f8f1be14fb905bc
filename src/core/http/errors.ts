// Typed errors every layer above classifies by class, never by message text. Messages are built only from
// the endpoint label, status and server-supplied text (already redacted): never from credentials.

export interface FieldProblem {
  /** The field the server (or the local validator) named; `''` for a problem not tied to one field. */
  field: string;
  message: string;
  code?: string;
}

export abstract class ScriptoriumError extends Error {
  /** e.g. `GET /api/units/{id}/` */
  readonly endpoint: string;
  /** HTTP status when the server answered. */
  readonly status: number | undefined;
  /** Whether repeating the same request later may succeed (the UI offers Retry). */
  abstract readonly retryable: boolean;

  constructor(message: string, endpoint: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.endpoint = endpoint;
    this.status = status;
  }
}

/** 401: missing, wrong or expired credentials. */
export class AuthError extends ScriptoriumError {
  readonly retryable = false;
}

/** 403: the credentials are valid but not allowed to do this. */
export class PermissionError extends ScriptoriumError {
  readonly retryable = false;
}

/** 404: no such object, a private object without access, or a page past the end. */
export class NotFoundError extends ScriptoriumError {
  readonly retryable = false;
}

/** 400/422, or local validation before sending: every field problem the server (or validator) gave. */
export class ValidationError extends ScriptoriumError {
  readonly retryable = false;
  readonly problems: readonly FieldProblem[];

  constructor(message: string, endpoint: string, status: number | undefined, problems: readonly FieldProblem[]) {
    super(message, endpoint, status);
    this.problems = problems;
  }
}

/** 429, or retries exhausted under rate limiting. */
export class RateLimitedError extends ScriptoriumError {
  readonly retryable = true;
  /** Seconds the server asked to wait, when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, endpoint: string, status: number | undefined, retryAfterSeconds: number | undefined) {
    super(message, endpoint, status);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 409/423: the object or repository is locked or changed underneath. */
export class ConflictError extends ScriptoriumError {
  readonly retryable = true;
}

/** 5xx. */
export class ServerError extends ScriptoriumError {
  get retryable(): boolean {
    return this.status === undefined || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

/** Options of errors raised when a request got no (complete) answer. */
export interface TransportFailure {
  /**
   * Whether the request may have reached the server and been applied. False only when the connection was
   * never made; a create (POST) that failed with this true must be checked before it is repeated.
   */
  mayHaveReachedServer: boolean;
  cause?: unknown;
}

/** A request that got no (complete) answer: it may or may not have been applied. */
export abstract class TransportError extends ScriptoriumError {
  readonly retryable = true;
  readonly mayHaveReachedServer: boolean;

  constructor(message: string, endpoint: string, failure: TransportFailure) {
    super(message, endpoint, undefined, { cause: failure.cause });
    this.mayHaveReachedServer = failure.mayHaveReachedServer;
  }
}

/** No answer: DNS, refused, reset, TLS. */
export class NetworkError extends TransportError {}

/** Connect, header or body timeout. */
export class TimeoutError extends TransportError {}

/** The request was cancelled by its AbortSignal. */
export class CancelledError extends ScriptoriumError {
  readonly retryable = false;
}

/**
 * A request on a client that was closed (its session was replaced, by a reconnect or new settings): a
 * cancellation, never a network failure. Repeating it on the same client cannot help, and the server was
 * never the problem, so nothing says "cannot reach the server"; the new session asks again.
 */
export class ClosedClientError extends CancelledError {}

/** Refused before sending because it would expose credentials (plain http, other origin, redirect). */
export class InsecureRequestError extends ScriptoriumError {
  readonly retryable = false;
}

/**
 * The server answered something this client cannot use: not JSON, an HTML page, a body that fails the
 * schema (with the path of the failing field), or paging that does not add up.
 */
export class ProtocolError extends ScriptoriumError {
  readonly retryable = false;
  /** Dotted path of the failing field, e.g. `results.3.state`, when a schema check failed. */
  readonly fieldPath: string | undefined;

  constructor(message: string, endpoint: string, status?: number, fieldPath?: string, options?: { cause?: unknown }) {
    super(message, endpoint, status, options);
    this.fieldPath = fieldPath;
  }
}

/** A 2xx body longer than the client's cap (HttpClientOptions.maxResponseBytes): read no further. */
export class ResponseTooLargeError extends ScriptoriumError {
  readonly retryable = false;
  readonly limitBytes: number;

  constructor(endpoint: string, limitBytes: number, status?: number) {
    super(
      `${endpoint} answered more than ${formatBytes(limitBytes)}; stopped reading (the limit is the scriptorium.network.maxResponseMegabytes setting).`,
      endpoint,
      status,
    );
    this.limitBytes = limitBytes;
  }
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round((n / (1024 * 1024)) * 10) / 10} MB` : `${n} bytes`;
}

/**
 * The forward proxy in between refused the tunnel (407 wants credentials, 403 forbids the host) or could not
 * be reached: the request never got to the server. Names the proxy by host:port only.
 */
export class ProxyError extends ScriptoriumError {
  readonly retryable: boolean;
  readonly mayHaveReachedServer = false;
  /** host:port of the proxy, never its credentials. */
  readonly proxy: string;
  /** The proxy's answer to CONNECT; undefined when it could not be reached at all. */
  readonly proxyStatus: number | undefined;

  constructor(
    message: string,
    endpoint: string,
    proxy: string,
    proxyStatus: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, endpoint, undefined, options);
    this.proxy = proxy;
    this.proxyStatus = proxyStatus;
    // Unreachable or a bad gateway may pass; a refusal stays a refusal until the settings change.
    this.retryable = proxyStatus === undefined || proxyStatus >= 500;
  }

  /** The proxy wants credentials or refused the ones given (407; some proxies say 401). */
  get credentialsRefused(): boolean {
    return this.proxyStatus === 407 || this.proxyStatus === 401;
  }
}

/** What is wrong with a server's certificate, for a message that says what the person can do. */
export type CertificateProblem =
  'selfSigned' | 'untrustedAuthority' | 'expired' | 'notYetValid' | 'wrongHost' | 'other';

/** The server's certificate was not accepted: no request was sent. */
export class CertificateError extends ScriptoriumError {
  readonly retryable = false;
  readonly mayHaveReachedServer = false;
  readonly problem: CertificateProblem;
  /** Node's/OpenSSL's code, e.g. DEPTH_ZERO_SELF_SIGNED_CERT. */
  readonly code: string;
  /** The host whose certificate it was. */
  readonly host: string;

  constructor(
    message: string,
    endpoint: string,
    problem: CertificateProblem,
    code: string,
    host: string,
    options?: { cause?: unknown },
  ) {
    super(message, endpoint, undefined, options);
    this.problem = problem;
    this.code = code;
    this.host = host;
  }
}

/** Any other 4xx. */
export class ClientError extends ScriptoriumError {
  readonly retryable = false;
}

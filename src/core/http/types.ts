// The contract between the HTTP layer and the service clients built on it (Weblate, World Anvil).
// Service clients depend only on these types; httpClient.ts implements them with undici.
import type { FormData } from 'undici';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;

export interface HttpRequest {
  method: HttpMethod;
  /** A path relative to the client's base URL, or an absolute URL that must share the base URL's origin. */
  url: string;
  query?: Record<string, QueryValue>;
  /** Serialized as JSON (bigint values written as exact integers). */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body` (file uploads). */
  form?: FormData;
  signal?: AbortSignal;
  /** A stable label for errors and logs, such as `GET /api/units/{id}/`. Defaults to method + path. */
  endpoint?: string;
  /**
   * Whether repeating the request is harmless. Defaults: GET/HEAD/PUT/DELETE yes, PATCH yes (same body),
   * POST never — a POST that may have reached the server is not retried.
   */
  idempotent?: boolean;
  /** `text` returns the body as a string (file downloads), `bytes` as a Buffer (archives); default `json`. */
  expect?: 'json' | 'text' | 'bytes';
  /** A lower cap than the client's `maxResponseBytes` for this answer (an image's size limit): read no further. */
  maxBytes?: number;
  /**
   * A successful answer's bytes as they arrive, before the whole is returned (a streamed answer shown as it
   * grows). What it throws ends the request with that error and stops reading.
   */
  onBody?: (chunk: Buffer) => void;
}

export interface HttpResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The final URL (no credentials in it). */
  url: string;
  /** The body parsed as JSON without rounding integers beyond 2^53 (they become bigint); undefined when empty. */
  body: unknown;
}

/** One line of the request log: never carries a credential. */
export interface RequestLogEntry {
  method: HttpMethod;
  url: string;
  status: number | 'error';
  durationMs: number;
  retries: number;
  error?: string;
}

export interface RetryOptions {
  /** How many times a retryable failure is repeated (default 4). */
  maxRetries: number;
  /** First backoff delay; doubled each retry, with jitter (default 250 ms). */
  baseDelayMs: number;
  /** Upper bound on the total time spent waiting between attempts (default 30 s). */
  maxTotalWaitMs: number;
}

export interface TimeoutOptions {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

export interface HttpClientOptions {
  baseUrl: string;
  /** Headers that carry credentials; sent only to the base URL's origin and never over plain http to a non-loopback host. */
  credentialHeaders?: Record<string, string>;
  /** Other headers on every request (Accept, User-Agent, …). */
  headers?: Record<string, string>;
  timeouts?: Partial<TimeoutOptions>;
  retry?: Partial<RetryOptions>;
  onRequestLog?: (entry: RequestLogEntry) => void;
  /**
   * Recognises a failure reported inside a 2xx body (World Anvil answers some failures with HTTP 200 and
   * `success: false`); such a body is turned into a typed error like an error status would be.
   */
  failureIn2xx?: (body: unknown) => boolean;
  /**
   * Largest 2xx body read, in bytes (default 64 MiB): a server must not be able to exhaust the extension
   * host's memory. Beyond it the request fails with ResponseTooLargeError naming the endpoint.
   */
  maxResponseBytes?: number;
  /** Proxy and certificate trust (default: direct, Node's own certificate list, verification on). */
  network?: NetworkOptions;
  /**
   * Paces every attempt of every request, repeats included (World Anvil's clients: worldanvil/pacer.ts),
   * and hears each wait a server asked for (Retry-After on 429 or 503), so that no request of the client
   * starts before it has passed: not only the one that was told.
   */
  gate?: RequestGate;
  /** Injected for tests; defaults to setTimeout-based sleeping honouring the abort signal. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RequestGate {
  /** Resolves when an attempt may start; rejects with the signal's reason when it is aborted first. */
  take(signal?: AbortSignal): Promise<void>;
  /** The server asked for `ms` of quiet. */
  hold(ms: number): void;
}

/** What a service's client hands to its HttpClient unchanged (the platform fills them from settings). */
export type PassThroughOptions = Pick<
  HttpClientOptions,
  'onRequestLog' | 'timeouts' | 'retry' | 'maxResponseBytes' | 'network'
>;

/** How a client reaches its server (network.ts acts on it); the platform layer fills it from VS Code's settings. */
export interface NetworkOptions {
  /** `http://host:port` (or https://; user:password@ allowed) of a forward proxy; none = direct. */
  proxyUrl?: string;
  /** Hosts reached directly even with a proxy (NO_PROXY syntax: `host`, `.domain`, `host:port`, `*`). */
  noProxy?: readonly string[];
  /** A ready `Proxy-Authorization` value (`Basic …`), sent to the proxy only. */
  proxyAuthorization?: string;
  /** PEM certificates trusted for https; none = Node's own list. */
  ca?: readonly string[];
  /**
   * VS Code's http.proxyStrictSSL: false stops verifying certificates on connections through the proxy (the
   * proxy's own, and the server's inside the tunnel), where a TLS-inspecting proxy re-signs them. A direct
   * connection (no proxy, or a host on the no-proxy list) is always verified, as in VS Code.
   */
  proxyStrictSSL?: boolean;
}

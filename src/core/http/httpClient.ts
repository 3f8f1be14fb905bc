// The HTTP layer every service client stands on (undici): one keep-alive pool per client origin,
// timeouts, cancellation, retries of safe requests, typed errors, credential safety and a request log.
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { looksLikeHtml } from './errorBody';
import {
  CancelledError,
  InsecureRequestError,
  NetworkError,
  ProtocolError,
  RateLimitedError,
  ResponseTooLargeError,
  ScriptoriumError,
  TimeoutError,
} from './errors';
import { parseJson, stringifyJson } from './json';
import { errorForStatus } from './statusErrors';
import { createDispatcher, proxySecrets } from './network';
import { isLoopbackHost, Redactor } from './redact';
import { backoffMs, DEFAULT_RETRY, defaultSleep, isSafeToRepeat, RETRYABLE_STATUS, retryAfterSeconds } from './retry';
import type { HttpClientOptions, HttpRequest, HttpResponse, RetryOptions, TimeoutOptions } from './types';
import { zodProblem } from './zodProblem';
import { closedFailure, encodeForm, lower, MAX_ERROR_BODY, readCapped, safeHref, transportFailure } from './transport';

export const DEFAULT_TIMEOUTS: TimeoutOptions = { connectMs: 10_000, headersMs: 30_000, bodyMs: 60_000 };
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body as received (binary downloads). */
  bytes: Buffer;
}

export class HttpClient {
  readonly baseUrl: URL;
  /** A Pool for the base URL's origin, or a proxy agent in front of it (network.ts); made at the first request, which loads undici. */
  private dispatcher: Dispatcher | undefined;
  private closed = false;
  private readonly redactor: Redactor;
  private readonly retry: RetryOptions;
  private readonly timeouts: TimeoutOptions;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly options: HttpClientOptions) {
    this.baseUrl = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    // A scheme word (`Token …`, `Bearer …`) is not the secret: the bare value must be scrubbed too.
    const values = Object.values(options.credentialHeaders ?? {});
    this.redactor = new Redactor([
      ...values,
      ...values.map((v) => v.replace(/^(token|bearer|basic)\s+/i, '')),
      ...proxySecrets(options.network),
    ]);
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** Scrubs credentials from text meant for people or logs. */
  redact(text: string): string {
    return this.redactor.text(text);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.dispatcher?.close();
  }

  private pool(): Dispatcher {
    if (!this.dispatcher) {
      this.dispatcher = createDispatcher(this.baseUrl.origin, this.options.network ?? {}, this.timeouts);
      // Closed before its first request: refused like any request after close (undici's closed-client error).
      if (this.closed) void this.dispatcher.close();
    }
    return this.dispatcher;
  }

  /** Resolves a request URL against the base and refuses anything that would put credentials at risk. */
  resolve(req: HttpRequest): URL {
    const endpoint = this.endpointOf(req);
    let url: URL;
    try {
      url = new URL(req.url, this.baseUrl);
    } catch {
      throw new ProtocolError(`Invalid URL for ${endpoint}.`, endpoint);
    }
    if (url.origin !== this.baseUrl.origin) {
      throw new InsecureRequestError(
        `Refused to follow a link to another server (${this.redactor.url(url.origin)}) from ${endpoint}.`,
        endpoint,
      );
    }
    if (this.hasCredentials() && url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
      throw new InsecureRequestError(
        `Refused to send credentials over plain http to ${url.host}; use https.`,
        endpoint,
      );
    }
    // Weblate echoes ?format=api in its links: that selects the browsable HTML page, never wanted here.
    url.searchParams.delete('format');
    for (const [k, v] of Object.entries(req.query ?? {})) {
      if (v === undefined || v === null) continue;
      url.searchParams.delete(k);
      for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
    }
    return url;
  }

  async request(req: HttpRequest): Promise<HttpResponse> {
    const endpoint = this.endpointOf(req);
    let url: URL;
    try {
      url = this.resolve(req);
    } catch (e) {
      this.options.onRequestLog?.({
        method: req.method,
        url: this.redactor.url(safeHref(req.url, this.baseUrl)),
        status: 'error',
        durationMs: 0,
        retries: 0,
        error: (e as Error).name,
      });
      throw e;
    }
    const safe = isSafeToRepeat(req.method, req.idempotent);
    const started = Date.now();
    let retries = 0;
    let waited = 0;
    const log = (status: number | 'error', error?: unknown) =>
      this.options.onRequestLog?.({
        method: req.method,
        url: this.redactor.url(url.href),
        status,
        durationMs: Date.now() - started,
        retries,
        ...(error ? { error: (error as Error).name } : {}),
      });
    for (;;) {
      let failure: ScriptoriumError;
      let askedSeconds: number | undefined;
      try {
        await this.options.gate?.take(req.signal);
        // Closed while this request waited (a retry's sleep, the gate's pacing): sent to no one.
        if (this.closed) throw closedFailure(endpoint);
        const raw = await this.send(req, url, endpoint);
        if (raw.status >= 200 && raw.status < 300) {
          const response = this.success(req, raw, url, endpoint);
          log(raw.status);
          return response;
        }
        failure = this.failure(raw, endpoint);
        askedSeconds = retryAfterSeconds(raw.headers);
      } catch (e) {
        failure =
          e instanceof ScriptoriumError
            ? e
            : transportFailure(e, endpoint, req, { closed: this.closed, host: this.baseUrl.host });
      }
      const retryable =
        failure instanceof RateLimitedError ||
        failure instanceof NetworkError ||
        failure instanceof TimeoutError ||
        (failure.status !== undefined && RETRYABLE_STATUS.has(failure.status));
      if (!retryable || !safe || retries >= this.retry.maxRetries || failure instanceof CancelledError) {
        log(failure.status ?? 'error', failure);
        throw failure;
      }
      // The server's own wait (Retry-After, or X-RateLimit-Reset when the window is used up) beats backoff.
      const delay = askedSeconds !== undefined ? Math.ceil(askedSeconds * 1000) : backoffMs(retries, this.retry);
      if (waited + delay > this.retry.maxTotalWaitMs) {
        // Waiting longer than allowed: give up now, saying how long the server wanted (RateLimitedError).
        if (askedSeconds !== undefined && !(failure instanceof RateLimitedError)) {
          failure = new RateLimitedError(
            `${failure.message} (the server asked to wait ${Math.ceil(askedSeconds)} s)`,
            endpoint,
            failure.status,
            askedSeconds,
          );
        }
        log(failure.status ?? 'error', failure);
        throw failure;
      }
      // The whole client keeps quiet as long as the server asked, not only this request.
      if (askedSeconds !== undefined) this.options.gate?.hold(delay);
      try {
        await this.sleep(delay, req.signal);
      } catch {
        const cancelled = new CancelledError(`Cancelled: ${endpoint}.`, endpoint);
        log('error', cancelled);
        throw cancelled;
      }
      waited += delay;
      retries += 1;
    }
  }

  /** Requests JSON and validates it; a body that does not match is a ProtocolError naming the field. */
  async requestJson<S extends z.ZodType>(req: HttpRequest, schema: S): Promise<z.output<S>> {
    const res = await this.request(req);
    return this.validate(res.body, schema, this.endpointOf(req), res.status);
  }

  validate<S extends z.ZodType>(body: unknown, schema: S, endpoint: string, status?: number): z.output<S> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const { path, reason } = zodProblem(parsed.error);
    throw new ProtocolError(
      `Unexpected answer from ${endpoint}: ${path ? `field "${path}" ` : ''}${reason}.`,
      endpoint,
      status,
      path,
    );
  }

  endpointOf(req: HttpRequest): string {
    if (req.endpoint) return req.endpoint;
    try {
      return `${req.method} ${new URL(req.url, this.baseUrl).pathname}`;
    } catch {
      return req.method;
    }
  }

  private hasCredentials(): boolean {
    return Object.keys(this.options.credentialHeaders ?? {}).length > 0;
  }

  private async send(req: HttpRequest, url: URL, endpoint: string): Promise<RawAnswer> {
    if (req.signal?.aborted) throw new CancelledError(`Cancelled: ${endpoint}.`, endpoint);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...lower(this.options.headers),
      ...lower(this.options.credentialHeaders),
    };
    let body: string | Buffer | undefined;
    if (req.form !== undefined) {
      const encoded = await encodeForm(req.form);
      body = encoded.bytes;
      headers['content-type'] = encoded.contentType;
    } else if (req.body !== undefined) {
      body = stringifyJson(req.body);
      headers['content-type'] = 'application/json';
    }
    const res = await this.pool().request({
      origin: this.baseUrl.origin,
      path: `${url.pathname}${url.search}`,
      method: req.method,
      headers,
      body,
      signal: req.signal,
    });
    let read: Buffer;
    if (res.statusCode >= 200 && res.statusCode < 300) {
      const client = this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
      const limit = req.maxBytes !== undefined ? Math.min(req.maxBytes, client) : client;
      read = await readCapped(res.body, limit + 1, req.onBody);
      if (read.length > limit) throw new ResponseTooLargeError(endpoint, limit, res.statusCode);
    } else read = await readCapped(res.body, MAX_ERROR_BODY);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    return { status: res.statusCode, headers: out, text: read.toString('utf8'), bytes: read };
  }

  private success(req: HttpRequest, raw: RawAnswer, url: URL, endpoint: string): HttpResponse {
    const base = { status: raw.status, headers: raw.headers, url: this.redactor.url(url.href) };
    if (req.expect === 'text') return { ...base, body: raw.text };
    if (req.expect === 'bytes') return { ...base, body: raw.bytes };
    if (raw.text.trim() === '') return { ...base, body: undefined };
    if (looksLikeHtml(raw.headers['content-type'], raw.text)) {
      throw new ProtocolError(
        `${endpoint} answered an HTML page instead of JSON (is the address the API's?).`,
        endpoint,
        raw.status,
      );
    }
    let body: unknown;
    try {
      body = parseJson(raw.text, { hashesAsText: true });
    } catch {
      throw new ProtocolError(
        `${endpoint} answered something that is not valid JSON (the answer may have been cut off).`,
        endpoint,
        raw.status,
      );
    }
    if (this.options.failureIn2xx?.(body)) throw this.failure({ ...raw, status: raw.status }, endpoint, body);
    return { ...base, body };
  }

  private failure(raw: RawAnswer, endpoint: string, parsed?: unknown): ScriptoriumError {
    return errorForStatus(raw, endpoint, this.redactor, parsed);
  }
}

// What the HTTP client (httpClient.ts) does with what undici hands it and back: a thrown transport error
// made a typed error, a body read with a cap, a form encoded once so it can be sent again, headers and an
// address made safe to log.
import type { FormData } from 'undici';
import { connectionFailure } from './connectionErrors';
import { CancelledError, ClosedClientError, NetworkError, TimeoutError, type ScriptoriumError } from './errors';
import type { HttpRequest } from './types';
import { loadUndici } from './undici';

/** The failure of a request on a client already closed: never the network's fault, never retried. */
export function closedFailure(endpoint: string, cause?: unknown): ClosedClientError {
  return new ClosedClientError(`Cancelled: the client was closed (${endpoint}).`, endpoint, undefined, { cause });
}

/**
 * What undici threw, as a typed error: the client's own close, a cancellation, a refused certificate or
 * proxy, a timeout, or a network error saying whether the request may have reached the server.
 */
export function transportFailure(
  e: unknown,
  endpoint: string,
  req: HttpRequest,
  client: { closed: boolean; host: string },
): ScriptoriumError {
  const undiciErrors = loadUndici().errors;
  // undici refuses a request on a pool closed or destroyed under it (UND_ERR_CLOSED, UND_ERR_DESTROYED):
  // this client's own close, never the network's fault, so never retried.
  if (client.closed || e instanceof undiciErrors.ClientDestroyedError || e instanceof undiciErrors.ClientClosedError)
    return closedFailure(endpoint, e);
  if (req.signal?.aborted || e instanceof undiciErrors.RequestAbortedError || (e as Error)?.name === 'AbortError') {
    return new CancelledError(`Cancelled: ${endpoint}.`, endpoint);
  }
  const refused = connectionFailure(e, endpoint, client.host);
  if (refused) return refused;
  const code = (e as { code?: string }).code ?? '';
  const neverConnected =
    e instanceof undiciErrors.ConnectTimeoutError ||
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code);
  const failure = { mayHaveReachedServer: !neverConnected, cause: e };
  if (e instanceof undiciErrors.ConnectTimeoutError)
    return new TimeoutError(`Could not connect in time (${endpoint}).`, endpoint, failure);
  if (e instanceof undiciErrors.HeadersTimeoutError || e instanceof undiciErrors.BodyTimeoutError) {
    return new TimeoutError(`The server took too long to answer (${endpoint}).`, endpoint, failure);
  }
  // UND_ERR_SOCKET: the server closed the connection mid-answer (or before it), e.g. after a Content-Length
  // promising more than it sent. Said in words: the bare code told the person nothing.
  const words: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'unknown host',
    UND_ERR_SOCKET: 'the server closed the connection before the answer was complete',
  };
  const why = words[code] ?? (code || 'connection lost');
  return new NetworkError(`Network error on ${endpoint}: ${why}.`, endpoint, failure);
}

export function safeHref(url: string, base: URL): string {
  try {
    return new URL(url, base).href;
  } catch {
    return '(invalid URL)';
  }
}

export const MAX_ERROR_BODY = 64 * 1024;

/**
 * A form as multipart/form-data bytes with its boundary. Encoded once, up front, so the body has a length
 * and could be sent again; undici's Response does the encoding (the same code fetch uses).
 */
export async function encodeForm(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const encoded = new (loadUndici().Response)(form);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/**
 * Reads at most `limit` bytes of a body and drops the rest (a body can be endless); `onChunk` sees each
 * piece as it arrives (leaving the loop by its throw destroys the body).
 */
export async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  limit: number,
  onChunk?: (chunk: Buffer) => void,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    onChunk?.(size + chunk.length > limit ? chunk.subarray(0, limit - size) : chunk);
    size += chunk.length;
    if (size >= limit) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

export function lower(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) out[k.toLowerCase()] = v;
  return out;
}

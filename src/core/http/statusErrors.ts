// The typed error for a server's non-2xx answer (or a failure a World Anvil 2xx body reports), by status
// and by what the body says: one table, so every client classifies answers alike. Messages name the
// endpoint and quote the server's own words (redacted), never a token.
import { looksLikeHtml, readComplaint } from './errorBody';
import {
  AuthError,
  ClientError,
  ConflictError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  RateLimitedError,
  ScriptoriumError,
  ServerError,
  ValidationError,
} from './errors';
import { parseJson } from './json';
import type { Redactor } from './redact';
import { retryAfterSeconds } from './retry';

/** What the client read of an answer. */
export interface AnswerSeen {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export function errorForStatus(
  raw: AnswerSeen,
  endpoint: string,
  redactor: Redactor,
  parsed?: unknown,
): ScriptoriumError {
  let body = parsed;
  if (body === undefined && raw.text.trim() !== '' && !looksLikeHtml(raw.headers['content-type'], raw.text)) {
    try {
      body = parseJson(raw.text);
    } catch {
      body = undefined;
    }
  }
  const complaint = readComplaint(body, raw.headers['content-type'], raw.text);
  const said = complaint.message ? redactor.text(complaint.message) : undefined;
  const problems = complaint.problems.map((p) => ({ ...p, message: redactor.text(p.message) }));
  const s = raw.status;
  const tail = complaint.isHtml ? ' (the server answered an HTML error page)' : said ? `: ${said}` : '';
  if (s >= 300 && s < 400)
    return new ProtocolError(
      `${endpoint} answered a redirect (${s}); redirects are not followed, so credentials never go elsewhere.`,
      endpoint,
      s,
    );
  if (s === 401)
    return new AuthError(`Not signed in or the credentials were refused (${endpoint})${tail}`, endpoint, s);
  if (s === 403) return new PermissionError(`Permission denied (${endpoint})${tail}`, endpoint, s);
  if (s === 404) return new NotFoundError(`Not found (${endpoint})${tail}`, endpoint, s);
  if (s === 400 || s === 422)
    return new ValidationError(`The server refused the request (${endpoint})${tail}`, endpoint, s, problems);
  if (s === 409 || s === 423)
    return new ConflictError(`Locked or changed on the server (${endpoint})${tail}`, endpoint, s);
  if (s === 429)
    return new RateLimitedError(`Rate limited (${endpoint})${tail}`, endpoint, s, retryAfterSeconds(raw.headers));
  if (s >= 500) return new ServerError(`Server error ${s} on ${endpoint}${tail}`, endpoint, s);
  if (s >= 200 && s < 300) {
    // A failure reported inside a 2xx body (World Anvil). Its text is all there is to classify it by.
    if (problems.length > 0)
      return new ValidationError(`The server refused the request (${endpoint})${tail}`, endpoint, s, problems);
    if (/permission|not allowed|forbidden|access/i.test(said ?? ''))
      return new PermissionError(`Permission denied (${endpoint})${tail}`, endpoint, s);
    if (/not found|does not exist/i.test(said ?? ''))
      return new NotFoundError(`Not found (${endpoint})${tail}`, endpoint, s);
    return new ClientError(`The server reported a failure (${endpoint})${tail}`, endpoint, s);
  }
  return new ClientError(`Request failed with ${s} (${endpoint})${tail}`, endpoint, s);
}

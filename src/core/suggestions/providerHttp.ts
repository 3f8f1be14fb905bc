// The HTTP side every machine-translation provider shares: the project's HTTP layer (core/http: no redirect
// followed, nothing sent to another origin, typed errors naming the endpoint, timeouts, cancellation, keys
// scrubbed from every message) with limits for a third party: no retry (a POST that may have reached the
// engine is not repeated, and a 429 goes back to the person at once), a short wait, a small answer.
import { HttpClient } from '../http/httpClient';
import { InsecureRequestError, ProtocolError } from '../http/errors';
import { isLoopbackHost } from '../http/redact';
import type { NetworkOptions, RequestLogEntry } from '../http/types';
import type { ProviderId, SuggestionRequest } from './types';

/** Largest answer read from a provider: one string's translation is a few kilobytes at most. */
export const PROVIDER_MAX_ANSWER_BYTES = 256 * 1024;
/** Waiting for a provider: a suggestion that takes longer is not worth the person's wait. */
export const PROVIDER_TIMEOUTS = { connectMs: 5_000, headersMs: 20_000, bodyMs: 20_000 };

export interface ProviderSettings {
  /** The service's address (DeepL's, a LibreTranslate server's, an OpenAI-compatible `/v1/` base). */
  url: string;
  /** From SecretStorage; absent where the service needs none (a local server). */
  key?: string;
  /** OpenAI-compatible: the model asked. */
  model?: string;
  network?: NetworkOptions;
  onRequestLog?: (entry: RequestLogEntry) => void;
}

/** What each provider does: the protected text in, the engine's text (markers and all) out. */
export interface TranslationProvider {
  readonly id: ProviderId;
  /** How this engine is told what to leave alone (protect.ts). */
  readonly markers: 'xml' | 'bracket';
  /**
   * `onPartial`, where the engine can stream, gets the answer's text so far as it grows (markers and all);
   * the promise still resolves with the whole answer.
   */
  translate(
    protectedText: string,
    request: SuggestionRequest,
    signal?: AbortSignal,
    onPartial?: (textSoFar: string) => void,
  ): Promise<string>;
  /** Ends its connections (the settings or the key changed). */
  close(): Promise<void>;
}

/** A client for one provider's origin; `credentialHeaders` go there only, and never over plain http to another host. */
export function providerClient(settings: ProviderSettings, credentialHeaders?: Record<string, string>): HttpClient {
  return new HttpClient({
    baseUrl: settings.url,
    credentialHeaders,
    retry: { maxRetries: 0 },
    timeouts: PROVIDER_TIMEOUTS,
    maxResponseBytes: PROVIDER_MAX_ANSWER_BYTES,
    network: settings.network,
    onRequestLog: settings.onRequestLog,
  });
}

/** A key that travels in the body (LibreTranslate) gets the rule the HTTP layer gives credential headers. */
export function refuseKeyOverPlainHttp(url: string, key: string | undefined, endpoint: string): void {
  if (!key) return;
  const u = new URL(url);
  if (u.protocol === 'http:' && !isLoopbackHost(u.hostname))
    throw new InsecureRequestError(`Refused to send the key over plain http to ${u.host}; use https.`, endpoint);
}

/** Longest suggestion accepted for a source: a translation many times longer is no translation. */
export const maxSuggestionChars = (source: string) => 1000 + 10 * source.length;

/** The engine's text, refused when it is far too long for the source (a hostile or runaway answer). */
export function usableText(text: string, source: string, endpoint: string): string {
  if (text.length > maxSuggestionChars(source))
    throw new ProtocolError(
      `Unexpected answer from ${endpoint}: the translation is ${text.length} characters long for a source of ${source.length}.`,
      endpoint,
    );
  return text;
}

/** Weblate's language code as BCP 47 (`pt_BR` → `pt-BR`, `zh_Hans` → `zh-Hans`). */
export const bcp47 = (code: string) => code.replace(/_/g, '-');

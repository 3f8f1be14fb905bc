// The batch of suggestions over a whole translation (#46 item 5): what is asked, where the results go, and
// what the person is told at the end. The walk itself is batch.ts; one string's answer is batchAsk.ts.
import type { DraftStore } from '../units/drafts';
import type { TranslationProvider } from './providerHttp';

/** Which strings the batch walks: Weblate's own query for each, as the tree's filters write them. */
export type BatchFilter = 'untranslated' | 'needsEditing' | 'both';

export const BATCH_QUERIES: Record<BatchFilter, string> = {
  untranslated: 'state:empty',
  needsEditing: 'state:needs-editing',
  both: 'state:<translated',
};

/** Requests a provider is sent at most in one batch when the setting says nothing. */
export const DEFAULT_BATCH_BUDGET = 200;

/** A provider the person turned on and agreed to, with the name the summary uses. */
export interface BatchProvider {
  name: string;
  provider: TranslationProvider;
}

/**
 * Where the results go. Drafts: the unit panel's draft store (the same drafts it shows and keeps across
 * reloads), never over a draft the person already has. Suggestions: Weblate's per-string suggestions
 * (POST /api/units/{id}/suggestions/, releases after 5.10). Neither saves a translation.
 */
export type BatchDestination = { kind: 'drafts'; store: DraftStore; serverUrl: string } | { kind: 'suggestions' };

/** What became of one string. */
export interface BatchItem {
  unitId: number;
  key: string;
  /** made: a draft or suggestion; none: nobody had one; failed: an error; skipped: left alone (why in `note`). */
  outcome: 'made' | 'none' | 'failed' | 'skipped';
  /** Who suggested it: "memory" or a provider's name. */
  by?: string;
  /** The checks the text fails (Weblate's ids), kept with it and named. */
  checks: string[];
  /** Why it failed or was skipped (an error line, never the text). */
  note?: string;
}

/** Why a batch ended early; `message` is the error's line for the log, `error` the error itself. */
export type BatchStop =
  | { reason: 'cancelled' }
  /** A provider's budget of requests ran out before the strings did. */
  | { reason: 'budget'; provider: string; budget: number }
  /** A provider refused in a way every next string would meet too (its key, its rate limit). */
  | { reason: 'provider'; provider: string; message: string; error: unknown }
  /** The server takes no suggestions through its API (5.10.4) or not from this person. */
  | { reason: 'destination'; message: string; error: unknown };

export interface BatchSummary {
  /** Strings the filter matched when the batch began. */
  total: number;
  items: BatchItem[];
  made: number;
  /** Of `made`, those whose text fails a check (drafts marked "needs editing"). */
  madeFailing: number;
  none: number;
  failed: number;
  skipped: number;
  /** Requests sent to each provider, by name. */
  requests: Record<string, number>;
  stopped?: BatchStop;
  /** The strings with a new draft or suggestion, in the translation's order (review starts at the first). */
  madeIds: number[];
}

export interface BatchProgress {
  done: number;
  total: number;
  made: number;
}

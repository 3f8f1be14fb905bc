// Suggestions from the server's memory, in one round of requests:
// - the strings with the same or a containing source (core/units/sameSource.ts, the panel's "same source
//   elsewhere", whose answer the panel shares): exact twins first (100 %), then the others by similarity;
// - Weblate's translation-memory lookup where the server has one. Verified on the real releases
//   (docs/API.md): 2026.10.1 answers `POST /api/memory/lookup/?source_language=&target_language=
//   [&project=]` with `{"strings": [...]}` (at most 100 strings of 2,000 characters; a signed-in user) by
//   `[{query, match: {id, source, target, origin, exact, quality} | null}]`, its best match per string at
//   80 % or better; 5.10.4 has no lookup (its /api/memory/ lists entries to superusers only, 404/405 here).
import { z } from 'zod';
import { AuthError, NotFoundError, PermissionError, ScriptoriumError } from '../http/errors';
import type { WeblateClient } from '../weblate';
import type { SameSourceMatch } from '../units/sameSource';
import { suggestionChecks, type CheckedSubject } from './checked';
import { similarity } from './similarity';
import type { Suggestion } from './types';

/** Memory suggestions shown at most, and the least similarity worth showing (Weblate's own threshold is 80). */
export const MEMORY_LIMIT = 5;
export const MEMORY_MIN_SCORE = 50;
const LOOKUP_MAX_CHARS = 2000;
const LOOKUP = 'POST /api/memory/lookup/';

const LookupAnswer = z.array(
  z.object({
    query: z.string(),
    match: z
      .object({ source: z.string(), target: z.string(), exact: z.boolean(), quality: z.number() })
      .passthrough()
      .nullable(),
  }),
);

/** The translated matches as suggestions, by score, each text once. */
export function memorySuggestions(source: string, matches: SameSourceMatch[], subject: CheckedSubject): Suggestion[] {
  const seen = new Set<string>();
  return matches
    .filter((m) => m.unit.target[0])
    .map((m) => ({ m, score: m.exact ? 100 : similarity(source, m.unit.source[0] ?? '') }))
    .filter(({ score }) => score >= MEMORY_MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .filter(({ m }) => !seen.has(m.unit.target[0]!) && !!seen.add(m.unit.target[0]!))
    .slice(0, MEMORY_LIMIT)
    .map(({ m, score }) => ({
      text: m.unit.target[0]!,
      origin: { kind: 'memory', exact: m.exact, where: whereOf(m.unit.translation) },
      score,
      checks: suggestionChecks(m.unit.target[0]!, subject),
    }));
}

/** `project/component` from a translation's address (/api/translations/p/c/l/). */
function whereOf(url: string): string | undefined {
  const m = /\/translations\/([^/?#]+)\/([^/?#]+)\//.exec(url);
  return m ? `${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}` : undefined;
}

/** Servers seen without a lookup: asked once per client. */
const noLookup = new WeakSet<WeblateClient>();

/**
 * Weblate's memory lookup for one source (undefined: the server has none, or not for this person). Other
 * failures are thrown for the panel to name.
 */
export async function serverMemory(
  client: WeblateClient,
  ask: { source: string; sourceLanguage: string; targetLanguage: string; project: string },
  subject: CheckedSubject,
  signal?: AbortSignal,
): Promise<Suggestion | undefined> {
  if (noLookup.has(client) || ask.source === '' || ask.source.length > LOOKUP_MAX_CHARS) return undefined;
  try {
    const answer = await client.http.requestJson(
      {
        method: 'POST',
        url: 'memory/lookup/',
        endpoint: LOOKUP,
        query: { source_language: ask.sourceLanguage, target_language: ask.targetLanguage, project: ask.project },
        body: { strings: [ask.source] },
        signal,
      },
      LookupAnswer,
    );
    const match = answer[0]?.match;
    if (!match || match.target === '') return undefined;
    const score = Math.max(0, Math.min(100, Math.round(match.quality)));
    return {
      text: match.target,
      origin: { kind: 'serverMemory', exact: match.exact },
      score,
      checks: suggestionChecks(match.target, subject),
    };
  } catch (err) {
    if (
      err instanceof NotFoundError ||
      wrongMethod(err) ||
      err instanceof AuthError ||
      err instanceof PermissionError
    ) {
      noLookup.add(client);
      return undefined;
    }
    throw err;
  }
}

/** 5.10.4 takes `lookup` for an entry's id and answers POST there with 405. */
const wrongMethod = (err: unknown) => err instanceof ScriptoriumError && err.status === 405;

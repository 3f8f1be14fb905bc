// "Same source elsewhere": units anywhere on the server whose source is this unit's source or contains it,
// in the same language, with their translations — translation memory on servers that answer no memory
// query. Two requests side by side on /api/units/, both quoted by core/weblate/query.ts:
//
// - exact twins: `language:"<code>" source:="<every form>"` (exact and case-sensitive on 5.10.4 and
//   2026.10.1; a plural's source field is its forms joined by PLURAL_SEPARATOR, so all forms are sent);
// - similar ones: `language:"<code>" source:"<first 200 chars>" NOT source:="<every form>"` (a
//   case-insensitive substring), so the twins do not take the similar list's places.
//
// One substring query alone, as before, listed the first 21 containing units in id order: for a common
// word (Delete, Edit, Close…) those were mostly longer strings and the exact twins further on were never
// seen. A source too long to send whole (QUERY_VALUE_MAX_ENCODED) is looked up by its first characters
// only, and twins are then told apart here.
import type { Unit, WeblateClient } from '../weblate';
import { PLURAL_SEPARATOR, all, contains, equals, fitsQuery, not, queryPrefix, quotable } from '../weblate/query';

/** How much of the source the substring query carries: enough to find the same text, short enough for any URL. */
export const SAME_SOURCE_QUERY_CHARS = 200;
/** Matches shown at most. */
export const SAME_SOURCE_LIMIT = 20;

export interface SameSourceMatch {
  unit: Unit;
  /** The source is exactly this unit's (every plural form); otherwise it contains it. */
  exact: boolean;
}

/**
 * The other units in `language` whose source holds `unit`'s first source form, exact matches first, then
 * translated ones, then shorter sources (closer to this one), `limit` at most (the panel shows 20). An
 * empty source finds nothing.
 */
export async function sameSource(
  client: WeblateClient,
  unit: Unit,
  language: string,
  signal?: AbortSignal,
  limit = SAME_SOURCE_LIMIT,
): Promise<SameSourceMatch[]> {
  const text = unit.source[0] ?? '';
  if (text.trim() === '' || !quotable(language)) return [];
  const whole = unit.source.join(PLURAL_SEPARATOR);
  const twin = fitsQuery(whole) ? equals('source', whole) : undefined;
  // A shortened query still finds every exact match (sorted out below when no exact query could be sent).
  const cut = queryPrefix(text, SAME_SOURCE_QUERY_CHARS);
  if (!quotable(cut)) return [];
  const lang = equals('language', language);
  const ask = (q: string) => client.listUnitsPage(1, { q, pageSize: limit + 1, signal });
  const [twins, similar] = await Promise.all([
    twin ? ask(all(lang, twin)) : undefined,
    ask(all(lang, contains('source', cut), ...(twin ? [not(twin)] : []))),
  ]);
  const lower = text.toLowerCase();
  // The NOT keeps the answers apart; the unit itself is one of its own exact twins.
  const byId = new Map([...(twins?.items ?? []), ...similar.items].map((u) => [u.id, u]));
  byId.delete(unit.id);
  return [...byId.values()]
    .filter((u) => u.source.some((s) => s.toLowerCase().includes(lower)))
    .map((u) => ({ unit: u, exact: sameForms(u.source, unit.source) }))
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        Number(translated(b.unit)) - Number(translated(a.unit)) ||
        a.unit.source[0]!.length - b.unit.source[0]!.length,
    )
    .slice(0, limit);
}

function sameForms(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

const translated = (u: Unit) => u.target.some((t) => t !== '');

// "Same source elsewhere": units anywhere on the server whose source is this unit's source or contains it,
// in the same language, with their translations — translation memory on servers that answer no memory
// query. One request: `language:="<code>" source:"<text>"` on /api/units/.
//
// The value is quoted by core/weblate/query.ts. `source:` with `:` is a case-insensitive substring search
// on both releases.
import type { Unit, WeblateClient } from '../weblate';
import { all, contains, equals } from '../weblate/query';

/** How much of the source the query carries: enough to find the same text, short enough for any URL. */
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
 * translated ones, then shorter sources (closer to this one). An empty source finds nothing.
 */
export async function sameSource(
  client: WeblateClient,
  unit: Unit,
  language: string,
  signal?: AbortSignal,
): Promise<SameSourceMatch[]> {
  const text = unit.source[0] ?? '';
  if (text.trim() === '') return [];
  // A shortened query still finds every exact match; cutting at a surrogate pair would send half a character.
  let cut = text.slice(0, SAME_SOURCE_QUERY_CHARS);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const page = await client.listUnitsPage(1, {
    q: all(equals('language', language), contains('source', cut)),
    pageSize: SAME_SOURCE_LIMIT + 1,
    signal,
  });
  const lower = text.toLowerCase();
  return page.items
    .filter((u) => u.id !== unit.id && u.source.some((s) => s.toLowerCase().includes(lower)))
    .map((u) => ({ unit: u, exact: sameForms(u.source, unit.source) }))
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        Number(translated(b.unit)) - Number(translated(a.unit)) ||
        a.unit.source[0]!.length - b.unit.source[0]!.length,
    )
    .slice(0, SAME_SOURCE_LIMIT);
}

function sameForms(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

const translated = (u: Unit) => u.target.some((t) => t !== '');

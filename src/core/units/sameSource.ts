// "Same source elsewhere": units anywhere on the server whose source is this unit's source or contains it,
// in the same language, with their translations — translation memory on servers that answer no memory
// query. One request: `language:<code> source:"<text>"` on /api/units/.
//
// The quoting follows Weblate's search parser (weblate/utils/search.py, weblate/checks/parser.py, the same
// in 5.10 and 2026.10): a double-quoted RawQuotedString whose escape character is the backslash, that
// turns only \" and \\ back into " and \, turns \n \t \r \f into the whitespace they name, and may not
// span lines. So a backslash, a double quote and those four whitespace characters are escaped and every
// other character goes in as it is. `source:` with `:` is a case-insensitive substring search on both
// releases (`:=` would be exact, and no use for plurals, whose source field joins the forms).
import type { Unit, WeblateClient } from '../weblate';

/** How much of the source the query carries: enough to find the same text, short enough for any URL. */
export const SAME_SOURCE_QUERY_CHARS = 200;
/** Matches shown at most. */
export const SAME_SOURCE_LIMIT = 20;

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\f': '\\f',
};

/** `text` as a double-quoted value of Weblate's query language. Linear: one pass, no backtracking. */
export function quoteQueryValue(text: string): string {
  return `"${text.replace(/[\\"\n\t\r\f]/g, (ch) => ESCAPES[ch]!)}"`;
}

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
    q: `language:${language} source:${quoteQueryValue(cut)}`,
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

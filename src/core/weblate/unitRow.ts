// What a row of the Localization tree keeps of a unit. A translation of 50,000 strings is held whole once
// its pages are loaded, and a unit as the API sends it is about 1.2 KB in memory (five URLs of its own,
// two 64-bit hashes, flags, notes…): 100,000 strings browsed held some 115 MB of them (#28: the heap may
// grow by 50 MB). A row draws its key, texts and state, and its commands need the source string's id and
// the link to the server; everything else is read again (GET /api/units/{id}/) when a panel opens.
import type { Unit } from './schemas';
import { sourceUnitId } from './screenshots';

/**
 * The most strings a translation shows in the tree at once (whole pages; at least one). Past it, Load more
 * drops the first pages and "Show earlier" brings them back: browsing a translation of any size holds at
 * most this many rows (a row costs the extension host about 2 KB, VS Code's own records of it included).
 */
export const MAX_TREE_STRINGS = 10_000;

export interface UnitRow {
  id: number;
  context: string;
  source: string[];
  target: string[];
  state: number;
  /** The unit on the server's web editor (Open on server). */
  webUrl: string;
  /** The source-language unit this string belongs to (itself in the source language, or before Weblate 4.3). */
  sourceUnitId: number;
}

export function unitRow(u: Unit): UnitRow {
  return {
    id: u.id,
    context: u.context,
    source: u.source,
    target: u.target,
    state: u.state,
    webUrl: u.web_url,
    sourceUnitId: sourceUnitId(u),
  };
}

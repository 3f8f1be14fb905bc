// Finds glossary terms in a string the way Weblate's get_glossary_terms does (weblate/glossary/models.py,
// 5.10.4 and 2026.10.1): every occurrence of every term, overlapping ones included (Aho-Corasick over the
// lower-cased terms, as Weblate's ahocorasick_rs automaton), in the lower-cased text; then, unless the
// source language writes without spaces, only the occurrences that start and end on a word boundary. A
// boundary is where a non-word character sits (Python's `\W`: not a letter, number or underscore) or an end
// of the text. No regular expression runs over server text.
//
// Bounded (issue 42: 2,000 nested terms `a`, `aa`, … against 50,000 characters took 11.7 s, in the
// extension host for every string opened and in the panel on every keystroke): overlapping occurrences can
// number terms × text, so a search looks at no more than MAX_MATCH_WORK of them, reads no more than
// MAX_SCANNED_LENGTH characters, and the automaton holds at most MAX_TERMS terms of at most
// MAX_TERM_LENGTH characters (MAX_TERM_CHARACTERS in all). Then a search costs the text's length plus a
// fixed amount, whatever the glossary; within the bounds it finds exactly what Weblate does.

/** Weblate's NO_SPACE_LANGUAGES (weblate/lang/data.py): matched without word boundaries. */
const NO_SPACE_LANGUAGES = new Set(['zh', 'ja', 'th', 'km', 'lo', 'my', 'ko']);

/** Language.uses_whitespace(): by base code (`zh_Hant` → `zh`). */
export function usesWhitespace(languageCode: string): boolean {
  const base = languageCode.replace(/_/g, '-').split('-')[0]!.toLowerCase();
  return !NO_SPACE_LANGUAGES.has(base);
}

/** Python's `str.lower()` for matching; JavaScript's toLowerCase follows the same Unicode mappings. */
export function lower(text: string): string {
  return text.toLowerCase();
}

// Python's `\w` on str: letters (L*), numbers (isdecimal/isdigit/isnumeric: N*) and the underscore.
// Combining marks are not word characters there, so they are not here either.
const WORD = /^[\p{L}\p{N}_]$/u;

function isWordCodePoint(cp: number): boolean {
  return WORD.test(String.fromCodePoint(cp));
}

export interface TermOccurrence {
  /** The lower-cased term as found. */
  term: string;
  start: number;
  end: number;
}

/** Occurrences kept per term: enough to point at them; more only cost memory (`aaaa…` holds millions). */
export const MAX_OCCURRENCES = 100;
/** Longest term searched, in UTF-16 units: a glossary term is a word or a phrase, never a paragraph. */
export const MAX_TERM_LENGTH = 100;
/** Most terms an automaton holds, and their characters in all (bounds its memory: one node per character). */
export const MAX_TERMS = 50_000;
export const MAX_TERM_CHARACTERS = 1_000_000;
/** Characters of a text searched: a megabyte, far beyond any string a person translates. */
export const MAX_SCANNED_LENGTH = 1 << 20;
/** Occurrences a search looks at, kept or not: at most this much work beyond reading the text. */
export const MAX_MATCH_WORK = 1_000_000;

/**
 * The terms an automaton searches: distinct, not blank, at most MAX_TERM_LENGTH long, the first
 * MAX_TERMS of them within MAX_TERM_CHARACTERS. `dropped` counts the rest.
 */
export function searchableTerms(terms: Iterable<string>): { terms: string[]; dropped: number } {
  const unique = new Set<string>();
  let characters = 0;
  let dropped = 0;
  for (const t of terms) {
    if (t === '' || unique.has(t)) continue;
    if (t.length > MAX_TERM_LENGTH || unique.size >= MAX_TERMS || characters + t.length > MAX_TERM_CHARACTERS) {
      dropped++;
      continue;
    }
    unique.add(t);
    characters += t.length;
  }
  return { terms: [...unique], dropped };
}

/**
 * An automaton over a set of terms, built once per glossary and reused for every string. Flat arrays and
 * one transition map (not an object per node): a glossary of a megabyte builds in linear time, without
 * the garbage collector taking over.
 */
export class TermAutomaton {
  /** (node × 65536 + UTF-16 unit) → node. Node 0 is the root. */
  readonly #next = new Map<number, number>();
  readonly #fail: number[] = [0];
  /** The nearest node along the fail chain (itself excluded) that ends a term; -1: none. */
  readonly #dict: number[] = [-1];
  /** The term ending at a node (terms are distinct, so at most one). */
  readonly #term: (string | undefined)[] = [undefined];
  readonly #depth: number[] = [0];
  readonly #parent: number[] = [0];
  readonly #unit: number[] = [0];
  readonly size: number;
  /** Terms left out by the bounds (searchableTerms). */
  readonly dropped: number;

  /** `terms` are lower-cased already (as Weblate stores them); blank ones are left out, as Weblate does. */
  constructor(terms: Iterable<string>) {
    const { terms: kept, dropped } = searchableTerms(terms);
    this.size = kept.length;
    this.dropped = dropped;
    for (const term of kept) this.#insert(term);
    this.#link();
  }

  #insert(term: string): void {
    let at = 0;
    for (let i = 0; i < term.length; i++) {
      const c = term.charCodeAt(i);
      let to = this.#next.get(at * 65536 + c);
      if (to === undefined) {
        to = this.#fail.length;
        this.#fail.push(0);
        this.#dict.push(-1);
        this.#term.push(undefined);
        this.#depth.push(this.#depth[at]! + 1);
        this.#parent.push(at);
        this.#unit.push(c);
        this.#next.set(at * 65536 + c, to);
      }
      at = to;
    }
    this.#term[at] = term;
  }

  /** Failure and dictionary links (classic Aho-Corasick), nodes taken by depth (a counting sort: linear). */
  #link(): void {
    const n = this.#fail.length;
    // next[d]: where the next node of depth d goes in `order` (nodes of depth 1 first, then 2, …).
    const next: number[] = [0, 0];
    for (let v = 1; v < n; v++) next[this.#depth[v]! + 1] = (next[this.#depth[v]! + 1] ?? 0) + 1;
    for (let d = 2; d < next.length; d++) next[d] = next[d]! + next[d - 1]!;
    const order = new Array<number>(n - 1);
    for (let v = 1; v < n; v++) order[next[this.#depth[v]!]!++] = v;
    for (const v of order) {
      const p = this.#parent[v]!;
      const c = this.#unit[v]!;
      let f = 0;
      if (p !== 0) {
        f = this.#fail[p]!;
        while (f !== 0 && !this.#next.has(f * 65536 + c)) f = this.#fail[f]!;
        f = this.#next.get(f * 65536 + c) ?? 0;
      }
      this.#fail[v] = f;
      this.#dict[v] = this.#term[f] !== undefined ? f : this.#dict[f]!;
    }
  }

  /**
   * Calls `found` for every occurrence of every term in `text` (already lower-cased), overlapping ones
   * included, within the bounds: the first MAX_SCANNED_LENGTH characters, MAX_MATCH_WORK occurrences.
   * `endsWell(end)`: whether an occurrence may end there; when not, none ending there is looked at (every
   * term ending at one place shares that answer, so a run of nested terms costs nothing there).
   */
  forEachOccurrence(
    text: string,
    found: (term: string, start: number, end: number) => void,
    endsWell?: (end: number) => boolean,
  ): void {
    let at = 0;
    let budget = MAX_MATCH_WORK;
    const length = Math.min(text.length, MAX_SCANNED_LENGTH);
    for (let i = 0; i < length; i++) {
      const c = text.charCodeAt(i);
      let to = this.#next.get(at * 65536 + c);
      while (to === undefined && at !== 0) {
        at = this.#fail[at]!;
        to = this.#next.get(at * 65536 + c);
      }
      at = to ?? 0;
      let v = this.#term[at] !== undefined ? at : this.#dict[at]!;
      if (v === -1 || (endsWell && !endsWell(i + 1))) continue;
      for (; v !== -1; v = this.#dict[v]!) {
        if (budget-- === 0) return;
        const term = this.#term[v]!;
        found(term, i + 1 - term.length, i + 1);
      }
    }
  }
}

/**
 * The terms of `automaton` found in `source` (Weblate's plural forms joined with its separator, any case),
 * with where: on word boundaries unless the source language writes without spaces.
 */
export function findTerms(
  automaton: TermAutomaton,
  source: string,
  sourceLanguage: string,
): Map<string, TermOccurrence[]> {
  const text = lower(source);
  const bounded = usesWhitespace(sourceLanguage);
  const found = new Map<string, TermOccurrence[]>();
  automaton.forEachOccurrence(
    text,
    (term, start, end) => {
      if (bounded && !boundaryBefore(text, start)) return;
      let list = found.get(term);
      if (!list) found.set(term, (list = []));
      if (list.length < MAX_OCCURRENCES) list.push({ term, start, end });
    },
    bounded ? (end) => boundaryAt(text, end) : undefined,
  );
  return found;
}

/** Weblate's `start - 1 in boundaries`: the text starts here, or the character before is not a word character. */
function boundaryBefore(text: string, start: number): boolean {
  if (start === 0) return true;
  let i = start - 1;
  const low = text.charCodeAt(i);
  if (low >= 0xdc00 && low <= 0xdfff && i > 0) i--; // the character before is a surrogate pair
  return !isWordCodePoint(text.codePointAt(i)!);
}

/** Weblate's `end in boundaries`: the text ends here, or a non-word character starts here. */
function boundaryAt(text: string, end: number): boolean {
  return end >= text.length || !isWordCodePoint(text.codePointAt(end)!);
}

// Finds glossary terms in a string the way Weblate's get_glossary_terms does (weblate/glossary/models.py,
// 5.10.4 and 2026.10.1): every occurrence of every term, overlapping ones included (Aho-Corasick over the
// lower-cased terms, as Weblate's ahocorasick_rs automaton), in the lower-cased text; then, unless the
// source language writes without spaces, only the occurrences that start and end on a word boundary. A
// boundary is where a non-word character sits (Python's `\W`: not a letter, number or underscore) or an end
// of the text. Linear in the text plus the matches: no regular expression runs over server text.

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

interface Node {
  next: Map<number, number>;
  fail: number;
  /** Lengths (in UTF-16 units) of the terms ending here, this node's own first. */
  out: number[];
  /** Index of the first node along the fail chain that ends a term (-1: none). */
  dict: number;
}

export interface TermOccurrence {
  /** The lower-cased term as found. */
  term: string;
  start: number;
  end: number;
}

/** An automaton over a set of terms, built once per glossary and reused for every string. */
export class TermAutomaton {
  readonly #nodes: Node[] = [{ next: new Map(), fail: 0, out: [], dict: -1 }];
  readonly size: number;

  /** `terms` are lower-cased already (as Weblate stores them); blank ones are left out, as Weblate does. */
  constructor(terms: Iterable<string>) {
    const unique = new Set<string>();
    for (const t of terms) if (t !== '') unique.add(t);
    this.size = unique.size;
    for (const term of unique) this.#insert(term);
    this.#link();
  }

  #insert(term: string): void {
    let at = 0;
    for (let i = 0; i < term.length; i++) {
      const c = term.charCodeAt(i);
      let to = this.#nodes[at]!.next.get(c);
      if (to === undefined) {
        to = this.#nodes.length;
        this.#nodes.push({ next: new Map(), fail: 0, out: [], dict: -1 });
        this.#nodes[at]!.next.set(c, to);
      }
      at = to;
    }
    this.#nodes[at]!.out.push(term.length);
  }

  /** Breadth-first failure links (classic Aho-Corasick), with dictionary links for overlapping output. */
  #link(): void {
    const queue: number[] = [];
    for (const child of this.#nodes[0]!.next.values()) queue.push(child);
    for (let q = 0; q < queue.length; q++) {
      const node = this.#nodes[queue[q]!]!;
      for (const [c, child] of node.next) {
        let f = node.fail;
        while (f !== 0 && !this.#nodes[f]!.next.has(c)) f = this.#nodes[f]!.fail;
        const target = this.#nodes[f]!.next.get(c);
        const childNode = this.#nodes[child]!;
        childNode.fail = target !== undefined && target !== child ? target : 0;
        const failNode = this.#nodes[childNode.fail]!;
        childNode.dict = failNode.out.length > 0 ? childNode.fail : failNode.dict;
        queue.push(child);
      }
    }
  }

  /** Every occurrence of every term in `text` (already lower-cased), overlapping ones included. */
  *occurrences(text: string): Generator<{ start: number; end: number }> {
    let at = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      while (at !== 0 && !this.#nodes[at]!.next.has(c)) at = this.#nodes[at]!.fail;
      at = this.#nodes[at]!.next.get(c) ?? 0;
      for (let n = this.#nodes[at]!.out.length > 0 ? at : this.#nodes[at]!.dict; n !== -1; n = this.#nodes[n]!.dict) {
        for (const len of this.#nodes[n]!.out) yield { start: i + 1 - len, end: i + 1 };
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
  for (const { start, end } of automaton.occurrences(text)) {
    if (bounded && !(boundaryBefore(text, start) && boundaryAt(text, end))) continue;
    const term = text.slice(start, end);
    let list = found.get(term);
    if (!list) found.set(term, (list = []));
    list.push({ term, start, end });
  }
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

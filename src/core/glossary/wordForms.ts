// Beyond Weblate, the translator's eye (#43 item 7): Weblate finds a glossary term only as the whole word
// it is written as. German builds compounds and inflects with umlauts ("Umschlagmethode", "Umschlägen" for
// the forbidden "Umschlag"); English adds plural endings ("transactions" for the term "transaction"). These
// are rules of thumb, so what they find is "possible": a person decides. A language without such a rule
// here gets nothing from them. Each function reads the text once, word by word (a word: a run of letters).

/** The languages (base codes) these rules know. */
const RULES = new Set(['de', 'en']);

const baseOf = (language: string) => language.replace('-', '_').split(/[_@]/)[0]!.toLowerCase();

export const hasWordFormRules = (language: string) => RULES.has(baseOf(language));

/** Shorter terms would be found inside too many unrelated words. */
const MIN_TERM = 4;
/** Words of a text looked at: far more than a translation has. */
const MAX_WORDS = 20_000;

const UMLAUT: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü' };

/** German plural and dative stems take an umlaut on the last a, o, u or au: Umschlag → Umschläg, Haus → Häus. */
function umlauted(term: string): string | undefined {
  for (let i = term.length - 1; i >= 0; i--) {
    const c = term[i]!;
    if (!UMLAUT[c]) continue;
    if (c === 'u' && term[i - 1] === 'a') return `${term.slice(0, i - 1)}äu${term.slice(i + 1)}`;
    return `${term.slice(0, i)}${UMLAUT[c]}${term.slice(i + 1)}`;
  }
  return undefined;
}

const ENGLISH_ENDINGS = ['s', 'es', "'s", 'ed', 'd', 'ing'];

/** Whether `word` may be `term` inflected (English) or inside a compound or inflected (German). */
function mayContain(word: string, term: string, base: string): boolean {
  if (word === term) return false; // the whole word: the exact match already names it
  if (base === 'de') {
    if (word.includes(term)) return true;
    const stem = umlauted(term);
    return stem !== undefined && word.includes(stem);
  }
  if (ENGLISH_ENDINGS.some((end) => word === term + end)) return true;
  return term.endsWith('y') && word === `${term.slice(0, -1)}ies`;
}

/** The words of a text, each as written and lower-cased (apostrophes made straight). */
function* words(text: string): Generator<{ shown: string; low: string }> {
  let n = 0;
  for (const m of text.matchAll(/[\p{L}\p{M}'’]+/gu)) {
    if (++n > MAX_WORDS) return;
    yield { shown: m[0], low: m[0].replace(/’/g, "'").toLowerCase() };
  }
}

/**
 * The forbidden terms `text` may use in another form: each with the word it was seen in, as written. `terms` are the
 * forbidden terms' texts in `language`; terms of several words and shorter than MIN_TERM are not looked for.
 */
export function possibleTermUses(
  text: string,
  terms: readonly string[],
  language: string,
): { term: string; word: string }[] {
  const base = baseOf(language);
  if (!RULES.has(base)) return [];
  const wanted = terms
    .map((t) => ({ shown: t, low: t.toLowerCase() }))
    .filter((t) => t.low.length >= MIN_TERM && /^[\p{L}\p{M}]+$/u.test(t.low));
  const found = new Map<string, { term: string; word: string }>();
  for (const word of words(text))
    for (const t of wanted) {
      const key = `${t.shown}\n${word.shown}`;
      if (!found.has(key) && mayContain(word.low, t.low, base)) found.set(key, { term: t.shown, word: word.shown });
    }
  return [...found.values()];
}

/** The singular forms `word` (lower case) may be the plural of, in `language`; none without rules. */
export function singularsOf(word: string, language: string): string[] {
  const base = baseOf(language);
  const out: string[] = [];
  if (base === 'en') {
    if (word.endsWith('ies') && word.length > 4) out.push(`${word.slice(0, -3)}y`);
    if (/(?:s|x|z|ch|sh)es$/.test(word)) out.push(word.slice(0, -2));
    if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) out.push(word.slice(0, -1));
  } else if (base === 'de') {
    for (const end of ['en', 'er', 'e', 'n', 's'])
      if (word.endsWith(end) && word.length - end.length >= 3) out.push(word.slice(0, -end.length));
    // Umschläge → Umschlag: the umlaut taken back as well.
    for (const s of [...out]) {
      const plain = s
        .replace(/äu(?!.*[äöü])/, 'au')
        .replace(/[äöü](?!.*[äöü])/, (c) => ({ ä: 'a', ö: 'o', ü: 'u' })[c]!);
      if (plain !== s) out.push(plain);
    }
  }
  return [...new Set(out)].filter((s) => s !== word);
}

import { strict as assert } from 'node:assert';
import {
  findTerms,
  MAX_MATCH_WORK,
  MAX_OCCURRENCES,
  MAX_TERM_CHARACTERS,
  MAX_TERM_LENGTH,
  MAX_TERMS,
  searchableTerms,
  TermAutomaton,
  usesWhitespace,
} from '../../../src/core/glossary/matcher';

/** Weblate's algorithm written the slow, obvious way: every term at every position, then the boundary rule. */
function reference(terms: string[], source: string, language: string): Map<string, [number, number][]> {
  const text = source.toLowerCase();
  const word = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);
  const out = new Map<string, [number, number][]>();
  const hits: [string, number, number][] = [];
  for (const term of new Set(terms.filter(Boolean)))
    for (let i = text.indexOf(term); i !== -1; i = text.indexOf(term, i + 1)) hits.push([term, i, i + term.length]);
  hits.sort((a, b) => a[2] - b[2] || b[2] - b[1] - (a[2] - a[1]));
  for (const [term, start, end] of hits) {
    if (usesWhitespace(language) && (word(text[start - 1]) || word(text[end]))) continue;
    out.set(term, [...(out.get(term) ?? []), [start, end]]);
  }
  return out;
}

function found(terms: string[], source: string, language = 'en') {
  const result = findTerms(new TermAutomaton(terms), source, language);
  return new Map([...result].map(([k, v]) => [k, v.map((o) => [o.start, o.end] as [number, number])]));
}

const sorted = (m: Map<string, [number, number][]>) =>
  [...m].map(([k, v]) => [k, [...v].sort((a, b) => a[0] - b[0])] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1));

/** 400 rounds of terms and a text drawn from `alphabet`, each matched as the obvious algorithm does (every fourth in Japanese). */
function agreesOnRandomInputs(
  seed: number,
  alphabet: string[],
  draw: (pick: (n: number) => string, rand: () => number) => { terms: string[]; text: string },
): void {
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
  for (let round = 0; round < 400; round++) {
    const { terms, text } = draw(pick, rand);
    const language = round % 4 === 0 ? 'ja' : 'en';
    assert.deepEqual(
      sorted(found(terms, text, language)),
      sorted(reference(terms, text, language)),
      `${terms} / ${text}`,
    );
  }
}

describe('glossary matcher (Weblate get_glossary_terms rules)', () => {
  it('matches case-insensitively on word boundaries, overlapping terms included', () => {
    const m = found(['map', 'map layer', 'layer', 'maps'], 'The Map Layer shows maps; remap.');
    assert.deepEqual(sorted(m), [
      ['layer', [[8, 13]]],
      ['map', [[4, 7]]],
      ['map layer', [[4, 13]]],
      ['maps', [[20, 24]]],
    ]);
  });

  it('treats punctuation, the underscore and combining marks as Python does', () => {
    // `_` is a word character (no match in map_id); `-` and `'` are not; a combining mark is not a word character.
    assert.deepEqual(
      [...found(['map'], "map_id map-id map's")].map(([k, v]) => [k, v.length]),
      [['map', 2]],
    );
    assert.equal(found(['map'], 'map\u0301').get('map')?.length, 1);
    assert.equal(found(['map'], 'map2').size, 0);
  });

  it('finds terms inside words for languages written without spaces', () => {
    assert.equal(usesWhitespace('ja'), false);
    assert.equal(usesWhitespace('zh_Hant'), false);
    assert.equal(usesWhitespace('pt_BR'), true);
    assert.deepEqual(sorted(found(['地図', '図'], '新しい地図を作る', 'ja')), [
      ['図', [[4, 5]]],
      ['地図', [[3, 5]]],
    ]);
    assert.equal(found(['map'], 'remap', 'zh').get('map')?.length, 1);
    assert.equal(found(['map'], 'remap', 'en').size, 0);
  });

  it('reads characters outside the BMP as one character on either side of a term', () => {
    assert.equal(found(['map'], '𝐀map').size, 0); // a mathematical letter: a word character
    assert.equal(found(['map'], '😀map😀').get('map')?.length, 1); // an emoji: not one
  });

  it('agrees with the obvious algorithm on random texts and terms', () => {
    agreesOnRandomInputs(7, ['a', 'b', 'A', ' ', '-', '_', 'é', 'ß', '1', '😀', '\u0301'], (pick, rand) => ({
      terms: Array.from({ length: 1 + Math.floor(rand() * 6) }, () => pick(1 + Math.floor(rand() * 3)).toLowerCase()),
      text: pick(Math.floor(rand() * 30)),
    }));
  });

  it('handles a large glossary and a long text without running away', () => {
    const terms = Array.from({ length: 20_000 }, (_, i) => `term${i}`);
    const automaton = new TermAutomaton(terms);
    const text = Array.from({ length: 50_000 }, (_, i) => `term${i % 30_000}`).join(' ');
    const result = findTerms(automaton, text, 'en');
    assert.equal(result.size, 20_000);
    // Every position holds all three terms; each keeps its first MAX_OCCURRENCES places.
    const run = findTerms(new TermAutomaton(['a', 'aa', 'aaa']), 'a'.repeat(100_000), 'ja');
    assert.deepEqual(
      [...run].map(([term, places]) => [term, places.length, places[1]!.start]),
      [
        ['a', MAX_OCCURRENCES, 1],
        ['aa', MAX_OCCURRENCES, 1],
        ['aaa', MAX_OCCURRENCES, 1],
      ],
    );
  });

  it('agrees with the obvious algorithm on nested and overlapping terms (random, small)', () => {
    // Nested runs (a, aa, aaa…) and phrases of them: the shapes that overlap most (#42).
    agreesOnRandomInputs(42, ['a', 'a', 'x', ' ', 'b'], (pick, rand) => ({
      terms: [
        ...Array.from({ length: 1 + Math.floor(rand() * 8) }, (_, i) => 'a'.repeat(i + 1)),
        ...Array.from({ length: Math.floor(rand() * 4) }, () => pick(1 + Math.floor(rand() * 5))),
      ],
      text: pick(Math.floor(rand() * 60)),
    }));
  });
});

// Issue 42: overlapping occurrences number terms × text, and a server chooses the terms. The bounds make a
// search cost the text's length plus a fixed amount; within them the answer is the one Weblate gives.
describe('glossary matcher: hostile shapes (#42)', () => {
  it('keeps terms within the bounds of length, count and characters', () => {
    const long = 'a'.repeat(MAX_TERM_LENGTH + 1);
    assert.deepEqual(searchableTerms(['map', long, '', 'map', 'a'.repeat(MAX_TERM_LENGTH)]), {
      terms: ['map', 'a'.repeat(MAX_TERM_LENGTH)],
      dropped: 1,
    });
    const many = Array.from({ length: MAX_TERMS + 5 }, (_, i) => `t${i}`);
    assert.equal(searchableTerms(many).terms.length, MAX_TERMS);
    const wide = Array.from({ length: 2 * Math.ceil(MAX_TERM_CHARACTERS / MAX_TERM_LENGTH) }, (_, i) =>
      `${i}`.padEnd(MAX_TERM_LENGTH, 'x'),
    );
    const kept = searchableTerms(wide).terms;
    assert.ok(kept.reduce((n, t) => n + t.length, 0) <= MAX_TERM_CHARACTERS);
    assert.equal(new TermAutomaton([long, 'map']).size, 1);
  });

  it('2,000 nested terms against 50,000 characters (ja): each searchable term keeps its first places', () => {
    const automaton = new TermAutomaton(Array.from({ length: 2000 }, (_, i) => 'a'.repeat(i + 1)));
    assert.equal(automaton.size, MAX_TERM_LENGTH);
    const result = findTerms(automaton, 'a'.repeat(50_000), 'ja');
    assert.equal(result.size, MAX_TERM_LENGTH);
    for (const [term, places] of result) {
      assert.equal(places.length, MAX_OCCURRENCES, term);
      assert.deepEqual(
        places.slice(0, 3).map((p) => p.start),
        [0, 1, 2],
      );
    }
  });

  it('nested phrases that fail the word boundary everywhere (en) stop at the work budget', () => {
    // "a", "a xa", "a xa xa", … against "xa xa xa …": every term ends on a boundary, none starts on one.
    const terms = Array.from({ length: 2000 }, (_, k) => `a${' xa'.repeat(k)}`);
    let looked = 0;
    const automaton = new TermAutomaton(terms);
    automaton.forEachOccurrence('xa '.repeat(100_000), () => looked++);
    assert.equal(looked, MAX_MATCH_WORK);
    assert.equal(findTerms(automaton, 'xa '.repeat(100_000), 'en').size, 0);
    // Still found where they stand on word boundaries, within the same bounds.
    assert.equal(findTerms(automaton, `a xa xa ${'xa '.repeat(100_000)}`, 'en').get('a xa xa')?.length, 1);
  });
});

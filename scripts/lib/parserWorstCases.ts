// Inputs built to be the worst case of each parser that reads server or file text (issue 14, defect 8): what made a
// backtracking regex or a tree rebuild quadratic before, at any size. Shared by `npm run bench` and the unit tests.
import { bbcodeToHtml } from '../../src/core/markup/bbcodeToHtml';
import { bbcodeToMarkdown, sameBBCode } from '../../src/core/markup/bbcodeToMarkdown';
import { parseBBCode } from '../../src/core/markup/bbcodeTree';
import { readArticleFile, splitFrontMatter } from '../../src/core/markup/articleFile';
import { jsonStringKeys } from '../../src/core/locale/jsonKeys';
import { parseJson } from '../../src/core/http/json';
import { languageFromFilemask } from '../../src/core/locale/filemask';
import { templateWorstCases } from './templateWorstCases';
import { scanAngularTemplate } from '../../src/core/sourceKeys/angular';
import { scanAndroidCode, scanAndroidXml } from '../../src/core/sourceKeys/android';
import { scanApple } from '../../src/core/sourceKeys/apple';
import { scanFlutter } from '../../src/core/sourceKeys/flutter';
import { scanGettext } from '../../src/core/sourceKeys/gettext';
import { scanVue } from '../../src/core/sourceKeys/vue';
import { findTerms, TermAutomaton } from '../../src/core/glossary/matcher';
import { formatWorstCases } from './formatWorstCases';
import { icuWorstCases } from './icuWorstCases';
import { poWorstCases } from './poWorstCases';
import { xmlWorstCases } from './xmlWorstCases';

/** `unit` repeated up to about `bytes` characters (UTF-16 code units; the inputs are ASCII). */
export const repeat = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));

export interface WorstCase {
  parser: string;
  input: string;
  make: (bytes: number) => string;
  run: (text: string) => unknown;
  /**
   * What `run` does, in parts the unit test runs one by one, each with its own time budget: one input
   * through twenty format families is seconds of work, which a busy machine stretches past one budget.
   */
  parts?: Array<{ name: string; run: (text: string) => unknown }>;
}

const half = (bytes: number) => Math.floor(bytes / 2);
const markdownFile = (body: string) => `---\ntitle: x\n---\n${body}`;
const readMarkdown = (text: string) => readArticleFile(text, { format: 'markdown' });
const readBBCode = (text: string) => readArticleFile(text, { format: 'bbcode' });

/** The BBCode shapes that were quadratic, each run through every BBCode parser. */
const BBCODE_INPUTS: Array<[string, (bytes: number) => string]> = [
  ['@[ repeated (mention never closed)', (n) => repeat('@[', n)],
  ['[b] never closed', (n) => repeat('[b]', n)],
  ['[url: nests', (n) => repeat('[url:', n)],
  ['one long line of [', (n) => repeat('[', n)],
  ['deep nesting, then every close', (n) => repeat('[quote]', half(n)) + repeat('[/quote]', half(n))],
  ['unclosed tags around closed ones', (n) => repeat('[b]x[i]y[/i]', n)],
  ['opens, then closes nothing opened', (n) => repeat('[b]', half(n)) + repeat('[/i]', half(n))],
  ['mention whose title never ends', (n) => `@[${repeat('a', n)}`],
  ['spaces, no layout tag', (n) => `${repeat(' ', n)}x`],
  ['sidebar facts never closed', (n) => repeat('--k::v', n)],
  ['whitespace inside tags', (n) => repeat('[ b ', n)],
  // Each table of contents lists every heading: written every time, many of both made output of their product.
  [
    'many headings, then tables of contents',
    (n) => repeat('[h2|a]x[/h2]', half(n)) + repeat('[toc][articletoc]', half(n)),
  ],
  ['[h] and [section: never closed', (n) => repeat('[h][section: a b', n)],
];

/** Lines `line(i)` for i = 0, 1, … up to about `bytes` characters. */
const lines = (bytes: number, line: (i: number) => string) => {
  const out: string[] = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    out.push(line(i));
    size += out[i]!.length + 1;
  }
  return out.join('\n');
};

/** Markdown that made remark (micromark) super-linear or overflow the stack (issue 25, defect 7). */
const MARKDOWN_INPUTS: Array<[string, (bytes: number) => string]> = [
  ['~a~~b runs (strikethrough)', (n) => repeat('~a~~b', n)],
  ['1. repeated (ordered lists inside each other)', (n) => repeat('1. ', n)],
  ['> repeated (quotes inside each other)', (n) => repeat('> ', n)],
  ['- * repeated (bullet lists inside each other)', (n) => repeat('- * ', n)],
  ['bullet lists nested by indentation', (n) => lines(n, (i) => `${' '.repeat(2 * (i % 500))}- a`)],
  ['*_ runs', (n) => repeat('*_', n)],
  ['[a]( runs', (n) => repeat('[a](', n)],
  [']( runs', (n) => repeat('](', n)],
  ['backticks', (n) => repeat('`a', n)],
  ['backtick runs of growing length', (n) => lines(n, (i) => `${'`'.repeat(1 + (i % 2000))}a`).replace(/\n/g, ' ')],
  ['< runs (html-ish)', (n) => repeat('<a ', n)],
  ['<!-- never closed', (n) => repeat('<!--', n)],
  ['setext headings', (n) => repeat('a\n=\n', n)],
  ['one paragraph of lines with a pipe', (n) => repeat('a|b\n', n)],
];

/** Front matter that made the YAML library super-linear or overflow the stack. */
const FRONT_MATTER_INPUTS: Array<[string, (bytes: number) => string]> = [
  ['t: [ repeated', (n) => `t: ${repeat('[', n)}`],
  ['t: { repeated', (n) => `t: ${repeat('{', n)}`],
  ['[ and a line break, repeated', (n) => `t:\n${repeat('[\n', n)}`],
  ['deep indentation', (n) => lines(n, (i) => `${' '.repeat(i % 1000)}a:`)],
  ['- repeated (sequences inside each other)', (n) => `t: ${repeat('- ', n)}`],
  ['? repeated (keys inside each other)', (n) => `t: ${repeat('? ', n)}`],
  ['alias chain (billion laughs), then aliases', (n) => `${ALIAS_CHAIN}\ntags: [${repeat('*a9, ', n)}]`],
];

/** Ten anchors, each a list of ten aliases of the one before: 10^10 items if aliases were expanded. */
export const ALIAS_CHAIN = [
  'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`),
].join('\n');

const BBCODE_PARSERS: Array<[string, (text: string) => unknown]> = [
  ['parseBBCode', parseBBCode],
  ['bbcodeToHtml', bbcodeToHtml],
  ['bbcodeToMarkdown', bbcodeToMarkdown],
  ['sameBBCode', (t) => sameBBCode(t, `${t} `)],
];

const OTHER: WorstCase[] = [
  // Markdown goes through readArticleFile, the way the extension reads a writer's file: remark is refused
  // text too dense for it (MAX_MARKUP_PER_PARAGRAPH), which comes back as a problem.
  {
    parser: 'readArticleFile (Markdown)',
    input: '[[ never closed',
    make: (n) => markdownFile(repeat('[[a', n)),
    run: readMarkdown,
  },
  {
    parser: 'readArticleFile (Markdown)',
    input: 'emphasis runs',
    make: (n) => markdownFile(repeat('*a_', n)),
    run: readMarkdown,
  },
  {
    parser: 'readArticleFile (Markdown)',
    input: 'deep quote nesting',
    make: (n) => markdownFile(repeat('>', n)),
    run: readMarkdown,
  },
  ...MARKDOWN_INPUTS.map(([input, make]) => ({
    parser: 'readArticleFile (Markdown)',
    input,
    make: (n: number) => markdownFile(make(n)),
    run: readMarkdown,
  })),
  ...FRONT_MATTER_INPUTS.map(([input, make]) => ({
    parser: 'readArticleFile (front matter)',
    input,
    make: (n: number) => `---\n${make(n)}\n---\nbody\n`,
    run: readBBCode,
  })),
  {
    parser: 'readArticleFile',
    input: 'front matter never closed',
    make: (n) => `---\n${repeat('a: b\n', n)}`,
    run: readBBCode,
  },
  {
    parser: 'readArticleFile',
    input: 'section markers',
    make: (n) => `---\ntitle: x\n---\n${repeat('<!-- section: footnotes -->\n', n)}`,
    run: readBBCode,
  },
  {
    parser: 'splitFrontMatter',
    input: 'dashes and spaces',
    make: (n) => `---\n${repeat('\n---  x', n)}`,
    run: splitFrontMatter,
  },
  {
    parser: 'jsonStringKeys',
    input: 'deep nesting',
    make: (n) => repeat('{"a":', half(n)) + '"v"' + repeat('}', half(n) / 5),
    run: jsonStringKeys,
  },
  {
    parser: 'jsonStringKeys',
    input: 'many keys',
    make: (n) => `{${repeat('"k":"v",', n)}"z":"v"}`,
    run: jsonStringKeys,
  },
  {
    parser: 'scanGettext (C)',
    input: 'calls never closed on their line',
    make: (n) => repeat('_("\n', n),
    run: (t) => scanGettext(t, 'c'),
  },
  {
    parser: 'scanGettext (C)',
    input: 'calls without arguments',
    make: (n) => repeat('_(', n),
    run: (t) => scanGettext(t, 'c'),
  },
  {
    parser: 'scanGettext (C)',
    input: 'escapes in one endless literal',
    make: (n) => `_("${repeat('\\"', n)}`,
    run: (t) => scanGettext(t, 'c'),
  },
  {
    parser: 'scanGettext (Python)',
    input: 'triple quote never closed',
    make: (n) => `x = """${repeat('_("a") ', n)}`,
    run: (t) => scanGettext(t, 'python'),
  },
  {
    parser: 'scanGettext (Python)',
    input: 'adjacent literals',
    make: (n) => `_(${repeat('"a" ', n)})`,
    run: (t) => scanGettext(t, 'python'),
  },
  {
    parser: 'scanGettext',
    input: '_nx( with an unclosed argument before its context',
    make: (n) => `<?php ${repeat("_nx('a','b',(", n)}`,
    run: (t) => scanGettext(t, 'php'),
  },
  {
    parser: 'scanVue (template)',
    input: '$t( never closed on its line',
    make: (n) => `<template>${repeat("$t('\n", n)}</template>`,
    run: (t) => scanVue(t),
  },
  {
    parser: 'scanAndroidCode',
    input: 'R.string. without names',
    make: (n) => repeat('R.string.(', n),
    run: scanAndroidCode,
  },
  {
    parser: 'scanAndroidXml',
    input: '@string/ without names',
    make: (n) => repeat('@string/ ', n),
    run: scanAndroidXml,
  },
  {
    parser: 'scanFlutter',
    input: 'S.of( never closed, aliases declared and used',
    make: (n) => `${repeat('S.of(S.of(', n / 2)}${repeat('final a = S.of(c); a.k ', n / 2)}`,
    run: (t) => scanFlutter(t),
  },
  {
    parser: 'scanApple',
    input: 'Text(" never closed on one line, and tableName: far away',
    make: (n) => `${repeat('Text("\\u{', n / 2)}\n${repeat('Text("k", ', n / 2)}`,
    run: scanApple,
  },
  {
    parser: 'scanApple',
    input: 'raw and multi-line literals never closed, interpolations never closed',
    make: (n) => `${repeat('Text(#"\\#((', n / 2)}\n${repeat('Text(#"""\n', n / 2)}`,
    run: scanApple,
  },
  {
    parser: 'scanAngularTemplate',
    input: "one opening quote, then x'|translate",
    make: (n) => `'${repeat("x'|translate", n)}`,
    run: (t) => scanAngularTemplate(t),
  },
  {
    parser: 'scanAngularTemplate',
    input: 'pipes with spaces before them',
    make: (n) => repeat('          | translate', n),
    run: (t) => scanAngularTemplate(t),
  },
  // Issue 28's parseJson: the fast path (hashes under their keys), and text that fails every pairing
  // (digit runs in strings, big values under other keys, an exponent) and ends in lossless-json.
  {
    parser: 'parseJson',
    input: 'unit hashes',
    make: (n) => `[${repeat('{"id_hash":-8997455874191610734,"content_hash":6402902576688273236},', n)}1]`,
    run: parseJson,
  },
  {
    parser: 'parseJson',
    input: 'digit runs in strings',
    make: (n) => `[${repeat('"x, 12345678901234567890]",12345678901234567891,', n)}1e17]`,
    run: parseJson,
  },
  // Issue 43's hashesAsText: every key a hash key with its value quoted, and keys that are read to the
  // colon and then refused (spaces before it, an escaped quote, an exponent after the digits).
  {
    parser: 'parseJson (hashes as text)',
    input: 'unit hashes',
    make: (n) => `[${repeat('{"id_hash":-8997455874191610734,"content_hash":6402902576688273236},', n)}1]`,
    run: (t) => parseJson(t, { hashesAsText: true }),
  },
  {
    parser: 'parseJson (hashes as text)',
    input: 'refused hash keys',
    make: (n) => `[${repeat('{"id_hash"      :12345678901234567e3,"x":"\\"id_hash\\": 1"},', n)}1]`,
    run: (t) => parseJson(t, { hashesAsText: true }),
  },
  {
    parser: 'parseJson',
    input: 'spaces after a bracket',
    make: (n) => `[${' '.repeat(n)}12345678901234567890]`,
    run: parseJson,
  },
  {
    parser: 'languageFromFilemask',
    input: 'mask of stars',
    make: (n) => repeat('*', Math.min(n, 4096)),
    run: (mask) => languageFromFilemask(mask, repeat('a', 4096)),
  },
  // The glossary matcher (#26): terms that all overlap everywhere in a language without word separators,
  // word-boundary checks at every occurrence, and an automaton built from a glossary of n bytes of terms.
  {
    parser: 'glossary findTerms',
    input: 'a run of a, terms a … a×16 (ja)',
    make: (n) => repeat('a', n),
    run: (text) => findTerms(GLOSSARY_RUN, text, 'ja'),
  },
  {
    parser: 'glossary findTerms',
    input: 'words next to words (en)',
    make: (n) => repeat('map mapx xmap map_map ', n),
    run: (text) => findTerms(GLOSSARY_WORDS, text, 'en'),
  },
  // Issue 42: a glossary of nested terms made every position hold thousands of occurrences (2,000 terms on
  // 50,000 characters: 11.7 s); now bounded by term length and a work budget.
  {
    parser: 'glossary findTerms',
    input: 'a run of a, terms a … a×2000 (ja)',
    make: (n) => repeat('a', n),
    run: (text) => findTerms(GLOSSARY_NESTED, text, 'ja'),
  },
  {
    parser: 'glossary findTerms',
    input: 'xa xa …, terms a, a xa, a xa xa … ×2000 (en: every end a boundary, no start)',
    make: (n) => repeat('xa ', n),
    run: (text) => findTerms(GLOSSARY_NESTED_PHRASES, text, 'en'),
  },
  {
    parser: 'glossary TermAutomaton',
    input: 'n bytes of distinct terms',
    make: (n) =>
      Array.from({ length: Math.max(1, Math.floor(n / 12)) }, (_, i) => `term ${i}`.padEnd(11, 'x')).join('\n'),
    run: (terms) => new TermAutomaton(terms.split('\n')),
  },
];

const GLOSSARY_RUN = new TermAutomaton(Array.from({ length: 16 }, (_, i) => 'a'.repeat(i + 1)));
const GLOSSARY_WORDS = new TermAutomaton(['map', 'map map', 'xmap', 'p_m']);
const GLOSSARY_NESTED = new TermAutomaton(Array.from({ length: 2000 }, (_, i) => 'a'.repeat(i + 1)));
const GLOSSARY_NESTED_PHRASES = new TermAutomaton(Array.from({ length: 2000 }, (_, k) => `a${' xa'.repeat(k)}`));
// Every BBCode input through every BBCode parser, then the other parsers' inputs and the format checks'.
export const worstCases = (): WorstCase[] => [
  ...BBCODE_INPUTS.flatMap(([input, make]) => BBCODE_PARSERS.map(([parser, run]) => ({ parser, input, make, run }))),
  ...OTHER,
  ...formatWorstCases(),
  ...icuWorstCases(),
  ...templateWorstCases(),
  ...poWorstCases(),
  ...xmlWorstCases(),
];

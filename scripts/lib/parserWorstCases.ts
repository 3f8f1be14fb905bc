// Inputs built to be the worst case of each parser that reads server or file text (issue 14, defect 8):
// what made a backtracking regex or a tree rebuild quadratic before, at any size. Shared by the bench
// (`npm run bench`, time per MB) and the unit test that runs every parser on a large one of each.
import { bbcodeToHtml } from '../../src/core/markup/bbcodeToHtml';
import { bbcodeToMarkdown, sameBBCode } from '../../src/core/markup/bbcodeToMarkdown';
import { parseBBCode } from '../../src/core/markup/bbcodeTree';
import { readArticleFile, splitFrontMatter } from '../../src/core/markup/articleFile';
import { jsonStringKeys } from '../../src/core/locale/jsonKeys';
import { languageFromFilemask } from '../../src/core/locale/filemask';

/** `unit` repeated up to about `bytes` characters (UTF-16 code units; the inputs are ASCII). */
export const repeat = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));

export interface WorstCase {
  parser: string;
  input: string;
  make: (bytes: number) => string;
  run: (text: string) => unknown;
}

const half = (bytes: number) => Math.floor(bytes / 2);
const markdownFile = (body: string) => `---\ntitle: x\n---\n${body}`;
const readMarkdown = (text: string) => readArticleFile(text, { format: 'markdown' });

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
  ['many headings, then tables of contents', (n) => repeat('[h2|a]x[/h2]', half(n)) + repeat('[toc][articletoc]', half(n))],
  ['[h] and [section: never closed', (n) => repeat('[h][section: a b', n)],
];

const BBCODE_PARSERS: Array<[string, (text: string) => unknown]> = [
  ['parseBBCode', parseBBCode],
  ['bbcodeToHtml', bbcodeToHtml],
  ['bbcodeToMarkdown', bbcodeToMarkdown],
  ['sameBBCode', (t) => sameBBCode(t, `${t} `)],
];

const OTHER: WorstCase[] = [
  // Markdown goes through readArticleFile, the way the extension reads a writer's file: remark is refused
  // text too dense for it (MAX_MARKUP_PER_PARAGRAPH), which comes back as a problem.
  { parser: 'readArticleFile (Markdown)', input: '[[ never closed', make: (n) => markdownFile(repeat('[[a', n)), run: readMarkdown },
  { parser: 'readArticleFile (Markdown)', input: 'emphasis runs', make: (n) => markdownFile(repeat('*a_', n)), run: readMarkdown },
  { parser: 'readArticleFile (Markdown)', input: 'deep quote nesting', make: (n) => markdownFile(repeat('>', n)), run: readMarkdown },
  { parser: 'readArticleFile', input: 'front matter never closed', make: (n) => `---\n${repeat('a: b\n', n)}`, run: (t) => readArticleFile(t, { format: 'bbcode' }) },
  { parser: 'readArticleFile', input: 'section markers', make: (n) => `---\ntitle: x\n---\n${repeat('<!-- section: footnotes -->\n', n)}`, run: (t) => readArticleFile(t, { format: 'bbcode' }) },
  { parser: 'splitFrontMatter', input: 'dashes and spaces', make: (n) => `---\n${repeat('\n---  x', n)}`, run: splitFrontMatter },
  { parser: 'jsonStringKeys', input: 'deep nesting', make: (n) => repeat('{"a":', half(n)) + '"v"' + repeat('}', half(n) / 5), run: jsonStringKeys },
  { parser: 'jsonStringKeys', input: 'many keys', make: (n) => `{${repeat('"k":"v",', n)}"z":"v"}`, run: jsonStringKeys },
  { parser: 'languageFromFilemask', input: 'mask of stars', make: (n) => repeat('*', Math.min(n, 4096)), run: (mask) => languageFromFilemask(mask, repeat('a', 4096)) },
];

export function worstCases(): WorstCase[] {
  const bb = BBCODE_INPUTS.flatMap(([input, make]) => BBCODE_PARSERS.map(([parser, run]) => ({ parser, input, make, run })));
  return [...bb, ...OTHER];
}

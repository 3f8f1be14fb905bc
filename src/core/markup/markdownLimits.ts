// What Markdown remark (micromark) is given. It is not linear on every text, and some texts it cannot parse at
// all (issue 25, defect 7), measured in `npm run bench`:
// - delimiter-dense text: 32 KB of `*a_` took over a minute, 100 KB of `~a~~b` 37 s (strikethrough pairs
//   every `~` with every other); runs of backticks of growing length rescan the paragraph for each length;
// - nesting: each line costs as many steps as containers (lists, quotes) are open, and the syntax tree is
//   walked recursively afterwards, so 20 KB of `1. ` took 7 s and then overflowed the stack (RangeError);
// - many lines in one paragraph: each line's text is merged with an array splice over the whole paragraph;
// - setext headings (`a` over `===`): each one copies every event of the document so far;
// - many short blocks: 1 MB of `# a` lines took 22 s, half of it collecting garbage, and 4.4 s for 256 KB.
// One pass over the text measures each of these; above a limit the text is refused with
// MarkdownTooComplexError, whose message names what is too much and the limit. Every limit is far above what
// a writer's article has, and under each the parser's work per character is bounded by a constant.

import { TooComplexError } from './tooComplexError';

/** Emphasis, strikethrough and code markers, brackets, quote markers, `<` and escapes: per paragraph, per text. */
export const MAX_MARKUP_PER_PARAGRAPH = 1_000;
export const MAX_MARKUP_PER_TEXT = 20_000;
/** Lists and block quotes inside each other. */
export const MAX_NESTING = 64;
/** Lines one after another without a blank line between them (a paragraph, table, quote or code block). */
export const MAX_LINES_IN_A_ROW = 1_000;
/** Lines of any kind in one text. */
export const MAX_LINES = 20_000;
/** Lines of only `=` or `-` under another line (setext headings). */
export const MAX_SETEXT_HEADINGS = 256;

export class MarkdownTooComplexError extends TooComplexError {}

const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;
const GT = 0x3e;

function isMarkup(c: number): boolean {
  // * _ [ ] \ > ~ ` <
  return (
    c === 0x2a ||
    c === 0x5f ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x5c ||
    c === GT ||
    c === 0x7e ||
    c === 0x60 ||
    c === 0x3c
  );
}

const isBlank = (c: number) => c === SPACE || c === TAB;
const isBullet = (c: number) => c === 0x2d || c === 0x2a || c === 0x2b; // - * +
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** Throws MarkdownTooComplexError when `markdown` exceeds a limit above. One pass, no regular expression. */
export function checkMarkdownComplexity(markdown: string): void {
  const n = markdown.length;
  let total = 0;
  let paragraph = 0;
  // An upper bound of the containers open after each line. It never decreases: a line that is a lazy
  // continuation keeps every container open without showing their markers.
  let depth = 0;
  let linesInARow = 0;
  let setext = 0;
  let previousBlank = true;
  let lineCount = 0;
  for (let start = 0; start <= n;) {
    if (++lineCount > MAX_LINES) throw new MarkdownTooComplexError('lines in one text', MAX_LINES);
    let end = start;
    while (end < n && markdown.charCodeAt(end) !== LF && markdown.charCodeAt(end) !== CR) end++;
    const line = lineShape(markdown, start, end);
    if (line.blank) {
      paragraph = 0;
      linesInARow = 0;
    } else {
      // Each open list item a line continues takes at least two columns of indentation (marker and space);
      // each quote it continues or opens, a `>`; each list item it opens, a marker.
      depth = Math.max(depth, line.quotes + line.bullets + Math.min(depth, Math.floor(line.indent / 2)));
      if (depth > MAX_NESTING)
        throw new MarkdownTooComplexError('lists and block quotes inside each other', MAX_NESTING);
      linesInARow = line.bullets > 0 || line.heading ? 1 : linesInARow + 1;
      if (linesInARow > MAX_LINES_IN_A_ROW)
        throw new MarkdownTooComplexError('lines in a row without a blank line between them', MAX_LINES_IN_A_ROW);
      if (line.underline && !previousBlank && ++setext > MAX_SETEXT_HEADINGS)
        throw new MarkdownTooComplexError('headings underlined with = or -', MAX_SETEXT_HEADINGS);
      paragraph += line.markup;
      total += line.markup;
      if (paragraph > MAX_MARKUP_PER_PARAGRAPH)
        throw new MarkdownTooComplexError(
          'emphasis markers, brackets, quote markers, backticks, tildes or escapes in one paragraph',
          MAX_MARKUP_PER_PARAGRAPH,
        );
      if (total > MAX_MARKUP_PER_TEXT)
        throw new MarkdownTooComplexError(
          'emphasis markers, brackets, quote markers, backticks, tildes or escapes in one text',
          MAX_MARKUP_PER_TEXT,
        );
    }
    previousBlank = line.blank;
    // A line ends at LF, CR or CRLF, as micromark ends it.
    start = end < n && markdown.charCodeAt(end) === CR && markdown.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
  }
}

interface LineShape {
  blank: boolean;
  /** Columns of whitespace before and between the container markers (a tab counts 4, its most). */
  indent: number;
  quotes: number;
  bullets: number;
  heading: boolean;
  /** Only `=` or only `-` (and spaces) after the quote markers: a setext underline under a paragraph. */
  underline: boolean;
  markup: number;
}

/** The container prefix of the line [start, end) and its markup count; each character is read at most three times. */
function lineShape(s: string, start: number, end: number): LineShape {
  // The uniform tail: from `tail` on, the line holds only `last` (its last non-blank character) and blanks,
  // `last` `count` times. A bullet that starts such a tail of three or more is a thematic break, not a list.
  let tail = end;
  while (tail > start && isBlank(s.charCodeAt(tail - 1))) tail--;
  if (tail === start)
    return { blank: true, indent: 0, quotes: 0, bullets: 0, heading: false, underline: false, markup: 0 };
  const last = s.charCodeAt(tail - 1);
  let count = 0;
  while (tail > start && (s.charCodeAt(tail - 1) === last || isBlank(s.charCodeAt(tail - 1)))) {
    if (s.charCodeAt(tail - 1) === last) count++;
    tail--;
  }
  let indent = 0;
  let quotes = 0;
  let bullets = 0;
  let afterQuotes = start;
  let p = start;
  for (; p < end; p++) {
    const c = s.charCodeAt(p);
    if (c === SPACE) indent++;
    else if (c === TAB) indent += 4;
    else if (c === GT) quotes++;
    else if (isBullet(c) && (p + 1 === end || isBlank(s.charCodeAt(p + 1)))) {
      if (c === last && p >= tail && count >= 3) break;
      bullets++;
      if (c === last && p >= tail) count--;
    } else if (isDigit(c)) {
      let q = p;
      while (q < end && q - p < 9 && isDigit(s.charCodeAt(q))) q++;
      const d = s.charCodeAt(q);
      if (q < end && (d === 0x2e || d === 0x29) && (q + 1 === end || isBlank(s.charCodeAt(q + 1)))) {
        bullets++;
        p = q;
      } else break;
    } else break;
    if (bullets === 0) afterQuotes = p + 1;
  }
  let markup = 0;
  for (let i = start; i < end; i++) if (isMarkup(s.charCodeAt(i))) markup++;
  const underline = (last === 0x3d || last === 0x2d) && tail <= afterQuotes;
  return { blank: false, indent, quotes, bullets, heading: s.charCodeAt(p) === 0x23, underline, markup };
}

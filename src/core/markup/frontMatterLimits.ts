// What front matter the YAML library is given (issue 25, defect 7). The library (yaml 2) composes nested
// collections recursively and is not linear on every text: 64 KB of `[` and a line break, repeated, took
// 3 s (at 256 KB 25 s), and `[`, `{`, `- ` or `? ` repeated nest as deep as the text is long until the
// stack overflows. A writer's front matter is a dozen short fields, so a front matter beyond these limits is
// not read at all (a problem in the file, never an exception), and under them the library's work is bounded.
// Aliases need no limit: the reader takes each value with toJSON() outside the document, which leaves an
// alias as a reference ({ source }) instead of expanding it, so a chain of aliases cannot multiply the output.

import { TooComplexError } from './tooComplexError';

export const MAX_FRONT_MATTER_LENGTH = 64 * 1024;
/** `[` and `{` anywhere (even inside quotes: counted without parsing, so a bound of the nesting). */
export const MAX_FRONT_MATTER_BRACKETS = 256;
/** Indentation plus `-`, `?` and `:` indicators on one line: a bound of the block nesting. */
export const MAX_FRONT_MATTER_DEPTH = 64;

export class FrontMatterTooComplexError extends TooComplexError {}

const isLineEnd = (c: number) => c === 0x0a || c === 0x0d;
const isIndicator = (c: number) => c === 0x2d || c === 0x3f || c === 0x3a; // - ? :

/** Throws FrontMatterTooComplexError when the YAML text exceeds a limit above. One pass, no regular expression. */
export function checkFrontMatterComplexity(yaml: string): void {
  const n = yaml.length;
  if (n > MAX_FRONT_MATTER_LENGTH)
    throw new FrontMatterTooComplexError('characters of front matter', MAX_FRONT_MATTER_LENGTH);
  let brackets = 0;
  let depth = 0;
  let atLineStart = true;
  for (let i = 0; i < n; i++) {
    const c = yaml.charCodeAt(i);
    if (isLineEnd(c)) {
      atLineStart = true;
      depth = 0;
      continue;
    }
    if (atLineStart && c === 0x20) depth++;
    else atLineStart = false;
    if ((c === 0x5b || c === 0x7b) && ++brackets > MAX_FRONT_MATTER_BRACKETS)
      throw new FrontMatterTooComplexError('[ or { in the front matter', MAX_FRONT_MATTER_BRACKETS);
    // An indicator is one when a space, a tab or the line's end follows it.
    if (
      isIndicator(c) &&
      (i + 1 === n ||
        isLineEnd(yaml.charCodeAt(i + 1)) ||
        yaml.charCodeAt(i + 1) === 0x20 ||
        yaml.charCodeAt(i + 1) === 0x09)
    )
      depth++;
    if (depth > MAX_FRONT_MATTER_DEPTH)
      throw new FrontMatterTooComplexError(
        'levels of indentation and - ? : indicators on one front-matter line',
        MAX_FRONT_MATTER_DEPTH,
      );
  }
}

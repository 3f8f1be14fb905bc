// What ends a line in a writer's file, one rule for the writer and the reader (issue 25): article text is
// the server's, and a break the writer did not see as one let text start a line that a reader took for a
// section marker or the end of the front matter. VS Code ends a line at CRLF, CR and LF; other readers
// (JavaScript's `^`/`$` with the m flag, Python's splitlines, some Markdown tools) also at NEL, LS and PS.
// A line break is any of them: the writer escapes a marker-like line after any of them, and the reader
// starts a section only at one.

/** One line break: CRLF first, so it counts once. */
export const LINE_BREAK_SOURCE = '(?:\\r\\n|[\\n\\r\\u0085\\u2028\\u2029])';
const SPLIT = new RegExp(`(${LINE_BREAK_SOURCE})`);

/** The lines of `text` and, after each but the last, the break that ended it (breaks[i] follows lines[i]). */
export function splitLines(text: string): { lines: string[]; breaks: string[] } {
  const parts = text.split(SPLIT);
  const lines: string[] = [];
  const breaks: string[] = [];
  for (let i = 0; i < parts.length; i++) (i % 2 === 0 ? lines : breaks).push(parts[i]!);
  return { lines, breaks };
}

/** `text` with each line replaced by `f(line)`, every break kept as it was. */
export function mapLines(text: string, f: (line: string) => string): string {
  const { lines, breaks } = splitLines(text);
  let out = '';
  for (let i = 0; i < lines.length; i++) out += f(lines[i]!) + (breaks[i] ?? '');
  return out;
}

/** How many lines `text` has by this rule (one more than its breaks). */
export function lineCount(text: string): number {
  return splitLines(text).lines.length;
}

/**
 * YAML (1.2, as the yaml library reads it) ends a line only at CR and LF and writes NEL, LS and PS raw inside
 * a double-quoted value; written as YAML's own escapes they stay one value on one line for every reader.
 * Only for lines whose strings are all double-quoted (frontMatterLines), where `\N`, `\L`, `\P` are escapes.
 */
export function escapeUnusualBreaksInYaml(line: string): string {
  return line.replace(/[\u0085\u2028\u2029]/g, (c) => (c === '\u0085' ? '\\N' : c === '\u2028' ? '\\L' : '\\P'));
}

const BLANK = new Set([' ', '\t', '\f', '\v', '\n', '\r']);

/**
 * `text` without the ASCII spaces, tabs and line ends around it: what a pull takes off the server's text
 * and the file's reader off a section, one rule for both. Not `String.prototype.trim`, which also takes a
 * BOM, a no-break space, LS and PS but not NEL: a quote holding only U+FEFF was read back empty and pushed
 * as a change nobody made (property test, Node 20.9). The other breaks stay text, as unixLines keeps them.
 */
export function trimBlank(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && BLANK.has(text[start]!)) start++;
  while (end > start && BLANK.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

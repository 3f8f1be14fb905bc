// Text written into Markdown by bbcodeToMarkdown.ts: escaped where Markdown would read syntax, and only
// there, so the file stays readable; and the longest run of a character (a code span's fence is longer).

/** Escapes what Markdown would otherwise read as syntax, and only that (the file stays readable). */
export function escapeText(value: string, lineStart: boolean): string {
  let s = value
    .replace(/[\\`*~[\]]/g, '\\$&')
    .replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, '\\_')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');
  // Line starts: quotes, headings, list items, thematic breaks and setext underlines.
  s = s.replace(
    /(^|\n)([ \t]{0,3})(>|#(?=\s|$)|[-+](?=\s|$)|(\d{1,9})[.)](?=\s|$)|[-=]+[ \t]*(?=\n|$))/g,
    (m, nl: string, sp: string, mark: string, digits?: string, offset?: number) => {
      if (nl === '' && (offset !== 0 || !lineStart)) return m;
      return digits ? `${nl}${sp}${digits}\\${mark.slice(digits.length)}` : `${nl}${sp}\\${mark}`;
    },
  );
  return s;
}

export function longestRun(s: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of s) {
    run = c === ch ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

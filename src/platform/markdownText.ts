// Server-supplied text placed into a MarkdownString (hovers, tooltips). VS Code renders those with
// `marked`, in the extension host (a tree item's tooltip is lexed there as it is created) and in the
// window, and marked's inline lexer is super-linear on some runs (`~a~~b` repeated, setext `=` lines):
// a hostile server's 100 KB string in a tooltip stalled the extension host for minutes (issue 25, seen in
// 17-hostile-server). So server text is bounded first (a tooltip shows a glance, not a document), then
// escaped, so a name can add no link, image or formatting of its own.

/** The most characters of one server text a hover or tooltip shows. */
export const MAX_MARKDOWN_TEXT = 2000;

function bounded(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

export function escapeMarkdown(s: string, max = MAX_MARKDOWN_TEXT): string {
  return bounded(s, max).replace(/[\\`*_{}[\]()#+\-.!|<>~=]/g, '\\$&');
}

/**
 * A fenced code block holding `code` exactly (bounded): the fence is one backtick longer than the longest
 * run of backticks inside, so server text cannot close it and go on as Markdown (VS Code's own
 * appendCodeblock always uses three).
 */
export function fencedCode(code: string, language = 'text', max = MAX_MARKDOWN_TEXT): string {
  const text = bounded(code, max);
  let longest = 0;
  let run = 0;
  for (const ch of text) {
    run = ch === '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `\n${fence}${language}\n${text}\n${fence}\n`;
}

// Server-supplied text placed into a MarkdownString (hovers, tooltips): escaped, so a name cannot add
// links, images or formatting of its own.
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');
}

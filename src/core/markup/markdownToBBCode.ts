// Markdown → World Anvil BBCode, through remark's syntax tree (mdast), never regular expressions over
// Markdown. Existing BBCode in the text passes through untouched (remark keeps unknown brackets as text).
// `[[Article Title]]` becomes a mention resolved against the world's articles; unresolved titles are
// reported and written as `@[Title](article)`, World Anvil's form for an article not yet written.
import type { Content, Parent, Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { LinkToMention } from './articleLinks';
import { imageOfMarkdown } from './imageLinks';
import { checkMarkdownComplexity } from './markdownLimits';

export { checkMarkdownComplexity, MarkdownTooComplexError } from './markdownLimits';

export interface MentionTarget {
  id: string;
  template: string;
}

export interface Unresolved {
  title: string;
  line: number;
  column: number;
}

export interface ConversionResult {
  bbcode: string;
  unresolved: Unresolved[];
  warnings: string[];
}

const MENTION_TARGET = /^[\w-]+(?::[\w-]+)?$/;

const parser = unified().use(remarkParse).use(remarkGfm);

export function parseMarkdown(text: string): Root {
  return parser.parse(text) as Root;
}

/**
 * Converts Markdown to BBCode. `resolve` maps an article title to its id and template; `links` turns a
 * link to a tracked article's file back into its mention (articleLinks.ts). Throws MarkdownTooComplexError
 * (markdownLimits.ts).
 */
export function markdownToBBCode(
  markdown: string,
  resolve: (title: string) => MentionTarget | undefined = () => undefined,
  links?: LinkToMention,
): ConversionResult {
  const unresolved: Unresolved[] = [];
  const warnings: string[] = [];

  const inline = (nodes: Content[]): string => nodes.map(node).join('');
  // Blocks are separated as in the source: a blank line, or a single line break where Markdown allows one
  // (a heading right above its paragraph), so BBCode pulled into Markdown comes back the same.
  const blocks = (nodes: Content[]): string => {
    let out = '';
    let previousEnd: number | undefined;
    for (const n of nodes) {
      const text = node(n);
      if (text === '') continue;
      const start = n.position?.start.offset;
      const gap = previousEnd !== undefined && start !== undefined ? markdown.slice(previousEnd, start) : '\n\n';
      if (out !== '') out += (gap.match(/\n/g)?.length ?? 0) >= 2 ? '\n\n' : '\n';
      out += text;
      previousEnd = n.position?.end.offset;
    }
    return out;
  };

  function mentions(text: string, line: number, column: number): string {
    return text.replace(/\[\[([^\][]+)\]\]/g, (_m, raw: string) => {
      const title = raw.trim();
      const target = resolve(title);
      if (target) return `@[${title}](${target.template}:${target.id})`;
      unresolved.push({ title, line, column });
      return `@[${title}](article)`;
    });
  }

  function listItems(list: Parent & { ordered?: boolean | null }): string {
    const tag = list.ordered ? 'ol' : 'ul';
    const items = (list.children as Content[]).map((item) => {
      const parts = (item as Parent).children as Content[];
      // A tight list item is one paragraph: keep it on the [li] line; nested lists follow it.
      const body = parts.map((p) => (p.type === 'paragraph' ? inline(p.children as Content[]) : node(p))).join('\n');
      return `[li]${body}[/li]`;
    });
    return `[${tag}]\n${items.join('\n')}\n[/${tag}]`;
  }

  function table(t: Table): string {
    const rows = t.children.map((row, r) => {
      const cell = r === 0 ? 'th' : 'td';
      return `[tr]${row.children.map((c) => `[${cell}]${inline(c.children as Content[])}[/${cell}]`).join('')}[/tr]`;
    });
    return `[table]\n${rows.join('\n')}\n[/table]`;
  }

  function node(n: Content): string {
    switch (n.type) {
      case 'paragraph':
        return inline(n.children);
      case 'heading': {
        const level = Math.min(n.depth, 4);
        return `[h${level}]${inline(n.children)}[/h${level}]`;
      }
      case 'text':
        return mentions(n.value, n.position?.start.line ?? 0, n.position?.start.column ?? 0);
      case 'emphasis':
        return `[i]${inline(n.children)}[/i]`;
      case 'strong':
        return `[b]${inline(n.children)}[/b]`;
      case 'delete':
        return `[s]${inline(n.children)}[/s]`;
      case 'inlineCode':
        return `[code]${n.value}[/code]`;
      case 'code':
        return `[code]\n${n.value}\n[/code]`;
      case 'blockquote':
        return `[quote]${blocks(n.children)}[/quote]`;
      case 'list':
        return listItems(n);
      case 'thematicBreak':
        return '[hr]';
      case 'break':
        return '[br]\n';
      case 'link': {
        // GFM turns bare addresses into links, even inside BBCode such as [url:https://x.org]: a link
        // whose source has no Markdown link syntax is left exactly as written.
        // Such literal links come without a source position (they are found in text after parsing).
        const start = n.position?.start.offset;
        const end = n.position?.end.offset;
        if (start === undefined || end === undefined)
          return n.children.map((c) => ('value' in c ? String(c.value) : '')).join('');
        const source = markdown.slice(start, end);
        if (!source.startsWith('[') && !source.startsWith('<')) return source;
        // A mention written as World Anvil writes it, @[Title](template:id), is a link to Markdown: kept as is.
        if (markdown[start - 1] === '@' && MENTION_TARGET.test(n.url)) return `[${inline(n.children)}](${n.url})`;
        // A link to a pulled article's file is the mention it was pulled from (issue 29).
        const mention = source.startsWith('[') ? links?.(n.url, n.title) : undefined;
        if (mention) return `@[${inline(n.children)}](${mention.type}:${mention.id})`;
        return `[url:${n.url}]${inline(n.children)}[/url]`;
      }
      case 'image': {
        // A pulled image (a relative file, its title `img:ID…`) is the World Anvil image it was pulled from.
        const pulled = imageOfMarkdown(n.url, n.title);
        if (pulled) return pulled;
        // World Anvil images are referenced by their id: ![alt](wa:123) or ![alt](wa:123|left|200).
        const m = /^wa:(\d+(?:\|[a-z]+)?(?:\|\d+)?)$/i.exec(n.url);
        if (m) return `[img:${m[1]}]`;
        warnings.push(`Image "${n.alt ?? n.url}" is not a World Anvil image id (wa:123); written as a link.`);
        return `[url:${n.url}]${n.alt || n.url}[/url]`;
      }
      case 'table':
        return table(n);
      case 'html':
        return n.value; // raw markup the writer typed, passed through as it is
      case 'linkReference':
      case 'imageReference': {
        // Without a definition remark would have kept the text; with one we still show what was typed.
        const label = 'children' in n ? inline(n.children as Content[]) : ((n as { alt?: string }).alt ?? '');
        return `[${label}]`;
      }
      case 'definition':
      case 'footnoteDefinition':
        warnings.push('Link definitions and footnotes are not converted; they were left out.');
        return '';
      default:
        return 'children' in n
          ? inline((n as Parent).children as Content[])
          : 'value' in n
            ? String((n as { value: unknown }).value)
            : '';
    }
  }

  checkMarkdownComplexity(markdown);
  const tree = parseMarkdown(markdown);
  return { bbcode: blocks(tree.children), unresolved, warnings };
}

// Markdown → World Anvil BBCode, through remark's syntax tree (mdast), never regular expressions over
// Markdown. Existing BBCode in the text passes through untouched (remark keeps unknown brackets as text).
// `[[Article Title]]` becomes a mention resolved against the world's articles; unresolved titles are
// reported and written as `@[Title](article)`, World Anvil's form for an article not yet written.
import type { Content, Image, Link, Parent, Root, Table } from 'mdast';
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
  checkMarkdownComplexity(markdown);
  const writer = new BBCodeWriter(markdown, resolve, links);
  const tree = parseMarkdown(markdown);
  return { bbcode: writer.blocks(tree.children), unresolved: writer.unresolved, warnings: writer.warnings };
}

/** One conversion: the source text, how mentions and links resolve, and what it found to report. */
class BBCodeWriter {
  readonly unresolved: Unresolved[] = [];
  readonly warnings: string[] = [];

  constructor(
    private readonly markdown: string,
    private readonly resolve: (title: string) => MentionTarget | undefined,
    private readonly links: LinkToMention | undefined,
  ) {}

  private inline(nodes: Content[]): string {
    return nodes.map((n) => this.node(n)).join('');
  }

  // Blocks are separated as in the source: a blank line, or a single line break where Markdown allows one
  // (a heading right above its paragraph), so BBCode pulled into Markdown comes back the same.
  blocks(nodes: Content[]): string {
    let out = '';
    let previousEnd: number | undefined;
    for (const n of nodes) {
      const text = this.node(n);
      if (text === '') continue;
      const start = n.position?.start.offset;
      const gap = previousEnd !== undefined && start !== undefined ? this.markdown.slice(previousEnd, start) : '\n\n';
      if (out !== '') out += (gap.match(/\n/g)?.length ?? 0) >= 2 ? '\n\n' : '\n';
      out += text;
      previousEnd = n.position?.end.offset;
    }
    return out;
  }

  private mentions(text: string, line: number, column: number): string {
    return text.replace(/\[\[([^\][]+)\]\]/g, (_m, raw: string) => {
      const title = raw.trim();
      const target = this.resolve(title);
      if (target) return `@[${title}](${target.template}:${target.id})`;
      this.unresolved.push({ title, line, column });
      return `@[${title}](article)`;
    });
  }

  private listItems(list: Parent & { ordered?: boolean | null }): string {
    const tag = list.ordered ? 'ol' : 'ul';
    const items = (list.children as Content[]).map((item) => {
      const parts = (item as Parent).children as Content[];
      // A tight list item is one paragraph: keep it on the [li] line; nested lists follow it.
      const body = parts
        .map((p) => (p.type === 'paragraph' ? this.inline(p.children as Content[]) : this.node(p)))
        .join('\n');
      return `[li]${body}[/li]`;
    });
    return `[${tag}]\n${items.join('\n')}\n[/${tag}]`;
  }

  private table(t: Table): string {
    const rows = t.children.map((row, r) => {
      const cell = r === 0 ? 'th' : 'td';
      return `[tr]${row.children.map((c) => `[${cell}]${this.inline(c.children as Content[])}[/${cell}]`).join('')}[/tr]`;
    });
    return `[table]\n${rows.join('\n')}\n[/table]`;
  }

  private node(n: Content): string {
    switch (n.type) {
      case 'paragraph':
        return this.inline(n.children);
      case 'heading': {
        const level = Math.min(n.depth, 4);
        return `[h${level}]${this.inline(n.children)}[/h${level}]`;
      }
      case 'text':
        return this.mentions(n.value, n.position?.start.line ?? 0, n.position?.start.column ?? 0);
      case 'emphasis':
        return `[i]${this.inline(n.children)}[/i]`;
      case 'strong':
        return `[b]${this.inline(n.children)}[/b]`;
      case 'delete':
        return `[s]${this.inline(n.children)}[/s]`;
      case 'inlineCode':
        return `[code]${n.value}[/code]`;
      case 'code':
        return `[code]\n${n.value}\n[/code]`;
      case 'blockquote':
        return `[quote]${this.blocks(n.children)}[/quote]`;
      case 'list':
        return this.listItems(n);
      case 'thematicBreak':
        return '[hr]';
      case 'break':
        return '[br]\n';
      case 'link':
        return this.link(n);
      case 'image':
        return this.image(n);
      case 'table':
        return this.table(n);
      case 'html':
        return n.value; // raw markup the writer typed, passed through as it is
      case 'linkReference':
      case 'imageReference': {
        // Without a definition remark would have kept the text; with one we still show what was typed.
        const label = 'children' in n ? this.inline(n.children as Content[]) : ((n as { alt?: string }).alt ?? '');
        return `[${label}]`;
      }
      case 'definition':
      case 'footnoteDefinition':
        this.warnings.push('Link definitions and footnotes are not converted; they were left out.');
        return '';
      default:
        return 'children' in n
          ? this.inline((n as Parent).children as Content[])
          : 'value' in n
            ? String((n as { value: unknown }).value)
            : '';
    }
  }

  private link(n: Link): string {
    // GFM turns bare addresses into links, even inside BBCode such as [url:https://x.org]: a link
    // whose source has no Markdown link syntax is left exactly as written.
    // Such literal links come without a source position (they are found in text after parsing).
    const start = n.position?.start.offset;
    const end = n.position?.end.offset;
    if (start === undefined || end === undefined)
      return n.children.map((c) => ('value' in c ? String(c.value) : '')).join('');
    const source = this.markdown.slice(start, end);
    if (!source.startsWith('[') && !source.startsWith('<')) return source;
    // A mention written as World Anvil writes it, @[Title](template:id), is a link to Markdown: kept as is.
    if (this.markdown[start - 1] === '@' && MENTION_TARGET.test(n.url)) return `[${this.inline(n.children)}](${n.url})`;
    // A link to a pulled article's file is the mention it was pulled from (issue 29).
    const mention = source.startsWith('[') ? this.links?.(n.url, n.title) : undefined;
    if (mention) return `@[${this.inline(n.children)}](${mention.type}:${mention.id})`;
    return `[url:${n.url}]${this.inline(n.children)}[/url]`;
  }

  private image(n: Image): string {
    // A pulled image (a relative file, its title `img:ID…`) is the World Anvil image it was pulled from.
    const pulled = imageOfMarkdown(n.url, n.title);
    if (pulled) return pulled;
    // World Anvil images are referenced by their id: ![alt](wa:123) or ![alt](wa:123|left|200).
    const m = /^wa:(\d+(?:\|[a-z]+)?(?:\|\d+)?)$/i.exec(n.url);
    if (m) return `[img:${m[1]}]`;
    this.warnings.push(`Image "${n.alt ?? n.url}" is not a World Anvil image id (wa:123); written as a link.`);
    return `[url:${n.url}]${n.alt || n.url}[/url]`;
  }
}

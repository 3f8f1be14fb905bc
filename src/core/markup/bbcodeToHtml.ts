// World Anvil BBCode → safe HTML for the previews. The BBCode is parsed into a tree (bbcodeTree, linear in
// its input), each node is written as HTML with all text escaped, and the result goes through sanitize-html
// with a strict allow-list — also used for the HTML World Anvil itself renders (content_parsed,
// full_render), which is server-supplied and so untrusted. What the preview cannot show (a secret, a
// variable, a block or map from elsewhere, a tag World Anvil does not document) becomes a labelled
// placeholder; an unpaired known tag is dropped: neither ever shows as a raw tag or a stray closing element.
import { sanitizeServerHtml } from './safeHtml';
import { parseBBCode, type BBNode } from './bbcodeTree';
export { holdImages, localImages, SAFE_HTML, sanitizeServerHtml, type HeldImageWords } from './safeHtml';
import { BLOCK_TAGS, EMBED_TAGS, HEADING_ALIASES, HEADING_TAGS, INLINE_TAGS, KNOWN_TAGS, STYLED_TAGS } from './waTags';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where World Anvil serves an image: what `[img:ID]` shows in the preview. */
export const worldAnvilImageUrl = (id: string) => `https://www.worldanvil.com/uploads/images/${id}.png`;

type TagNode = Extract<BBNode, { kind: 'tag' }>;

interface Heading {
  id: string;
  level: number;
  text: string;
}

/** A heading's anchor as World Anvil writes it (`[h2|anchor]`, spaces allowed), in the preview's id alphabet. */
function anchorId(arg: string | undefined): string | undefined {
  const name = arg
    ?.trim()
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, 80);
  return name ? `wa-${name}` : undefined;
}

function plainText(nodes: BBNode[]): string {
  let out = '';
  for (const n of nodes) out += n.kind === 'text' ? n.value : n.kind === 'tag' ? plainText(n.children) : '';
  return out;
}

/** `h1`…`h6` for a heading tag (`[h]` is the guide's older `[h1]`), else undefined. */
const headingElement = (name: string): string | undefined => (HEADING_TAGS.has(name) ? name : HEADING_ALIASES[name]);

/** Every heading, in order, with the id the preview gives it (its own anchor, else its position). */
function collectHeadings(nodes: BBNode[], out: Heading[] = []): Heading[] {
  for (const n of nodes) {
    if (n.kind !== 'tag') continue;
    const h = headingElement(n.name);
    if (h)
      out.push({
        id: anchorId(n.arg) ?? `wa-h${out.length + 1}`,
        level: Number(h[1]),
        text: plainText(n.children).trim(),
      });
    else collectHeadings(n.children, out);
  }
  return out;
}

/** The writer's own class names for a section or container (`[section: fas fa-arrow-up]`), nothing else. */
const cssClasses = (arg: string | undefined) => escape((arg ?? '').replace(/[^\w -]+/g, ' ').trim());

const placeholder = (label: string) => `<span class="wa-placeholder">[${escape(label)}]</span>`;

/** Links the preview may follow: the web, mail, or an anchor of this article. */
function linkTarget(arg: string | undefined, children: BBNode[]): string | undefined {
  const raw = (arg ?? plainText(children)).trim().replace(/\|_?blank$/i, '');
  if (raw.startsWith('#')) return `#${anchorId(raw.slice(1)) ?? ''}`;
  // No spaces or quotes: a URL that holds them is an attempt to break out of the attribute, not a link.
  return /^(https?:\/\/|mailto:)[^\s"'<>`]+$/i.test(raw) ? raw : undefined;
}

class Renderer {
  private headingIndex = 0;
  /**
   * The article's table of contents is written once: each copy lists every heading, so a text of many
   * `[articletoc]` and many headings would grow with their product (quadratic output from linear input).
   */
  private tocWritten = false;
  constructor(private readonly headings: Heading[]) {}

  nodes(nodes: BBNode[]): string {
    let out = '';
    for (const n of nodes) out += this.node(n);
    return out;
  }

  private node(n: BBNode): string {
    if (n.kind === 'text') return escape(n.value);
    if (n.kind === 'stray') return '';
    if (n.kind === 'mention') return this.mention(n.raw);
    return this.tag(n);
  }

  /** `@[Title](template:id)`; the title may carry markup of its own. */
  private mention(raw: string): string {
    const split = raw.lastIndexOf('](');
    const title = this.nodes(parseBBCode(raw.slice(2, split), { strays: KNOWN_TAGS }));
    const target = raw.slice(split + 2, -1);
    const id = /^[\w-]+:([0-9a-f-]{36})$/i.exec(target)?.[1];
    return id
      ? `<a class="mention" href="https://www.worldanvil.com/a/${id}">${title}</a>`
      : `<span class="mention missing" title="not written yet">${title}</span>`;
  }

  private tag(n: TagNode): string {
    const inner = () => this.nodes(n.children);
    const name = n.name;
    if (INLINE_TAGS[name]) return `<${INLINE_TAGS[name]}>${inner()}</${INLINE_TAGS[name]}>`;
    if (BLOCK_TAGS[name]) return `<${BLOCK_TAGS[name]}>${inner()}</${BLOCK_TAGS[name]}>`;
    const styled = STYLED_TAGS[name];
    if (styled) return `<${styled.el} class="${styled.cls}">${inner()}</${styled.el}>`;
    const heading = headingElement(name);
    if (heading) {
      const h = this.headings[this.headingIndex++];
      return `<${heading}${h ? ` id="${h.id}"` : ''}>${inner()}</${heading}>`;
    }
    // Only with what to embed (`[map:12]`): a bare `[map]` or `[history]` in prose is a word in brackets.
    if (EMBED_TAGS[name])
      return n.arg?.trim()
        ? placeholder(`${EMBED_TAGS[name]} ${n.arg.trim()} — shown on World Anvil only`)
        : escape(n.open);
    switch (name) {
      case 'br':
        return '<br>';
      case 'hr':
        return '<hr>';
      case '*':
        return '<li>';
      case 'articletoc':
        if (this.tocWritten) return placeholder('table of contents — shown above');
        this.tocWritten = true;
        return `<nav class="wa-toc"><ul>${this.headings.map((h) => `<li class="wa-toc-${h.level}"><a href="#${h.id}">${escape(h.text)}</a></li>`).join('')}</ul></nav>`;
      case 'toc':
        // `[toc]` is the whole world's table of contents, `[toc:ID|horizontal]` a category's (Codex, "Table
        // of Contents"): both are lists of other articles, which the preview does not have.
        return placeholder(
          `${n.arg?.trim() ? 'category table of contents' : 'world table of contents'} — shown on World Anvil only`,
        );
      case 'img': {
        const id = /^\s*(\d+)/.exec(n.arg ?? '')?.[1];
        return id
          ? `<img src="${worldAnvilImageUrl(id)}" alt="image ${id}">`
          : placeholder('image — shown on World Anvil only');
      }
      case 'url': {
        const href = linkTarget(n.arg, n.children);
        return href ? `<a href="${escape(href)}">${inner()}</a>` : inner();
      }
      case 'quote':
        return this.quote(n);
      case 'spoiler':
        return `<details><summary>${escape(n.arg?.trim() || 'Spoiler')}</summary>${inner()}</details>`;
      // "Sections hug, containers want social distancing": a section stays in the line, a container is a box.
      case 'section':
        return `<span class="${cssClasses(n.arg)}">${inner()}</span>`;
      case 'container':
        return `<div class="${cssClasses(n.arg)}">${inner()}</div>`;
      case 'tooltip':
        return `<span class="wa-tooltip" title="${escape(n.arg?.trim() ?? '')}">${inner()}</span>`;
      default:
        // A paired tag World Anvil does not document: say so, and show what it wraps.
        return `${placeholder(`${name} — not shown in the preview`)}${inner()}`;
    }
  }

  /** `[quote]Words|Author[/quote]`: the part after the last bar of the last text is who said it. */
  private quote(n: TagNode): string {
    const last = n.children[n.children.length - 1];
    const bar = last?.kind === 'text' ? last.value.lastIndexOf('|') : -1;
    if (last?.kind !== 'text' || bar < 0) return `<blockquote>${this.nodes(n.children)}</blockquote>`;
    const words = [...n.children.slice(0, -1), { kind: 'text' as const, value: last.value.slice(0, bar) }];
    return `<blockquote>${this.nodes(words)}<footer>— <cite>${escape(last.value.slice(bar + 1).trim())}</cite></footer></blockquote>`;
  }
}

const BLOCK_START = /^\s*<(h\d|ul|ol|table|blockquote|div|hr|dl|details|nav|pre)/;

export function bbcodeToHtml(bbcode: string): string {
  const nodes = parseBBCode(bbcode.replace(/\r\n/g, '\n'), { strays: KNOWN_TAGS });
  let html = new Renderer(collectHeadings(nodes)).nodes(nodes);
  // Sidebar facts, `--Key::Value--` on a line of their own. Anchored at line starts and lazy only up to
  // the line's end: linear.
  // A line break right after [br] is the same break. Text never holds `<br>` itself (it is escaped).
  html = html.replace(/<br>\n/g, '<br>').replace(/^--([^:\n]+)::(.+?)--$/gm, '<dl><dt>$1</dt><dd>$2</dd></dl>');
  const paragraphs = html.split(/\n{2,}/).map((p) => (BLOCK_START.test(p) ? p : `<p>${p.replace(/\n/g, '<br>')}</p>`));
  return sanitizeServerHtml(paragraphs.join('\n'));
}

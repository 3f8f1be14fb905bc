// World Anvil BBCode → Markdown, for pulling an article into a Markdown file. The rule that matters is
// that nothing is lost: the Markdown is converted back (markdownToBBCode) and accepted only when it gives
// the same BBCode, up to whitespace between list and table tags, which World Anvil does not render.
// Otherwise the answer is undefined and the caller keeps the BBCode as it is (a .bbcode file).
// Tags Markdown has no syntax for ([section:…], [u], [spoiler], …) and mentions stay as written in the
// Markdown; markdownToBBCode passes them through untouched. A mention of an article that has a file of its
// own becomes a relative link to that file when `links` says where it is (articleLinks.ts, issue 29), and
// an image a world pull downloaded becomes a Markdown image of its file (imageLinks.ts).
import { parseMention, type LinkToMention, type MentionToLink } from './articleLinks';
import { parseBBCode, printBBCode, type BBNode } from './bbcodeTree';
import { imageMarkdown, parseImageArg, type ImageToMarkdown } from './imageLinks';
import { markdownToBBCode, MarkdownTooComplexError } from './markdownToBBCode';
import { escapeText, longestRun } from './markdownEscape';
import { sameBBCode } from './sameBBCode';

export { sameBBCode } from './sameBBCode';

export interface MarkdownOfBBCode {
  markdown: string;
  /** What the Markdown converts back to: the BBCode a push of the unedited file would send. */
  bbcode: string;
}

type TagNode = Extract<BBNode, { kind: 'tag' }>;

class Unrepresentable extends Error {}

/** Mentions ↔ links for the file being written: both ways, so each link is checked to come back as its mention. */
export interface MentionLinks {
  toLink: MentionToLink;
  toMention: LinkToMention;
  /** Images kept in files (a world pull's assets/): `[img:ID…]` is written as a Markdown image of the file. */
  image?: ImageToMarkdown;
}

// The links of the conversion under way. The conversion is synchronous and its many small functions all
// reach the mentions, so it is set for the call rather than handed down through every one of them.
let current: MentionLinks | undefined;

export function bbcodeToMarkdown(bbcode: string, links?: MentionLinks): MarkdownOfBBCode | undefined {
  const source = bbcode.replace(/\r\n/g, '\n');
  let markdown: string;
  current = links;
  try {
    markdown = blocks(parseBBCode(source));
  } catch (err) {
    if (err instanceof Unrepresentable) return undefined;
    throw err;
  } finally {
    current = undefined;
  }
  let back: string;
  try {
    back = markdownToBBCode(markdown, undefined, links?.toMention).bbcode;
  } catch (err) {
    // Too dense for the Markdown parser (see MAX_MARKUP_PER_TEXT) or too deep for its recursion: .bbcode.
    if (err instanceof MarkdownTooComplexError || err instanceof RangeError) return undefined;
    throw err;
  }
  return sameBBCode(back, source) ? { markdown, bbcode: back } : undefined;
}

const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4 };

function isBlock(n: BBNode): boolean {
  if (n.kind !== 'tag' || n.close === undefined) return n.kind === 'tag' && n.name === 'hr';
  if (n.name === 'code') return printBBCode(n.children).includes('\n');
  return n.name in HEADINGS || ['quote', 'ul', 'ol', 'table'].includes(n.name);
}

// Whether the output so far ends a line is tracked from the last piece written, never asked of the growing
// string: `endsWith` on a string built by `+=` flattens it each time, which made a long run of small
// nodes (a thousand `[toc]`s) quadratic.
function blocks(nodes: BBNode[]): string {
  let out = '';
  let atLineStart = true;
  const write = (piece: string) => {
    if (piece !== '') atLineStart = piece.endsWith('\n');
    out += piece;
  };
  let run: BBNode[] = [];
  const flush = () => {
    write(inline(run, atLineStart));
    run = [];
  };
  // Two lists in a row are one list to Markdown unless their markers differ: alternate them.
  let previous: { name: string; alternate: boolean } | undefined;
  for (const n of nodes) {
    if (n.kind === 'tag' && isBlock(n)) {
      flush();
      const alternate = previous?.name === n.name && !previous.alternate;
      write(block(n, alternate));
      previous = { name: n.name, alternate };
    } else if (n.kind !== 'text' || n.value.trim() !== '') {
      run.push(n);
      previous = undefined;
    } else run.push(n);
  }
  flush();
  return out;
}

function block(n: TagNode, alternate: boolean): string {
  if (n.name === 'hr') return '***';
  if (n.open.length !== n.name.length + 2) return raw(n, blocks); // an argument, an anchor or spaces: no Markdown form
  const level = HEADINGS[n.name];
  if (level) {
    const text = inline(n.children, false);
    if (text.includes('\n') || text.trim() === '') throw new Unrepresentable();
    return `${'#'.repeat(level)} ${text}`;
  }
  switch (n.name) {
    case 'code': {
      const body = printBBCode(n.children);
      const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
      if (!body.startsWith('\n') || !body.endsWith('\n')) throw new Unrepresentable();
      return `${fence}${body}${fence}`;
    }
    case 'quote':
      return blocks(n.children)
        .split('\n')
        .map((l) => (l === '' ? '>' : `> ${l}`))
        .join('\n');
    default:
      return structured(n, n.name === 'table' ? table : (l) => list(l, alternate));
  }
}

/** A list or table in Markdown syntax when its shape allows, else its tags as written around converted content. */
function structured(n: TagNode, render: (n: TagNode) => string): string {
  try {
    return render(n);
  } catch (err) {
    if (err instanceof Unrepresentable) return raw(n, blocks);
    throw err;
  }
}

function list(n: TagNode, alternate = false): string {
  return listItems(n)
    .map((children, i) => {
      const marker = n.name === 'ol' ? `${i + 1}${alternate ? ')' : '.'} ` : alternate ? '* ' : '- ';
      const pad = ' '.repeat(marker.length);
      const nested = children.filter(
        (c): c is TagNode => c.kind === 'tag' && (c.name === 'ul' || c.name === 'ol') && c.close !== undefined,
      );
      const text = inline(
        children.filter((c) => !nested.includes(c as TagNode)),
        true,
      ).trim();
      if (/\n\s*\n/.test(text)) throw new Unrepresentable();
      const lines = [text, ...nested.map((l) => list(l))].filter((s) => s !== '').join('\n');
      return (
        marker +
        lines
          .split('\n')
          .map((l, j) => (j === 0 || l === '' ? l : pad + l))
          .join('\n')
      );
    })
    .join('\n');
}

/**
 * The items of a list, each as its content: `[li]…[/li]` children, or the runs after each `[*]` (World
 * Anvil's short item form, which pulled secrets use; it rendered as `[\*]` text before #41). One form per list.
 */
function listItems(n: TagNode): BBNode[][] {
  if (!n.children.some((c) => c.kind === 'tag' && c.name === '*'))
    return layoutChildren(n, 'li').map((li) => li.children);
  const items: BBNode[][] = [];
  for (const c of n.children) {
    if (c.kind === 'tag' && c.name === '*') {
      if (c.open !== '[*]') throw new Unrepresentable();
      items.push([]);
    } else if (c.kind === 'tag' && c.name === 'li') throw new Unrepresentable();
    else if (items.length > 0) items.at(-1)!.push(c);
    else if (c.kind !== 'text' || c.value.trim() !== '') throw new Unrepresentable();
  }
  return items;
}

function table(n: TagNode): string {
  const rows = layoutChildren(n, 'tr').map((tr) => layoutChildren(tr, 'td', 'th'));
  const [head, ...body] = rows;
  if (
    !head ||
    head.length === 0 ||
    head.some((c) => c.name !== 'th') ||
    body.some((r) => r.length !== head.length || r.some((c) => c.name !== 'td'))
  )
    throw new Unrepresentable();
  const row = (cells: TagNode[]) => {
    const texts = cells.map((c) => inline(c.children, false).replace(/\|/g, '\\|'));
    if (texts.some((t) => t.includes('\n'))) throw new Unrepresentable();
    return `| ${texts.join(' | ')} |`;
  };
  return [row(head), `|${head.map(() => ' --- ').join('|')}|`, ...body.map(row)].join('\n');
}

/** The children of a list or table tag: only the expected tags, with whitespace between them. */
function layoutChildren(n: TagNode, ...names: string[]): TagNode[] {
  const out: TagNode[] = [];
  for (const c of n.children) {
    if (c.kind === 'text' && c.value.trim() === '') continue;
    if (c.kind !== 'tag' || !names.includes(c.name) || c.close === undefined || c.open.length !== c.name.length + 2)
      throw new Unrepresentable();
    out.push(c);
  }
  return out;
}

/** `parent` is the emphasis tag the nodes sit in, if any: italics at the edge of bold need `_` (`**_x_**`). */
function inline(nodes: BBNode[], lineStart: boolean, parent?: string): string {
  let out = '';
  let atLineStart = lineStart;
  nodes.forEach((n, i) => {
    const edgeOfBold = parent === 'b' && (i === 0 || i === nodes.length - 1);
    const piece = inlineNode(n, atLineStart, edgeOfBold);
    if (piece !== '') atLineStart = piece.endsWith('\n');
    out += piece;
  });
  return out;
}

const EMPHASIS: Record<string, string> = { b: '**', i: '*', s: '~~' };
const WA_IMAGE = /^\d+(?:\|[a-z]+)?(?:\|\d+)?$/i;

function inlineNode(n: BBNode, lineStart: boolean, edgeOfBold = false): string {
  if (n.kind === 'text') return escapeText(n.value, lineStart);
  if (n.kind === 'mention') return mentionAsLink(n.raw) ?? n.raw;
  if (n.kind !== 'tag') return n.raw;
  if (isBlock(n)) throw new Unrepresentable();
  const plainOpen = n.open.length === n.name.length + 2;
  if (n.close !== undefined && plainOpen && EMPHASIS[n.name]) {
    const inner = inline(n.children, false, n.name);
    if (inner.trim() === '') throw new Unrepresentable();
    const marker =
      n.name === 'i' && (edgeOfBold || inner.startsWith('*') || inner.endsWith('*')) ? '_' : EMPHASIS[n.name];
    return `${marker}${inner}${marker}`;
  }
  if (n.name === 'code' && plainOpen && n.close !== undefined) {
    const body = printBBCode(n.children);
    if (body.includes('`') || body.trim() === '') throw new Unrepresentable();
    return `\`${body}\``;
  }
  if (n.name === 'url' && n.open.startsWith('[url:') && n.close !== undefined && n.arg) {
    const dest = /[\s()<>]/.test(n.arg) ? `<${n.arg}>` : n.arg;
    return `[${inline(n.children, false)}](${dest})`;
  }
  if (n.name === 'img' && n.open.startsWith('[img:') && n.arg) {
    const ref = parseImageArg(n.arg);
    const asset = ref && current?.image?.(ref.id);
    if (ref && asset) return imageMarkdown(ref, asset.dest, asset.alt);
    if (WA_IMAGE.test(n.arg)) return `![](wa:${n.arg})`;
  }
  return raw(n, (children) => inline(children, false), lineStart);
}

const PLAIN_TITLE = /^[\p{L}\p{N}]+(?:[ '’.,-][\p{L}\p{N}]+)*$/u;

/**
 * A mention as a link to its target's file, when the target has one and the link converts back to exactly
 * this mention (its title's markup, its type); otherwise undefined and the mention stays as written.
 */
function mentionAsLink(raw: string): string | undefined {
  const links = current;
  const mention = links && parseMention(raw);
  const link = mention && links.toLink(mention.ref);
  if (!link) return undefined;
  let text: string;
  try {
    text = inline(parseBBCode(mention.title), false);
  } catch (err) {
    if (err instanceof Unrepresentable) return undefined;
    throw err;
  }
  const markdown = `[${text}](${link.dest}${link.title === undefined ? '' : ` "${link.title}"`})`;
  // Words alone (the usual title) read back as they are, in any link: no Markdown parse needed for them.
  // Everything else is converted back and compared; the whole text is checked again at the end.
  if (PLAIN_TITLE.test(mention.title)) return markdown;
  try {
    return markdownToBBCode(markdown, undefined, links.toMention).bbcode === raw ? markdown : undefined;
  } catch (err) {
    if (err instanceof MarkdownTooComplexError || err instanceof RangeError) return undefined;
    throw err;
  }
}

/** A tag Markdown has no syntax for, written as it was, its content still converted. */
function raw(n: TagNode, content: (children: BBNode[]) => string, lineStart = false): string {
  const tag = (s: string, atStart: boolean) => escapeText(s, atStart).replace(/\\([[\]])/g, '$1');
  return `${tag(n.open, lineStart)}${content(n.children)}${n.close === undefined ? '' : tag(n.close, false)}`;
}

// The links and images of a Markdown document as a Markdown reader sees them (remark, with GitHub's
// extensions), so text inside code spans and blocks is never taken for a link; and its headings' anchors
// as GitHub and VS Code's Markdown preview make them. Used by the packaging test that follows every link.
import type { Heading, Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface MarkdownLink {
  url: string;
  image: boolean;
  line: number;
}

function walk(node: Nodes, visit: (n: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

function parse(text: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(text);
}

export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  walk(parse(text), (n) => {
    if (n.type === 'link' || n.type === 'image' || n.type === 'definition') {
      // An autolinked bare address in prose is a link too (GFM), as a reader would click it.
      links.push({ url: n.url, image: n.type === 'image', line: n.position?.start.line ?? 0 });
    }
  });
  return links;
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((c) => plainText(c as Nodes)).join('') : '';
}

/** GitHub's anchors: lower case, punctuation dropped (letters, digits, `-`, `_` and spaces kept), spaces as `-`; repeats get `-1`, `-2`, … */
export function headingAnchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  walk(parse(text), (n) => {
    if (n.type !== 'heading') return;
    const base = plainText(n as Heading)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  return anchors;
}

// World Anvil BBCode as a tree, for writing it back as Markdown. A small hand-written tokenizer rather than
// a generic BBCode library on purpose: World Anvil's dialect puts arguments after a colon
// (`[url:https://…]`, `[img:42|left]`, `[section:aside]`), has mentions that are not tags at all
// (`@[Title](person:id)`), and the pull must keep every tag it does not know byte for byte — generic
// parsers normalise or drop what they do not understand. Nothing here throws: unmatched tags stay text.

export type BBNode =
  | { kind: 'text'; value: string }
  /** A mention `@[Title](template:id)` or `@[Title](article)`, kept exactly as written. */
  | { kind: 'mention'; raw: string }
  | { kind: 'tag'; name: string; arg?: string; open: string; close?: string; children: BBNode[] };

type TagNode = Extract<BBNode, { kind: 'tag' }>;

const TOKEN = /@\[[^\]\n]+\]\([\w-]+(?::[\w-]+)?\)|\[(\/)?([a-z][a-z0-9]*|\*)(?:[:=]([^\]\n]*))?\]/gi;
/** Tags that never have a closing partner. */
const VOID = new Set(['br', 'hr', 'img', '*']);

export function parseBBCode(text: string): BBNode[] {
  const root: TagNode = { kind: 'tag', name: '', open: '', children: [] };
  const stack: TagNode[] = [root];
  const top = () => stack[stack.length - 1]!;
  const pushText = (value: string) => {
    if (value === '') return;
    const siblings = top().children;
    const last = siblings[siblings.length - 1];
    if (last?.kind === 'text') last.value += value;
    else siblings.push({ kind: 'text', value });
  };
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    pushText(text.slice(at, m.index));
    at = m.index + m[0].length;
    if (m[0].startsWith('@')) {
      top().children.push({ kind: 'mention', raw: m[0] });
      continue;
    }
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      let depth = stack.length - 1;
      while (depth > 0 && stack[depth]!.name !== name) depth--;
      if (depth === 0) {
        pushText(m[0]); // a closing tag nothing opened
        continue;
      }
      // Tags opened inside and never closed stay open-only: their children move up beside them.
      while (stack.length - 1 > depth) unwrapUnclosed(stack.pop()!, stack);
      top().close = m[0];
      stack.pop();
      continue;
    }
    const node: TagNode = { kind: 'tag', name, open: m[0], children: [], ...(m[3] !== undefined ? { arg: m[3] } : {}) };
    top().children.push(node);
    if (!VOID.has(name)) stack.push(node);
  }
  pushText(text.slice(at));
  while (stack.length > 1) unwrapUnclosed(stack.pop()!, stack);
  return root.children;
}

/** An opening tag without a close is text: its children follow it in its parent. */
function unwrapUnclosed(node: TagNode, stack: TagNode[]): void {
  const parent = stack[stack.length - 1]!;
  const i = parent.children.indexOf(node);
  parent.children.splice(i, 1, { kind: 'text', value: node.open }, ...node.children);
  mergeTexts(parent.children);
}

function mergeTexts(nodes: BBNode[]): void {
  for (let i = nodes.length - 1; i > 0; i--) {
    const a = nodes[i - 1]!;
    const b = nodes[i]!;
    if (a.kind === 'text' && b.kind === 'text') {
      a.value += b.value;
      nodes.splice(i, 1);
    }
  }
}

/** The tree written back as BBCode, byte for byte what was parsed. */
export function printBBCode(nodes: BBNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.value : n.kind === 'mention' ? n.raw : `${n.open}${printBBCode(n.children)}${n.close ?? ''}`)).join('');
}

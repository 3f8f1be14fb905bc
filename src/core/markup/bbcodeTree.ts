// World Anvil BBCode as a tree, for the preview and for writing it back as Markdown. A small hand-written
// scanner rather than a generic BBCode library on purpose: World Anvil's dialect puts arguments after a
// colon or a bar (`[url:https://…]`, `[img:42|left]`, `[section:aside]`, `[h2|anchor]`), has mentions that
// are not tags at all (`@[Title](person:id)`), and the pull must keep every tag it does not know byte for
// byte — generic parsers normalise or drop what they do not understand. Nothing here throws: unmatched tags
// stay text.
//
// Linear in the input, whatever it holds (issue 14, defect 8): the earlier regular expressions rescanned
// the rest of a line from every `@[` or `[url:`, and unclosed tags were unwrapped level by level. Now one
// pass finds the tokens (each "where does this line's next `]` sit" answered once per stretch), a second
// pairs opens with closes on a stack (a count per tag name says at once when a close has no partner), and
// a third builds the tree from the pairs. Nesting deeper than MAX_DEPTH stays text, so every recursive
// consumer of the tree (printing, rendering, Markdown) is bounded too.

import { VOID_TAGS } from './waTags';

export type BBNode =
  | { kind: 'text'; value: string }
  /** A mention `@[Title](template:id)` or `@[Title](article)`, kept exactly as written. */
  | { kind: 'mention'; raw: string }
  | { kind: 'tag'; name: string; arg?: string; open: string; close?: string; children: BBNode[] }
  /** A tag of a name the caller asked about (ParseOptions.strays) that has no partner. */
  | { kind: 'stray'; name: string; raw: string };

type TagNode = Extract<BBNode, { kind: 'tag' }>;

const VOID = VOID_TAGS;
/** Deeper tags are kept as text: no real article nests this far, and it bounds recursion everywhere. */
export const MAX_DEPTH = 64;

interface Token {
  start: number;
  end: number;
  type: 'mention' | 'open' | 'close';
  name: string;
  arg?: string;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09;
const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isWord = (c: number) => isLetter(c) || isDigit(c) || c === 0x5f || c === 0x2d;

/** Every tag and mention of `text`, in order, in one pass. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  // The next `]` or line end at or after a position. Asked for with increasing positions, so each
  // stretch of the text is searched once however many `[` or `@[` it holds.
  let stop = -1;
  const nextStop = (from: number): number => {
    if (stop < from) {
      stop = from;
      while (stop < n && text.charCodeAt(stop) !== 0x5d && text.charCodeAt(stop) !== 0x0a) stop++;
    }
    return stop;
  };
  // The `](` that ends a mention's title on this line (the title may hold markup, `@[The [i]Sea[/i]](…)`),
  // found the same way: one search per stretch.
  let titleEnd = -1;
  const nextTitleEnd = (from: number): number => {
    if (titleEnd < from) {
      titleEnd = from;
      while (
        titleEnd < n &&
        text.charCodeAt(titleEnd) !== 0x0a &&
        !(text.charCodeAt(titleEnd) === 0x5d && text.charCodeAt(titleEnd + 1) === 0x28)
      )
        titleEnd++;
    }
    return titleEnd;
  };
  // The end of a mention's `(template:id)` after the `]` at `close`, remembered: many `@[` can share one `]`.
  let tailFor = -1;
  let tailEnd = -1;
  const mentionTail = (close: number): number => {
    if (close === tailFor) return tailEnd;
    tailFor = close;
    tailEnd = -1;
    let j = close + 1;
    if (text.charCodeAt(j) !== 0x28) return -1;
    const word = (from: number) => {
      let k = from;
      while (k < n && isWord(text.charCodeAt(k))) k++;
      return k;
    };
    let k = word(j + 1);
    if (k === j + 1) return -1;
    if (text.charCodeAt(k) === 0x3a) {
      j = k;
      k = word(j + 1);
      if (k === j + 1) return -1;
    }
    if (text.charCodeAt(k) !== 0x29) return -1;
    tailEnd = k + 1;
    return tailEnd;
  };

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x40 && text.charCodeAt(i + 1) === 0x5b) {
      const close = nextTitleEnd(i + 2);
      if (close > i + 2 && text.charCodeAt(close) === 0x5d) {
        const end = mentionTail(close);
        if (end > 0) {
          tokens.push({ start: i, end, type: 'mention', name: '' });
          i = end;
          continue;
        }
      }
    } else if (c === 0x5b) {
      const t = tagAt(text, i, nextStop);
      if (t) {
        tokens.push(t);
        i = t.end;
        continue;
      }
    }
    i++;
  }
  return tokens;
}

/** A tag starting at `[` at `i`: `[name]`, `[/name]`, `[name:arg]`, `[name=arg]`, `[name|arg]`, spaces allowed around the name. */
function tagAt(text: string, i: number, nextStop: (from: number) => number): Token | undefined {
  let j = i + 1;
  while (isSpace(text.charCodeAt(j))) j++;
  const closing = text.charCodeAt(j) === 0x2f;
  if (closing) {
    j++;
    while (isSpace(text.charCodeAt(j))) j++;
  }
  const nameStart = j;
  if (text.charCodeAt(j) === 0x2a) j++;
  else if (isLetter(text.charCodeAt(j))) {
    j++;
    while (isLetter(text.charCodeAt(j)) || isDigit(text.charCodeAt(j))) j++;
  } else return undefined;
  const name = text.slice(nameStart, j).toLowerCase();
  while (isSpace(text.charCodeAt(j))) j++;
  const c = text.charCodeAt(j);
  if (c === 0x5d) return { start: i, end: j + 1, type: closing ? 'close' : 'open', name };
  if (c !== 0x3a && c !== 0x3d && c !== 0x7c) return undefined;
  const close = nextStop(j + 1);
  if (text.charCodeAt(close) !== 0x5d) return undefined;
  return { start: i, end: close + 1, type: closing ? 'close' : 'open', name, arg: text.slice(j + 1, close) };
}

/** For each open token, the index of its close token (or -1): the stack rules World Anvil's editor follows. */
function pair(tokens: Token[]): Int32Array {
  const partner = new Int32Array(tokens.length).fill(-1);
  const stack: number[] = [];
  const openCount = new Map<string, number>();
  const count = (name: string, d: number) => openCount.set(name, (openCount.get(name) ?? 0) + d);
  tokens.forEach((t, i) => {
    if (t.type === 'open' && !VOID.has(t.name) && stack.length < MAX_DEPTH) {
      stack.push(i);
      count(t.name, 1);
    } else if (t.type === 'close' && (openCount.get(t.name) ?? 0) > 0) {
      // Tags opened inside and never closed stay open-only (text); each is popped once, so this is linear.
      for (;;) {
        const top = stack.pop()!;
        count(tokens[top]!.name, -1);
        if (tokens[top]!.name === t.name) {
          partner[top] = i;
          partner[i] = top;
          break;
        }
      }
    }
  });
  return partner;
}

export interface ParseOptions {
  /** Unpaired tags of these names come back as `stray` nodes instead of text (the preview drops them). */
  strays?: ReadonlySet<string>;
}

export function parseBBCode(text: string, options: ParseOptions = {}): BBNode[] {
  const tokens = tokenize(text);
  const partner = pair(tokens);
  const root: TagNode = { kind: 'tag', name: '', open: '', children: [] };
  const stack: TagNode[] = [root];
  const pushText = (value: string) => {
    if (value === '') return;
    const siblings = stack[stack.length - 1]!.children;
    const last = siblings[siblings.length - 1];
    if (last?.kind === 'text') last.value += value;
    else siblings.push({ kind: 'text', value });
  };
  let at = 0;
  tokens.forEach((t, i) => {
    pushText(text.slice(at, t.start));
    at = t.end;
    const raw = text.slice(t.start, t.end);
    const top = stack[stack.length - 1]!;
    if (t.type === 'mention') top.children.push({ kind: 'mention', raw });
    else if (t.type === 'open' && VOID.has(t.name)) top.children.push(tag(t, raw));
    else if (t.type === 'open' && partner[i]! >= 0) {
      const node = tag(t, raw);
      top.children.push(node);
      stack.push(node);
    } else if (t.type === 'close' && partner[i]! >= 0) {
      top.close = raw;
      stack.pop();
    } else if (options.strays?.has(t.name)) top.children.push({ kind: 'stray', name: t.name, raw });
    else pushText(raw);
  });
  pushText(text.slice(at));
  return root.children;
}

function tag(t: Token, open: string): TagNode {
  return { kind: 'tag', name: t.name, open, children: [], ...(t.arg !== undefined ? { arg: t.arg } : {}) };
}

/** The tree written back as BBCode, byte for byte what was parsed. */
export function printBBCode(nodes: BBNode[]): string {
  let out = '';
  for (const n of nodes)
    out +=
      n.kind === 'text' ? n.value : n.kind !== 'tag' ? n.raw : `${n.open}${printBBCode(n.children)}${n.close ?? ''}`;
  return out;
}

// ICU MessageFormat as Weblate's `icu_message_format` check reads it: a port of pyicumessageformat 1.0.0's
// Parser (the same package in Weblate 5.10.4 and 2026.10.1) with the options weblate/checks/icu.py gives it
// (loose sub-messages, spaces inside formats, no `other` required; tags only with `icu-flags:xml` or
// `strict-xml`). Errors carry pyicumessageformat's own text and code point positions, as Weblate shows them.
//
// Linear in its input: every character is read once, except a placeholder style that turns out to be loose
// sub-messages (read twice), and the tag prefix is matched through a precomputed table (KMP) rather than at
// every `<`. Depth is bounded: sub-messages at 50 levels, as pyicumessageformat; tags are not counted there,
// and Python then stops with a RecursionError at a depth that depends on the server's stack, so a message
// nesting tags deeper than MAX_TAG_DEPTH is not judged here (IcuNotJudged: the server's verdict stands).

import {
  IcuNotJudged,
  IcuSyntaxError,
  IcuCursor,
  MAX_DEPTH,
  MAX_TAG_DEPTH,
  OFFSET,
  SUBMESSAGE,
  SUBNUMERIC,
  isAlpha,
  isDigit,
  isSpace,
  occurrences,
  type IcuOptions,
  type IcuToken,
} from './icuSyntax';

export { IcuNotJudged, IcuSyntaxError, type IcuOptions, type IcuToken } from './icuSyntax';

/** Parses `input` as Weblate does; throws IcuSyntaxError with pyicumessageformat's message. */
export function parseIcu(input: string, options: IcuOptions): IcuToken[] {
  return new IcuReader(input, options).parse();
}

class IcuReader extends IcuCursor {
  private depth = 0;
  private sawText = false;
  private tagDepth = 0;
  private readonly prefix: string[];
  private readonly prefixAt: Set<number>;

  constructor(
    input: string,
    private readonly options: IcuOptions,
  ) {
    super(input);
    this.prefix = Array.from(options.tagPrefix ?? '');
    this.prefixAt = options.allowTags && this.prefix.length > 0 ? occurrences(this.msg, this.prefix) : new Set();
  }

  parse(): IcuToken[] {
    return this.ast(undefined);
  }

  /** _parseAST: the arguments of a message; `sawText` tells whether it had literal text besides. */
  private ast(parent: IcuToken | undefined): IcuToken[] {
    const out: IcuToken[] = [];
    this.sawText = this.text(parent, false) > 0;
    while (this.i < this.length) {
      if (this.msg[this.i] === '}') {
        if (!parent) throw this.unexpected('}', this.i);
        break;
      }
      if (parent && this.options.allowTags && this.pair(this.i, '</') && this.canReadTag(true)) break;
      out.push(this.placeholder(parent));
      if (this.text(parent, false) > 0) this.sawText = true;
    }
    return out;
  }

  private canReadTag(requireClosing: boolean): boolean {
    if (!this.options.allowTags || this.at(this.i) !== '<') return false;
    if (this.options.strictTags && !requireClosing) return true;
    let current = this.i + 1;
    if (this.at(current) === '/') {
      if (this.options.strictTags) return true;
      current += 1;
    } else if (requireClosing) return false;
    if (this.prefix.length > 0) return this.prefixAt.has(current);
    return isAlpha(this.at(current));
  }

  /**
   * _parseText: literal text up to the next syntax character, quotes undone; `argStyle` reads a format
   * style. Returns how many characters Python's text has: the check reads only whether there is any (the
   * tree keeps no literal text, and styles are never compared), so none is built.
   */
  private text(parent: IcuToken | undefined, argStyle: boolean): number {
    const start = this.i;
    const hashSpecial = !!parent?.type && SUBNUMERIC.has(parent.type) && !parent.tag;
    const tagSpecial = this.options.allowTags;
    let length = 0;
    let trailingSpace = 0;
    while (this.i < this.length) {
      let c = this.msg[this.i]!;
      if (c === '{' || c === '}' || (hashSpecial && c === '#') || (tagSpecial && c === '<' && this.canReadTag(false)))
        break;
      trailingSpace = isSpace(c) ? trailingSpace + 1 : 0;
      if (c !== "'") {
        length += 1;
        this.i += 1;
        continue;
      }
      this.i += 1;
      if (this.i >= this.length) {
        length += 1;
        continue;
      }
      c = this.msg[this.i]!;
      if (c === "'") {
        length += 1;
        this.i += 1;
      } else if (c === '{' || c === '}' || (hashSpecial && c === '#') || (tagSpecial && c === '<') || argStyle) {
        this.i += 1;
        length += 1 + this.quoted();
      } else {
        this.i += 1;
        length += 2;
      }
    }
    if (argStyle && trailingSpace) {
      const trimmed = length - trailingSpace;
      if (trimmed <= 0) {
        this.i = start;
        return 0;
      }
      this.i -= trailingSpace;
      return trimmed;
    }
    return length;
  }

  /** The rest of a quoted run: up to the next lone `'` (a doubled one is a quote); its length. */
  private quoted(): number {
    let length = 0;
    while (this.i < this.length) {
      if (this.msg[this.i] === "'") {
        this.i += 1;
        if (this.at(this.i) === "'") length += 1;
        else break;
      } else length += 1;
      this.i += 1;
    }
    return length;
  }

  private placeholder(parent: IcuToken | undefined): IcuToken {
    const c = this.at(this.i);
    if (parent?.type && SUBNUMERIC.has(parent.type) && !parent.tag && c === '#') {
      this.i += 1;
      return { name: parent.name, type: 'number', hash: true };
    }
    const tag = this.tag();
    if (tag) return tag;
    if (c !== '{') throw this.expected('{');
    this.i += 1;
    this.skipSpace();
    const name = this.name(false);
    if (!name) throw this.expected('placeholder name');
    const token: IcuToken = { name };
    this.skipSpace();
    if (this.at(this.i) === '}') {
      this.i += 1;
      return token;
    }
    if (this.at(this.i) !== ',') throw this.expected(', or }');
    this.i += 1;
    this.skipSpace();
    const type = this.name(false);
    if (!type) throw this.expected('placeholder type');
    token.type = type;
    this.skipSpace();
    if (this.at(this.i) === '}') {
      if (SUBMESSAGE.has(type)) throw this.expected(`${type} sub-messages`);
      this.i += 1;
      return token;
    }
    if (this.at(this.i) !== ',') throw this.expected(', or }');
    this.i += 1;
    this.skipSpace();
    if (SUBNUMERIC.has(type) && this.offset()) this.skipSpace();
    if (SUBMESSAGE.has(type)) token.options = this.submessagesOf(token);
    else this.style(token);
    this.skipSpace();
    if (this.at(this.i) !== '}') throw this.expected('}');
    this.i += 1;
    return token;
  }

  /** A format style (`integer`, `short`), or loose sub-messages where a `{` follows it. */
  private style(token: IcuToken): void {
    const start = this.i;
    if (!this.text(token, true)) throw this.expected('placeholder style');
    this.skipSpace();
    // Python reads msg[i] here unguarded: at the end an IndexError, re-raised as a SyntaxError without text.
    if (this.i >= this.length) throw new IcuSyntaxError(undefined);
    if (this.msg[this.i] === '{') {
      this.i = start;
      token.options = this.submessagesOf(token);
    }
  }

  private submessagesOf(token: IcuToken): Map<string, IcuToken[]> {
    const messages = this.submessages(token);
    if (!messages) throw this.expected(`${token.type} sub-messages`);
    return messages;
  }

  private offset(): number {
    if (this.msg.slice(this.i, this.i + OFFSET.length).join('') !== OFFSET) return 0;
    this.i += OFFSET.length;
    this.skipSpace();
    const start = this.i;
    while (this.i < this.length && (isDigit(this.msg[this.i]) || (this.i === start && this.msg[this.i] === '-')))
      this.i += 1;
    if (start === this.i) throw this.expected('offset number');
    const digits = this.msg.slice(start, this.i).join('');
    // int("-") raises a ValueError, which Weblate does not catch.
    if (digits === '-') throw new IcuNotJudged('offset:-');
    return Number.parseInt(digits, 10);
  }

  private submessages(parent: IcuToken): Map<string, IcuToken[]> | undefined {
    const options = new Map<string, IcuToken[]>();
    this.depth += 1;
    while (this.i < this.length && this.msg[this.i] !== '}') {
      const selector = this.name(false);
      if (!selector) throw this.expected('sub-message selector');
      this.skipSpace();
      options.set(selector, this.submessage(parent));
      this.skipSpace();
    }
    this.depth -= 1;
    return options.size > 0 ? options : undefined;
  }

  private submessage(parent: IcuToken): IcuToken[] {
    if (this.depth >= MAX_DEPTH) throw new IcuSyntaxError(`Too much recursion at position ${this.i}`);
    if (this.at(this.i) !== '{') throw this.expected('{');
    this.i += 1;
    const message = this.ast(parent);
    if (this.at(this.i) !== '}') throw this.expected('}');
    this.i += 1;
    return message;
  }

  private tag(): IcuToken | undefined {
    if (!this.options.allowTags || !this.canReadTag(false)) return undefined;
    const startIdx = this.i;
    if (this.pair(this.i, '</')) throw this.unexpected('</', this.i);
    this.i += 1;
    const name = this.name(true);
    if (!name) {
      if (!this.options.strictTags) {
        this.i = startIdx;
        return undefined;
      }
      throw this.expected('tag name');
    }
    const token: IcuToken = { name, tag: true };
    this.skipSpace();
    if (this.pair(this.i, '/>')) {
      this.i += 2;
      return token;
    }
    if (this.at(this.i) !== '>') throw this.expected('> or />');
    this.i += 1;
    if (++this.tagDepth > MAX_TAG_DEPTH) throw new IcuNotJudged('tags nested too deep');
    const children = this.ast(token);
    this.tagDepth -= 1;
    token.contents = children;
    // Python keeps the contents' text too: a tag around text only is not empty (no argument inside means no
    // nested parse, so sawText is this level's).
    token.empty = children.length === 0 && !this.sawText;
    const end = this.i;
    if (end < this.length && !this.pair(end, '</')) throw this.expected('</');
    this.i += 2;
    const closeName = this.name(true);
    if (closeName !== name) throw this.expected(`</${name}>`, this.found(end), end);
    this.skipSpace();
    if (this.at(this.i) !== '>') throw this.expected('>');
    this.i += 1;
    return token;
  }
}

// A small XML reader for the upload preview's XML formats (#41: XLIFF, Qt TS, Android string resources):
// elements with their attributes, text and CDATA, each with where it lies in the text, so a file can be read
// as Weblate reads it and cut down to some of its units byte for byte. The file is person- or server-written
// text: one pass, each character looked at a bounded number of times (indexOf for the ends of comments,
// CDATA and processing instructions), no regular expression on it, an explicit stack of open elements with a
// depth limit. Entities are the five XML ones and character references; a DOCTYPE with an internal subset
// (where entity bombs live) is refused, as is anything malformed, with XmlSyntaxError naming the line.
// Written by hand rather than with a parser library: none of the well-kept ones (sax, saxes, fast-xml-parser)
// gives each element's span in the original text without a second pass, and the cut needs exactly that.

export class XmlSyntaxError extends SyntaxError {
  constructor(
    readonly line: number,
    why: string,
  ) {
    super(`line ${line}: ${why}`);
  }
}

export interface XmlText {
  kind: 'text' | 'cdata';
  /** The text as XML means it: entities decoded, line ends as \n. */
  text: string;
  start: number;
  end: number;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  attrs: Map<string, string>;
  children: XmlNode[];
  /** [start, end) of the whole element; `leadStart` also takes the blank text before it (its indentation). */
  start: number;
  end: number;
  /** The end of its start tag. */
  openEnd: number;
  leadStart: number;
}

export type XmlNode = XmlElement | XmlText;

/** Deeper than any translation file nests; beyond is refused rather than followed. */
const MAX_DEPTH = 256;

// A control character (not tab, LF, CR), U+FFFE, U+FFFF, or a surrogate not in a pair: one character class
// each, no backtracking.
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- the control characters XML forbids are what it looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a character reference names a character XML 1.0 allows. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isNameChar = (c: string | undefined) =>
  c !== undefined && !isBlank(c) && c !== '=' && c !== '>' && c !== '/' && c !== '<' && c !== '"' && c !== "'";

/** The 1-based line of `offset` (counted once, when an error is thrown). */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Reads `text` (without a BOM) into its root element. Throws XmlSyntaxError on a malformed file. */
export function parseXml(text: string): XmlElement {
  return new XmlReader(text).read();
}

/** One reading of a text: the open elements' stack and the markup readers, each moving forward only. */
class XmlReader {
  private readonly document: XmlElement;
  private readonly stack: XmlElement[];

  constructor(private readonly text: string) {
    this.document = {
      kind: 'element',
      name: '',
      attrs: new Map(),
      children: [],
      start: 0,
      end: text.length,
      openEnd: 0,
      leadStart: 0,
    };
    this.stack = [this.document];
  }

  private fail(at: number, why: string): never {
    throw new XmlSyntaxError(lineAt(this.text, at), why);
  }

  private get top(): XmlElement {
    return this.stack[this.stack.length - 1]!;
  }

  read(): XmlElement {
    const text = this.text;
    // XML 1.0's characters only: NUL and other controls, U+FFFE/U+FFFF and lone surrogates are refused,
    // as Weblate's XML parser (lxml) refuses them.
    const bad = NOT_XML_CHAR.exec(text);
    if (bad)
      this.fail(
        bad.index,
        `the character U+${bad[0]
          .charCodeAt(bad[0].length - 1)
          .toString(16)
          .toUpperCase()
          .padStart(4, '0')} is not allowed in XML`,
      );
    let i = 0;
    while (i < text.length) {
      const lt = text.indexOf('<', i);
      const stop = lt < 0 ? text.length : lt;
      if (stop > i) {
        if (this.stack.length === 1 && !isBlankRange(text, i, stop)) this.fail(i, 'text outside the root element');
        const decoded = decodeText(text, i, stop, (at, why) => this.fail(at, why));
        this.top.children.push({ kind: 'text', text: decoded, start: i, end: stop });
      }
      if (lt < 0) break;
      i = this.readMarkup(lt);
    }
    if (this.stack.length > 1) this.fail(text.length, `<${this.top.name}> is not closed`);
    const roots = elements(this.document);
    if (roots.length !== 1)
      this.fail(text.length, roots.length === 0 ? 'no root element' : 'more than one root element');
    return roots[0]!;
  }

  /** The markup at `lt`; returns the offset after it. */
  private readMarkup(lt: number): number {
    const text = this.text;
    if (text.startsWith('<!--', lt)) return this.after(lt + 4, '-->', 'a comment is not closed');
    if (text.startsWith('<?', lt)) return this.after(lt + 2, '?>', 'a processing instruction is not closed');
    if (text.startsWith('<![CDATA[', lt)) {
      if (this.stack.length === 1) this.fail(lt, 'CDATA outside the root element');
      const end = this.after(lt + 9, ']]>', 'a CDATA section is not closed');
      const body = text.slice(lt + 9, end - 3);
      this.top.children.push({ kind: 'cdata', text: body.replace(/\r\n?/g, '\n'), start: lt, end });
      return end;
    }
    if (text.startsWith('<!DOCTYPE', lt)) {
      const close = text.indexOf('>', lt);
      if (close < 0) this.fail(lt, 'a DOCTYPE is not closed');
      if (indexIn(text, '[', lt, close) >= 0)
        this.fail(lt, 'a DOCTYPE with an internal subset (entity declarations) is refused');
      return close + 1;
    }
    return text[lt + 1] === '/' ? this.closeTag(lt) : this.openTag(lt);
  }

  private after(from: number, end: string, why: string): number {
    const at = this.text.indexOf(end, from);
    return at < 0 ? this.fail(from, why) : at + end.length;
  }

  private readName(from: number): [string, number] {
    let j = from;
    while (isNameChar(this.text[j])) j++;
    if (j === from) this.fail(from, 'a name was expected');
    return [this.text.slice(from, j), j];
  }

  private skipBlanks(from: number): number {
    let j = from;
    while (isBlank(this.text[j])) j++;
    return j;
  }

  private closeTag(lt: number): number {
    const [name, j] = this.readName(lt + 2);
    const k = this.skipBlanks(j);
    if (this.text[k] !== '>') this.fail(k, `</${name}> is not closed`);
    const open = this.stack.pop()!;
    if (this.stack.length === 0 || open.name !== name) this.fail(lt, `</${name}> closes <${open.name || 'nothing'}>`);
    open.end = k + 1;
    return k + 1;
  }

  private openTag(lt: number): number {
    const text = this.text;
    const parent = this.top;
    const [name, afterName] = this.readName(lt + 1);
    const attrs = new Map<string, string>();
    let j = this.skipBlanks(afterName);
    while (text[j] !== '>' && !(text[j] === '/' && text[j + 1] === '>')) {
      if (j >= text.length) this.fail(lt, `<${name}> is not closed`);
      if (j === afterName) this.fail(j, `a blank is expected after <${name}`);
      j = this.readAttribute(j, attrs);
    }
    const selfClosing = text[j] === '/';
    const end = j + (selfClosing ? 2 : 1);
    const last = parent.children[parent.children.length - 1];
    const leadStart =
      last?.kind === 'text' && last.end === lt && isBlankRange(text, last.start, last.end) ? last.start : lt;
    const element: XmlElement = { kind: 'element', name, attrs, children: [], start: lt, end, openEnd: end, leadStart };
    parent.children.push(element);
    if (!selfClosing) {
      if (this.stack.length > MAX_DEPTH) this.fail(lt, `elements nested deeper than ${MAX_DEPTH}`);
      this.stack.push(element);
    }
    return end;
  }

  private readAttribute(from: number, attrs: Map<string, string>): number {
    const text = this.text;
    const [name, j] = this.readName(from);
    let k = this.skipBlanks(j);
    if (text[k] !== '=') this.fail(k, `the attribute ${name} has no value`);
    k = this.skipBlanks(k + 1);
    const quote = text[k];
    if (quote !== '"' && quote !== "'") return this.fail(k, `the value of ${name} is not quoted`);
    const close = text.indexOf(quote, k + 1);
    if (close < 0) this.fail(k, `the value of ${name} is not closed`);
    const lt = indexIn(text, '<', k + 1, close);
    if (lt >= 0) this.fail(lt, `< in the value of ${name}`);
    if (attrs.has(name)) this.fail(from, `the attribute ${name} is given twice`);
    attrs.set(
      name,
      decodeText(text, k + 1, close, (at, why) => this.fail(at, why)),
    );
    const next = close + 1;
    if (!isBlank(text[next]) && text[next] !== '>' && text[next] !== '/')
      this.fail(next, 'a blank is expected after a value');
    return this.skipBlanks(next);
  }
}

function isBlankRange(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isBlank(text[i])) return false;
  return true;
}

/** The first `c` in [from, to) of `text`, or -1: a search that never reads past the piece it is given. */
function indexIn(text: string, c: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (text[i] === c) return i;
  return -1;
}

/** [from, to) of `text` with its entities decoded and its line ends made \n, as an XML reader hands text on. */
function decodeText(text: string, from: number, to: number, fail: (at: number, why: string) => never): string {
  const parts: string[] = [];
  let i = from;
  for (;;) {
    const amp = indexIn(text, '&', i, to);
    const stop = amp < 0 ? to : amp;
    if (stop > i) parts.push(text.slice(i, stop));
    if (amp < 0) break;
    // Entity names are short: no semicolon close by means a bare &.
    const semi = indexIn(text, ';', amp, Math.min(to, amp + 12));
    if (semi < 0) fail(amp, 'a bare & (write &amp;)');
    parts.push(entity(text.slice(amp + 1, semi), amp, fail));
    i = semi + 1;
  }
  const joined = parts.length === 1 ? parts[0]! : parts.join('');
  return joined.indexOf('\r') < 0 ? joined : joined.replace(/\r\n?/g, '\n');
}

function entity(name: string, at: number, fail: (at: number, why: string) => never): string {
  const named = ENTITIES[name];
  if (named !== undefined) return named;
  if (name.startsWith('#')) {
    const hex = name[1] === 'x' || name[1] === 'X';
    const digits = name.slice(hex ? 2 : 1);
    const code = digits && /^[0-9a-fA-F]+$/.test(digits) ? Number.parseInt(digits, hex ? 16 : 10) : NaN;
    if (Number.isFinite(code) && isXmlChar(code) && (hex || /^\d+$/.test(digits))) return String.fromCodePoint(code);
  }
  return fail(at, `the entity &${name}; is not XML's`);
}

/** The element children of `el` named `name` (every one when `name` is undefined). */
export function elements(el: XmlElement, name?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => c.kind === 'element' && (name === undefined || c.name === name));
}

/** The text of `el` before its first child element (text and CDATA), as lxml's `.text` gives it. */
export function leadingText(el: XmlElement): string {
  const parts: string[] = [];
  for (const c of el.children) {
    if (c.kind === 'element') break;
    parts.push(c.text);
  }
  return parts.join('');
}

/** The text with `<`, `&` and `>` written as entities, as an XML writer writes text. */
export const escapeXmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Django templates: `{% translate "…" %}` / `{% trans %}` (with `context`, `as`, `noop`, filters),
// `{% blocktranslate %}…{% endblocktranslate %}` / `{% blocktrans %}` (with `count`, `with`, `context`,
// `trimmed`, `{% plural %}`), and `_("…")` in tags and variables. Each msgid is built as makemessages builds
// it (django/utils/translation/template.py, templatize): in a block `{{ name }}` is `%(name)s`, a text `%`
// is `%%` (as it is in `{% translate %}`), `trimmed` joins lines with one space. The lexer is Django's
// (`{%.*?%}` etc., one line each, `{% verbatim %}`), in one pass: a tag opener with no closer on its line
// is remembered, so a line of `{%{%{%…` is read once. The tag regexes run on one tag's text, at most
// MAX_TAG long.
import { MAX_USAGES, type KeyUsage } from './types';

type TokenType = 'text' | 'block' | 'var' | 'comment';
interface Token {
  type: TokenType;
  contents: string;
  /** Offsets of the token in the file, and of its contents (after `{%` and the spaces Django strips). */
  start: number;
  end: number;
  contentsAt: number;
}

const CLOSER: Record<string, [TokenType, string]> = {
  '%': ['block', '%}'],
  '{': ['var', '}}'],
  '#': ['comment', '#}'],
};
/** A tag longer than this is no translation (Django would read it; its regexes are not run on it here). */
const MAX_TAG = 4000;

export function djangoTokens(text: string): Token[] {
  const out: Token[] = [];
  // Per opener: where the search for its closer last failed (the line's end): no closer before there.
  const noCloserBefore: Record<string, number> = { '%': -1, '{': -1, '#': -1 };
  let verbatim: string | undefined;
  let textStart = 0;
  let lineEnd = -1;
  let i = text.indexOf('{');
  while (i >= 0 && i < text.length) {
    const kind = CLOSER[text[i + 1] ?? ''];
    const opener = text[i + 1]!;
    let close = -1;
    if (kind && i >= noCloserBefore[opener]!) {
      // The end of the line, found once per line (not once per tag: a long line of tags stays linear).
      if (lineEnd < i) {
        lineEnd = text.indexOf('\n', i);
        if (lineEnd < 0) lineEnd = text.length;
      }
      const limit = lineEnd;
      close = text.indexOf(kind[1], i + 2);
      if (close < 0 || close + 2 > limit) {
        noCloserBefore[opener] = limit;
        close = -1;
      }
    }
    if (close < 0) {
      i = text.indexOf('{', i + 1);
      continue;
    }
    const raw = text.slice(i + 2, close);
    const contents = raw.trim();
    let type = kind![0];
    if (type === 'block' && verbatim !== undefined) {
      if (contents === verbatim) verbatim = undefined;
      else type = 'text';
    } else if (type === 'block' && (contents === 'verbatim' || contents.startsWith('verbatim ')))
      verbatim = `end${contents}`;
    else if (verbatim !== undefined) type = 'text';
    if (type !== 'text') {
      if (i > textStart)
        out.push({ type: 'text', contents: text.slice(textStart, i), start: textStart, end: i, contentsAt: textStart });
      const contentsAt = i + 2 + (raw.length - raw.trimStart().length);
      out.push({ type, contents, start: i, end: close + 2, contentsAt });
      textStart = close + 2;
    }
    i = text.indexOf('{', close + 2);
  }
  if (textStart < text.length)
    out.push({
      type: 'text',
      contents: text.slice(textStart),
      start: textStart,
      end: text.length,
      contentsAt: textStart,
    });
  return out;
}

const QUOTED = String.raw`(?:"[^"]*?"|'[^']*?')`;
const CONTEXT = new RegExp(String.raw`^\s+.*context\s+(${QUOTED})\s*`, 'd');
const INLINE = new RegExp(
  String.raw`^\s*trans(?:late)?\s+(${QUOTED})(?:\s*\|\s*[^\s:]+(?::(?:[^\s'":]+|${QUOTED}))?)*(\s+.*context\s+(${QUOTED}))?\s*`,
  'd',
);
const BLOCK = new RegExp(String.raw`^\s*blocktrans(?:late)?(\s+.*context\s+(${QUOTED}))?(?:\s+|$)`);
const END_BLOCK = /^\s*endblocktrans(?:late)?$/;
const PLURAL = /^\s*plural$/;
const CONSTANT = /_\(((?:".*?")|(?:'.*?'))\)/dg;

/** Django strips every quote of its kind from both ends (`str.strip('"')`). */
const unquote = (q: string) => {
  const c = q[0]!;
  let a = 0;
  let b = q.length;
  while (a < b && q[a] === c) a++;
  while (b > a && q[b - 1] === c) b--;
  return q.slice(a, b);
};
const trimWhitespace = (s: string) => s.trim().replace(/\s*\n\s*/g, ' ');

/** The msgid of a `_("…")` constant as xgettext reads the Python templatize writes: escapes decoded. */
function pythonLiteral(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(u[\da-fA-F]{4}|x[\da-fA-F]{2}|[\s\S])/g, (all, e: string) => {
    if (e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    return (
      (
        {
          n: '\n',
          t: '\t',
          r: '\r',
          '\\': '\\',
          "'": "'",
          '"': '"',
          a: '\x07',
          b: '\b',
          f: '\f',
          v: '\v',
          '\n': '',
        } as Record<string, string>
      )[e] ?? all
    );
  });
}

interface Block {
  context?: string;
  trimmed: boolean;
  singular: string[];
  plural: string[];
  inPlural: boolean;
  start: number;
}

function constants(out: KeyUsage[], t: Token, matches: Iterable<RegExpExecArray>): void {
  for (const m of matches) {
    const at = t.contentsAt + m.indices![1]![0] + 1;
    out.push({ key: pythonLiteral(m[1]!), offset: at, length: m[1]!.length - 2, framework: 'gettext' });
  }
}

function inline(out: KeyUsage[], t: Token, m: RegExpExecArray): void {
  const literal = m[1]!;
  const key = unquote(literal).replace(/%/g, '%%');
  const context = m[2] ? unquote(CONTEXT.exec(m[2])![1]!) : undefined;
  const offset = t.contentsAt + m.indices![1]![0] + 1;
  if (key !== '')
    out.push({
      key,
      ...(context !== undefined ? { context } : {}),
      offset,
      length: literal.length - 2,
      framework: 'gettext',
    });
}

/** `trimmed` among the tag's bits (split at spaces outside quotes, as split_contents does). */
const hasTrimmed = (contents: string) =>
  ((contents.match(/"[^"]*"|'[^']*'|\S+/g) ?? []) as string[]).includes('trimmed');

/** Every msgid of a Django template, as makemessages extracts it. */
export function scanDjangoTemplate(text: string): KeyUsage[] {
  const out: KeyUsage[] = [];
  let block: Block | undefined;
  let inComment = false;
  for (const t of djangoTokens(text)) {
    if (out.length >= MAX_USAGES) break;
    // `{% comment %}…{% endcomment %}` holds no msgid (only translator comments).
    if (inComment) {
      if (t.type === 'block' && t.contents === 'endcomment') inComment = false;
      continue;
    }
    if (block) {
      if (t.type === 'block' && END_BLOCK.test(t.contents)) {
        const join = (parts: string[]) => (block!.trimmed ? trimWhitespace(parts.join('')) : parts.join(''));
        const key = join(block.singular);
        if (key !== '')
          out.push({
            key,
            ...(block.context !== undefined ? { context: block.context } : {}),
            offset: block.start,
            length: t.start - block.start,
            bare: true,
            framework: 'gettext',
          });
        block = undefined;
      } else if (t.type === 'block' && PLURAL.test(t.contents)) block.inPlural = true;
      else if (t.type === 'block')
        block = undefined; // makemessages rejects the file: no msgid from this block
      else if (t.type === 'var' || t.type === 'text') {
        const part = t.type === 'var' ? `%(${t.contents})s` : t.contents.replace(/%/g, '%%');
        (block.inPlural ? block.plural : block.singular).push(part);
      }
      continue;
    }
    if (t.type === 'block' && t.contents.length <= MAX_TAG) {
      const m = INLINE.exec(t.contents);
      const b = m ? null : BLOCK.exec(t.contents);
      if (m) inline(out, t, m);
      else if (b) {
        constants(out, t, t.contents.matchAll(CONSTANT));
        const context = b[1] ? unquote(CONTEXT.exec(b[1])![1]!) : undefined;
        block = { context, trimmed: hasTrimmed(t.contents), singular: [], plural: [], inPlural: false, start: t.end };
      } else if (t.contents === 'comment') inComment = true;
      else constants(out, t, t.contents.matchAll(CONSTANT));
    } else if (t.type === 'var' && t.contents.length <= MAX_TAG) {
      const [first, ...filters] = t.contents.split('|');
      const head = new RegExp(CONSTANT.source, 'd').exec(first!);
      if (head && head.index === 0) constants(out, t, [head]);
      let at = first!.length + 1;
      for (const f of filters) {
        const colon = f.indexOf(':_(');
        if (colon >= 0) {
          const arg = new RegExp(CONSTANT.source, 'd').exec(f.slice(colon + 1));
          if (arg && arg.index === 0) constants(out, { ...t, contentsAt: t.contentsAt + at + colon + 1 }, [arg]);
        }
        at += f.length + 1;
      }
    }
  }
  return out;
}

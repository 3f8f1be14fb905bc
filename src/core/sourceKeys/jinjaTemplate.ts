// Jinja2 templates with the i18n extension: `{% trans %}…{% pluralize %}…{% endtrans %}` (with a context
// string first, `trimmed`/`notrimmed`, variables) and gettext calls in expressions (`{{ _('…') }}`,
// `gettext`, `ngettext`, `pgettext`, … as Babel's default keywords name them). The msgid is built as
// Jinja's parser builds it (jinja2/ext.py): `{{ name }}` is `%(name)s`, a text `%` is `%%` unless the body
// names no variable, `trimmed` joins lines with one space; `{%-` and `-%}` strip the text beside them.
// One pass: a tag is read to its closer (quotes inside it skipped), `{# … #}` and `{% raw %}` are text.
import { scanCalls, type CallSpec } from './callScanner';
import { MAX_USAGES, type KeyUsage } from './types';

interface Tag {
  type: 'block' | 'var';
  contents: string;
  contentsAt: number;
  start: number;
  end: number;
  /** `{%-` / `-%}`: the whitespace of the text before / after is stripped. */
  stripBefore: boolean;
  stripAfter: boolean;
}
type Token = Tag | { type: 'data'; contents: string; start: number; end: number };

/** The end of a tag's contents (at its closer), quotes skipped; -1 when the tag is never closed. */
function tagEnd(text: string, i: number, closer: string): number {
  let quote = '';
  for (; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === closer[0] && text[i + 1] === '}') return i;
  }
  return -1;
}

export function jinjaTokens(text: string): Token[] {
  const out: Token[] = [];
  let dataStart = 0;
  let raw = false;
  let i = text.indexOf('{');
  while (i >= 0) {
    const opener = text[i + 1];
    if (opener === '#' && !raw) {
      const end = text.indexOf('#}', i + 2);
      if (i > dataStart) out.push({ type: 'data', contents: text.slice(dataStart, i), start: dataStart, end: i });
      dataStart = end < 0 ? text.length : end + 2;
      i = end < 0 ? -1 : text.indexOf('{', dataStart);
      continue;
    }
    if (opener !== '%' && (opener !== '{' || raw)) {
      i = text.indexOf('{', i + 1);
      continue;
    }
    const close = tagEnd(text, i + 2, opener === '%' ? '%}' : '}}');
    if (close < 0) break;
    const inner = text.slice(i + 2, close);
    const stripBefore = inner.startsWith('-');
    const stripAfter = inner.endsWith('-');
    const lead = stripBefore || inner.startsWith('+') ? 1 : 0;
    const body = inner.slice(lead, stripAfter ? -1 : undefined);
    const contents = body.trim();
    const isRawEdge = opener === '%' && (raw ? contents === 'endraw' : contents === 'raw');
    if (!raw || isRawEdge) {
      if (i > dataStart) out.push({ type: 'data', contents: text.slice(dataStart, i), start: dataStart, end: i });
      if (isRawEdge) raw = !raw;
      const contentsAt = i + 2 + lead + (body.length - body.trimStart().length);
      if (!isRawEdge || raw)
        out.push({
          type: opener === '%' ? 'block' : 'var',
          contents,
          contentsAt,
          start: i,
          end: close + 2,
          stripBefore,
          stripAfter,
        });
      dataStart = close + 2;
    }
    i = text.indexOf('{', close + 2);
  }
  if (dataStart < text.length)
    out.push({ type: 'data', contents: text.slice(dataStart), start: dataStart, end: text.length });
  return out;
}

// Babel's DEFAULT_KEYWORDS (babel.messages.extract): the functions `pybabel extract` looks for.
const CALLS: ReadonlyMap<string, CallSpec> = new Map([
  ['_', { key: 0 }],
  ['gettext', { key: 0 }],
  ['ngettext', { key: 0 }],
  ['ugettext', { key: 0 }],
  ['ungettext', { key: 0 }],
  ['dgettext', { key: 1 }],
  ['dngettext', { key: 1 }],
  ['dpgettext', { context: 1, key: 2 }],
  ['N_', { key: 0 }],
  ['pgettext', { context: 0, key: 1 }],
  ['npgettext', { context: 0, key: 1 }],
  ['dnpgettext', { context: 1, key: 2 }],
]);

const isBlock = (t: Token | undefined, name: string) =>
  t?.type === 'block' &&
  (t.contents === name || t.contents.startsWith(`${name} `) || t.contents.startsWith(`${name}\t`));

/** A data token's text as the lexer gives it: stripped beside `{%-` / `-%}`. */
function dataText(tokens: Token[], k: number): string {
  let s = tokens[k]!.contents;
  const before = tokens[k - 1];
  const after = tokens[k + 1];
  if (before && before.type !== 'data' && before.stripAfter) s = s.trimStart();
  if (after && after.type !== 'data' && after.stripBefore) s = s.trimEnd();
  return s;
}

/** The `{% trans … %}` header: a context string first, and `trimmed` / `notrimmed`. */
function transHeader(contents: string): { context?: string; trimmed: boolean } {
  const rest = contents.slice('trans'.length).trim();
  const m = /^(['"])((?:\\.|(?!\1)[^\\])*)\1/.exec(rest);
  const words = (m ? rest.slice(m[0].length) : rest).split(/[\s,]+/);
  const flag = words.find((w) => w === 'trimmed' || w === 'notrimmed');
  return { ...(m ? { context: m[2]! } : {}), trimmed: flag === 'trimmed' };
}

/** The trans block starting at `tokens[k]`: its usage and the index after `endtrans` (-1: not a valid block). */
function transBlock(tokens: Token[], k: number): { usage?: KeyUsage; next: number } {
  const head = tokens[k] as Tag;
  const { context, trimmed } = transHeader(head.contents);
  const parts: string[][] = [[]];
  let referenced = false;
  let j = k + 1;
  for (; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.type === 'data') parts[parts.length - 1]!.push(dataText(tokens, j));
    else if (t.type === 'var') {
      if (!/^[A-Za-z_]\w*$/.test(t.contents)) return { next: -1 }; // Jinja: a syntax error
      referenced = true;
      parts[parts.length - 1]!.push(`%(${t.contents})s`);
    } else if (isBlock(t, 'pluralize') && parts.length === 1) parts.push([]);
    else if (t.contents === 'endtrans') break;
    else return { next: -1 };
  }
  if (j >= tokens.length) return { next: -1 };
  let singular = parts[0]!.map((p) => (p.startsWith('%(') ? p : p.replace(/%/g, '%%'))).join('');
  if (trimmed) singular = singular.trim().replace(/\s*\n\s*/g, ' ');
  if (!referenced) singular = singular.replace(/%%/g, '%');
  const start = head.end;
  const end = tokens[j]!.start;
  if (singular === '') return { next: j + 1 };
  const usage: KeyUsage = {
    key: singular,
    ...(context !== undefined ? { context } : {}),
    offset: start,
    length: end - start,
    bare: true,
    framework: 'gettext',
  };
  return { usage, next: j + 1 };
}

/** Every msgid of a Jinja2 template, as Babel's Jinja2 extractor finds it. */
export function scanJinjaTemplate(text: string): KeyUsage[] {
  const tokens = jinjaTokens(text);
  const out: KeyUsage[] = [];
  let k = 0;
  while (k < tokens.length && out.length < MAX_USAGES) {
    const t = tokens[k]!;
    if (isBlock(t, 'trans')) {
      const block = transBlock(tokens, k);
      if (block.next < 0) return out; // Jinja rejects the template: Babel extracts nothing more from it
      if (block.usage) out.push(block.usage);
      k = block.next;
      continue;
    }
    if (t.type !== 'data')
      for (const u of scanCalls(t.contents, { calls: CALLS, framework: 'gettext', syntax: 'python' }))
        out.push({ ...u, offset: u.offset + t.contentsAt });
    k++;
  }
  return out;
}

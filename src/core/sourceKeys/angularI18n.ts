// Angular templates with @angular/localize: `<p i18n="meaning|description@@id">…</p>` and
// `i18n-title="…"` on an attribute. The key is the custom `@@id`, else the id Angular computes from the
// message as `$localize` serializes it: text (whitespace runs of two or more made one space, as Angular's
// whitespace removal does), `{$INTERPOLATION}` for `{{ }}`, `{$START_BOLD_TEXT}`…`{$CLOSE_BOLD_TEXT}` for
// elements, `{$START_BLOCK_IF}` for control flow, an ICU spelled out (`{VAR_PLURAL, plural, …}`), or
// `{$ICU}` with the ICU as a message of its own when text surrounds it. Names follow Angular's
// PlaceholderRegistry (@angular/compiler, src/i18n/serializers/placeholder.ts; angularPlaceholders.ts).
import { computeMsgId } from './angularMsgId';
import { Registry } from './angularPlaceholders';
import {
  parseTemplate,
  VOID_ELEMENTS as VOID,
  type TplElement,
  type TplIcu,
  type TplNode,
  type TplText,
} from './angularTemplate';
import { MAX_USAGES, type KeyUsage } from './types';

// Angular's whitespace characters (WS_CHARS), without U+00A0 (`&nbsp;` is kept).
const WS_RUN = /[ \f\n\r\t\v\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]{2,}/g;
const NOT_BLANK = /[^ \f\n\r\t\v\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** formatI18nPlaceholderName without camel case: upper case, anything else than [A-Z0-9_] made `_`. */
const publicName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');

/** The name `// i18n(ph="name")` gives an interpolation, as Angular's _CUSTOM_PH_EXP finds it. */
function customPlaceholder(expression: string): string | undefined {
  const m = /\/\/[\s\S]*i18n[\s\S]*\([\s\S]*ph[\s\S]*=[\s\S]*("|')([\s\S]*?)\1[\s\S]*\)/.exec(
    expression.length < 2000 ? expression : '',
  );
  return m?.[2];
}

interface Out {
  /** How deep serialize is inside the message. */
  depth: number;
  /** The template's text (an ICU placeholder is named by its source). */
  src: string;
  /** ICUs met inside: each is a message of its own. */
  icus: TplIcu[];
}

function textParts(node: TplText, reg: Registry, inIcu: boolean, formatPh: (n: string) => string): string {
  let text = '';
  for (const part of node.parts) {
    if (typeof part === 'string') text += inIcu ? part : part.replace(WS_RUN, ' ');
    else text += formatPh(reg.placeholder(customPlaceholder(part.expression) ?? 'INTERPOLATION', part.expression));
  }
  return text;
}

const isBlankText = (n: TplNode) =>
  n.kind === 'text' && n.parts.every((p) => typeof p === 'string' && !NOT_BLANK.test(p));

/** Angular's whitespace removal drops blank text, except beside an ICU (where it is one space or kept). */
function significantNodes(nodes: TplNode[]): TplNode[] {
  return nodes.filter((n, k) => !isBlankText(n) || nodes[k - 1]?.kind === 'icu' || nodes[k + 1]?.kind === 'icu');
}

/**
 * The message text of `nodes` (a message's content, or an ICU case's when `inIcu`): the $localize form
 * (`{$NAME}`) outside ICUs, the ICU form (`{NAME}`) inside them. Names are given in Angular's order: an
 * element's children before its own start and close tags, an ICU's cases before its variable.
 */
function serialize(nodes: TplNode[], reg: Registry, out: Out, inIcu: boolean, isIcuMessage: boolean): string {
  if (++out.depth > MAX_DEPTH) throw new TooDeep();
  const formatPh = (n: string) => (inIcu ? `{${publicName(n)}}` : `{$${publicName(n)}}`);
  let text = '';
  for (const node of inIcu ? nodes : significantNodes(nodes)) {
    if (node.kind === 'text') text += textParts(node, reg, inIcu, formatPh);
    else if (node.kind === 'element') {
      const isVoid = VOID.has(node.name.toLowerCase());
      const inner = serialize(node.children, reg, out, inIcu, false);
      const start = formatPh(reg.tag(node, isVoid));
      text += isVoid ? start : start + inner + formatPh(reg.close(node.name));
    } else if (node.kind === 'block') {
      const inner = serialize(node.children, reg, out, inIcu, false);
      if (node.name === 'switch') text += inner;
      else
        text +=
          formatPh(reg.block(node.name, node.parameters, false)) + inner + formatPh(reg.block(node.name, [], true));
    } else if (inIcu || isIcuMessage) text += icuText(node, reg, out);
    else {
      // The cases are visited with this message's names (they take theirs), the ICU becomes a message of its own.
      icuText(node, reg, out, false);
      text += formatPh(reg.placeholder('ICU', out.src.slice(node.start, node.end)));
      out.icus.push(node);
    }
  }
  out.depth--;
  return text;
}

/** Deeper nesting inside one message than any real template has: no id is given for it (no stack overflow). */
const MAX_DEPTH = 200;
class TooDeep extends Error {}

function icuText(icu: TplIcu, reg: Registry, out: Out, named = true): string {
  const cases = icu.cases.map((c) => `${c.value} {${serialize(c.children, reg, out, true, false)}}`);
  return named ? `{${reg.var(icu.type)}, ${icu.type}, ${cases.join(' ')}}` : '';
}

interface Meta {
  meaning: string;
  customId?: string;
  /** Offset of the custom id in the attribute value as written. */
  customIdAt?: number;
}

/** Angular's parseI18nMeta: `meaning|description@@id`, trimmed. */
function parseMeta(raw: string): Meta {
  const lead = raw.length - raw.trimStart().length;
  const meta = raw.trim();
  const idAt = meta.indexOf('@@');
  const bar = meta.indexOf('|');
  const meaningAndDescription = idAt > -1 ? meta.slice(0, idAt) : meta;
  const customId = idAt > -1 ? meta.slice(idAt + 2) : '';
  const meaning = bar > -1 ? meaningAndDescription.slice(0, bar) : '';
  return { meaning, ...(customId ? { customId, customIdAt: lead + idAt + 2 } : {}) };
}

interface Span {
  offset: number;
  length: number;
  bare?: true;
}

function pushMessage(out: KeyUsage[], src: string, base: number, nodes: TplNode[], meta: Meta, span: Span): void {
  const content: Out = { icus: [], src, depth: 0 };
  const significant = significantNodes(nodes);
  if (significant.length === 0) return; // an element with nothing but whitespace: Angular makes no message
  const isIcuMessage = significant.length === 1 && significant[0]!.kind === 'icu';
  let text: string;
  try {
    text = serialize(isIcuMessage ? significant : nodes, new Registry(), content, false, isIcuMessage);
  } catch (err) {
    if (err instanceof TooDeep) return;
    throw err;
  }
  out.push({ key: meta.customId ?? computeMsgId(text, meta.meaning), ...span, framework: 'angular' });
  // Each ICU among text is a message of its own (no meaning), its span the ICU's source.
  for (const icu of content.icus)
    if (out.length < MAX_USAGES)
      pushMessage(
        out,
        src,
        base,
        [icu],
        { meaning: '' },
        { offset: base + icu.start, length: icu.end - icu.start, bare: true },
      );
}

/** An attribute value's parts: text and `{{ }}` interpolations. */
function attributeParts(value: string): TplText['parts'] {
  const parts: TplText['parts'] = [];
  let i = 0;
  for (;;) {
    const open = value.indexOf('{{', i);
    const close = open < 0 ? -1 : value.indexOf('}}', open + 2);
    if (close < 0) break;
    if (open > i) parts.push(value.slice(i, open));
    parts.push({ expression: value.slice(open + 2, close) });
    i = close + 2;
  }
  if (i < value.length) parts.push(value.slice(i));
  return parts;
}

/** The span of an element's content without its leading and trailing whitespace (where the hint goes). */
function contentSpan(src: string, el: TplElement, base: number): Span {
  let start = el.contentStart;
  let end = el.contentEnd;
  while (start < end && /\s/.test(src[start]!)) start++;
  while (end > start && /\s/.test(src[end - 1]!)) end--;
  return { offset: base + start, length: end - start, bare: true };
}

/** Messages of one element: its content when it has `i18n`, each attribute named by an `i18n-<name>`. */
function elementMessages(out: KeyUsage[], src: string, base: number, el: TplElement, content: boolean): void {
  for (const a of el.attrs) {
    if (a.name !== 'i18n' && !a.name.startsWith('i18n-')) continue;
    const meta = parseMeta(a.value);
    const idSpan = (m: Meta) =>
      m.customId ? { offset: base + a.valueStart + m.customIdAt!, length: m.customId.length } : undefined;
    if (a.name === 'i18n') {
      if (content) pushMessage(out, src, base, el.children, meta, idSpan(meta) ?? contentSpan(src, el, base));
      continue;
    }
    const target = el.attrs.find((t) => t.name === a.name.slice(5));
    if (!target?.value) continue;
    const text: TplText = {
      kind: 'text',
      parts: attributeParts(target.value),
      start: target.valueStart,
      end: target.valueEnd,
    };
    const span = idSpan(meta) ?? { offset: base + target.valueStart, length: target.valueEnd - target.valueStart };
    pushAttribute(out, text, meta, span);
  }
}

/** An attribute's message: its value as written (Angular removes no whitespace there). */
function pushAttribute(out: KeyUsage[], value: TplText, meta: Meta, span: Span): void {
  const text = textParts(value, new Registry(), true, (n) => `{$${publicName(n)}}`);
  out.push({ key: meta.customId ?? computeMsgId(text, meta.meaning), ...span, framework: 'angular' });
}

/** Every i18n message of an Angular template (a .html file, or an inline template's text placed at `base`). */
export function scanAngularI18n(src: string, base = 0): KeyUsage[] {
  if (!src.includes('i18n')) return [];
  const out: KeyUsage[] = [];
  // Each node with whether an ancestor is an i18n element: Angular rejects an i18n element inside another,
  // so its content is serialized once, for the outermost (attributes inside are still messages).
  const stack: [TplNode, boolean][] = parseTemplate(src)
    .reverse()
    .map((n) => [n, false]);
  while (stack.length > 0 && out.length < MAX_USAGES) {
    const [node, inside] = stack.pop()!;
    const isI18n = node.kind === 'element' && node.attrs.some((a) => a.name === 'i18n');
    if (node.kind === 'element') elementMessages(out, src, base, node, !inside);
    const children =
      node.kind === 'icu' ? node.cases.flatMap((c) => c.children) : node.kind === 'text' ? [] : node.children;
    for (let k = children.length - 1; k >= 0; k--) stack.push([children[k]!, inside || isI18n]);
  }
  return out.sort((a, b) => a.offset - b.offset).slice(0, MAX_USAGES);
}

// A react-i18next `<Trans>` as a key usage. Its key is `i18nKey` when written, else its children as
// react-i18next joins them (transKey.ts), else `defaults`. `ns`, `context` and `count` (or a `{{count}}`
// child) are read as react-i18next reads them; `t={t}` brings that `t`'s useTranslation namespace and
// keyPrefix (react-i18next translates with the given `t`). Without `t` a Trans uses the default namespace,
// not the one of a useTranslation around it. The span of a key made from children is the children's text
// (trimmed): hints go after it, hovers and references find it there.
import type * as TS from 'typescript';
import {
  i18nextKey,
  optionParts,
  tCallOptions,
  type Binding,
  type I18nextOptions,
  type KeyOptions,
} from './i18nextUsage';
import { transChildrenKey } from './transKey';
import type { KeyUsage } from './types';

type Literal = TS.StringLiteral | TS.NoSubstitutionTemplateLiteral;

interface TransProps {
  i18nKey?: Literal;
  defaults?: Literal;
  options: KeyOptions;
  tName?: string;
}

function transProps(ts: typeof TS, sf: TS.SourceFile, opening: TS.JsxOpeningLikeElement): TransProps {
  const out: TransProps = { options: {} };
  const literal = (n: TS.Node | undefined): Literal | undefined =>
    n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n : undefined;
  for (const a of opening.attributes.properties) {
    if (!ts.isJsxAttribute(a) || !a.initializer) continue;
    const expression = ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer;
    const value = literal(expression);
    switch (a.name.getText(sf)) {
      case 'i18nKey':
        out.i18nKey = value;
        break;
      case 'defaults':
        out.defaults = value;
        break;
      case 'ns':
        if (value) out.options.ns = value.text;
        break;
      case 'context':
        if (value?.text) out.options.context = value.text;
        break;
      case 'count':
        out.options.plural = 'cardinal';
        break;
      case 't':
        if (expression && ts.isIdentifier(expression)) out.tName = expression.text;
        break;
      case 'tOptions': {
        // react-i18next takes context and count from tOptions where the props give none (ns only from `ns`).
        const o = tCallOptions(ts, expression);
        if (o.context) out.options.context ??= o.context;
        if (o.plural) out.options.plural ??= o.plural;
        break;
      }
    }
  }
  return out;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** The usage of the `<Trans>` element `node` (opening tag already known to be `Trans`), if it names a key. */
export function transUsage(
  ts: typeof TS,
  sf: TS.SourceFile,
  node: TS.JsxElement | TS.JsxSelfClosingElement,
  options: I18nextOptions,
  binding: (name: string) => Binding | undefined,
  base: number,
): KeyUsage | undefined {
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  const props = transProps(ts, sf, opening);
  const bound = props.tName ? binding(props.tName) : undefined;
  const children = ts.isJsxElement(node) ? transChildrenKey(ts, sf, node.children, options.trans) : undefined;
  if (children?.count && !props.options.plural) props.options.plural = 'cardinal';
  const usage = (written: string, offset: number, length: number, bare: boolean): KeyUsage | undefined =>
    written === ''
      ? undefined
      : {
          ...i18nextKey(written, options, bound, props.options.ns),
          ...optionParts(props.options),
          offset: base + offset,
          length,
          framework: 'i18next',
          ...(bare ? { bare: true as const } : {}),
        };
  const literalUsage = (lit: Literal) => {
    const start = lit.getStart(sf) + 1;
    return usage(lit.text, start, lit.getEnd() - 1 - start, false);
  };
  if (props.i18nKey) return literalUsage(props.i18nKey);
  // Children of only whitespace (`&nbsp;`) name no string anyone translates; the extractor skips them too.
  if (children?.key.trim() && ts.isJsxElement(node)) {
    const text = sf.text;
    let start = node.openingElement.getEnd();
    let end = node.closingElement.getStart(sf);
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    return usage(children.key, start, end - start, true);
  }
  return props.defaults ? literalUsage(props.defaults) : undefined;
}

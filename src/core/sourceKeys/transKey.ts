// The key of a react-i18next `<Trans>` without `i18nKey`: its children as react-i18next's nodesToString
// writes them at run time (TransWithoutContext.js), from the children the JSX compiler hands it. So the
// compiler's rules come first: JSX text has its entities decoded, then each line is trimmed, lines of only
// whitespace dropped and the rest joined by one space (cleanJsxText); an empty
// `{}` or `{/* comment */}` is no child. Then nodesToString: a string as it is; `{{name}}` (an object of one
// property, `format` aside) as `{{name}}` or `{{name, format}}`; an element kept by name when it is one of
// transKeepBasicHtmlNodesFor (br strong i p) with at most its children as props (`<br/>`, `<strong>…</strong>`),
// else numbered by its index among its parent's children (`<1>…</1>`, `<3></3>` when it has no children or
// is an `i18nIsDynamicList`). A child known only at run time (`{fmt(n)}`) is numbered as an empty element,
// as i18next's extractor writes it; a plain identifier `{name}` is written `{{name}}` the same way.
import type * as TS from 'typescript';
import { decodeJsxEntities } from './jsxEntities';

export interface TransOptions {
  /** react-i18next's transSupportBasicHtmlNodes (default true). */
  keepBasicHtmlNodes: boolean;
  /** transKeepBasicHtmlNodesFor (default br strong i p). */
  keepNodesFor: readonly string[];
}

export const DEFAULT_TRANS_OPTIONS: TransOptions = {
  keepBasicHtmlNodes: true,
  keepNodesFor: ['br', 'strong', 'i', 'p'],
};

export interface TransChildren {
  /** The key nodesToString makes; '' when the children make none. */
  key: string;
  /** A `{{count}}` among the children: react-i18next takes the plural count from it. */
  count: boolean;
}

/** One child as the compiler hands it to React: a string, an interpolation object, an element, or unknown. */
type Child =
  | { kind: 'text'; text: string }
  | { kind: 'object'; name: string; format?: string; count: boolean }
  | { kind: 'element'; node: TS.JsxElement | TS.JsxSelfClosingElement | TS.JsxFragment }
  | { kind: 'dynamic' };

/**
 * The lines of JSX text cleaned as the compilers do (entities already decoded): each line trimmed of the
 * spaces and tabs at its line breaks, lines of only whitespace dropped, the rest joined by one space. A tab
 * inside a line stays (TypeScript, SWC and i18next's extractor keep it; Babel alone writes a space).
 */
export function cleanJsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  for (let i = 0; i < lines.length; i++) if (/[^ \t]/.test(lines[i]!)) lastNonEmpty = i;
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (i !== 0) line = line.replace(/^[ \t]+/, '');
    if (i !== lines.length - 1) line = line.replace(/[ \t]+$/, '');
    if (!line) continue;
    out += i !== lastNonEmpty ? `${line} ` : line;
  }
  return out;
}

export function transChildrenKey(
  ts: typeof TS,
  sf: TS.SourceFile,
  children: TS.NodeArray<TS.JsxChild>,
  options: TransOptions,
): TransChildren {
  const state = { count: false };
  const key = nodesToString(ts, sf, compiledChildren(ts, sf, children, state), options, state);
  return { key, count: state.count };
}

const propertyName = (ts: typeof TS, sf: TS.SourceFile, p: TS.ObjectLiteralElementLike): string | undefined =>
  ts.isShorthandPropertyAssignment(p) || ts.isPropertyAssignment(p) ? p.name.getText(sf) : undefined;

function objectChild(ts: typeof TS, sf: TS.SourceFile, o: TS.ObjectLiteralExpression): Child {
  const names: string[] = [];
  let format: string | undefined;
  for (const p of o.properties) {
    const name = propertyName(ts, sf, p);
    if (name === undefined) return { kind: 'dynamic' };
    if (name === 'format' && ts.isPropertyAssignment(p)) {
      const value = p.initializer;
      format = ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : undefined;
      if (format === undefined) return { kind: 'dynamic' };
    } else names.push(name);
  }
  if (names.length !== 1) return { kind: 'dynamic' };
  const name = names[0]!.replace(/^['"]|['"]$/g, '');
  return { kind: 'object', name, ...(format !== undefined ? { format } : {}), count: name === 'count' };
}

/** The children React receives: empty text and empty expressions gone, as the compiler drops them. */
function compiledChildren(
  ts: typeof TS,
  sf: TS.SourceFile,
  children: TS.NodeArray<TS.JsxChild>,
  state: { count: boolean },
): Child[] {
  const out: Child[] = [];
  for (const c of children) {
    if (ts.isJsxText(c)) {
      const text = cleanJsxText(decodeJsxEntities(c.text));
      if (text) out.push({ kind: 'text', text });
    } else if (ts.isJsxExpression(c)) {
      const e = c.expression;
      if (!e) continue;
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) out.push({ kind: 'text', text: e.text });
      else if (ts.isObjectLiteralExpression(e)) {
        const child = objectChild(ts, sf, e);
        if (child.kind === 'object' && child.count) state.count = true;
        out.push(child);
      } else if (ts.isIdentifier(e)) out.push({ kind: 'object', name: e.text, count: false });
      else out.push({ kind: 'dynamic' });
    } else out.push({ kind: 'element', node: c });
  }
  return out;
}

function nodesToString(
  ts: typeof TS,
  sf: TS.SourceFile,
  children: Child[],
  options: TransOptions,
  state: { count: boolean },
): string {
  const keep = options.keepBasicHtmlNodes ? options.keepNodesFor : [];
  let out = '';
  children.forEach((child, index) => {
    if (child.kind === 'text') out += child.text;
    else if (child.kind === 'object')
      out += `{{${child.format !== undefined ? `${child.name}, ${child.format}` : child.name}}}`;
    else if (child.kind === 'dynamic') out += `<${index}></${index}>`;
    else {
      const el = elementParts(ts, sf, child.node);
      const inner = compiledChildren(ts, sf, el.children, state);
      // React's props: the attributes (but `key`) and `children` when there are any.
      const props = el.props + (inner.length > 0 ? 1 : 0);
      const kept = el.type !== undefined && keep.includes(el.type);
      if (inner.length === 0 && kept && props === 0) out += `<${el.type}/>`;
      else if ((inner.length === 0 && (!kept || props > 0)) || el.dynamicList) out += `<${index}></${index}>`;
      else if (kept && props <= 1) out += `<${el.type}>${nodesToString(ts, sf, inner, options, state)}</${el.type}>`;
      else out += `<${index}>${nodesToString(ts, sf, inner, options, state)}</${index}>`;
    }
  });
  return out;
}

interface ElementParts {
  /** An intrinsic element's tag name (`strong`); undefined for a component or a fragment. */
  type: string | undefined;
  /** Its props but `children` (a spread counts as more than one: it may hold anything). */
  props: number;
  dynamicList: boolean;
  children: TS.NodeArray<TS.JsxChild>;
}

function elementParts(
  ts: typeof TS,
  sf: TS.SourceFile,
  node: TS.JsxElement | TS.JsxSelfClosingElement | TS.JsxFragment,
): ElementParts {
  if (ts.isJsxFragment(node)) return { type: undefined, props: 0, dynamicList: false, children: node.children };
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  const tag = opening.tagName;
  const type = ts.isIdentifier(tag) && /^[a-z]/.test(tag.text) ? tag.text : undefined;
  let props = 0;
  let dynamicList = false;
  for (const a of opening.attributes.properties) {
    if (ts.isJsxSpreadAttribute(a)) props += 2;
    else if (a.name.getText(sf) !== 'key') {
      props++;
      if (a.name.getText(sf) === 'i18nIsDynamicList') dynamicList = true;
    }
  }
  const children = ts.isJsxElement(node) ? node.children : ts.factory.createNodeArray<TS.JsxChild>([]);
  return { type, props, dynamicList, children };
}

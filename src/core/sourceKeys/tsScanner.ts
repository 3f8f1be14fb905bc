// Keys in JavaScript and TypeScript (and a Vue file's <script>), read with the TypeScript compiler's
// parser: only string literals in the right place count, so a `t` in a comment or a template string
// does not. i18next / react-i18next: `t('k')`, `i18n.t('k')`, `<Trans i18nKey="k">`, `ns:k`, `{ ns }`, and
// `const { t } = useTranslation('ns', { keyPrefix })` for the calls of that `t` in its function.
// vue-i18n: `$t`, `t`, `$tc`, `tc`, `te` on anything. ngx-translate: `instant`, `get` and `stream` on a
// receiver named like a translate service, `marker('k')`, and a component's inline `template`. Over 300
// lines, scanTypeScript over 100: one walk of the tree whose cases share its state (codeSizes.test.ts).
import type * as TS from 'typescript';
import { scanAngularTemplate } from './angular';
import { scanAngularI18n } from './angularI18n';
import { localizeUsage } from './localizeUsage';
import {
  DEFAULT_I18NEXT,
  i18nextKey,
  optionParts,
  tCallOptions,
  type Binding,
  type I18nextOptions,
} from './i18nextUsage';
import { transUsage } from './transUsage';
import { loadTypeScript } from './typescript';
import { MAX_USAGES, type Framework, type KeyUsage } from './types';

export interface TsScanOptions {
  framework: 'i18next' | 'vue-i18n' | 'ngx-translate';
  /** tsx, jsx, ts or js: how the parser reads the text (JSX only in tsx/jsx). */
  kind: 'ts' | 'tsx' | 'js' | 'jsx';
  /** Custom translation functions (`translate`, `i18n.text`): their first string argument is a key. */
  extra?: readonly string[];
  /** Where the text sits in the file (a Vue <script> block): added to every offset. */
  base?: number;
  /** false: walk every node (the test that the skipping changes no answer compares with it). */
  skipUnrelated?: boolean;
  /** i18next's separators and Trans options from the project's configuration (i18next's defaults otherwise). */
  i18next?: I18nextOptions;
  /** @angular/localize: a component's inline `template` is read for `i18n` attributes. */
  angularI18n?: boolean;
}

/** The functions whose first string argument is a key, per framework (completion reads them too). */
export const TS_CALLS: Record<TsScanOptions['framework'], ReadonlySet<string>> = {
  i18next: new Set(['t']),
  'vue-i18n': new Set(['t', '$t', 'tc', '$tc', 'te', '$te']),
  'ngx-translate': new Set(['marker']),
};
/** TranslateService's methods: a key only when called on something named like the service. */
export const NGX_METHODS: ReadonlySet<string> = new Set(['instant', 'get', 'stream']);
export const isTranslateReceiver = (full: string) =>
  full.includes('.') && /translat/i.test(full.slice(0, full.lastIndexOf('.')));
const HOOKS = new Set(['useTranslation', 'withTranslation', 'getFixedT']);

/**
 * The names a file imports ngx-translate-extract's `marker` under (`import { marker as _ } from
 * '@biesbjerg/ngx-translate-extract-marker'`), as the extractor's marker parser follows them.
 */
function markerAliases(text: string): string[] {
  if (!text.includes('ngx-translate-extract-marker')) return [];
  const out: string[] = [];
  for (const m of text.matchAll(
    /import\s*\{([^}]{0,500})\}\s*from\s*['"][^'"]{0,100}ngx-translate-extract-marker['"]/g,
  ))
    for (const alias of m[1]!.matchAll(/\bmarker\s+as\s+([A-Za-z_$][\w$]*)/g)) out.push(alias[1]!);
  return out;
}

export function scanTypeScript(text: string, options: TsScanOptions): KeyUsage[] {
  const aliases = options.framework === 'ngx-translate' ? markerAliases(text) : [];
  const extra = new Set(options.extra ?? []);
  const candidates = candidateNames(options.framework, extra, options.angularI18n);
  for (const a of aliases) candidates.add(a);
  const words = nameOffsets(text, candidates);
  // No word that can make a usage: nothing to parse (most files of a project).
  if (words.length === 0 && options.skipUnrelated !== false) return [];
  const ts = loadTypeScript();
  const kinds = { ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX };
  let sf: TS.SourceFile;
  try {
    // JSDoc is never a key usage: not parsing it saves the parser work on commented code.
    sf = ts.createSourceFile(
      `file.${options.kind}`,
      text,
      { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
      false,
      kinds[options.kind],
    );
  } catch (err) {
    // The compiler's parser recurses per nesting level: a file nested deeper than the stack allows
    // (generated code) has no usages we can read, which is better than a failed hint provider.
    if (err instanceof RangeError) return [];
    throw err;
  }
  const calls =
    aliases.length > 0 ? new Set([...TS_CALLS[options.framework], ...aliases]) : TS_CALLS[options.framework];
  const ngx = options.framework === 'ngx-translate';
  const base = options.base ?? 0;
  const out: KeyUsage[] = [];
  // One map per function: the `t`s that useTranslation bound there, with their namespace and prefix.
  const scopes: Map<string, Binding>[] = [new Map()];
  const binding = (name: string) => {
    for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.has(name)) return scopes[i]!.get(name);
    return undefined;
  };

  const literal = (n: TS.Node | undefined): TS.StringLiteral | TS.NoSubstitutionTemplateLiteral | undefined =>
    n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n : undefined;
  const i18next = options.i18next ?? DEFAULT_I18NEXT;
  const push = (
    lit: TS.StringLiteral | TS.NoSubstitutionTemplateLiteral,
    framework: Framework,
    bound?: Binding,
    callOptions?: TS.Node,
  ) => {
    if (out.length >= MAX_USAGES || lit.text === '') return;
    const start = lit.getStart(sf) + 1;
    const span = { offset: base + start, length: lit.getEnd() - 1 - start, framework };
    if (options.framework !== 'i18next') {
      const namespace = bound?.namespace;
      const key = bound?.prefix ? `${bound.prefix}.${lit.text}` : lit.text;
      out.push({ key, ...(namespace ? { namespace } : {}), ...span });
      return;
    }
    const o = tCallOptions(ts, callOptions);
    out.push({ ...i18nextKey(lit.text, i18next, bound, o.ns), ...optionParts(o), ...span });
  };
  /** The called name (`t`, the `instant` of `translate.instant`); undefined for other callees. */
  const lastName = (e: TS.Expression): string | undefined =>
    ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
  // The dotted path is text cut from the file: read only when custom functions or ngx-translate ask for it.
  const fullName = (e: TS.Expression): string => (ts.isIdentifier(e) ? e.text : e.getText(sf).replace(/\s+/g, ''));
  const wantsFull = extra.size > 0 || ngx;
  const bindHook = (d: TS.VariableDeclaration) => {
    const init = d.initializer;
    if (!init || !ts.isCallExpression(init)) return;
    // `useTranslation(…)`, or `i18n.getFixedT(lng, ns, keyPrefix)` on an instance.
    const callee = ts.isIdentifier(init.expression)
      ? init.expression.text
      : ts.isPropertyAccessExpression(init.expression) && init.expression.name.text === 'getFixedT'
        ? 'getFixedT'
        : undefined;
    if (!callee || !HOOKS.has(callee)) return;
    const fixed = callee === 'getFixedT';
    const first = init.arguments[fixed ? 1 : 0];
    const namespace =
      literal(first)?.text ??
      (first && ts.isArrayLiteralExpression(first) ? literal(first.elements[0])?.text : undefined);
    let prefix: string | undefined;
    const opts = init.arguments[fixed ? 2 : 1];
    if (opts && ts.isObjectLiteralExpression(opts)) {
      for (const p of opts.properties)
        if (ts.isPropertyAssignment(p) && p.name.getText(sf) === 'keyPrefix') prefix = literal(p.initializer)?.text;
    }
    if (fixed) prefix = literal(opts)?.text ?? prefix;
    const names: string[] = [];
    if (ts.isIdentifier(d.name)) names.push(d.name.text);
    else if (ts.isObjectBindingPattern(d.name)) {
      for (const el of d.name.elements)
        if ((el.propertyName?.getText(sf) ?? el.name.getText(sf)) === 't' && ts.isIdentifier(el.name))
          names.push(el.name.text);
    } else if (
      ts.isArrayBindingPattern(d.name) &&
      d.name.elements[0] &&
      ts.isBindingElement(d.name.elements[0]) &&
      ts.isIdentifier(d.name.elements[0].name)
    )
      names.push(d.name.elements[0].name.text);
    for (const name of names) {
      scopes[scopes.length - 1]!.set(name, { namespace, prefix });
      if (!calls.has(name)) skipping = false;
    }
  };

  // A subtree without a word that can make a usage is passed over whole: most of a big file is code around
  // the keys. Nodes come in source order, so one pointer runs along the words' offsets (found again by a
  // binary search should a node ever start before the one before it). A hook that binds a name of its own
  // (`const { t: tr } = useTranslation()`) makes any later call a candidate: no more skips.
  let nextWord = 0;
  let lastPos = 0;
  let skipping = options.skipUnrelated ?? true;
  const unskippable = (node: TS.Node) => {
    if (node.pos < lastPos) nextWord = firstAtOrAfter(words, node.pos);
    lastPos = node.pos;
    while (nextWord < words.length && words[nextWord]! < node.pos) nextWord++;
    return nextWord < words.length && words[nextWord]! < node.end;
  };

  // An explicit stack, not recursion: a deeply nested file (generated code) must not overflow the stack.
  const stack: (TS.Node | 'pop')[] = [sf];
  const pushChild = (c: TS.Node) => {
    stack.push(c);
  };
  while (stack.length > 0 && out.length < MAX_USAGES) {
    const node = stack.pop()!;
    if (node === 'pop') {
      scopes.pop();
      continue;
    }
    if (skipping && !unskippable(node)) continue;
    if (ts.isFunctionLike(node)) {
      scopes.push(new Map());
      stack.push('pop');
    }
    if (ts.isVariableDeclaration(node)) bindHook(node);
    else if (ts.isCallExpression(node)) {
      const key = literal(node.arguments[0]);
      const last = key && lastName(node.expression);
      if (key && last) {
        const full = wantsFull ? fullName(node.expression) : last;
        const bound = ts.isIdentifier(node.expression) ? binding(last) : undefined;
        if (extra.has(full) || extra.has(last)) push(key, 'custom', bound, node.arguments[1]);
        else if (calls.has(last) || bound) push(key, options.framework, bound, node.arguments[1]);
        else if (ngx && NGX_METHODS.has(last) && isTranslateReceiver(full)) push(key, options.framework);
      }
    } else if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === '$localize') {
      const usage = out.length < MAX_USAGES ? localizeUsage(ts, sf, node.template, base) : undefined;
      if (usage) out.push(usage);
    } else if ((ngx || options.angularI18n) && ts.isPropertyAssignment(node) && node.name.getText(sf) === 'template') {
      // An inline template: its raw text (between the quotes, escapes as written) is read like a .html file.
      const lit = literal(node.initializer);
      if (lit && out.length < MAX_USAGES) {
        const start = lit.getStart(sf) + 1;
        const template = text.slice(start, lit.getEnd() - 1);
        if (ngx) out.push(...scanAngularTemplate(template, base + start));
        if (options.angularI18n) out.push(...scanAngularI18n(template, base + start));
      }
    } else if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxElement(node)) &&
      options.framework === 'i18next' &&
      isTrans(ts, node)
    ) {
      const usage = out.length < MAX_USAGES ? transUsage(ts, sf, node, i18next, binding, base) : undefined;
      if (usage) out.push(usage);
    }
    // Children pushed in order, then that run reversed in place: popped in source order, no array per node
    // (nor a closure or a swap's array: a 5,000-line file has some 100,000 nodes, and the collector noticed).
    const first = stack.length;
    node.forEachChild(pushChild);
    for (let i = first, j = stack.length - 1; i < j; i++, j--) {
      const swap = stack[i]!;
      stack[i] = stack[j]!;
      stack[j] = swap;
    }
  }
  return out;
}

const isTrans = (ts: typeof TS, node: TS.JsxSelfClosingElement | TS.JsxElement) => {
  const tag = ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName;
  return ts.isIdentifier(tag) && tag.text === 'Trans';
};

/** The identifiers that can start a usage: the framework's calls and methods, hooks, `Trans`, `template`. */
function candidateNames(
  framework: TsScanOptions['framework'],
  extra: ReadonlySet<string>,
  angularI18n = false,
): Set<string> {
  // `$localize` is Angular's global: a tagged template of it is a message in any project.
  const names = new Set([...TS_CALLS[framework], ...HOOKS, 'Trans', '$localize']);
  if (framework === 'ngx-translate' || angularI18n) names.add('template');
  if (framework === 'ngx-translate') for (const n of NGX_METHODS) names.add(n);
  // A custom function by its dotted path (`i18n.text`) is called by its last name.
  for (const e of extra) names.add(e.slice(e.lastIndexOf('.') + 1));
  return names;
}

/** The index of the first of the ascending `offsets` at or after `pos`. */
function firstAtOrAfter(offsets: readonly number[], pos: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid]! < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const isWordChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36 || c > 127;

/**
 * The offsets of every whole word of `text` that is one of `names` (in comments and strings too: a word
 * too many only means a subtree is walked). One pass; a word is cut out only when its length is a name's.
 */
export function nameOffsets(text: string, names: ReadonlySet<string>): number[] {
  const lengths = new Set([...names].map((n) => n.length));
  const longest = Math.max(0, ...lengths);
  const out: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
    const length = i - start;
    if (length <= longest && lengths.has(length) && names.has(text.slice(start, i))) out.push(start);
  }
  return out;
}

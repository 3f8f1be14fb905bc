// What "Extract string" would replace at a place in a source file, and with what: a string literal
// (`'Save'` → `t('key')`), JSX text (`<b>Save</b>` → `<b>{t('key')}</b>`), a JSX attribute
// (`title="Save"` → `title={t('key')}`); in a Vue template its text (`{{ $t('key') }}`) and plain
// attributes (`:title="$t('key')"`); in Python a literal wrapped in gettext's own call (`_("Save")`: the
// text is the msgid, there is no key). JS/TS is read with the TypeScript parser (its lazy chunk); Vue
// templates and Python with linear scans. Refused, with the reason: a template literal with `${}`, a
// string that already is a key, a module name, an object's property name or a type.
import type * as TS from 'typescript';
import { scanSource, scriptFramework, scriptKind, type ProjectFrameworks } from './scan';
import { extractInPython, extractInVueTemplate, shownText } from './extractMarkup';
import { extractNative, swiftWrap } from './extractNative';
import { loadTypeScript } from './typescript';
import { scanTypeScript } from './tsScanner';
import type { ExtractResult, ExtractShape, ExtractSite } from './extractTypes';

export type { ExtractRefusal, ExtractResult, ExtractShape, ExtractSite } from './extractTypes';

/** The text that replaces the site: the call with `key` (gettext and Swift: the literal itself wrapped). */
export function replacementFor(site: ExtractSite, key: string, fileText: string): string {
  // A natural-language key may hold the quote or a backslash: escaped, the call still names it.
  const escaped = key.replace(/\\/g, '\\\\').split(site.quote).join(`\\${site.quote}`);
  const call = `${site.fn}(${site.quote}${escaped}${site.quote})`;
  switch (site.shape) {
    case 'call':
      return call;
    case 'jsx-text':
    case 'jsx-attribute':
      return `{${call}}`;
    case 'vue-text':
      return `{{ ${call} }}`;
    case 'vue-attribute':
      return `:${site.attribute}="${call}"`;
    case 'gettext':
      return `${site.fn}(${fileText.slice(site.start, site.end)})`;
    case 'dart':
      return `${site.lead ?? ''}${site.fn}.${key}`;
    case 'swift':
      return swiftWrap(site, fileText.slice(site.start, site.end));
  }
}

/** The innermost node of `sf` that contains `offset` (an explicit walk: no recursion per nesting level). */
function nodeAt(sf: TS.SourceFile, offset: number): TS.Node {
  let node: TS.Node = sf;
  for (;;) {
    let next: TS.Node | undefined;
    node.forEachChild((c) => {
      if (!next && c.getStart(sf) <= offset && offset < c.getEnd()) next = c;
    });
    if (!next) return node;
    node = next;
  }
}

/** Whether `node` sits among the children of a `<Trans>` element, at any depth. */
function insideTrans(ts: typeof TS, node: TS.Node): boolean {
  for (let n: TS.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isJsxElement(n)) {
      const tag = n.openingElement.tagName;
      if (ts.isIdentifier(tag) && tag.text === 'Trans') return true;
    }
  }
  return false;
}

function inScript(
  text: string,
  offset: number,
  kind: 'ts' | 'tsx' | 'js' | 'jsx',
  fn: string,
  base = 0,
): ExtractResult {
  const ts = loadTypeScript();
  const kinds = { ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX };
  let sf: TS.SourceFile;
  try {
    sf = ts.createSourceFile(`file.${kind}`, text, ts.ScriptTarget.Latest, true, kinds[kind]);
  } catch (err) {
    // Nested deeper than the parser's stack (generated code): nothing there to extract.
    if (err instanceof RangeError) return { refused: 'no-string' };
    throw err;
  }
  const node = nodeAt(sf, offset);
  const parent = node.parent;
  const at = (start: number, end: number, value: string, shape: ExtractShape, quote: "'" | '"' = "'") => ({
    site: { start: base + start, end: base + end, text: value, shape, fn, quote },
  });
  if (ts.isNoSubstitutionTemplateLiteral(node))
    return node.text === '' ? { refused: 'no-string' } : at(node.getStart(sf), node.getEnd(), node.text, 'call');
  // `Hello ${name}` is a sentence with a hole: the key's text needs interpolation written by hand.
  if (ts.isTemplateExpression(node) || ts.isTemplateLiteralToken(node) || ts.isTemplateSpan(node))
    return { refused: 'template-expressions' };
  if (ts.isJsxText(node)) {
    // Text inside a <Trans> is translated already (its children are the key or the default value).
    if (insideTrans(ts, node)) return { refused: 'already-key' };
    const raw = node.getText(sf);
    const lead = raw.length - raw.trimStart().length;
    const value = shownText(raw.trim());
    if (value === '') return { refused: 'no-string' };
    return at(node.getStart(sf) + lead, node.getStart(sf) + lead + raw.trim().length, value, 'jsx-text');
  }
  if (!ts.isStringLiteral(node)) return { refused: 'no-string' };
  const notText =
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isImportAttribute(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isModuleDeclaration(parent) ||
    ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
      parent.name === node) ||
    (ts.isCallExpression(parent) &&
      (parent.expression.kind === ts.SyntaxKind.ImportKeyword || parent.expression.getText(sf) === 'require')) ||
    (ts.isElementAccessExpression(parent) && parent.argumentExpression === node);
  if (notText) return { refused: 'not-text' };
  if (node.text === '') return { refused: 'no-string' };
  const quote = node.getText(sf).startsWith('"') ? '"' : "'";
  // `alt="…"`: its quotes are the attribute's; the call inside braces takes JavaScript's usual one.
  if (ts.isJsxAttribute(parent)) return at(node.getStart(sf), node.getEnd(), node.text, 'jsx-attribute');
  return at(node.getStart(sf), node.getEnd(), node.text, 'call', quote);
}

/**
 * The site with the `keyPrefix` and namespace of the `t` it would call: the scanner, which resolves them
 * as it reads hints, reads the file with the call written in (a probe key) and says what key it means.
 */
function withBinding(text: string, site: ExtractSite, kind: 'ts' | 'tsx' | 'js' | 'jsx'): ExtractSite {
  const probe = 'scriptorium_probe';
  const call = replacementFor(site, probe, text);
  const written = text.slice(0, site.start) + call + text.slice(site.end);
  const at = site.start + call.indexOf(probe);
  const usage = scanTypeScript(written, { framework: 'i18next', kind }).find((u) => u.offset === at);
  if (!usage) return site;
  const keyPrefix = usage.key.endsWith(`.${probe}`) ? usage.key.slice(0, -probe.length - 1) : undefined;
  return {
    ...site,
    ...(keyPrefix ? { keyPrefix } : {}),
    ...(usage.namespace ? { namespace: usage.namespace } : {}),
  };
}

/** Vue: the <script> block holding `offset` (with its kind), or the template. */
function vueBlock(text: string, offset: number) {
  let at = text.indexOf('<script');
  while (at >= 0 && at < offset) {
    const open = text.indexOf('>', at);
    const close = open < 0 ? -1 : text.indexOf('</script>', open);
    if (close < 0) break;
    if (offset > open && offset < close) {
      const attrs = text.slice(at, open);
      const kind = attrs.includes('lang="tsx"') ? 'tsx' : attrs.includes('lang="ts"') ? 'ts' : 'js';
      return { script: true as const, start: open + 1, end: close, kind: kind as 'ts' | 'tsx' | 'js' };
    }
    at = text.indexOf('<script', close);
  }
  const t = text.indexOf('<template');
  const open = t < 0 ? -1 : text.indexOf('>', t);
  const end = text.lastIndexOf('</template>');
  return open >= 0 && offset > open && offset < end ? { script: false as const, start: open + 1, end } : undefined;
}

/** What extracting at `offset` (the selection's start) of a file of `languageId` would do. */
export function extractSite(
  text: string,
  offset: number,
  languageId: string,
  frameworks: ProjectFrameworks,
  extra: readonly string[] = [],
): ExtractResult {
  // A string that is already a key (or a gettext msgid) is not extracted again.
  if (scanSource(text, languageId, frameworks, extra).some((u) => offset >= u.offset && offset <= u.offset + u.length))
    return { refused: 'already-key' };
  const kind = scriptKind(languageId);
  if (kind) {
    const framework = scriptFramework(frameworks);
    if (framework !== 'i18next' && framework !== 'vue-i18n') return { refused: 'framework' };
    if (!frameworks.i18next && !frameworks.vueI18n) return { refused: 'framework' };
    const result = inScript(text, offset, kind, 't');
    return 'site' in result && framework === 'i18next' ? { site: withBinding(text, result.site, kind) } : result;
  }
  if (languageId === 'python') return extractInPython(text, offset);
  if (languageId === 'dart') return extractNative(text, offset, 'dart');
  if (languageId === 'swift') return extractNative(text, offset, 'swift');
  if (languageId === 'objective-c' || languageId === 'objective-cpp') return extractNative(text, offset, 'objc');
  // A .vue file translates with `$t` under vue-i18n and i18next-vue alike; without either there is no call.
  if (languageId !== 'vue' || (!frameworks.vueI18n && !frameworks.i18next)) return { refused: 'framework' };
  const block = vueBlock(text, offset);
  if (!block) return { refused: 'no-string' };
  if (!block.script) return extractInVueTemplate(text, offset, block.start, block.end);
  const script = text.slice(block.start, block.end);
  // Options API components translate with `this.$t`; `<script setup>` with the `t` of useI18n().
  const fn = script.includes('useI18n') ? 't' : 'this.$t';
  return inScript(script, offset - block.start, block.kind, fn, block.start);
}

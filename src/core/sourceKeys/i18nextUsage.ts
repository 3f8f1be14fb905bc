// How i18next reads a key as written: `ns:key` split at the project's nsSeparator (none when it is false),
// a `useTranslation` keyPrefix joined with its keySeparator, and the options of a `t` call (`ns`, `context`,
// `count`, `ordinal`). At run time i18next splits `a: b` only when `a` is a loaded namespace, which a
// scanner cannot know: a split key keeps its whole form (`whole`), which lookups try first, so
// `t('Closed: {{accountName}}')` is one string, not the namespace "Closed".
import type * as TS from 'typescript';
import { DEFAULT_TRANS_OPTIONS, type TransOptions } from './transKey';
import type { KeyUsage } from './types';

export interface I18nextOptions {
  /** i18next's nsSeparator (default `:`); false: keys are never split into a namespace. */
  nsSeparator: string | false;
  /** keySeparator (default `.`): joins a keyPrefix to a key. */
  keySeparator: string | false;
  trans: TransOptions;
}

export const DEFAULT_I18NEXT: I18nextOptions = { nsSeparator: ':', keySeparator: '.', trans: DEFAULT_TRANS_OPTIONS };

export interface Binding {
  namespace?: string;
  prefix?: string;
}

/** What a `t` call's options or a `<Trans>`'s props add to its key. */
export interface KeyOptions {
  ns?: string;
  context?: string;
  plural?: 'cardinal' | 'ordinal';
}

type KeyParts = Pick<KeyUsage, 'key' | 'namespace' | 'whole'>;

/** The key, namespace and whole form of `written` under `bound` (a useTranslation) and an explicit `ns`. */
export function i18nextKey(written: string, options: I18nextOptions, bound?: Binding, ns?: string): KeyParts {
  const namespace = ns ?? bound?.namespace;
  const sep = options.nsSeparator;
  const at = sep ? written.indexOf(sep) : -1;
  // `ns:key`; a separator after a space is prose (a natural-language key), never a namespace.
  // The keyPrefix goes before the key after the namespace (`support:help` under `checkout` is
  // `support:checkout.help`), as i18next's extractor writes it.
  if (sep && at > 0 && !written.slice(0, at).includes(' ')) {
    const whole = bound?.prefix ? joinPrefix(bound.prefix, written, options) : written;
    const rest = written.slice(at + sep.length);
    return {
      key: bound?.prefix ? joinPrefix(bound.prefix, rest, options) : rest,
      namespace: written.slice(0, at),
      whole,
    };
  }
  const key = bound?.prefix ? joinPrefix(bound.prefix, written, options) : written;
  return { key, ...(namespace ? { namespace } : {}) };
}

/** i18next's getFixedT: `${keyPrefix}${keySeparator || '.'}${key}`. */
const joinPrefix = (prefix: string, key: string, options: I18nextOptions) =>
  `${prefix}${options.keySeparator || '.'}${key}`;

const literalText = (ts: typeof TS, n: TS.Node | undefined): string | undefined =>
  n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined;

/** `{ ns, context, count, ordinal }` of a `t` call's second argument (only values written as literals count). */
export function tCallOptions(ts: typeof TS, n: TS.Node | undefined): KeyOptions {
  const out: KeyOptions = {};
  if (!n || !ts.isObjectLiteralExpression(n)) return out;
  let count = false;
  let ordinal = false;
  for (const p of n.properties) {
    if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p)) continue;
    // The name's own text, not a slice of the file: a 5,000-line file has a thousand of these objects.
    const name = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
    const value = ts.isPropertyAssignment(p) ? p.initializer : undefined;
    if (name === 'ns') out.ns = literalText(ts, value);
    else if (name === 'context') out.context = literalText(ts, value);
    else if (name === 'count') count = true;
    else if (name === 'ordinal') ordinal = value?.kind === ts.SyntaxKind.TrueKeyword;
  }
  if (out.ns === undefined) delete out.ns;
  if (!out.context) delete out.context;
  if (count) out.plural = ordinal ? 'ordinal' : 'cardinal';
  return out;
}

/** The parts of a usage that a `t` call's options or a `<Trans>`'s props give. */
export function optionParts(o: KeyOptions): Pick<KeyUsage, 'context' | 'plural'> {
  return { ...(o.context ? { context: o.context } : {}), ...(o.plural ? { plural: o.plural } : {}) };
}

/**
 * The separators an i18next configuration sets, read from its text (i18next-parser or i18next-cli config,
 * next-i18next config, an `i18next.init({...})` call): `nsSeparator: false`, `keySeparator: '.'`,
 * `transKeepBasicHtmlNodesFor: ['br']`. One pass of a regular expression without nested repetition.
 */
export function i18nextOptionsFromText(text: string): Partial<I18nextOptions> {
  const out: Partial<I18nextOptions> = {};
  const re = /\b(nsSeparator|keySeparator)['"]?\s*[:=]\s*(false|'([^'\n]{0,10})'|"([^"\n]{0,10})")/g;
  for (const m of text.slice(0, 200_000).matchAll(re)) {
    const value = m[2] === 'false' ? false : (m[3] ?? m[4] ?? '');
    if (m[1] === 'nsSeparator') out.nsSeparator ??= value === '' ? false : value;
    else out.keySeparator ??= value === '' ? false : value;
  }
  const keep = /\btransKeepBasicHtmlNodesFor['"]?\s*[:=]\s*\[([^\]]{0,400})\]/.exec(text.slice(0, 200_000));
  const support = /\btransSupportBasicHtmlNodes['"]?\s*[:=]\s*(true|false)/.exec(text.slice(0, 200_000));
  if (keep || support)
    out.trans = {
      keepBasicHtmlNodes: support ? support[1] === 'true' : DEFAULT_TRANS_OPTIONS.keepBasicHtmlNodes,
      keepNodesFor: keep
        ? [...keep[1]!.matchAll(/['"]([a-z][a-z0-9]{0,20})['"]/g)].map((x) => x[1]!)
        : DEFAULT_TRANS_OPTIONS.keepNodesFor,
    };
  return out;
}

/** Where a project configures i18next, beside its package.json: extractor configs, next-i18next, an init file. */
export const I18NEXT_CONFIG_FILES: readonly string[] = [
  ...['i18next.config', 'i18next-parser.config', 'next-i18next.config'].flatMap((n) =>
    ['ts', 'js', 'mjs', 'cjs', 'json', 'yaml', 'yml'].map((e) => `${n}.${e}`),
  ),
  ...['i18n', 'i18next', 'i18n/index', 'i18n/i18n', 'i18n/config'].flatMap((n) =>
    ['ts', 'js', 'tsx', 'jsx'].map((e) => `src/${n}.${e}`),
  ),
];

/**
 * The options of a project from the texts of its configuration files (the first file that sets a value
 * wins) and the user's nsSeparator setting (undefined: not set), on top of i18next's defaults.
 */
export function projectI18nextOptions(texts: readonly string[], nsSeparatorSetting?: string | false): I18nextOptions {
  const out = { ...DEFAULT_I18NEXT };
  const found: Partial<I18nextOptions> = {};
  for (const text of texts) {
    const o = i18nextOptionsFromText(text);
    if (found.nsSeparator === undefined && o.nsSeparator !== undefined) found.nsSeparator = o.nsSeparator;
    if (found.keySeparator === undefined && o.keySeparator !== undefined) found.keySeparator = o.keySeparator;
    if (found.trans === undefined && o.trans !== undefined) found.trans = o.trans;
  }
  Object.assign(out, found);
  if (nsSeparatorSetting !== undefined) out.nsSeparator = nsSeparatorSetting;
  return out;
}

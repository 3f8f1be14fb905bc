// gettext's keywords as xgettext knows them by default, per language: the msgid (and msgctxt) argument
// of each. The server finds a gettext string by its source text (and context), not by a key.
import { scanCalls, type CallScanOptions, type CallSpec } from './callScanner';
import type { KeyUsage } from './types';

const COMMON: [string, CallSpec][] = [
  ['_', { key: 0 }],
  ['gettext', { key: 0 }],
  ['ngettext', { key: 0 }],
  ['pgettext', { context: 0, key: 1 }],
  ['npgettext', { context: 0, key: 1 }],
  ['dgettext', { key: 1 }],
  ['dngettext', { key: 1 }],
  ['dpgettext', { context: 1, key: 2 }],
  ['N_', { key: 0 }],
  ['gettext_noop', { key: 0 }],
];
// Django's lazy and contextual helpers; WordPress-style PHP (`__`, `_e`, `_x` with its context second).
const PYTHON: [string, CallSpec][] = [
  ['gettext_lazy', { key: 0 }],
  ['ngettext_lazy', { key: 0 }],
  ['pgettext_lazy', { context: 0, key: 1 }],
  ['npgettext_lazy', { context: 0, key: 1 }],
  ['_l', { key: 0 }],
];
// WordPress's keywords as its extractor (wp i18n make-pot) reads them: text first, then a context.
const PHP: [string, CallSpec][] = [
  ['__', { key: 0 }],
  ['_e', { key: 0 }],
  ['_x', { key: 0, context: 1 }],
  ['_ex', { key: 0, context: 1 }],
  ['_n', { key: 0 }],
  ['_nx', { key: 0, context: 3 }],
  ['_n_noop', { key: 0 }],
  ['_nx_noop', { key: 0, context: 2 }],
  ['esc_html__', { key: 0 }],
  ['esc_attr__', { key: 0 }],
  ['esc_html_e', { key: 0 }],
  ['esc_attr_e', { key: 0 }],
  ['esc_html_x', { key: 0, context: 1 }],
  ['esc_attr_x', { key: 0, context: 1 }],
];
const C: [string, CallSpec][] = [
  ['C_', { context: 0, key: 1 }],
  ['NC_', { context: 0, key: 1 }],
];

const KEYWORDS: Record<'c' | 'python' | 'php' | 'js', ReadonlyMap<string, CallSpec>> = {
  c: new Map([...COMMON, ...C]),
  python: new Map([...COMMON, ...PYTHON]),
  php: new Map([...COMMON, ...PHP]),
  js: new Map(COMMON),
};

export type GettextSyntax = keyof typeof KEYWORDS;

/** The keywords whose msgid is their first argument (the ones a completion can fill in). */
export function gettextFirstArgCalls(syntax: GettextSyntax): Set<string> {
  return new Set([...KEYWORDS[syntax]].filter(([, spec]) => spec.key === 0).map(([name]) => name));
}

/** gettext calls in a source file; `extra` adds custom function names whose first string is the msgid. */
export function scanGettext(text: string, syntax: GettextSyntax, extra: readonly string[] = []): KeyUsage[] {
  const calls = new Map(KEYWORDS[syntax]);
  for (const name of extra) if (/^[A-Za-z_$][\w$]*$/.test(name)) calls.set(name, { key: 0 });
  const options: CallScanOptions = { calls, framework: 'gettext', syntax };
  return scanCalls(text, options);
}

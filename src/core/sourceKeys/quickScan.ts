// The first file's hints before the TypeScript parser is loaded (#44 item 7: the parser's synchronous load,
// 1–4 s of a 3.9 MB script, was on the first file's path). A JS/TS file of an i18next project whose keys
// are plain `t('key')` calls is read with the linear call scanner (callScanner.ts) while the parser waits;
// the parser's scan then replaces this one (the hints are drawn again). Only what the parser's scan would
// report the same way is reported: a file that binds `t` to a namespace or key prefix is not read here at
// all (`useTranslation('ns')`, `keyPrefix`, `getFixedT`, `withTranslation`), a call with more arguments
// (options change the key) or an escape in its literal is left out, and `<Trans>` waits for the parser.
import { scanCalls } from './callScanner';
import { DEFAULT_I18NEXT, i18nextKey } from './i18nextUsage';
import { scriptFramework, scriptKind, type ProjectFrameworks } from './scan';
import type { KeyUsage } from './types';

const CALLS = new Map([['t', { key: 0 }]]);
/** Words after which a `t` may stand for something the linear scanner cannot resolve. */
const BINDINGS = ['keyPrefix', 'getFixedT', 'withTranslation', '<Translation'];

/** Whether every `useTranslation(` of `text` has no argument (its `t` has no namespace or key prefix). */
function plainHooks(text: string): boolean {
  for (let at = text.indexOf('useTranslation('); at >= 0; at = text.indexOf('useTranslation(', at + 1)) {
    let i = at + 'useTranslation('.length;
    while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r') i++;
    if (text[i] !== ')') return false;
  }
  return true;
}

/** Characters after which `t(` is a call in an expression (not JSX text such as `<p>Say t('x')</p>`). */
const EXPRESSION_BEFORE = new Set(['{', '(', '[', ',', '=', ':', '?', ';', '!', '&', '|', '+', '.']);
const KEYWORDS_BEFORE = ['return', 'await', 'yield', 'case'];

/** Whether the call whose literal starts at `offset` (`t(` before it) stands where an expression does. */
function inExpression(text: string, offset: number): boolean {
  let i = text.lastIndexOf('t', offset - 2) - 1; // the `t` of `t(`, before the literal's quote
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  if (i < 0 || EXPRESSION_BEFORE.has(text[i]!)) return true;
  return KEYWORDS_BEFORE.some((k) => text.startsWith(k, i - k.length + 1) && !/[\w$]/.test(text[i - k.length] ?? ''));
}

/** Whether the usage's call closes right after its literal: `t('key')` (spaces allowed), nothing more. */
function closesAfter(text: string, u: KeyUsage): boolean {
  let i = u.offset + u.length + 1; // past the closing quote
  while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r') i++;
  return text[i] === ')';
}

/**
 * The usages of a simple JS/TS file of an i18next project read without the parser, or undefined when the
 * file is not one this scan reads as the parser would (then only the parser's scan counts).
 */
export function quickI18nextScan(
  text: string,
  languageId: string,
  frameworks: ProjectFrameworks,
  extra: readonly string[],
): KeyUsage[] | undefined {
  if (!scriptKind(languageId) || scriptFramework(frameworks) !== 'i18next' || extra.length > 0) return undefined;
  if (frameworks.angularLocalize || BINDINGS.some((w) => text.includes(w)) || !plainHooks(text)) return undefined;
  const options = frameworks.i18nextOptions ?? DEFAULT_I18NEXT;
  const out: KeyUsage[] = [];
  for (const u of scanCalls(text, { calls: CALLS, framework: 'i18next', syntax: 'js' })) {
    const written = text.slice(u.offset, u.offset + u.length);
    if (written.includes('\\') || !closesAfter(text, u) || !inExpression(text, u.offset)) continue;
    out.push({ ...u, ...i18nextKey(u.key, options) });
  }
  return out;
}

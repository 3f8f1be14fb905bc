// Where a key is being typed: inside the first string argument of a call the file's framework knows
// (`t('`, `$t("`, `_("`, `translate.instant('`), in `i18nKey="` / `keypath="`, before `| translate`, or after
// `R.string.` / `@string/`. Read from the cursor's line only (bounded), left to right to know whether the
// cursor sits inside a string literal: no parse of the file per keystroke, no regular expression on it.
import { gettextFirstArgCalls } from './gettext';
import { scriptFramework, scriptKind, type ProjectFrameworks } from './scan';
import { isTranslateReceiver, NGX_METHODS, scanTypeScript, TS_CALLS } from './tsScanner';

export interface CompletionSite {
  /** Offsets of the key's text typed so far (start..cursor) and of the whole key up to its closing quote. */
  start: number;
  end: number;
  prefix: string;
}

/** The most of a line read back from the cursor: a key is never longer; minified lines are. */
const MAX_LINE = 2000;

const isNamePart = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36;
const isSpace = (c: number) => c === 32 || c === 9;

function callNames(languageId: string, frameworks: ProjectFrameworks): { names: Set<string>; ngx: boolean } {
  if (scriptKind(languageId)) {
    const framework = scriptFramework(frameworks);
    if (framework === 'gettext') return { names: gettextFirstArgCalls('js'), ngx: false };
    return { names: new Set(TS_CALLS[framework]), ngx: framework === 'ngx-translate' };
  }
  switch (languageId) {
    case 'vue':
      return { names: new Set(TS_CALLS['vue-i18n']), ngx: false };
    case 'python':
      return { names: gettextFirstArgCalls('python'), ngx: false };
    case 'c':
    case 'cpp':
      return { names: gettextFirstArgCalls('c'), ngx: false };
    case 'php':
      return { names: gettextFirstArgCalls('php'), ngx: false };
    default:
      return { names: new Set(), ngx: false };
  }
}

/** `R.string.` / `@string/` right before the name being typed (Android). */
function androidSite(text: string, offset: number, languageId: string, lineStart: number): CompletionSite | undefined {
  const marker = languageId === 'xml' ? '@string/' : 'R.string.';
  let start = offset;
  while (start > lineStart && isNamePart(text.charCodeAt(start - 1))) start--;
  if (!text.startsWith(marker, start - marker.length)) return undefined;
  let end = offset;
  while (end < text.length && isNamePart(text.charCodeAt(end))) end++;
  return { start, end, prefix: text.slice(start, offset) };
}

/** The identifier path (`i18n.t`, `this.$t`) ending just before `end`, and where it starts. */
function pathBefore(text: string, end: number, floor: number): string {
  let p = end;
  while (p > floor && isSpace(text.charCodeAt(p - 1))) p--;
  const stop = p;
  while (p > floor && (isNamePart(text.charCodeAt(p - 1)) || text[p - 1] === '.')) p--;
  return text.slice(p, stop);
}

export function completionSite(
  text: string,
  offset: number,
  languageId: string,
  frameworks: ProjectFrameworks,
  extra: readonly string[] = [],
): CompletionSite | undefined {
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1) + 1, offset - MAX_LINE);
  if (languageId === 'java' || languageId === 'kotlin' || languageId === 'xml')
    return androidSite(text, offset, languageId, lineStart);
  // The quote the cursor is inside, if any: quotes opened and closed on the line before it are skipped.
  let open = -1;
  for (let i = lineStart; i < offset; i++) {
    const c = text[i];
    if (open >= 0 && c === '\\') i++;
    else if (open >= 0 && c === text[open]) open = -1;
    else if (open < 0 && (c === '"' || c === "'" || c === '`')) open = i;
  }
  if (open < 0) return undefined;
  const q = text[open]!;
  let close = offset;
  while (close < text.length && text[close] !== q && text[close] !== '\n' && close - offset < MAX_LINE) close++;
  const site = { start: open + 1, end: text[close] === q ? close : offset, prefix: text.slice(open + 1, offset) };
  const { names, ngx } = callNames(languageId, frameworks);
  let p = open;
  while (p > lineStart && isSpace(text.charCodeAt(p - 1))) p--;
  if (text[p - 1] === '(') {
    const full = pathBefore(text, p - 1, lineStart);
    const last = full.slice(full.lastIndexOf('.') + 1);
    if (names.has(last) || extra.includes(full) || extra.includes(last)) return site;
    if (ngx && NGX_METHODS.has(last) && isTranslateReceiver(full)) return site;
  }
  if (text[p - 1] === '=') {
    const attr = pathBefore(text, p - 1, lineStart);
    if (attr === 'i18nKey' || attr === 'keypath') return site;
  }
  // `'key' | translate` in an Angular template (a .html file, an inline template, a Vue file never).
  if (frameworks.ngxTranslate && text[close] === q) {
    let a = close + 1;
    while (a < text.length && isSpace(text.charCodeAt(a))) a++;
    if (
      text[a] === '|' &&
      text
        .slice(a + 1, a + 40)
        .trimStart()
        .startsWith('translate')
    )
      return site;
  }
  return undefined;
}

/** The `useTranslation` of the `t` being called: the key prefix it puts before keys, and its namespace. */
export interface CompletionBinding {
  keyPrefix?: string;
  namespace?: string;
}

/**
 * The binding of the call a completion site is in (i18next in JS/TS only: other frameworks have no key
 * prefix). The scanner, which resolves prefixes for hints, reads the file with a probe key written at the
 * site and says what key it means. A file that never writes `keyPrefix` or `getFixedT` is not parsed.
 */
export function completionBinding(
  text: string,
  site: CompletionSite,
  languageId: string,
  frameworks: ProjectFrameworks,
  extra: readonly string[] = [],
): CompletionBinding {
  const kind = scriptKind(languageId);
  if (!kind || scriptFramework(frameworks) !== 'i18next') return {};
  if (!text.includes('keyPrefix') && !text.includes('getFixedT')) return {};
  const probe = 'scriptorium_probe';
  const quote = text[site.start - 1]!;
  const closed = text[site.end] === quote;
  const written = text.slice(0, site.start) + probe + (closed ? '' : quote) + text.slice(site.end);
  const usage = scanTypeScript(written, { framework: 'i18next', kind, extra }).find((u) => u.offset === site.start);
  if (!usage) return {};
  const keyPrefix = usage.key.endsWith(`.${probe}`) ? usage.key.slice(0, -probe.length - 1) : undefined;
  return { ...(keyPrefix ? { keyPrefix } : {}), ...(usage.namespace ? { namespace: usage.namespace } : {}) };
}

/**
 * How `key` (as the server knows it) is written at a site under `binding`: without the key prefix when it
 * is under it, as `namespace:key` (which i18next reads without the prefix) when it is not and the namespace
 * is known, else not at all (undefined).
 */
export function writtenAt(key: string, binding: CompletionBinding): string | undefined {
  if (!binding.keyPrefix) return key;
  const prefix = `${binding.keyPrefix}.`;
  if (key.startsWith(prefix) && key.length > prefix.length) return key.slice(prefix.length);
  return binding.namespace ? `${binding.namespace}:${key}` : undefined;
}

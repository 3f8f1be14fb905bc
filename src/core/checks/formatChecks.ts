// Weblate's format string checks (weblate/checks/format.py BaseFormatCheck, qt.py, ruby.py; the same rules
// in 5.10.4 and 2026.10.1 for everything here), run on the text as it is typed. Each family is off unless
// its flag is among the unit's flags (`c-format`, `i18next-interpolation`…, Weblate's default_disabled)
// and `ignore-<id>` turns it off. A family's tokens are what Weblate's regular expression extracts
// (printfTokens.ts, braceTokens.ts, scanned by hand in linear time); named tokens are compared as
// multisets, positional ones in order, exactly as check_format compares them.
import {
  cSharpSpans,
  esSpans,
  i18nextSpans,
  javaMessageSpans,
  percentSpans,
  perlBraceSpans,
  pythonBraceSpans,
  qtSpans,
  strayBraces,
} from './braceTokens';
import type { TokenSpan } from './formatScan';
import { printfIsPositional, printfSpans, type PrintfFamily } from './printfTokens';
import { pluralFormIgnoresMissing } from './pluralExamples';

export interface FormatSubject {
  source: string[];
  target: string[];
  language: string;
  flags: Map<string, unknown>;
}

export interface Family {
  id: string;
  extract: (text: string) => string[];
  /** The same format strings with where they stand (what suggestions protect: core/suggestions/protect.ts). */
  spans: (text: string) => TokenSpan[];
  positional: (token: string) => boolean;
  /** normalize_remove: escapes that are no format strings (`%%`, `{{`). */
  remove?: string[];
  /** What the family checks besides the tokens (stray braces, unpaired apostrophes): true fails. */
  extra?: (source: string, target: string) => boolean;
}

const tokensOf = (spans: (text: string) => TokenSpan[]) => (text: string) => spans(text).map((s) => s.token);

const printf = (id: string, family: PrintfFamily, remove = ['%']): Family => ({
  id,
  extract: tokensOf((t) => printfSpans(t, family)),
  spans: (t) => printfSpans(t, family),
  positional: (token) => printfIsPositional(token, family),
  remove,
});
const named = (id: string, spans: (text: string) => TokenSpan[]): Family => ({
  id,
  extract: tokensOf(spans),
  spans,
  positional: () => false,
});

export const FORMAT_FAMILIES: readonly Family[] = [
  printf('python_format', 'python'),
  printf('php_format', 'php'),
  printf('c_format', 'c'),
  printf('perl_format', 'c'),
  printf('javascript_format', 'c'),
  printf('lua_format', 'c'),
  printf('java_printf_format', 'java'),
  printf('ruby_format', 'ruby', []),
  {
    id: 'python_brace_format',
    extract: tokensOf(pythonBraceSpans),
    spans: pythonBraceSpans,
    // name_format_is_position_based: only `{}` is positional.
    positional: (token) => token === '',
    remove: ['{', '}'],
    extra: (_source, target) => strayBraces(target).length > 0,
  },
  named('perl_brace_format', perlBraceSpans),
  named('c_sharp_format', cSharpSpans),
  {
    ...named('java_format', javaMessageSpans),
    // JavaMessageFormatCheck: an apostrophe must be paired (`''`), outside GWT files.
    extra: (_source, target) => (target.split("'").length - 1) % 2 !== 0,
  },
  named('qt_format', qtSpans),
  named('i18next_interpolation', i18nextSpans),
  named('es_format', esSpans),
  named('percent_placeholders', percentSpans),
];

function counts(tokens: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** BaseFormatCheck.check_format: whether `target`'s format strings fail against `source`'s. */
export function formatMismatch(family: Family, source: string, target: string, ignoreMissing: boolean): boolean {
  if (!target || !source) return false;
  const normalize = (tokens: string[]) => (family.remove ? tokens.filter((t) => !family.remove!.includes(t)) : tokens);
  const src = normalize(family.extract(source));
  const tgt = normalize(family.extract(target));
  const usesPosition = src.length === 0 || src.some(family.positional);
  let missing = false;
  let extra = false;
  if (!usesPosition) {
    const s = counts(src);
    const t = counts(tgt);
    for (const [token, n] of s) if ((t.get(token) ?? 0) < n) missing = true;
    for (const [token, n] of t) if ((s.get(token) ?? 0) < n) extra = true;
  } else {
    const common = Math.min(src.length, tgt.length);
    for (let i = 0; i < common; i++) if (src[i] !== tgt[i]) missing = extra = true;
    if (src.length > common) missing = true;
    if (tgt.length > common) extra = true;
  }
  if (family.extra?.(source, target)) extra = true;
  // The first plural form may leave a format string out ("One file" for "%d files").
  if (ignoreMissing && missing && !extra) return false;
  return missing || extra;
}

/** BaseFormatCheck.check_generator: every form of the target against the right source form. */
export function formatFails(family: Family, subject: FormatSubject): boolean {
  const { source: sources, target: targets } = subject;
  if (targets.length === 0 || sources.length === 0) return false;
  if (sources.length > 1 && targets.length === 1) return formatMismatch(family, sources[1]!, targets[0]!, false);
  const source =
    sources.length > 1 && family.extract(sources[0]!).length === 0 && family.extract(sources[1]!).length > 0
      ? sources[1]!
      : sources[0]!;
  const strict = subject.flags.has('strict-format');
  const ignoreFirst = sources.length > 1 && !strict && pluralFormIgnoresMissing(subject.language, 0, targets.length);
  if (formatMismatch(family, source, targets[0]!, ignoreFirst)) return true;
  if (sources.length === 1) return false;
  return targets
    .slice(1)
    .some((target, i) =>
      formatMismatch(family, sources[1]!, target, pluralFormIgnoresMissing(subject.language, i + 1, targets.length)),
    );
}

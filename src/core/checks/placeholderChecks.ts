// Weblate's parametrised checks `placeholders` and `regex` (weblate/checks/placeholders.py, the same rules
// in 5.10.4 and 2026.10.1). `placeholders:$NAME$:r"\{\w+\}"` lists texts and regular expressions every
// translation must keep (as a set: each found in the source must be in every counted form, and none may be
// added); `case-insensitive` compares them ignoring case. `regex:…` is a pattern every form must match
// somewhere. Plain placeholders are found by a scan of the text (no regular expression); any pattern the
// server supplies goes through the guard of safeRegex.ts, and when the guard refuses it the check is
// "unjudged": the panel keeps the server's verdict for it.
import type { FlagValue } from './weblateFlags';
import { guardedRegex, shortEnough } from './safeRegex';
import { pluralFormIgnoresMissing } from './pluralExamples';

export interface ParamSubject {
  source: string[];
  target: string[];
  language: string;
  flags: Map<string, FlagValue[]>;
}

/** true: fails; false: passes; undefined: not judged here (the guard refused the pattern or the text). */
export type Verdict = boolean | undefined;

const escapeRegex = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

type Finder = (text: string) => string[];

/** Python's finditer of an alternation of plain texts: at each position the first listed text that matches. */
function literalFinder(texts: string[], ignoreCase: boolean): Finder {
  const fold = (s: string) => (ignoreCase ? s.toLowerCase() : s);
  const wanted = texts.map(fold);
  return (text) => {
    const found: string[] = [];
    const folded = fold(text);
    // toLowerCase keeps the length of almost every text; where it does not, compare position by position
    // on the original (a rare character whose lower case is longer).
    const haystack = folded.length === text.length ? folded : text;
    for (let i = 0; i < text.length; i++) {
      const hit = wanted.find((w) => haystack.startsWith(w, i));
      if (hit === undefined) continue;
      found.push(text.slice(i, i + hit.length));
      i += hit.length - 1;
    }
    return found;
  };
}

/** The finder of the flag's placeholders; `guarded`: it runs a server pattern (texts are then capped). */
function placeholderFinder(values: FlagValue[], ignoreCase: boolean): { find: Finder; guarded: boolean } | undefined {
  const texts = values.filter((v): v is string => typeof v === 'string');
  if (texts.length === values.length) return { find: literalFinder(texts.filter(Boolean), ignoreCase), guarded: false };
  const union = values.map((v) => (typeof v === 'string' ? escapeRegex(v) : v.regex)).filter((p) => p !== '');
  const re = guardedRegex(union.join('|'), ignoreCase ? 'gi' : 'g');
  if (!re) return undefined;
  return { find: (text) => [...text.matchAll(re)].map((m) => m[0]), guarded: true };
}

function caseKey(ignoreCase: boolean) {
  return (s: string) => (ignoreCase ? s.toLowerCase() : s);
}

/** PlaceholderCheck.check_target_params. */
export function placeholdersVerdict(subject: ParamSubject): Verdict {
  const values = subject.flags.get('placeholders');
  if (!values || values.length === 0) return false;
  const ignoreCase = subject.flags.has('case-insensitive');
  const finder = placeholderFinder(values, ignoreCase);
  if (!finder || (finder.guarded && !shortEnough([...subject.source, ...subject.target]))) return undefined;
  const { find } = finder;
  const { source: sources, target: targets } = subject;
  const key = caseKey(ignoreCase);
  let expected = new Set(find(sources[0] ?? '').map(key));
  if (expected.size === 0 && sources.length > 1) expected = new Set(find(sources.at(-1)!).map(key));
  return targets.some((target, form) => {
    const found = new Set(find(target).map(key));
    const countMissing = targets.length === 1 || !pluralFormIgnoresMissing(subject.language, form, targets.length);
    const missing = [...expected].some((e) => !found.has(e));
    const extra = [...found].some((f) => !expected.has(f));
    return (countMissing && missing) || extra;
  });
}

/** RegexCheck.check_target_params: a form in which the pattern matches nowhere fails. */
export function regexVerdict(subject: ParamSubject): Verdict {
  const value = subject.flags.get('regex')?.[0];
  const pattern = value === undefined ? '' : typeof value === 'string' ? value : value.regex;
  if (!pattern) return false;
  const re = guardedRegex(pattern);
  if (!re || !shortEnough(subject.target)) return undefined;
  return subject.target.some((t) => !re.test(t));
}

/**
 * The texts the `placeholders` flag names in `text`, in order (what suggestions protect); undefined when
 * the guard refuses the flag's pattern or the text.
 */
export function flaggedPlaceholders(flags: Map<string, FlagValue[]>, text: string): string[] | undefined {
  const values = flags.get('placeholders');
  if (!values || values.length === 0) return [];
  const finder = placeholderFinder(values, flags.has('case-insensitive'));
  if (!finder || (finder.guarded && !shortEnough([text]))) return undefined;
  return finder.find(text);
}

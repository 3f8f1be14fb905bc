// Weblate's checks that can be run here, on the text as it is typed: ported from weblate/checks/chars.py
// and base.py (2026.10.1; the same rules in 5.10.4 where both have the check). Each is a few comparisons
// of the last or first characters or a count — linear in the text, no regular expression on server text.
// The format string and placeholder checks (formatChecks.ts, placeholderChecks.ts) join them, each run
// only when its flag is set, and so does ICU MessageFormat (icuCheck.ts). What is not here (markup, `same`,
// consistency…) is asked of the server (serverChecks.ts); which of those exist is WEBLATE_TARGET_CHECKS.

import { FORMAT_FAMILIES, formatFails } from './formatChecks';
import { icuVerdict } from './icuCheck';
import { placeholdersVerdict, regexVerdict } from './placeholderChecks';
import { firstValue, readWeblateFlags, type FlagValue } from './weblateFlags';

export interface CheckSubject {
  source: string[];
  target: string[];
  /** Weblate's unit state: untranslated (0) and read-only (100) units are not checked. */
  state: number;
  /** The unit's flags and extra flags as the API gives them (`max-length:80, ignore-end-stop`). */
  flags: string;
  /** The translation's language code (`de`, `pt_BR`, `zh_Hans`). */
  language: string;
}

type Single = (source: string, target: string, ctx: Context) => boolean;

interface Context {
  base: string;
  flags: Map<string, string | undefined>;
  /** Every value of every flag (`placeholders:a:b`, regular expressions). */
  all: Map<string, FlagValue[]>;
}

interface LocalCheck {
  id: string;
  single?: Single;
  /** Runs once on all forms (parametrised checks). */
  whole?: (s: CheckSubject, ctx: Context) => boolean | undefined;
  /** Skipped for these base languages (Weblate's should_skip). */
  skip?: string[];
  /** Off unless its flag is set (Weblate's default_disabled). */
  flag?: string;
}

/** Python's str[-1] / str[0] on code points (a JavaScript index would split a surrogate pair). */
function last(s: string): string {
  const cp = s.codePointAt(s.length - 1);
  if (cp !== undefined && cp >= 0xdc00 && cp <= 0xdfff && s.length > 1) return s.slice(-2);
  return s.slice(-1);
}
const first = (s: string) => (s ? String.fromCodePoint(s.codePointAt(0)!) : '');
function cpLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n += 1;
  }
  return n;
}

/** base.py check_chars: the character at the end (or start) is in the set on one side only. */
function chars(source: string, target: string, pos: 0 | -1, set: Set<string>): boolean {
  if (!source || !target) return false;
  const pick = pos === 0 ? first : last;
  return set.has(pick(source)) !== set.has(pick(target));
}

function count(text: string, what: string): number {
  let n = 0;
  for (let i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + what.length)) n += 1;
  return n;
}

const set = (...c: string[]) => new Set(c);
const STOPS = set('.', '。', '।', '۔', '։', '·', '෴', '។', '።');
const CJK_COLON = set(';', ':', '：', '.', '。');
const QUESTIONS = set('?', '՞', '؟', '⸮', '？', '፧', '꘏', '⳺');
const EXCLAMATIONS = set('!', '！', '՜', '᥄', '႟', '߹');
const INTERROBANGS = ['?!', '!?', '؟!', '!؟', '？！', '！？', '⁈', '⁉'];
const MY_QUESTION = '\u1038\u104b';
const endsInterrobang = (s: string) => INTERROBANGS.some((i) => s.endsWith(i));
const isCjk = (ctx: Context) => ['ja', 'zh', 'ko'].includes(ctx.base);

/** Python's str.lstrip(" ") / rstrip(" ") lengths. */
const leadingSpaces = (s: string) => s.length - s.replace(/^ +/, '').length;
const trailingSpaces = (s: string) => {
  let i = s.length;
  while (i > 0 && s[i - 1] === ' ') i -= 1;
  return s.length - i;
};

const CHECKS: LocalCheck[] = [
  { id: 'begin_newline', single: (s, t) => chars(s, t, 0, set('\n')) },
  { id: 'end_newline', single: (s, t) => chars(s, t, -1, set('\n')) },
  {
    id: 'begin_space',
    single: (s, t) => {
      if (cpLength(s) <= 1 && cpLength(t) <= 1) return false;
      if (t.replace(/^ +/, '') === '') return false;
      return leadingSpaces(s) !== leadingSpaces(t);
    },
  },
  {
    id: 'end_space',
    single: (s, t) => {
      if (cpLength(s) <= 1 && cpLength(t) <= 1) return false;
      if (!s || !t || trailingSpaces(t) === t.length) return false;
      return trailingSpaces(s) !== trailingSpaces(t);
    },
  },
  {
    id: 'double_space',
    single: (s, t) => {
      if (cpLength(s) <= 1 && cpLength(t) <= 1) return false;
      if (!s || !t || s.includes('  ')) return false;
      return t.includes('  ');
    },
  },
  {
    id: 'end_stop',
    skip: ['th', 'jbo'],
    single: (s, t, ctx) => {
      if (cpLength(s) <= 4 || !t) return false;
      if (s.endsWith('...') && last(t) === '…') return false;
      if (isCjk(ctx) && (last(s) === ':' || last(s) === ';')) return chars(s, t, -1, CJK_COLON);
      if (ctx.base === 'hy')
        return chars(s, t, -1, set('.', '。', '।', '۔', '։', '·', '෴', '។', ':', '՝', '?', '!', '`'));
      if (['hi', 'bn', 'or'].includes(ctx.base)) return chars(s, t, -1, set('.', '\u0964', '\u09f7', '|'));
      if (ctx.base === 'sat') return chars(s, t, -1, set('.', '᱾'));
      if (ctx.base === 'my') return t.endsWith(MY_QUESTION) ? false : chars(s, t, -1, set('.', '။'));
      return chars(s, t, -1, STOPS);
    },
  },
  {
    id: 'end_colon',
    skip: ['th', 'jbo'],
    single: (s, t, ctx) => {
      if (!s || !t) return false;
      if (ctx.base === 'hy') return last(s) === ':' && chars(s, t, -1, set(':', '՝', '`'));
      if (isCjk(ctx)) return (last(s) === ':' || last(s) === ';') && chars(s, t, -1, CJK_COLON);
      return chars(s, t, -1, set(':', '：', '៖'));
    },
  },
  {
    id: 'end_question',
    skip: ['th', 'jbo'],
    single: (s, t, ctx) => {
      if (!s || !t || endsInterrobang(s) || endsInterrobang(t)) return false;
      if (ctx.base === 'hy') return last(s) === '?' && chars(s, t, -1, set('?', '՞', '։'));
      if (ctx.base === 'el') return last(s) === '?' && !['?', ';', ';'].includes(last(t));
      if (ctx.base === 'my') return s.endsWith('?') !== t.endsWith(MY_QUESTION);
      return chars(s, t, -1, QUESTIONS);
    },
  },
  {
    id: 'end_exclamation',
    skip: ['hy', 'th', 'jbo'],
    single: (s, t, ctx) => {
      if (!s || !t || endsInterrobang(s) || endsInterrobang(t)) return false;
      if (ctx.base === 'eu' && last(s) === '!' && t.includes('¡') && t.includes('!')) return false;
      if (ctx.base === 'my') return chars(s, t, -1, set('!', '႟'));
      if (s.endsWith('Texy!') || t.endsWith('Texy!')) return false;
      return chars(s, t, -1, EXCLAMATIONS);
    },
  },
  { id: 'end_interrobang', single: (s, t) => !!s && !!t && endsInterrobang(s) !== endsInterrobang(t) },
  {
    id: 'end_ellipsis',
    skip: ['th', 'jbo'],
    single: (s, t) => {
      if (!t) return false;
      if (s.endsWith('...') && last(t) === '…') return false;
      return chars(s, t, -1, set('…'));
    },
  },
  { id: 'newline-count', single: (s, t) => !!s && !!t && count(s, '\n') !== count(t, '\n') },
  {
    id: 'zero-width-space',
    single: (s, t, ctx) => ctx.base !== 'km' && !s.includes('\u200b') && t.includes('\u200b'),
  },
  {
    id: 'max-length',
    flag: 'max-length',
    whole: (subject, ctx) => {
      const value = Number(ctx.flags.get('max-length'));
      // A flag with an unreadable value fails, as in Weblate (ValueError → True).
      if (!Number.isInteger(value)) return true;
      return subject.target.some((t) => cpLength(t) > value);
    },
  },
];

// Format strings, placeholders and ICU MessageFormat (formatChecks.ts, placeholderChecks.ts, icuCheck.ts),
// each off unless its flag is set.
CHECKS.push(
  ...FORMAT_FAMILIES.map((family): LocalCheck => ({
    id: family.id,
    flag: family.id.replace(/_/g, '-'),
    whole: (subject, ctx) => formatFails(family, { ...subject, flags: ctx.all }),
  })),
  {
    id: 'placeholders',
    flag: 'placeholders',
    whole: (subject, ctx) => placeholdersVerdict({ ...subject, flags: ctx.all }),
  },
  { id: 'regex', flag: 'regex', whole: (subject, ctx) => regexVerdict({ ...subject, flags: ctx.all }) },
  {
    id: 'icu_message_format',
    flag: 'icu-message-format',
    whole: (subject, ctx) => icuVerdict({ ...subject, flags: ctx.all }),
  },
);

/** The ids of the checks run here. */
export const LOCAL_CHECK_IDS: readonly string[] = CHECKS.map((c) => c.id);

/** Each flag's first value (weblateFlags.ts reads the syntax; a later flag of a name replaces an earlier). */
export function parseFlags(text: string): Map<string, string | undefined> {
  return new Map([...readWeblateFlags(text)].map(([name, values]) => [name, firstValue(values)]));
}

/** The ids of the local checks `subject` fails, in the order above. */
export function runLocalChecks(subject: CheckSubject): string[] {
  return localVerdict(subject).failing;
}

/**
 * The local checks' verdict: the ids failing, and the ids not judged here although their flag is on (a
 * server-supplied pattern the guard of safeRegex.ts refuses, or a text too long for it), whose verdict is
 * the server's.
 */
export function localVerdict(subject: CheckSubject): { failing: string[]; unjudged: string[] } {
  const failing: string[] = [];
  const unjudged: string[] = [];
  // base.py ignore_state: nothing is checked on an untranslated or read-only string.
  if (subject.state === 0 || subject.state === 100) return { failing, unjudged };
  const all = readWeblateFlags(subject.flags);
  const flags = new Map([...all].map(([name, values]) => [name, firstValue(values)]));
  if (flags.has('read-only') || flags.has('ignore-all-checks')) return { failing, unjudged };
  const ctx: Context = { base: subject.language.replace('_', '-').split('-')[0]!.toLowerCase(), flags, all };
  for (const check of CHECKS) {
    if (flags.has(`ignore-${check.id.replace(/_/g, '-')}`)) continue;
    if (check.flag && !flags.has(check.flag)) continue;
    if (check.skip?.includes(ctx.base)) continue;
    const verdict = check.whole ? check.whole(subject, ctx) : forms(subject, check.single!, ctx);
    if (verdict === undefined) unjudged.push(check.id);
    else if (verdict) failing.push(check.id);
  }
  return { failing, unjudged };
}

/**
 * base.py check_target_generator: one form against one source; otherwise every target form against the
 * matching source form. Weblate maps plural forms by their example numbers (PluralMapper); here the first
 * form of a language with several goes with the singular and every other with the plural, which is what
 * the mapper gives for one/other sources and the usual target plural rules.
 */
function forms(subject: CheckSubject, single: Single, ctx: Context): boolean {
  const { source, target } = subject;
  if (source.length === 1 && target.length === 1) return single(source[0]!, target[0]!, ctx);
  return target.some((t, i) => single(i === 0 && target.length > 1 ? source[0]! : source.at(-1)!, t, ctx));
}

// The text Weblate stores for a translation that is sent to it (#43 item 5). Unit.translate runs the
// autofixes of AUTOFIX_LIST on every new target before saving it (weblate/trans/autofixes/, not for the
// source language's template): the default list is the same in 5.10.4 (trans/models/_conf.py) and
// 2026.10.1 (trans/defaults.py), in this order:
//   SameBookendingWhitespace   the target's leading and trailing whitespace becomes the source's
//   ReplaceTrailingDotsWithEllipsis   "..." at the end becomes "…" where the source ends with "…"
//   RemoveZeroSpace            U+200B removed where the source has none (not for Khmer)
//   RemoveControlChars         C0 controls but tab, LF and CR, and U+FFFE/U+FFFF removed
//   DevanagariDanda            a final ".", "৷" or "|" becomes "।" in Hindi, Bengali, Odia (not _Latn)
//   PunctuationSpacing         French (not fr_CA): a space before ":" becomes U+00A0, before ";?!" U+202F
//                              (2026.10.1 leaves placeholders' spans alone: not reproduced)
//   BleachHTML                 only with the safe-html flag: HTML sanitised — not reproduced here, so the
//                              panel's checks of such a string judge the text as typed
// So a trailing space or a zero-width space typed by mistake never reaches the server, and the panel's
// live checks judge this text, not the typed one. Each fix is a scan of the text: linear in its length
// (no regular expression that backtracks on whitespace).
import { localVerdict, parseFlags, type CheckSubject } from './localChecks';
import { isPythonSpace } from './formatScan';

export interface StoredTextContext {
  source: string[];
  /** The flags the unit's checks run with (checkFlags.ts): `ignore-begin-space`, `ignore-end-space`… */
  flags: string;
  /** Weblate's language code of the translation (`de`, `fr_CA`, `bn_Latn`). */
  language: string;
  /** The translation is the component's template (source language, monolingual): no autofix runs. */
  template: boolean;
}

function leadingSpace(s: string): number {
  let i = 0;
  while (i < s.length && isPythonSpace(s.charCodeAt(i))) i += 1;
  return i;
}

function trailingSpace(s: string): number {
  let i = s.length;
  while (i > 0 && isPythonSpace(s.charCodeAt(i - 1))) i -= 1;
  return s.length - i;
}

type Fix = (
  target: string,
  source: string,
  ctx: { flags: Map<string, string | undefined>; language: string },
) => string;

const bookendingWhitespace: Fix = (target, rawSource, { flags }) => {
  const source = rawSource.replace(/\r\n|\r/g, '\n');
  let stripped = target;
  let head = '';
  let tail = '';
  if (!flags.has('ignore-begin-space')) {
    head = source.slice(0, leadingSpace(source));
    stripped = stripped.slice(leadingSpace(stripped));
  }
  if (!flags.has('ignore-end-space')) {
    tail = source.slice(source.length - trailingSpace(source));
    stripped = stripped.slice(0, stripped.length - trailingSpace(stripped));
  }
  return stripped ? head + stripped + tail : target;
};

const trailingDots: Fix = (target, source) =>
  source.endsWith('…') && target.endsWith('...') ? `${target.slice(0, -3)}…` : target;

const baseOf = (language: string) => language.replace('-', '_').split(/[_@]/)[0]!.toLowerCase();

const zeroWidthSpace: Fix = (target, source, { language }) =>
  baseOf(language) !== 'km' && !source.includes('\u200b') && target.includes('\u200b')
    ? target.split('\u200b').join('')
    : target;

function isControl(c: number): boolean {
  return (c <= 0x1f && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff;
}

const controlChars: Fix = (target) => {
  let out = '';
  for (let i = 0; i < target.length; i++) if (!isControl(target.charCodeAt(i))) out += target[i];
  return out;
};

const devanagariDanda: Fix = (target, source, { language }) =>
  ['hi', 'bn', 'or'].includes(baseOf(language)) &&
  !language.includes('_Latn') &&
  source.endsWith('.') &&
  ['.', '\u09f7', '|'].some((end) => target.endsWith(end))
    ? `${target.slice(0, -1)}\u0964`
    : target;

const punctuationSpacing: Fix = (target, _source, { flags, language }) => {
  if (baseOf(language) !== 'fr' || language === 'fr_CA' || flags.has('ignore-punctuation-spacing')) return target;
  // Two passes as in Weblate: first the colon's space, then ";?!"'s (the first pass's U+00A0 is the
  // second's input, so "a :" stays U+00A0 and "a ?" becomes U+202F).
  const pass = (text: string, marks: string, spaces: string, by: string) => {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const next = text[i + 1];
      if (next !== undefined && marks.includes(next) && spaces.includes(text[i]!)) out += by;
      else out += text[i];
    }
    return out;
  };
  return pass(pass(target, ':', ' \u2009\u202f', '\u00a0'), ';?!', ' \u00a0\u2009', '\u202f');
};

const FIXES: Fix[] = [
  bookendingWhitespace,
  trailingDots,
  zeroWidthSpace,
  controlChars,
  devanagariDanda,
  punctuationSpacing,
];

/**
 * `target` as Weblate stores it. Plural forms pair with source forms as the local checks pair them
 * (localChecks.ts `forms`): one with one, else the first form with the singular and the rest with the plural.
 */
export function storedText(target: readonly string[], ctx: StoredTextContext): string[] {
  if (ctx.template || target.length === 0) return [...target];
  const fixCtx = { flags: parseFlags(ctx.flags), language: ctx.language };
  const { source } = ctx;
  const sourceOf = (i: number) =>
    source.length === 1 && target.length === 1
      ? source[0]!
      : i === 0 && target.length > 1
        ? source[0]!
        : source.at(-1)!;
  return target.map((form, i) => {
    if (form === '') return form;
    let text = form;
    for (const fix of FIXES) text = fix(text, sourceOf(i) ?? '', fixCtx);
    return text;
  });
}

/** The local checks of a text being typed, judged as Weblate will store it (what the panel shows live). */
export function liveChecks(subject: CheckSubject, template: boolean): string[] {
  return liveVerdict(subject, template).failing;
}

/** liveChecks with the ids not judged here (their verdict is the server's: localChecks.ts localVerdict). */
export function liveVerdict(subject: CheckSubject, template: boolean): { failing: string[]; unjudged: string[] } {
  const target = storedText(subject.target, { ...subject, template });
  return localVerdict({ ...subject, target });
}

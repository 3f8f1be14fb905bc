// The brace-like format strings of weblate/checks/format.py and qt.py, found as Python's `finditer` finds
// them: PYTHON_BRACE_MATCH, C_SHARP_MATCH, JAVA_MESSAGE_MATCH, I18NEXT_MATCH, ES_TEMPLATE_MATCH,
// PERL_BRACE_MATCH, PERCENT_MATCH and QT_FORMAT_MATCH. Matched by hand at each opening character, taking
// the branch Python's backtracking takes; every "scan to the closing character" (`.+?}}`, `[^}]+`, `\S+`,
// `\[[^]]+\]`) asks a NextIndex, so each scanner is linear in the text however hostile.
import {
  NextIndex,
  isAsciiLetter,
  isDigit,
  isSpaceChar,
  nextChar,
  nextPair,
  runEnd,
  withoutSpaces,
  type TokenSpan,
} from './formatScan';

const isIdentStart = (c: string) => c === '_' || isAsciiLetter(c);
const isAsciiDigit = (c: string) => c >= '0' && c <= '9';
const isIdent = (c: string) => isIdentStart(c) || isAsciiDigit(c);
const BRACE_SPEC = /(?:![rsa])?(?::[^\n]?[<>=^]?[+ -]?#?0?(?:[1-9][0-9]*)?,?(?:\.[1-9][0-9]*)?[bcdeEfFgGnosxX%]?)?\}/y;

type Span = TokenSpan;

/** Python brace format: `}}`, `{{`, or `{field.attr[index]!r:spec}`; the token is `}`, `{` or the inside. */
export function pythonBraceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const closeBracket = nextChar(text, ']');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ((c === '}' || c === '{') && text[i + 1] === c) {
      spans.push({ start: i, end: i + 2, token: c });
      i += 1;
      continue;
    }
    if (c !== '{') continue;
    let p = i + 1;
    if (text[p] !== '}') {
      // field: digits or an identifier, then attributes `.name` or `[index]`
      if (isAsciiDigit(text[p] ?? '')) p = runEnd(text, p, isAsciiDigit);
      else if (isIdentStart(text[p] ?? '')) p = runEnd(text, p, isIdent);
      else continue;
      for (;;) {
        if (text[p] === '.' && isIdentStart(text[p + 1] ?? '')) p = runEnd(text, p + 1, isIdent);
        else if (text[p] === '[' && text[p + 1] !== ']') {
          const close = closeBracket.at(p + 1);
          if (close < 0) break;
          p = close + 1;
        } else break;
      }
    }
    BRACE_SPEC.lastIndex = p;
    if (!BRACE_SPEC.exec(text)) continue;
    const end = BRACE_SPEC.lastIndex;
    spans.push({ start: i, end, token: text.slice(i + 1, end - 1) });
    i = end - 1;
  }
  return spans;
}

export const pythonBraceTokens = (text: string) => pythonBraceSpans(text).map((s) => s.token);

/** PythonBraceFormatCheck: a `{` or `}` left once every format string is taken out of the text. */
export function strayBraces(text: string): string[] {
  let rest = '';
  let from = 0;
  for (const span of pythonBraceSpans(text)) {
    rest += text.slice(from, span.start);
    from = span.end;
  }
  rest += text.slice(from);
  return ['{', '}'].filter((c) => rest.includes(c));
}

/** C#: `{0}`, `{0,-10}`, `{0:N2}`, `{0,5:0.00}`; the token is the argument's number. */
export const cSharpTokens = (text: string) => cSharpSpans(text).map((s) => s.token);

/** The C# format strings of `text` with where they stand. */
export function cSharpSpans(text: string): Span[] {
  const tokens: Span[] = [];
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
    const digits = runEnd(text, i + 1, isDigit);
    if (digits === i + 1) continue;
    let p = digits;
    const flags = runEnd(text, p, (c) => '-,?'.includes(c) || isSpaceChar(c));
    if (flags > p) {
      p = runEnd(text, flags, isDigit);
      if (text[p] === '.' && isDigit(text[p + 1])) p = runEnd(text, p + 1, isDigit);
    }
    if (text[p] === ':') {
      // `[a-zA-Z0#.,\s]*(?:\d+)?` then `}`: the run up to the `}` is letters and `0#.,` and spaces, then digits.
      const inFormat = (c: string) => isAsciiLetter(c) || '0#.,'.includes(c) || isSpaceChar(c);
      const run = runEnd(text, p + 1, (c) => inFormat(c) || isDigit(c));
      let lastNonDigit = run - 1;
      while (lastNonDigit > p && isDigit(text[lastNonDigit])) lastNonDigit -= 1;
      for (let k = p + 1; k <= lastNonDigit && p >= 0; k++) if (!inFormat(text[k]!)) p = -1;
      if (p < 0) continue;
      p = run;
    }
    if (text[p] !== '}') continue;
    tokens.push({ start: i, end: p + 1, token: text.slice(i + 1, digits) });
    i = p;
  }
  return tokens;
}

/** Java MessageFormat: `{0}`, `{1,number}`, `{2,date,short}`; the token is the argument's number. */
export const javaMessageTokens = (text: string) => javaMessageSpans(text).map((s) => s.token);

/** The Java MessageFormat arguments of `text` with where they stand. */
export function javaMessageSpans(text: string): Span[] {
  const tokens: Span[] = [];
  const nextSpace = new NextIndex(text, (t, k) => isSpaceChar(t[k]));
  const afterSpaces = (p: number) => runEnd(text, p, isSpaceChar);
  // The last `}` before each position: where the greedy `\S+` of a style gives back to.
  const lastBrace = new Int32Array(text.length + 1).fill(-1);
  for (let k = 0; k < text.length; k++) lastBrace[k + 1] = text[k] === '}' ? k : lastBrace[k]!;
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) {
    const digits = runEnd(text, i + 1, isDigit);
    if (digits === i + 1) continue;
    let end = -1;
    const q = afterSpaces(digits);
    if (text[q] === ',') {
      const type = afterSpaces(q + 1);
      const typeEnd = runEnd(text, type, (c) => c >= 'a' && c <= 'z');
      if (typeEnd > type) {
        if (text[typeEnd] === ',') {
          const style = afterSpaces(typeEnd + 1);
          const styleEnd = nextSpace.at(style) < 0 ? text.length : nextSpace.at(style);
          if (styleEnd > style) {
            if (text[afterSpaces(styleEnd)] === '}') end = afterSpaces(styleEnd);
            else if (lastBrace[styleEnd]! > style) end = lastBrace[styleEnd]!;
          }
        }
        if (end < 0 && text[afterSpaces(typeEnd)] === '}') end = afterSpaces(typeEnd);
      }
    }
    if (end < 0 && text[q] === '}') end = q;
    if (end < 0) continue;
    tokens.push({ start: i, end: end + 1, token: text.slice(i + 1, digits) });
    i = end;
  }
  return tokens;
}

/** i18next: `$t(key)` nesting or `{{value}}` interpolation, whitespace removed (`.` stops at a line break). */
export const i18nextTokens = (text: string) => i18nextSpans(text).map((s) => s.token);

/** The i18next nestings and interpolations of `text` with where they stand. */
export function i18nextSpans(text: string): Span[] {
  const tokens: Span[] = [];
  const closeParen = nextChar(text, ')');
  const closeBraces = nextPair(text, '}}');
  const newline = nextChar(text, '\n');
  for (let i = 0; i < text.length; i++) {
    let close = -1;
    if (text.startsWith('$t(', i)) close = closeParen.at(i + 4);
    else if (text.startsWith('{{', i)) close = closeBraces.at(i + 3);
    if (close < 0) continue;
    const inner = text[i] === '$' ? i + 3 : i + 2;
    const lineBreak = newline.at(inner);
    if (lineBreak >= 0 && lineBreak < close) continue;
    const end = close + (text[i] === '$' ? 1 : 2);
    tokens.push({ start: i, end, token: withoutSpaces(text.slice(i, end)) });
    i = end - 1;
  }
  return tokens;
}

/** ECMAScript template literals: `${name}`, the name with its whitespace removed. */
export const esTokens = (text: string) => esSpans(text).map((s) => s.token);

/** The template literal substitutions of `text` with where they stand. */
export function esSpans(text: string): Span[] {
  const tokens: Span[] = [];
  const closeBrace = nextChar(text, '}');
  for (let i = text.indexOf('${'); i >= 0; i = text.indexOf('${', i + 1)) {
    const close = closeBrace.at(i + 2);
    if (close <= i + 2) continue;
    tokens.push({ start: i, end: close + 1, token: withoutSpaces(text.slice(i + 2, close)) });
    i = close;
  }
  return tokens;
}

/** A pattern whose every attempt reads only a run that the next attempt starts after: safe to run as is. */
function simple(re: RegExp, text: string): Span[] {
  return [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, token: m[1]! }));
}

const PERL_BRACE = /(\{[a-zA-Z0-9_]+\})/g;
const PERCENT = /(%[a-zA-Z0-9_]+%)/g;
const QT = /%(L?\p{Nd}{1,2})/gu;
/** Perl brace format `{name}`: the whole match. */
export const perlBraceSpans = (text: string) => simple(PERL_BRACE, text);
export const perlBraceTokens = (text: string) => perlBraceSpans(text).map((s) => s.token);
/** Percent placeholders `%name%`: the whole match. */
export const percentSpans = (text: string) => simple(PERCENT, text);
export const percentTokens = (text: string) => percentSpans(text).map((s) => s.token);
/** Qt: `%1`…`%99`, `%L1`; the token without the `%`. */
export const qtSpans = (text: string) => simple(QT, text);
export const qtTokens = (text: string) => qtSpans(text).map((s) => s.token);

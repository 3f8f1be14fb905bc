// A regular expression the server supplies (`regex:` and `placeholders:r"…"` flags) is run here only through
// this guard, because JavaScript's engine backtracks: `(a+)+$` on a line of `a`s would freeze the extension
// host or the panel's page on every keystroke. The guard accepts a pattern only when
//   - it is at most 200 characters long and translates to JavaScript (Python's `regex` syntax: `(?P<n>`
//     becomes `(?<n>`, `\d` Unicode digits, `\w` Unicode word characters, `$` also before a final line break);
//   - it has at most one repeating quantifier (`*`, `+`, `{n,}`, `{n,m}` with m > 1), and that quantifier's
//     operand has no alternation: no nested or overlapping repetition, so one match attempt is linear in the
//     text and a search at most quadratic;
//   - it has no backreference, no lookbehind, no inline flag, no possessive quantifier or atomic group, no
//     `\b`/`\B` (whose notion of a word differs between the engines);
// and it is run only on texts of at most MAX_TEXT characters (a search is then at most a few million steps).
// Anything else is left to the server: the panel shows the server's verdict for the saved text.

export const MAX_PATTERN = 200;
export const MAX_TEXT = 2_000;

const REPEAT_BRACES = /^\{(\d*)(?:,(\d*))?\}/;

/**
 * The escape at `i` (a backslash) in JavaScript's `u` syntax, and the index of its last character; undefined
 * for what the guard refuses (backreferences, word boundaries, `\G`, `\z`…).
 */
function translateEscape(pattern: string, i: number, inClass: boolean): { text: string; last: number } | undefined {
  const n = pattern[i + 1];
  // A Unicode property (`\p{Lu}`, `\P{Script=Latin}`) is copied whole: its braces are no quantifier.
  const property = (n === 'p' || n === 'P') && pattern[i + 2] === '{' ? pattern.indexOf('}', i + 3) : -1;
  if (property > 0) return { text: pattern.slice(i, property + 1), last: property };
  if (n === undefined || /[1-9bBgkGz]/.test(n) || (n === 'W' && inClass)) return undefined;
  const map: Record<string, string> = inClass
    ? { d: '\\p{Nd}', D: '\\P{Nd}', w: '\\p{L}\\p{N}_' }
    : { d: '\\p{Nd}', D: '\\P{Nd}', w: '[\\p{L}\\p{N}_]', W: '[^\\p{L}\\p{N}_]', A: '^', Z: '$' };
  // Python escapes any punctuation; JavaScript's `u` mode only its syntax characters.
  const literal = !/[A-Za-z0-9]/.test(n) && !'^$\\.*+?()[]{}|/'.includes(n) && !(inClass && n === '-');
  return { text: map[n] ?? (literal ? n : `\\${n}`), last: i + 1 };
}

/** `pattern` (Python syntax) as a JavaScript source, or undefined when the guard refuses it. */
export function translatePattern(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN) return undefined;
  let out = '';
  let inClass = false;
  let repeats = 0;
  // Per open group: whether it holds an alternation (a repeated group may not).
  const groups: { alternation: boolean; start: number }[] = [];
  let lastAtom: { alternation: boolean } = { alternation: false };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const escape = translateEscape(pattern, i, inClass);
      if (!escape) return undefined;
      out += escape.text;
      i = escape.last;
      lastAtom = { alternation: false };
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      if (pattern[i + 1] === '^') {
        out += '^';
        i += 1;
      }
      if (pattern[i + 1] === ']') {
        out += '\\]'; // Python allows `[]…]`
        i += 1;
      }
      lastAtom = { alternation: false };
      continue;
    }
    if (c === '(') {
      const rest = pattern.slice(i + 1, i + 4);
      if (rest.startsWith('?P<')) {
        out += '(?<';
        i += 3;
      } else if (rest.startsWith('?P=') || rest.startsWith('?<=') || rest.startsWith('?<!') || rest.startsWith('?>'))
        return undefined;
      else if (rest.startsWith('?') && !/^\?(?::|=|!|<[A-Za-z])/.test(rest)) return undefined;
      else out += c;
      groups.push({ alternation: false, start: out.length });
      continue;
    }
    if (c === ')') {
      const g = groups.pop();
      if (!g) return undefined;
      lastAtom = { alternation: g.alternation };
      out += c;
      continue;
    }
    if (c === '|') {
      if (groups.length > 0) groups.at(-1)!.alternation = true;
      out += c;
      continue;
    }
    const braces = c === '{' ? REPEAT_BRACES.exec(pattern.slice(i, i + 12)) : null;
    if (c === '*' || c === '+' || c === '?' || braces) {
      if (pattern[i + 1] === '+') return undefined; // possessive
      const repeating =
        c === '*' ||
        c === '+' ||
        (!!braces && braces[2] !== undefined && (braces[2] === '' || Number(braces[2]) > Number(braces[1] || 0)));
      if (repeating) {
        repeats += 1;
        if (repeats > 1 || lastAtom.alternation) return undefined;
      }
      out += braces ? braces[0] : c;
      if (braces) i += braces[0].length - 1;
      continue;
    }
    if (c === '$') {
      out += '(?=\\n?$)';
      lastAtom = { alternation: false };
      continue;
    }
    // A brace that is no quantifier is a literal in Python, an error in JavaScript's `u` mode.
    out += c === '{' || c === '}' || c === ']' ? `\\${c}` : c;
    lastAtom = { alternation: false };
  }
  if (inClass || groups.length > 0) return undefined;
  return out;
}

/** The JavaScript expression for `pattern`, or undefined when the guard refuses it or it does not compile. */
export function guardedRegex(pattern: string, flags = ''): RegExp | undefined {
  const source = translatePattern(pattern);
  if (source === undefined) return undefined;
  try {
    return new RegExp(source, `u${flags}`);
  } catch {
    return undefined;
  }
}

/** Whether the guarded expression may be run on these texts (each at most MAX_TEXT characters). */
export const shortEnough = (texts: readonly string[]) => texts.every((t) => t.length <= MAX_TEXT);

// Word counts of manuscript text (#47): BBCode (a beat as World Anvil stores it) or Markdown (a pulled
// part file). Tags, a mention's address and markers are not words; a mention's title is. One pass over
// the text, no backtracking: linear in its length whatever the server sends.

const WORD = /[\p{L}\p{N}]/u;

/** A letter or digit: ASCII answered without the Unicode class (most prose is ASCII; counting runs per keystroke). */
function isWordChar(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return WORD.test(c);
}

/** Where a BBCode tag `[…]` that starts at `i` ends (index after `]`), or -1 when it is not a tag. */
function tagEnd(text: string, i: number): number {
  // A tag is short and on one line; anything else is text with a bracket in it. Bounded look-ahead.
  for (let j = i + 1; j < text.length && j - i <= 120; j++) {
    const c = text[j];
    if (c === ']') return j > i + 1 ? j + 1 : -1;
    if (c === '[' || c === '\n') return -1;
  }
  return -1;
}

/** Where `(…)` that starts at `i` ends (index after `)`), bounded, or -1. */
function parenEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length && j - i <= 300; j++) {
    if (text[j] === ')') return j + 1;
    if (text[j] === '\n' || text[j] === '(') return -1;
  }
  return -1;
}

/** Words in BBCode: tags are skipped, `@[Title](template:id)` counts its title, `](address)` is skipped. */
export function countBBCodeWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === '[') {
      const end = tagEnd(text, i);
      // `@[Title](…)` and Markdown's `[Title](…)`: the title is text; the bracket is not a tag.
      if (end > 0 && text[i - 1] !== '@' && text[end] !== '(') {
        inWord = false;
        i = end;
        continue;
      }
    }
    if (c === ']' && text[i + 1] === '(') {
      const end = parenEnd(text, i + 1);
      if (end > 0) {
        inWord = false;
        i = end;
        continue;
      }
    }
    if (isWordChar(c)) {
      if (!inWord) words++;
      inWord = true;
    } else if (!(inWord && (c === '’' || c === "'" || c === '-') && isWordChar(text[i + 1]))) {
      // An apostrophe or hyphen inside a word keeps it one word (hand’s, sea-wall).
      inWord = false;
    }
    i++;
  }
  return words;
}

/** Words in a pulled part file's Markdown: front matter, HTML comments (the beat markers) and link addresses are not words. */
export function countMarkdownWords(text: string): number {
  let body = text;
  if (body.startsWith('---\n') || body.startsWith('---\r\n')) {
    const end = body.indexOf('\n---', 3);
    if (end >= 0) body = body.slice(body.indexOf('\n', end + 1) + 1 || body.length);
  }
  let words = 0;
  let from = 0;
  // HTML comments out, linearly: indexOf moves forward only.
  for (;;) {
    const open = body.indexOf('<!--', from);
    const chunk = body.slice(from, open < 0 ? body.length : open);
    words += countBBCodeWords(chunk.replace(/[#*_>`~]/g, ' '));
    if (open < 0) break;
    const close = body.indexOf('-->', open + 4);
    if (close < 0) break;
    from = close + 3;
  }
  return words;
}

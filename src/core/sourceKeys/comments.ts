// Comments blanked out of a source file before a finder reads it: a key named in a comment
// (`// R.string.old_title`, `<!-- @string/x -->`, `// Text("in.comment")`) is no usage. Each comment's
// characters become spaces and its line breaks stay, so every offset and line is the file's own. String
// literals are stepped over (a `//` inside `"https://…"` starts no comment): `"…"`, `'…'` with backslash
// escapes, the triple-quoted `"""…"""`/`'''…'''` of Swift, Kotlin and Dart, and Swift's `#"…"#`. One pass:
// linear.

import { swiftLiteralEnd } from './swiftLiteral';

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** Where the literal opening at `p` ends (after its closing quote), or the file's end when unclosed. */
function literalEnd(text: string, p: number): number {
  const q = text[p]!;
  if (text.startsWith(q.repeat(3), p)) {
    const close = text.indexOf(q.repeat(3), p + 3);
    return close < 0 ? text.length : close + 3;
  }
  let i = p + 1;
  while (i < text.length && text[i] !== q && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
  return Math.min(text.length, i + 1);
}

/**
 * Past the run of `#` at `p`: past Swift's raw literal when a quote follows (`#"a"//b"#`, `#"""…"""#`),
 * else past the run (read once). No other language these files are written in puts `#` before a quote.
 */
function hashEnd(text: string, p: number): number {
  let q = p;
  while (text[q] === '#') q++;
  return text[q] === '"' ? swiftLiteralEnd(text, p) : q;
}

/** `text` (Kotlin, Java, Dart, Swift, Objective-C) with its line and block comments blanked. */
export function withoutCodeComments(text: string): string {
  let out = '';
  let from = 0;
  let p = 0;
  while (p < text.length) {
    const c = text[p]!;
    if (c === '"' || c === "'") p = literalEnd(text, p);
    else if (c === '#') p = hashEnd(text, p);
    else if (c === '/' && (text[p + 1] === '/' || text[p + 1] === '*')) {
      const line = text[p + 1] === '/';
      const close = line ? text.indexOf('\n', p) : text.indexOf('*/', p + 2);
      const end = close < 0 ? text.length : line ? close : close + 2;
      out += text.slice(from, p) + blank(text.slice(p, end));
      from = p = end;
    } else p++;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `text` (XML) with its `<!-- -->` comments blanked. */
export function withoutXmlComments(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('<!--'); at >= 0; at = text.indexOf('<!--', from)) {
    const close = text.indexOf('-->', at + 4);
    const end = close < 0 ? text.length : close + 3;
    out += text.slice(from, at) + blank(text.slice(at, end));
    from = end;
    if (close < 0) break;
  }
  return from === 0 ? text : out + text.slice(from);
}

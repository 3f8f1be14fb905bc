// The keys of a nested JSON locale file with their positions, for hovers and diagnostics on the key the
// server knows as a dotted `context` (json-nested: {"menu": {"file": {"open": "…"}}} → menu.file.open).
// One pass over jsonc-parser's token scanner with an explicit stack: its tree parser recurses once per
// nesting level (a file of `{"a":` × 100,000 overflowed the stack), and copying the path at every level
// made deep files quadratic. Strings nested deeper than MAX_KEY_DEPTH are not locale strings of any real
// format and are skipped, which also bounds the length of every dotted key written out.
import { createScanner, type SyntaxKind as Kind } from 'jsonc-parser';

// jsonc-parser's SyntaxKind is a `const enum`, which isolated modules cannot read: its values, as declared.
const SyntaxKind = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  ColonToken: 6,
  StringLiteral: 10,
  LineCommentTrivia: 12,
  BlockCommentTrivia: 13,
  LineBreakTrivia: 14,
  Trivia: 15,
  EOF: 17,
} as const satisfies Record<string, Kind>;

export interface KeyLocation {
  /** Dotted path of the string, e.g. `menu.file.open`. */
  key: string;
  /** Offset and length of the property name in the text. */
  offset: number;
  length: number;
  value: string;
}

export const MAX_KEY_DEPTH = 32;

interface Frame {
  kind: 'object' | 'array';
  /** The dotted path of this object (objects inside arrays are not walked: they have no dotted key). */
  path: string | undefined;
  /** The property name just read, waiting for its value. */
  name?: { value: string; offset: number; length: number };
  expectName: boolean;
}

export function jsonStringKeys(text: string): KeyLocation[] {
  const scanner = createScanner(text, false);
  const out: KeyLocation[] = [];
  const stack: Frame[] = [];
  const top = () => stack[stack.length - 1];
  const childPath = (f: Frame | undefined): string | undefined => {
    if (!f) return '';
    if (f.kind !== 'object' || f.path === undefined || !f.name || stack.length > MAX_KEY_DEPTH) return undefined;
    return f.path === '' ? f.name.value : `${f.path}.${f.name.value}`;
  };
  for (let token: number = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    const f = top();
    switch (token) {
      case SyntaxKind.OpenBraceToken:
      case SyntaxKind.OpenBracketToken:
        stack.push({
          kind: token === SyntaxKind.OpenBraceToken ? 'object' : 'array',
          path: childPath(f),
          expectName: token === SyntaxKind.OpenBraceToken,
        });
        break;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken:
        stack.pop();
        if (top()) top()!.name = undefined;
        break;
      case SyntaxKind.CommaToken:
        if (f?.kind === 'object') {
          f.expectName = true;
          f.name = undefined;
        }
        break;
      case SyntaxKind.StringLiteral:
        if (f?.kind === 'object' && f.expectName) {
          f.name = {
            value: scanner.getTokenValue(),
            offset: scanner.getTokenOffset(),
            length: scanner.getTokenLength(),
          };
          f.expectName = false;
        } else if (f?.name) {
          const key = childPath(f);
          if (key !== undefined)
            out.push({ key, offset: f.name.offset, length: f.name.length, value: scanner.getTokenValue() });
          f.name = undefined;
        }
        break;
      default:
        // A number, literal or colon: a non-string value ends the wait for this property's value.
        if (
          token !== SyntaxKind.ColonToken &&
          token !== SyntaxKind.Trivia &&
          token !== SyntaxKind.LineBreakTrivia &&
          token !== SyntaxKind.LineCommentTrivia &&
          token !== SyntaxKind.BlockCommentTrivia &&
          f
        )
          f.name = undefined;
    }
  }
  return out;
}

/** Plural forms sit one level below the unit's key (files.count.one → files.count). */
export function unitKeyCandidates(key: string): string[] {
  const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : undefined;
  return parent ? [key, parent] : [key];
}

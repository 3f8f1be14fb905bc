// Worst-case inputs of the ICU MessageFormat parser and check (#43 item 4): the shapes that make a parser
// reread (a style that turns out to be loose sub-messages, a quote never closed, a tag prefix tried at every
// `<`), nest (sub-messages to the depth limit, tags), or keep many names (a select of every choice). Each is
// run as the panel runs it while typing: the text against itself, with the flags that read tags.
import { localVerdict } from '../../src/core/checks/localChecks';
import type { WorstCase } from './parserWorstCases';

const repeat = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));
const nested = (open: string, close: string, bytes: number) => {
  const n = Math.max(1, Math.floor(bytes / (open.length + close.length)));
  return open.repeat(n) + close.repeat(n);
};

const SHAPES: Array<[string, string, (bytes: number) => string]> = [
  ['a quote never closed', '', (n) => `'{${repeat('a{}', n)}`],
  ['a style of spaces and words, then loose sub-messages', '', (n) => `{a, b, ${repeat('c ', n)}{x}}`],
  ['a style never closed, trailing spaces', '', (n) => `{a, number, x${repeat(' ', n)}`],
  ['a select of every choice', '', (n) => `{a, select, ${repeat('x {y} ', n)}other {z}}`],
  ['# in a plural, repeated', '', (n) => `{n, plural, other {${repeat('# ', n)}}}`],
  ['sub-messages nested past the limit, then text', '', (n) => `${'{a,select,x{'.repeat(60)}${repeat('b', n)}`],
  ['< before every letter (xml)', 'icu-flags:xml', (n) => repeat('<a', n)],
  ['tags nested past the limit (xml)', 'icu-flags:xml', (n) => nested('<b>', '</b>', n)],
  ['tags side by side (strict-xml)', 'icu-flags:strict-xml', (n) => repeat('<b>x</b>', n)],
  [
    'a long tag prefix almost matched at every <',
    'icu-flags:xml, icu-tag-prefix:aaaaaaaaaaaaaaaaaaab',
    (n) => repeat('<aaaaaaaaaaaaaaaaaaa', n),
  ],
  [
    'a long tag prefix that matches everywhere',
    `icu-flags:xml, icu-tag-prefix:${'a'.repeat(200)}`,
    (n) => repeat(`<${'a'.repeat(200)}/>`, n),
  ],
  ['arguments side by side', '', (n) => repeat('{a}{b, number}', n)],
];

export function icuWorstCases(): WorstCase[] {
  return SHAPES.map(([input, flags, make]) => ({
    parser: 'ICU MessageFormat check',
    input,
    make,
    run: (text: string) =>
      localVerdict({
        source: [text],
        target: [`${text} `],
        state: 20,
        flags: `icu-message-format, ${flags}`,
        language: 'de',
      }),
  }));
}

// Worst-case inputs of the PO reader of the upload preview (#41): the shapes a line-by-line reader with
// escapes could go quadratic on (a quote never closed, escapes only, continuation lines joined one by one,
// 100k-entry files, obsolete lines, plural indexes) and the cut of such a file down to some of its entries.
// A malformed file is refused with PoSyntaxError: that answer counts, as the reader still read it once.
import { parsePo, PoSyntaxError } from '../../src/core/locale/poParse';
import { poFileStrings, poKey, poSubset } from '../../src/core/locale/poUpload';
import type { WorstCase } from './parserWorstCases';

const repeat = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));

/** The answer, or the refusal of a malformed file (any other error fails the case). */
const orRefusal = (run: () => unknown) => {
  try {
    return run();
  } catch (err) {
    if (err instanceof PoSyntaxError) return err;
    throw err;
  }
};

const SHAPES: Array<[string, (bytes: number) => string]> = [
  ['a quote never closed', (n) => `msgid "${repeat('a', n)}`],
  ['backslashes only', (n) => `msgid "${repeat('\\\\', n)}"\nmsgstr ""\n`],
  ['octal escapes (UTF-8 bytes) only', (n) => `msgid "${repeat('\\303\\251', n)}"\nmsgstr ""\n`],
  ['\\x then hex digits', (n) => `msgid "\\x${repeat('f', n)}"\nmsgstr ""\n`],
  ['continuation lines', (n) => `msgid ""\n${repeat('"a"\n', n)}msgstr ""\n`],
  ['one-line entries', (n) => repeat('msgid "s"\nmsgstr "t"\n', n)],
  ['obsolete lines', (n) => repeat('#~ msgid "a"\n', n)],
  ['flags lines', (n) => `${repeat('#, fuzzy, c-format\n', n)}msgid "a"\nmsgstr ""\n`],
  ['plural indexes', (n) => `msgid "a"\nmsgid_plural "b"\n${repeat('msgstr[5] "c"\n', n)}`],
  ['CR only, no LF (one line)', (n) => repeat('msgid "a"\r', n)],
];

export function poWorstCases(): WorstCase[] {
  return [
    ...SHAPES.map(([input, make]) => ({
      parser: 'parsePo',
      input,
      make,
      run: (text: string) => orRefusal(() => parsePo(text)),
    })),
    {
      parser: 'poSubset',
      input: 'one-line entries, every other kept',
      make: (n) =>
        Array.from({ length: Math.max(1, Math.floor(n / 24)) }, (_, i) => `msgid "s${i}"\nmsgstr "t"\n`).join(''),
      run: (text) => {
        const keys = new Set(
          poFileStrings(text)
            .filter((_, i) => i % 2 === 0)
            .map((s) => s.key),
        );
        return poSubset(text, keys.size > 0 ? keys : new Set([poKey(undefined, 's0')]));
      },
    },
  ];
}

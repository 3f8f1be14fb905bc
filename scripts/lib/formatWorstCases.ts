// Worst-case inputs of the format string and placeholder checks (#43 item 4): the shapes on which Weblate's
// own regular expressions backtrack (a `%(` whose `)` never comes, `{0:` before a megabyte of zeros, `{{`
// never closed…), each run through every family's scanner and a whole check of the text against itself.
// Shared by the bench's parsers part and the unit test of 1 MB worst cases.
import { FORMAT_FAMILIES, formatFails } from '../../src/core/checks/formatChecks';
import { localVerdict } from '../../src/core/checks/localChecks';
import { readWeblateFlags } from '../../src/core/checks/weblateFlags';
import type { WorstCase } from './parserWorstCases';

const repeat = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));

const SHAPES: Array<[string, (bytes: number) => string]> = [
  ['%( never closed', (n) => repeat('%(', n)],
  ['%< and %{ never closed (Ruby)', (n) => repeat('%<%{', n)],
  ['{a[ never closed (Python brace index)', (n) => repeat('{a[', n)],
  ['{0: then a megabyte of zeros (C#)', (n) => `{0:${repeat('0', n)}`],
  ['{0:0 repeated (C#)', (n) => repeat('{0:0', n)],
  ['{0,a,x repeated, no space (Java MessageFormat style)', (n) => repeat('{0,a,x', n)],
  ['{0,a, then spaces (Java MessageFormat)', (n) => `{0,a,x${repeat(' ', n)}`],
  ['{{ never closed (i18next)', (n) => repeat('{{', n)],
  ['$t( never closed (i18next)', (n) => repeat('$t(', n)],
  ['{{ then a line break before every }}', (n) => repeat('{{a\n}}', n)],
  ['${ never closed (ECMAScript)', (n) => repeat('${', n)],
  ['${ then spaces (ECMAScript)', (n) => `\${${repeat(' ', n)}`],
  ['% then digits and dots (Java printf)', (n) => `%${repeat('0.', n)}`],
  ['%1$ repeated', (n) => repeat('%1$', n)],
  ['%%%% (escapes only)', (n) => repeat('%', n)],
];

const EVERY_FLAG = FORMAT_FAMILIES.map((f) => f.id.replace(/_/g, '-')).join(', ');

export function formatWorstCases(): WorstCase[] {
  const parts = FORMAT_FAMILIES.map((f) => ({
    name: f.id,
    run: (text: string) => formatFails(f, { source: [text], target: [text], language: 'de', flags: new Map() }),
  }));
  const families = SHAPES.map(([input, make]) => ({
    parser: 'format strings (every family)',
    input,
    make,
    run: (text: string) => parts.map((p) => p.run(text)),
    parts,
  }));
  return [
    ...families,
    {
      parser: 'local checks (every format flag, placeholders)',
      input: '%({{${ repeated, placeholders:"%(":"{{"',
      make: (n) => repeat('%({{${', n),
      run: (text) =>
        localVerdict({
          source: [text],
          target: [`${text}x`],
          state: 20,
          flags: `${EVERY_FLAG}, placeholders:"%(":"{{"`,
          language: 'de',
        }),
    },
    {
      parser: 'parseWeblateFlags',
      input: 'a:"x", repeated',
      make: (n) => repeat('a:"x",', n),
      run: (text) => readWeblateFlags(text),
    },
    {
      parser: 'parseWeblateFlags',
      input: 'a quote never closed',
      make: (n) => `placeholders:"${repeat('\\"', n)}`,
      run: (text) => readWeblateFlags(text),
    },
  ];
}

// Worst-case inputs of the upload preview's XML readers (#41: XLIFF, Qt TS, Android string resources over
// src/core/locale/xmlTree.ts): the shapes a tokenizer could go quadratic on (searches that run past the piece
// they look in, many text nodes, many attributes, entities only, markup never closed, deep nesting) and
// Android's escape and quote rules on values made only of them, then each format's reading and cut of a file
// of many units. A refused file (XmlSyntaxError, or a SyntaxError for another root) counts: it was read once.
import { androidFileStrings, androidSubset } from '../../src/core/locale/androidUpload';
import { tsFileStrings, tsSubset } from '../../src/core/locale/tsUpload';
import { xliffFileStrings, xliffSubset } from '../../src/core/locale/xliffUpload';
import { parseXml } from '../../src/core/locale/xmlTree';
import type { WorstCase } from './parserWorstCases';

const repeat = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));
const count = (bytes: number, each: number) => Math.max(1, Math.floor(bytes / each));
const numbered = (bytes: number, each: number, item: (i: number) => string) =>
  Array.from({ length: count(bytes, each) }, (_, i) => item(i)).join('');

/** The answer, or the refusal of a malformed file (any other error fails the case). */
const orRefusal = (run: () => unknown) => {
  try {
    return run();
  } catch (err) {
    if (err instanceof SyntaxError) return err;
    throw err;
  }
};

const XML_SHAPES: Array<[string, (bytes: number) => string]> = [
  ['< only', (n) => repeat('<', n)],
  ['many short elements (text nodes without &)', (n) => `<r>${repeat('<a>x</a>', n)}</r>`],
  ['nesting to the limit, again and again', (n) => `<r>${repeat(`${'<a>'.repeat(250)}${'</a>'.repeat(250)}`, n)}</r>`],
  ['nesting beyond the limit', (n) => repeat('<a>', n)],
  ['one tag of many attributes', (n) => `<r ${numbered(n, 12, (i) => `a${i}="x" `)}/>`],
  ['entities and character references only', (n) => `<r>${repeat('&amp;&#233;&#x1F600;', n)}</r>`],
  ['a long text, then a bare &', (n) => `<r>${repeat('a', n)}&</r>`],
  ['& followed by a long name', (n) => `<r>&${repeat('a', n)};</r>`],
  ['a comment never closed', (n) => `<r><!--${repeat('-', n)}`],
  ['a CDATA section of ]] never closed', (n) => `<r><![CDATA[${repeat(']]', n)}`],
  ['DOCTYPEs repeated', (n) => `${repeat('<!DOCTYPE x>', n)}<r/>`],
  ['an attribute value never closed', (n) => `<r a="${repeat('b', n)}`],
  ['CRLF text', (n) => `<r>${repeat('a\r\n', n)}</r>`],
];

const ANDROID_VALUES: Array<[string, string]> = [
  ['backslashes only', '\\\\'],
  ['\\u without hex digits', '\\u'],
  ['quotes only', '"'],
  ['escaped quotes only', '\\"'],
  ['blanks only', ' \t\n'],
  ['markup around text', '<b>a</b> "b" '],
];

const android = (body: string) => `<resources>\n${body}</resources>\n`;
const xliff = (units: string) =>
  `<xliff version="1.2"><file original="f" source-language="en"><body>\n${units}</body></file></xliff>`;

export function xmlWorstCases(): WorstCase[] {
  const unitCases: WorstCase[] = [
    {
      parser: 'androidSubset',
      input: 'many strings and plurals, every other kept',
      make: (n) =>
        android(
          numbered(n, 120, (i) =>
            i % 3 === 0
              ? `  <plurals name="p${i}"><item quantity="one">%d x</item><item quantity="other">%d xs</item></plurals>\n`
              : `  <string name="s${i}">Wert \\"${i}\\" &amp; mehr</string>\n`,
          ),
        ),
      run: (text) =>
        androidSubset(
          text,
          new Set(
            androidFileStrings(text)
              .filter((_, i) => i % 2 === 0)
              .map((s) => s.key),
          ),
        ),
    },
    {
      parser: 'xliffSubset',
      input: 'many trans-units, every other kept',
      make: (n) =>
        xliff(
          numbered(
            n,
            110,
            (i) =>
              `<trans-unit id="u${i}"><source>S ${i}</source><target state="new">T &amp; ${i}</target></trans-unit>\n`,
          ),
        ),
      run: (text) =>
        xliffSubset(
          text,
          new Set(
            xliffFileStrings(text)
              .filter((_, i) => i % 2 === 0)
              .map((s) => s.key),
          ),
        ),
    },
    {
      parser: 'tsSubset',
      input: 'many messages, numerus among them, every other kept',
      make: (n) =>
        `<TS version="2.1"><context><name>C</name>\n${numbered(n, 150, (i) =>
          i % 2 === 0
            ? `<message numerus="yes"><source>%n tile(s) ${i}</source><translation><numerusform>a</numerusform><numerusform>b</numerusform></translation></message>\n`
            : `<message><source>S ${i}</source><translation type="unfinished">T</translation></message>\n`,
        )}</context></TS>`,
      run: (text) =>
        tsSubset(
          text,
          new Set(
            tsFileStrings(text)
              .filter((_, i) => i % 2 === 0)
              .map((s) => s.key),
          ),
        ),
    },
  ];
  return [
    ...XML_SHAPES.map(([input, make]) => ({
      parser: 'parseXml',
      input,
      make,
      run: (t: string) => orRefusal(() => parseXml(t)),
    })),
    ...ANDROID_VALUES.map(([input, unit]) => ({
      parser: 'androidFileStrings',
      input: `one value of ${input}`,
      make: (n: number) => android(`<string name="a">${repeat(unit, n)}</string>\n`),
      run: (t: string) => orRefusal(() => androidFileStrings(t)),
    })),
    {
      parser: 'androidFileStrings',
      input: 'one CDATA value of < only (tag search)',
      make: (n) => android(`<string name="a"><![CDATA[${repeat('<', n)}]]></string>\n`),
      run: (t) => androidFileStrings(t),
    },
    {
      parser: 'xliffFileStrings',
      input: 'one target of nested and empty inline elements (re-serialized)',
      make: (n) =>
        xliff(
          `<trans-unit id="u"><source>S</source><target>${repeat(`<g id='1'><x id="2"></x>a</g>`, n)}</target></trans-unit>`,
        ),
      run: (t) => xliffFileStrings(t),
    },
    {
      parser: 'tsFileStrings',
      input: 'a numerus source of (s) only',
      make: (n) =>
        `<TS><context><name>C</name><message numerus="yes"><source>${repeat('(s)', n)}</source></message></context></TS>`,
      run: (t) => tsFileStrings(t),
    },
    ...unitCases,
  ];
}

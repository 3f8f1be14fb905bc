// The PO reader of the upload preview (#41): entries, escapes, plurals, msgctxt, fuzzy, obsolete entries,
// line endings, a BOM, malformed files refused with the line named, and 100k entries in one pass.
import { strict as assert } from 'node:assert';
import { parsePo, PoSyntaxError } from '../../../src/core/locale/poParse';

const HEADER = 'msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n';

const strings = (text: string) =>
  parsePo(text).entries.map((e) => [e.msgctxt, e.msgid, e.msgidPlural, e.msgstr, e.fuzzy]);

describe('parsePo', () => {
  it('keeps the header apart and reads each entry, with and without a blank line between', () => {
    const file = parsePo(`${HEADER}\nmsgid "Open"\nmsgstr "Öffnen"\nmsgid "Close"\nmsgstr "Schließen"\n`);
    assert.equal(file.header?.msgstr[0], 'Language: de\nPlural-Forms: nplurals=2; plural=(n != 1);\n');
    assert.deepEqual(
      file.entries.map((e) => [e.msgid, e.msgstr]),
      [
        ['Open', ['Öffnen']],
        ['Close', ['Schließen']],
      ],
    );
  });

  it('joins multi-line strings and decodes the C escapes gettext knows', () => {
    const po = `msgid ""\n"Line one\\n"\n"Line \\"two\\"\\t\\\\"\nmsgstr "a\\r\\a\\b\\f\\v\\'\\?"\n"\\101\\x42\\303\\251"\n`;
    assert.deepEqual(strings(po), [
      [undefined, 'Line one\nLine "two"\t\\', undefined, ["a\r\u0007\b\f\v'?AB\u00e9"], false],
    ]);
  });

  it('reads msgctxt, plurals by index (a missing index is empty) and the fuzzy flag among others', () => {
    const po = [
      'msgctxt "confirmation prompt"',
      'msgid "Yes"',
      'msgstr "Ja"',
      '',
      '#: cleanup.py:16',
      '#, c-format, fuzzy',
      'msgid "{count} tile"',
      'msgid_plural "{count} tiles"',
      'msgstr[0] "{count} Kachel"',
      'msgstr[2] "{count} Kacheln"',
      '',
      '#, fuzzy-ish',
      'msgid "Cleanup"',
      'msgstr "Aufräumen"',
    ].join('\n');
    assert.deepEqual(strings(po), [
      ['confirmation prompt', 'Yes', undefined, ['Ja'], false],
      [undefined, '{count} tile', '{count} tiles', ['{count} Kachel', '', '{count} Kacheln'], true],
      [undefined, 'Cleanup', undefined, ['Aufräumen'], false],
    ]);
  });

  it('skips obsolete entries, their flags and comments, even without a blank line after them', () => {
    const po = [
      '#, fuzzy',
      '#~ msgid "Old"',
      '#~ msgstr "Alt"',
      'msgid "New"',
      'msgstr "Neu"',
      '',
      '#~ msgctxt "x"',
      '#~ msgid "Gone"',
      '#~ msgstr "Weg"',
    ].join('\n');
    assert.deepEqual(strings(po), [[undefined, 'New', undefined, ['Neu'], false]]);
  });

  it('reads CRLF files, and entries know where they lie (comments included)', () => {
    const text = `${HEADER}\r\n# a comment\r\nmsgid "A"\r\nmsgstr "B"\r\n\r\nmsgid "C"\r\nmsgstr ""\r\n"D"\r\n`.replace(
      /(?<!\r)\n/g,
      '\r\n',
    );
    const { entries } = parsePo(text);
    assert.deepEqual(
      entries.map((e) => e.msgstr),
      [['B'], ['D']],
    );
    assert.equal(text.slice(entries[0]!.start, entries[0]!.end), '# a comment\r\nmsgid "A"\r\nmsgstr "B"\r\n');
    assert.equal(text.slice(entries[1]!.start, entries[1]!.end), 'msgid "C"\r\nmsgstr ""\r\n"D"\r\n');
  });

  it('a msgid "" with a context is an entry, not the header; an empty file has neither', () => {
    assert.deepEqual(strings('msgctxt "c"\nmsgid ""\nmsgstr "x"\n'), [['c', '', undefined, ['x'], false]]);
    assert.deepEqual(parsePo(''), { header: undefined, entries: [] });
  });

  for (const [shape, text, line] of [
    ['an unterminated quote', 'msgid "Open\nmsgstr "x"\n', 1],
    ['an unterminated quote ending in a backslash', 'msgid "a"\nmsgstr "x\\', 2],
    ['text after the closing quote', 'msgid "a" b\nmsgstr ""\n', 1],
    ['an unknown escape', 'msgid "a\\q"\nmsgstr ""\n', 1],
    ['a continuation of nothing', '"a"\nmsgid "a"\n', 1],
    ['a line that is no PO', 'msgid "a"\nmsgstr "b"\nhello\n', 3],
    ['a plural index beyond any language', 'msgid "a"\nmsgid_plural "b"\nmsgstr[999] "c"\n', 3],
    ['a plural index that is not a number', 'msgid "a"\nmsgstr[x] "c"\n', 2],
    ['a keyword glued to text', 'msgidx "a"\n', 1],
    ['an entry without msgstr, then another', 'msgid "a"\n\nmsgid "b"\nmsgstr "c"\n', 3],
    ['a last entry without msgstr', 'msgid "a"\nmsgstr "b"\n\nmsgid "c"\n', 4],
    ['a msgstr without msgid', 'msgstr "b"\n', 1],
  ] as const)
    it(`refuses ${shape}, naming the line`, () => {
      assert.throws(
        () => parsePo(text),
        (err: unknown) => err instanceof PoSyntaxError && err.line === line,
      );
    });

  it('reads 100k entries, and keeps each in its place', () => {
    const parts: string[] = [HEADER];
    for (let i = 0; i < 100_000; i++) parts.push(`#: f.py:${i}\nmsgctxt "c${i % 7}"\nmsgid "s${i}"\nmsgstr "t${i}"\n`);
    const text = parts.join('\n');
    const { entries } = parsePo(text);
    assert.equal(entries.length, 100_000);
    const last = entries.at(-1)!;
    assert.deepEqual([last.msgctxt, last.msgid, last.msgstr], ['c4', 's99999', ['t99999']]);
    assert.equal(text.slice(last.start, last.end), parts.at(-1));
  });
});

// Apple .strings written by Extract String (#44 item 5): the escaping Apple's property-list strings need,
// the keys read back from a file (comments skipped, escapes resolved), the line added at the file's end in
// its own line ends, and the strings Weblate (translate-toolkit) would read back differently. The oracle
// tier (test/oracle/formats/stringsWrite.test.ts) has translate-toolkit read what is written here.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { escapeStrings, stringsInsert, stringsKeys, stringsProblem } from '../../../src/core/locale/stringsInsert';

describe('Apple .strings: escaping, keys and the added line', () => {
  it('escapes quotes, backslashes, line breaks and control characters; keeps %@, unicode and emoji', () => {
    assert.equal(escapeStrings('Say "hi"'), 'Say \\"hi\\"');
    assert.equal(escapeStrings('C:\\maps'), 'C:\\\\maps');
    assert.equal(escapeStrings('one\ntwo\tthree\rfour'), 'one\\ntwo\\tthree\\rfour');
    assert.equal(escapeStrings('bell\u0007 del\u007f'), 'bell\\U0007 del\\U007F');
    assert.equal(escapeStrings('%@ has %lld maps, 100%'), '%@ has %lld maps, 100%');
    assert.equal(escapeStrings('Grüße, 地図 😀 \u2028'), 'Grüße, 地図 😀 \u2028');
  });

  it('reads the keys of a file: quoted and bare, after comments, escapes resolved', () => {
    const text = [
      '/* The first screen\'s title; "not.a.key" = "x"; */',
      '"welcome.title" = "Welcome";',
      '// "commented" = "out";',
      '"say \\"hi\\"" = "Hi";',
      'bare_key = "Bare";',
      '"tab\\tkey" = "a;b = c";',
      '"uni\\U00e9" = "é";',
    ].join('\n');
    assert.deepEqual([...stringsKeys(text)], ['welcome.title', 'say "hi"', 'bare_key', 'tab\tkey', 'unié']);
    assert.deepEqual([...stringsKeys('"unclosed = "x')], ['unclosed = ']);
  });

  it('adds the line at the end, on a line of its own, in the file’s line ends; never a key twice', () => {
    assert.deepEqual(stringsInsert('"a" = "A";\n', 'b "q"', 'Line\nbreak'), {
      offset: 11,
      content: '"b \\"q\\"" = "Line\\nbreak";\n',
    });
    assert.deepEqual(stringsInsert('"a" = "A";', 'b', 'B'), { offset: 10, content: '\n"b" = "B";\n' });
    assert.deepEqual(stringsInsert('"a" = "A";\r\n', 'b', 'B'), { offset: 12, content: '"b" = "B";\r\n' });
    assert.deepEqual(stringsInsert('', 'b', 'B'), { offset: 0, content: '"b" = "B";\n' });
    assert.deepEqual(stringsInsert('"a" = "A";\n', 'a', 'again'), { refused: 'exists' });
  });

  it('says which strings Weblate would read back differently', () => {
    assert.equal(stringsProblem('Offline maps are kept for 30 days', 'x'), undefined);
    assert.equal(stringsProblem('Say "hi" to %@ 😀', 'Say "hi" to %@ 😀'), undefined);
    assert.equal(stringsProblem('C:\\maps', 'x'), 'key-escapes');
    assert.equal(stringsProblem('two\nlines', 'x'), 'key-escapes');
    assert.equal(stringsProblem('k', 'ends in \\'), 'value-ends-in-backslash');
  });

  it('reads back every key it writes (property: any text, one after another)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ unit: 'binary', maxLength: 12 }), { maxLength: 8 }), (keys) => {
        let text = '/* head */\n';
        for (const key of keys) {
          const insert = stringsInsert(text, key, `${key} text`);
          assert.ok(!('refused' in insert), JSON.stringify(key));
          text = text.slice(0, insert.offset) + insert.content;
        }
        assert.deepEqual([...stringsKeys(text)], keys);
      }),
      { seed: 44, numRuns: 300 },
    );
  });
});

// Xcode String Catalogs written by Extract String (#44, Apple): the key goes in Xcode's order (natural
// numbers, case ignored), in the file's own style (` : `, its indentation and line ends), one edit that
// leaves every other byte; the result is JSON with the string in it.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import {
  xcodeKeyOrder,
  xcstringsInsert,
  xcstringsKeys,
  type XcstringsEdit,
} from '../../../src/core/locale/xcstringsInsert';

const XCODE = `{
  "sourceLanguage" : "en",
  "strings" : {
    "Cancel" : {

    },
    "item.10" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Eintrag 10"
          }
        }
      }
    },
    "Save" : {

    }
  },
  "version" : "1.0"
}`;

const apply = (text: string, edit: XcstringsEdit) =>
  text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length);

function added(text: string, key: string, value = key): string {
  const result = xcstringsInsert(text, key, value);
  assert.ok(!('refused' in result), `refused ${JSON.stringify(result)}`);
  return apply(text, result);
}

describe('Xcode String Catalogs: keys and the added string', () => {
  it('sorts as Xcode does: numbers by value, case ignored, ties by code unit', () => {
    const keys = ['Key10', 'key2', 'Key1', 'item.2_1', 'item.11_1', 'b', 'A', 'a'];
    assert.deepEqual(keys.sort(xcodeKeyOrder), ['A', 'a', 'b', 'item.2_1', 'item.11_1', 'Key1', 'key2', 'Key10']);
  });

  it('adds the key at its sorted place, in Xcode’s style, every other byte kept', () => {
    const text = added(XCODE, 'item.9', 'Item "9"\n');
    const json = JSON.parse(text) as { strings: Record<string, unknown> };
    assert.deepEqual(Object.keys(json.strings), ['Cancel', 'item.9', 'item.10', 'Save']);
    assert.deepEqual(json.strings['item.9'], {
      localizations: { en: { stringUnit: { state: 'translated', value: 'Item "9"\n' } } },
    });
    assert.ok(
      text.includes(
        [
          '    "item.9" : {',
          '      "localizations" : {',
          '        "en" : {',
          '          "stringUnit" : {',
          '            "state" : "translated",',
          '            "value" : "Item \\"9\\"\\n"',
          '          }',
          '        }',
          '      }',
          '    },',
          '    "item.10" : {',
        ].join('\n'),
      ),
      text,
    );
    assert.equal(text.replace(/ {4}"item\.9" : \{[\s\S]*?\n {4}\},\n/, ''), XCODE, 'nothing else changed');
  });

  it('adds after the last key, into an empty catalog, with tabs, CRLF and the file’s source language', () => {
    const last = added(XCODE, 'zebra');
    assert.deepEqual(Object.keys(JSON.parse(last).strings), ['Cancel', 'item.10', 'Save', 'zebra']);
    const empty = '{\r\n\t"sourceLanguage" : "de",\r\n\t"strings" : {\r\n\r\n\t},\r\n\t"version" : "1.0"\r\n}';
    const one = added(empty, 'Hallo');
    assert.deepEqual(JSON.parse(one).strings, {
      Hallo: { localizations: { de: { stringUnit: { state: 'translated', value: 'Hallo' } } } },
    });
    assert.ok(one.includes('\r\n\t\t"Hallo" : {\r\n\t\t\t"localizations" : {'), one);
    assert.ok(!/[^\r]\n/.test(one), 'CRLF throughout');
    const compact = added('{"sourceLanguage": "en", "strings": {}}', 'x');
    assert.ok(compact.includes('"x": {'), 'the file’s own ": "');
  });

  it('never writes a key twice; refuses what is no catalog; reads the keys', () => {
    assert.deepEqual(xcstringsInsert(XCODE, 'Save', 'Save'), { refused: 'exists' });
    assert.deepEqual(xcstringsInsert('[1]', 'a', 'a'), { refused: 'not-catalog' });
    assert.deepEqual(xcstringsInsert('{"strings": 3}', 'a', 'a'), { refused: 'not-catalog' });
    assert.deepEqual(xcstringsInsert(`${'{"a":'.repeat(100_000)}`, 'a', 'a'), { refused: 'not-catalog' });
    assert.deepEqual([...xcstringsKeys(XCODE)], ['Cancel', 'item.10', 'Save']);
    assert.deepEqual([...xcstringsKeys('not json')], []);
  });

  it('any keys added one by one stay in Xcode’s order and read back as JSON', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 10 }), { maxLength: 8 }), (keys) => {
        let text = '{\n  "sourceLanguage" : "en",\n  "strings" : {\n\n  },\n  "version" : "1.0"\n}';
        for (const key of keys) text = added(text, key, `${key}!`);
        JSON.parse(text);
        assert.deepEqual([...xcstringsKeys(text)], [...keys].sort(xcodeKeyOrder));
      }),
    );
  });
});

// Adding an extracted string to a JSON locale file (#27 item 4): nested or flat as the file is, sorted when
// it is sorted, the file's indentation and line ends, every other byte as it was; the refusals.
import { strict as assert } from 'node:assert';
import { applyEdits } from 'jsonc-parser';
import { jsonInsertEdits, type JsonLayout } from '../../../src/core/locale/jsonInsert';

function insert(text: string, key: string, value = 'V', fallback: JsonLayout = 'nested'): string {
  const r = jsonInsertEdits(text, key, value, fallback);
  return 'refused' in r ? `refused: ${r.refused}` : applyEdits(text, r.edits);
}

describe('locale files: JSON insertion', () => {
  it('nested and sorted: at its sorted place, missing objects created, the rest unchanged', () => {
    const text = '{\n  "menu": {\n    "file": {\n      "open": "Open",\n      "save": "Save"\n    }\n  }\n}\n';
    assert.equal(
      insert(text, 'menu.file.print', 'Print "all"'),
      '{\n  "menu": {\n    "file": {\n      "open": "Open",\n      "print": "Print \\"all\\"",\n      "save": "Save"\n    }\n  }\n}\n',
    );
    assert.equal(
      insert(text, 'menu.zoom.in'),
      '{\n  "menu": {\n    "file": {\n      "open": "Open",\n      "save": "Save"\n    },\n    "zoom": {\n      "in": "V"\n    }\n  }\n}\n',
    );
  });

  it('nested and unsorted: at the end', () => {
    const text = '{\n  "b": {\n    "z": "1",\n    "a": "2"\n  }\n}';
    assert.equal(insert(text, 'b.m'), '{\n  "b": {\n    "z": "1",\n    "a": "2",\n    "m": "V"\n  }\n}');
  });

  it('flat (a dotted top-level name): the whole key is one name; tabs and CRLF kept', () => {
    const text = '{\r\n\t"b.title": "x",\r\n\t"a.title": "y"\r\n}\r\n';
    assert.equal(insert(text, 'c.title'), '{\r\n\t"b.title": "x",\r\n\t"a.title": "y",\r\n\t"c.title": "V"\r\n}\r\n');
  });

  it('a file that does not show its layout follows the component format; an empty file gets an object', () => {
    assert.equal(insert('{\n    "a": "1"\n}', 'b.c', 'V', 'flat'), '{\n    "a": "1",\n    "b.c": "V"\n}');
    assert.equal(
      insert('{\n    "a": "1"\n}', 'b.c', 'V', 'nested'),
      '{\n    "a": "1",\n    "b": {\n        "c": "V"\n    }\n}',
    );
    assert.deepEqual(JSON.parse(insert('', 'a.b')), { a: { b: 'V' } });
    assert.deepEqual(JSON.parse(insert('{}', 'a')), { a: 'V' });
  });

  it('refuses an existing key, a string in the way, a non-object file and a file nested too deep', () => {
    const text = '{"menu": {"file": "File"}}';
    assert.equal(insert(text, 'menu.file'), 'refused: exists');
    assert.equal(insert(text, 'menu.file.open'), 'refused: conflicts');
    assert.equal(insert(text, 'menu'), 'refused: conflicts');
    assert.equal(insert('["a"]', 'a'), 'refused: not-object');
    assert.equal(insert(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`, 'b'), 'refused: too-deep');
  });
});

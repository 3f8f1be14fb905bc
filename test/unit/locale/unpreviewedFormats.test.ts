// Uploads the preview cannot read (#41): the upload's title names the format as people know it and says the
// whole file is sent as it is (uploadCommand.ts). This is the naming: every format Weblate reads otherwise
// than the previewed ones, by the component's format id (5.10.4's and 2026.10.1's), else by the file's
// extension; a previewed upload gets no such note.
import { strict as assert } from 'node:assert';
import { unpreviewedFormatName } from '../../../src/core/locale/uploadFormats';

describe('formats the upload preview cannot read (#41)', () => {
  it('names plain XLIFF, XLIFF 2.0, poxliff, Apple .strings, Java .properties, RESX and CSV', () => {
    const named: Array<[string, string, string]> = [
      ['plainxliff', 'de.xlf', 'XLIFF (plain)'],
      ['xliff2', 'de.xlf', 'XLIFF 2.0'],
      ['xliff2-placeables', 'de.xliff', 'XLIFF 2.0'],
      ['poxliff', 'de.poxliff', 'XLIFF with gettext extensions'],
      ['strings', 'Localizable.strings', 'Apple .strings'],
      ['strings-utf8', 'Localizable.strings', 'Apple .strings'],
      ['properties', 'messages_de.properties', 'Java .properties'],
      ['properties-utf8', 'messages_de.properties', 'Java .properties'],
      ['resx', 'Resources.de.resx', 'RESX'],
      ['csv', 'de.csv', 'CSV'],
      ['csv-multi', 'de.csv', 'CSV'],
    ];
    for (const [format, file, name] of named) assert.equal(unpreviewedFormatName(format, file), name, format);
  });

  it('gives no note to a previewed upload', () => {
    for (const [format, file] of [
      ['json-nested', 'de.json'],
      ['po', 'de.po'],
      ['po-mono', 'de.po'],
      ['xliff', 'de.xlf'],
      ['ts', 'de.ts'],
      ['aresource', 'strings.xml'],
      [undefined, 'de.xliff'],
    ])
      assert.equal(unpreviewedFormatName(format, file!), undefined, `${format} ${file}`);
  });

  it("names another format by its id, cut short (it is the server's text), or the file by its extension", () => {
    assert.equal(unpreviewedFormatName('arb', 'app_de.arb'), 'arb');
    assert.equal(unpreviewedFormatName('x'.repeat(500), 'de.txt'), 'x'.repeat(40));
    assert.equal(unpreviewedFormatName(undefined, 'Localizable.strings'), '.strings');
    assert.equal(unpreviewedFormatName(undefined, 'README'), 'README');
  });
});

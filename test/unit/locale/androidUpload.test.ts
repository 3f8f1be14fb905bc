// An Android string resource file in the upload preview (#41): strings and plurals by name, text read as
// Android and Weblate read it (escapes, quotes, blanks), untranslatable strings and other elements left out,
// and the file cut down to some strings byte for byte.
import { strict as assert } from 'node:assert';
import { androidFileStrings, androidSubset } from '../../../src/core/locale/androidUpload';
import { XmlSyntaxError } from '../../../src/core/locale/xmlTree';

const resources = (...lines: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:tools="http://schemas.android.com/tools">\n${lines.map((l) => `    ${l}\n`).join('')}</resources>\n`;

const FILE = resources(
  '<string name="app_name" translatable="false">Atlas</string>',
  '<string name="save">Speichern</string>',
  `<string name="quit">Nicht beenden \\' &amp; \\"schließen\\"</string>`,
  '<string name="lines">Eins\\nZwei\\tDrei \\u00e9 \\@ \\? \\\\ \\x</string>',
  '<string name="blanks">  viele    Leerzeichen\n      hier  </string>',
  '<string name="quoted">"  so   bleibt es  "</string>',
  '<string name="markup">Das ist <b>fett</b> &amp; gut</string>',
  '<string name="cdata"><![CDATA[<a href="x">Link</a>]]></string>',
  '<plurals name="tiles">\n        <item quantity="other">%d Kacheln</item>\n        <item quantity="one">%d Kachel</item>\n    </plurals>',
  '<string-array name="planets"><item>Merkur</item></string-array>',
  '<string name="empty"/>',
);

describe('Android string resources upload', () => {
  it('reads strings and plurals by name, text as Weblate reads it', () => {
    assert.deepEqual(androidFileStrings(FILE), [
      { key: 'save', forms: ['Speichern'] },
      { key: 'quit', forms: [`Nicht beenden ' & "schließen"`] },
      { key: 'lines', forms: ['Eins\nZwei\tDrei é @ ? \\ '] },
      { key: 'blanks', forms: ['viele Leerzeichen hier'] },
      { key: 'quoted', forms: ['  so   bleibt es  '] },
      { key: 'markup', forms: ['Das ist <b>fett</b> &amp; gut'] },
      { key: 'cdata', forms: ['<a href="x">Link</a>'] },
      { key: 'tiles', forms: ['%d Kachel', '%d Kacheln'] },
      { key: 'empty', forms: [''] },
    ]);
  });

  it('reads a file with a BOM and CRLF line ends the same', () => {
    const crlf = `\uFEFF${FILE.replace(/\n/g, '\r\n')}`;
    assert.deepEqual(androidFileStrings(crlf), androidFileStrings(FILE));
  });

  it('cuts the file down to some strings, everything else byte for byte', () => {
    assert.equal(
      androidSubset(FILE, new Set(['tiles', 'save'])),
      resources(
        '<string name="app_name" translatable="false">Atlas</string>',
        '<string name="save">Speichern</string>',
        '<plurals name="tiles">\n        <item quantity="other">%d Kacheln</item>\n        <item quantity="one">%d Kachel</item>\n    </plurals>',
        '<string-array name="planets"><item>Merkur</item></string-array>',
      ),
    );
    const all = new Set(androidFileStrings(FILE).map((s) => s.key));
    assert.equal(androidSubset(FILE, all), FILE);
  });

  it('refuses a file that is not string resources, and a malformed one by line', () => {
    assert.throws(() => androidFileStrings('<TS/>'), /not <resources>/);
    assert.throws(
      () => androidFileStrings(resources('<string name="a">x</string>', '<string name="b">y')),
      (e: unknown) => e instanceof XmlSyntaxError && e.line === 5,
    );
  });
});

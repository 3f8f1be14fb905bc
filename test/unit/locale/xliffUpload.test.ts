// An XLIFF 1.2 file in the upload preview (#41): units named as Weblate names them (resname, else the file's
// original and the id), texts as Weblate's xml-text strings, the states that mean "needs editing", and the
// file cut down to some units byte for byte.
import { strict as assert } from 'node:assert';
import { xliffFileStrings, xliffSubset } from '../../../src/core/locale/xliffUpload';
import { XmlSyntaxError } from '../../../src/core/locale/xmlTree';
import { previewUpload, serverStrings } from '../../../src/core/weblate';

const unit = (attrs: string, body: string) => `      <trans-unit ${attrs}>\n${body}      </trans-unit>\n`;
const st = (source: string, target?: string, state?: string) =>
  `        <source>${source}</source>\n${target === undefined ? '' : `        <target${state ? ` state="${state}"` : ''}>${target}</target>\n`}`;
const xliff = (...units: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
  '  <file original="app" source-language="en" target-language="de" datatype="plaintext">\n    <body>\n' +
  units.join('') +
  '    </body>\n  </file>\n</xliff>\n';

const FILE = xliff(
  unit('id="menu.save" resname="menu.save"', st('Save', 'Speichern', 'translated')),
  unit('id="menu.quit"', st('Quit &amp; close', 'Beenden &#38; <![CDATA[<schließen>]]>', 'translated')),
  unit('id="dialog.confirm"', st('Delete?', 'Löschen?', 'needs-translation')),
  unit('id="dialog.review"', st('Review', 'Prüfen', 'needs-review-translation')),
  unit('id="dialog.done" approved="yes"', st('Done', 'Fertig', 'final')),
  unit('id="a__%04__b"', st('Odd id', `<g id='1'>Seltsam</g> &gt; x <x id="2"></x>`)),
  unit('id="status.empty"', st('Nothing', undefined)),
  unit('id="blank.new"', st('New', '', 'new')),
  unit('id="no.source"', st('', 'Ohne')),
);

describe('XLIFF upload', () => {
  it('names units by resname, else original///id, and reads texts as Weblate writes them (markup re-serialized)', () => {
    assert.deepEqual(xliffFileStrings(FILE), [
      { key: 'menu.save', forms: ['Speichern'], fuzzy: false },
      { key: 'app///menu.quit', forms: ['Beenden &amp; &lt;schließen&gt;'], fuzzy: false },
      { key: 'app///dialog.confirm', forms: ['Löschen?'], fuzzy: true },
      { key: 'app///dialog.review', forms: ['Prüfen'], fuzzy: false },
      { key: 'app///dialog.done', forms: ['Fertig'], fuzzy: false },
      { key: 'app///a///b', forms: ['<g id="1">Seltsam</g> &gt; x <x id="2"/>'], fuzzy: false },
      { key: 'app///status.empty', forms: [''], fuzzy: false },
      { key: 'app///blank.new', forms: [''], fuzzy: false },
    ]);
  });

  it('reads a file without original by id, with a BOM and CRLF line ends, units in groups', () => {
    const text =
      '\uFEFF<xliff version="1.2">\r\n<file source-language="en"><body>\r\n<group id="g">\r\n' +
      '<trans-unit id="x"><source>A</source><target state="new">B\r\nC</target></trans-unit>\r\n</group></body></file></xliff>';
    assert.deepEqual(xliffFileStrings(text), [{ key: 'x', forms: ['B\nC'], fuzzy: true }]);
  });

  it('cuts the file down to some units, everything else byte for byte', () => {
    const cut = xliffSubset(FILE, new Set(['app///dialog.confirm']));
    assert.equal(
      cut,
      xliff(
        unit('id="dialog.confirm"', st('Delete?', 'Löschen?', 'needs-translation')),
        unit('id="no.source"', st('', 'Ohne')),
      ),
    );
    assert.equal(xliffSubset(FILE, new Set(xliffFileStrings(FILE).map((s) => s.key))), FILE);
    const bom = `\uFEFF${FILE.replace(/\n/g, '\r\n')}`;
    assert.equal(xliffSubset(bom, new Set(['menu.save'])).startsWith('\uFEFF<?xml'), true);
    assert.deepEqual(
      xliffFileStrings(xliffSubset(bom, new Set(['menu.save']))).map((s) => s.key),
      ['menu.save'],
    );
  });

  it('previews against the server: a needs-translation state set here is a change, sent as needing editing', () => {
    const server = serverStrings([
      { context: 'menu.save', source: ['Save'], target: ['Speichern'], state: 20 },
      { context: 'app///dialog.confirm', source: ['Delete?'], target: ['Löschen?'], state: 20 },
    ]);
    const preview = previewUpload(xliffFileStrings(FILE), server, {
      method: 'translate',
      fuzzy: 'process',
      allowed: ['ignore', 'replace-translated'],
    });
    assert.deepEqual(
      preview.changedHere.map((d) => d.key),
      ['app///dialog.confirm'],
    );
  });

  it('refuses a malformed file by line', () => {
    assert.throws(() => xliffFileStrings(FILE.replace('</target>', '')), XmlSyntaxError);
  });
});

// A Qt TS file in the upload preview (#41): messages named by their context (name, comment, id) and source,
// numerus messages by the singular Weblate makes of "(s)", unfinished as needing editing, obsolete and
// vanished messages left out, an empty finished translation read as the source, and the file cut down.
import { strict as assert } from 'node:assert';
import { poKey, shownPoKey } from '../../../src/core/locale/poUpload';
import { tsFileStrings, tsSubset } from '../../../src/core/locale/tsUpload';

const message = (body: string, attrs = '') => `    <message${attrs}>\n${body}    </message>\n`;
const context = (name: string, ...messages: string[]) =>
  `<context>\n    <name>${name}</name>\n${messages.join('')}</context>\n`;
const ts = (...contexts: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">\n${contexts.join('')}</TS>\n`;

const SAVE = message('        <source>Save</source>\n        <translation>Speichern</translation>\n');
const QUIT = message(
  '        <source>Quit &amp; close</source>\n        <translation>Beenden &amp; schließen</translation>\n',
);
const TILES = message(
  '        <source>%n tile(s) in %n map(s)</source>\n        <translation>\n            <numerusform>%n Kachel</numerusform>\n            <numerusform>%n Kacheln</numerusform>\n        </translation>\n',
  ' numerus="yes"',
);
const BUTTON = message(
  '        <source>Save</source>\n        <comment>button</comment>\n        <translation type="unfinished">Sichern</translation>\n',
  ' id="save.button"',
);
const EMPTY = message('        <source>Nothing here</source>\n        <translation type="unfinished"></translation>\n');
const AS_SOURCE = message('        <source>OK</source>\n        <translation></translation>\n');
const OLD = message('        <source>Old</source>\n        <translation type="vanished">Alt</translation>\n');
const GONE = message('        <source>Gone</source>\n        <translation type="obsolete">Weg</translation>\n');
const FILE = ts(context('MainWindow', SAVE, QUIT, TILES), context('Dialog', BUTTON, EMPTY, AS_SOURCE, OLD, GONE));

describe('Qt TS upload', () => {
  it('names messages by context and source as Weblate does, with the states it reads', () => {
    assert.deepEqual(tsFileStrings(FILE), [
      { key: poKey('MainWindow', 'Save'), forms: ['Speichern'], fuzzy: false },
      { key: poKey('MainWindow', 'Quit & close'), forms: ['Beenden & schließen'], fuzzy: false },
      { key: poKey('MainWindow', '%n tile in %n map'), forms: ['%n Kachel', '%n Kacheln'], fuzzy: false },
      { key: poKey('Dialog\nbutton\nsave.button', 'Save'), forms: ['Sichern'], fuzzy: true },
      { key: poKey('Dialog', 'Nothing here'), forms: [''], fuzzy: false },
      { key: poKey('Dialog', 'OK'), forms: ['OK'], fuzzy: false },
    ]);
  });

  it('shows a message as its source and its context on one line', () => {
    assert.equal(shownPoKey(poKey('Dialog\nbutton\nsave.button', 'Save')), 'Save [Dialog · button · save.button]');
  });

  it('reads a file with a BOM and CRLF line ends the same', () => {
    const crlf = `\uFEFF${FILE.replace(/\n/g, '\r\n')}`;
    assert.deepEqual(tsFileStrings(crlf), tsFileStrings(FILE));
  });

  it('cuts the file down to some messages, contexts kept, everything else byte for byte', () => {
    assert.equal(
      tsSubset(FILE, new Set([poKey('MainWindow', '%n tile in %n map')])),
      ts(context('MainWindow', TILES), context('Dialog', OLD, GONE)),
    );
    assert.equal(
      tsSubset(FILE, new Set(tsFileStrings(FILE).map((s) => s.key))),
      ts(context('MainWindow', SAVE, QUIT, TILES), context('Dialog', BUTTON, EMPTY, AS_SOURCE, OLD, GONE)),
    );
  });

  it('refuses a file that is not TS', () => {
    assert.throws(() => tsFileStrings('<resources/>'), /not <TS>/);
    assert.throws(() => tsFileStrings('<TS><context></TS>'), /closes <context>/);
  });
});

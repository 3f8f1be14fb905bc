// The upload preview's other formats (#41): which file is read how (component format, then the name), and
// monolingual PO, named by key as Weblate names it (msgid, or "msgctxt.msgid").
import { strict as assert } from 'node:assert';
import { uploadFormatOf } from '../../../src/core/locale/uploadFormats';
import { poMonoFileStrings, poMonoSubset } from '../../../src/core/locale/poUpload';
import { PoSyntaxError } from '../../../src/core/locale/poParse';
import { poKey } from '../../../src/core/locale/poUpload';

describe('upload formats: the XML formats and monolingual PO', () => {
  it('reads a component of each format by its format, and an unknown one by the file name', () => {
    const id = (format: string | undefined, name: string) => uploadFormatOf(format, name)?.id;
    assert.deepEqual(
      [id('xliff', 'de.xlf'), id('ts', 'app_de.ts'), id('aresource', 'strings.xml'), id('po-mono', 'de.po')],
      ['xliff', 'ts', 'aresource', 'po-mono'],
    );
    assert.deepEqual(
      [id(undefined, 'de.XLIFF'), id(undefined, 'app_de.ts'), id(undefined, 'res/values-de/strings.xml')],
      ['xliff', 'ts', 'aresource'],
    );
    // Files that look like a previewed format but that the component's format reads otherwise.
    assert.equal(id('plainxliff', 'de.xlf'), undefined);
    assert.equal(id('poxliff', 'de.xliff'), undefined);
    assert.equal(id('properties', 'de.properties'), undefined);
    assert.equal(id(undefined, 'layout.xml'), undefined);
    const fuzzy = (f: string) => uploadFormatOf(f, 'x')!.fuzzy;
    assert.deepEqual(['xliff', 'ts', 'po-mono', 'aresource'].map(fuzzy), ['process', 'process', 'process', '']);
    assert.equal(uploadFormatOf('ts', 'x')!.identity({ context: 'Dialog', source: ['Save'] }), poKey('Dialog', 'Save'));
    assert.equal(
      uploadFormatOf('xliff', 'x')!.identity({ context: 'app///menu.save', source: ['Save'] }),
      'app///menu.save',
    );
  });

  const MONO =
    'msgid ""\nmsgstr "Language: de\\n"\n\nmsgid "menu.save"\nmsgstr "Speichern"\n\n' +
    'msgctxt "toolbar"\nmsgid "menu.quit"\nmsgstr "\\"Jetzt\\" beenden"\n\n#, fuzzy\nmsgid "status.empty"\nmsgstr "Nichts"\n';

  it('names a monolingual PO entry by its msgid, or msgctxt.msgid, with its fuzzy flag', () => {
    assert.deepEqual(poMonoFileStrings(`\uFEFF${MONO.replace(/\n/g, '\r\n')}`), [
      { key: 'menu.save', forms: ['Speichern'], fuzzy: false },
      { key: 'toolbar.menu.quit', forms: ['"Jetzt" beenden'], fuzzy: false },
      { key: 'status.empty', forms: ['Nichts'], fuzzy: true },
    ]);
  });

  it('cuts a monolingual PO file down to some keys, the header and each entry as it was', () => {
    assert.equal(
      poMonoSubset(MONO, new Set(['toolbar.menu.quit'])),
      'msgid ""\nmsgstr "Language: de\\n"\n\nmsgctxt "toolbar"\nmsgid "menu.quit"\nmsgstr "\\"Jetzt\\" beenden"\n',
    );
    assert.throws(() => poMonoFileStrings('msgid "a"\nmsgid "b"\n'), PoSyntaxError);
  });
});

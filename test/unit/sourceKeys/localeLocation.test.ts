// Go to Definition's target: where each locale format writes a key, and no false hit on a longer key or
// on the key inside a value.
import { strict as assert } from 'node:assert';
import { languageOfPath } from '../../../src/core/sourceKeys/languages';
import { keyOffsetInLocaleFile } from '../../../src/core/sourceKeys/localeLocation';

const word = (text: string, at: number | undefined, length: number) =>
  at === undefined ? undefined : text.slice(at, at + length);

describe('source keys: the key’s line in a locale file', () => {
  it('JSON nested and flat, and a nested plural object by its first form; not a value equal to the key', () => {
    const nested = '{"menu": {"file": {"open": "menu.file.save", "save": "Save"}}, "n": {"one": "1", "other": "2"}}';
    assert.equal(word(nested, keyOffsetInLocaleFile(nested, 'en.json', 'menu.file.save'), 6), '"save"');
    assert.equal(word(nested, keyOffsetInLocaleFile(nested, 'en.json', 'n'), 5), '"one"');
    const flat = '{"menu.file.save": "Save"}';
    assert.equal(keyOffsetInLocaleFile(flat, 'en.arb', 'menu.file.save'), 1);
    assert.equal(keyOffsetInLocaleFile(nested, 'en.json', 'menu.fil'), undefined, 'part of a key is no key');
  });

  it("XLIFF 1.2 and 2.0: Angular's message id on its unit, not an <x id> placeholder of the same name", () => {
    const xlf = [
      '<trans-unit id="introHeader" datatype="html">',
      '  <source>Hello <x id="checkoutTitle" equiv-text="{{ a }}"/></source>',
      '</trans-unit>',
      '<trans-unit datatype="html" id="checkoutTitle"><source>Your basket</source></trans-unit>',
    ].join('\n');
    assert.equal(word(xlf, keyOffsetInLocaleFile(xlf, 'messages.xlf', 'checkoutTitle'), 14), 'checkoutTitle"');
    assert.equal(word(xlf, keyOffsetInLocaleFile(xlf, 'messages.xlf', 'introHeader'), 11), 'introHeader');
    const xliff2 = '<unit id="7505112818888689649"><segment><source>Hi</source></segment></unit>';
    assert.equal(keyOffsetInLocaleFile(xliff2, 'messages.de.xliff', '7505112818888689649'), 10);
    assert.equal(keyOffsetInLocaleFile(xlf, 'messages.xlf', 'nope'), undefined);
  });

  it('Android, gettext, properties and Apple strings; a longer key is not the key', () => {
    const xml =
      '<resources>\n  <string name="app_name_long">A</string>\n  <string name="app_name">B</string>\n</resources>';
    assert.equal(word(xml, keyOffsetInLocaleFile(xml, 'strings.xml', 'app_name'), 10), 'app_name">');
    const po = 'msgid ""\nmsgstr ""\n\n#: a.py:1\nmsgid "Say \\"hi\\""\nmsgstr "Sag"\n';
    assert.equal(word(po, keyOffsetInLocaleFile(po, 'de.po', 'Say "hi"'), 3), 'Say');
    const props = 'title.long=Long\ntitle = Title\n';
    assert.equal(word(props, keyOffsetInLocaleFile(props, 'm.properties', 'title'), 7), 'title =');
    const strings = '"greeting" = "Hello";\n';
    assert.equal(word(strings, keyOffsetInLocaleFile(strings, 'Localizable.strings', 'greeting'), 8), 'greeting');
    assert.equal(keyOffsetInLocaleFile('a = b', 'en.toml', 'a'), undefined, 'formats not read give no location');
  });

  it('knows a source file’s language by its extension', () => {
    assert.equal(languageOfPath('/w/src/App.TSX'), 'typescriptreact');
    assert.equal(languageOfPath('/w/app/views.py'), 'python');
    assert.equal(languageOfPath('/w/a.b/Makefile'), undefined);
  });
});

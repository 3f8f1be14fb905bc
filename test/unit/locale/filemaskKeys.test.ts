import { strict as assert } from 'node:assert';
import { isTemplatePath, languageFromFilemask } from '../../../src/core/locale/filemask';
import { jsonStringKeys, unitKeyCandidates } from '../../../src/core/locale/jsonKeys';

describe('locale files', () => {
  it('knows a monolingual template the filemask does not match (Android res/values/strings.xml)', () => {
    const template = 'app/src/main/res/values/strings.xml';
    assert.equal(languageFromFilemask('app/src/main/res/values-*/strings.xml', template), undefined, 'control');
    assert.equal(isTemplatePath(template, `android-app/${template}`), true);
    assert.equal(isTemplatePath(template, template), true);
    assert.equal(isTemplatePath(template, 'my-app/src/main/res/values/strings.xml'), false);
    assert.equal(isTemplatePath(template, 'xapp/src/main/res/values/strings.xml'), false);
    assert.equal(isTemplatePath(template, 'android-app\\app\\src\\main\\res\\values\\strings.xml'), true);
    assert.equal(isTemplatePath('', 'strings.xml'), false, 'a bilingual component has no template');
  });

  it('finds the language code of a file from a component filemask, anywhere in the workspace', () => {
    assert.equal(languageFromFilemask('locales/*.json', 'locales/pt-BR.json'), 'pt-BR');
    assert.equal(languageFromFilemask('locales/*.json', 'app/locales/de.json'), 'de');
    assert.equal(languageFromFilemask('po/*/app.po', 'po/fr/app.po'), 'fr');
    assert.equal(languageFromFilemask('locales/*.json', 'mylocales/de.json'), undefined);
    assert.equal(languageFromFilemask('locales/*.json', 'locales/de/extra.json'), undefined);
    assert.equal(languageFromFilemask('locales/*.json', 'locales\\de.json'), 'de');
  });

  it('lists nested string keys with the position of their names', () => {
    const text =
      '{\n  "menu": { "file": { "open": "Open", "n": 5 } },\n  "files": { "count": { "one": "1 file", "other": "{n} files" } }\n}';
    const keys = jsonStringKeys(text);
    assert.deepEqual(
      keys.map((k) => k.key),
      ['menu.file.open', 'files.count.one', 'files.count.other'],
    );
    const open = keys[0]!;
    assert.equal(text.slice(open.offset, open.offset + open.length), '"open"');
    assert.deepEqual(unitKeyCandidates('files.count.one'), ['files.count.one', 'files.count']);
  });

  it('survives broken JSON without throwing', () => {
    assert.doesNotThrow(() => jsonStringKeys('{"menu": {"open": "x", '));
    assert.deepEqual(
      jsonStringKeys('not json').map((k) => k.key),
      [],
    );
  });
});

// One vocabulary for states and one way to print a language code (#41): the source-key hover said
// "Missing" and "pt_BR" where the unit panel said "Untranslated" and "pt-BR".
import { strict as assert } from 'node:assert';
import { shownLanguageCode, shownStateKind } from '../../../src/core/weblate/vocabulary';
import { languageTag } from '../../../src/core/units/unitView';

describe('states and language codes as shown (#41)', () => {
  it('a language without the string, or with empty forms, is untranslated; otherwise its state', () => {
    assert.equal(shownStateKind(undefined), 'untranslated');
    assert.equal(shownStateKind({ state: 10, target: ['', ''] }), 'untranslated');
    assert.equal(shownStateKind({ state: 10, target: ['Abrir'] }), 'needsEditing');
    assert.equal(shownStateKind({ state: 30, target: ['', 'Abrir'] }), 'approved');
  });

  it('prints a code as its BCP 47 tag, and a code that makes no tag as sent', () => {
    assert.deepEqual(['pt_BR', 'pt-BR', 'sr@latin', 'de', 'zh_Hant_TW'].map(shownLanguageCode), [
      'pt-BR',
      'pt-BR',
      'sr-Latn',
      'de',
      'zh-Hant-TW',
    ]);
    assert.equal(shownLanguageCode('x'), 'x');
    assert.equal(languageTag('x'), 'und', 'the page’s lang attribute still gets a valid tag');
    assert.equal(languageTag('pt_BR'), 'pt-BR');
  });
});

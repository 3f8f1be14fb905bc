// Upload Translation File's step counter (#41): the questions it asks on each route, counted again as the
// answers change the route.
import { strict as assert } from 'node:assert';
import { uploadQuestions, uploadStep } from '../../../src/localization/files/uploadSteps';

describe('upload steps (#41)', () => {
  it('a JSON file: translation, method, then the preview', () => {
    const route = { askTranslation: true, fileName: 'fr.json', mayOverwrite: true };
    assert.deepEqual(uploadQuestions(route), ['translation', 'method', 'preview']);
    assert.deepEqual(uploadStep(route, 'method'), { step: 2, totalSteps: 3 });
    // From a translation row the translation is known; a file the preview cannot read asks the conflicts.
    assert.deepEqual(uploadQuestions({ ...route, askTranslation: false, previewable: false }), ['method', 'conflicts']);
  });

  it('a PO file merged gets the preview; suggest asks fuzzy, replace neither; a file not previewed asks as before', () => {
    const po = { askTranslation: true, fileName: 'de.po', mayOverwrite: true };
    assert.deepEqual(uploadQuestions(po), ['translation', 'method', 'preview']);
    assert.deepEqual(uploadQuestions({ ...po, fileName: 'tools.pot', componentFormat: 'po' }), [
      'translation',
      'method',
      'preview',
    ]);
    assert.deepEqual(uploadStep({ ...po, method: 'suggest' }, 'fuzzy'), { step: 3, totalSteps: 3 });
    assert.deepEqual(uploadQuestions({ ...po, method: 'replace' }), ['translation', 'method']);
    const asBefore = { ...po, previewable: false };
    assert.deepEqual(uploadQuestions(asBefore), ['translation', 'method', 'conflicts', 'fuzzy']);
    assert.deepEqual(uploadQuestions({ ...asBefore, mayOverwrite: false }), ['translation', 'method', 'fuzzy']);
    // Monolingual PO, XLIFF, Qt TS and Android files are previewed too; plain XLIFF (read otherwise) is not.
    for (const [fileName, componentFormat] of [
      ['de.po', 'po-mono'],
      ['de.xlf', 'xliff'],
      ['de.ts', 'ts'],
      ['strings.xml', 'aresource'],
    ])
      assert.deepEqual(uploadQuestions({ ...po, fileName, componentFormat }), ['translation', 'method', 'preview']);
    assert.deepEqual(uploadQuestions({ ...po, fileName: 'de.xlf', componentFormat: 'plainxliff' }), [
      'translation',
      'method',
      'conflicts',
      'fuzzy',
    ]);
  });
});

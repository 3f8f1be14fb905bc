// What the unit panel's Glossary section shows of each term and offers to insert (#41 Low): an
// untranslatable term is its source kept as is, with no translation beside it ("map → [map] carte" before);
// a forbidden term is a warning, never an insert, and takes no Alt number (Alt+1 typed the forbidden word).
import { strict as assert } from 'node:assert';
import type { MatchedTerm } from '../../../src/core/glossary';
import { glossaryTermViews, insertOf } from '../../../src/localization/unitPanel/glossaryTermViews';

const component = {
  project: 'atlas',
  slug: 'glossary',
  name: 'Glossary',
  priority: 100,
  sourceLanguage: 'en',
  checkFlags: '',
};

function term(source: string, targets: { text: string; forbidden: boolean }[], flags: Partial<MatchedTerm> = {}) {
  return {
    unitId: source.length,
    component,
    source: [source],
    target: targets.map((x) => x.text),
    state: 20,
    aliases: [source],
    forbidden: false,
    readOnly: false,
    terminology: false,
    targets,
    explanation: '',
    note: '',
    positions: [],
    ...flags,
  } satisfies MatchedTerm;
}

describe('glossary terms as the unit panel shows them', () => {
  it('an untranslatable term inserts its source and lists no translation beside it', () => {
    const [map] = glossaryTermViews([term('map', [{ text: 'carte', forbidden: false }], { readOnly: true })], false);
    assert.equal(map!.insert, 'map');
    assert.deepEqual(map!.targets, [], 'no "carte" beside the term kept as is');
    assert.equal(map!.readOnly, true);
    assert.equal(map!.key, 1);
  });

  it('a forbidden term offers no insert and takes no number; the numbers go to the terms that insert', () => {
    const views = glossaryTermViews(
      [
        term('layer', [{ text: 'couche', forbidden: true }], { forbidden: true }),
        term('layers', [{ text: 'calques', forbidden: false }]),
        term('marker', [{ text: 'marqueur', forbidden: true }]), // every translation forbidden (TBX)
        term('region', [
          { text: 'contrée', forbidden: true },
          { text: 'région', forbidden: false },
        ]),
      ],
      false,
    );
    assert.deepEqual(
      views.map((v) => [v.source, v.insert, v.key]),
      [
        ['layer', undefined, undefined],
        ['layers', 'calques', 1],
        ['marker', undefined, undefined],
        ['region', 'région', 2],
      ],
    );
    assert.deepEqual(views[0]!.targets, [{ text: 'couche', forbidden: true }], 'the forbidden word is still shown');
  });

  it('insertOf: nothing for an empty translation, the source for an untranslatable term even if forbidden is unset', () => {
    assert.equal(insertOf({ readOnly: false, forbidden: false, source: ['map'], targets: [] }), undefined);
    assert.equal(insertOf({ readOnly: true, forbidden: false, source: ['GPS'], targets: [] }), 'GPS');
    assert.equal(insertOf({ readOnly: true, forbidden: true, source: ['GPS'], targets: [] }), undefined);
  });

  it('names the glossary only when asked (terms from more than one glossary)', () => {
    const t = term('map', [{ text: 'carte', forbidden: false }]);
    assert.equal(glossaryTermViews([t], false)[0]!.glossary, undefined);
    assert.equal(glossaryTermViews([t], true)[0]!.glossary, 'Glossary');
  });
});

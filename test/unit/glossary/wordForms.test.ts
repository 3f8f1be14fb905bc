// Beyond Weblate (#43 item 7): a forbidden term inside a German compound or inflected with an umlaut, an
// English term in its plural, marked possible; nothing for a language without such rules.
import { strict as assert } from 'node:assert';
import { possibleTermUses, singularsOf } from '../../../src/core/glossary/wordForms';
import { GlossaryIndex, pluralMatches, type GlossaryTerm } from '../../../src/core/glossary/terms';

const component = {
  project: 'p',
  slug: 'glossary',
  name: 'Glossary',
  priority: 100,
  sourceLanguage: 'en',
  checkFlags: '',
};
const term = (unitId: number, source: string, target: string): GlossaryTerm => ({
  unitId,
  component,
  source: [source],
  target: [target],
  state: 20,
  aliases: [source.toLowerCase()],
  forbidden: false,
  readOnly: false,
  terminology: false,
  targets: [{ text: target, forbidden: false }],
  explanation: '',
  note: '',
});

describe('word forms beyond Weblate: compounds, inflections, plurals', () => {
  it('a forbidden German term inside compounds and with an umlaut is a possible use; the whole word is not', () => {
    const uses = possibleTermUses(
      'Die Umschlagmethode und die Briefumschläge in Umschlägen; Umschlag.',
      ['Umschlag'],
      'de',
    );
    assert.deepEqual(
      uses.map((u) => u.word),
      ['Umschlagmethode', 'Briefumschläge', 'Umschlägen'],
    );
    assert.ok(uses.every((u) => u.term === 'Umschlag'));
    assert.deepEqual(
      possibleTermUses('Häuser und Hausbau', ['Haus'], 'de_AT').map((u) => u.word),
      ['Häuser', 'Hausbau'],
    );
  });

  it('English: the plural and -ed/-ing forms, not a longer unrelated word; short and multi-word terms are not looked for', () => {
    const uses = possibleTermUses('Two blacklists, blacklisted, blacklisting; blacklistery', ['blacklist'], 'en');
    assert.deepEqual(
      uses.map((u) => u.word),
      ['blacklists', 'blacklisted', 'blacklisting'],
    );
    assert.deepEqual(
      possibleTermUses('categories', ['category'], 'en').map((u) => u.word),
      ['categories'],
    );
    assert.deepEqual(possibleTermUses('cars', ['car'], 'en'), [], 'three letters: too short');
    assert.deepEqual(possibleTermUses('bank accounts', ['bank account'], 'en'), []);
  });

  it('is off for a language without such rules', () => {
    assert.deepEqual(possibleTermUses('Umschlagmethode', ['Umschlag'], 'fr'), []);
    assert.deepEqual(possibleTermUses('Umschlagmethode', ['Umschlag'], 'cs'), []);
    assert.deepEqual(singularsOf('transactions', 'ja'), []);
  });

  it('singulars: English -s, -es, -ies; German endings and the umlaut taken back', () => {
    assert.ok(singularsOf('transactions', 'en').includes('transaction'));
    assert.ok(singularsOf('boxes', 'en').includes('box'));
    assert.ok(singularsOf('categories', 'en').includes('category'));
    assert.deepEqual(singularsOf('class', 'en'), [], 'a word ending in ss is no plural');
    assert.ok(singularsOf('umschläge', 'de').includes('umschlag'));
    assert.ok(singularsOf('umschlägen', 'de').includes('umschlag'));
    assert.ok(singularsOf('zahlungen', 'de').includes('zahlung'));
  });

  it('a term’s plural in a string matches its singular entry, marked possible, after the exact ones', () => {
    const terms = [term(1, 'transaction', 'Buchung'), term(2, 'account', 'Konto'), term(3, 'categories', 'Kategorien')];
    const index = new GlossaryIndex(
      terms,
      terms.flatMap((t) => t.aliases),
    );
    const source = ['Delete 3 transactions from the account and its categories'];
    const exact = index.match(source, 'en');
    assert.deepEqual(
      exact.map((t) => t.source[0]),
      ['account', 'categories'],
    );
    const possible = pluralMatches(index, source, 'en', exact);
    assert.deepEqual(
      possible.map((t) => [t.source[0], t.possible]),
      [['transaction', true]],
    );
    assert.equal(
      source[0]!.toLowerCase().slice(possible[0]!.positions[0]!.start, possible[0]!.positions[0]!.end),
      'transactions',
    );
    assert.deepEqual(pluralMatches(index, source, 'fr', []), [], 'no rules for the source language: nothing');
    assert.deepEqual(pluralMatches(index, ['One transaction'], 'en', index.match(['One transaction'], 'en')), []);
  });
});

// What Weblate stores for a typed translation (its autofixes, weblate/trans/autofixes/ of 5.10.4 and
// 2026.10.1), and the panel's live checks judging that text (#43 item 5). The conformance check
// `checks-autofix.ts` compares the same function with real servers on ≥ 100 typed mistakes.
import { strict as assert } from 'node:assert';
import { liveChecks, storedText } from '../../../src/core/checks/storedText';

const fix = (source: string, target: string, language = 'de', flags = '', template = false) =>
  storedText([target], { source: [source], flags, language, template })[0];

describe('storedText: the text Weblate stores (its autofixes)', () => {
  it('gives the target the source’s leading and trailing whitespace (SameBookendingWhitespace)', () => {
    assert.equal(fix('Save', 'Speichern '), 'Speichern');
    assert.equal(fix('Save', '  Speichern\t\n'), 'Speichern');
    assert.equal(fix('Name: ', 'Name:'), 'Name: ');
    assert.equal(fix(' x\r\n', 'y'), ' y\n', 'the source’s line ends are normalised first');
    assert.equal(fix('Save', '\u00a0Speichern\u3000'), 'Speichern', 'Python’s whitespace, not only spaces');
    assert.equal(fix('Save', '\u200bSpeichern'), 'Speichern', 'U+200B is no whitespace: RemoveZeroSpace takes it');
    assert.equal(fix('Save', '   '), '   ', 'a blank target is left as it is');
  });

  it('keeps whitespace that a flag says to ignore', () => {
    assert.equal(fix('Save', ' Speichern ', 'de', 'ignore-begin-space'), ' Speichern');
    assert.equal(fix('Save', ' Speichern ', 'de', 'ignore-end-space'), 'Speichern ');
  });

  it('replaces three dots by an ellipsis where the source ends with one', () => {
    assert.equal(fix('Loading…', 'Laden...'), 'Laden…');
    assert.equal(fix('Loading...', 'Laden...'), 'Laden...');
  });

  it('removes zero-width spaces the source has none of, but not in Khmer', () => {
    assert.equal(fix('Budget', 'Bud\u200bget\u200b'), 'Budget');
    assert.equal(fix('Bud\u200bget', 'Bud\u200bget'), 'Bud\u200bget');
    assert.equal(fix('Budget', 'Bud\u200bget', 'km'), 'Bud\u200bget');
  });

  it('removes control characters but tab, line feed and carriage return', () => {
    assert.equal(fix('a\tb', 'a\u0001\tb\u0007\uffff'), 'a\tb');
    assert.equal(fix('a\nb', 'a\r\nb'), 'a\r\nb');
  });

  it('writes the danda in Hindi, Bengali and Odia', () => {
    assert.equal(fix('Done.', 'हो गया.', 'hi'), 'हो गया\u0964');
    assert.equal(fix('Done.', 'হয়েছে|', 'bn'), 'হয়েছে\u0964');
    assert.equal(fix('Done.', 'ho gaya.', 'hi_Latn'), 'ho gaya.');
  });

  it('puts French non-breaking spaces before : ; ? ! (not in fr_CA)', () => {
    assert.equal(fix('Name:', 'Nom :', 'fr'), 'Nom\u00a0:');
    assert.equal(fix('Really?', 'Vraiment ?', 'fr'), 'Vraiment\u202f?');
    assert.equal(fix('Really?', 'Vraiment ?', 'fr_CA'), 'Vraiment ?');
    assert.equal(fix('Really?', 'Vraiment ?', 'fr', 'ignore-punctuation-spacing'), 'Vraiment ?');
  });

  it('leaves the template’s text alone, and every plural form is fixed', () => {
    assert.equal(fix('Save', 'Save ', 'en', '', true), 'Save ');
    assert.deepEqual(
      storedText(['{{count}} Datei ', '{{count}} Dateien\u200b'], {
        source: ['{{count}} file', '{{count}} files'],
        flags: '',
        language: 'de',
        template: false,
      }),
      ['{{count}} Datei', '{{count}} Dateien'],
    );
  });

  it('is linear on long runs of whitespace (no backtracking)', () => {
    const text = `${' '.repeat(200_000)}x${' '.repeat(200_000)}`;
    assert.equal(fix('x', text), 'x');
  });
});

describe('liveChecks: the panel judges the text Weblate will store', () => {
  const subject = (target: string, source = 'Overdrawn') => ({
    source: [source],
    target: [target],
    state: 20,
    flags: '',
    language: 'de',
  });

  it('a trailing space or a zero-width space typed is no failing check', () => {
    assert.deepEqual(liveChecks(subject('Überzogen '), false), []);
    assert.deepEqual(liveChecks(subject('Überzogen\u200b'), false), []);
  });

  it('what Weblate does not fix still fails', () => {
    assert.deepEqual(liveChecks(subject('Überzogen.'), false), ['end_stop']);
    assert.deepEqual(liveChecks(subject('Über  zogen'), false), ['double_space']);
    // A space before a zero-width space stays: the whitespace fix runs first, then U+200B goes.
    assert.deepEqual(liveChecks(subject('Überzogen \u200b'), false), ['end_space']);
  });
});

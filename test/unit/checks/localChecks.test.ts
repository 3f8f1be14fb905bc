// The checks run in the panel, against the cases of Weblate's own test suite
// (weblate/checks/tests/test_chars_checks.py, 5.10.4): [source, target, flags] that pass and that fail.
import { strict as assert } from 'node:assert';
import { LOCAL_CHECK_IDS, parseFlags, runLocalChecks } from '../../../src/core/checks/localChecks';
import { FORMAT_FAMILIES } from '../../../src/core/checks/formatChecks';

const fails = (id: string, source: string, target: string, flags = '', language = 'cs') =>
  runLocalChecks({ source: [source], target: [target], state: 20, flags, language }).includes(id);

// One check a line: Weblate's cases read across.
// prettier-ignore
const CASES: [id: string, good: [string, string, string?][], bad: [string, string, string?][]][] = [['begin_newline', [['\nstring', '\nstring']], [['\nstring', ' \nstring'], ['string', '\nstring']]],
  ['end_newline', [['string\n', 'string\n']], [['string\n', 'string'], ['string', 'string\n']]],
  ['begin_space', [['   string', '   string'], ['.', ' '], [' The ', '  ']], [['  string', '    string'], ['    string', '  string']]],
  ['end_space', [['string  ', 'string  '], ['.', ' '], [' The ', '  ']], [['string  ', 'string'], ['string', 'string ']]],
  ['double_space', [['string  string', 'string  string'], ['  ', ' ']], [['string string', 'string  string']]],
  ['end_stop', [['string.', 'string.'], ['.', ' '], ['Text...', 'Text…']], [['string.', 'string'], ['string', 'string.']]],
  ['end_colon', [['string:', 'string:']], [['string:', 'string'], ['string', 'string:']]],
  ['end_question', [['string?', 'string?']], [['string?', 'string'], ['string', 'string?']]],
  ['end_exclamation', [['string!', 'string!']], [['string!', 'string'], ['string', 'string!']]],
  ['end_interrobang', [['string!?', 'string?!']], [['string!?', 'string?'], ['string!?', 'string!'], ['string!', 'string!?']]],
  ['end_ellipsis', [['string…', 'string…'], ['string...', 'string…']], [['string…', 'string...'], ['string.', 'string…'], ['string..', 'string…']]],
  ['newline-count', [['string\nstring', 'string\nstring']], [['string\nstring', 'string\n\n\nstring'], ['string\nstring\n\nstring', 'string\nstring\nstring']]],
  ['zero-width-space', [['str\u200bing', 'str\u200bing'], ['str\u200bing', 'string']], [['string', 'str\u200bing']]],
  ['max-length', [['strings', 'less than 21', 'max-length:12'], ['strings', 'less than 21']], [['strings', 'less than 21', 'max-length:10'], ['x', 'y', 'max-length:ten']]],
];

describe('local checks (Weblate’s chars checks, ported)', () => {
  for (const [id, good, bad] of CASES) {
    it(`${id}: Weblate's passing and failing cases`, () => {
      for (const [s, t, f] of good) assert.equal(fails(id, s, t, f), false, `${JSON.stringify([s, t, f])} passes`);
      for (const [s, t, f] of bad) assert.equal(fails(id, s, t, f), true, `${JSON.stringify([s, t, f])} fails`);
    });
  }

  it('covers every character check it names (format strings and placeholders: formatChecks.test.ts; ICU: icuCheck.test.ts)', () => {
    const formats = [...FORMAT_FAMILIES.map((f) => f.id), 'placeholders', 'regex', 'icu_message_format'];
    assert.deepEqual(LOCAL_CHECK_IDS.filter((id) => !formats.includes(id)).sort(), CASES.map((c) => c[0]).sort());
  });

  it('checks nothing on untranslated or read-only strings, or with ignore flags; skips by language as Weblate', () => {
    const subject = { source: ['Saved.'], target: ['Gespeichert'], flags: '', language: 'de' };
    assert.deepEqual(runLocalChecks({ ...subject, state: 20 }), ['end_stop']);
    assert.deepEqual(runLocalChecks({ ...subject, state: 10 }), ['end_stop'], 'needs editing is checked');
    assert.deepEqual(runLocalChecks({ ...subject, state: 0 }), []);
    assert.deepEqual(runLocalChecks({ ...subject, state: 100 }), []);
    assert.deepEqual(runLocalChecks({ ...subject, state: 20, flags: 'ignore-end-stop' }), []);
    assert.deepEqual(runLocalChecks({ ...subject, state: 20, flags: 'ignore-all-checks' }), []);
    assert.deepEqual(runLocalChecks({ ...subject, state: 20, language: 'th' }), [], 'Thai has no full stop');
    assert.equal(fails('end_colon', 'Name:', 'Name。', '', 'ja'), false, 'CJK: a full stop answers a colon');
  });

  it('plural forms: the first form against the singular, the others against the plural', () => {
    const subject = { source: ['{n} file.', '{n} files.'], state: 20, flags: '', language: 'cs' };
    assert.deepEqual(runLocalChecks({ ...subject, target: ['{n} soubor.', '{n} soubory.', '{n} souborů.'] }), []);
    assert.deepEqual(runLocalChecks({ ...subject, target: ['{n} soubor.', '{n} soubory', '{n} souborů.'] }), [
      'end_stop',
    ]);
  });

  it('reads flags with values and quotes', () => {
    assert.deepEqual(
      [...parseFlags('max-length:80, read-only,placeholders:"{x}"')],
      [
        ['max-length', '80'],
        ['read-only', undefined],
        ['placeholders', '{x}'],
      ],
    );
  });

  it('a megabyte of spaces, dots and line breaks finishes (no backtracking)', () => {
    const big = ' .\n'.repeat(350_000);
    const out = runLocalChecks({
      source: [big],
      target: [`${big}x  `],
      state: 20,
      flags: 'max-length:5',
      language: 'de',
    });
    assert.ok(out.includes('max-length') && out.includes('double_space'));
  });
});

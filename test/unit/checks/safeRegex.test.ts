// The guard on server-supplied regular expressions (regex:, placeholders:r"…"): Python's syntax translated
// to JavaScript's where it can be, and refused — left to the server — where a pattern could backtrack
// without bound or means something else in JavaScript.
import { strict as assert } from 'node:assert';
import { guardedRegex, translatePattern, MAX_PATTERN } from '../../../src/core/checks/safeRegex';

describe('the guard on server regular expressions', () => {
  it('translates Python’s syntax: named groups, \\A \\Z, $ before a final line break, Unicode \\d \\w, literal braces', () => {
    assert.ok(guardedRegex('(?P<key>[A-Z]+)-\\d')!.test('AB-٣'));
    assert.ok(guardedRegex('\\Aabc\\Z')!.test('abc'));
    assert.ok(!guardedRegex('\\Aabc\\Z')!.test('xabc'));
    assert.ok(guardedRegex('^Ende$')!.test('Ende\n'), 'Python’s $ matches before a final line break');
    assert.ok(!guardedRegex('^Ende$')!.test('Ende\n\n'));
    assert.ok(guardedRegex('^\\w$')!.test('ß'), 'Python’s \\w is Unicode');
    assert.ok(guardedRegex('{x}')!.test('a {x} b'), 'a brace that is no quantifier is a literal');
    assert.ok(guardedRegex('[]a]')!.test(']'), 'Python’s [] …]');
    assert.ok(guardedRegex('\\%\\:')!.test('%:'), 'escaped punctuation JavaScript’s u mode refuses');
    assert.ok(guardedRegex('a{2}b')!.test('aab'), 'an exact count is no repetition');
  });

  it('refuses what could backtrack without bound or differs between the engines', () => {
    for (const pattern of [
      '(a+)+',
      '(a|ab)*c',
      '\\d+\\d+',
      'a*b*',
      'x{1,100}y{2,}',
      '(a)\\1',
      '(?P=name)',
      '(?<=a)b',
      '(?<!a)b',
      '(?i)abc',
      '(?>a+)',
      'a++',
      '\\bword\\b',
      '[\\W]',
      '(',
      '[a',
      'a'.repeat(MAX_PATTERN + 1),
    ])
      assert.equal(translatePattern(pattern) ?? guardedRegex(pattern)?.source, undefined, pattern);
  });

  it('accepts one repetition without alternation under it, alternation elsewhere', () => {
    for (const pattern of ['^[^<>]*$', '((?:@:\\(|\\{)[^\\)\\}]+(?:\\)|\\}))', '\\s?{\\w+}\\s?', '^(yes|no) \\d+$'])
      assert.ok(guardedRegex(pattern), pattern);
  });
});

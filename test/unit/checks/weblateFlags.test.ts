// Weblate's flag syntax, against the cases of its own test suite (weblate/checks/tests/test_flags.py).
import { strict as assert } from 'node:assert';
import { parseWeblateFlags, readWeblateFlags } from '../../../src/core/checks/weblateFlags';

const flags = (text: string) => Object.fromEntries(parseWeblateFlags(text));

describe('Weblate’s flag syntax', () => {
  it('names, values, quotes, regular expressions, empty values, aliases (Weblate’s cases)', () => {
    assert.deepEqual(flags('foo, bar, '), { foo: [], bar: [] });
    assert.deepEqual(flags('foo, md-text, bar, markdown-text'), { foo: [], bar: [], 'md-text': [] });
    assert.deepEqual(flags(''), {});
    assert.deepEqual(flags('placeholders:bar:baz'), { placeholders: ['bar', 'baz'] });
    assert.deepEqual(flags(String.raw`placeholders:"bar: \"value\"":'baz \'value\''`), {
      placeholders: ['bar: "value"', "baz 'value'"],
    });
    assert.deepEqual(flags(String.raw`regex:"((?:@:\(|\{)[^\)\}]+(?:\)|\}))"`), {
      regex: [String.raw`((?:@:\(|\{)[^\)\}]+(?:\)|\}))`],
    });
    assert.deepEqual(flags(String.raw`placeholders:"\n" `), { placeholders: ['\n'] });
    assert.deepEqual(flags('regex:'), { regex: [''] });
    assert.deepEqual(flags('regex:,bar'), { regex: [''], bar: [] });
    assert.deepEqual(flags('regex:r".*"'), { regex: [{ regex: '.*' }] });
    assert.deepEqual(flags('placeholders:r'), { placeholders: ['r'] });
    assert.deepEqual(flags('placeholders:r:r'), { placeholders: ['r', 'r'] });
    assert.deepEqual(flags('placeholders:r,r'), { placeholders: ['r'], r: [] });
    assert.deepEqual(flags('  foo    , bar  '), { foo: [], bar: [] });
    assert.deepEqual(flags('max-size:120:2,font-family:DIN next pro,font-spacing:2, priority:140'), {
      'max-size': ['120', '2'],
      'font-family': ['DIN next pro'],
      'font-spacing': ['2'],
      priority: ['140'],
    });
    assert.deepEqual(flags("placeholder:'zkouška sirén'"), { placeholder: ['zkouška sirén'] });
    assert.deepEqual(flags(String.raw`placeholders:"\\":"\"" `), { placeholders: ['\\', '"'] });
    assert.deepEqual(flags(String.raw`Scripts\Tscripts\pages\dist\grplus.js:1046`), {
      [String.raw`Scripts\Tscripts\pages\dist\grplus.js`]: ['1046'],
    });
  });

  it('a later flag of the same name replaces an earlier one (component, source string, unit)', () => {
    assert.deepEqual(flags('max-length:80, placeholders:a, max-length:8'), {
      placeholders: ['a'],
      'max-length': ['8'],
    });
  });

  it('reads what it can of text Weblate would refuse', () => {
    assert.throws(() => parseWeblateFlags('placeholders:"never closed'));
    assert.deepEqual(Object.fromEntries(readWeblateFlags('read-only, placeholders:"x')), {
      'read-only': [],
      placeholders: ['"x'],
    });
  });
});

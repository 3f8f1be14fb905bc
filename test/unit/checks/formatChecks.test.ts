// The format string and placeholder checks as the panel runs them while typing (#43 item 4): each id
// with and without its flag, `ignore-*`, plural forms, the issue's own mistakes, Weblate's test cases for
// `placeholders` and `regex` (weblate/checks/tests/test_placeholders.py), and the guard on server patterns.
import { strict as assert } from 'node:assert';
import { localVerdict, runLocalChecks } from '../../../src/core/checks/localChecks';
import { FORMAT_FAMILIES } from '../../../src/core/checks/formatChecks';
import { liveChecks } from '../../../src/core/checks/storedText';

const failing = (source: string | string[], target: string | string[], flags: string, language = 'de') =>
  runLocalChecks({
    source: Array.isArray(source) ? source : [source],
    target: Array.isArray(target) ? target : [target],
    state: 20,
    flags,
    language,
  });
const fails = (id: string, source: string | string[], target: string | string[], flags: string, language = 'de') =>
  failing(source, target, flags, language).includes(id);

// [id, its flag, source, a translation that keeps its format strings, one that breaks them]
// prettier-ignore
const FAMILIES: [string, string, string, string, string][] = [
  ['python_format', 'python-format', '%(count)d files of %(name)s', '%(name)s: %(count)d Dateien', '%(anzahl)d Dateien von %(name)s'],
  ['php_format', 'php-format', '%1$s sent %2$d', '%2$d gesendet von %1$s', '%1$s gesendet'],
  ['c_format', 'c-format', '%s has %d items', '%s hat %d Elemente', '%d hat %s Elemente'],
  ['perl_format', 'perl-format', '%s has %d items', '%s hat %d Elemente', '%s hat Elemente'],
  ['javascript_format', 'javascript-format', 'Saved %s', '%s gespeichert', 'Gespeichert'],
  ['lua_format', 'lua-format', 'Level %d', 'Stufe %d', 'Stufe %s'],
  ['java_printf_format', 'java-printf-format', 'On %1$tY, %2$s', 'Am %1$tY, %2$s', 'Am %1$tm, %2$s'],
  ['ruby_format', 'ruby-format', 'Hello %{name}, %<count>d new', '%<count>d neu, hallo %{name}', 'Hallo %{Name}, %<count>d neu'],
  ['python_brace_format', 'python-brace-format', '{count} files in {folder}', '{folder}: {count} Dateien', '{count} Dateien in {folder'],
  ['perl_brace_format', 'perl-brace-format', 'Delete {file}?', '{file} löschen?', '{datei} löschen?'],
  ['c_sharp_format', 'c-sharp-format', '{0} of {1:N0}', '{0} von {1:N0}', '{0} von {2}'],
  ['java_format', 'java-format', '{0} files in {1}', '{1}: {0} Dateien', '{0} Dateien in {2}'],
  ['qt_format', 'qt-format', 'Copy %1 to %2', '%1 nach %2 kopieren', '%1 kopieren'],
  ['i18next_interpolation', 'i18next-interpolation', '{{count}} payees', '{{count}} Zahlungsempfänger', '{{anzahl}} Zahlungsempfänger'],
  ['es_format', 'es-format', 'Hello ${name}', 'Hallo ${ name }', 'Hallo ${Name}'],
  ['percent_placeholders', 'percent-placeholders', 'Open %FILE%', '%FILE% öffnen', '%DATEI% öffnen'],
];

describe('format string checks while typing (Weblate’s format.py, qt.py, ruby.py)', () => {
  for (const [id, flag, source, good, bad] of FAMILIES) {
    it(`${id}: off without ${flag}, fails the broken text with it, not the kept one, off again with ignore-`, () => {
      assert.equal(fails(id, source, bad, ''), false, 'no flag: not checked');
      assert.equal(fails(id, source, good, flag), false, `${good} keeps them`);
      assert.equal(fails(id, source, bad, flag), true, `${bad} breaks them`);
      assert.equal(fails(id, source, bad, `${flag}, ignore-${id.replace(/_/g, '-')}`), false, 'ignored');
      assert.equal(fails(id, source, bad, `${flag}, ignore-all-checks`), false, 'all ignored');
      assert.equal(fails(id, source, bad, `ignore-${id.replace(/_/g, '-')}, ${flag}`), false, 'order of flags');
    });
  }

  it('covers every family', () => {
    assert.deepEqual(FORMAT_FAMILIES.map((f) => f.id).sort(), FAMILIES.map((f) => f[0]).sort());
  });

  it('the issue’s i18next mistakes: a renamed or dropped variable, a stray $t(…); nesting and spaces as Weblate', () => {
    const flag = 'i18next-interpolation';
    assert.equal(fails('i18next_interpolation', '{{count}} payees', '{{anzahl}} Zahlungsempfänger', flag), true);
    assert.equal(fails('i18next_interpolation', 'Pay {{amount}} to {{payee}}', '{{payee}} bezahlen', flag), true);
    assert.equal(fails('i18next_interpolation', 'Pay {{amount}}', '{{amount}} zahlen $t(common:ok)', flag), true);
    assert.equal(
      fails('i18next_interpolation', 'Pay {{amount}}', '{{ amount }} zahlen', flag),
      false,
      'spaces removed',
    );
    assert.equal(fails('i18next_interpolation', 'See $t(help)', 'Siehe $t(help)', flag), false);
    assert.equal(fails('i18next_interpolation', 'See $t(help)', 'Siehe $t(hilfe)', flag), true);
  });

  it('printf: escaped percent, reordering without positions, positions reordered, the locale flag', () => {
    assert.equal(fails('c_format', 'Save 12%%.', 'Sparen Sie 12%%.', 'c-format'), false);
    assert.equal(fails('c_format', 'Save 12%%.', 'Sparen Sie 12%.', 'c-format'), true, 'an unescaped percent');
    assert.equal(fails('c_format', '%s of %d', '%d von %s', 'c-format'), true, 'positional order matters');
    assert.equal(fails('c_format', '%1$s of %2$d', '%2$d von %1$s', 'c-format'), false, 'numbered: any order');
    assert.equal(fails('c_format', "%'d items", '%d Elemente', 'c-format'), false, 'the grouping flag is ignored');
    assert.equal(fails('python_format', '%(a)s %(a)s', '%(a)s', 'python-format'), true, 'a named one dropped once');
  });

  it('plural forms: German may leave the count out of the singular, not of the plural; strict-format may not', () => {
    const source = ['%d file', '%d files'];
    assert.equal(fails('c_format', source, ['Eine Datei', '%d Dateien'], 'c-format'), false);
    assert.equal(fails('c_format', source, ['Eine Datei', 'Dateien'], 'c-format'), true);
    assert.equal(fails('c_format', source, ['Eine Datei', '%d Dateien'], 'c-format, strict-format'), true);
    assert.equal(fails('c_format', source, ['%d Datei', '%d Dateien', '%d Dateien'], 'c-format', 'ru'), false);
    assert.equal(fails('c_format', source, ['Один файл', '%d файла', '%d файлов'], 'c-format', 'ru'), true);
    assert.equal(fails('c_format', source, ['%d ファイル'], 'c-format', 'ja'), false, 'one form: against the plural');
    assert.equal(fails('c_format', ['One file', '%d files'], ['Eine Datei', '%d Dateien'], 'c-format'), false);
  });

  it('Python brace: a stray brace fails even where the fields agree; Java MessageFormat: an unpaired apostrophe', () => {
    assert.equal(fails('python_brace_format', '{x} items', '{x} Elemente }', 'python-brace-format'), true);
    assert.equal(fails('python_brace_format', '{x} items', '{x} Elemente {{}}', 'python-brace-format'), false);
    assert.equal(fails('java_format', "{0} can't", '{0} kann nicht', 'java-format'), false);
    assert.equal(fails('java_format', '{0} cannot', "{0} l'a", 'java-format'), true);
    assert.equal(fails('java_format', '{0} cannot', "{0} l''a", 'java-format'), false);
  });

  it('judges the text as Weblate stores it, and nothing on untranslated or read-only strings', () => {
    const subject = {
      source: ['{{n}} items'],
      target: ['{{n}} Elemente '],
      flags: 'i18next-interpolation',
      language: 'de',
    };
    assert.deepEqual(liveChecks({ ...subject, state: 20 }, false), []);
    assert.deepEqual(runLocalChecks({ ...subject, target: ['Elemente'], state: 0 }), []);
    assert.deepEqual(runLocalChecks({ ...subject, target: ['Elemente'], state: 100 }), []);
    assert.deepEqual(
      runLocalChecks({ ...subject, target: ['Elemente'], flags: `${subject.flags}, read-only`, state: 20 }),
      [],
    );
  });
});

describe('placeholders and regex flags (Weblate’s placeholders.py)', () => {
  it('Weblate’s own cases for placeholders', () => {
    assert.equal(fails('placeholders', 'string $URL$', 'string $URL$', 'placeholders:$URL$'), false);
    assert.equal(fails('placeholders', 'string', 'string', 'placeholders:'), false);
    assert.equal(fails('placeholders', 'string $URL$', 'string', 'placeholders:$URL$'), true);
    assert.equal(fails('placeholders', 'string $URL$', 'string $URL', 'placeholders:$URL$'), true);
    assert.equal(fails('placeholders', 'string $URL$ $2$', 'string $URL$ $2$', 'placeholders:$URL$:$2$:'), false);
    assert.equal(fails('placeholders', 'Hello %WORLD%', 'Ahoj %world%', 'placeholders:%WORLD%'), true);
    assert.equal(
      fails('placeholders', 'Hello %WORLD%', 'Ahoj %world%', 'placeholders:%WORLD%,case-insensitive'),
      false,
    );
    assert.equal(fails('placeholders', 'string $URL$', 'string $FOO$', 'placeholders:r"(\\$)([^$]*)(\\$)"'), true);
    assert.equal(fails('placeholders', 'string {URL} ', 'string {URL} ', 'placeholders:r"\\s?{\\w+}\\s?"'), false);
    assert.equal(fails('placeholders', 'a {URL} b', 'a {URL}b', 'placeholders:r"\\s?{\\w+}\\s?"'), true);
  });

  it('plural forms as in Weblate’s Czech case', () => {
    const flags = 'placeholders:r"%[0-9]"';
    assert.equal(
      fails('placeholders', ['1 apple', '%1 apples'], ['1 jablko', '%1 jablka', '%1 jablek'], flags, 'cs'),
      false,
    );
    assert.equal(
      fails('placeholders', ['1 apple', '%1 apples'], ['1 jablko', '1 jablka', '%1 jablek'], flags, 'cs'),
      true,
    );
    assert.equal(
      fails('placeholders', ['%1 apple', '%1 apples'], ['1 jablko', '1 jablka', '%1 jablek'], flags, 'cs'),
      true,
    );
  });

  it('Weblate’s own cases for regex, with Unicode classes', () => {
    assert.equal(fails('regex', 'string URL', 'string URL', 'regex:URL'), false);
    assert.equal(fails('regex', 'string', 'string', 'regex:'), false);
    assert.equal(fails('regex', 'string URL', 'string', 'regex:URL'), true);
    assert.equal(fails('regex', 'string URL', 'string url', 'regex:URL'), true);
    assert.equal(fails('regex', 'string URL', 'string URL', 'regex:^URL$'), true);
    assert.equal(fails('regex', 'x', 'Ende\n', 'regex:"Ende$"'), false, 'Python’s $ before a final line break');
    const unicode = 'regex:"((?:@:\\(|\\{)[-_\\p{Lo}\\p{Ll}\\p{N}]+(?:\\)|\\}))"';
    assert.equal(fails('regex', 'x', '@:(你好世界一۲༣)', unicode), false);
    assert.equal(fails('regex', 'x', '@:(Hello)', unicode), true);
    assert.equal(fails('regex', 'x', '٣', 'regex:"^\\d$"'), false, 'Python’s \\d is any decimal digit');
    assert.equal(fails('regex', 'x', 'Groß', 'regex:"^\\p{Lu}"'), false, 'a property outside a class');
    assert.equal(fails('regex', 'x', 'klein', 'regex:"^\\p{Lu}"'), true);
  });

  it('a pattern the guard refuses is not judged here: the server’s verdict stands', () => {
    for (const pattern of [
      '(a+)+$',
      '(a|a)*b',
      'a*a*b',
      '(\\w)\\1',
      '(?<=a)b',
      '(?i)abc',
      'a{1,5}b{2,}',
      'x'.repeat(201),
    ]) {
      const verdict = localVerdict({
        source: ['a'],
        target: ['aaaa'],
        state: 20,
        flags: `regex:r"${pattern}"`,
        language: 'de',
      });
      assert.deepEqual(verdict, { failing: [], unjudged: ['regex'] }, pattern);
    }
    const long = localVerdict({
      source: ['a'],
      target: ['a'.repeat(2001)],
      state: 20,
      flags: 'regex:^a',
      language: 'de',
    });
    assert.deepEqual(long.unjudged, ['regex'], 'a text beyond the guard’s length');
    const placeholder = localVerdict({
      source: ['{a}'],
      target: ['x'],
      state: 20,
      flags: 'placeholders:r"(a+)+"',
      language: 'de',
    });
    assert.deepEqual(placeholder.unjudged, ['placeholders']);
    const plain = localVerdict({
      source: ['{a}'],
      target: ['x'.repeat(5000)],
      state: 20,
      flags: 'placeholders:{a}',
      language: 'de',
    });
    assert.deepEqual(plain, { failing: ['placeholders'], unjudged: [] }, 'plain placeholders need no guard');
  });

  it('the hostile patterns refused take no time on a long line (they are never run)', () => {
    const text = `${'a'.repeat(100_000)}!`;
    for (const flags of ['regex:r"(a+)+$"', 'placeholders:r"(a|aa)*b"'])
      assert.equal(
        localVerdict({ source: [text], target: [text], state: 20, flags, language: 'de' }).failing.length,
        0,
      );
  });
});

// Placeholders, format strings and markup kept away from translation engines (#46 item 3): for every format
// family the checks know, the tokens the checks compare become markers and come back intact; a marker an
// engine loses or doubles is named by its check, never repaired.
import { strict as assert } from 'node:assert';
import { FORMAT_FAMILIES } from '../../../src/core/checks/formatChecks';
import { runLocalChecks } from '../../../src/core/checks/localChecks';
import { protect, restore, protectedSpans, MARKUP_CHECK } from '../../../src/core/suggestions/protect';
import { sandboxTranslate } from '../../../sandbox/machineTranslation/engine';

/** One source per family, with the family's tokens among plain words. */
const SAMPLES: Record<string, string> = {
  python_format: 'Open %(name)s with %d files & more',
  php_format: 'Open %1$s with %2$d files',
  c_format: 'Open %s with %d files',
  perl_format: 'Open %s with %d files',
  javascript_format: 'Open %s with %d files',
  lua_format: 'Open %s with %d files',
  java_printf_format: 'Open %1$s with %2$d files',
  ruby_format: 'Open %<name>s with %{count} files',
  python_brace_format: 'Open {name} with {0} files {{literal}}',
  perl_brace_format: 'Open {name} with {count} files',
  c_sharp_format: 'Open {0} with {1:N2} files',
  java_format: 'Open {0} with {1,number} files',
  qt_format: 'Open %1 with %L2 files',
  i18next_interpolation: 'Open {{name}} with $t(files.count) files',
  es_format: 'Open ${name} with ${ count } files',
  percent_placeholders: 'Open %name% with %count% files',
};

describe('suggestions: protecting tokens (#46)', () => {
  it('has a sample for every format family the checks know', () => {
    assert.deepEqual(Object.keys(SAMPLES).sort(), FORMAT_FAMILIES.map((f) => f.id).sort());
  });

  for (const family of FORMAT_FAMILIES) {
    const flag = family.id.replace(/_/g, '-');
    const source = SAMPLES[family.id]!;
    for (const style of ['xml', 'bracket'] as const) {
      it(`${family.id}: every token the check compares is a marker, and comes back (${style})`, () => {
        const p = protect(source, flag, style);
        const tokens = family.spans(source).map((s) => source.slice(s.start, s.end));
        assert.ok(tokens.length >= 2, 'the sample has tokens');
        assert.deepEqual(
          p.tokens.map((t) => t.original),
          tokens,
        );
        assert.ok(p.tokens.every((t) => t.check === family.id));
        for (const t of tokens) assert.ok(!p.text.includes(t), `${t} is not sent`);
        assert.deepEqual(restore(p.text, p), { text: source, broken: [] });
      });
    }

    it(`${family.id}: the sandbox engine's translation keeps the tokens and passes the check`, () => {
      const p = protect(source, flag, 'xml');
      const { text, broken } = restore(sandboxTranslate(p.text, 'de'), p);
      assert.deepEqual(broken, []);
      assert.ok(text.includes('Dateien'), text);
      const failing = runLocalChecks({ source: [source], target: [text], state: 20, flags: flag, language: 'de' });
      assert.ok(!failing.includes(family.id), `${family.id} fails on ${text}`);
    });
  }

  it('leaves tokens of a family whose flag is off (or ignored) alone', () => {
    assert.equal(protect('Open %s now', '', 'xml').tokens.length, 0);
    assert.equal(protect('Open %s now', 'c-format,ignore-c-format', 'xml').tokens.length, 0);
  });

  it('protects markup tags always, and the placeholders flag’s texts', () => {
    const p = protect('Press <b>Save</b> for $FILE$ <br/>', 'placeholders:$FILE$', 'bracket');
    assert.deepEqual(
      p.tokens.map((t) => [t.original, t.check]),
      [
        ['<b>', MARKUP_CHECK],
        ['</b>', MARKUP_CHECK],
        ['$FILE$', 'placeholders'],
        ['<br/>', MARKUP_CHECK],
      ],
    );
    assert.equal(p.text, 'Press [X0X]Save[X1X] for [X2X] [X3X]');
  });

  it('escapes the text around XML markers, and reads entities back', () => {
    const p = protect('Fish & <i>chips</i> < 5', '', 'xml');
    assert.equal(p.text, 'Fish &amp; <x id="0"/>chips<x id="1"/> &lt; 5');
    assert.equal(restore('Fisch &amp; <x id="0"></x>Pommes<x id="1"/> &lt; 5', p).text, 'Fisch & <i>Pommes</i> < 5');
  });

  it('names the check of a marker lost, doubled or made up, and repairs nothing', () => {
    const p = protect('Open %s with %d files', 'c-format', 'bracket');
    const lost = restore('Öffnen mit [X1X] Dateien', p);
    assert.equal(lost.text, 'Öffnen mit %d Dateien');
    assert.deepEqual(lost.broken, ['c_format']);
    const doubled = restore('[X0X] [X0X] [X1X]', p);
    assert.equal(doubled.text, '%s %s %d');
    assert.deepEqual(doubled.broken, ['c_format']);
    const madeUp = restore('[X0X] [X1X] [X7X]', p);
    assert.equal(madeUp.text, '%s %d [X7X]');
    assert.deepEqual(madeUp.broken, ['c_format']);
  });

  it('overlapping finds keep one token (a tag that holds a placeholder)', () => {
    const spans = protectedSpans('<a href="%s">link</a>', 'c-format');
    assert.deepEqual(
      spans.map((s) => s.check),
      [MARKUP_CHECK, MARKUP_CHECK],
    );
  });

  it('stays linear on hostile text (many unclosed tags and markers)', () => {
    const hostile = '<a'.repeat(200_000) + '[X'.repeat(100_000);
    const p = protect(hostile, 'c-format', 'xml');
    assert.equal(p.tokens.length, 0);
    assert.equal(restore(p.text, p).text, hostile);
  });
});

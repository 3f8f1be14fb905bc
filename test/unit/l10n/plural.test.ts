// Counts said in words (#41): each text that says a count has a one and an other form, chosen by the
// display language's plural rule, and no text hedges with "(s)" ("3 change(s)", "Write 1 New Files").
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluralForm } from '../../../src/core/plural';

const bundle = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'l10n', name), 'utf8')) as Record<string, string>;

describe('plural forms of counted texts (#41)', () => {
  it('follows each language’s rule: French says 0 in the singular, English and German in the plural', () => {
    assert.deepEqual(
      [0, 1, 2].map((n) => pluralForm(n, 'en')),
      ['other', 'one', 'other'],
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => pluralForm(n, 'de')),
      ['other', 'one', 'other'],
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => pluralForm(n, 'fr')),
      ['one', 'one', 'other'],
    );
    // Forms the texts do not carry (Czech's few) take the other form; an unknown tag, English's rule.
    assert.equal(pluralForm(3, 'cs'), 'other');
    assert.equal(pluralForm(1, 'qps-ploc'), 'one');
    assert.equal(pluralForm(1, undefined), 'one');
  });

  it('no text of the bundles hedges a count with (s), (e) or (en)', () => {
    for (const name of ['bundle.l10n.json', 'bundle.l10n.de.json', 'bundle.l10n.fr.json'])
      for (const [key, text] of Object.entries(bundle(name)))
        assert.doesNotMatch(text, /\w\((?:s|e|en|es)\)/, `${name}: ${key}`);
  });

  it('the counted texts named in #41 have both forms in the English bundle', () => {
    const en = bundle('bundle.l10n.json');
    for (const [one, other] of [
      ['Write {0} New File', 'Write {0} New Files'],
      ['{0} change merged', '{0} changes merged'],
      [
        '{0} of them is already kept in another file, so it would be a second copy: {1}.',
        '{0} of them are already kept in other files, so they would be second copies: {1}.',
      ],
      [
        '{0} problem in the article; nothing was sent. See the Problems view.',
        '{0} problems in the article; nothing was sent. See the Problems view.',
      ],
    ])
      assert.ok(one! in en && other! in en, `${one} / ${other}`);
  });
});

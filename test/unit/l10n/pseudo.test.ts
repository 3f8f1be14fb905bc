// The pseudo-locale must mark every text yet leave what VS Code reads untouched (placeholders, links,
// codicons, setting references), or the pseudo-locale e2e scenario would test a broken UI.
import { strict as assert } from 'node:assert';
import { isPseudoLocalized, pseudoLocalize } from '../../../scripts/l10n/pseudo';

describe('pseudo-locale', () => {
  it('accents the letters and brackets each line', () => {
    const p = pseudoLocalize('Show Log');
    assert.equal(p, '⟦Şħǿẇ Ŀǿɠ⟧');
    assert.ok(isPseudoLocalized(p));
    assert.ok(!isPseudoLocalized('Show Log'));
  });

  it('keeps placeholders, code, codicons, setting references and link targets', () => {
    const p = pseudoLocalize(
      'Set `http.proxy` for {0} $(globe) #scriptorium.network.timeoutSeconds# [README](command:scriptorium.openReadme?%5B%22x%22%5D) https://hosted.weblate.org/',
    );
    for (const kept of [
      '`http.proxy`',
      '{0}',
      '$(globe)',
      '#scriptorium.network.timeoutSeconds#',
      '](command:scriptorium.openReadme?%5B%22x%22%5D)',
      'https://hosted.weblate.org/',
    ])
      assert.ok(p.includes(kept), `${kept} in ${p}`);
    assert.ok(!p.includes('README'));
  });

  it('keeps a welcome view button a button: the brackets go inside a line that is only a link', () => {
    const p = pseudoLocalize('Browse projects.\n[Connect](command:scriptorium.localization.connect)');
    assert.equal(p, '⟦Ɓřǿẇşḗ ƥřǿĵḗƈŧş.⟧\n[⟦Ƈǿƞƞḗƈŧ⟧](command:scriptorium.localization.connect)');
  });
});

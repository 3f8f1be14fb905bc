// Where a key completion is offered: the cursor inside the key argument of each framework's call shapes,
// and nowhere else (other strings, other arguments, closed literals); the site spans the key to its quote.
import { strict as assert } from 'node:assert';
import { completionBinding, completionSite, writtenAt } from '../../../src/core/sourceKeys/completion';
import { detectFrameworks } from '../../../src/core/sourceKeys/scan';

const I18NEXT = detectFrameworks('{"dependencies": {"react-i18next": "1"}}');
const VUE = detectFrameworks('{"dependencies": {"vue-i18n": "9"}}');
const NGX = detectFrameworks('{"dependencies": {"@ngx-translate/core": "15"}}');
const NONE = detectFrameworks('{}');

/** The site at the `|` in `marked` (the bar is removed before asking). */
function at(marked: string, languageId: string, frameworks = I18NEXT, extra: string[] = []) {
  const offset = marked.indexOf('|');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const site = completionSite(text, offset, languageId, frameworks, extra);
  return site && { prefix: site.prefix, whole: text.slice(site.start, site.end) };
}

describe('source keys: where a key completion is offered', () => {
  it('i18next: t(, i18n.t(, <Trans i18nKey=, a custom function; the whole key to its closing quote', () => {
    assert.deepEqual(at("const x = t('menu.f|ile.open');", 'javascript'), {
      prefix: 'menu.f',
      whole: 'menu.file.open',
    });
    assert.deepEqual(at('i18n.t("nav.|', 'typescript'), { prefix: 'nav.', whole: 'nav.' });
    assert.deepEqual(at('<Trans i18nKey="a.|b" />', 'typescriptreact'), { prefix: 'a.', whole: 'a.b' });
    assert.deepEqual(at("intl.text('x|')", 'javascript', I18NEXT, ['intl.text']), { prefix: 'x', whole: 'x' });
  });

  it('not in other strings, a second argument, a closed literal, or a comment-free call of another name', () => {
    assert.equal(at("console.log('menu.|')", 'javascript'), undefined);
    assert.equal(at("t('a', '|')", 'javascript'), undefined);
    assert.equal(at("t('a')|", 'javascript'), undefined);
    assert.equal(at("t('it\\'s') + '|'", 'javascript'), undefined);
    assert.equal(at("format('|')", 'javascript'), undefined);
  });

  it('vue-i18n: $t( in a template and this.$t( in a script; keypath=', () => {
    assert.deepEqual(at("<p>{{ $t('nav.|') }}</p>", 'vue', VUE), { prefix: 'nav.', whole: 'nav.' });
    assert.deepEqual(at("this.$t('a|b')", 'javascript', VUE), { prefix: 'a', whole: 'ab' });
    assert.deepEqual(at('<i18n-t keypath="x|" tag="p">', 'vue', VUE), { prefix: 'x', whole: 'x' });
  });

  it('gettext: _( and gettext( in Python, C and PHP; not pgettext’s context', () => {
    assert.deepEqual(at('print(_("Sa|ve"))', 'python', NONE), { prefix: 'Sa', whole: 'Save' });
    assert.deepEqual(at('puts(gettext("|"));', 'c', NONE), { prefix: '', whole: '' });
    assert.deepEqual(at("echo __('He|', 'domain');", 'php', NONE), { prefix: 'He', whole: 'He' });
    assert.equal(at('pgettext("ctx|", "Open")', 'python', NONE), undefined);
  });

  it('ngx-translate: translate.instant( and .get( on the service, the pipe in a template', () => {
    assert.deepEqual(at("this.translate.instant('cart.|')", 'typescript', NGX), { prefix: 'cart.', whole: 'cart.' });
    assert.equal(at("this.http.get('api/|')", 'typescript', NGX), undefined);
    assert.deepEqual(at("{{ 'cart.t|itle' | translate }}", 'html', NGX), { prefix: 'cart.t', whole: 'cart.title' });
    assert.equal(at("{{ 'cart.t|itle' | uppercase }}", 'html', NGX), undefined);
  });

  it('Android: after R.string. in Kotlin and @string/ in a layout', () => {
    assert.deepEqual(at('getString(R.string.app_|name)', 'kotlin', NONE), { prefix: 'app_', whole: 'app_name' });
    assert.deepEqual(at('android:text="@string/|"', 'xml', NONE), { prefix: '', whole: '' });
    assert.equal(at('val x = string.app|', 'kotlin', NONE), undefined);
  });

  it('a minified line of 1 MB of quotes is read only near the cursor', () => {
    const text = `${"'".repeat(1_000_000)}t('k`;
    assert.deepEqual(completionSite(text, text.length, 'javascript', I18NEXT)?.prefix, 'k');
  });
});

describe('source keys: completion under a useTranslation key prefix', () => {
  /** The binding at `|` (removed before asking) and what each server key is written as there. */
  function under(marked: string, languageId = 'typescriptreact', frameworks = I18NEXT) {
    const offset = marked.indexOf('|');
    const text = marked.slice(0, offset) + marked.slice(offset + 1);
    const site = completionSite(text, offset, languageId, frameworks)!;
    return completionBinding(text, site, languageId, frameworks);
  }
  const component = `import { useTranslation } from 'react-i18next';
function Checkout() {
  const { t } = useTranslation('shop', { keyPrefix: 'checkout' });
  return <h1>{t('|')}</h1>;
}
function Other() {
  const { t } = useTranslation();
  return <p>{t('')}</p>;
}`;

  it('reads the prefix and namespace of the t being called, typed or not, closed quote or not', () => {
    assert.deepEqual(under(component), { keyPrefix: 'checkout', namespace: 'shop' });
    assert.deepEqual(under(component.replace("t('|')", "t('ti|tle')")), { keyPrefix: 'checkout', namespace: 'shop' });
    assert.deepEqual(under(component.replace("t('|')}</h1>;", "t('ti|")), { keyPrefix: 'checkout', namespace: 'shop' });
    assert.deepEqual(
      under(component.replace("t('|')", "t('')").replace("<p>{t('')}", "<p>{t('|')}")),
      {},
      'another function’s t has no prefix',
    );
    const fixed = "const t = i18n.getFixedT('de', 'shop', 'cart');\nt('|');";
    assert.deepEqual(under(fixed, 'javascript'), { keyPrefix: 'cart', namespace: 'shop' });
  });

  it('no prefix in files that never write one, nor in other frameworks', () => {
    assert.deepEqual(under("const { t } = useTranslation('shop');\nt('|')", 'javascript'), {});
    const vue = detectFrameworks('{"dependencies": {"vue-i18n": "9"}}');
    assert.deepEqual(under("// keyPrefix\nthis.$t('|')", 'javascript', vue), {});
  });

  it('keys under the prefix without it; others as ns:key when the namespace is known, else not offered', () => {
    assert.equal(writtenAt('checkout.title', { keyPrefix: 'checkout', namespace: 'shop' }), 'title');
    assert.equal(writtenAt('checkout.a.b', { keyPrefix: 'checkout' }), 'a.b');
    assert.equal(writtenAt('nav.home', { keyPrefix: 'checkout', namespace: 'shop' }), 'shop:nav.home');
    assert.equal(writtenAt('checkoutx.y', { keyPrefix: 'checkout', namespace: 'shop' }), 'shop:checkoutx.y');
    assert.equal(writtenAt('nav.home', { keyPrefix: 'checkout' }), undefined);
    assert.equal(writtenAt('checkout', { keyPrefix: 'checkout' }), undefined, 'the prefix itself is no key under it');
    assert.equal(writtenAt('nav.home', {}), 'nav.home');
  });
});

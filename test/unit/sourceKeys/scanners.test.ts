// Each framework's scanner on shapes copied from real projects (fixtures/), and the linear scanners on
// 1 MB worst cases: they finish and give the right answer (speed is measured in `npm run bench`).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanAndroidCode, scanAndroidXml } from '../../../src/core/sourceKeys/android';
import { scanGettext } from '../../../src/core/sourceKeys/gettext';
import { detectFrameworks, scanSource } from '../../../src/core/sourceKeys/scan';
import type { KeyUsage } from '../../../src/core/sourceKeys/types';
import { scanVue } from '../../../src/core/sourceKeys/vue';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const show = (u: KeyUsage) =>
  `${u.namespace ? `${u.namespace}:` : ''}${u.context !== undefined ? `${u.context}|` : ''}${u.key}`;
const I18NEXT = { i18next: true, vueI18n: false, gettext: false, ngxTranslate: false };

/** Each usage's span is the text between its literal's quotes (checked where the key has no escape). */
function spansHold(text: string, usages: KeyUsage[]): void {
  for (const u of usages) {
    const span = text.slice(u.offset, u.offset + u.length);
    assert.ok(
      span.endsWith(u.key.split('.').pop()!.split('\n')[0]!) || u.key.includes('\n') || span.includes('\\'),
      `span ${JSON.stringify(span)} holds ${u.key}`,
    );
  }
}

describe('source keys: i18next and react-i18next (TypeScript parser)', () => {
  it('finds t(), i18n.t(), <Trans i18nKey>, ns:key, { ns } and a useTranslation key prefix; not comments or computed keys', () => {
    const text = fixture('Checkout.tsx');
    const usages = scanSource(text, 'typescriptreact', I18NEXT);
    assert.deepEqual(usages.map(show), [
      'checkout.title',
      'checkout.items',
      'checkout.terms',
      'support:checkout.help',
      'common:actions.pay',
      'checkout.pay',
      'settings:profile.name',
      'layout:nav.home',
    ]);
    spansHold(text, usages);
    assert.equal(text.slice(usages[0]!.offset, usages[0]!.offset + usages[0]!.length), 'checkout.title');
  });

  it('binds getFixedT(lng, ns, keyPrefix) on an i18next instance (the namespace is its second argument)', () => {
    const text =
      "const t = i18n.getFixedT('de', 'shop', 'cart');\nt('total');\nconst u = getFixedT(null, 'x');\nu('y');";
    assert.deepEqual(scanSource(text, 'javascript', I18NEXT).map(show), ['shop:cart.total', 'x:y']);
  });

  it('reads a colon after a space as prose, not a namespace', () => {
    const [u] = scanSource("t('Note: saved')", 'javascript', I18NEXT);
    assert.equal(show(u!), 'Note: saved');
  });

  it('counts custom functions from the setting, by name or dotted path', () => {
    const usages = scanSource("translate('a.b'); intl.text('c.d'); other('e')", 'javascript', I18NEXT, [
      'translate',
      'intl.text',
    ]);
    assert.deepEqual(
      usages.map((u) => `${u.framework}:${u.key}`),
      ['custom:a.b', 'custom:c.d'],
    );
  });

  it('walks a deeply nested file without recursion, and gives up (no throw) on one deeper than the parser can read', () => {
    const deep = (n: number) => `${'['.repeat(n)}t('deep.key')${']'.repeat(n)}`;
    assert.deepEqual(scanSource(deep(200), 'javascript', I18NEXT).map(show), ['deep.key']);
    assert.deepEqual(scanSource(deep(100_000), 'javascript', I18NEXT), []);
  });
});

describe('source keys: vue-i18n', () => {
  it('finds $t, t, $tc, <i18n-t keypath> and v-t (string or path) in the template and t() in <script setup>, not comments', () => {
    const text = fixture('Nav.vue');
    const usages = scanVue(text);
    assert.deepEqual(usages.map(show).sort(), [
      'nav.count',
      'nav.greeting',
      'nav.help',
      'nav.home',
      'nav.items',
      'nav.label',
      'nav.terms',
      'nav.title',
    ]);
    for (const u of usages) assert.equal(text.slice(u.offset, u.offset + u.length), u.key);
  });

  it('reads v-t with modifiers and single-quoted attributes; skips HTML comments, bound :keypath and v-text', () => {
    const text = [
      '<template>',
      `  <!-- {{ $t('old.title') }} <p v-t="'old.help'"></p> -->`,
      `  <p v-t.preserve="'tax.note'"></p>`,
      `  <p v-t='"quoted.twice"'></p>`,
      `  <i18n-t keypath='terms' tag="p"></i18n-t>`,
      '  <i18n-t :keypath="dynamicPath" v-bind:keypath="other"></i18n-t>',
      `  <p v-text="'not.a.key'"></p>`,
      '</template>',
    ].join('\n');
    const usages = scanVue(text);
    assert.deepEqual(usages.map(show).sort(), ['quoted.twice', 'tax.note', 'terms']);
    for (const u of usages) assert.equal(text.slice(u.offset, u.offset + u.length), u.key);
  });

  it('is chosen for JS files of a project that depends on vue-i18n', () => {
    const frameworks = detectFrameworks(JSON.stringify({ dependencies: { vue: '^3', 'vue-i18n': '^9' } }));
    assert.deepEqual(frameworks, {
      i18next: false,
      vueI18n: true,
      gettext: false,
      ngxTranslate: false,
      angularLocalize: false,
    });
    assert.deepEqual(scanSource("this.$t('a.b'); i18n.global.t('c')", 'javascript', frameworks).map(show), [
      'a.b',
      'c',
    ]);
  });
});

describe('source keys: gettext', () => {
  it('Python: _, ngettext, pgettext with its context, gettext_lazy, adjacent and triple-quoted strings; not comments or strings', () => {
    const usages = scanSource(fixture('views.py'), 'python', I18NEXT);
    assert.deepEqual(usages.map(show), [
      'Book',
      'Your shelf',
      '%(count)d book',
      'month name|May',
      'A sentence that goes on.',
      'Triple "quoted" text',
      "It's here",
    ]);
  });

  it('C: the _ and N_ macros, ngettext, pgettext and joined literals; not comments', () => {
    const text = fixture('main.c');
    const usages = scanSource(text, 'c', I18NEXT);
    assert.deepEqual(usages.map(show), [
      'red',
      'green',
      'Hello, world!\n',
      '%d file removed',
      'File menu|Open',
      'Joined string',
    ]);
    assert.equal(text.slice(usages[2]!.offset, usages[2]!.offset + usages[2]!.length), 'Hello, world!\\n');
  });

  it('PHP: __, _e, _x (context second), _n and gettext; not # comments', () => {
    assert.deepEqual(scanSource(fixture('template.php'), 'php', I18NEXT).map(show), [
      'Read more',
      'Posted on',
      'noun|Post',
      '%s comment',
      'Plain gettext',
    ]);
  });

  it('JavaScript in a project that depends only on a gettext library', () => {
    const frameworks = detectFrameworks('{"dependencies": {"node-gettext": "3"}}');
    assert.deepEqual(scanSource('gt.gettext("Hi"); _(`Tmpl`); _(`x${y}`)', 'javascript', frameworks).map(show), [
      'Hi',
      'Tmpl',
    ]);
  });

  it('a package.json being edited (not JSON) selects no framework', () => {
    assert.deepEqual(detectFrameworks('{"dependencies": {'), {
      i18next: false,
      vueI18n: false,
      gettext: false,
      ngxTranslate: false,
      angularLocalize: false,
    });
  });
});

describe('source keys: gettext as xgettext reads it (the oracle tier’s findings)', () => {
  const keys = (text: string, syntax: 'c' | 'python' | 'php' | 'js') =>
    scanGettext(text, syntax).map((u) => (u.context === undefined ? u.key : `${u.context}|${u.key}`));

  it('comments between the arguments and between joined literals', () => {
    assert.deepEqual(keys('x = pgettext(  # menu\n"File",  # noun\n"Open"  # verb\n "ed")', 'python'), ['File|Opened']);
    assert.deepEqual(keys('puts (_( /* a */ "Done" /* b */ " now" /* c */ ));', 'c'), ['Done now']);
  });

  it('PHP joins with . and JavaScript with +, up to a non-literal', () => {
    assert.deepEqual(keys("<?php echo __( 'a' . /* x */ 'b', 'dom' );", 'php'), ['ab']);
    assert.deepEqual(keys("f(gettext('In \"' + folder + '\"'))", 'js'), ['In "']);
  });

  it("PHP's escapes: \\' is two characters in \"…\", \\n two in '…'", () => {
    assert.deepEqual(keys(`<?php __( "It\\'s\\n" ); __( 'Tab\\t\\'s' );`, 'php'), ["It\\'s\n", "Tab\\t's"]);
  });

  it('a context after an argument that is no literal (WordPress _nx), and its other keywords', () => {
    assert.deepEqual(keys("<?php _nx( '%s pin', '%s pins', $n + 1, 'map markers', 'dom' );", 'php'), [
      'map markers|%s pin',
    ]);
    assert.deepEqual(
      keys("<?php _ex( 'Draft', 'state' ); esc_html_x( 'Scale', 'map' ); _nx_noop( 'a', 'b', 'c' );", 'php'),
      ['state|Draft', 'map|Scale', 'c|a'],
    );
    assert.deepEqual(keys('x = npgettext_lazy("stock", "%d left", "%d left", "n")', 'python'), ['stock|%d left']);
  });
});

describe('source keys: Android', () => {
  it('R.string.x in Kotlin and Java, not android.R.string', () => {
    const text = fixture('MainActivity.kt');
    const usages = scanAndroidCode(text);
    assert.deepEqual(usages.map(show), ['app_name', 'note_saved']);
    for (const u of usages) assert.equal(text.slice(u.offset, u.offset + u.length), u.key);
  });

  it('R.plurals.x in getQuantityString and Compose, in order with R.string; not android.R.plurals', () => {
    const text = [
      'val a = resources.getQuantityString(R.plurals.notes_count, n, n)',
      'Text(pluralStringResource(R.plurals.items_left, left, left))',
      'Text(stringResource(R.string.title))',
      'val p = android.R.plurals.platform',
    ].join('\n');
    assert.deepEqual(scanAndroidCode(text).map(show), ['notes_count', 'items_left', 'title']);
  });

  it('@string/x in layouts, not @android:string', () => {
    assert.deepEqual(scanAndroidXml(fixture('activity_main.xml')).map(show), ['welcome_title', 'action_new_note']);
  });
});

describe('source keys: the linear scanners on 1 MB worst cases finish with the right answer', () => {
  const MB = 1 << 20;
  it('`_("` repeated (every call unterminated on one line) and `_(` with no argument', () => {
    const open = '_("\n'.repeat(MB / 4);
    assert.equal(scanGettext(open, 'python').length, 0, 'no literal is complete on its line');
    assert.equal(
      scanGettext('_("'.repeat(MB / 3), 'python').length,
      20_000,
      'control: `_("_("` reads the literal `_(` (capped)',
    );
    const noArgs = '_('.repeat(MB / 2);
    assert.deepEqual(scanGettext(noArgs, 'c'), []);
  });

  it('a million calls, each complete: every one found (up to the cap), spans right', () => {
    const text = '_("k");'.repeat(MB / 7);
    const usages = scanGettext(text, 'c');
    assert.equal(usages.length, 20_000, 'capped at MAX_USAGES');
    assert.equal(text.slice(usages[5]!.offset, usages[5]!.offset + usages[5]!.length), 'k');
  });

  it('an unterminated block comment, backslashes and an endless triple-quoted string', () => {
    assert.deepEqual(scanGettext(`/*${'_("x") '.repeat(MB / 8)}`, 'c'), []);
    assert.deepEqual(scanGettext(`_("${'\\'.repeat(MB)}`, 'c'), []);
    assert.deepEqual(scanGettext(`x = """${'_("a") '.repeat(MB / 7)}`, 'python'), []);
  });

  it('Android markers repeated without names, and a Vue template of unterminated $t(', () => {
    assert.deepEqual(scanAndroidCode('R.string.('.repeat(MB / 10)), []);
    assert.deepEqual(scanAndroidXml('@string/ '.repeat(MB / 9)), []);
    const vue = `<template>${"$t('\n".repeat(MB / 5)}</template>`;
    assert.deepEqual(scanVue(vue), []);
    assert.deepEqual(scanVue(`<template>${'<!-- $t("a") '.repeat(MB / 12)}</template>`), []);
    assert.deepEqual(scanVue(`<template>${' v-t.a.b="'.repeat(MB / 10)}</template>`), []);
  });
});

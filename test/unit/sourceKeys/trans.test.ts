// react-i18next's <Trans> read as react-i18next builds its key (nodesToString over the compiled children),
// i18next's separators from a project's configuration, and the t options that change which string a key
// names (context, count, ordinal): the scanner's answers, and the lookups that follow them.
import { strict as assert } from 'node:assert';
import {
  DEFAULT_I18NEXT,
  i18nextOptionsFromText,
  projectI18nextOptions,
} from '../../../src/core/sourceKeys/i18nextUsage';
import { decodeJsxEntities } from '../../../src/core/sourceKeys/jsxEntities';
import { KeyIndex } from '../../../src/core/sourceKeys/keyIndex';
import { KeyLookup } from '../../../src/core/sourceKeys/keyLookup';
import { scanSource, type ProjectFrameworks } from '../../../src/core/sourceKeys/scan';
import { stateHint } from '../../../src/core/sourceKeys/stateHint';
import { cleanJsxText } from '../../../src/core/sourceKeys/transKey';
import { transImportEdit, transReplacement } from '../../../src/core/sourceKeys/transWrap';
import { extractSite, replacementFor } from '../../../src/core/sourceKeys/extractSite';
import { learnKeyStyle, naturalKey } from '../../../src/core/sourceKeys/keyStyle';
import type { KeyUsage } from '../../../src/core/sourceKeys/types';
import type { Unit } from '../../../src/core/weblate';

const I18NEXT: ProjectFrameworks = { i18next: true, vueI18n: false, gettext: false, ngxTranslate: false };
const scan = (text: string, frameworks = I18NEXT) => scanSource(text, 'typescriptreact', frameworks);
const keysOf = (text: string, frameworks = I18NEXT) => scan(text, frameworks).map((u) => u.key);
const trans = (children: string, props = '') => keysOf(`const x = <Trans${props}>${children}</Trans>;`)[0];

describe('source keys: <Trans> children as react-i18next joins them', () => {
  it('keeps basic HTML nodes without props, numbers the others by their index among their siblings', () => {
    assert.equal(trans('Hello <strong>world</strong>.<br/>Bye'), 'Hello <strong>world</strong>.<br/>Bye');
    assert.equal(trans('A <b>b</b> <i>c</i> <p>d</p>'), 'A <1>b</1> <i>c</i> <p>d</p>');
    assert.equal(trans('A <strong className="x">b</strong> and <br className="y" />'), 'A <1>b</1> and <3></3>');
    assert.equal(trans('Go <Link to="/a">there</Link> <Icon /> <>frag</>'), 'Go <1>there</1> <3></3> <5>frag</5>');
    assert.equal(trans('N <b>deep <i>er</i> <span>s</span></b>'), 'N <1>deep <i>er</i> <3>s</3></1>');
    assert.equal(trans('Empty <i></i>'), 'Empty <i/>');
    assert.equal(trans('Keyed <strong key="k">x</strong>'), 'Keyed <strong>x</strong>', 'key is no prop');
    assert.equal(trans('Spread <strong {...p}>x</strong>'), 'Spread <1>x</1>');
  });

  it('writes {{name}} objects, formats, string expressions; runtime values as empty numbered nodes', () => {
    assert.equal(trans('Hi {{ name }}, {{ n, format: "number" }}'), 'Hi {{name}}, {{n, number}}');
    assert.equal(trans("Lit {'a'} and {`b`}"), 'Lit a and b');
    assert.equal(trans('Call {fmt(n)} now {user.name}'), 'Call <1></1> now <3></3>');
    assert.equal(trans('Plain {name}'), 'Plain {{name}}', 'as the extractor writes it (react-i18next warns)');
    assert.equal(trans('Dyn <ul i18nIsDynamicList>{items}</ul>'), 'Dyn <1></1>');
    assert.equal(trans('A {/* note */} b'), 'A  b');
  });

  it('collapses whitespace as the JSX compiler does and decodes entities first', () => {
    assert.equal(trans('\n    Multi   line\n      text {/* c */}\n    here\n  '), 'Multi   line text here');
    assert.equal(trans('  lead and trail  '), '  lead and trail  ');
    assert.equal(
      trans('Ent &copy; &mdash; &#169; &#x2F; &unknown; &lt;b&gt; &nbsp;x'),
      'Ent © — © / &unknown; <b> \u00a0x',
    );
    assert.equal(cleanJsxText('a\n\n   \n  b\t\tc  \n \t'), 'a b\t\tc', 'a tab inside a line stays');
    assert.equal(decodeJsxEntities('&#99999999; &amp;'), '&#99999999; &');
  });

  it('reads i18nKey, ns, context, count (or a {{count}} child), defaults, tOptions and t={t} with its keyPrefix', () => {
    const text = [
      "const { t } = useTranslation('shop', { keyPrefix: 'cart' });",
      'const a = <Trans i18nKey="welcome" ns="common" count={n}>Welcome <b>back</b></Trans>;',
      'const b = <Trans t={t}>In cart</Trans>;',
      'const c = <Trans context="male">Friend</Trans>;',
      'const d = <Trans>You have {{ count }} items</Trans>;',
      'const e = <Trans defaults="From defaults" />;',
      "const f = <Trans tOptions={{ context: 'formal', count: n }}>Greeting</Trans>;",
    ].join('\n');
    const usages = scan(text);
    const shown = usages.map((u) => [u.namespace ?? '', u.key, u.context ?? '', u.plural ?? '', u.bare ?? false]);
    assert.deepEqual(shown, [
      ['common', 'welcome', '', 'cardinal', false],
      ['shop', 'cart.In cart', '', '', true],
      ['', 'Friend', 'male', '', true],
      ['', 'You have {{count}} items', '', 'cardinal', true],
      ['', 'From defaults', '', '', false],
      ['', 'Greeting', 'formal', 'cardinal', true],
    ]);
    const span = (u: KeyUsage) => text.slice(u.offset, u.offset + u.length);
    assert.deepEqual(usages.map(span), [
      'welcome',
      'In cart',
      'Friend',
      'You have {{ count }} items',
      'From defaults',
      'Greeting',
    ]);
  });

  it('extract refuses text inside a <Trans>, with or without i18nKey', () => {
    for (const text of ['<Trans>All reconciled!</Trans>', '<Trans i18nKey="k">All <b>reconciled</b>!</Trans>']) {
      const source = `const x = ${text};`;
      const result = extractSite(source, source.indexOf('reconciled'), 'typescriptreact', I18NEXT);
      assert.deepEqual(result, { refused: 'already-key' }, text);
    }
  });
});

describe('source keys: i18next separators and t options', () => {
  it('reads the separators from config texts; the first file that sets one wins; the setting over all', () => {
    assert.deepEqual(i18nextOptionsFromText("module.exports = { nsSeparator: false, keySeparator: '.' }"), {
      nsSeparator: false,
      keySeparator: '.',
    });
    assert.deepEqual(i18nextOptionsFromText('{"nsSeparator": "::", "keySeparator": false}'), {
      nsSeparator: '::',
      keySeparator: false,
    });
    const o = projectI18nextOptions(["i18n.init({ nsSeparator: false, transKeepBasicHtmlNodesFor: ['br', 'em'] })"]);
    assert.equal(o.nsSeparator, false);
    assert.deepEqual(o.trans.keepNodesFor, ['br', 'em']);
    assert.equal(projectI18nextOptions(['nsSeparator: false'], '|').nsSeparator, '|');
    assert.deepEqual(projectI18nextOptions([]), DEFAULT_I18NEXT);
    assert.deepEqual(projectI18nextOptions(['export default { nsSeparator: false }']).trans, DEFAULT_I18NEXT.trans);
  });

  it('splits ns:key only at the project separator, and keeps the whole key to look up first', () => {
    const text = "t('Closed: {{accountName}}'); t('shop:title'); t('Two words: saved')";
    assert.deepEqual(
      scan(text).map((u) => [u.namespace, u.key, u.whole]),
      [
        ['Closed', ' {{accountName}}', 'Closed: {{accountName}}'],
        ['shop', 'title', 'shop:title'],
        [undefined, 'Two words: saved', undefined],
      ],
    );
    const none = { ...I18NEXT, i18nextOptions: { ...DEFAULT_I18NEXT, nsSeparator: false as const } };
    assert.deepEqual(keysOf(text, none), ['Closed: {{accountName}}', 'shop:title', 'Two words: saved']);
  });

  it('reads context, count and ordinal from a t call', () => {
    const text = "t('friend', { context: 'male' }); t('item', { count }); t('place', { count: n, ordinal: true })";
    assert.deepEqual(
      scan(text).map((u) => [u.key, u.context, u.plural]),
      [
        ['friend', 'male', undefined],
        ['item', undefined, 'cardinal'],
        ['place', undefined, 'ordinal'],
      ],
    );
  });

  it('finds the whole key before the split one, a context form before the bare key, any plural shape', () => {
    let id = 1;
    const unit = (context: string, text = context) =>
      ({ id: id++, context, source: [text], target: [text], state: 20 }) as unknown as Unit;
    const units = ['Closed: {{accountName}}', 'friend', 'friend_male', 'item_one', 'item_other'];
    const index = KeyIndex.forFormat(
      'i18nextv4',
      [...units.map((k) => unit(k)), unit('v3', 'v3'), unit('v3_plural')],
      [],
    );
    const lookup = new KeyLookup([{ index }]);
    const found = (u: Partial<KeyUsage>) => lookup.find({ key: '', ...u })?.unit.context;
    assert.equal(found({ key: ' {{accountName}}', namespace: 'Closed', whole: 'Closed: {{accountName}}' }), units[0]);
    assert.equal(found({ key: 'friend', context: 'male' }), 'friend_male');
    assert.equal(found({ key: 'friend', context: 'female' }), 'friend', 'i18next falls back to the bare key');
    assert.equal(found({ key: 'item', plural: 'cardinal' }), 'item_other');
    const missing = { key: ' x', namespace: 'Note', whole: 'Note: x' };
    assert.equal(lookup.keyOf(missing), 'Note: x', 'no component is the namespace: the whole key');
    const named = new KeyLookup([{ index, slug: 'Note' }], (c) => c.slug);
    assert.equal(named.keyOf(missing), ' x', 'a component of that slug: the split key');
    assert.equal(found({ key: 'v3', plural: 'cardinal' }), 'v3');
    const one = KeyIndex.forFormat('i18nextv4', [unit('apples', 'apple')], []);
    assert.equal(new KeyLookup([{ index: one }]).find({ key: 'apples', plural: 'cardinal' })?.unit.context, 'apples');
    assert.deepEqual(
      [...index.keys()].map((k) => k.key),
      ['Closed: {{accountName}}', 'friend', 'friend_male', 'item', 'v3'],
    );
  });
});

describe('source keys: the state hint of a natural-language key', () => {
  const unit = (state: number, target: string) => ({ state, target: [target] }) as unknown as Unit;
  const entry = {
    source: unit(20, 'Reconcile'),
    languages: [
      { code: 'de', name: 'German', unit: unit(20, 'Abgleichen') },
      { code: 'fr', name: 'French', unit: unit(10, 'Rapprocher') },
      { code: 'ja', name: 'Japanese', unit: unit(0, '') },
      { code: 'cs', name: 'Czech', unit: undefined },
    ],
  };
  it('marks translated, needs editing and missing, in the languages named (else the first three)', () => {
    assert.equal(stateHint(entry, []), 'de ✓ fr ✎ ja ○');
    assert.equal(stateHint(entry, ['CS', 'de', 'pt']), 'cs ○ de ✓');
    assert.equal(stateHint({ ...entry, languages: [] }, []), '');
  });
});

describe('source keys: Extract String follows the project', () => {
  const keys = (pairs: [string, string][]) => pairs.map(([key, text]) => ({ key, text }));
  it('learns natural-language, dotted, snake_case and camelCase keys; none without a majority', () => {
    assert.equal(
      learnKeyStyle(
        keys([
          ['Reconcile', 'Reconcile'],
          ['Closed: {{name}}', 'Closed: {{name}}'],
          ['nav.home', 'Home'],
        ]),
      ),
      'natural',
    );
    assert.equal(
      learnKeyStyle(
        keys([
          ['nav.home', 'Home'],
          ['nav.back', 'Back'],
          ['ok_button', 'OK'],
        ]),
      ),
      'dotted',
    );
    assert.equal(
      learnKeyStyle(
        keys([
          ['ok_button', 'OK'],
          ['save_as', 'Save as'],
        ]),
      ),
      'snake_case',
    );
    assert.equal(
      learnKeyStyle(
        keys([
          ['okButton', 'OK'],
          ['saveAs', 'Save as'],
        ]),
      ),
      'camelCase',
    );
    assert.equal(
      learnKeyStyle(
        keys([
          ['a.b', 'x'],
          ['c_d', 'y'],
          ['eF', 'z'],
          ['G', 'w'],
        ]),
      ),
      undefined,
    );
    assert.equal(learnKeyStyle([]), undefined);
    assert.equal(naturalKey('  All\n   reconciled!  '), 'All reconciled!');
  });

  it('writes a natural-language key with quotes and backslashes escaped in the call', () => {
    const site = { start: 0, end: 0, text: '', shape: 'call' as const, fn: 't', quote: "'" as const };
    assert.equal(replacementFor(site, "Don't \\ stop", ''), "t('Don\\'t \\\\ stop')");
  });
});

describe('source keys: Extract String into <Trans>', () => {
  const text = "import { useTranslation } from 'react-i18next';\nconst x = <p>All reconciled!</p>;";
  const start = text.indexOf('All');
  const site = {
    start,
    end: start + 15,
    text: 'All reconciled!',
    shape: 'jsx-text' as const,
    fn: 't',
    quote: "'" as const,
  };
  it('wraps the text itself: children as key (natural-language), else with i18nKey, quoted safely', () => {
    assert.equal(transReplacement(site, 'All reconciled!', text), '<Trans>All reconciled!</Trans>');
    assert.equal(transReplacement(site, 'done.all', text), '<Trans i18nKey="done.all">All reconciled!</Trans>');
    assert.equal(transReplacement(site, 'say "hi"', text), '<Trans i18nKey={"say \\"hi\\""}>All reconciled!</Trans>');
    // The wrapped text reads back as the key it was extracted under.
    const wrapped = text.slice(0, start) + transReplacement(site, 'All reconciled!', text) + text.slice(site.end);
    assert.deepEqual(keysOf(wrapped), ['All reconciled!']);
  });

  it('imports Trans into the react-i18next import, or on a line of its own, once', () => {
    assert.deepEqual(transImportEdit(text), { offset: text.indexOf('{') + 1, length: 0, text: ' Trans,' });
    assert.equal(transImportEdit("import { Trans, useTranslation } from 'react-i18next';"), undefined);
    assert.equal(transImportEdit('import {useTranslation,Trans} from "react-i18next"'), undefined);
    assert.deepEqual(transImportEdit('const a = 1;'), {
      offset: 0,
      length: 0,
      text: "import { Trans } from 'react-i18next';\n",
    });
  });
});

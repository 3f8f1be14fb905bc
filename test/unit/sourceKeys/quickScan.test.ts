// The first file's scan before the TypeScript parser is loaded (#44 item 7): every usage it reports is one
// the parser's scan reports the same way (key, namespace, whole form, span), on hand-written files, the e2e
// workspace's React files and generated ones; a file it cannot read as the parser would is left to the parser.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { quickI18nextScan } from '../../../src/core/sourceKeys/quickScan';
import { scanSource, type ProjectFrameworks } from '../../../src/core/sourceKeys/scan';
import { DEFAULT_TRANS_OPTIONS } from '../../../src/core/sourceKeys/transKey';
import type { KeyUsage } from '../../../src/core/sourceKeys/types';

const I18NEXT: ProjectFrameworks = { i18next: true, vueI18n: false, gettext: false, ngxTranslate: false };
const full = (text: string, languageId = 'javascriptreact', f = I18NEXT) => scanSource(text, languageId, f);
const quick = (text: string, languageId = 'javascriptreact', f = I18NEXT) => quickI18nextScan(text, languageId, f, []);

/** Each quick usage is in the parser's scan, equal in every field. */
function assertSubset(text: string, languageId = 'javascriptreact', f = I18NEXT): KeyUsage[] {
  const q = quick(text, languageId, f) ?? [];
  const parsed = full(text, languageId, f);
  for (const u of q)
    assert.deepEqual(
      parsed.find((p) => p.offset === u.offset),
      u,
      text,
    );
  return q;
}

const REACT = `import { Trans, useTranslation } from 'react-i18next';
export default function Menu() {
  const { t } = useTranslation();
  // t('in.comment')
  const label = "t('in.string')";
  return (
    <menu title={t("menu.title")}>
      <button>{t('menu.open' )}</button>
      <button>{t(\`menu.save\`)}</button>
      <button>{t('menu.count', { count: 2 })}</button>
      <button>{t('common:ok')}</button>
      <button>{t('Closed: {{name}}')}</button>
      <button>{t('esc\\u0041ped')}</button>
      <button>{t('a' + 'b')}</button>
      <Trans i18nKey="menu.close" />
    </menu>
  );
}`;

describe('source keys: the scan before the parser', () => {
  it('reads plain t() calls as the parser does; leaves options, escapes, joins and <Trans> to the parser', () => {
    const q = assertSubset(REACT);
    assert.deepEqual(
      q.map((u) => [u.key, u.namespace]),
      [
        ['menu.title', undefined],
        ['menu.open', undefined],
        ['menu.save', undefined],
        ['ok', 'common'],
        [' {{name}}', 'Closed'],
      ],
    );
    assert.ok(
      full(REACT).some((u) => u.key === 'menu.close'),
      'the parser reads the <Trans>',
    );
  });

  it('leaves a file with a bound t, custom functions or another framework to the parser', () => {
    assert.equal(quick("const { t } = useTranslation('ns'); t('a')"), undefined);
    assert.equal(quick("const { t } = useTranslation(undefined, { keyPrefix: 'p' }); t('a')"), undefined);
    assert.equal(quick("const t = i18n.getFixedT(null, 'ns'); t('a')"), undefined);
    assert.equal(quick("t('a')", 'vue'), undefined);
    assert.equal(quick("t('a')", 'javascript', { ...I18NEXT, i18next: false, vueI18n: true }), undefined);
    assert.equal(quickI18nextScan("t('a')", 'javascript', I18NEXT, ['tr']), undefined);
    const noNs = {
      ...I18NEXT,
      i18nextOptions: { nsSeparator: false as const, keySeparator: '.', trans: DEFAULT_TRANS_OPTIONS },
    };
    assert.deepEqual(
      assertSubset("t('a:b')", 'javascript', noNs).map((u) => u.key),
      ['a:b'],
      'the project’s nsSeparator',
    );
  });

  it('the e2e workspace’s React files: the quick usages are the parser’s', () => {
    const dir = join(__dirname, '../../e2e/fixtures/workspace/react-app/src');
    for (const name of readdirSync(dir).filter((n) => /\.(jsx|tsx|js|ts)$/.test(n))) {
      const text = readFileSync(join(dir, name), 'utf8');
      assertSubset(
        text,
        name.endsWith('x') ? `${name.endsWith('tsx') ? 'typescript' : 'javascript'}react` : 'javascript',
      );
    }
  });

  it('generated files: every quick usage is the parser’s', () => {
    const statement = fc.constantFrom(
      "x = t('a.b');",
      'x = t("x y");',
      "x = t( 'spaced' );",
      "x = t('ns:key');",
      "x = t('k', { count: n });",
      "x = t('k', 'default');",
      'x = t(`tpl`);',
      'x = t(`tpl ${x}`);',
      "x = i18n.t('dotted');",
      "return t('returned');",
      "// t('c')",
      "/* t('c') */",
      "x = 't(\\'s\\')';",
      "x = t('q\\'uote');",
      "x = <p>Say t('text')</p>;",
      "x = <p>{t('jsx')} t('text')</p>;",
      'x = <Trans>Hello</Trans>;',
      "x = <Trans i18nKey='k' />;",
      'const { t } = useTranslation();',
      "x = t('a' + b);",
    );
    fc.assert(
      fc.property(fc.array(statement, { maxLength: 12 }), fc.constantFrom(' ', '\n', '\n  '), (lines, sep) => {
        const text = `function C() {\n${lines.join(sep)}\n}`;
        const q = quick(text);
        assert.ok(q, 'a file of plain t() calls is read');
        const parsed = full(text);
        for (const u of q)
          assert.deepEqual(
            parsed.find((p) => p.offset === u.offset),
            u,
            text,
          );
        // The plain forms are all read before the parser (recall), not only read right (precision); after
        // a template literal with `${…}` the linear scanner may lose its place (those calls wait for the parser).
        if (text.includes('${')) return;
        const plain = new Set(['a.b', 'x y', 'spaced', 'tpl', 'dotted', 'returned', 'jsx']);
        const expected = parsed.filter((p) => plain.has(p.key)).map((p) => p.offset);
        assert.deepEqual(
          q.filter((u) => plain.has(u.key)).map((u) => u.offset),
          expected,
          text,
        );
      }),
      { numRuns: 300 },
    );
  });
});

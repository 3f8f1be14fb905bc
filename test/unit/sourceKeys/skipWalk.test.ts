// The TypeScript scanner passes over subtrees that hold no word able to make a usage (#27's 50 ms budget).
// That must change no answer: on real shapes (the fixtures and the sample apps), on every framework, with
// custom functions, renamed hooks, and on those files cut and damaged at many places (half-typed code is
// what an editor scans most), the usages equal those of the walk over every node.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameOffsets, scanTypeScript, type TsScanOptions } from '../../../src/core/sourceKeys/tsScanner';

const read = (...parts: string[]) => readFileSync(join(__dirname, ...parts), 'utf8');
const SAMPLES: { name: string; text: string; kind: TsScanOptions['kind']; framework: TsScanOptions['framework'] }[] = [
  { name: 'Checkout.tsx', text: read('fixtures', 'Checkout.tsx'), kind: 'tsx', framework: 'i18next' },
  { name: 'cart.component.ts', text: read('fixtures', 'cart.component.ts'), kind: 'ts', framework: 'ngx-translate' },
  ...['Checkout.jsx', 'Toolbar.jsx', 'FileMenu.jsx'].map((f) => ({
    name: `react-app/${f}`,
    text: read('..', '..', 'e2e', 'fixtures', 'workspace', 'react-app', 'src', f),
    kind: 'jsx' as const,
    framework: 'i18next' as const,
  })),
  {
    name: 'renamed hooks and custom functions',
    kind: 'tsx',
    framework: 'i18next',
    text: [
      "import { useTranslation } from 'react-i18next';",
      'function A() {',
      "  const { t: tr } = useTranslation('shop', { keyPrefix: 'cart' });",
      "  const [translate] = useTranslation('menu');",
      "  return <div title={tr('title')}>{translate('open')}{i18n.text('custom.key')}{tr(`tpl`)}</div>;",
      '}',
      "const fixed = i18n.getFixedT('de', 'ns', 'pre');",
      "export const x = fixed('after') + t('plain') + label('other');",
    ].join('\n'),
  },
  {
    name: 'vue-i18n script',
    kind: 'ts',
    framework: 'vue-i18n',
    text: "export default { computed: { title() { return this.$t('nav.home') + i18n.global.t('nav.back') + this.$tc('items', 2); } } };",
  },
];

const usagesOf = (s: (typeof SAMPLES)[number], text: string, skipUnrelated: boolean) =>
  scanTypeScript(text, { framework: s.framework, kind: s.kind, extra: ['i18n.text', 'label'], skipUnrelated });

describe('source keys: the TypeScript walk skips subtrees without a candidate word', () => {
  for (const s of SAMPLES) {
    it(`${s.name}: the same usages as the walk over every node, whole, cut and damaged`, () => {
      const whole = usagesOf(s, s.text, true);
      assert.ok(whole.length > 0, 'the sample has usages');
      assert.deepEqual(whole, usagesOf(s, s.text, false));
      // Cut at 40 places, and with a character dropped or a brace added there: the parser recovers
      // differently each time, and the skipping must follow it.
      for (let i = 1; i <= 40; i++) {
        const at = Math.floor((s.text.length * i) / 41);
        for (const variant of [
          s.text.slice(0, at),
          s.text.slice(0, at) + s.text.slice(at + 1),
          `${s.text.slice(0, at)}{${s.text.slice(at)}`,
          `${s.text.slice(0, at)}'${s.text.slice(at)}`,
        ])
          assert.deepEqual(usagesOf(s, variant, true), usagesOf(s, variant, false), `${s.name} changed at ${at}`);
      }
    });
  }

  it('finds the candidate words whole, in one pass, not inside longer words', () => {
    const names = new Set(['t', '$t', 'Trans', 'useTranslation']);
    const text = "t('a'); at(1); this.$t('b'); <Trans/> <Transition/> useTranslation() t_ t";
    assert.deepEqual(
      nameOffsets(text, names).map((o) => text.slice(o, o + 14).match(/^[\w$]+/)![0]),
      ['t', '$t', 'Trans', 'useTranslation', 't'],
    );
    assert.deepEqual(nameOffsets('', names), []);
  });
});

// Generated Vue single-file components for the vue-i18n oracle (fast-check, a fixed seed): `$t`, `t`, `$tc`,
// `tc` in interpolations, bound attributes, ternaries and event handlers with spacing, all three quotes and
// arguments (count, named, list, nested calls); `this.$t`/`i18n.global.t` in an options-API <script>; `v-t` with a string, an object and modifiers; `<i18n-t>`/`<I18nT>` with
// `keypath` among other attributes, on its own line, single-quoted or bound; `t()` in `<script setup>`; and
// noise that holds no key (comments, dynamic keys, `$d`, text that looks like a call).
import fc from 'fast-check';

const key = fc.constantFrom(
  'app.title',
  'menu.open',
  'errors.notFound',
  'a.b.c',
  'plain',
  'with-dash',
  'x_y',
  'Save changes',
  'cart.items',
);
const fn = fc.constantFrom('$t', 't', '$tc', 'tc');
const space = fc.constantFrom('', ' ', '  ', '\n    ');
const args = fc.constantFrom(
  '',
  ', 2',
  ', count',
  ', { n: 1 }',
  ', { name: user.name }',
  ', [first]',
  ',\n      { n }',
  ', { n: fmt(count, 2) }',
  ', 3, { n: 3 }',
);
const inner = fc.constantFrom('', ' ', '\n      ');
// In text, any quote; inside a double-quoted attribute, ' or `.
const textQuote = fc.constantFrom("'", '"', '`');
const attrQuote = fc.constantFrom("'", '`');

const interpolation = fc
  .tuple(fn, key, textQuote, space, args, inner)
  .map(([f, k, q, s, a, i]) => `<p>{{${s}${f}(${i}${q}${k}${q}${a}${i})${s}}}</p>`);
const bound = fc
  .tuple(fc.constantFrom(':title', ':placeholder', 'v-bind:aria-label', ':label'), fn, key, attrQuote, args)
  .map(([attr, f, k, q, a]) => `<input ${attr}="${f}(${q}${k}${q}${a})" />`);
const singleQuotedAttr = fc.tuple(fn, key).map(([f, k]) => `<input :title='${f}("${k}")' />`);
const ternary = fc.tuple(key, key, fn).map(([a, b, f]) => `<span>{{ ok ? ${f}('${a}') : ${f}('${b}') }}</span>`);
const handler = fc.tuple(fn, key).map(([f, k]) => `<button @click="notify(${f}('${k}'))">x</button>`);
const directive = fc
  .tuple(key, fc.constantFrom('v-t="\'K\'"', 'v-t.preserve="\'K\'"', 'v-t="`K`"', 'v-t="{ path: \'K\' }"'))
  .map(([k, form]) => `<p ${form.replace('K', k)}></p>`);
const component = fc
  .tuple(
    key,
    fc.constantFrom(
      '<i18n-t keypath="K" tag="p">',
      '<i18n-t tag="span" keypath="K">',
      '<I18nT keypath="K" tag="p">',
      '<i18n-t\n      keypath="K"\n      tag="p"\n    >',
      '<i18n-t keypath="K" :plural="n">',
    ),
  )
  .map(([k, open]) => {
    const close = open.startsWith('<I18nT') ? '</I18nT>' : '</i18n-t>';
    return `${open.replace('K', k)}<template #name><b>{{ name }}</b></template>${close}`;
  });
const noise = fc.constantFrom(
  '<p>{{ format(name) }}</p>',
  '<p>{{ $t(dynamicKey) }}</p>',
  '<p>{{ $d(date, "short") }}</p>',
  '<i18n-t :keypath="dynamicPath" tag="p"></i18n-t>',
  '<p v-t="dynamicKey"></p>',
  '<br>',
  '<template v-if="open"><span>{{ name }}</span></template>',
);
const scriptCall = fc
  .tuple(key, textQuote, args)
  .map(([k, q, a]) => `const label${k.length} = t(${q}${k}${q}${a.replace(/user\.name|first|count/g, '1')});`);

const optionsCall = fc
  .tuple(fc.constantFrom('this.$t', 'this.$tc', 'i18n.global.t'), key, textQuote)
  .map(([f, k, q]) => `      out.push(${f}(${q}${k}${q}));`);
const optionsScript = fc
  .array(optionsCall, { minLength: 1, maxLength: 3 })
  .map(
    (calls) =>
      `<script>\nexport default {\n  methods: {\n    labels() {\n      const out = [];\n${calls.join('\n')}\n      return out;\n    },\n  },\n};\n</script>\n\n`,
  );

export function generatedComponents(count: number, seed: number): string[] {
  const element = fc.oneof(interpolation, bound, singleQuotedAttr, ternary, handler, directive, component, noise);
  const file = fc.tuple(
    fc.array(element, { minLength: 1, maxLength: 6 }),
    fc.option(fc.array(scriptCall, { minLength: 1, maxLength: 3 }), { nil: undefined }),
    fc.option(optionsScript, { nil: undefined }),
  );
  return fc.sample(file, { seed, numRuns: count }).map(([elements, script, options]) => {
    const setup = script
      ? `<script setup lang="ts">\nimport { useI18n } from 'vue-i18n';\nconst { t } = useI18n();\n${script.join('\n')}\n</script>\n\n`
      : '';
    return `${options ?? ''}${setup}<template>\n  <div>\n    ${elements.join('\n    ')}\n  </div>\n</template>\n`;
  });
}

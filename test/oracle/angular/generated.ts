// Generated Angular components for the oracle (valid templates only: no <hr>, which ends an open <p>) (fast-check, a fixed seed): inline templates whose i18n
// elements mix text (runs of spaces, line breaks, entities), interpolations (spacing, pipes, custom
// placeholder names), inline elements with and without attributes, void elements, ICU plural and select,
// control-flow blocks, and every form of i18n metadata; attributes with i18n-<name>; and `$localize`
// strings with metadata blocks, named and unnamed placeholders and escapes.
import fc from 'fast-check';

const word = fc.constantFrom('Save', 'your', 'files', 'déjà vu', 'naïve', '✓ done', '42', 'a,b', 'x:y', 'e-mail');
const space = fc.constantFrom(' ', '  ', '\n      ', '\t', ' \n ');
const entity = fc.constantFrom('&amp;', '&lt;', '&gt;', '&nbsp;', '&#64;', '&copy;', '&quot;', '&hellip;');
const interpolation = fc.constantFrom(
  '{{ a }}',
  '{{a}}',
  '{{ a ?? b }}',
  '{{ items.length }}',
  '{{ a // i18n(ph="count") }}',
  "{{ 'x' + a }}",
);
const meta = fc.constantFrom(
  '',
  'meaning|description',
  'just a description',
  'site header|',
  '|only a description',
  ' spaced meaning | spaced description ',
  '@@custom-id',
  'menu|Main menu@@menuId',
  '@@id.with.dots',
);

const text = fc
  .array(fc.oneof(word, space, entity, interpolation), { minLength: 1, maxLength: 6 })
  .map((a) => a.join(''));

const attributeText = fc
  .array(
    fc.oneof(
      word,
      space,
      entity,
      interpolation.filter((i) => !i.includes('i18n(')),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .filter((a) => new Set(a.filter((p) => p.startsWith('{{'))).size === a.filter((p) => p.startsWith('{{')).length)
  // Not an interpolation alone either: the compiler throws on `aria-label="{{ a }}"` with i18n-aria-label.
  .filter((a) => a.some((p) => !p.startsWith('{{') && p.trim() !== ''))
  .map((a) => a.join(''));

const leaf: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom('<br>', '<br/>', '<img src="x.png">', '<wbr>', '<input type="text">') },
);

const inline = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(
        fc.constantFrom('b', 'em', 'a href="#"', 'span', 'b class="x"', 'strong', 'app-chip', 'i'),
        fc.array(tie('node'), { minLength: 0, maxLength: 3 }),
      )
      .map(([tag, kids]) => `<${tag}>${kids.join('')}</${tag.split(' ')[0]}>`),
    // A space after `{`: `{{` would open an interpolation.
    fc.tuple(text, text).map(([a, b]) => `@if (a) { ${a}} @else { ${b}}`),
  ),
})).node;

const icu = fc.oneof(
  fc.tuple(text, text).map(([one, other]) => `{count, plural, =0 {none} =1 {${one}} other {{{count}} ${other}}}`),
  fc.tuple(word, word).map(([m, o]) => `{gender, select, male {${m}} female {<b>${o}</b>} other {they}}`),
);

const content = fc.oneof(
  { weight: 5, arbitrary: fc.array(inline, { minLength: 1, maxLength: 4 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: icu },
  { weight: 1, arbitrary: fc.tuple(text, icu, text).map(([a, i, b]) => `${a}${i}${b}`) },
);

const element = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom('p', 'span', 'h2', 'ng-container', 'div'), meta, content, space)
      .map(([tag, m, c, s]) => `<${tag} i18n${m ? `="${m}"` : ''}>${s}${c}${s}</${tag}>`),
  },
  // Attributes without custom placeholder names nor an interpolation twice: the compiler (22.2.6) throws on
  // a placeholder used twice there ("Expected 3 placeholders to match interpolation expression count").
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('title', 'aria-label', 'placeholder', 'alt'), meta, attributeText)
      .map(([attr, m, t]) => `<input i18n-${attr}${m ? `="${m}"` : ''} ${attr}="${t.replace(/"/g, "'")}">`),
  },
);

const localizeMeta = fc.constantFrom('', ':@@greet:', ':meaning|desc:', ':desc only:', ':m|d@@both:', ':m|:');
const localizePart = fc.constantFrom('Hello', ' world', ' \\: colon', ' tick \\`', ' ✓', ' 100%', '\\n');
const localizeArg = fc.constantFrom('${this.a}', '${this.a}:name:', '${this.b}:count:', '${1 + 2}');
const localize = fc
  .tuple(
    localizeMeta,
    fc.array(fc.tuple(localizePart, fc.option(localizeArg, { nil: '' })), { minLength: 1, maxLength: 4 }),
  )
  .map(([m, ps]) => `$localize\`${m}${ps.map(([p, a]) => p + a).join('')}\``);

/** `count` components, each with one inline template of a few i18n elements and a few `$localize` strings. */
export function generatedComponents(count: number, seed: number): string[] {
  const component = fc.tuple(fc.array(element, { minLength: 1, maxLength: 4 }), fc.array(localize, { maxLength: 3 }));
  return fc.sample(component, { seed, numRuns: count }).map(
    ([elements, strings], n) => `import { Component } from '@angular/core';

@Component({
  selector: 'app-generated-${n}',
  template: \`
    ${elements.join('\n    ')}
  \`,
})
export class Generated${n}Component {
  a = 1;
  b = 2;
  count = 3;
  gender = 'other';
  items: string[] = [];
  messages(): string[] {
    return [${strings.join(', ')}];
  }
}
`,
  );
}

// Generated React sources for the oracle: one usage per file (so the extractor's per-file answer is the
// answer for that usage), built by fast-check from a fixed seed: <Trans> children with whitespace across
// lines, entities, nesting, {{objects}}, string expressions, attributes, kept and numbered elements, and
// props; and t() calls with count, ordinal and context.
import fc from 'fast-check';

const words = ['Save', 'Delete', 'Cancel', 'your', 'changes', 'now', 'OK', 'the', 'Reconcile', 'items', 'Close'];
const word = fc.constantFrom(...words);
const space = fc.constantFrom(' ', '  ', '\n      ', ' \n  ', '\t');
const entity = fc.constantFrom('&amp;', '&nbsp;', '&copy;', '&#169;', '&#x2F;', '&lt;', '&mdash;', '&quot;');
const text = fc
  .tuple(fc.option(space), fc.array(fc.tuple(word, space), { minLength: 1, maxLength: 3 }), word, fc.option(space))
  .map(([a, pairs, last, b]) => `${a ?? ''}${pairs.map(([w, s]) => w + s).join('')}${last}${b ?? ''}`);
const leaf = fc.oneof(
  text,
  entity,
  fc.constantFrom('{{ name }}', '{{ count }}', "{'quoted'}", '{`tpl`}', '{/* note */}', '{name}'),
);
const element = (inner: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.tuple(fc.constantFrom('b', 'strong', 'i', 'p', 'em', 'span'), inner).map(([tag, c]) => `<${tag}>${c}</${tag}>`),
    inner.map((c) => `<strong className="x">${c}</strong>`),
    inner.map((c) => `<Link to="/a">${c}</Link>`),
    fc.constantFrom('<br />', '<br/>', '<hr />', '<Icon />', '<br className="y" />'),
  );
const children = (depth: number): fc.Arbitrary<string> =>
  fc
    .array(
      depth > 0
        ? fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 2, arbitrary: element(children(depth - 1)) })
        : leaf,
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .map((parts) => parts.join(''));
const transProps = fc.constantFrom('', ' count={n}', ' context="formal"', ' ns="other"', ' t={t}');
const trans = fc
  .tuple(transProps, children(2))
  .filter(([, c]) => /[A-Za-z]/.test(c))
  .map(([props, c]) => `<Trans${props}>${c}</Trans>`);
const tOptions = fc.constantFrom(
  '',
  ', { count: n }',
  ', { count: n, ordinal: true }',
  ", { context: 'male' }",
  ", { ns: 'other' }",
);
const tCall = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), tOptions)
  .map(([w, o]) => `{t('${w.join(' ')}'${o})}`);

/** A component around one usage, in a file of its own. */
const file = (usage: string, hook: string) => `import { Trans, useTranslation } from 'react-i18next';
export function Generated({ n, name }: { n: number; name: string }) {
  const { t } = ${hook};
  return (
    <div>
      ${usage}
    </div>
  );
}
`;

/** `count` sources per hook: `useTranslation()` and one with a namespace and key prefix. */
export function generatedSources(count: number, seed: number): string[] {
  const usage = fc.oneof({ weight: 3, arbitrary: trans }, { weight: 1, arbitrary: tCall });
  const hook = fc.constantFrom('useTranslation()', "useTranslation('gen', { keyPrefix: 'page' })");
  return fc.sample(fc.tuple(usage, hook), { numRuns: count, seed }).map(([u, h]) => file(u, h));
}

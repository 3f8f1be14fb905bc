// Generated ngx-translate templates for the oracle (fast-check, a fixed seed): the pipe with spacing,
// parameters and chained pipes, in interpolations and bound attributes, and the [translate] directive.
import fc from 'fast-check';

const key = fc.constantFrom('app.title', 'menu.open', 'errors.notFound', 'a.b.c', 'plain', 'with-dash', 'x_y');
const quote = fc.constantFrom("'", '"');
const space = fc.constantFrom('', ' ', '  ');
// An object ends with a space: `}}}` would end the interpolation inside it (Angular rejects the template).
const params = fc.constantFrom('', ': { n: 1 } ', ':params', " : { name: 'x' } ");
const after = fc.constantFrom('', ' | uppercase', ' | slice:0:3');

const pipe = fc
  .tuple(key, quote, space, space, params, after)
  .map(([k, q, s1, s2, p, a]) => ({ q, text: `{{${s1}'${k}'${s2}|${s2}translate${p}${a}${s1}}}`.replace(/'/g, q) }))
  .map(({ text }) => `<p>${text}</p>`);
const bound = fc
  .tuple(key, fc.constantFrom('title', 'placeholder', 'attr.aria-label'), space, params)
  .map(([k, attr, s, p]) => `<input [${attr}]="'${k}'${s}|${s}translate${p}">`);
const directive = fc
  .tuple(key, quote)
  .map(([k, q]) => (q === "'" ? `<span [translate]="'${k}'"></span>` : `<span [translate]='"${k}"'></span>`));
const noise = fc.constantFrom(
  '<p>{{ name | uppercase }}</p>',
  "<p>{{ a || 'b' }}</p>",
  '<br>',
  '<p>{{ label | translate }}</p>',
);

export function generatedTemplates(count: number, seed: number): string[] {
  const template = fc.array(fc.oneof(pipe, bound, directive, noise), { minLength: 1, maxLength: 5 });
  return fc.sample(template, { seed, numRuns: count }).map((lines) => `${lines.join('\n')}\n`);
}

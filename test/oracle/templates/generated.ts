// Generated Django and Jinja2 templates for the oracle (fast-check, a fixed seed), one small template per
// file: every form of each tag with its options, bodies mixing text (runs of spaces, line breaks, `%`,
// entities, unicode) with variables, and gettext calls in expressions. Only templates both tools accept
// (makemessages stops on a tag inside a blocktranslate; Babel drops a file Jinja cannot parse).
import fc from 'fast-check';

const word = fc.constantFrom('Save', 'your', 'files', 'déjà vu', '✓ done', '100%', '50 %', '&amp;', 'a:b', '#1');
const space = fc.constantFrom(' ', '  ', '\n', '\n    ', '\t');
const text = fc.array(fc.oneof(word, space), { minLength: 1, maxLength: 5 }).map((a) => a.join(''));
/** A text that fits between `quote`s on one line. */
const literal = (quote: string) => text.map((t) => t.replace(/\s+/g, ' ').replace(quote, ''));
const quote = fc.constantFrom('"', "'");
const context = fc.option(
  fc.tuple(quote, fc.constantFrom('menu', 'verb', 'month name', 'ctx: a')).map(([q, c]) => `${q}${c}${q}`),
  { nil: '' },
);

const djangoTrans = fc
  .tuple(
    fc.constantFrom('trans', 'translate'),
    quote,
    fc.constantFrom('', '|upper', '|lower|title'),
    context,
    fc.constantFrom('', ' as label', ' noop'),
  )
  .chain(([tag, q, filter, ctx, tail]) =>
    literal(q).map((t) => `{% ${tag} ${q}${t}${q}${filter}${ctx ? ` context ${ctx}` : ''}${tail} %}`),
  );
const djangoBody = fc
  .array(fc.oneof(text, fc.constantFrom('{{ name }}', '{{name}}', '{{ counter }}')), { minLength: 1, maxLength: 4 })
  .map((a) => a.join(''));
const djangoBlock = fc
  .tuple(
    fc.constantFrom('blocktrans', 'blocktranslate'),
    fc.boolean(),
    fc.constantFrom('', ' with name=user.name', ' count counter=items|length'),
    context,
    djangoBody,
    djangoBody,
  )
  .map(([tag, trimmed, opts, ctx, one, other]) => {
    const plural = opts.includes('count') ? `{% plural %}${other}` : '';
    return `{% ${tag}${opts}${ctx ? ` context ${ctx}` : ''}${trimmed ? ' trimmed' : ''} %}${one}${plural}{% end${tag} %}`;
  });
const djangoConstant = fc
  .tuple(quote, fc.constantFrom('{{ _(X) }}', '{{ value|default:_(X) }}', '{% include "x.html" with title=_(X) %}'))
  .chain(([q, shape]) => literal(q).map((t) => shape.replace('X', `${q}${t}${q}`)));

const jinjaBody = fc
  .array(fc.oneof(text, fc.constantFrom('{{ user }}', '{{user}}', '{{ count }}')), { minLength: 1, maxLength: 4 })
  .map((a) => a.join(''));
const jinjaTrans = fc
  .tuple(
    context,
    fc.constantFrom('', ' trimmed', ' notrimmed'),
    fc.boolean(),
    fc.boolean(),
    jinjaBody,
    jinjaBody,
    fc.boolean(),
  )
  .map(([ctx, trim, plural, dash, one, other, vars]) => {
    const names = plural ? ' count=items|length' : vars ? ' user=user.name' : '';
    const open = dash ? '{%-' : '{%';
    const close = dash ? '-%}' : '%}';
    const body = plural ? `${one}{% pluralize %}${other}` : one;
    return `${open} trans${ctx ? ` ${ctx}` : ''}${trim}${names} ${close}${body}${open} endtrans ${close}`;
  });
const jinjaCall = fc
  .tuple(
    quote,
    fc.constantFrom(
      '_(X)',
      'gettext(X)',
      'ngettext(X, X, n)',
      "pgettext('menu', X)",
      'npgettext("c", X, X, n)',
      '_(X, name=user)',
    ),
    fc.constantFrom('{{ Y }}', '{% set v = Y %}'),
  )
  .chain(([q, call, shape]) => literal(q).map((t) => shape.replace('Y', call.replace(/X/g, `${q}${t}${q}`))));

const noise = fc.constantFrom('<p>', '</p>', '{# {% trans "in a comment" %} #}', '{{ user.name }}', '\n');

const template = (parts: fc.Arbitrary<string>) =>
  fc
    .array(fc.oneof({ weight: 3, arbitrary: parts }, { weight: 1, arbitrary: noise }), { minLength: 1, maxLength: 5 })
    .map((a) => a.join('\n'));

export function generatedDjango(count: number, seed: number): string[] {
  return fc
    .sample(template(fc.oneof(djangoTrans, djangoBlock, djangoConstant)), { seed, numRuns: count })
    .map((t) => `{% load i18n %}\n${t}\n`);
}

export function generatedJinja(count: number, seed: number): string[] {
  return fc.sample(template(fc.oneof(jinjaTrans, jinjaCall)), { seed, numRuns: count }).map((t) => `${t}\n`);
}

// Worst cases of the template readers of #44 (Angular i18n, Django, Jinja2): openers never closed, deep
// nesting never closed, close tags that match nothing, each at any size. Part of parserWorstCases.
import { scanAngularTemplate } from '../../src/core/sourceKeys/angular';
import { scanAngularI18n } from '../../src/core/sourceKeys/angularI18n';
import { scanDjangoTemplate } from '../../src/core/sourceKeys/djangoTemplate';
import { scanJinjaTemplate } from '../../src/core/sourceKeys/jinjaTemplate';
import { repeat, type WorstCase } from './parserWorstCases';

export const templateWorstCases = (): WorstCase[] => [
  {
    parser: 'scanAngularTemplate',
    input: 'pipes after a parenthesis, no opening one',
    make: (n) => repeat(")|translate'", n),
    run: (t) => scanAngularTemplate(t),
  },
  {
    parser: 'scanAngularI18n',
    input: 'i18n element, elements nested deep, never closed',
    make: (n) => `<p i18n>${repeat('<b>x', n)}`,
    run: (t) => scanAngularI18n(t),
  },
  {
    parser: 'scanAngularI18n',
    input: 'i18n element, then close tags that match nothing',
    make: (n) => `<p i18n>${repeat('<b>', n / 2)}${repeat('</i>', n / 2)}`,
    run: (t) => scanAngularI18n(t),
  },
  {
    parser: 'scanAngularI18n',
    input: 'ICU openers without cases',
    make: (n) => `<p i18n>${repeat('{a,b,', n)}`,
    run: (t) => scanAngularI18n(t),
  },
  {
    parser: 'scanAngularI18n',
    input: 'braces and interpolations never closed',
    make: (n) => `<p i18n>${repeat('{ {{', n)}`,
    run: (t) => scanAngularI18n(t),
  },
  {
    parser: 'scanDjangoTemplate',
    input: '{% on one line, never closed',
    make: (n) => repeat('{%{{{#', n),
    run: scanDjangoTemplate,
  },
  {
    parser: 'scanDjangoTemplate',
    input: 'blocktranslate of variables, never ended',
    make: (n) => `{% blocktranslate %}${repeat('{{ x }}%', n)}`,
    run: scanDjangoTemplate,
  },
  {
    parser: 'scanDjangoTemplate',
    input: 'trans tags with long contexts',
    make: (n) => repeat(`{% trans "a" ${'context '.repeat(400)}%}\n`, n),
    run: scanDjangoTemplate,
  },
  {
    parser: 'scanJinjaTemplate',
    input: 'trans block never ended',
    make: (n) => `{% trans %}${repeat('{{ x }} %', n)}`,
    run: scanJinjaTemplate,
  },
  {
    parser: 'scanJinjaTemplate',
    input: "_(' calls never closed",
    make: (n) => `{{ ${repeat("_('", n)}`,
    run: scanJinjaTemplate,
  },
];

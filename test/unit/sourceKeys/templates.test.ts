// Django and Jinja2 templates: the msgid each tag makes (as makemessages and Babel's Jinja2 extractor make
// them; the oracle tier compares hundreds more), the span each usage reports (the literal, or a block's
// body for a hint after it), which flavor an .html file is, and the languages that are read.
import { strict as assert } from 'node:assert';
import { keyFamily } from '../../../src/core/sourceKeys/componentChoice';
import { scanDjangoTemplate } from '../../../src/core/sourceKeys/djangoTemplate';
import { scanJinjaTemplate } from '../../../src/core/sourceKeys/jinjaTemplate';
import { isSourceLanguage, languageOfPath } from '../../../src/core/sourceKeys/languages';
import { scanSource, templateFlavor } from '../../../src/core/sourceKeys/scan';
import type { KeyUsage } from '../../../src/core/sourceKeys/types';

const NONE = { i18next: false, vueI18n: false, gettext: false, ngxTranslate: false };
const pairs = (usages: KeyUsage[]) => usages.map((u) => [u.context ?? '', u.key]);
const spans = (text: string, usages: KeyUsage[]) => usages.map((u) => text.slice(u.offset, u.offset + u.length));

describe('source keys: Django templates', () => {
  it('translate / trans with context, as, noop and filters; % doubled as makemessages writes it', () => {
    const text = `{% load i18n %}
<h1>{% translate "Welcome to 100% fun" %}</h1>
<p>{% trans 'Menu' context "navigation" %} {% trans "May" context 'month name' as may %}{% trans "x" noop %}</p>
<p>{% trans "Upper"|upper %}</p>`;
    const usages = scanDjangoTemplate(text);
    assert.deepEqual(pairs(usages), [
      ['', 'Welcome to 100%% fun'],
      ['navigation', 'Menu'],
      ['month name', 'May'],
      ['', 'x'],
      ['', 'Upper'],
    ]);
    assert.deepEqual(spans(text, usages), ['Welcome to 100% fun', 'Menu', 'May', 'x', 'Upper']);
  });

  it('blocktranslate: %(name)s for variables, count/plural, context, trimmed; the body is the span', () => {
    const text = `{% blocktranslate with name=user.name %}Hello {{ name }}, 50% off!{% endblocktranslate %}
{% blocktrans count counter=items|length %}One item{% plural %}{{ counter }} items{% endblocktrans %}
{% blocktranslate trimmed context "greeting" %}
  Good
     morning {{ name }}
{% endblocktranslate %}`;
    const usages = scanDjangoTemplate(text);
    assert.deepEqual(pairs(usages), [
      ['', 'Hello %(name)s, 50%% off!'],
      ['', 'One item'],
      ['greeting', 'Good morning %(name)s'],
    ]);
    assert.equal(spans(text, usages)[0], 'Hello {{ name }}, 50% off!');
    assert.ok(usages.every((u) => u.bare));
  });

  it('_("…") in variables, filter arguments and tags; nothing in comments, verbatim or a tag across lines', () => {
    const text = `{{ _("Literal var") }} {{ value|default:_("Nothing here") }}
{% include "help.html" with title=_("In a tag") %}
{% comment %}{% trans "commented" %}{% endcomment %}
{# {% trans "one-line comment" %} #}
{% verbatim %}{% trans "verbatim" %}{% endverbatim %}
{% trans "multi
line" %}`;
    assert.deepEqual(pairs(scanDjangoTemplate(text)), [
      ['', 'Literal var'],
      ['', 'Nothing here'],
      ['', 'In a tag'],
    ]);
  });
});

describe('source keys: Jinja2 templates', () => {
  it('trans blocks: %(name)s, % doubled only beside a variable, pluralize, context, trimmed, whitespace control', () => {
    const text = `{% trans %}Hello {{ user }}! 100% sure{% endtrans %}
{% trans %}Plain 100% text{% endtrans %}
{% trans count=items|length %}One item{% pluralize %}{{ count }} items{% endtrans %}
{% trans trimmed user=user.name %}
   Good
      morning {{ user }}
{% endtrans %}
{% trans "greeting" %}Hi{% endtrans %}
{%- trans -%}  stripped  {%- endtrans %}`;
    const usages = scanJinjaTemplate(text);
    assert.deepEqual(pairs(usages), [
      ['', 'Hello %(user)s! 100%% sure'],
      ['', 'Plain 100% text'],
      ['', 'One item'],
      ['', 'Good morning %(user)s'],
      ['greeting', 'Hi'],
      ['', 'stripped'],
    ]);
    assert.equal(spans(text, usages)[0], 'Hello {{ user }}! 100% sure');
  });

  it("gettext calls in expressions (Babel's keywords), adjacent literals; not in comments or raw", () => {
    const text = `{{ _('Welcome') }} {{ gettext("Hello %(name)s", name=user.name) }}
{{ ngettext('%(num)d apple', '%(num)d apples', n) }} {% set t = pgettext('menu', 'Open') %}
{# {{ _('comment') }} #} {% raw %}{{ _('raw') }}{% endraw %}
{{ _('adjacent ' 'strings') }} {{ _(name) }}`;
    const usages = scanJinjaTemplate(text);
    assert.deepEqual(pairs(usages), [
      ['', 'Welcome'],
      ['', 'Hello %(name)s'],
      ['', '%(num)d apple'],
      ['menu', 'Open'],
      ['', 'adjacent strings'],
    ]);
    assert.deepEqual(spans(text, usages).slice(0, 2), ['Welcome', 'Hello %(name)s']);
  });

  it('a trans block Jinja rejects (a tag inside) ends the reading, as Babel extracts nothing after it', () => {
    assert.deepEqual(
      pairs(scanJinjaTemplate("{{ _('a') }}{% trans %}x{% if y %}{% endif %}{% endtrans %}{{ _('b') }}")),
      [['', 'a']],
    );
  });
});

describe('source keys: which template language an .html file is', () => {
  it('Jinja2 with endtrans or without Django markers; Django with load i18n, translate, blocktrans, trans "…"', () => {
    assert.equal(templateFlavor('{% trans %}x{% endtrans %}'), 'jinja');
    assert.equal(templateFlavor("{{ _('x') }}"), 'jinja');
    assert.equal(templateFlavor('{% load static i18n %}{{ x }}'), 'django');
    assert.equal(templateFlavor('{% trans "x" %}'), 'django');
    assert.equal(templateFlavor('{# {% trans "in a comment" %} #}{{ gettext("x") }}'), 'jinja');
    // In an .html file: a Django trans is its msgid, a Jinja2 trans with a string is its context.
    assert.deepEqual(pairs(scanSource('{% trans "x" %}', 'html', NONE)), [['', 'x']]);
    assert.deepEqual(pairs(scanSource('{% trans "c" %}y{% endtrans %}', 'html', NONE)), [['c', 'y']]);
  });

  it('reads django-html and jinja files; their keys live in gettext PO', () => {
    for (const id of ['django-html', 'django-txt', 'jinja', 'jinja-html']) assert.ok(isSourceLanguage(id), id);
    assert.equal(languageOfPath('templates/base.jinja2'), 'jinja');
    assert.equal(languageOfPath('templates/base.j2'), 'jinja');
    assert.equal(keyFamily('django-html', NONE), 'gettext');
    assert.equal(keyFamily('jinja-html', NONE), 'gettext');
  });
});

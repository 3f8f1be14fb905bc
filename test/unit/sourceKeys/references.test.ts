// Usages of one key in a file read from disk, with the editor's line/column positions.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findUsages, sameWrittenKey } from '../../../src/core/sourceKeys/references';
import { detectFrameworks } from '../../../src/core/sourceKeys/scan';

const I18NEXT = detectFrameworks('{"dependencies": {"i18next": "23"}}');

describe('source keys: usages of a key in a file', () => {
  it('gives every usage of the key with its line and column, and none of other keys', () => {
    const text = 'const a = t(\'x.y\');\n\n  <Trans i18nKey="x.y" />\nt(\'x.z\'); t("x.y")';
    const found = findUsages(text, 'javascriptreact', I18NEXT, [], (u) => u.key === 'x.y');
    assert.deepEqual(
      found.map((f) => [f.start.line, f.start.character, f.end.character]),
      [
        [0, 13, 16],
        [2, 18, 21],
        [3, 13, 16],
      ],
    );
  });

  it('matches by key, msgctxt and namespace when the server does not know the string', () => {
    const text = fixture('views.py');
    const [first] = findUsages(text, 'python', I18NEXT, [], () => true);
    assert.ok(first, 'control: the fixture has usages');
    const same = findUsages(text, 'python', I18NEXT, [], sameWrittenKey(first.usage));
    assert.ok(same.length >= 1);
    assert.ok(same.every((f) => f.usage.key === first.usage.key && f.usage.context === first.usage.context));
    assert.equal(sameWrittenKey({ ...first.usage, namespace: 'a' })({ ...first.usage, namespace: 'b' }), false);
  });

  it('a file of 200,000 lines: positions of the last usage are right', () => {
    const text = `${'// filler\n'.repeat(200_000)}t('end.key')`;
    const [hit] = findUsages(text, 'javascript', I18NEXT, [], (u) => u.key === 'end.key');
    assert.deepEqual(hit?.start, { line: 200_000, character: 3 });
  });

  it('finds an Angular message id in a component and its template, and a msgid in Django and Jinja2 templates', () => {
    const angular = detectFrameworks('{"dependencies": {"@angular/localize": "22"}}');
    const ts = 'const a = $localize`:@@orders.title:Orders`;\nconst b = $localize`Orders`;';
    const html = '<h1 i18n="@@orders.title">Orders</h1>\n<p i18n>Orders</p>';
    const byId = (id: string) => (u: { key: string }) => u.key === id;
    assert.deepEqual(
      findUsages(ts, 'typescript', angular, [], byId('orders.title')).map((f) => [f.start.line, f.start.character]),
      [[0, 23]],
    );
    assert.deepEqual(
      findUsages(html, 'html', angular, [], byId('orders.title')).map((f) => [f.start.line, f.start.character]),
      [[0, 12]],
    );
    // The computed id of "Orders" is the same in TypeScript and in the template.
    const [computed] = findUsages(ts, 'typescript', angular, [], (u) => u.key !== 'orders.title');
    assert.equal(findUsages(html, 'html', angular, [], sameWrittenKey(computed!.usage)).length, 1);
    const none = detectFrameworks('{}');
    const django = '{% load i18n %}\n<p>{% trans "Yes" context "prompt" %}</p>';
    const jinja = "{{ pgettext('prompt', 'Yes') }}";
    const [yes] = findUsages(django, 'html', none, [], () => true);
    assert.deepEqual([yes!.usage.key, yes!.usage.context, yes!.start.line], ['Yes', 'prompt', 1]);
    assert.equal(findUsages(jinja, 'jinja', none, [], sameWrittenKey(yes!.usage)).length, 1);
  });
});

function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

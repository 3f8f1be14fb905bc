// Angular with ngx-translate: templates (the linear scanner) and TypeScript (the compiler's parser, inline
// templates through the template scanner), on shapes from real apps; the template scanner on 1 MB worst cases.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanAngularTemplate } from '../../../src/core/sourceKeys/angular';
import { detectFrameworks, scanSource } from '../../../src/core/sourceKeys/scan';
import { MAX_USAGES, type KeyUsage } from '../../../src/core/sourceKeys/types';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const NGX = detectFrameworks('{"dependencies": {"@angular/core": "^17", "@ngx-translate/core": "^15"}}');
const spans = (text: string, usages: KeyUsage[]) => usages.map((u) => text.slice(u.offset, u.offset + u.length));

describe('source keys: Angular with ngx-translate', () => {
  it('is detected from @ngx-translate/core', () => {
    assert.equal(NGX.ngxTranslate, true);
    assert.equal(detectFrameworks('{"dependencies": {"@angular/core": "^17"}}').ngxTranslate, false);
  });

  it("templates: 'key' | translate with params, in bound attributes, chained pipes and [translate]; not ||, other pipes or variables", () => {
    const text = fixture('cart.component.html');
    const usages = scanSource(text, 'html', NGX);
    const keys = usages.map((u) => u.key);
    assert.deepEqual(keys, ['cart.title', 'cart.items', 'cart.checkout', 'cart.checkout', 'cart.total', 'cart.chain']);
    assert.deepEqual(spans(text, usages), keys, 'each span is the key between its quotes');
    assert.ok(usages.every((u) => u.framework === 'ngx-translate'));
  });

  it('an HTML file of a project without ngx-translate is not read', () => {
    assert.deepEqual(scanSource("{{ 'a' | translate }}", 'html', detectFrameworks('{}')), []);
  });

  it('TypeScript: translate.instant/get/stream, marker() and inline templates; not comments, other services or use()', () => {
    const text = fixture('cart.component.ts');
    const usages = scanSource(text, 'typescript', NGX);
    const keys = usages.map((u) => u.key);
    assert.deepEqual(keys, ['cart.marked', 'cart.inline', 'cart.inline2', 'cart.loaded', 'cart.saved', 'cart.live']);
    assert.deepEqual(spans(text, usages), keys);
  });

  it('a pipe may follow its literal on the next line; a literal never crosses one', () => {
    assert.deepEqual(
      scanAngularTemplate("{{ 'a'\n   | translate }}").map((u) => u.key),
      ['a'],
    );
    assert.deepEqual(scanAngularTemplate("{{ 'a\nb' | translate }}"), []);
    assert.deepEqual(
      scanAngularTemplate("{{ 'it\\'s' | translate }}").map((u) => u.key),
      ["it\\'s"],
    );
  });
});

describe('source keys: ngx-translate as its extractor reads it (the oracle tier’s findings)', () => {
  it("both branches of `(cond ? 'a' : 'b') | translate` are keys", () => {
    const text = '<p>{{ (loading ? \'orders.loading\' : "orders.empty") | translate }}</p>';
    const usages = scanAngularTemplate(text);
    assert.deepEqual(
      usages.map((u) => u.key),
      ['orders.loading', 'orders.empty'],
    );
    assert.deepEqual(spans(text, usages), ['orders.loading', 'orders.empty']);
    assert.deepEqual(scanAngularTemplate('{{ (a ? b : c) | translate }}'), [], 'not literals: no key');
  });

  it('`marker` imported under another name (`marker as _`) marks keys too', () => {
    const text =
      "import { marker as _ } from '@biesbjerg/ngx-translate-extract-marker';\nconst L = { open: _('orders.open') };\n_x('no');";
    assert.deepEqual(
      scanSource(text, 'typescript', NGX).map((u) => u.key),
      ['orders.open'],
    );
  });
});

describe('source keys: the Angular template scanner on 1 MB worst cases', () => {
  it("`'|translate` repeated, a quote with no opening one, and pipes with nothing before them", () => {
    const n = 100_000;
    const pairs = scanAngularTemplate("'k'|translate".repeat(n));
    assert.equal(pairs.length, MAX_USAGES, 'every one found, up to the cap');
    assert.ok(pairs.every((u) => u.key === 'k'));
    // One opening quote and then a million closing candidates: each looks back only to the last match.
    assert.equal(scanAngularTemplate(`'${"x'|translate".repeat(n)}`).length, 1);
    assert.deepEqual(scanAngularTemplate('|translate'.repeat(n)), []);
    assert.deepEqual(scanAngularTemplate('[translate]="\''.repeat(n)), []);
  });
});

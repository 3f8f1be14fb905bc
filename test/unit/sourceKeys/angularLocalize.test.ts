// Angular with @angular/localize: message ids computed as Angular computes them (the ids below are the ones
// Angular 22's extractor wrote for the same messages; the oracle tier compares thousands more), `$localize`
// in TypeScript, `i18n`/`i18n-<attr>` in templates, the span each usage reports, and the lookup of an id
// in an XLIFF component (Weblate's unit context).
import { strict as assert } from 'node:assert';
import { computeMsgId, parseLocalize } from '../../../src/core/sourceKeys/angularMsgId';
import { scanAngularI18n } from '../../../src/core/sourceKeys/angularI18n';
import { keyFamily } from '../../../src/core/sourceKeys/componentChoice';
import { KeyIndex } from '../../../src/core/sourceKeys/keyIndex';
import { detectFrameworks, scanSource } from '../../../src/core/sourceKeys/scan';
import type { KeyUsage } from '../../../src/core/sourceKeys/types';
import type { Unit } from '../../../src/core/weblate';

const LOCALIZE = detectFrameworks('{"dependencies": {"@angular/core": "^22", "@angular/localize": "^22"}}');
const spans = (text: string, usages: KeyUsage[]) => usages.map((u) => text.slice(u.offset, u.offset + u.length));

describe('source keys: Angular with @angular/localize', () => {
  it('computes the ids Angular computes (computeMsgId: text, meaning, UTF-8, every tail length)', () => {
    assert.equal(computeMsgId('Angular logo'), '392942015236586892');
    assert.equal(computeMsgId('Plain text', 'meaning only'), '7290179917592296697');
    assert.equal(computeMsgId('Welcome {$PH} and {$n}'), '5766868573926993506');
    assert.equal(
      computeMsgId(
        'Hello {$INTERPOLATION}, you have {$START_BOLD_TEXT}{$INTERPOLATION_1}{$CLOSE_BOLD_TEXT} new messages.',
      ),
      '7505112818888689649',
    );
    assert.equal(
      computeMsgId('{VAR_PLURAL, plural, =0 {no items} one {one item} other {{INTERPOLATION} items}}'),
      '4109078084658919123',
    );
  });

  it('reads $localize metadata: meaning, custom id, escaped colons, named and numbered placeholders', () => {
    const named = parseLocalize(
      [':greeting|A greeting@@greetId:Hello, ', ':user:!'],
      [':greeting|A greeting@@greetId:Hello, ', ':user:!'],
    );
    assert.deepEqual([named.id, named.meaning, named.text], ['greetId', 'greeting', 'Hello, {$user}!']);
    const numbered = parseLocalize(['Retrying ', ' of ', '…'], ['Retrying ', ' of ', '…']);
    assert.equal(numbered.text, 'Retrying {$PH} of {$PH_1}…');
    // `\:` in the source: no metadata block, the colon is text.
    assert.equal(parseLocalize([':-) All done'], ['\\:-) All done']).text, ':-) All done');
  });

  it('$localize in TypeScript: the custom id is the span, else the template text (a hint after it)', () => {
    const text = 'const a = $localize`:@@checkoutConfirm:Place the order?`;\nconst b = $localize`Welcome ${name}!`;\n';
    const usages = scanSource(text, 'typescript', LOCALIZE);
    assert.deepEqual(
      usages.map((u) => u.key),
      ['checkoutConfirm', computeMsgId('Welcome {$PH}!')],
    );
    assert.deepEqual(spans(text, usages), ['checkoutConfirm', 'Welcome ${name}!']);
    assert.equal(usages[1]!.bare, true);
    assert.ok(usages.every((u) => u.framework === 'angular'));
    // Found in any project: `$localize` names nothing else.
    assert.equal(scanSource(text, 'typescript', detectFrameworks('{}')).length, 2);
  });

  it('templates: i18n content with whitespace, entities, elements, interpolations, ICU and blocks', () => {
    const html = [
      '<h1 i18n="site header|An introduction header@@introductionHeader">Hello i18n!</h1>',
      '<p i18n>Hello {{ name }}, you have <b>{{count}}</b> new messages.</p>',
      '<img [src]="logo" i18n-title title="Angular logo" />',
      '<span i18n>{count, plural, =0 {no items} one {one item} other {{{count}} items}}</span>',
      '<p i18n>\n     Hello   there,\n     friend &amp; &lt;you&gt; &nbsp;x&#64;y\n  </p>',
      '<p i18n>@if (a) {yes} @else {no}</p>',
      '<p i18n>   </p>',
    ].join('\n');
    const usages = scanAngularI18n(html);
    assert.deepEqual(
      usages.map((u) => u.key),
      [
        'introductionHeader',
        '7505112818888689649',
        '392942015236586892',
        '4109078084658919123',
        '8413788891451341410',
        '9116506152160672697',
      ],
    );
    assert.deepEqual(spans(html, usages).slice(0, 3), [
      'introductionHeader',
      'Hello {{ name }}, you have <b>{{count}}</b> new messages.',
      'Angular logo',
    ]);
  });

  it('an ICU among text is two messages: the text with {$ICU}, and the ICU alone', () => {
    const usages = scanAngularI18n('<p i18n>Before {count, plural, =0 {none} other {{{count}} <b>many</b>}} after</p>');
    assert.deepEqual(usages.map((u) => u.key).sort(), ['1438271795642291378', '4459438234694347976'].sort());
  });

  it('an .html file is read for i18n only in a project that depends on @angular/localize', () => {
    const html = '<p i18n="@@x">X</p>';
    assert.equal(scanSource(html, 'html', LOCALIZE).length, 1);
    assert.equal(scanSource(html, 'html', detectFrameworks('{}')).length, 0);
    assert.equal(keyFamily('html', LOCALIZE), 'xliff');
    assert.equal(keyFamily('typescript', LOCALIZE), 'xliff');
  });

  it('an id names the XLIFF unit whose context (trans-unit id) it is', () => {
    const unit = (context: string, source: string) => ({ context, source: [source] }) as unknown as Unit;
    const index = KeyIndex.forFormat(
      'xliff',
      [unit('checkoutConfirm', 'Place the order?'), unit('392942015236586892', 'Angular logo')],
      [],
    );
    assert.equal(index.sourceUnit({ key: 'checkoutConfirm', framework: 'angular' })?.source[0], 'Place the order?');
    assert.equal(index.sourceUnit({ key: '392942015236586892', framework: 'angular' })?.source[0], 'Angular logo');
    assert.equal(index.sourceUnit({ key: 'nope', framework: 'angular' }), undefined);
  });
});

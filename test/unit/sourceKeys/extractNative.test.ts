// "Extract string" in Dart (Flutter) and Swift / Objective-C (#44 item 5): which literal is extracted, what
// replaces it, and what is refused: text already inside a translation call, names, interpolations.
import { strict as assert } from 'node:assert';
import { extractSite, replacementFor } from '../../../src/core/sourceKeys/extractSite';
import { flutterAccessor, isFlutterKey } from '../../../src/core/sourceKeys/extractNative';
import { detectFrameworks } from '../../../src/core/sourceKeys/scan';

const NONE = detectFrameworks('{}');

/** Extracts at the `|` of `marked` and returns the file with `key` put in (or the refusal). */
function extract(marked: string, languageId: string, key = 'saveButton'): string {
  const offset = marked.indexOf('|');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const r = extractSite(text, offset, languageId, NONE);
  if ('refused' in r) return `refused: ${r.refused}`;
  return text.slice(0, r.site.start) + replacementFor(r.site, key, text) + text.slice(r.site.end);
}
const textOf = (marked: string, languageId: string) => {
  const offset = marked.indexOf('|');
  const r = extractSite(marked.slice(0, offset) + marked.slice(offset + 1), offset, languageId, NONE);
  return 'site' in r ? r.site.text : r.refused;
};

describe('source keys: extract string in Flutter', () => {
  it("a literal becomes gen-l10n's getter, through the accessor the file already uses", () => {
    assert.equal(extract("child: Text('Sa|ve'),", 'dart'), 'child: Text(AppLocalizations.of(context)!.saveButton),');
    assert.equal(
      extract('final a = context.l10n.title;\nchild: Text("Sa|ve"),', 'dart'),
      'final a = context.l10n.title;\nchild: Text(context.l10n.saveButton),',
    );
    assert.equal(
      extract('title: S.of(context).appTitle, label: Text(r"Sa|ve"),', 'dart'),
      'title: S.of(context).appTitle, label: Text(S.of(context).saveButton),',
    );
    assert.equal(flutterAccessor('nothing'), 'AppLocalizations.of(context)!');
  });

  it('drops the const right before the call (the getter is no constant) and keeps the escapes’ text', () => {
    assert.equal(
      extract("return const Text('Sa|ve', style: bold);", 'dart'),
      'return Text(AppLocalizations.of(context)!.saveButton, style: bold);',
    );
    assert.equal(textOf("Text('It\\'s sa|ved\\n')", 'dart'), "It's saved\n");
    assert.equal(textOf("Text('''Two\nli|nes''')", 'dart'), 'Two\nlines');
  });

  it('refuses text inside Intl.message, interpolations, imports, comments and code', () => {
    assert.equal(extract("Intl.message('Sa|ve', name: 'save')", 'dart'), 'refused: already-key');
    assert.equal(extract("Intl.plural(n, one: 'One m|ap', other: '{n} maps')", 'dart'), 'refused: already-key');
    assert.equal(extract("Text('Hello $na|me')", 'dart'), 'refused: template-expressions');
    assert.equal(textOf("Text('Price: \\$5 ea|ch')", 'dart'), 'Price: $5 each');
    assert.equal(extract("Text('Hello ${user.na|me}')", 'dart'), 'refused: template-expressions');
    assert.equal(extract("import 'package:flutter/mat|erial.dart';", 'dart'), 'refused: not-text');
    assert.equal(extract("// Text('Sa|ve')\nText('x')", 'dart'), 'refused: no-string');
    assert.equal(extract("/* 'Sa|ve' */ Text('x')", 'dart'), 'refused: no-string');
    assert.equal(extract("Text('x', key: ke|y)", 'dart'), 'refused: no-string');
  });

  it('a megabyte of open calls and comment starts stays one pass', () => {
    const MB = 1 << 20;
    assert.equal(textOf(`${'Text('.repeat(MB / 5)}'Sa|ve'`, 'dart'), 'Save');
    assert.equal(textOf(`${'/'.repeat(MB)}\n'Sa|ve'`, 'dart'), 'Save');
    assert.equal(textOf(`${'"\n'.repeat(MB / 2)}"Sa|ve"`, 'swift'), 'Save');
  });

  it('keys are Dart method names', () => {
    assert.ok(isFlutterKey('saveButton'));
    assert.ok(isFlutterKey('save_button2'));
    for (const bad of ['SaveButton', 'save.button', 'save-button', '', '2save', 'save button'])
      assert.ok(!isFlutterKey(bad), bad);
  });
});

describe('source keys: extract string in Swift and Objective-C', () => {
  it('a literal is wrapped in String(localized:) (its text is the key), interpolations kept', () => {
    assert.equal(extract('let title = "Sa|ve"', 'swift'), 'let title = String(localized: "Save")');
    assert.equal(extract('let q = #"Sa|y "hi""#', 'swift'), 'let q = String(localized: #"Say "hi""#)');
    assert.equal(
      extract('alert.message = "Hello \\(na|me)"', 'swift'),
      'alert.message = String(localized: "Hello \\(name)")',
    );
    assert.equal(extract('self.title = @"Sa|ve";', 'objective-c'), 'self.title = NSLocalizedString(@"Save", nil);');
  });

  it('the text is the key the compiler gives the literal, or none where the compiler makes it', () => {
    const siteOf = (marked: string, languageId: string) => {
      const offset = marked.indexOf('|');
      const r = extractSite(marked.slice(0, offset) + marked.slice(offset + 1), offset, languageId, NONE);
      return 'site' in r ? { text: r.site.text, byCompiler: r.site.keyByCompiler === true } : r.refused;
    };
    assert.deepEqual(siteOf('let a = "Say \\"hi\\" to\\n\\u{1F600} 10|0%"', 'swift'), {
      text: 'Say "hi" to\n\u{1F600} 100%',
      byCompiler: false,
    });
    assert.deepEqual(siteOf('self.title = @"Sa|ve \\"it\\"";', 'objective-c'), {
      text: 'Save "it"',
      byCompiler: false,
    });
    assert.deepEqual(siteOf('let a = "Hello \\(na|me)"', 'swift'), { text: 'Hello \\(name)', byCompiler: true });
    assert.deepEqual(siteOf('let a = """\nMul|ti\n"""', 'swift'), { text: 'Multi', byCompiler: false });
    assert.deepEqual(siteOf('let a = #"Say "h|i""#', 'swift'), { text: 'Say "hi"', byCompiler: false });
    assert.deepEqual(siteOf('let a = #"Hi \\#(na|me)"#', 'swift'), { text: 'Hi \\#(name)', byCompiler: true });
  });

  it('refuses what is translated already, even its comment, and what is no text', () => {
    assert.equal(extract('Text("Sa|ve")', 'swift'), 'refused: already-key');
    assert.equal(extract('NSLocalizedString("save", comment: "The sa|ve button")', 'swift'), 'refused: already-key');
    assert.equal(extract('String(localized: "x", comment: "A no|te")', 'swift'), 'refused: already-key');
    // After Button's parenthesis closes, its trailing closure's calls are ordinary code.
    assert.equal(extract('Button("x") { run("Sa|ve") }', 'swift'), 'Button("x") { run(String(localized: "Save")) }');
    assert.equal(extract('.navigationTitle("Ma|ps")', 'swift'), 'refused: already-key');
    assert.equal(extract('NSLocalizedString(@"k", @"A no|te")', 'objective-c'), 'refused: already-key');
    assert.equal(extract('#import "Map|Alerts.h"', 'objective-c'), 'refused: not-text');
    assert.equal(extract('printf("%d|\\n", n);', 'objective-c'), 'refused: not-text');
    assert.equal(extract('// "Sa|ve"\nlet a = 1', 'swift'), 'refused: no-string');
  });
});

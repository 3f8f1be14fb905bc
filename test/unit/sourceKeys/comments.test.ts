// Comments blanked before the Android, Flutter and Apple finders read a file (found by the formats oracle:
// `// R.string.old`, `<!-- @string/x -->`, `// Text("key")` were taken for usages).
import { strict as assert } from 'node:assert';
import { withoutCodeComments, withoutXmlComments } from '../../../src/core/sourceKeys/comments';
import { scanSource, type ProjectFrameworks } from '../../../src/core/sourceKeys/scan';

const NONE: ProjectFrameworks = { i18next: false, vueI18n: false, gettext: false, ngxTranslate: false };
const keys = (text: string, language: string) => scanSource(text, language, NONE).map((u) => u.key);

describe('source keys: comments are no usages', () => {
  it('blanks line and block comments, keeping every offset and line break, not inside literals', () => {
    const text = 'a("http://x") // R.string.old\n/* two\nlines */ b(\'//\') """ /* """ c';
    const blanked = withoutCodeComments(text);
    assert.equal(blanked.length, text.length);
    assert.equal(blanked, 'a("http://x")                \n      \n         b(\'//\') """ /* """ c');
    assert.equal(withoutXmlComments('<a/><!-- @string/x\n -->@string/y'), `<a/>${' '.repeat(14)}\n    @string/y`);
  });

  it('Kotlin, XML, Dart, Swift and Objective-C comments name no key; the code around them does', () => {
    assert.deepEqual(keys('// R.string.old\nval a = getString(R.string.title) /* R.string.b */', 'kotlin'), ['title']);
    assert.deepEqual(keys('<!-- @string/old -->\n<TextView android:text="@string/title" />', 'xml'), ['title']);
    assert.deepEqual(keys('// context.l10n.old\nText(context.l10n.title)', 'dart'), ['title']);
    assert.deepEqual(keys('// Text("old")\nText("title") /* Text("b") */', 'swift'), ['title']);
    assert.deepEqual(keys('// NSLocalizedString(@"old", nil)\nNSLocalizedString(@"t", nil);', 'objective-c'), ['t']);
  });

  it('a megabyte of unclosed comments and literals stays one pass', () => {
    const MB = 1 << 20;
    assert.equal(withoutCodeComments('/* '.repeat(MB / 3)).trim(), '');
    assert.equal(withoutCodeComments('"'.repeat(MB)).length, MB);
    assert.equal(withoutXmlComments('<!--'.repeat(MB / 4)).trim(), '');
  });
});

// "Extract string" (#27 item 4): which literal is extracted in JS/TS/JSX/Vue/Python and what replaces it,
// the refusals, the key proposed per style and the check of a typed key.
import { strict as assert } from 'node:assert';
import { extractSite, replacementFor, type ExtractResult } from '../../../src/core/sourceKeys/extractSite';
import { keyProblem, proposeKey, words } from '../../../src/core/sourceKeys/keyProposal';
import { detectFrameworks } from '../../../src/core/sourceKeys/scan';

const I18NEXT = detectFrameworks('{"dependencies": {"react-i18next": "^14"}}');
const VUE = detectFrameworks('{"dependencies": {"vue-i18n": "^9"}}');
const NONE = detectFrameworks('{}');

/** Extracts at the `|` of `marked` and returns the file with `key` put in (or the refusal). */
function extract(marked: string, languageId: string, frameworks = I18NEXT, key = 'k.x'): string {
  const offset = marked.indexOf('|');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const r: ExtractResult = extractSite(text, offset, languageId, frameworks);
  if ('refused' in r) return `refused: ${r.refused}`;
  return text.slice(0, r.site.start) + replacementFor(r.site, key, text) + text.slice(r.site.end);
}
const textOf = (marked: string, languageId: string, frameworks = I18NEXT) => {
  const offset = marked.indexOf('|');
  const r = extractSite(marked.slice(0, offset) + marked.slice(offset + 1), offset, languageId, frameworks);
  return 'site' in r ? r.site.text : r.refused;
};

describe('source keys: extract string', () => {
  it('JS/TS: a string literal becomes t() with its own quote', () => {
    assert.equal(extract("const a = 'Sa|ve';", 'typescript'), "const a = t('k.x');");
    assert.equal(extract('alert("Sa|ve \\"it\\"");', 'javascript'), 'alert(t("k.x"));');
    assert.equal(textOf('alert("Sa|ve \\"it\\"");', 'javascript'), 'Save "it"');
    assert.equal(extract('const a = `No| holes`;', 'typescript'), "const a = t('k.x');");
  });

  it('JSX: text becomes {t()} (trimmed, whitespace collapsed, entities resolved); an attribute becomes {t()}', () => {
    const jsx = 'const b = <button>\n    Save &amp; cl|ose\n    now\n  </button>;';
    assert.equal(extract(jsx, 'javascriptreact'), "const b = <button>\n    {t('k.x')}\n  </button>;");
    assert.equal(textOf(jsx, 'javascriptreact'), 'Save & close now');
    assert.equal(extract('<img alt="A c|at" />', 'typescriptreact'), "<img alt={t('k.x')} />");
  });

  it('i18next: the keyPrefix and namespace of the t in scope come with the site', () => {
    const at = (marked: string) => {
      const offset = marked.indexOf('|');
      const r = extractSite(marked.slice(0, offset) + marked.slice(offset + 1), offset, 'typescriptreact', I18NEXT);
      return 'site' in r ? { keyPrefix: r.site.keyPrefix, namespace: r.site.namespace } : r;
    };
    const component = (hook: string) => `function C() {\n  const { t } = ${hook};\n  return <p>Sa|ve</p>;\n}`;
    assert.deepEqual(at(component("useTranslation('shop', { keyPrefix: 'cart' })")), {
      keyPrefix: 'cart',
      namespace: 'shop',
    });
    assert.deepEqual(at(component('useTranslation()')), { keyPrefix: undefined, namespace: undefined });
  });

  it('refuses template literals with expressions, keys, module names, property names and types', () => {
    assert.equal(extract('const a = `Hello ${name}| and more`;', 'typescript'), 'refused: template-expressions');
    assert.equal(extract("t('menu.fi|le.open')", 'typescript'), 'refused: already-key');
    assert.equal(extract("import x from 're|act';", 'typescript'), 'refused: not-text');
    assert.equal(extract("const o = { 'ti|tle': 1 };", 'typescript'), 'refused: not-text');
    assert.equal(extract("let s: 'a|b' = 'ab';", 'typescript'), 'refused: not-text');
    assert.equal(extract("const x = re|quire('fs');", 'javascript'), 'refused: no-string');
    assert.equal(extract("const x = require('f|s');", 'javascript'), 'refused: not-text');
    assert.equal(extract("const a = '|';", 'typescript'), 'refused: no-string');
  });

  it('refuses a JS/TS or Vue project without an i18next or vue-i18n dependency', () => {
    assert.equal(extract("const a = 'Sa|ve';", 'typescript', NONE), 'refused: framework');
    assert.equal(extract('<template><p>Sa|ve</p></template>', 'vue', NONE), 'refused: framework');
  });

  it('Vue: template text becomes {{ $t() }}, a plain attribute a bound one; script uses t or this.$t', () => {
    const sfc = (tpl: string, script = '') => `<template>\n  ${tpl}\n</template>\n<script>\n${script}\n</script>\n`;
    assert.equal(extract(sfc('<h1> Wel|come </h1>'), 'vue', VUE), sfc("<h1> {{ $t('k.x') }} </h1>"));
    assert.equal(extract(sfc('<img alt="A c|at">'), 'vue', VUE), sfc(`<img :alt="$t('k.x')">`));
    assert.equal(extract(sfc('<p>Hi {{ na|me }}</p>'), 'vue', VUE), 'refused: template-expressions');
    assert.equal(extract(sfc('<p :title="x|y">a</p>'), 'vue', VUE), 'refused: not-text');
    assert.equal(extract(sfc('<p class="bi|g">a</p>'), 'vue', VUE), 'refused: not-text');
    assert.equal(extract(sfc('<p>{{ $t("a|.b") }}</p>'), 'vue', VUE), 'refused: already-key');
    const options = sfc('<p/>', "export default { computed: { s() { return 'Sa|ved'; } } };");
    assert.ok(extract(options, 'vue', VUE).includes("return this.$t('k.x');"));
    const setup = sfc('<p/>', "const { t } = useI18n();\nconst s = 'Sa|ved';");
    assert.ok(extract(setup, 'vue', VUE).includes("const s = t('k.x');"));
  });

  it('Python: a literal is wrapped in _() as written; f-strings with fields, bytes and comments refused', () => {
    assert.equal(extract('print("Hel|lo")', 'python'), 'print(_("Hello"))');
    assert.equal(extract("x = r'C:\\pa|th'", 'python'), "x = _(r'C:\\path')");
    assert.equal(extract('x = """Lo|ng\ntext"""', 'python'), 'x = _("""Long\ntext""")');
    assert.equal(extract('x = f"Hi {na|me}"', 'python'), 'refused: template-expressions');
    assert.equal(extract('x = b"by|tes"', 'python'), 'refused: not-text');
    assert.equal(extract('# "Sa|ve"\nx = 1', 'python'), 'refused: no-string');
    assert.equal(extract('x = "a\\"b" + "Sa|ve"', 'python'), 'x = "a\\"b" + _("Save")');
    assert.equal(extract('print(_("Hel|lo"))', 'python'), 'refused: already-key');
  });

  it('proposes keys per style from the file and the first words, numbered when taken', () => {
    const none = () => false;
    assert.equal(proposeKey('Save as…', 'src/FileMenu.jsx', 'dotted', none), 'fileMenu.saveAs');
    assert.equal(proposeKey('Save as…', 'src/FileMenu.jsx', 'snake_case', none), 'file_menu_save_as');
    assert.equal(proposeKey('Save as…', 'src/FileMenu.jsx', 'camelCase', none), 'fileMenuSaveAs');
    assert.equal(
      proposeKey('Your order total is', 'src/checkout/index.tsx', 'dotted', none),
      'checkout.yourOrderTotalIs',
    );
    assert.equal(proposeKey('…', 'a/b/cart-page.vue', 'dotted', none), 'cartPage.text');
    assert.equal(proposeKey('保存する', 'src/App.tsx', 'dotted', none), 'app.保存する');
    const taken = new Set(['app.save', 'app.save2']);
    assert.equal(
      proposeKey('Save', 'App.tsx', 'dotted', (k) => taken.has(k)),
      'app.save3',
    );
    assert.equal(proposeKey('Save as…', 'src/FileMenu.jsx', 'dotted', none, 'menu.file'), 'menu.file.saveAs');
    assert.equal(proposeKey('Save as…', 'src/FileMenu.jsx', 'snake_case', none, 'menu'), 'menu.save_as');
    assert.deepEqual(words('openFileMenu, then OK'), ['open', 'file', 'menu', 'then', 'ok']);
  });

  it('checks a typed key: characters, existing keys, and nested conflicts', () => {
    const existing = new Set(['menu.file.open', 'title']);
    assert.equal(keyProblem('menu.file.save', existing, true), undefined);
    assert.equal(keyProblem('', existing, true), 'empty');
    assert.equal(keyProblem('menu file', existing, true), 'characters');
    assert.equal(keyProblem("it's", existing, true), 'characters');
    assert.equal(keyProblem('ns:key', existing, true), 'characters');
    assert.equal(keyProblem('a..b', existing, true), 'characters');
    assert.equal(keyProblem('menu.file.open', existing, true), 'exists');
    assert.equal(keyProblem('menu.file', existing, true), 'conflicts');
    assert.equal(keyProblem('title.sub', existing, true), 'conflicts');
    assert.equal(keyProblem('menu.file', existing, false), undefined, 'a flat file has no nesting to conflict');
    assert.equal(keyProblem('x'.repeat(201), existing, false), 'too-long');
  });
});

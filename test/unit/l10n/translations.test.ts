// The localization files stay complete: each test names exactly the strings to add or fix, so after a
// merge that brought new strings, its failure message is the to-do list (run `npm run l10n` first).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  codeBundlePath,
  exportCodeStrings,
  LANGUAGES,
  manifestBundlePath,
  PSEUDO,
  pseudoBundles,
  readBundle,
  ROOT,
  translationProblems,
  type Bundle,
} from '../../../scripts/l10n/bundles';
import { manifestTexts } from '../../../scripts/l10n/manifestTexts';
import { withStepWatchdog } from '../stepWatchdog';

describe('localization files', function () {
  this.timeout(60_000);
  let code: Bundle;
  const manifest = readBundle(manifestBundlePath());

  before(async function () {
    code = await withStepWatchdog(this, (step) => exportCodeStrings(step));
  });

  it('l10n/bundle.l10n.json holds exactly the vscode.l10n.t strings of src/ (else run npm run l10n)', () => {
    const bundle = readBundle(codeBundlePath());
    const missing = Object.keys(code).filter((k) => !(k in bundle));
    const stale = Object.keys(bundle).filter((k) => !(k in code));
    assert.deepEqual({ missing, stale }, { missing: [], stale: [] });
  });

  it('every user-visible text of package.json is a %key% of package.nls.json, and every key is used', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as unknown;
    const texts = manifestTexts(pkg);
    assert.ok(texts.length > 50, `found the manifest's texts (${texts.length})`);
    const literal = texts.filter((t) => !/^%[^%]+%$/.test(t.value)).map((t) => `${t.path}: ${t.value}`);
    const unknown = texts
      .filter((t) => /^%[^%]+%$/.test(t.value) && !(t.value.slice(1, -1) in manifest))
      .map((t) => `${t.path}: ${t.value}`);
    const used = new Set(texts.map((t) => t.value.slice(1, -1)));
    const unused = Object.keys(manifest).filter((k) => !used.has(k));
    assert.deepEqual({ literal, unknown, unused }, { literal: [], unknown: [], unused: [] });
  });

  for (const language of LANGUAGES) {
    it(`the ${language} translation has every string, with the same placeholders and links`, () => {
      const problems = [
        ...translationProblems(code, readBundle(codeBundlePath(language)), `l10n/bundle.l10n.${language}.json`),
        ...translationProblems(manifest, readBundle(manifestBundlePath(language)), `package.nls.${language}.json`),
      ];
      assert.deepEqual(problems, []);
    });
  }

  it(`the pseudo-locale (${PSEUDO}) is generated from the current bundles (else run npm run l10n)`, () => {
    const pseudo = pseudoBundles(code, manifest);
    assert.deepEqual(readBundle(codeBundlePath(PSEUDO)), pseudo.code);
    assert.deepEqual(readBundle(manifestBundlePath(PSEUDO)), pseudo.manifest);
  });
});

// The languages whose files are scanned for keys must exist in VS Code as it ships: a .vue or .kt file of a
// workspace without the Vue or Kotlin extension opened as plain text, so no hint, hover, diagnostic,
// completion or extract ever ran on it (seen in e2e 50 and 52). The manifest contributes those ids.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageOfPath, SOURCE_LANGUAGES } from '../../../src/core/sourceKeys/languages';

/**
 * Language ids VS Code's built-in extensions contribute, of those the scanners read (read from
 * lib/vscode/extensions/*\/package.json of code-server 4.90.0 and 4.139.1, VS Code 1.90 and 1.139: neither
 * has vue nor kotlin).
 */
const BUILT_IN = new Set([
  'javascript',
  'javascriptreact',
  'typescript',
  'typescriptreact',
  'python',
  'c',
  'cpp',
  'php',
  'java',
  'xml',
  'html',
  'dart',
  'swift',
  'objective-c',
  'objective-cpp',
]);

/**
 * Ids other extensions contribute for files VS Code reads as HTML or plain text: the Django extension's
 * django-html and django-txt, Better Jinja's jinja-html. Read when such an extension is installed; without
 * one, Django and Jinja2 templates are .html files (read as html). Not contributed here (.html is html).
 */
const OTHER_EXTENSIONS = new Set(['django-html', 'django-txt', 'jinja-html']);

const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
  contributes: { languages: { id: string; extensions?: string[] }[] };
};

describe('source languages VS Code knows', () => {
  it('contributes every scanned language VS Code does not ship, with the file extensions the scanners read', () => {
    const missing = SOURCE_LANGUAGES.filter((id) => !BUILT_IN.has(id) && !OTHER_EXTENSIONS.has(id));
    assert.deepEqual(missing, ['vue', 'kotlin', 'jinja'], 'control: the languages VS Code lacks');
    for (const id of missing) {
      const contributed = manifest.contributes.languages.find((l) => l.id === id);
      assert.ok(contributed, `${id} is contributed`);
      for (const ext of ['vue', 'kt', 'jinja', 'jinja2', 'j2'].filter((e) => languageOfPath(`a.${e}`) === id))
        assert.ok(contributed.extensions?.includes(`.${ext}`), `.${ext} files are ${id}`);
    }
  });
});

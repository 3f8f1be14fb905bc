// The webviews' words come from the extension (vscode.l10n), never from webview-ui/: every key the pages
// ask for is one the extension sends, and no sentence of any language is written in the page scripts.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const keysAsked = (src: string) => [...src.matchAll(/\bt\('([a-zA-Z]+)'/g)].map((m) => m[1]!);
const keysSent = (src: string) => new Set([...src.matchAll(/^\s+([a-zA-Z]+): vscode\.l10n\.t\(/gm)].map((m) => m[1]!));

describe('webview text comes from the extension', () => {
  // The unit panel's page draws its form and the string's parts in modules of their own, with its words.
  const unitPage = ['webview-ui/unitPanelMain.ts', 'webview-ui/unitForm.ts', 'webview-ui/unitParts.ts'];
  for (const [pages, table] of [
    [unitPage, 'src/localization/unitPanel/unitText.ts'],
    [['webview-ui/articlePreviewMain.ts'], 'src/worldbuilding/preview/previewText.ts'],
  ] as const) {
    it(`${pages.join(', ')}: every key shown is translated in ${table}`, () => {
      const asked = pages.flatMap((page) => keysAsked(read(page)));
      const sent = keysSent(read(table));
      assert.ok(asked.length > 0);
      assert.deepEqual(
        asked.filter((k) => !sent.has(k)),
        [],
        'keys the page asks for that the extension does not send',
      );
    });
  }

  it('no page script writes words of its own (only keys, markup and punctuation)', () => {
    for (const file of [...unitPage, 'webview-ui/articlePreviewMain.ts', 'webview-ui/dom.ts']) {
      const code = read(file)
        .split('\n')
        .filter((l) => !/^\s*(\/\/|\*|\/\*\*)/.test(l))
        .join('\n');
      // A string literal holding a capitalized word followed by another word, or ending in a sentence stop.
      const prose = [...code.matchAll(/'([^'\n]*)'/g)]
        .map((m) => m[1]!)
        .filter((s) => /[A-Z][a-z]+ [a-z]+|[a-z]{3,}[.…]$/.test(s));
      assert.deepEqual(prose, [], `${file} holds text a user would read`);
    }
  });
});

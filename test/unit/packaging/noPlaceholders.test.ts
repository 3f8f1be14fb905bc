// Nothing a user can click may lead to a placeholder address: every file inside the packaged .vsix (the
// manifest with its welcome-view links, the bundle with the User-Agent, the README vsce rewrote) and the
// checkout's README are searched for example.invalid.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildVsix, type BuiltVsix } from '../../../scripts/lib/vsix';

const PLACEHOLDER = 'example.invalid';

/** Every file of a .vsix by its path in the archive, read with vsce's own zip reader. */
function readVsix(path: string): Promise<Map<string, Buffer>> {
  const load = createRequire(__filename);
  const { readZip } = load('@vscode/vsce/out/zip') as { readZip(p: string, filter: (name: string) => boolean): Promise<Map<string, Buffer>> };
  return readZip(path, () => true);
}

describe('no placeholder address ships', function () {
  this.timeout(180_000);
  let dir: string;
  let built: BuiltVsix;
  let files: Map<string, Buffer>;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'scriptorium-placeholder-'));
    built = await buildVsix(dir);
    files = await readVsix(built.path);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('in any file of the packaged .vsix', () => {
    assert.ok(files.has('extension/package.json') && files.has('extension/dist/extension.js') && files.has('extension/readme.md'), `the package holds its manifest, bundle and README (${[...files.keys()].join(', ')})`);
    const hits = [...files].filter(([, content]) => content.includes(PLACEHOLDER)).map(([name]) => name);
    assert.deepEqual(hits, []);
  });

  it('in the README of the checkout', () => {
    assert.ok(!readFileSync('README.md', 'utf8').includes(PLACEHOLDER));
  });

  it('and the welcome views read more through the shipped README, which works offline', () => {
    const manifest = JSON.parse(files.get('extension/package.json')!.toString('utf8')) as {
      homepage: string;
      contributes: { viewsWelcome: { view: string; contents: string }[]; commands: { command: string }[] };
    };
    // The manifest names its texts by %key%; the English text ships beside it in package.nls.json.
    const nls = JSON.parse(files.get('extension/package.nls.json')!.toString('utf8')) as Record<string, string>;
    const text = (value: string): string => value.replace(/^%(.+)%$/, (_, key: string) => nls[key] ?? value);
    assert.ok(files.has('extension/l10n/bundle.l10n.de.json') && files.has('extension/package.nls.fr.json'), 'the translations ship');
    const links = manifest.contributes.viewsWelcome.flatMap((v) => [...text(v.contents).matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!));
    assert.ok(links.some((l) => l.startsWith('command:scriptorium.openReadme')));
    // Besides Scriptorium's own commands, a welcome view may open Scriptorium's walkthrough.
    for (const link of links) assert.match(link, /^command:(scriptorium\.|workbench\.action\.openWalkthrough\?%5B%22scriptorium-team\.scriptorium%23)/, `a welcome link runs one of Scriptorium's commands: ${link}`);
    assert.ok(manifest.contributes.commands.some((c) => c.command === 'scriptorium.openReadme'));
    // The feature bundles, whose clients send it, name the project by its one home address (package.json's
    // homepage) in their User-Agent (features load lazily: the activation bundle makes no requests).
    for (const chunk of ['localization', 'worldbuilding']) assert.ok(files.get(`extension/dist/${chunk}.js`)!.includes(manifest.homepage), chunk);
  });
});

// The extension under test is the packaged one: the .vsix this run built, installed by code-server's own
// `--install-extension`, is the only Scriptorium code-server knows, holds only what the package holds, and
// is what activates. Prints the package's facts and the activation time (not asserted: shared machine).
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listExtensions } from '../../../scripts/lib/codeServer';
import { activationMs } from '../../../scripts/lib/activation';
import { readE2eEnv } from '../../../scripts/lib/setup';
import { loadBuiltVsix } from '../../../scripts/lib/vsix';
import { harness } from '../harness';
import { eventually, extensionHostLog, openContainer, scriptoriumLog } from '../helpers/workbench';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => relative(dir, join(dir, f)).split('\\').join('/'))
    .sort();
}

/** vsce stores README.md as readme.md, CHANGELOG.md as changelog.md and LICENSE as LICENSE.txt; everything else keeps its path. */
function asInstalled(packaged: string): string {
  return (
    ({ 'README.md': 'readme.md', 'CHANGELOG.md': 'changelog.md', LICENSE: 'LICENSE.txt' } as Record<string, string>)[
      packaged
    ] ?? packaged
  );
}

describe('The installed .vsix', () => {
  it('is the only Scriptorium that code-server lists, at the packaged version', () => {
    const { vscode } = harness();
    assert.ok(vscode.vsix, 'the e2e run installs a .vsix (run through npm run test:e2e)');
    const built = loadBuiltVsix(vscode.vsix);
    assert.deepEqual(listExtensions(readE2eEnv(), vscode.extensionsDir, vscode.userDataDir), [
      `${built.id}@${built.version}`,
    ]);
    const installed = JSON.parse(readFileSync(join(vscode.extensionsDir, 'extensions.json'), 'utf8')) as {
      identifier: { id: string };
      version: string;
      metadata?: { source?: string };
    }[];
    assert.deepEqual(
      installed.map((e) => [e.identifier.id, e.version, e.metadata?.source]),
      [[built.id, built.version, 'vsix']],
    );
  });

  it('holds exactly the packaged files: the bundle, webview scripts, media, manifest and its strings, README, CHANGELOG, LICENSE, the documents and their images', () => {
    const { vscode } = harness();
    const built = loadBuiltVsix(vscode.vsix!);
    const folder = join(vscode.extensionsDir, `${built.id}-${built.version}`);
    const files = filesUnder(folder);
    // VS Code keeps the package's manifest beside the files it unpacked.
    assert.deepEqual(files, [...built.files.map(asInstalled), '.vsixmanifest'].sort());
    for (const f of files)
      assert.ok(
        /^(dist\/|media\/|syntaxes\/[\w.]+\.json$|package\.json$|package\.nls(\.[\w-]+)?\.json$|l10n\/bundle\.l10n(\.[\w-]+)?\.json$|readme\.md$|changelog\.md$|CONTRIBUTING\.md$|docs\/[A-Z]+\.md$|docs\/screenshots\/[\w-]+\.png$|LICENSE\.txt$|\.vsixmanifest$)/.test(
          f,
        ),
        `${f} belongs in the package`,
      );
    assert.ok(!files.some((f) => f.endsWith('.map') || f.endsWith('.ts')), 'no sources or sourcemaps');
    assert.equal(
      statSync(join(folder, 'dist', 'extension.js')).size,
      built.bundleBytes,
      'the installed bundle is the packaged one',
    );
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `      package: ${kb(built.vsixBytes)} .vsix, ${kb(built.bundleBytes)} bundle (dist/extension.js), ${files.length} files`,
    );
  });

  it('is what activates when the Scriptorium sidebar opens', async () => {
    const { page, vscode } = harness();
    const built = loadBuiltVsix(vscode.vsix!);
    await openContainer(page, 'Scriptorium');
    const own = await eventually('Scriptorium\'s "activated" line', () =>
      /\[extension\] activated/.test(scriptoriumLog()) ? scriptoriumLog() : '',
    );
    assert.match(own, new RegExp(`\\[extension\\] activated \\(${built.version.replace(/\./g, '\\.')}\\)`));
    const host = await eventually('the extension host activating Scriptorium', () => {
      const log = extensionHostLog();
      return log.includes(`ExtensionService#_doActivateExtension ${built.id}`) ? log : '';
    });
    const ms = activationMs(host, own, built.id);
    assert.ok(ms !== undefined && Number.isFinite(ms) && ms >= 0, 'both activation lines carry timestamps');
    console.log(`      activation: ${ms} ms (extension host starting the activation → Scriptorium's "activated" line)`);
  });
});

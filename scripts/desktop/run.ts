// `npm run test:desktop`: the smoke scenario in desktop VS Code through @vscode/test-electron. Packs the
// .vsix, installs it with VS Code's own CLI into a private extensions folder, and runs test/desktop/suite
// inside the extension host. Needs a desktop VS Code: downloaded (internet) and cached in
// ~/.cache/scriptorium/vscode-test, or an existing one named by SCRIPTORIUM_VSCODE_EXECUTABLE. On Linux
// without a display, run it under xvfb-run. The code-server tier (npm run test:e2e) is the one CI runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { cacheDir } from '../lib/setup';
import { buildVsix } from '../lib/vsix';

const ROOT = resolve(__dirname, '..', '..');

class Explained extends Error {}

async function desktopVSCode(): Promise<string> {
  const given = process.env.SCRIPTORIUM_VSCODE_EXECUTABLE;
  if (given) return given;
  const { downloadAndUnzipVSCode } = await import('@vscode/test-electron');
  try {
    return await downloadAndUnzipVSCode({
      version: 'stable',
      cachePath: join(cacheDir(), 'vscode-test'),
      timeout: 30_000,
    });
  } catch (e) {
    const why = (e as Error).message.split('\n')[0];
    throw new Explained(
      `cannot download desktop VS Code (${why}): test:desktop needs internet once, or SCRIPTORIUM_VSCODE_EXECUTABLE set to an installed VS Code; the offline tier is npm run test:e2e (docs/PACKAGING.md)`,
    );
  }
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'scriptorium-desktop-'));
  try {
    const vscodeExecutable = await desktopVSCode();
    const { resolveCliArgsFromVSCodeExecutablePath, runTests } = await import('@vscode/test-electron');
    const built = await buildVsix(work);
    console.log(`[desktop] packaged ${built.id}@${built.version} (${Math.round(built.vsixBytes / 1024)} KB)`);

    const extensionsDir = join(work, 'extensions');
    const userDataDir = join(work, 'user-data');
    const [cli, ...cliArgs] = resolveCliArgsFromVSCodeExecutablePath(vscodeExecutable);
    execFileSync(
      cli!,
      [
        ...cliArgs,
        '--extensions-dir',
        extensionsDir,
        '--user-data-dir',
        userDataDir,
        '--install-extension',
        built.path,
      ],
      { stdio: 'inherit' },
    );

    // The suite runs in the extension host's Node: bundled to CommonJS, with vscode and mocha left to it
    // (mocha resolves from this checkout's node_modules, since the bundle is written inside out/).
    const suiteDir = join(ROOT, 'out', 'desktop-suite');
    rmSync(suiteDir, { recursive: true, force: true });
    await esbuild.build({
      entryPoints: [join(ROOT, 'test/desktop/suite/index.ts'), join(ROOT, 'test/desktop/suite/installed.test.ts')],
      outdir: suiteDir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node18',
      external: ['vscode', 'mocha'],
      logLevel: 'warning',
    });

    // --extensionDevelopmentPath is required; an empty stand-in keeps VS Code from loading the checkout, so
    // the only Scriptorium it sees is the installed one.
    const standIn = join(work, 'test-host');
    mkdirSync(standIn);
    writeFileSync(
      join(standIn, 'package.json'),
      JSON.stringify({
        name: 'scriptorium-desktop-test-host',
        publisher: 'scriptorium-team',
        version: '0.0.0',
        engines: { vscode: '*' },
      }),
    );
    const workspace = join(work, 'workspace');
    mkdirSync(workspace);
    return await runTests({
      vscodeExecutablePath: vscodeExecutable,
      extensionDevelopmentPath: standIn,
      extensionTestsPath: join(suiteDir, 'index.js'),
      extensionTestsEnv: { SCRIPTORIUM_EXTENSIONS_DIR: extensionsDir, SCRIPTORIUM_VERSION: built.version },
      launchArgs: [
        workspace,
        '--extensions-dir',
        extensionsDir,
        '--user-data-dir',
        userDataDir,
        '--disable-workspace-trust',
        '--skip-welcome',
        '--skip-release-notes',
      ],
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`test:desktop: ${e instanceof Explained ? e.message : ((e as Error).stack ?? String(e))}`);
    process.exit(1);
  },
);

// The end-to-end tier: real VS Code (code-server) in Debian's Chromium, driven by playwright-core, with
// Scriptorium packaged from this checkout into a .vsix and installed from it with code-server's
// `--install-extension` (so what ships is what is tested), and the sandbox serving both services.
// Everything it starts is stopped at the end, also when a scenario fails or the run is interrupted.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Mocha from 'mocha';
import type { Browser } from 'playwright-core';
import { startCodeServer, type RunningCodeServer } from '../../scripts/lib/codeServer';
import { ensureE2eEnv, vscodeVersion } from '../../scripts/lib/setup';
import { ensureTlsFiles, sandboxTls } from '../../scripts/lib/tls';
import { buildVsix, saveBuiltVsix } from '../../scripts/lib/vsix';
import { startSandbox } from '../sandbox/server';
import type { Sandbox } from '../sandbox/types';
import { setHarness } from './harness';
import { launchChromium } from './helpers/browser';
import { prepareProbe } from './helpers/probe';
import { waitForWorkbench } from './helpers/workbench';
import { takeVscodeArgs } from './vscodeArgs';

const ROOT = resolve(__dirname, '..', '..');

async function main(): Promise<number> {
  const { vscode: range, suite, rest } = takeVscodeArgs(process.argv.slice(2));
  const env = ensureE2eEnv(range);
  // A private folder per run: concurrent runs never install each other's package.
  const vsixDir = mkdtempSync(join(tmpdir(), 'scriptorium-vsix-'));
  const packStarted = Date.now();
  const built = await buildVsix(vsixDir);
  saveBuiltVsix(built);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  // The smoke suite asks a test-only extension beside Scriptorium which commands VS Code has registered.
  const probe = suite === 'smoke' ? await prepareProbe(vsixDir) : undefined;
  console.log(`[e2e] VS Code ${vscodeVersion(env)} (${range}), ${suite}`);
  console.log(`[e2e] packaged ${built.id}@${built.version}: ${kb(built.vsixBytes)} .vsix, ${kb(built.bundleBytes)} bundle, ${built.files.length} files (${((Date.now() - packStarted) / 1000).toFixed(1)} s)`);
  const screenshotDir = join(ROOT, 'test-results', 'screenshots');
  mkdirSync(screenshotDir, { recursive: true });

  let sandbox: Sandbox | undefined;
  let vscode: RunningCodeServer | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await vscode?.stop().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
    rmSync(vsixDir, { recursive: true, force: true });
  };
  const onSignal = () => {
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    // Over https, as every real user talks to a server: the private authority is trusted the way a user
    // would trust their company's, through NODE_EXTRA_CA_CERTS in VS Code's environment.
    const tls = ensureTlsFiles();
    sandbox = await startSandbox({ tls: sandboxTls(tls) });
    vscode = await startCodeServer({
      env,
      workspaceFixture: join(__dirname, 'fixtures', 'workspace'),
      settings: {
        // No localization server yet: the first scenarios see the welcome view, then connect as a person would.
        // World Anvil's current API; scenario 13 switches to Aragorn and back, so both faces are driven.
        'scriptorium.worldbuilding.apiBaseUrl': sandbox.boromirUrl,
        // Small pages so "Load more" shows with the sample data.
        'scriptorium.localization.pageSize': 10,
        // Short enough that the no-answer fault case (11-faults) ends in seconds; the sandbox answers in ms.
        'scriptorium.network.timeoutSeconds': 5,
        // 13-network edits settings.json in the editor, as a person would: in a tab (not 1.139's floating
        // editor, which 'Close Editor' does not close), where typed text must arrive as typed.
        'workbench.editor.useModal': 'off',
        '[jsonc]': { 'editor.autoClosingBrackets': 'never', 'editor.autoClosingQuotes': 'never', 'editor.autoIndent': 'none', 'editor.formatOnType': false, 'editor.quickSuggestions': { other: false, comments: false, strings: false } },
      },
      // Only the Weblate token is handed over (and unused until Connect names the server): the World
      // Anvil scenario signs in through the command, as a person would.
      credentials: {
        weblate: { origin: sandbox.origin, token: sandbox.credentials.weblate.adminToken },
      },
      logFile: join(ROOT, 'test-results', 'code-server.log'),
      vsix: built.path,
      extraVsix: probe ? [probe.vsix] : [],
      extraEnv: { NODE_EXTRA_CA_CERTS: tls.ca, ...probe?.env },
    });
    browser = await launchChromium(env.chromium);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${vscode.url}?folder=${encodeURIComponent(vscode.workspace)}`);
    await waitForWorkbench(page);
    setHarness({ page, browser, sandbox, vscode, screenshotDir, tls });

    const mocha = new Mocha({ timeout: 120_000, reporter: 'spec', bail: false });
    mocha.addFile(join(__dirname, 'hooks.ts'));
    // `npm run test:e2e -- 05 08` runs only the scenario files whose names contain one of the arguments
    // (a developer's quick loop; npm test always runs them all). `--vscode`, `--smoke`: see vscodeArgs.ts.
    const only = rest;
    const picked = (n: string) => only.length === 0 || only.some((o) => n.includes(o));
    for (const f of readdirSync(join(__dirname, suite)).filter((n) => n.endsWith('.test.ts') && picked(n)).sort()) {
      mocha.addFile(join(__dirname, suite, f));
    }
    await mocha.loadFilesAsync();
    return await new Promise<number>((done) => mocha.run((failures) => done(failures)));
  } finally {
    await cleanup();
  }
}

main().then(
  (failures) => process.exit(failures > 0 ? 1 : 0),
  (e: unknown) => {
    console.error(`e2e: ${(e as Error).stack ?? String(e)}`);
    process.exit(1);
  },
);

// The end-to-end tier: real VS Code (code-server) in Debian's Chromium, driven by playwright-core, with
// Scriptorium packaged from this checkout into a .vsix and installed from it with code-server's
// `--install-extension` (so what ships is what is tested), and the sandbox serving both services.
// Everything it starts is stopped at the end, also when a scenario fails or the run is interrupted.
//
// `npm run test:e2e -- 05 08` runs only the scenario files whose names contain one of the arguments (a
// developer's quick loop; npm test always runs them all). `--repeat N` runs the chosen scenarios N times,
// each round in a fresh sandbox, code-server and browser (a scenario may count on a new workbench), and
// ends with the failures of every round: how a race that shows one run in three is found and shown fixed.
// A whole run uses two windows at once (test/e2e/shards.ts), each in its own process (windows.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Mocha from 'mocha';
import type { Browser } from 'playwright-core';
import { startCodeServer, type RunningCodeServer } from '../../scripts/lib/codeServer';
import { ensureE2eEnv, vscodeVersion, type E2eEnv } from '../../scripts/lib/setup';
import { ensureTlsFiles, sandboxTls } from '../../scripts/lib/tls';
import { buildVsix, loadBuiltVsix, saveBuiltVsix, type BuiltVsix } from '../../scripts/lib/vsix';
import { startSandbox } from '../../sandbox/server';
import type { Sandbox } from '../../sandbox/types';
import { parseRunArgs, splitsIntoWindows, type RunArgs } from './args';
import { setHarness } from './harness';
import { launchChromium } from './helpers/browser';
import { prepareProbe } from './helpers/probe';
import { openWorkbenchPage } from './helpers/workbench';
import { inShard } from './shards';
import { runWindows } from './windows';

const ROOT = resolve(__dirname, '..', '..');

async function main(): Promise<number> {
  const args = parseRunArgs(process.argv.slice(2));
  const env = ensureE2eEnv(args.vscode);
  // A private folder per run: concurrent runs never install each other's package.
  const vsixDir = mkdtempSync(join(tmpdir(), 'scriptorium-vsix-'));
  const packStarted = Date.now();
  const built = args.vsix ? loadBuiltVsix(args.vsix) : await buildVsix(vsixDir);
  if (!args.vsix) saveBuiltVsix(built);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  if (splitsIntoWindows(args)) {
    console.log(`[e2e] packaged ${built.id}@${built.version}: ${kb(built.vsixBytes)} .vsix`);
    try {
      return await runWindows(process.argv.slice(2), built.path);
    } finally {
      rmSync(vsixDir, { recursive: true, force: true });
    }
  }
  // The smoke suite asks a test-only extension beside Scriptorium which commands VS Code has registered.
  const probe = args.suite === 'smoke' ? await prepareProbe(vsixDir) : undefined;
  console.log(`[e2e] VS Code ${vscodeVersion(env)} (${args.vscode}), ${args.suite}`);
  console.log(
    `[e2e] packaged ${built.id}@${built.version}: ${kb(built.vsixBytes)} .vsix, ${kb(built.bundleBytes)} bundle, ${built.files.length} files (${((Date.now() - packStarted) / 1000).toFixed(1)} s)`,
  );
  const screenshotDir = join(ROOT, 'test-results', 'screenshots');
  mkdirSync(screenshotDir, { recursive: true });

  const failuresByRound: number[] = [];
  try {
    for (let round = 1; round <= args.repeat; round++) {
      if (args.repeat > 1) console.log(`\n[e2e] ── round ${round} of ${args.repeat}`);
      failuresByRound.push(await runRound(env, built, screenshotDir, args, probe));
    }
  } finally {
    rmSync(vsixDir, { recursive: true, force: true });
  }
  if (args.repeat > 1) {
    console.log(
      `\n[e2e] ${args.repeat} rounds: ${failuresByRound.map((f, i) => `round ${i + 1}: ${f} failed`).join(', ')}`,
    );
  }
  return failuresByRound.reduce((a, b) => a + b, 0);
}

/** One run of the chosen scenarios in a new sandbox, code-server and browser; resolves to mocha's failure count. */
async function runRound(
  env: E2eEnv,
  built: BuiltVsix,
  screenshotDir: string,
  { only, suite, shard }: RunArgs,
  probe: Awaited<ReturnType<typeof prepareProbe>> | undefined,
): Promise<number> {
  let sandbox: Sandbox | undefined;
  let vscode: RunningCodeServer | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await vscode?.stop().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
    // The next round's probe must not find this round's socket before its own listens.
    if (probe) rmSync(probe.env.SCRIPTORIUM_E2E_PROBE_SOCKET!, { force: true });
  };
  const onSignal = () => {
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const codeServerLog = join(
    ROOT,
    'test-results',
    suite === 'smoke' ? `code-server-smoke-${vscodeVersion(env)}.log` : `code-server${shard ? `-${shard}` : ''}.log`,
  );
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
        // The writer's window starts where 02-localization leaves the translator's: connected.
        ...(shard === 'writer' && { 'scriptorium.localization.serverUrl': sandbox.weblateUrl }),
        // World Anvil's current API; scenario 18 switches to Aragorn and back, so both faces are driven.
        'scriptorium.worldbuilding.apiBaseUrl': sandbox.boromirUrl,
        // Small pages so "Load more" shows with the sample data.
        'scriptorium.localization.pageSize': 10,
        // 04-changes waits for a poll twice: the shortest interval the setting allows, not a person's 30 s.
        'scriptorium.localization.changesPollSeconds': 5,
        // Scenarios save whatever text they test with; 41-unit-context turns the check question on and off.
        'scriptorium.localization.askBeforeSavingFailingChecks': false,
        // Short enough that the no-answer fault case (11-faults) ends in seconds; the sandbox answers in ms.
        'scriptorium.network.timeoutSeconds': 5,
        // 13-network edits settings.json in the editor, as a person would: in a tab (not 1.139's floating
        // editor, which 'Close Editor' does not close), where typed text must arrive as typed.
        'workbench.editor.useModal': 'off',
        // A scope's first line pinned over the editor's top (sticky scroll) takes the clicks meant for the line
        // under it: CI's 33 clicked a key scrolled to the top and hit "export default function" instead.
        'editor.stickyScroll.enabled': false,
        '[jsonc]': {
          'editor.autoClosingBrackets': 'never',
          'editor.autoClosingQuotes': 'never',
          'editor.autoIndent': 'none',
          'editor.formatOnType': false,
          'editor.quickSuggestions': { other: false, comments: false, strings: false },
        },
      },
      // Only the Weblate token is handed over (and unused until Connect names the server): the World
      // Anvil scenario signs in through the command, as a person would.
      credentials: {
        weblate: { origin: sandbox.origin, token: sandbox.credentials.weblate.adminToken },
      },
      // The scenarios' leak scan reads code-server.log; a smoke run beside them writes its own.
      logFile: codeServerLog,
      vsix: built.path,
      extraVsix: probe ? [probe.vsix] : [],
      extraEnv: { NODE_EXTRA_CA_CERTS: tls.ca, ...probe?.env },
    });
    // The browser fetches what a webview loads itself (an article's images, 07-article-preview), through
    // the webview's service worker for a loopback address: it must accept the sandbox's certificate as
    // VS Code's Node side does through NODE_EXTRA_CA_CERTS. A context's ignoreHTTPSErrors does not reach
    // the service worker's fetch, so the whole browser is told; it talks to nothing else over https
    // (code-server is plain http on loopback).
    browser = await launchChromium(env.chromium, ['--ignore-certificate-errors']);
    const page = await openWorkbenchPage(browser, vscode.url, vscode.workspace);
    setHarness({ page, browser, sandbox, vscode, screenshotDir, tls, codeServerLog });

    const mocha = new Mocha({ timeout: 120_000, reporter: 'spec', bail: false });
    mocha.addFile(join(__dirname, 'hooks.ts'));
    const picked = (n: string) =>
      (only.length === 0 || only.some((o) => n.includes(o))) && (shard === undefined || inShard(n, shard));
    for (const f of readdirSync(join(__dirname, suite))
      .filter((n) => n.endsWith('.test.ts') && picked(n))
      .sort()) {
      mocha.addFile(join(__dirname, suite, f));
    }
    await mocha.loadFilesAsync();
    return await new Promise<number>((done) => mocha.run((failures) => done(failures)));
  } finally {
    // The next round loads the scenario files again (their describe blocks register with the new Mocha);
    // the harness and helpers stay loaded, so the harness the scenarios read is the one set above.
    const reloaded = [join(__dirname, suite), join(__dirname, 'hooks.ts')];
    for (const f of Object.keys(require.cache)) if (reloaded.some((r) => f.startsWith(r))) delete require.cache[f];
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

if (require.main === module) {
  main().then(
    (failures) => process.exit(failures > 0 ? 1 : 0),
    (e: unknown) => {
      console.error(`e2e: ${(e as Error).stack ?? String(e)}`);
      process.exit(1);
    },
  );
}

// A second VS Code (code-server) for the scenarios that need one of their own: another display language
// (the default run stays English), or a fresh profile (the walkthrough, with no step done yet). Same
// package, same sandbox, same browser as the main run; the caller closes it.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startCodeServer, type DemoCredentials, type RunningCodeServer } from '../../../scripts/lib/codeServer';
import { readE2eEnv } from '../../../scripts/lib/setup';
import { harness } from '../harness';
import { appendToError, openWorkbenchPage, screenshot, workbenchState } from './workbench';

export interface OwnWorkbench {
  page: Page;
  vscode: RunningCodeServer;
  close(): Promise<void>;
}

export interface OwnWorkbenchOptions {
  /** VS Code's display language, e.g. `{ id: 'de', label: 'Deutsch' }`; English without. */
  displayLanguage?: { id: string; label: string };
  /** Already connected to the sandbox's Weblate and signed in to its World Anvil (else: neither). */
  signedIn?: boolean;
}

export async function openOwnWorkbench(opts: OwnWorkbenchOptions = {}): Promise<OwnWorkbench> {
  const { sandbox, browser, vscode: main, tls } = harness();
  const credentials: DemoCredentials | undefined = opts.signedIn
    ? {
        weblate: { origin: sandbox.origin, token: sandbox.credentials.weblate.adminToken },
        worldAnvil: { origin: sandbox.origin, ...sandbox.credentials.worldAnvil },
      }
    : undefined;
  const vscode = await startCodeServer({
    env: readE2eEnv(),
    workspaceFixture: join(__dirname, '..', 'fixtures', 'workspace'),
    settings: {
      'scriptorium.worldbuilding.apiBaseUrl': sandbox.boromirUrl,
      ...(opts.signedIn ? { 'scriptorium.localization.serverUrl': sandbox.weblateUrl } : {}),
      'scriptorium.localization.pageSize': 10,
      'scriptorium.network.timeoutSeconds': 5,
    },
    credentials,
    vsix: main.vsix,
    displayLanguage: opts.displayLanguage,
    logFile: join(harness().screenshotDir, '..', `code-server-${opts.displayLanguage?.id ?? 'en'}.log`),
    extraEnv: { NODE_EXTRA_CA_CERTS: tls.ca },
  });
  const page = await openWorkbenchPage(browser, vscode.url, vscode.workspace).catch(async (e: unknown) => {
    await vscode.stop();
    throw e;
  });
  return {
    page,
    vscode,
    close: async () => {
      await page.close().catch(() => undefined);
      await vscode.stop();
    },
  };
}

/**
 * Inside a `describe`: opens the workbench before its tests, saves a screenshot of it when one fails (the
 * root hook shows the main workbench), and closes it after. Returns the getter the tests use.
 */
export function ownWorkbenchFor(name: string, opts: OwnWorkbenchOptions = {}): () => OwnWorkbench {
  let wb: OwnWorkbench | undefined;
  before(async () => {
    wb = await openOwnWorkbench(opts);
  });
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed' || !wb) return;
    const file = await screenshot(
      wb.page,
      `FAILED-${name}-${this.currentTest.title.slice(0, 40).replace(/\W+/g, '-')}`,
    ).catch(() => 'none');
    console.log(`    screenshot of the ${name} workbench: ${file}`);
    // The root hook adds the main workbench's state; the test failed in this one.
    const err = (this.currentTest as { err?: Error }).err;
    if (!err) return;
    const added = `\n    ${name} workbench: ${await workbenchState(wb.page).catch(() => '(not read)')}`;
    appendToError(err, added);
  });
  after(async () => wb?.close());
  return () => {
    if (!wb) throw new Error(`the ${name} workbench did not start`);
    return wb;
  };
}

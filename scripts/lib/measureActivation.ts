// Activation time of the packaged extension in real VS Code, for `npm run bench`: code-server with the
// .vsix installed, Chromium opening the Scriptorium sidebar (which activates it), and the two log lines
// of ./activation.ts read back, and VS Code's own figure from its Running Extensions editor. No sandbox:
// activation makes no request until a server is configured.
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { activationMs, runningExtensionMs } from './activation';
import { startCodeServer } from './codeServer';
import { findLogText as logText } from './logs';
import { ensureE2eEnv } from './setup';

const ROOT = resolve(__dirname, '..', '..');

export interface ActivationTimes {
  /** From the extension host starting Scriptorium's activation to its "activated" line (see ./activation.ts). */
  logMs: number;
  /** VS Code's own: loading the code plus the activate call (Running Extensions); undefined if it could not be read. */
  vscodeMs: number | undefined;
}

/** How long activation took, by the logs and by VS Code itself. */
export async function measureActivation(vsix: string, extensionId: string, timeoutMs = 120_000): Promise<ActivationTimes> {
  const env = ensureE2eEnv();
  const vscode = await startCodeServer({ env, vsix, workspaceFixture: join(ROOT, 'test', 'e2e', 'fixtures', 'workspace'), settings: {} });
  const browser = await chromium.launch({ executablePath: env.chromium, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${vscode.url}?folder=${encodeURIComponent(vscode.workspace)}`);
    const item = page.locator('.part.activitybar .action-item [aria-label^="Scriptorium"]').first();
    await item.click({ timeout: timeoutMs });
    const logs = join(vscode.userDataDir, 'logs');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ms = activationMs(logText(logs, (n) => n === 'exthost.log' || n === 'remoteexthost.log'), logText(logs, (n) => n.endsWith('Scriptorium.log')), extensionId);
      if (ms !== undefined) return { logMs: ms, vscodeMs: await vscodeActivationMs(page).catch(() => undefined) };
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`Scriptorium did not log its activation within ${timeoutMs / 1000} s`);
  } finally {
    await browser.close().catch(() => undefined);
    await vscode.stop();
  }
}

/** Opens Developer: Show Running Extensions and reads Scriptorium's row. */
async function vscodeActivationMs(page: Page): Promise<number | undefined> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input.input');
  await input.fill('>Developer: Show Running Extensions', { timeout: 10_000 });
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Show Running Extensions' }).first().click({ timeout: 10_000 });
  const row = page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'Scriptorium' }).first();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ms = runningExtensionMs(await row.innerText({ timeout: 30_000 }));
    if (ms !== undefined) return ms;
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}

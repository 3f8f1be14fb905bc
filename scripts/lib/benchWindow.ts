// What a person sees of Scriptorium in real VS Code (code-server in Chromium), for `npm run bench`:
//   treePaint — the sidebar opened with both services configured: how long until the first level of each
//               tree shows, and how many requests each service got by then;
//   (the memory step is scripts/lib/benchMemory.ts, the big tree level scripts/lib/benchLevel.ts).
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/types';
import { startCodeServer, type RunningCodeServer } from './codeServer';
import type { E2eEnv } from './setup';

const ROOT = resolve(__dirname, '..', '..');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

interface Window {
  vscode: RunningCodeServer;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

export async function openWindow(
  env: E2eEnv,
  vsix: string,
  sandbox: Sandbox,
  settings: Record<string, unknown> = {},
): Promise<Window> {
  const vscode = await startCodeServer({
    env,
    vsix,
    workspaceFixture: join(ROOT, 'test', 'e2e', 'fixtures', 'workspace'),
    settings: {
      'scriptorium.localization.serverUrl': sandbox.weblateUrl,
      'scriptorium.worldbuilding.apiBaseUrl': sandbox.worldAnvilUrl,
      ...settings,
    },
    credentials: {
      weblate: { origin: sandbox.origin, token: sandbox.credentials.weblate.adminToken },
      worldAnvil: { origin: sandbox.origin, ...sandbox.credentials.worldAnvil },
    },
  });
  const browser = await chromium.launch({ executablePath: env.chromium, headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto(`${vscode.url}?folder=${encodeURIComponent(vscode.workspace)}`);
  await page.locator('.monaco-workbench .part.activitybar').waitFor({ timeout: 90_000 });
  return {
    vscode,
    browser,
    page,
    close: async () => {
      await browser.close().catch(() => undefined);
      await vscode.stop();
    },
  };
}

export const pane = (page: Page, name: string): Locator =>
  page
    .locator('.part.sidebar .pane')
    .filter({ has: page.locator('.pane-header', { hasText: new RegExp(`^\\s*${name}`, 'i') }) });
export const row = (p: Locator, label: string | RegExp): Locator =>
  p.locator('.monaco-list-row', { hasText: label }).first();

export interface TreePaint {
  ms: number;
  requests: number;
}

/** Opens the sidebar and times the first level of both trees (Localization: Projects; Worldbuilding: the user). */
export async function treePaint(
  env: E2eEnv,
  vsix: string,
  sandbox: Sandbox,
): Promise<{ localization: TreePaint; worldbuilding: TreePaint }> {
  const w = await openWindow(env, vsix, sandbox);
  try {
    sandbox.requests.length = 0;
    const weblate = () =>
      sandbox.requests.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/aragorn/')).length;
    const anvil = () => sandbox.requests.filter((r) => r.path.startsWith('/api/aragorn/')).length;
    const started = Date.now();
    await w.page.locator('.part.activitybar .action-item [aria-label^="Scriptorium"]').first().click();
    const result: Partial<Record<'localization' | 'worldbuilding', TreePaint>> = {};
    const watch = async (key: 'localization' | 'worldbuilding', locator: Locator, count: () => number) => {
      await locator.waitFor({ timeout: 120_000 });
      result[key] = { ms: Date.now() - started, requests: count() };
    };
    await Promise.all([
      watch('localization', row(pane(w.page, 'Localization'), /^Projects/), weblate),
      watch('worldbuilding', row(pane(w.page, 'Worldbuilding'), /^sandbox-writer/), anvil),
    ]);
    return result as { localization: TreePaint; worldbuilding: TreePaint };
  } finally {
    await w.close();
  }
}

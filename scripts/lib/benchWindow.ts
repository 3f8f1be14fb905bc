// What a person sees of Scriptorium in real VS Code (code-server in Chromium), for `npm run bench`:
//   treePaint — the sidebar opened with both services configured: how long until the first level of each
//               tree shows, and how many requests each service got by then;
//   memory    — browsing 10,000 units of the large sandbox translation (expand, scroll) and opening and
//               closing 100 unit panels: the extension host heap after GC before and after, and how many
//               UnitPanel objects are still alive at the end.
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/types';
import { startCodeServer, type RunningCodeServer } from './codeServer';
import { openExtensionHostInspector, readHeap } from './extensionHostInspector';
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

export interface MemoryReading {
  beforeBytes: number;
  afterBytes: number;
  unitsShown: number;
  panelsOpened: number;
  livePanels: number;
  /** The control: UnitPanel objects counted with one panel left open (must be ≥ 1, or the count proves nothing). */
  livePanelsWithOneOpen: number;
  /**
   * Whether the Worldbuilding feature (its tree provider object) was alive at each reading: a lazy build
   * that loads it between the two counts its code in the growth, which the single bundle loaded before.
   */
  worldbuilding: { before: boolean; after: boolean };
}

/** A class only the Worldbuilding feature's code makes (one per window once the feature has loaded). */
const WORLDBUILDING_MARK = 'WorldbuildingTreeProvider';

/** Browses bench/huge/de (pages of 10,000 units), opens and closes `panels` unit panels, and reads the heap. */
export async function memoryAfterBrowsing(
  env: E2eEnv,
  vsix: string,
  sandbox: Sandbox,
  panels = 100,
): Promise<MemoryReading> {
  const w = await openWindow(env, vsix, sandbox, { 'scriptorium.localization.pageSize': 10_000 });
  try {
    const { page } = w;
    await page.locator('.part.activitybar .action-item [aria-label^="Scriptorium"]').first().click();
    const tree = pane(page, 'Localization');
    await row(tree, /^Projects/).waitFor({ timeout: 120_000 });
    const inspector = await openExtensionHostInspector(w.vscode);
    sandbox.requests.length = 0;
    const before = readHeap(env, inspector, [WORLDBUILDING_MARK]);

    const expand = async (label: RegExp) => {
      const r = row(tree, label);
      await r.waitFor({ timeout: 120_000 });
      if ((await r.getAttribute('aria-expanded')) === 'false') await r.click();
      await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await r.elementHandle(), {
        timeout: 120_000,
      });
    };
    await expand(/^Benchmark/);
    await expand(/^Huge/);
    await expand(/^German/);
    await row(tree, /^bench\.key00000/).waitFor({ timeout: 120_000 });
    // Scroll through the whole list (the tree renders only the rows in sight), to its end and back.
    // The keyboard moves the tree's focus down to its last row (past the 10,000 units and the components
    // after them) and back; a wheel scroll moves a few rows per event, too slow over 10,000.
    const list = tree.locator('.monaco-list').first();
    await list.focus();
    for (const key of ['Home', 'PageDown', 'PageDown', 'PageDown', 'End']) await page.keyboard.press(key);
    await row(tree, /^Languages/).waitFor({ timeout: 60_000 });
    // One page of units, as large as the setting (10,000): what the tree holds and was scrolled through.
    const unitPages = sandbox.requests.filter(
      (r) => r.path.endsWith('/translations/bench/huge/de/units/') && /page_size=10000/.test(r.query),
    ).length;
    await page.keyboard.press('Home');
    await row(tree, /^Projects/).waitFor({ timeout: 60_000 });

    let opened = 0;
    for (let i = 0; i < panels; i++) {
      const rows = tree.locator('.monaco-list-row[aria-level="5"]');
      // Only rows wholly in sight: the list draws a few rows past its bottom edge, and a click there lands
      // on whatever covers them (the next view's header), so no panel opened (seen at the 17th row).
      const inSight = await rows.evaluateAll(
        (els) =>
          els.filter((e) => {
            const r = e.getBoundingClientRect();
            const list = e.closest('.monaco-list')?.getBoundingClientRect();
            return list !== undefined && r.top >= list.top && r.bottom <= list.bottom;
          }).length,
      );
      const target = rows.nth(i % Math.max(1, Math.min(20, inSight)));
      const key = (await target.locator('.label-name').first().innerText()).trim();
      await target.click();
      const tab = page.locator('.tab', { hasText: `${key} · de` }).first();
      await tab.waitFor({ timeout: 60_000 });
      await tab.click({ button: 'middle' }); // closes the editor, as the tab's close button does
      await tab.waitFor({ state: 'detached', timeout: 60_000 });
      opened += 1;
    }
    const after = readHeap(env, inspector, ['UnitPanel', WORLDBUILDING_MARK]);
    const worldbuilding = {
      before: (before.counts[WORLDBUILDING_MARK] ?? 0) > 0,
      after: (after.counts[WORLDBUILDING_MARK] ?? 0) > 0,
    };
    // The control: one more panel, left open, must be counted; a probe that cannot see it proves nothing.
    const first = tree.locator('.monaco-list-row[aria-level="5"]').first();
    const key = (await first.locator('.label-name').first().innerText()).trim();
    await first.click();
    await page
      .locator('.tab', { hasText: `${key} · de` })
      .first()
      .waitFor({ timeout: 60_000 });
    const control = readHeap(env, inspector, ['UnitPanel']);
    return {
      beforeBytes: before.usedBytes,
      afterBytes: after.usedBytes,
      unitsShown: unitPages * 10_000,
      panelsOpened: opened,
      livePanels: after.counts.UnitPanel ?? 0,
      livePanelsWithOneOpen: control.counts.UnitPanel ?? 0,
      worldbuilding,
    };
  } finally {
    await w.close();
  }
}

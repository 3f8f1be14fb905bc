// The extension host's memory while browsing, for `npm run bench` (#28: "browsing 100,000 units grows the
// extension host heap by ≤ 50 MB, with no growth after panels close"). In real VS Code (code-server in
// Chromium) against the large sandbox: both translations of bench/huge (English and German, 50,000 strings
// each, 10,000 a page) loaded whole into the tree with Load more and scrolled through, then `panels` unit
// panels opened and closed. The heap after forced GC is read three times (before browsing, after the
// 100,000 strings, after the panels closed), and the UnitPanel objects still alive at the end.
import type { Locator, Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/types';
import { openWindow, pane, row } from './benchWindow';
import { openExtensionHostInspector, readHeap } from './extensionHostInspector';
import type { E2eEnv } from './setup';

export interface MemoryReading {
  beforeBytes: number;
  /** After the strings were loaded and scrolled through, before any panel. */
  browsedBytes: number;
  /** After the panels were opened and closed. */
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
/** Strings per translation of bench/huge, and per page (the page-size setting; the sandbox's cap for units). */
const STRINGS = 50_000;
const PAGE = 10_000;

/** Loads a whole translation into the tree: its row expanded, then Load more until every page is in. */
async function loadWhole(page: Page, tree: Locator, sandbox: Sandbox, language: RegExp, code: string): Promise<void> {
  await expand(page, tree, language);
  const path = `/translations/bench/huge/${code}/units/`;
  const list = tree.locator('.monaco-list').first();
  for (let n = 2; n <= Math.ceil(STRINGS / PAGE); n++) {
    // The Load more row ends the translation's rows, far out of view: End goes to the tree's last row
    // (past this translation's rows and the components after them), PageUp back until it shows.
    await list.focus();
    await page.keyboard.press('End');
    const more = row(tree, /^Load more/);
    for (let i = 0; i < 60 && !(await more.isVisible()); i++) await page.keyboard.press('PageUp');
    await more.click();
    const size = Math.min(n * PAGE, STRINGS) + (n * PAGE < STRINGS ? 1 : 0);
    await tree
      .locator(`.monaco-list-row[aria-level="5"][aria-setsize="${size}"]`)
      .first()
      .waitFor({ timeout: 300_000 });
    const asked = sandbox.requests.filter((r) => r.path.endsWith(path) && r.query.includes(`page=${n}`)).length;
    if (asked !== 1) throw new Error(`page ${n} of ${path} was asked ${asked} times`);
  }
}

async function expand(page: Page, tree: Locator, label: RegExp): Promise<void> {
  const r = row(tree, label);
  await r.waitFor({ timeout: 120_000 });
  if ((await r.getAttribute('aria-expanded')) === 'false') await r.click();
  await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await r.elementHandle(), {
    timeout: 120_000,
  });
}

/** Browses both translations of bench/huge whole, opens and closes `panels` unit panels, reads the heap. */
export async function memoryAfterBrowsing(
  env: E2eEnv,
  vsix: string,
  sandbox: Sandbox,
  panels = 100,
): Promise<MemoryReading> {
  const w = await openWindow(env, vsix, sandbox, { 'scriptorium.localization.pageSize': PAGE });
  try {
    const { page } = w;
    await page.locator('.part.activitybar .action-item [aria-label^="Scriptorium"]').first().click();
    const tree = pane(page, 'Localization');
    await row(tree, /^Projects/).waitFor({ timeout: 120_000 });
    const inspector = await openExtensionHostInspector(w.vscode);
    sandbox.requests.length = 0;
    const before = readHeap(env, inspector, [WORLDBUILDING_MARK]);

    await expand(page, tree, /^Benchmark/);
    await expand(page, tree, /^Huge/);
    // English first, folded again once whole (the tree keeps its strings), so German's rows come next.
    await loadWhole(page, tree, sandbox, /^English/, 'en');
    await row(tree, /^English/).click();
    await loadWhole(page, tree, sandbox, /^German/, 'de');
    // Scroll through German's list (the tree renders only the rows in sight), to its end and back.
    const list = tree.locator('.monaco-list').first();
    await list.focus();
    for (const key of ['Home', 'PageDown', 'PageDown', 'PageDown', 'End']) await page.keyboard.press(key);
    await row(tree, /^Languages/).waitFor({ timeout: 60_000 });
    const unitPages = sandbox.requests.filter(
      (r) => /\/translations\/bench\/huge\/(en|de)\/units\/$/.test(r.path) && r.query.includes(`page_size=${PAGE}`),
    ).length;
    await page.keyboard.press('Home');
    await row(tree, /^Projects/).waitFor({ timeout: 60_000 });
    const browsed = readHeap(env, inspector, []);

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
      browsedBytes: browsed.usedBytes,
      afterBytes: after.usedBytes,
      unitsShown: unitPages * PAGE,
      panelsOpened: opened,
      livePanels: after.counts.UnitPanel ?? 0,
      livePanelsWithOneOpen: control.counts.UnitPanel ?? 0,
      worldbuilding,
    };
  } finally {
    await w.close();
  }
}

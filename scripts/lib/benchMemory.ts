// The extension host's memory while browsing, for `npm run bench` (#28: "browsing 100,000 units grows the
// extension host heap by ≤ 50 MB, with no growth after panels close"). In real VS Code (code-server in
// Chromium) against the large sandbox: both translations of bench/huge (English and German, 50,000 strings
// each, 10,000 a page) loaded whole into the tree with Load more and scrolled through, then `panels` unit
// panels opened and closed. The heap after forced GC is read three times (before browsing, after the
// 100,000 strings, after the panels closed), and the UnitPanel objects still alive at the end.
import type { Locator, Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/types';
import { MAX_TREE_STRINGS } from '../../src/core/weblate/unitRow';
import { openWindow, pane, row } from './benchWindow';
import { openExtensionHostInspector, readHeap } from './extensionHostInspector';
import { startHeapSampler } from './heapSampler';
import type { E2eEnv } from './setup';

export interface MemoryReading {
  beforeBytes: number;
  /** After the strings were loaded and scrolled through, before any panel. */
  browsedBytes: number;
  /** After the panels were opened and closed. */
  afterBytes: number;
  unitsShown: number;
  panelsOpened: number;
  /** Not counted at 100,000 strings (the snapshot is too big to read): undefined. */
  livePanels?: number;
  /** The control: UnitPanel objects counted with one panel left open (must be ≥ 1, or the count proves nothing). */
  livePanelsWithOneOpen?: number;
  /**
   * Whether the Worldbuilding feature (its tree provider object) was alive at each reading: a lazy build
   * that loads it between the two counts its code in the growth, which the single bundle loaded before.
   */
  worldbuilding: { before: boolean; after: boolean };
  /** How often each translation's first page was read (English, German): more than once, its list started over. */
  firstPageReads: number[];
}

/** A class only the Worldbuilding feature's code makes (one per window once the feature has loaded). */
const WORLDBUILDING_MARK = 'WorldbuildingTreeProvider';
/** Strings per translation of bench/huge, and per page (the page-size setting; the sandbox's cap for units). */
const STRINGS = 50_000;
const PAGE = 10_000;
/**
 * Pages browsed per translation by the bench's --quick (CI): two, so the second Load more takes the
 * windowed path (the first page dropped, "Show earlier" above) that every later page takes.
 */
export const QUICK_PAGES = 2;

/**
 * Browses a whole translation in the tree (and says how often its first page was read: once, unless a
 * redraw of a row above started its list over, #48): its row expanded, then Load more until the last page is in.
 * Since #28 the tree keeps a window of MAX_TREE_STRINGS strings: past it, each Load more drops the first
 * page and a "Show earlier" row stands above the rest. The package measured before it keeps every row:
 * after each Load more, whichever of the two row counts comes is the one the next step goes by.
 */
async function loadWhole(
  page: Page,
  tree: Locator,
  sandbox: Sandbox,
  language: RegExp,
  code: string,
  pages = Math.ceil(STRINGS / PAGE),
): Promise<number> {
  await expand(page, tree, language);
  const more = (n: number) => (n * PAGE < STRINGS ? 1 : 0);
  const keptPages = (n: number) => Math.min(n, Math.max(1, Math.floor(MAX_TREE_STRINGS / PAGE)));
  /** The translation's rows after page n, windowed: the earlier row, the kept strings, Load more. */
  const windowed = (n: number) =>
    (n > keptPages(n) ? 1 : 0) + Math.min(n * PAGE, STRINGS) - (n - keptPages(n)) * PAGE + more(n);
  const whole = (n: number) => Math.min(n * PAGE, STRINGS) + more(n);
  const path = `/translations/bench/huge/${code}/units/`;
  const first = Number(await row(tree, language).getAttribute('data-index'));
  // The first page's rows: expanded says only that they were asked for. The row right below the
  // translation's is its first string once they are in (any other translation's rows would not do: the
  // tree's index of this one's Load more row is counted from here).
  await firstPageDrawn(page, tree, sandbox, path, first, whole(1));
  let rows = whole(1);
  for (let n = 2; n <= pages; n++) {
    // The Load more row ends the translation's rows, far out of view (the list draws only the rows in
    // sight). It is reached with the keyboard's focus, which VS Code keeps in sight, and opened with Enter,
    // as a pointer's click on a row that has just scrolled in can land beside it.
    await focusRow(page, tree, first + rows);
    await page.keyboard.press('Enter');
    await answered(page, sandbox, path, n);
    // Page n is in when a drawn row shows one of its strings (the list draws only the rows in sight, and
    // a windowed level keeps its row count from page to page).
    await pageShown(page, tree, n);
    rows = Number(await tree.locator('.monaco-list-row[aria-level="5"]').first().getAttribute('aria-setsize'));
    if (rows !== windowed(n) && rows !== whole(n)) throw new Error(`after page ${n}: ${rows} rows`);
    const asked = sandbox.requests.filter((r) => r.path.endsWith(path) && r.query.includes(`page=${n}`)).length;
    if (asked !== 1) throw new Error(`page ${n} of ${path} was asked ${asked} times`);
  }
  // A row above redrawn (its progress arriving) must not start the translation's list over (#48).
  return sandbox.requests.filter((r) => r.path.endsWith(path) && !/[?&]page=(?!1\b)/.test(r.query)).length;
}

/**
 * Waits until the row right below the translation's (index first + 1) is its first string with the whole
 * first page counted (aria-setsize); on the hang guard, says what the tree drew and what the sandbox was asked.
 */
async function firstPageDrawn(
  page: Page,
  tree: Locator,
  sandbox: Sandbox,
  path: string,
  first: number,
  setSize: number,
): Promise<void> {
  const target = tree.locator(`.monaco-list-row[data-index="${first + 1}"][aria-level="5"][aria-setsize="${setSize}"]`);
  const deadline = Date.now() + 300_000;
  while ((await target.count()) === 0) {
    if (Date.now() > deadline) {
      const drawn = await tree
        .locator('.monaco-list-row')
        .evaluateAll((els) =>
          els.map((e) =>
            [
              e.getAttribute('data-index'),
              e.getAttribute('aria-level'),
              e.getAttribute('aria-setsize'),
              e.getAttribute('aria-expanded'),
              JSON.stringify((e.textContent ?? '').slice(0, 40)),
            ].join(' '),
          ),
        );
      const asked = sandbox.requests
        .filter((r) => r.path.endsWith(path))
        .map((r) => `${r.query || '?'} ${r.answeredAt === undefined ? 'unanswered' : 'answered'}`);
      throw new Error(
        `the first page of ${path} was never drawn below row ${first} (${setSize} rows expected)\n` +
          `  rows drawn (index level setsize expanded text):\n    ${drawn.join('\n    ')}\n` +
          `  asked: ${asked.join(', ') || 'nothing'}`,
      );
    }
    await page.waitForTimeout(200);
  }
}

/** Waits until the sandbox has answered page n of the list (Load more ran), else says what it was asked. */
async function answered(page: Page, sandbox: Sandbox, path: string, n: number): Promise<void> {
  const ofPath = () => sandbox.requests.filter((r) => r.path.endsWith(path));
  const deadline = Date.now() + 120_000;
  while (!ofPath().some((r) => r.query.includes(`page=${n}`) && r.answeredAt !== undefined)) {
    if (Date.now() > deadline)
      throw new Error(
        `Load more did not read page ${n} of ${path} (asked: ${ofPath()
          .map((r) => r.query || '?')
          .join(', ')})`,
      );
    await page.waitForTimeout(100);
  }
}

/** Waits until a drawn string row of the level is one of page n's (bench.key00000… in order). */
async function pageShown(page: Page, tree: Locator, n: number): Promise<void> {
  const [lo, hi] = [(n - 1) * PAGE, Math.min(n * PAGE, STRINGS)];
  const deadline = Date.now() + 300_000;
  for (;;) {
    const keys = await tree
      .locator('.monaco-list-row[aria-level="5"]')
      .evaluateAll((els) => els.map((e) => Number(/bench\.key(\d{5})/.exec(e.textContent ?? '')?.[1] ?? -1)));
    if (keys.some((k) => k >= lo && k < hi)) return;
    if (Date.now() > deadline) throw new Error(`page ${n} was read but never drawn (rows drawn: ${keys.join(', ')})`);
    await page.waitForTimeout(200);
  }
}

/**
 * Moves the tree's keyboard focus to the row with this index (data-index, counted over the whole tree):
 * End to the tree's last row, then PageUp and the arrows, each key waited on until the focus has moved.
 */
async function focusRow(page: Page, tree: Locator, index: number): Promise<void> {
  const focused = async () =>
    Number(await tree.locator('.monaco-list-rows .monaco-list-row.focused').first().getAttribute('data-index'));
  await tree.locator('.monaco-list').first().focus();
  await page.keyboard.press('End');
  await tree.locator('.monaco-list-rows .monaco-list-row.focused').first().waitFor({ timeout: 60_000 });
  for (let turn = 0; turn < 1_000; turn++) {
    const at = await focused();
    if (at === index) return;
    await page.keyboard.press(at - index > 20 ? 'PageUp' : at > index ? 'ArrowUp' : 'ArrowDown');
    const deadline = Date.now() + 60_000;
    while ((await focused()) === at) {
      if (Date.now() > deadline) throw new Error(`the tree's focus stayed on row ${at} on its way to row ${index}`);
      await page.waitForTimeout(50);
    }
  }
  throw new Error(`the tree's focus never reached row ${index}`);
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
  /** Where to write what stays alive from browsing, by allocating code (heapSampler.ts); none: not sampled. */
  sampleTo?: string,
  /** Pages of each translation browsed (default: all five); --quick browses QUICK_PAGES. */
  pages?: number,
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
    const sampler = sampleTo ? await startHeapSampler(env, inspector, sampleTo) : undefined;

    await expand(page, tree, /^Benchmark/);
    await expand(page, tree, /^Huge/);
    // English first, folded again once whole (the tree keeps its strings), so German's rows come next.
    const firstPageReads = [await loadWhole(page, tree, sandbox, /^English/, 'en', pages)];
    // Back to the top first: far down, English is only the sticky header, whose click scrolls instead of folding.
    await tree.locator('.monaco-list').first().focus();
    await page.keyboard.press('Home');
    const english = tree.locator('.monaco-list-row[data-index]', { hasText: /^English/ }).first();
    await english.click();
    await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'false', await english.elementHandle(), {
      timeout: 120_000,
    });
    firstPageReads.push(await loadWhole(page, tree, sandbox, /^German/, 'de', pages));
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
    await sampler?.stop();

    let opened = 0;
    for (let i = 0; i < panels; i++) {
      // String rows only: not Load more, nor the Show earlier row above a windowed level.
      const rows = tree.locator('.monaco-list-row[aria-level="5"]', { hasText: /^bench\.key/ });
      // Only rows wholly in sight: the list draws a few rows past its bottom edge, and a click there lands
      // on whatever covers them (the next view's header), so no panel opened (seen at the 17th row).
      // Their keys top to bottom: the list reuses its row elements, so their order in the page is not the
      // order on screen, and the n-th element may be one drawn below the edge.
      const inSight = await rows.evaluateAll((els) =>
        els
          .map((e) => ({ r: e.getBoundingClientRect(), list: e.closest('.monaco-list')?.getBoundingClientRect(), e }))
          .filter(({ r, list }) => list !== undefined && r.top >= list.top && r.bottom <= list.bottom)
          .sort((a, b) => a.r.top - b.r.top)
          .map(({ e }) => (e.querySelector('.label-name')?.textContent ?? '').trim()),
      );
      if (inSight.length === 0) throw new Error('no string row of bench/huge/de in sight to open');
      const key = inSight[i % Math.min(20, inSight.length)]!;
      // Opened by keyboard, the focus walked to the row by its key (each press checked on the focused row),
      // then Enter: a click on the first row once opened nothing at all in a cold CI at load 7 (no tab, no
      // panel: the click was lost while the tree redrew after the heap reading), which a check of state
      // cannot tell from a slow open. The list keeps its focused row while an editor has the keyboard.
      await list.focus();
      const focusedKey = () =>
        tree
          .locator('.monaco-list-row.focused')
          .first()
          .evaluate((e) => (e.querySelector('.label-name')?.textContent ?? '').trim())
          .catch(() => '');
      for (let presses = 0; ; presses++) {
        const at = await focusedKey();
        if (at === key) break;
        if (presses > 60)
          throw new Error(`the keyboard focus never reached ${key} in the tree (it is on ${at || 'no row'})`);
        const from = inSight.indexOf(at);
        await page.keyboard.press(from !== -1 && from > inSight.indexOf(key) ? 'ArrowUp' : 'ArrowDown');
      }
      await page.keyboard.press('Enter');
      const tab = page.locator('.tab', { hasText: `${key} · de` }).first();
      await tab.waitFor({ timeout: 60_000 }).catch(async (e: Error) => {
        const tabs = await page.locator('.tabs-container .tab').allInnerTexts();
        throw new Error(`${e.message}\n  Enter on ${key} opened no panel; tabs: ${tabs.join(' | ') || 'none'}`);
      });
      await tab.click({ button: 'middle' }); // closes the editor, as the tab's close button does
      await tab.waitFor({ state: 'detached', timeout: 60_000 });
      opened += 1;
    }
    // The heap with the tree's 100,000 strings is too big for a snapshot (its JSON passes the longest
    // string Node makes), so these readings are sizes only: UnitPanel objects are not counted here (the
    // 10,000-string run of earlier issues counted 0 after 100 panels closed, 1 with one left open).
    const after = readHeap(env, inspector, []);
    const worldbuilding = { before: (before.counts[WORLDBUILDING_MARK] ?? 0) > 0, after: false };
    return {
      beforeBytes: before.usedBytes,
      browsedBytes: browsed.usedBytes,
      afterBytes: after.usedBytes,
      unitsShown: unitPages * PAGE,
      panelsOpened: opened,
      livePanels: undefined,
      livePanelsWithOneOpen: undefined,
      worldbuilding,
      firstPageReads,
    };
  } finally {
    await w.close();
  }
}

// A big tree level in real VS Code (code-server in Chromium), for `npm run bench` (#28: "a Weblate with
// 10,000 projects or components expands its tree level in ≤ 200 ms after the data has arrived"). The
// sandbox's volume `components: 10000` gives the project Many Components 10,000 components; the server
// gives at most 1,000 a page, so the tree shows them a page at a time with "Load more". Two figures per
// window, each from the moment the sandbox handed the page's answer to the socket (its request log) to the
// moment the page shows the rows (a MutationObserver in the page reading the first component row's
// aria-setsize: the list is virtual, rows out of view are not in the page, the set size says how many the
// tree holds):
//   first page  — the project expanded: 1,000 rows and the Load more row (which says "1,000 of 10,000");
//   whole level — Load more clicked until all 10,000 are in: from the last page's answer to 10,000 rows.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/types';
import { openWindow, pane, row } from './benchWindow';
import { findLogText } from './logs';
import type { E2eEnv } from './setup';

export const LEVEL_SIZE = 10_000;
/** What the sandbox (as Weblate) gives at most per page. */
export const SERVER_PAGE = 1_000;

export interface LevelTimes {
  /** Page 1 answered → 1,000 rows and Load more drawn, ms. */
  firstPage: number;
  /** Of those, page 1 answered → Scriptorium's log line saying the rows went to VS Code, ms (a package without the line: undefined). */
  firstPageOwn?: number;
  /** The same for the last page. */
  wholeLevelOwn?: number;
  /** Last page answered → 10,000 rows drawn, ms. */
  wholeLevel: number;
  /** Each Load more: page N answered → its rows drawn, ms (pages 2…10). */
  pages: number[];
  /** Requests other than the list's pages the window made from the expansion to the end (row data). */
  rowRequests: number;
}

const COMPONENTS_PATH = '/api/projects/many/components/';

/** Records (in the page) when the component rows' set size (the same on every row of the level) changes: [Date.now(), size]. */
async function watchSetSize(page: Page): Promise<void> {
  // A string, not a function: tsx names functions with a helper (__name) the page does not have.
  await page.evaluate(`(() => {
    window.__level = [];
    let last = -1;
    new MutationObserver(() => {
      const row = [...document.querySelectorAll('.part.sidebar .monaco-list-row[aria-level="3"]')].find((e) =>
        /^\\s*Part \\d{5}/.test(e.textContent || ''),
      );
      const size = Number(row ? row.getAttribute('aria-setsize') : -1);
      if (size !== last) {
        last = size;
        window.__level.push([Date.now(), size]);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-setsize'] });
  })()`);
}

async function drawnAt(page: Page, size: number): Promise<number> {
  const handle = await page.waitForFunction(`(window.__level.find((x) => x[1] === ${size}) || [])[0]`, undefined, {
    timeout: 300_000,
    polling: 100,
  });
  return (await handle.jsonValue()) as number;
}

/** When Scriptorium logged "[tree] project/many: N rows" (the level's rows handed to VS Code), by N; local time. */
function rowsLogged(userDataDir: string): Map<number, number> {
  const text = findLogText(join(userDataDir, 'logs'), (n) => n.endsWith('Scriptorium.log'));
  const at = new Map<number, number>();
  for (const m of text.matchAll(
    /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3}) \[info\] \[tree\] project\/many: (\d+) rows$/gm,
  ))
    if (!at.has(Number(m[3]))) at.set(Number(m[3]), new Date(`${m[1]}T${m[2]}`).getTime());
  return at;
}

function answeredAt(sandbox: Sandbox, pageNo: number): number {
  const r = sandbox.requests.find(
    (q) =>
      q.path === COMPONENTS_PATH &&
      (new URLSearchParams(q.query).get('page') ?? '1') === String(pageNo) &&
      q.answeredAt !== undefined,
  );
  if (!r) throw new Error(`page ${pageNo} of ${COMPONENTS_PATH} was never answered`);
  return r.answeredAt!;
}

/** One window: expands Many Components and loads its whole level. The sandbox must have the volume `size` set. */
export async function levelTimes(env: E2eEnv, vsix: string, sandbox: Sandbox, size = LEVEL_SIZE): Promise<LevelTimes> {
  const w = await openWindow(env, vsix, sandbox);
  try {
    const { page } = w;
    await page.locator('.part.activitybar .action-item [aria-label^="Scriptorium"]').first().click();
    const tree = pane(page, 'Localization');
    const project = row(tree, /^Many Components/);
    await project.waitFor({ timeout: 120_000 });
    await watchSetSize(page);
    sandbox.requests.length = 0;
    await project.click();
    const pages = Math.ceil(size / SERVER_PAGE);
    const firstPage = (await drawnAt(page, SERVER_PAGE + 1)) - answeredAt(sandbox, 1);
    const times: number[] = [];
    let drawn = 0;
    for (let n = 2; n <= pages; n++) {
      // The Load more row is the last of the level, far out of view: the tree's End goes to the last row
      // (the Languages root after it), which brings the Load more row into the page.
      await tree.locator('.monaco-list').first().focus();
      await page.keyboard.press('End');
      await row(tree, /^Load more/).click({ timeout: 120_000 });
      drawn = await drawnAt(page, Math.min(n * SERVER_PAGE, size) + (n < pages ? 1 : 0));
      times.push(drawn - answeredAt(sandbox, n));
    }
    const own = rowsLogged(w.vscode.userDataDir);
    const since = (rows: number, pageNo: number) => {
      const at = own.get(rows);
      return at === undefined ? undefined : at - answeredAt(sandbox, pageNo);
    };
    const firstPageOwn = since(SERVER_PAGE + 1, 1);
    const wholeLevelOwn = since(size, pages);
    const rowRequests = sandbox.requests.filter((q) => q.path.startsWith('/api/') && q.path !== COMPONENTS_PATH).length;
    return { firstPage, firstPageOwn, wholeLevel: times[times.length - 1]!, wholeLevelOwn, pages: times, rowRequests };
  } finally {
    await w.close();
  }
}

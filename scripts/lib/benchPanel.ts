// The unit panel's Next in real VS Code (code-server in Chromium), for `npm run bench` (#28: "from next
// unit to the fully rendered panel ≤ 100 ms with a warm cache at 50 ms latency"). A string of the large
// sandbox's bench/huge/de is opened from the tree; then, again and again, the panel is left alone for a
// reader's pause (the time a person reads the string: a benchmark's choice, not a test's wait) and
// Alt+PageDown is pressed in it. Timed from the key to the next string's heading and form in the page,
// and to its nearby strings (the context that follows the form): twice, by the page itself (a mutation
// observer in the webview notes the wall clock at the first frame drawn with them) and as Playwright's
// polls see them (which add each poll's round trip through two nested iframes). A package from before the
// nearby strings (#26; the default --baseline 3893592 is one) has no such list: its moves are timed to the
// form only, and each wait is for what that package draws (#48: the bench waited 120 s for a list the
// baseline's panel never shows, and stopped).
import type { Sandbox } from '../../sandbox/types';
import { openWindow, pane, row } from './benchWindow';
import type { E2eEnv } from './setup';

/** What a person does between two strings: reads this one. */
const READING_MS = 1_000;

/** Where a package's unit panel script is, and a name only its nearby strings' section uses. */
export const PANEL_SCRIPT = 'extension/dist/webview/unitPanelMain.js';
export const NEARBY_MARK = 'nearby-heading';

export interface PanelNextTimes {
  /** Key to the next string's heading and translation box, ms, one per move (as Playwright saw it). */
  form: number[];
  /** Key to the nearby list marking the next string as current, ms (as Playwright saw it); none without the list. */
  context: number[];
  /** The same two, by the page's own clock: the first frame drawn with them. */
  formInPage: number[];
  contextInPage: number[];
}

interface PageMarks {
  /** The key shown when the move started: marks wait for another one. */
  key: string;
  form: number;
  context: number;
}

/**
 * Installed in the webview's page: notes Date.now() at the first animation frame after the DOM shows a
 * heading other than `key` with its translation box (form), and its nearby row marked current (context).
 */
function installMarks(): void {
  // No named functions inside: tsx wraps them in a `__name` helper the page does not have.
  const w = window as unknown as { benchMarks: PageMarks };
  w.benchMarks = { key: '', form: 0, context: 0 };
  new MutationObserver(() => {
    const m = w.benchMarks;
    if (!m.key) return;
    const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
    if (heading === '' || heading === m.key) return;
    const current = document.querySelector('.nearby li.current')?.textContent ?? '';
    const seen: Array<'form' | 'context'> = [];
    if (m.form === 0 && document.getElementById('target-0')) seen.push('form');
    if (m.context === 0 && current.includes(heading)) seen.push('context');
    for (const field of seen) {
      m[field] = -1; // seen; its time follows with the frame
      requestAnimationFrame(() => (m[field] = Date.now()));
    }
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
}

const exact = (key: string) => new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

export async function panelNextTimes(
  env: E2eEnv,
  vsix: string,
  sandbox: Sandbox,
  moves: number,
  /** Whether this package's panel shows the nearby strings (PANEL_SCRIPT holds NEARBY_MARK). */
  nearby: boolean,
): Promise<PanelNextTimes> {
  const w = await openWindow(env, vsix, sandbox);
  try {
    const { page } = w;
    await page.locator('.part.activitybar .action-item [aria-label^="Scriptorium"]').first().click();
    const tree = pane(page, 'Localization');
    for (const label of [/^Benchmark/, /^Huge/, /^German/]) {
      const r = row(tree, label);
      await r.waitFor({ timeout: 120_000 });
      if ((await r.getAttribute('aria-expanded')) === 'false') await r.click();
    }
    await row(tree, /^bench\.key00000/).click({ timeout: 120_000 });
    const frame = page.frameLocator('iframe.webview.ready >> visible=true').last().frameLocator('iframe#active-frame');
    const heading = frame.locator('h1');
    await heading.filter({ hasText: exact('bench.key00000') }).waitFor({ timeout: 120_000 });
    const inPage = (await (await heading.elementHandle())!.ownerFrame())!;
    await inPage.evaluate(installMarks);
    const times: PanelNextTimes = { form: [], context: [], formInPage: [], contextInPage: [] };
    let key = 'bench.key00000';
    for (let i = 0; i < moves; i++) {
      // The string is read whole before the pause: its nearby list drawn (that block read), or, without
      // the list, its form.
      await frame.locator(nearby ? '.nearby li.current' : '#target-0').waitFor({ timeout: 120_000 });
      await page.waitForTimeout(READING_MS);
      await heading.click();
      await inPage.evaluate((k) => {
        (window as unknown as { benchMarks: PageMarks }).benchMarks = { key: k, form: 0, context: 0 };
      }, key);
      const startedAt = Date.now();
      const started = performance.now();
      await page.keyboard.press('Alt+PageDown');
      await heading.filter({ hasNotText: exact(key) }).waitFor({ timeout: 120_000 });
      await frame.locator('#target-0').waitFor({ timeout: 120_000 });
      times.form.push(performance.now() - started);
      key = (await heading.innerText()).trim();
      // The nearby list of the new string: its current row is the new string's.
      if (nearby) {
        await frame.locator('.nearby li.current').filter({ hasText: key }).waitFor({ timeout: 120_000 });
        times.context.push(performance.now() - started);
      }
      const marks = await inPage.waitForFunction((withContext) => {
        const m = (window as unknown as { benchMarks: PageMarks }).benchMarks;
        return m.form > 0 && (!withContext || m.context > 0) ? { form: m.form, context: m.context } : undefined;
      }, nearby);
      const { form, context } = (await marks.jsonValue())!;
      times.formInPage.push(form - startedAt);
      if (nearby) times.contextInPage.push(context - startedAt);
    }
    return times;
  } finally {
    await w.close();
  }
}

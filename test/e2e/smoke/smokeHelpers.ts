// What the smoke suite does in the workbench, on the oldest and the newest VS Code alike: by clicks on
// what a view shows (no command palette), waiting on the DOM, the sandbox or log files. A step that misses
// fails at once: nothing here clicks again or retries, so a race shows as a failure.
import type { Locator, Page } from 'playwright-core';
import { harness } from '../harness';
import { expandView, openContainer, scriptoriumLog, treeRow, eventually } from '../helpers/workbench';

const TIMEOUT = 30_000;

/** The view, in the Scriptorium container, expanded. */
export async function shownView(name: 'Localization' | 'Translation Changes' | 'Worldbuilding'): Promise<Locator> {
  await openContainer(harness().page, 'Scriptorium');
  return expandView(harness().page, name);
}

/** A link or button of a view's welcome content, by its text. */
export function welcomeAction(pane: Locator, text: string | RegExp): Locator {
  return pane.locator('.welcome-view-content a, .welcome-view-content .monaco-button', { hasText: text }).first();
}

/** Runs an action of the view's title bar (shown while the pointer is on the header), by its title. */
export async function viewTitleAction(pane: Locator, title: string): Promise<void> {
  await pane.locator('.pane-header').hover();
  await pane.locator(`.pane-header .action-item [aria-label^="${title}"]`).first().click();
}

/** Clicks a folded tree row once and waits until the tree shows it expanded. */
export async function expandOnce(pane: Locator, label: string | RegExp): Promise<void> {
  const row = treeRow(pane, label);
  await row.waitFor({ timeout: TIMEOUT });
  if ((await row.getAttribute('aria-expanded')) === 'true') return;
  await row.click();
  await pane
    .locator('.monaco-list-row[aria-expanded="true"]', { hasText: label })
    .first()
    .waitFor({ timeout: TIMEOUT });
}

/** Closes every editor with its tab's close button and waits until no tab is left. */
export async function closeAllEditors(page: Page): Promise<void> {
  const close = page.locator('.part.editor .tabs-container .tab .tab-actions .action-label');
  while ((await close.count()) > 0) {
    const before = await page.locator('.part.editor .tabs-container .tab').count();
    await close.first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.part.editor .tabs-container .tab').length < n,
      before,
      { timeout: TIMEOUT },
    );
  }
}

/** The content of the one webview on screen (a panel's two nested frames). */
export function shownWebview(page: Page) {
  return page.frameLocator('iframe.webview.ready').last().frameLocator('iframe#active-frame');
}

/** Waits until Scriptorium's log says the feature's chunk has loaded (it registers its commands as it does). */
export async function featureLoaded(chunk: 'localization' | 'worldbuilding'): Promise<void> {
  await eventually(`Scriptorium's log: loaded ${chunk}`, () =>
    new RegExp(`\\[extension\\] loaded ${chunk} in`).test(scriptoriumLog()),
  );
}

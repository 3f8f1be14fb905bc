// Helpers for scenarios that drive the VS Code workbench in Chromium. They wait on what the workbench
// shows (never on fixed sleeps) and fail with what they were waiting for.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { harness } from '../harness';
import { answerWriteQuestion } from './state';

const DEFAULT_TIMEOUT = 30_000;

/** Waits until the workbench has loaded (activity bar visible). */
export async function waitForWorkbench(page: Page): Promise<void> {
  await page.locator('.monaco-workbench .part.activitybar').waitFor({ state: 'visible', timeout: 90_000 });
}

/** The activity bar entry of a view container, by its title. */
export function activityBarItem(page: Page, title: string): Locator {
  return page
    .locator(
      `.part.activitybar .action-item a[aria-label^="${title}"], .part.activitybar .action-item [aria-label^="${title}"]`,
    )
    .first();
}

/** Opens a view container from the activity bar (no-op when it is already showing). */
export async function openContainer(page: Page, title: string): Promise<void> {
  const item = activityBarItem(page, title);
  await item.waitFor({ state: 'visible', timeout: DEFAULT_TIMEOUT });
  const sidebarTitle = page.locator('.part.sidebar .composite.title h2');
  if (
    (await sidebarTitle.count()) > 0 &&
    (await sidebarTitle.first().innerText()).toUpperCase().includes(title.toUpperCase())
  )
    return;
  await item.click();
  await page
    .locator('.part.sidebar .composite.title h2', { hasText: new RegExp(title, 'i') })
    .waitFor({ timeout: DEFAULT_TIMEOUT });
}

/** A view pane in the side bar, by its name (e.g. "Localization"). */
export function viewPane(page: Page, name: string): Locator {
  return page
    .locator('.part.sidebar .pane')
    .filter({ has: page.locator('.pane-header', { hasText: new RegExp(`^\\s*${name}`, 'i') }) });
}

/** Expands a collapsed view pane. */
export async function expandView(page: Page, name: string): Promise<Locator> {
  const pane = viewPane(page, name);
  const header = pane.locator('.pane-header');
  await header.waitFor({ timeout: DEFAULT_TIMEOUT });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  return pane;
}

/** Collapses a view pane (other views then get its room). */
export async function collapseView(page: Page, name: string): Promise<void> {
  const header = viewPane(page, name).locator('.pane-header');
  if ((await header.getAttribute('aria-expanded')) === 'true') await header.click();
}

/**
 * The Worldbuilding view with room to show its rows (its list draws only the rows in sight): the other
 * views collapsed, every row folded, then the user and the named path expanded.
 */
/**
 * Folds the sidebar's other views, so the one a test works in has the height to draw its rows. World
 * Changes too: once scenarios 43–46 have pulled a world into five folders its rows took most of the
 * sidebar, and 48 (the last) found no room for the Localization tree's Arabic row.
 */
export async function collapseOtherViews(page: Page, keep: string): Promise<void> {
  for (const name of ['Localization', 'Translation Changes', 'Worldbuilding', 'World Changes'])
    if (name !== keep) await collapseView(page, name);
}

/**
 * Hides the panel below the editors (Output, Problems…) when it is shown, so the views get the window's
 * height: a tree draws only the rows in sight, and a panel an earlier scenario left open once kept the row
 * a scenario wanted out of it. (VS Code offers "Hide Panel" only while the panel is shown.)
 */
export async function hidePanel(page: Page): Promise<void> {
  if (await page.locator('.part.panel').isVisible()) await runCommand(page, 'View: Hide Panel');
  await page.locator('.part.panel').waitFor({ state: 'hidden', timeout: DEFAULT_TIMEOUT });
}

export async function worldbuildingPath(page: Page, ...path: RegExp[]): Promise<Locator> {
  await openContainer(page, 'Scriptorium');
  await collapseOtherViews(page, 'Worldbuilding');
  const pane = await expandView(page, 'Worldbuilding');
  await treeRow(pane, /^sandbox-writer/).waitFor({ timeout: DEFAULT_TIMEOUT });
  await pane.locator('.pane-header').hover();
  await pane.locator('.pane-header .action-item [aria-label^="Collapse All"]').first().click();
  for (const row of [/^sandbox-writer/, ...path]) await expandRow(pane, row);
  return pane;
}

/**
 * Opens the quick input with `key`, types `text` and waits for a row showing `row`. Tried three times: the
 * input can close again right as it opens (a view taking focus after a refresh), and Quick Open may not
 * have indexed a file written a moment ago.
 */
async function fillQuickInput(page: Page, key: string, text: string, row: string): Promise<void> {
  const input = page.locator('.quick-input-widget input.input');
  // What the workbench showed at each failed attempt, before Escape closed it (a CI run found the input
  // inert, as under a modal dialog, three times, and nothing open once the test had failed).
  const seen: string[] = [];
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press(key);
    try {
      await input.waitFor({ state: 'visible', timeout: 10_000 });
      await input.fill(text, { timeout: 5_000 });
      await page.locator('.quick-input-list .monaco-list-row', { hasText: row }).first().waitFor({ timeout: 10_000 });
      return;
    } catch (err) {
      seen.push(`attempt ${attempt}: ${await workbenchState(page).catch(() => '?')}`);
      if (attempt === 3) {
        (err as Error).message += `\n    ${seen.join('\n    ')}`;
        throw err;
      }
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Runs a command through the command palette by its title as shown there. The keys go to the palette
 * only while it is open: an Enter pressed after it had closed went to the view behind it (CI 51: a
 * Translation Changes row opened its string, and the settings editor the test waited for never came). A
 * palette that closes before its row is chosen is opened once more, and what took the focus is printed
 * (the focus moves), so the cause can be found; twice is a failure.
 */
export async function runCommand(page: Page, title: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await fillQuickInput(page, 'F1', `>${title}`, title);
    if (await chooseCommand(page, title)) return;
    const state = `the command palette closed before "${title}" was chosen: ${await workbenchState(page)}`;
    if (attempt === 2) throw new Error(`${state} (twice)`);
    console.log(`      ${state}; opened again`);
  }
}

/** Chooses the palette's row for `title`; false when the palette closed before its keys were pressed. */
async function chooseCommand(page: Page, title: string): Promise<boolean> {
  const rows = page.locator('.quick-input-list .monaco-list-row');
  // The row whose label is exactly the title, not the first fuzzy match: recently used commands (say
  // "Refresh Worlds" for "Refresh") rank first.
  const labels = await rows.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.split('\n')[0]!.trim()));
  const exact = labels.indexOf(title);
  // Chosen by keyboard: a click on a row of the filtering list was seen to find it gone or moved (two
  // cold CI runs). The pointer first goes where the click left it (over the palette), so a later hover
  // over a row it rested on still starts, and a hover this command shows is not closed by it moving after.
  const size = page.viewportSize();
  if (size) await page.mouse.move(size.width / 2, 60);
  const input = page.locator('.quick-input-widget input.input');
  const keys = [...Array.from({ length: Math.max(exact, 0) }, () => 'ArrowDown'), 'Enter'];
  for (const key of keys) {
    const open = await input.evaluate((el) => el.checkVisibility() && document.activeElement === el).catch(() => false);
    if (!open) return false;
    await page.keyboard.press(key);
  }
  return true;
}

/** Labels of the rows of a tree view, in order. */
export async function treeLabels(pane: Locator): Promise<string[]> {
  return pane.locator('.monaco-list-row').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.trim()));
}

/**
 * Texts of the visible notification toasts. A toast sliding in or out is not rendered, and then innerText
 * is its textContent — with the list's own <style> element (VS Code's CSS, read once as a "message").
 */
export async function notifications(page: Page): Promise<string[]> {
  return page.locator('.notifications-toasts .notification-toast').evaluateAll((els) =>
    els.map((e) => {
      const copy = e.cloneNode(true) as HTMLElement;
      for (const style of copy.querySelectorAll('style')) style.remove();
      return ((e as HTMLElement).checkVisibility() ? (e as HTMLElement).innerText : (copy.textContent ?? '')).trim();
    }),
  );
}

/** Saves a screenshot into test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = join(harness().screenshotDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

function findFiles(dir: string, match: (name: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) findFiles(full, match, out);
    else if (match(entry)) out.push(full);
  }
  return out;
}

/** Text of the extension host logs of this code-server instance (all sessions, concatenated). */
export function extensionHostLog(): string {
  const logs = join(harness().vscode.userDataDir, 'logs');
  return findFiles(logs, (n) => n === 'exthost.log' || n === 'remoteexthost.log')
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

/** Text of Scriptorium's own output channel log. */
export function scriptoriumLog(): string {
  const logs = join(harness().vscode.userDataDir, 'logs');
  return findFiles(logs, (n) => /Scriptorium\.log$/.test(n))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

/** Polls `probe` until it returns a truthy value; fails with `what` after the timeout. */
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  timeoutMs = DEFAULT_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
}

/** How a test names a tree row: by its text, or by the start of the label a screen reader speaks. */
export type RowLabel = string | RegExp | { ariaPrefix: string };

/** A row of a tree view, by its label (exact start of the row text) or its spoken label. */
export function treeRow(pane: Locator, label: RowLabel): Locator {
  if (typeof label === 'object' && !(label instanceof RegExp))
    return pane.locator(`.monaco-list-row[aria-label^=${JSON.stringify(label.ariaPrefix)}]`).first();
  return pane.locator('.monaco-list-row', { hasText: label }).first();
}

/** Collapses every row of a tree view (its title-bar action), so the rows a test expands next are in view. */
export async function collapseAll(pane: Locator): Promise<void> {
  await pane.locator('.pane-header').hover();
  await pane.locator('.pane-header .action-item [aria-label^="Collapse All"]').first().click();
}

/**
 * Expands a collapsed tree row (click toggles; only click when collapsed). A refresh may redraw the row
 * under the click (the new row is folded again), so it is looked up afresh and clicked again until open.
 */
export async function expandRow(pane: Locator, label: RowLabel): Promise<void> {
  const row = treeRow(pane, label);
  await row.waitFor({ timeout: DEFAULT_TIMEOUT });
  const deadline = Date.now() + DEFAULT_TIMEOUT;
  for (;;) {
    if ((await row.getAttribute('aria-expanded')) === 'true') return;
    await row.click();
    try {
      await pane
        .page()
        .waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await row.elementHandle(), {
          timeout: 5_000,
        });
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
  }
}

/**
 * Expands each row of `path` in turn until `target` shows: a refresh still under way (a Refresh command
 * just run, a session rebuilt) redraws the tree with those rows folded again, so expand once more then.
 * A tree draws only the rows in its view: a target among the children of a row near the view's bottom is
 * not drawn until the tree scrolls, so it is scrolled down (the wheel, as a person does) before trying again.
 */
export async function revealRow(pane: Locator, path: Array<string | RegExp>, target: RowLabel): Promise<Locator> {
  const row = treeRow(pane, target);
  for (let attempt = 1; ; attempt++) {
    for (const p of path) await expandRow(pane, p);
    try {
      await row.waitFor({ timeout: 5_000 });
      return row;
    } catch (e) {
      if (await scrollUntilDrawn(pane, row)) return row;
      if (attempt >= 4) {
        const shown = await pane.locator('.monaco-list-row').allInnerTexts();
        throw new Error(
          `${(e as Error).message}\n    rows drawn: ${JSON.stringify(shown.map((t) => t.replace(/\s+/g, ' ')))}`,
        );
      }
    }
  }
}

/** Scrolls a tree down until `row` is drawn or the tree ends; whether it is drawn. */
export async function scrollUntilDrawn(pane: Locator, row: Locator): Promise<boolean> {
  const list = pane.locator('.monaco-list').first();
  const rowsTop = () =>
    list
      .locator('.monaco-list-rows')
      .first()
      .evaluate((el) => (el as HTMLElement).style.top);
  if ((await list.count()) === 0) return false;
  for (;;) {
    if ((await row.count()) > 0) return true;
    const before = await rowsTop();
    await list.hover();
    await pane.page().mouse.wheel(0, 200);
    // The list moves its rows by their container's top, in the frame after the wheel: unchanged after two
    // frames, the tree is at its end.
    await list.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const moved = (await rowsTop()) !== before;
    if (!moved) return (await row.count()) > 0;
  }
}

/**
 * The page of the webview in view (webviews sit in two nested iframes): the last webview frame that is
 * shown. Not just the last one: after a window reload a hidden webview frame was seen after the panel's,
 * and clicks and waits went to it (a Next that never reached the extension, a heading never found while
 * the screenshot showed it).
 */
export function webviewFrame(page: Page) {
  return page.frameLocator('iframe.webview.ready >> visible=true').last().frameLocator('iframe#active-frame');
}

/** Answers the open quick input: fills the text and presses Enter. */
export async function answerInput(page: Page, text: string): Promise<void> {
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('input.input');
  await input.waitFor({ state: 'visible', timeout: DEFAULT_TIMEOUT });
  const title = widget.locator('.quick-input-title');
  const stepBefore = await title.innerText().catch(() => '');
  await input.fill(text);
  // Enter on the input itself (focused again first), not wherever the focus is: a page that moves the focus
  // late (the walkthrough focuses its step some time after a question closes) took the Enter away from a
  // multi-step question's second box, which, kept open when the focus leaves, stayed open with the token in
  // it and covered the next clicks (a cold CI run under load: four walkthrough steps failed behind it).
  await input.press('Enter');
  // A multi-step input reuses the same box. Until this step is done (the box closes or its title moves on
  // to the next step), an answer typed for the next step would land here and be wiped by the transition —
  // seen under load. A step that stays open (a validation message) is left for the caller's checks.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!(await widget.isVisible())) return;
    if ((await title.innerText().catch(() => '')) !== stepBefore) return;
    await page.waitForTimeout(100);
  }
}

/** Picks an item of the open quick pick by its label. */
export async function pickItem(page: Page, label: string | RegExp): Promise<void> {
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: label }).first();
  await row.waitFor({ timeout: DEFAULT_TIMEOUT });
  await row.click();
}

/** Opens a workspace file by name through Quick Open and waits for its tab. */
export async function openFile(page: Page, name: string): Promise<void> {
  await fillQuickInput(page, 'Control+P', name, name);
  // Quick Open lists recently opened files first and filters them as it searches: under load, Enter on a
  // list not yet filtered opened the previous file (seen: lantern-quarter.md for aldmere-harbour.md). Wait
  // until the first row is the file asked for.
  await page.waitForFunction(
    (n) =>
      document.querySelector('.quick-input-list .monaco-list-row[data-index="0"]')?.textContent?.includes(n) ?? false,
    name,
    { timeout: DEFAULT_TIMEOUT },
  );
  await page.keyboard.press('Enter');
  await page.locator('.tab.active', { hasText: name }).waitFor({ timeout: DEFAULT_TIMEOUT });
}

/** Right-click → Pull into a New File on an article of The Reedlands in the Worldbuilding view (categories: the path to it). */
/**
 * Pull into a New File on an article row; answers the write policy's question about the new file under
 * articles/ with Write File (unless `confirm` is false: the caller answers it).
 */
export async function pullFromTree(
  page: Page,
  category: RegExp | RegExp[],
  title: RegExp,
  confirm = true,
): Promise<void> {
  await openContainer(page, 'Scriptorium');
  const pane = await expandView(page, 'Worldbuilding');
  if ((await treeRow(pane, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
  await expandRow(pane, /^The Reedlands/);
  for (const c of Array.isArray(category) ? category : [category]) await expandRow(pane, c);
  await treeContextMenu(pane, title, 'Pull into a New File');
  if (confirm) await answerWriteQuestion(page, /writes articles\/.*\(new file\)/);
}

/**
 * Right-click on a row, then the context-menu item whose label contains `label`, chosen with the keyboard
 * as a keyboard user would: Down until that item holds the menu's focus (each press waits for the focus
 * to move), then Enter. A pointer was racy: a click right as the menu opens is ignored, and a hover may not
 * move the mouse (no mouseover, so no focus). Resolves false, with the menu closed, when the row's menu
 * has no such item (`contextAction` fails then).
 */
export async function offeredContextAction(page: Page, row: Locator, label: string): Promise<boolean> {
  // A tree row's hover (shown while the pointer rests on a row) can cover the next row: a right-click
  // then lands on the hover and opens no menu.
  await clearHovers(page);
  await row.click({ button: 'right' });
  const menu = page.locator('.context-view .monaco-menu').first();
  await menu.waitFor({ timeout: DEFAULT_TIMEOUT });
  // The menu takes the keyboard focus as it opens (it lives in a shadow root: the host has the document's focus).
  await page.waitForFunction(
    () => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return Boolean(el?.closest('.monaco-menu'));
    },
    undefined,
    { timeout: DEFAULT_TIMEOUT },
  );
  const items = menu.locator('.action-item:not(.disabled) .action-label:not(.separator)');
  const labels = await items.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  const target = labels.findIndex((l) => l.includes(label));
  if (target < 0) {
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: DEFAULT_TIMEOUT });
    return false;
  }
  const focusedLabel = () =>
    menu
      .locator('.action-item.focused .action-label')
      .innerText({ timeout: 1_000 })
      .then(
        (t) => t.trim(),
        () => '',
      );
  for (let presses = 0; presses <= labels.length; presses++) {
    const before = await focusedLabel();
    if (before === labels[target]) {
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'hidden', timeout: DEFAULT_TIMEOUT });
      return true;
    }
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      ([m, was]) =>
        (m?.querySelector('.action-item.focused .action-label') as HTMLElement | null)?.innerText.trim() !== was,
      [await menu.elementHandle(), before] as const,
      { timeout: DEFAULT_TIMEOUT },
    );
  }
  throw new Error(`the context menu never focused "${labels[target]}" (items: ${labels.join(' | ')})`);
}

/** An editor's hover and the workbench's (a tree row's tooltip, a status bar item's). */
const HOVERS = '.monaco-hover, .workbench-hover';

/**
 * The hover showing now whose text matches. Hovers hidden again stay in the page (an editor's hover widget
 * keeps its last content, hidden): the first of every hover with the text was once the locale file's
 * hidden hover from an earlier scenario, and a wait for it to be visible never ended (22 in a window where
 * it followed 03 closely).
 */
export function shownHover(page: Page, text: string | RegExp): Locator {
  return page.locator(HOVERS).filter({ visible: true }).filter({ hasText: text }).first();
}

/**
 * Moves the pointer off everything and waits until no hover shows: a hover left by the last click (a
 * tree row's, a status bar item's) covers what is under it, and a click there lands on the hover.
 *
 * A tree row's tooltip is resolved lazily; on a busy machine it can be drawn after the pointer has already
 * left the row (CI 17: a hostile string's tooltip stayed 30 s), and then no pointer move is left to hide
 * it. Such a hover hides when the pointer passes over it and leaves it, as a person would do.
 */
export async function clearHovers(page: Page): Promise<void> {
  const deadline = Date.now() + DEFAULT_TIMEOUT;
  await page.mouse.move(0, 0);
  for (;;) {
    const left = await page
      .waitForFunction(
        (selector) =>
          ![...document.querySelectorAll(selector)].some((e) =>
            e.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
          ),
        HOVERS,
        { timeout: Math.max(1, Math.min(HOVER_SETTLE_MS, deadline - Date.now())) },
      )
      .then(
        () => undefined,
        () => shownHoverBox(page),
      );
    if (!left) return;
    if (Date.now() >= deadline) throw new Error(`a hover stayed after the pointer left it: ${left.text}`);
    await page.mouse.move(left.x, left.y);
    await page.mouse.move(0, 0);
  }
}

/** How long a hover may take to hide by itself after the pointer leaves (VS Code's own delays are < 1 s). */
const HOVER_SETTLE_MS = 3_000;

/** The middle of the first hover showing, and its text, or undefined when none shows. */
async function shownHoverBox(page: Page): Promise<{ x: number; y: number; text: string } | undefined> {
  return page.evaluate((selector) => {
    const hover = [...document.querySelectorAll<HTMLElement>(selector)].find((e) =>
      e.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
    if (!hover) return undefined;
    const r = hover.getBoundingClientRect();
    return {
      x: r.left + r.width / 2,
      y: r.top + r.height / 2,
      text: hover.innerText.replace(/\s+/g, ' ').slice(0, 120),
    };
  }, HOVERS);
}

/** Right-click on a row and run one item of its context menu; fails when the menu lacks it. */
export async function contextAction(page: Page, row: Locator, label: string): Promise<void> {
  if (!(await offeredContextAction(page, row, label)))
    throw new Error(`no "${label}" in the context menu of ${String(row)}`);
}

/** Right-click a tree row (by its label) and run one item of its context menu; fails when the menu lacks it. */
export async function treeContextMenu(pane: Locator, row: string | RegExp, action: string): Promise<void> {
  await contextAction(pane.page(), treeRow(pane, row), action);
}

/**
 * Appends `added` to a failed test's error: mocha prints the message, then the stack minus the message it
 * starts with, so both carry it.
 */
export function appendToError(err: Error, added: string): void {
  if (err.stack?.includes(err.message)) err.stack = err.stack.replace(err.message, err.message + added);
  err.message += added;
}

/**
 * What the workbench shows that can swallow a click or a key, in one line for a failure's message: the
 * focused element, the quick input's title, a dialog's text, the toasts, the active tab (and whether it is
 * dirty). Evaluated from a string: tsx names the nested functions of a function handed to the page with a
 * helper the page does not have.
 */
export async function workbenchState(page: Page): Promise<string> {
  return page.evaluate<string>(WORKBENCH_STATE);
}

const WORKBENCH_STATE = `(() => {
  const shown = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.checkVisibility()).map((e) => e.innerText);
  const short = (s) => s.replace(/\\s+/g, ' ').trim().slice(0, 120);
  const active = document.activeElement;
  const label = active && active.getAttribute('aria-label');
  const focus = active
    ? active.tagName.toLowerCase() + (active.className ? '.' + String(active.className).trim().split(/\\s+/).slice(0, 3).join('.') : '') + (label ? ' "' + short(label) + '"' : '')
    : 'none';
  const parts = ['focus ' + focus];
  const quick = shown('.quick-input-widget .quick-input-title');
  if (quick.length) parts.push('quick input "' + short(quick.join(' | ') || '(untitled)') + '"');
  else if (shown('.quick-input-widget').length) parts.push('quick input (untitled)');
  const dialog = shown('.monaco-dialog-box');
  if (dialog.length) parts.push('dialog "' + short(dialog.join(' | ')) + '"');
  const toasts = shown('.notifications-toasts .notification-toast');
  if (toasts.length) parts.push('toasts ' + toasts.map((t) => '"' + short(t) + '"').join(', '));
  const tab = document.querySelector('.tabs-container .tab.active');
  if (tab) parts.push('active tab "' + short(tab.innerText) + '"' + (tab.classList.contains('dirty') ? ' (dirty)' : ''));
  parts.push(document.querySelectorAll('iframe.webview').length + ' webview frame(s)');
  const inert = [...document.querySelectorAll('[inert]')].map((e) => e.className.split(' ')[0] || e.tagName.toLowerCase());
  if (inert.length) parts.push('inert: ' + inert.slice(0, 5).join(', '));
  const moves = (window.__focusMoves || []).slice(-8);
  if (moves.length) parts.push('focus moves: ' + moves.map(([at, to]) => to + ' ' + Math.round(performance.now() - at) + ' ms ago').join(' → '));
  const told = (window.__notifications || []).slice(-5);
  if (told.length) parts.push('notifications: ' + told.map(([at, text]) => '"' + text + '" ' + Math.round(performance.now() - at) + ' ms ago').join(', '));
  return parts.join('; ');
})()`;

/**
 * A new browser page on code-server's workbench for `workspace`, drawn, with the focus recorder below
 * (every window a test drives: run.ts's and ownWorkbench's). A page that does not draw is closed.
 */
export async function openWorkbenchPage(browser: Browser, url: string, workspace: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await page.addInitScript(WORKBENCH_RECORDER);
    await page.goto(`${url}?folder=${encodeURIComponent(workspace)}`);
    await waitForWorkbench(page);
    return page;
  } catch (e) {
    await page.close().catch(() => undefined);
    throw e;
  }
}

/**
 * Run in every workbench page before it loads (openWorkbenchPage): keeps the last moves of the keyboard focus
 * and the last notifications shown, which workbenchState names. A key pressed after something took the
 * focus goes there, and what took it is gone from the page by the time a test fails (CI 51: the command
 * palette closed before its Enter).
 */
const WORKBENCH_RECORDER = `(() => {
  if (window.top !== window) return;
  const moves = (window.__focusMoves = []);
  document.addEventListener('focusin', (e) => {
    const t = e.target;
    const label = t.getAttribute && t.getAttribute('aria-label');
    const name = t.tagName.toLowerCase() + (t.className && typeof t.className === 'string' ? '.' + t.className.trim().split(/\\s+/).slice(0, 2).join('.') : '');
    moves.push([performance.now(), name + (label ? ' "' + label.slice(0, 40) + '"' : '')]);
    if (moves.length > 20) moves.shift();
  }, true);
  // The notifications' toasts, looked at four times a second: an information message hides by itself after
  // some seconds, so the one that told why nothing happened was gone when a 30 s wait failed (CI of 18ff990:
  // Add String opened no input box, and nothing on the page said why). A toast shows for seconds; a poll is
  // cheaper than watching every change of the whole workbench.
  const told = (window.__notifications = []);
  setInterval(() => {
    for (const m of document.querySelectorAll('.notifications-toasts .notification-list-item-message')) {
      const text = m.textContent.replace(/\\s+/g, ' ').trim().slice(0, 120);
      if (!text || told.some(([, t]) => t === text)) continue;
      told.push([performance.now(), text]);
      if (told.length > 20) told.shift();
    }
  }, 250);
})()`;

/**
 * The light bulb drawn on the cursor's line: the editor's own code action request for the cursor's place
 * has answered. VS Code makes that request 250 ms after the cursor (or the file's problems) last changed,
 * and a request replaces the one before it: a Ctrl+. pressed sooner was cancelled by it, its menu never
 * shown, the light bulb drawn instead (e2e 51 and 60 on a loaded machine, the editor focused, no menu in
 * 30 s).
 */
const LIGHT_BULB_ON_CURSOR_LINE = `(() => {
  const editor = document.querySelector('.editor-group-container.active .monaco-editor.focused');
  const line = editor && editor.querySelector('.view-overlays .current-line');
  if (!line) return false;
  const top = line.getBoundingClientRect().top;
  return [...editor.querySelectorAll('.lightBulbWidget, [class*="gutter-lightbulb"], [class*="codicon-lightbulb"]')].some(
    (b) => b.checkVisibility() && Math.abs(b.getBoundingClientRect().top - top) < 4,
  );
})()`;

/** Waits until the light bulb is drawn on the cursor's line (see above): then Ctrl+. opens the menu. */
export async function lightBulbOnCursorLine(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(LIGHT_BULB_ON_CURSOR_LINE, undefined, { timeout });
}

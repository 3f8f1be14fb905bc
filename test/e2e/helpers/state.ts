// What scenarios wait on instead of a notification toast. A toast is transient: VS Code hides an
// information toast after 10 s (a warning after 12, an error after 15), shows at most three, and a newer one
// pushes an older one out — so a wait on a toast's text races with the machine's load (issue #32). A scenario
// waits on the state the action produces instead: the Scriptorium log (lines only an action's outcome
// writes), settings.json, the editor, the tabs, the sandbox. Where a test is about what a message says, it
// first waits on that state, then reads the message from the Notification Center, which keeps every
// notification until it is cleared or acted on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import type { Locator, Page } from 'playwright-core';
import { harness } from '../harness';
import { clearHovers, eventually, screenshot, scriptoriumLog } from './workbench';

/** Escapes text for use inside a RegExp. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The Scriptorium log's lines now, to tell the lines an action writes from the ones before it. A set of
 * lines rather than a count: the log may be several files (one per extension host session), read in
 * directory order, so a new file's lines need not come last. Each line carries a time to the millisecond.
 */
export function logSnapshot(): Set<string> {
  return new Set(scriptoriumLog().split('\n'));
}

/** The Scriptorium log's lines that were not there at `before` (a logSnapshot()). */
export function newLogLines(before: Set<string>): string[] {
  return scriptoriumLog()
    .split('\n')
    .filter((l) => l.trim() !== '' && !before.has(l));
}

/** Waits for a Scriptorium log line matching `match` that was not there at `before`; resolves with it. */
export async function newLogLine(
  what: string,
  before: Set<string>,
  match: RegExp,
  timeoutMs = 30_000,
): Promise<string> {
  return (await eventually(
    `${what} (a new Scriptorium log line matching ${match})`,
    () => newLogLines(before).find((l) => match.test(l)),
    timeoutMs,
  ))!;
}

/** The user settings (settings.json) as they are on disk. */
export function userSettings(): Record<string, unknown> {
  const file = join(harness().vscode.userDataDir, 'User', 'settings.json');
  return (parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
}

/** Text of the lines the first editor shows (the editor draws spaces as no-break spaces). */
export async function editorText(page: Page): Promise<string> {
  return (await page.locator('.monaco-editor .view-lines').first().innerText()).replace(/\u00a0/g, ' ');
}

/** What the front matter in view records of its article (`scriptorium:` id and change date), as far as shown. */
export function recordedArticle(text: string): { id?: string; updated?: string } {
  return { id: /^\s*id: "([0-9a-f-]{36})"/m.exec(text)?.[1], updated: /^\s*updated: "([^"]+)"/m.exec(text)?.[1] };
}

// The Notification Center: shown, it lists every notification not yet cleared or acted on, newest first
// (toasts are hidden meanwhile, and new notifications go straight into it). Its list draws only the rows
// in sight, so a scenario that reads it clears the notifications before the action (the newest are on
// top anyway).
const CENTER = '.notifications-center.visible';

async function showNotificationCenter(page: Page): Promise<Locator> {
  const center = page.locator(CENTER);
  const deadline = Date.now() + 45_000;
  // Its status bar bell: the same in every display language (the palette's command name is not). A click
  // is pressed only while the center is not shown, and again once it has not come after one that was: a
  // click can be taken by what closes just then (CI run 2 of 2026-11-30, 15-world-pull: the folder dialog
  // closing after its button; the bell focused, the center never shown, the pull left waiting on its
  // question for the rest of the file). A second click never hides a center the first one showed.
  while ((await center.count()) === 0) {
    if (Date.now() > deadline) throw new Error('the Notification Center did not show after a click on its bell');
    // A hover (seen in cold CI: the status bar's own) can sit over the bell and take the click.
    await clearHovers(page);
    await page.locator('.statusbar-item[id="status.notifications"]').first().click();
    // The pointer left on the bell brings its "Hide Notifications" hover after a delay, over the lowest
    // row's buttons: a click on one then lands on the hover and is retried until the test times out (seen
    // in 15-world-pull on a machine at load 20: Show Conflicts under the hover). Moving away cancels it.
    await clearHovers(page);
    await center.waitFor({ timeout: 15_000 }).catch(() => undefined);
  }
  return center;
}

/** Hides the Notification Center when it shows (its own Hide button: no keyboard focus assumed). */
export async function hideNotificationCenter(page: Page): Promise<void> {
  const center = page.locator(CENTER);
  if ((await center.count()) === 0) return;
  // The center may already be on its way out (a modal dialog closing hides it too, seen in 15-world-pull),
  // or be growing and shrinking as a command's progress notifications come and go (it is anchored at the
  // bottom, so its header moves: 46's pull, at load 11, never got a stable button in 5 s, and the center
  // stayed). A pointer click needs the button still; the button's own click event does not. What counts
  // is the state: the center gone.
  const hide = center.locator('.notifications-center-header .codicon-notifications-hide').first();
  await hide
    .click({ timeout: 5_000 })
    .catch(() => hide.evaluate((el) => (el as HTMLElement).click(), undefined, { timeout: 5_000 }))
    .catch(() => undefined);
  if (await gone(center, 10_000)) return;
  // Still open after its Hide button (a full CI run at load 13, e2e 34: the center stayed 30 s with the
  // editor focused): VS Code's own key for it, Escape while the center shows (notifications.hideList) —
  // not while a quick input is open, which Escape would cancel instead.
  if (!(await page.locator('.quick-input-widget').isVisible())) await page.keyboard.press('Escape');
  if (await gone(center, 20_000)) return;
  const actions = await center
    .locator('.notifications-center-header .action-label')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('aria-label')} [${el.className}]`));
  throw new Error(`the Notification Center stayed open; its header's actions: ${actions.join('; ')}`);
}

/** Whether `locator` is detached within `ms` (false when it is still there then). */
async function gone(locator: Locator, ms: number): Promise<boolean> {
  return locator.waitFor({ state: 'detached', timeout: ms }).then(
    () => true,
    () => false,
  );
}

/** How far the center's list is scrolled down, in pixels (its rows' container is drawn moved up by that). */
const centerScrollTop = (center: Locator) =>
  center
    .locator('.notifications-list-container .monaco-list-rows')
    .first()
    .evaluate((el) => -parseFloat((el as HTMLElement).style.top || '0'))
    .catch(() => 0);

/**
 * Scrolls the center's list back to its top, where the newest notification is. The list keeps its scroll
 * position (in pixels) when a notification is added on top, and draws only the rows in sight: scrolled
 * down by one row, a new notification stays above the view and out of the page (CI's 24 waited 60 s for
 * the write question while the center listed the nine before it, newest first).
 */
async function scrollCenterToTop(page: Page, center: Locator): Promise<void> {
  if ((await centerScrollTop(center)) <= 0) return;
  const box = await center.locator('.notifications-list-container').first().boundingBox();
  if (!box) return;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -100_000);
  await clearHovers(page);
}

/**
 * The row of the Notification Center whose message matches, once it is there (found by its text: a newer
 * notification moves the rows down). The center is kept open while waiting: a notification shown before
 * the wait began may have hidden its toast already (a message without buttons hides after some seconds,
 * and a busy machine takes longer to reach the state the test waits on), and is then listed only in the
 * center; with the center open, a new notification goes straight into it. VS Code closes the center when
 * it becomes empty (a progress notification ending), so each poll opens it again when it is closed: a
 * notification that came as a toast meanwhile is listed once it opens (once waited 30 s for a toast that
 * had hidden, seen in 24 and 31).
 */
async function centerRow(
  page: Page,
  what: string,
  match: RegExp,
  timeoutMs: number,
): Promise<{ row: Locator; text: string }> {
  const message = '.notification-list-item-message';
  const deadline = Date.now() + timeoutMs;
  const quickInput = page.locator('.quick-input-widget').filter({ visible: true });
  for (;;) {
    // Not while a quick input shows (a folder dialog still closing after its button, a question of the
    // command): a click on the bell then only closes the quick input, or cancels it (44-secret-files' pull).
    if ((await page.locator(CENTER).count()) === 0 && (await quickInput.count()) > 0) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${match}): a quick input stays open`);
      await page.waitForTimeout(250);
      continue;
    }
    const center = await showNotificationCenter(page);
    await scrollCenterToTop(page, center);
    const row = center
      .locator('.notifications-list-container .monaco-list-row')
      .filter({ has: page.locator(message, { hasText: match }) })
      .first();
    if ((await row.count()) > 0)
      return { row, text: ((await row.locator(message).first().textContent()) ?? '').trim() };
    if (Date.now() > deadline) {
      const shown = await center.locator(message).allTextContents();
      throw new Error(
        `timed out waiting for ${what} (${match}) in the Notification Center, which lists: ${JSON.stringify(shown)}` +
          ` (scrolled ${await centerScrollTop(center)} px)`,
      );
    }
    await page.waitForTimeout(250);
  }
}

/**
 * Waits for a notification matching `match` in the Notification Center; resolves with its message. With
 * `screenshot`, saves one while the center shows it. Hides the center again.
 */
export async function notificationText(
  page: Page,
  what: string,
  match: RegExp,
  options: { timeoutMs?: number; screenshot?: string } = {},
): Promise<string> {
  try {
    const { text } = await centerRow(page, what, match, options.timeoutMs ?? 30_000);
    if (options.screenshot) await screenshot(page, options.screenshot);
    return text;
  } finally {
    await hideNotificationCenter(page);
  }
}

/**
 * Clicks a button of the notification matching `match`, found in the Notification Center (a toast with
 * buttons still hides after 12 s); resolves with its message. The clicked notification closes, and the
 * center hides itself once it is empty; when other notifications keep it open, the caller hides it
 * (hideNotificationCenter) once a modal dialog the button may open is answered.
 */
export async function clickNotificationButton(
  page: Page,
  what: string,
  match: RegExp,
  button: string,
): Promise<string> {
  const { row, text } = await centerRow(page, what, match, 30_000);
  await row.locator('.monaco-button', { hasText: button }).first().click();
  return text;
}

/**
 * The message containing `text` (or matching a pattern) among the notifications, from the Notification
 * Center: read once the test has waited on the state the action produces, which the message follows.
 */
export function messageShown(page: Page, text: string | RegExp): Promise<string> {
  return notificationText(page, 'the message', typeof text === 'string' ? new RegExp(literal(text)) : text);
}

/**
 * The buttons of the question before writing that matches `files`, in order, and which one is highlighted
 * (VS Code draws a notification's first button as the primary one, the rest as secondary): what a glance
 * takes as the suggested answer. Leaves the question unanswered and the Notification Center open on it, so
 * answerWriteQuestion finds it at once (a toast hidden by the center would not show again).
 */
export async function writeQuestionButtons(
  page: Page,
  files: RegExp,
): Promise<{ buttons: string[]; highlighted: string[] }> {
  const { row } = await centerRow(page, 'the question before writing files', files, 60_000);
  const labels = async (selector: string) =>
    (await row.locator(selector).allTextContents()).map((t) => t.trim()).filter((t) => t !== '');
  return {
    buttons: await labels('.monaco-button'),
    highlighted: await labels('.monaco-button:not(.secondary)'),
  };
}

/**
 * Answers the write policy's question (a notification naming the files a command is about to write) with
 * `button`, then hides the Notification Center again. Resolves with the question's text.
 */
export async function answerWriteQuestion(
  page: Page,
  files: RegExp,
  button: string | RegExp = /^Write /,
): Promise<string> {
  try {
    const { row, text } = await centerRow(page, 'the question before writing files', files, 60_000);
    await row.locator('.monaco-button', { hasText: button }).first().click();
    return text;
  } finally {
    await hideNotificationCenter(page);
  }
}

/** The text of the modal dialog's button the keyboard is on (what Enter presses), once the dialog has focus. */
export async function focusedDialogButton(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const el = document.activeElement;
      return el?.closest('.monaco-dialog-box') ? (el.textContent ?? '').trim() || undefined : undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as string;
}

// Driving the workbench with the keyboard alone: lists walked with the arrow keys, commands through F1, a
// string opened from a locale file's problem with F8 and its quick fix (Ctrl+.).
import { strict as assert } from 'node:assert';
import type { Frame, Page } from 'playwright-core';
import { panelFrame } from './webviewA11y';
import { eventually, lightBulbOnCursorLine, openFile } from './workbench';

/** Text of the focused row of a list (the quick input, the code action menu). */
async function focusedRow(page: Page, list: string): Promise<string> {
  return (
    await page
      .locator(`${list} .monaco-list-row.focused`)
      .first()
      .innerText()
      .catch(() => '')
  )
    .split('\n')[0]!
    .trim();
}

/** Moves down a list with the arrow keys until the focused row starts with `label`, then Enter. */
export async function chooseByKeyboard(page: Page, list: string, label: string): Promise<void> {
  await page.locator(`${list} .monaco-list-row`).first().waitFor({ timeout: 30_000 });
  for (let i = 0; i < 30 && !(await focusedRow(page, list)).startsWith(label); i++)
    await page.keyboard.press('ArrowDown');
  assert.ok((await focusedRow(page, list)).startsWith(label), `${label} reached with the arrow keys`);
  await page.keyboard.press('Enter');
}

/** F1, the command's title typed, its row reached with the arrow keys, Enter. */
export async function paletteCommand(page: Page, title: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('F1');
    try {
      await page.locator('.quick-input-widget input.input').waitFor({ state: 'visible', timeout: 10_000 });
      await page.keyboard.type(title);
      await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor({ timeout: 10_000 });
      break;
    } catch (err) {
      if (attempt === 3) throw err;
      await page.keyboard.press('Escape');
    }
  }
  await chooseByKeyboard(page, '.quick-input-list', title);
}

/**
 * Opens the first string Scriptorium marks in a locale file: F8 goes to the problem ("Untranslated on
 * Portuguese (Brazil): menu.file.save"), Escape closes its peek with the cursor on the key, Ctrl+. offers
 * the quick fix. Returns the unit panel's frame and the string's key.
 */
export async function openStringFromProblem(
  page: Page,
  file: string,
  language: string,
): Promise<{ frame: Frame; key: string }> {
  await openFile(page, file);
  await page.keyboard.press('Control+Home');
  const widget = page.locator('.marker-widget', { hasText: ` on ${language}` });
  await eventually(`a Scriptorium problem in ${file}`, async () => {
    await page.keyboard.press('F8');
    return widget.count();
  });
  // The widget runs the message, its source ("Scriptorium") and code together: the key ends before them.
  const key = new RegExp(` on ${language}[^:]*:\\s*([\\w.-]+?)(?=Scriptorium|\\s|$)`).exec(
    await widget.first().innerText(),
  )?.[1];
  assert.ok(key, 'the problem names the key');
  await page.keyboard.press('Escape');
  // Ctrl+. before the peek has closed went to the peek (seen in cold CI: no action menu ever came).
  await widget.first().waitFor({ state: 'hidden', timeout: 30_000 });
  await lightBulbOnCursorLine(page);
  await page.keyboard.press('Control+.');
  await chooseByKeyboard(page, '.action-widget', 'Open this string in Scriptorium');
  return { frame: await panelFrame(page, new RegExp(`^${key.replace(/\./g, '\\.')}$`)), key };
}

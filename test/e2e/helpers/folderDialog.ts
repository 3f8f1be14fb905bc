// VS Code's folder dialog as the browser shows it (the simple one: a quick input listing folders, with ".."
// for the parent), answered with a folder of the workspace the way a person would.
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { harness } from '../harness';
import { eventually } from './workbench';

/**
 * Picks `folder` (an existing folder inside the workspace) in the open folder dialog and presses
 * `accept`. The dialog opens on one of `opensOn` (by default the workspace; a remembered folder when the
 * caller expects one) or on `folder` itself; resolves to the one it opened on. Elsewhere, `folder` is
 * typed in first.
 */
export async function pickFolder(
  page: Page,
  folder: string,
  accept: string,
  opensOn: readonly string[] = [harness().vscode.workspace],
): Promise<string> {
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ state: 'visible', timeout: 30_000 });
  const name = basename(folder);
  const rows = () =>
    page
      .locator('.quick-input-list .monaco-list-row')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  // The dialog works in steps that each end in a state it shows. Opened on the workspace, it lists it,
  // then puts the workspace's path into the box, replacing whatever was typed meanwhile (seen under load:
  // the pull went to the workspace root): so type only once it shows a folder's path with that folder's
  // listing. A listing is a folder's own when it holds "..", then only names that folder holds on disk:
  // just after typing, the box holds the new path while the rows are still the old folder's, and a press
  // of the button then either only lists the folder typed (the dialog stays open) or takes the old folder
  // (both seen on a busy CI: 43's pull never asked, 44's went into 43's folder).
  const showing = async (dir: string) => {
    if ((await input.inputValue()) !== `${dir}/`) return false;
    const shown = await rows();
    return listsOnly(dir, shown) && (dir !== harness().vscode.workspace || shown.includes(name));
  };
  let opened: string | undefined;
  await eventually(`the folder dialog listing one of ${[...opensOn, folder].join(', ')}`, async () => {
    for (const dir of [folder, ...opensOn]) if (await showing(dir)) opened = dir;
    return opened !== undefined;
  });
  if (opened !== folder) {
    await input.fill(`${folder}/`);
    // Accepting before it lists the folder typed (while it still checks the path) only makes it list the
    // folder, and the dialog stays open: accept once the listing is the folder's own.
    await eventually('the folder dialog listing the folder typed', () => showing(folder));
  }
  await page.locator('.quick-input-widget .monaco-button', { hasText: accept }).first().click();
  return opened!;
}

/** Whether `shown`, the dialog's rows, can be `dir`'s listing: ".." and names `dir` holds, nothing else. */
function listsOnly(dir: string, shown: string[]): boolean {
  let held: Set<string>;
  try {
    held = new Set(readdirSync(dir));
  } catch {
    return false;
  }
  return shown.includes('..') && shown.every((row) => row === '..' || held.has(row.replace(/\/$/, '')));
}

// Steps the sample-app scenarios of keys in source code share (50-vue, 51-python, 52-android): a line of
// the editor as drawn (inlay hints included), the cursor put on a key, the hover, a Problems row, a quick
// fix, Go to Definition and Find All References, each waited for on what the workbench shows.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shownLanguageCode } from '../../../src/core/weblate/vocabulary';
import { harness } from '../harness';
import { chooseByKeyboard } from './keyboard';
import { weblateApi } from './localization';
import { answerInput, eventually, lightBulbOnCursorLine, runCommand, screenshot } from './workbench';

/** A workspace file's text on disk. */
export const onDisk = (relative: string) => readFileSync(join(harness().vscode.workspace, relative), 'utf8');
const baseName = (relative: string) => relative.slice(relative.lastIndexOf('/') + 1);
const dirtyTab = (relative: string) => harness().page.locator('.tab.dirty', { hasText: baseName(relative) });

/**
 * Opens Quick Open and types `text` into it. Only once the quick input of a step before has gone: a
 * Ctrl+P while the palette that ran "Close Editor" was still closing opened nothing to type into.
 */
async function quickOpen(text: string): Promise<void> {
  const { page } = harness();
  const widget = page.locator('.quick-input-widget');
  await widget.waitFor({ state: 'hidden', timeout: 10_000 });
  await page.keyboard.press('Control+P');
  const input = widget.locator('input.input');
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  await input.fill(text);
}

/**
 * Opens a workspace file by its path through Quick Open (the workspace has several en.json and
 * strings.xml): Enter only once the first row is that file, its name and folder.
 */
export async function openPath(relative: string): Promise<void> {
  const { page } = harness();
  const name = baseName(relative);
  const folder = relative.slice(0, relative.length - name.length - 1);
  await quickOpen(relative);
  await page.waitForFunction(
    ([n, f]) => {
      const text = document.querySelector('.quick-input-list .monaco-list-row[data-index="0"]')?.textContent ?? '';
      return text.includes(n!) && text.includes(f!);
    },
    [name, folder],
    { timeout: 30_000 },
  );
  await page.keyboard.press('Enter');
  await page.locator('.tab.active', { hasText: name }).waitFor({ timeout: 30_000 });
}

/** Whether none of the files has unsaved edits. */
export async function noneUnsaved(...relatives: string[]): Promise<boolean> {
  for (const r of relatives) if ((await dirtyTab(r).count()) > 0) return false;
  return true;
}

/**
 * Puts the workspace back after a scenario: unsaved edits a failed step left are reverted, every editor
 * closed, and each file must be on disk as `originals` has it.
 */
export async function putBack(originals: Record<string, string>): Promise<void> {
  const { page } = harness();
  for (const relative of Object.keys(originals))
    if (!(await noneUnsaved(relative))) {
      await openPath(relative);
      await runCommand(page, 'File: Revert File');
    }
  await runCommand(page, 'View: Close All Editors');
  for (const [relative, text] of Object.entries(originals)) assert.equal(onDisk(relative), text, relative);
}

export interface ServerUnit {
  id: number;
  context: string;
  source: string[];
  target: string[];
  state: number;
  has_failing_check: boolean;
}

/** The units of a translation as the sandbox has them. */
export async function serverUnits(translation: string): Promise<ServerUnit[]> {
  return (await weblateApi(`translations/${translation}/units/?page_size=1000`)).results as ServerUnit[];
}

/** The languages of a component other than its source, as the hover names them ("German (de)"). */
async function otherLanguages(component: string): Promise<string[]> {
  const list = (await weblateApi(`components/${component}/translations/?page_size=100`)).results as {
    is_source: boolean;
    language: { code: string; name: string };
  }[];
  // Codes as every view prints them (pt-BR, not the API's pt_BR: core/weblate/vocabulary.ts).
  return list.filter((t) => !t.is_source).map((t) => `${t.language.name} (${shownLanguageCode(t.language.code)})`);
}

/** The first line of the editors that shows `text`. */
export const line = (text: string) => harness().page.locator('.monaco-editor .view-line', { hasText: text }).first();

/** A line's text as drawn, inlay hints included (the editor draws spaces, a hint's too, as no-break spaces). */
export const drawnText = async (text: string) => (await line(text).innerText()).replace(/\u00a0/g, ' ');

/**
 * Waits until the line of the active editor's file `relative` that holds `needle` draws `hint` too; the
 * cursor goes there first, so the line is drawn however short the editor is.
 */
export async function hintShown(relative: string, needle: string, hint: string): Promise<void> {
  await cursorOn(relative, needle, needle);
  await eventually(
    `the hint “${hint}” on the line of ${needle}`,
    async () => (await drawnText(needle)).includes(hint),
    60_000,
  );
}

/** Where `key` is written in a workspace file: the 1-based line of the first line holding `needle` and the
 * column of the key's middle. */
export function placeOf(relative: string, needle: string, key: string): { line: number; column: number } {
  const lines = readFileSync(join(harness().vscode.workspace, relative), 'utf8').split('\n');
  const index = lines.findIndex((l) => l.includes(needle));
  assert.ok(index >= 0, `control: ${relative} holds ${needle}`);
  const at = lines[index]!.indexOf(key);
  assert.ok(at >= 0, `control: the line of ${needle} holds ${key}`);
  return { line: index + 1, column: at + Math.ceil(key.length / 2) + 1 };
}

/**
 * Puts the cursor in the middle of `key` on the line holding `needle` of the active editor (a workspace
 * file), by Go to Line/Column: a file without a grammar (Vue and Kotlin without their extensions) draws a
 * line as one span, so a click on a span's middle may land anywhere on the line.
 */
export async function cursorOn(relative: string, needle: string, key: string): Promise<void> {
  const { page } = harness();
  const { line: l, column } = placeOf(relative, needle, key);
  await quickOpen(`:${l}:${column}`);
  // Enter only once the list says where it goes (Enter on the list before it read the text goes elsewhere).
  await page
    .locator('.quick-input-list .monaco-list-row', { hasText: new RegExp(`\\b${l}\\b.*\\b${column}\\b`) })
    .first()
    .waitFor({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await page
    .locator('.statusbar-item', { hasText: new RegExp(`Ln ${l}, Col ${column}\\b`) })
    .waitFor({ timeout: 10_000 });
  // The keyboard is the editor's again only once the quick input has gone (a Ctrl+. before went nowhere).
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 });
  await page.locator('.editor-group-container.active .monaco-editor.focused').waitFor({ timeout: 10_000 });
}

/**
 * The hover of the key at `key` on the line holding `needle` (Show or Focus Hover, as from the keyboard):
 * it lists every language of `component` but the source, and links to the server. Returns its text.
 */
export async function hoverListsLanguages(relative: string, needle: string, key: string, component: string) {
  const { page } = harness();
  await cursorOn(relative, needle, key);
  await runCommand(page, 'Show or Focus Hover');
  const hover = page.locator('.monaco-hover-content', { hasText: 'Open in unit panel' }).first();
  await hover.waitFor({ timeout: 30_000 });
  const shown = (await hover.innerText()).replace(/\s+/g, ' ');
  const languages = await otherLanguages(component);
  assert.ok(languages.length >= 2, `control: ${component} has several languages`);
  for (const l of languages) assert.ok(shown.includes(l), `${l} is listed`);
  assert.match(shown, /Translated|Needs editing|Approved|Missing/);
  assert.match(shown, /Open on server/);
  return shown;
}

/** The Problems view's rows that say `text` (the view is focused first). */
export async function problemRows(text: string) {
  const { page } = harness();
  await runCommand(page, 'Problems: Focus on Problems View');
  return page.locator('.markers-panel .monaco-list-row', { hasText: text });
}

const WATCH_ACTION_MENU = `(() => {
  const seen = (window.__actionMenuSeen = []);
  const started = performance.now();
  const note = (what) => seen.push(Math.round(performance.now() - started) + ' ms ' + what);
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of [...r.addedNodes, ...r.removedNodes])
        if (n instanceof HTMLElement && (n.matches('.action-widget, .monaco-editor-overlaymessage') || n.querySelector('.action-widget')))
          note((r.addedNodes.length && [...r.addedNodes].includes(n) ? 'added ' : 'removed ') + n.className.slice(0, 60) + ' ' + n.innerText.slice(0, 60));
  }).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('keydown', (e) => note('keydown ' + e.key + ' on ' + (e.target && e.target.className || '?')), true);
})()`;

/**
 * The light bulb on the cursor's key clicked, then the quick fix that starts with `label`, by keyboard.
 * Not Ctrl+.: it asks the providers again, and an automatic request (the editor makes one 250 ms after
 * the cursor or the file's problems change) cancels it; its menu then never comes (cold CI: 33, the
 * Android and Flutter scenarios, the keys in the editor and the light bulb drawn, no menu in 30 s). The
 * light bulb shows the actions its own request found, with no request left to be cancelled. Ctrl+. itself
 * is still pressed by the keyboard helpers (keyboard.ts) and the Extract String scenario (49).
 */
export async function quickFix(label: string): Promise<void> {
  const { page } = harness();
  await lightBulbOnCursorLine(page);
  // What the page showed after the click (the menu, the editor's "No code actions" message), for a
  // failure's message.
  await page.evaluate(WATCH_ACTION_MENU);
  await page
    .locator('.editor-group-container.active .monaco-editor.focused')
    .locator('.lightBulbWidget, [class*="gutter-lightbulb"], [class*="codicon-lightbulb"]')
    .locator('visible=true')
    .first()
    .click();
  await chooseByKeyboard(page, '.action-widget', label).catch(async (e: Error) => {
    throw new Error(
      `${e.message}\n    after the light bulb's click: ${await page.evaluate('JSON.stringify(window.__actionMenuSeen)')}`,
    );
  });
}

/**
 * On the key the server lacks (at `key` on the line holding `needle`): its diagnostic, then the quick fix
 * "Add “key” to <component name> on the server" answered with `text`. The server then has the key in
 * `translation`, the key's hint shows `text` and its diagnostic goes.
 */
export async function addMissingKey(
  relative: string,
  needle: string,
  k: { key: string; component: string; componentName: string; translation: string; text: string },
): Promise<void> {
  const { page } = harness();
  await (await problemRows(`“${k.key}” is not a string of ${k.component}`)).first().waitFor({ timeout: 60_000 });
  await openPath(relative);
  await cursorOn(relative, needle, k.key);
  await quickFix(`Add “${k.key}” to ${k.componentName} on the server`);
  await answerInput(page, k.text);
  const unit = await eventually(
    'the key on the server',
    async () => (await serverUnits(k.translation)).find((u) => u.context === k.key),
    30_000,
  );
  assert.deepEqual(unit!.source, [k.text]);
  await hintShown(relative, needle, k.text);
  await eventually('the diagnostic gone', async () => (await (await problemRows(`“${k.key}”`)).count()) === 0);
}

/** Deletes `key` from `translation` on the server if a test added it. */
export async function deleteKey(translation: string, key: string): Promise<void> {
  const added = (await serverUnits(translation)).find((u) => u.context === key);
  if (added) await weblateApi(`units/${added.id}/`, { method: 'DELETE' });
}

/**
 * F12 on the key at `at` of `from`: the tab `to.file` opens with the cursor on line `to.line` (and, when
 * several files have that name, the breadcrumbs show `to.folder` as its folder); then back to `from`.
 */
export async function definitionLandsOn(
  from: string,
  at: { needle: string; key: string },
  to: { file: string; line: number; folder?: string },
): Promise<void> {
  const { page } = harness();
  await cursorOn(from, at.needle, at.key);
  const { file, line: lineNumber, folder } = to;
  await page.keyboard.press('F12');
  await page.locator('.tab.active', { hasText: file }).waitFor({ timeout: 30_000 });
  await page.locator('.statusbar-item', { hasText: new RegExp(`Ln ${lineNumber}, Col`) }).waitFor({ timeout: 10_000 });
  if (folder)
    await page
      .locator('.breadcrumbs-control .monaco-breadcrumb-item', { hasText: new RegExp(`^${folder}$`) })
      .first()
      .waitFor({ timeout: 10_000 });
  await openPath(from);
}

/** Shift+F12 on the key at `at` of `from`: the peek lists every file of `files` (and none of `not`). */
export async function referencesList(
  from: string,
  at: { needle: string; key: string },
  files: string[],
  not: string[] = [],
): Promise<void> {
  const { page } = harness();
  await cursorOn(from, at.needle, at.key);
  await page.keyboard.press('Shift+F12');
  const tree = page.locator('.zone-widget .ref-tree');
  for (const f of files) await tree.locator('.monaco-list-row', { hasText: f }).first().waitFor({ timeout: 60_000 });
  for (const f of not)
    assert.equal(await tree.locator('.monaco-list-row', { hasText: f }).count(), 0, `${f} is not listed`);
  await page.keyboard.press('Escape');
}

/**
 * Types `typed` on a new line after the line of `relative` holding `after`: the suggest widget offers `key`
 * with `text` and not `other` (filtered by what is typed). The typed line is taken back (File: Revert File).
 */
export async function completes(
  relative: string,
  c: { after: string; typed: string; key: string; text: string; other: string; shot?: string },
): Promise<void> {
  const { page } = harness();
  await cursorOn(relative, c.after, c.after);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(c.typed);
  const rows = page.locator('.suggest-widget .monaco-list-row');
  const row = rows.filter({ hasText: c.key }).first();
  await row.waitFor({ timeout: 30_000 });
  assert.ok((await row.innerText()).includes(c.text), `the row of ${c.key} shows “${c.text}”`);
  // The list filters as the typed text reaches it: under load the row above shows while the widget still
  // holds an earlier, shorter filter (a cold CI read the other key's row at that moment). Filtered out is a
  // state to wait for; a list that never filters fails here.
  await rows.filter({ hasText: c.other }).first().waitFor({ state: 'detached', timeout: 30_000 });
  if (c.shot) await screenshot(page, c.shot);
  await page.keyboard.press('Escape');
  await runCommand(page, 'File: Revert File');
  await eventually('the file as it was', () => noneUnsaved(relative));
}

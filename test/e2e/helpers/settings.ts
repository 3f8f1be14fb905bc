// Changes user settings the way a person does: in settings.json opened from the command palette, saved with
// Ctrl+S (VS Code applies its own save at once; a file written behind its back waits for the file
// watcher, which took over a minute under load). Then waits until Scriptorium has rebuilt a client for
// the new settings: each build logs one [network] line. Colour themes are switched the same way.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { applyEdits, modify, parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { harness } from '../harness';
import { eventually, runCommand, scriptoriumLog } from './workbench';

const networkLines = () =>
  scriptoriumLog()
    .split('\n')
    .filter((l) => l.includes('[network] proxy') || l.includes('[network] no proxy'));

/** Edits user settings.json as a person does (opened, retyped, saved with Ctrl+S, closed) — keyboard only. */
export async function writeUserSettings(values: Record<string, unknown>): Promise<void> {
  const { page, vscode } = harness();
  const file = join(vscode.userDataDir, 'User', 'settings.json');
  let text = readFileSync(file, 'utf8');
  for (const [key, value] of Object.entries(values))
    text = applyEdits(text, modify(text, [key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  const wanted: unknown = parse(text);
  await runCommand(page, 'Preferences: Open User Settings (JSON)');
  // Opened as a tab or, in newer VS Code, as a floating editor: found by its content either way.
  const editor = page.locator('.monaco-editor', { hasText: 'workbench.startupEditor' }).last();
  await editor.waitFor({ timeout: 30_000 });
  // A click below the text (the file may be one long line, scrolled sideways: its lines' middle can be
  // off screen, where the click lands on the margin).
  await editor.click({ position: { x: 150, y: 60 } });
  // The keys go where the focus is: waited for in the editor itself (a question or panel that took it
  // after the click would get the text, and the file would never be saved; a CI run timed out so).
  await page.waitForFunction(
    (el) => el?.classList.contains('focused') && el.contains(document.activeElement),
    await editor.elementHandle(),
    { timeout: 30_000 },
  );
  // One line (a newline would be auto-indented). run.ts turns auto-closing off in JSON, yet the editor
  // still closed the first `{"` with a `"}` left after the cursor (seen in every run): whatever follows
  // what was typed goes.
  const typed = JSON.stringify(wanted);
  const shownText = async () =>
    (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ').replace(/\n+$/, '');
  const saved = () => isDeepStrictEqual(parse(readFileSync(file, 'utf8')), wanted);
  // VS Code itself has put the file's text back over the typed one, the editor clean again (three cold CI
  // runs: a clean settings.json showing the file's old lines, the cursor at their end, the typed line's
  // sideways scroll still there; which of its writers does it is not known). Nothing will save the typed
  // text then: it is typed again, as a person seeing it vanish would.
  const typingLost = async () =>
    !saved() &&
    (await page.locator('.tabs-container .tab.active.dirty', { hasText: 'settings.json' }).count()) === 0 &&
    (await shownText()) !== typed;
  for (let round = 1; ; round++) {
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(typed);
    await page.keyboard.press('Shift+Control+End');
    await page.keyboard.press('Delete');
    // Saved only once the editor holds exactly what was typed (one line, drawn whole): text that arrived
    // after the save left the file dirty, and a later Connect then failed to store its address ("Unable to
    // write into user settings because the file has unsaved changes", toasts seen over 47's panel).
    const shown = await eventually(
      'settings.json typed',
      async () => ((await shownText()) === typed ? 'typed' : round < 3 && (await typingLost()) ? 'lost' : undefined),
      30_000,
    ).catch(async (e: Error) => {
      throw new Error(`${e.message}: the editor shows ${JSON.stringify((await shownText()).slice(0, 300))}`);
    });
    if (shown === 'lost') {
      console.log('      settings.json: VS Code put the file back over the typed text; typed again');
      continue;
    }
    await page.keyboard.press('Control+S');
    const outcome = await eventually(
      'settings.json saved',
      async () => (saved() ? 'saved' : round < 3 && (await typingLost()) ? 'lost' : undefined),
      30_000,
    ).catch(async (e: Error) => {
      // settings.json holds no secret (tokens are in secret storage): what it says is the evidence.
      const dirty = await page.locator('.tabs-container .tab.active.dirty').count();
      throw new Error(
        `${e.message}: it holds ${JSON.stringify(readFileSync(file, 'utf8'))}; the editor ${dirty ? 'has unsaved changes' : 'is clean'} and shows ${JSON.stringify((await shownText()).slice(0, 200))}`,
      );
    });
    if (outcome === 'saved') break;
    console.log('      settings.json: VS Code put the file back over the typed text before the save; typed again');
  }
  // Closed clean: a dirty settings.json left open (or a save question) breaks every later settings write.
  await page
    .locator('.tabs-container .tab.active:not(.dirty)', { hasText: 'settings.json' })
    .waitFor({ timeout: 30_000 });
  await runCommand(page, 'View: Close Editor');
  // VS Code read the settings meant (its parser, like jsonc's, reads a value out of a broken file), but
  // refuses to write into a file with errors ("Unable to write into user settings": a later Connect or
  // Pull then fails). Text left after the object has been seen under load, its cause not yet found: the
  // file is made whole again at once, with the same values, so no later scenario meets it.
  repairUserSettings();
}

/**
 * Sets (or, with undefined, removes) user settings; resolves with the first [network] line logged after the
 * change that matches `expect` (the sessions rebuild their clients on any http.* change, no reload).
 */
export async function changeSettings(values: Record<string, unknown>, expect: RegExp): Promise<string> {
  const before = networkLines().length;
  await writeUserSettings(values);
  return (await eventually(
    `a client rebuilt with ${expect}`,
    () =>
      networkLines()
        .slice(before)
        .find((l) => expect.test(l)),
    90_000,
  )) as string;
}

/** The workbench's body classes of each theme kind (webviews get the same kind as vscode-light/dark/high-contrast). */
const THEME_KIND: Record<string, { workbench: string; webview: string }> = {
  'Default Light Modern': { workbench: 'vs', webview: 'vscode-light' },
  'Default Dark Modern': { workbench: 'vs-dark', webview: 'vscode-dark' },
  'Default High Contrast': { workbench: 'hc-black', webview: 'vscode-high-contrast' },
};

/** Switches workbench.colorTheme and waits until the workbench shows it; returns the webviews' body class. */
export async function useColorTheme(theme: keyof typeof THEME_KIND & string): Promise<string> {
  const kind = THEME_KIND[theme]!;
  await writeUserSettings({ 'workbench.colorTheme': theme });
  const { page } = harness();
  await page.waitForFunction(
    (cls) => document.querySelector('.monaco-workbench')?.classList.contains(cls) ?? false,
    kind.workbench,
    { timeout: 30_000 },
  );
  return kind.webview;
}

/**
 * VS Code refuses to write a setting (the connect command stores the server address) while settings.json
 * has parse errors ("Unable to write into user settings"). Earlier scenarios edit that file by hand; if one
 * left it unparsable, say what was wrong and write back what it meant, so later scenarios start from a
 * valid file (the run's log keeps the errors for whoever looks for their cause).
 */
export function repairUserSettings(): void {
  const file = join(harness().vscode.userDataDir, 'User', 'settings.json');
  const text = readFileSync(file, 'utf8');
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true });
  if (errors.length === 0) return;
  console.log(
    `      settings.json had ${errors.length} parse error(s) (${errors.map((e) => `${printParseErrorCode(e.error)} at ${e.offset}`).join(', ')}); rewritten`,
  );
  writeFileSync(file, `${JSON.stringify(value ?? {}, null, 2)}\n`);
}

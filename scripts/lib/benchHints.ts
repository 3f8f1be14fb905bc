// The bench's `hints` step (#44 item 7: the first source file opened shows its hints within 1 s on a quiet
// machine): a new window on the e2e workspace, nothing of Scriptorium opened, once Scriptorium has
// activated; a React file opened from Quick Open, timed from Enter to the inlay hint of one of its keys
// drawn in the editor (the localization chunk, the workspace's .weblate and locale files, the component's
// strings and the parser's first load all included); then a second file, with everything loaded. The page
// is polled at every animation frame.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/types';
import { openWindow } from './benchWindow';
import { findLogText } from './logs';
import type { E2eEnv } from './setup';

/** The key on the line and the hint the sandbox's English gives it (atlas/web, react-app's component). */
const KEY = 'menu.file.saveAs';
const HINT = 'Save as…';
export const HINT_FILES = ['react-app/src/FileMenu.jsx', 'react-app/src/Toolbar.jsx'] as const;
/**
 * A JavaScript file of another app of the workspace (another .weblate, no key of HINT_FILES' component),
 * opened first in the "JavaScript warm" windows: VS Code's own JavaScript support (the TypeScript
 * extension and its server) has started by the time the first file is opened, as on any day after the
 * first file (#44 item 7: how much of the first file's time is that start, not Scriptorium).
 */
export const WARM_FILE = 'vue-app/src/main.js';
const WARM_SETTLE_MS = 8_000;

export interface HintTimes {
  /** Enter in Quick Open → the hint drawn, per file of HINT_FILES. */
  ms: number[];
}

/** Quick Open with `file` chosen, up to the Enter. */
async function quickOpen(page: Page, file: string): Promise<void> {
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ timeout: 60_000 });
  await input.fill(file);
  const name = file.split('/').pop()!;
  await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor({ timeout: 60_000 });
}

async function openAndTime(page: Page, file: string): Promise<number> {
  const name = file.split('/').pop()!;
  await quickOpen(page, file);
  const started = Date.now();
  // Printed so the window log's lines (the early hints, computed in the extension host) can be placed
  // between the Enter and the hint drawn (#44 item 7: most of the rest was VS Code's own).
  process.stderr.write(`  ${name}: Enter at ${new Date(started).toISOString()}\n`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    ([key, hint]) =>
      [...document.querySelectorAll('.editor-group-container.active .monaco-editor .view-line')].some((l) => {
        const text = (l.textContent ?? '').replace(/\u00a0/g, ' ');
        return text.includes(key!) && text.includes(hint!);
      }),
    [KEY, HINT],
    { polling: 'raf', timeout: 120_000 },
  );
  process.stderr.write(`  ${name}: hint drawn at ${new Date().toISOString()}\n`);
  return Date.now() - started;
}

/** One window: each file of HINT_FILES opened in turn (after WARM_FILE and a settle when `warm`). */
export async function hintTimes(env: E2eEnv, vsix: string, sandbox: Sandbox, warm = false): Promise<HintTimes> {
  const w = await openWindow(env, vsix, sandbox);
  try {
    // Scriptorium activated (at the window's startup finished) before the clock: what a person who opens a
    // file once the window is up waits for. A file opened during the window's startup also waits for that.
    const logs = join(w.vscode.userDataDir, 'logs');
    const deadline = Date.now() + 120_000;
    while (!/\[extension\] activated/.test(findLogText(logs, (n) => n === 'Scriptorium.log'))) {
      if (Date.now() > deadline) throw new Error('Scriptorium did not activate in the window within 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms: number[] = [];
    if (warm) {
      await quickOpen(w.page, WARM_FILE);
      await w.page.keyboard.press('Enter');
      await new Promise((resolve) => setTimeout(resolve, WARM_SETTLE_MS));
    }
    const since = Date.now();
    for (const file of HINT_FILES) ms.push(await openAndTime(w.page, file));
    // Where the first file's time went: Scriptorium's and the extension host's lines since the first Enter.
    const lines = [
      ...findLogText(logs, (n) => n === 'Scriptorium.log').split('\n'),
      ...findLogText(logs, (n) => n === 'remoteexthost.log' || n === 'exthost.log')
        .split('\n')
        .filter((l) => /scriptorium/i.test(l)),
    ]
      .filter((l) => Date.parse(l.slice(0, 23).replace(' ', 'T')) >= since - 1_000)
      .sort();
    process.stderr.write(
      `  hints log (from the first Enter, ${new Date(since).toISOString()}):\n    ${lines.join('\n    ')}\n`,
    );
    return { ms };
  } finally {
    await w.close();
  }
}

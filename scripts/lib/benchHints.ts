// The bench's `hints` step (#44 item 7: the first source file opened shows its hints within 1 s on a quiet
// machine): a new window on the e2e workspace, nothing of Scriptorium opened; a React file opened from
// Quick Open, timed from Enter to the inlay hint of one of its keys drawn in the editor (activation, the
// workspace's .weblate, the component's strings and the parser's first load all included); then a second
// file, with everything loaded. The page is polled at every animation frame.
import type { Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/types';
import { openWindow } from './benchWindow';
import type { E2eEnv } from './setup';

/** The key on the line and the hint the sandbox's English gives it (atlas/web, react-app's component). */
const KEY = 'menu.file.saveAs';
const HINT = 'Save as…';
export const HINT_FILES = ['react-app/src/FileMenu.jsx', 'react-app/src/Toolbar.jsx'] as const;

export interface HintTimes {
  /** Enter in Quick Open → the hint drawn, per file of HINT_FILES. */
  ms: number[];
}

async function openAndTime(page: Page, file: string): Promise<number> {
  const name = file.split('/').pop()!;
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ timeout: 60_000 });
  await input.fill(file);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor({ timeout: 60_000 });
  const started = Date.now();
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
  return Date.now() - started;
}

/** One window: each file of HINT_FILES opened in turn. */
export async function hintTimes(env: E2eEnv, vsix: string, sandbox: Sandbox): Promise<HintTimes> {
  const w = await openWindow(env, vsix, sandbox);
  try {
    // The workbench settled (its own startup work over) before the clock: the figure is Scriptorium's.
    await w.page.locator('.statusbar').waitFor({ timeout: 90_000 });
    const ms: number[] = [];
    for (const file of HINT_FILES) ms.push(await openAndTime(w.page, file));
    return { ms };
  } finally {
    await w.close();
  }
}

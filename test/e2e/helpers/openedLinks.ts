// What the workbench hands the browser, recorded at window.open: code-server opens a new tab and then
// sets its address (or passes the address to window.open), and a headless browser would block the popup.
// The stand-in tab records the address instead of loading it. Links to this machine come through
// code-server's own port proxy (`<code-server>/proxy/<port>/<path>`); desktop VS Code opens them as is.
import type { Page } from 'playwright-core';
import { eventually } from './workbench';

export async function recordWindowOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      open: (url?: string | URL) => unknown;
      scriptoriumOpened?: string[];
      scriptoriumOpen?: unknown;
    };
    const opened: string[] = [];
    w.scriptoriumOpened = opened;
    w.scriptoriumOpen ??= w.open;
    w.open = (url?: string | URL) => {
      if (url !== undefined && String(url) !== '') {
        opened.push(String(url));
        return null;
      }
      const location = {};
      Object.defineProperty(location, 'href', {
        set: (v: unknown) => opened.push(String(v)),
        get: () => 'about:blank',
      });
      return { opener: null, location, focus: () => undefined, close: () => undefined };
    };
  });
}

/** The real window.open back: later scenarios watch what the browser opens. */
export async function restoreWindowOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { open: unknown; scriptoriumOpen?: unknown };
    if (w.scriptoriumOpen) w.open = w.scriptoriumOpen;
    delete w.scriptoriumOpen;
  });
}

export function openedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { scriptoriumOpened?: string[] }).scriptoriumOpened ?? [])]);
}

/** Whether `url` is the sandbox page `expected` (`origin/path`), as is or through code-server's port proxy. */
export function isSandboxPage(url: string, expected: string): boolean {
  const { port, pathname } = new URL(expected);
  return url === expected || url.endsWith(`/proxy/${port}${pathname}`);
}

/** Waits until the browser was asked to open `expected`, answering VS Code's "open external website?" with Open. */
export async function waitForOpened(page: Page, expected: string): Promise<void> {
  const ask = page.locator('.monaco-dialog-box').filter({ hasText: /external website|Open Link/i });
  await eventually('the workbench opened the page', async () => {
    if (await ask.isVisible().catch(() => false))
      await ask
        .locator('a.monaco-button, button', { hasText: /^Open$/ })
        .first()
        .click()
        .catch(() => undefined);
    return (await openedLinks(page)).some((u) => isSandboxPage(u, expected));
  }).catch(async (e: Error) => {
    throw new Error(`${e.message}; the browser was asked to open ${JSON.stringify(await openedLinks(page))}`);
  });
}

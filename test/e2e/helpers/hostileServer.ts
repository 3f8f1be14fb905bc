// What the hostile-server scenario watches: the file system around the workspace, the browser's pages (an
// external link opened by VS Code in code-server is a new page, or first a dialog asking to open it), the
// script flag and marker in every frame, and the notifications. Kept apart so the scenario reads as steps.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { HOSTILE_SENTINEL_DIR } from '../../../sandbox/hostile/values';

/** path → size and modification time of every file below `dir`, skipping folders named in `skip`. */
export function snapshot(dir: string, skip: ReadonlySet<string> = new Set()): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const entry of readdirSync(d)) {
      const full = join(d, entry);
      if (skip.has(full)) continue;
      const st = statSync(full, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(full);
      else out.set(full, `${st.size}:${st.mtimeMs}`);
    }
  };
  walk(dir);
  return out;
}

/** Files new or changed between two snapshots. */
export function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([f, sig]) => before.get(f) !== sig).map(([f]) => f);
}

/**
 * The places a write may not reach: the code-server instance's folder around the workspace (its user data
 * and extensions, which VS Code itself writes, aside) and the sentinel the traversal values aim at.
 */
export function outsideSnapshot(
  root: string,
  workspace: string,
  userDataDir: string,
  extensionsDir: string,
): Map<string, string> {
  const around = snapshot(root, new Set([workspace, userDataDir, extensionsDir]));
  for (const [f, sig] of snapshot(HOSTILE_SENTINEL_DIR)) around.set(f, sig);
  if (existsSync(HOSTILE_SENTINEL_DIR)) around.set(HOSTILE_SENTINEL_DIR, 'exists');
  return around;
}

/** Files written in the workspace anywhere but its `articles/` folder (the one pulls write to). */
export function strayWorkspaceWrites(workspace: string, before: Map<string, string>): string[] {
  return changed(before, snapshot(workspace)).filter((f) => !relative(workspace, f).startsWith(`articles${sep}`));
}

/** Every page the browser opens, and every "open the external website?" dialog, from now on. */
export function watchExternalOpens(context: BrowserContext, page: Page): { opened: string[]; stop(): void } {
  const opened: string[] = [];
  const onPage = (p: Page) => opened.push(`page: ${p.url() || '(no address yet)'}`);
  context.on('page', onPage);
  const timer = setInterval(() => {
    void page
      .locator('.monaco-dialog-box')
      .filter({ hasText: /external website|open the external|Open Link/i })
      .first()
      .innerText({ timeout: 200 })
      .then(async (text) => {
        opened.push(`dialog: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
        await page.keyboard.press('Escape');
      })
      .catch(() => undefined);
  }, 500);
  return {
    opened,
    stop: () => {
      context.off('page', onPage);
      clearInterval(timer);
    },
  };
}

/** What no message shown to a person may look like: a stack, a raw error class, an object printed. */
export const UNREADABLE = /\n\s+at |\bat [\w.]+ \(|TypeError|ReferenceError|RangeError|\[object Object\]|\bundefined\b/;

/**
 * Expands the first expandable row of a tree at `level` and waits for a child; false when none shows up.
 * Tried again while the tree is still being replaced by a refresh (a click on a row about to go is lost).
 */
export async function expandFirstAt(pane: Locator, level: number, timeoutMs = 60_000): Promise<boolean> {
  const row = pane.locator(`.monaco-list-row[aria-level="${level}"][aria-expanded]`).first();
  const child = pane.locator(`.monaco-list-row[aria-level="${level + 1}"]`).first();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await row.count()) > 0 && (await row.getAttribute('aria-expanded').catch(() => null)) === 'false')
      await row.click().catch(() => undefined);
    if (
      await child.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}

/** Every frame's flag and DOM marker (the payloads set both when they run). */
export async function scriptRan(page: Page): Promise<string[]> {
  const hits: string[] = [];
  for (const f of page.frames()) {
    if (f.isDetached()) continue;
    const ran = await f
      .evaluate(
        () =>
          (window as unknown as { __pwned?: unknown }).__pwned !== undefined ||
          document.querySelector('[data-pwned]') !== null,
      )
      .catch(() => false);
    if (ran) hits.push(f.url());
  }
  return hits;
}

/** A question the push may ask (the article changed on World Anvil meanwhile): read as a message, then declined. */
export async function dismissDialogs(page: Page, into: string[]): Promise<void> {
  const dialog = page.locator('.monaco-dialog-box');
  for (let i = 0; i < 3 && (await dialog.count()) > 0; i++) {
    into.push(await dialog.first().innerText());
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
  }
}

// What the hostile-server scenario needs beyond the views: the server's own answers (read the way the
// extension reads them, through the hostile transform, so the test knows what the server said), the
// clipboard as the browser holds it, and a locale file whose keys are the hostile strings' keys.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { harness, sandboxFetch } from '../harness';

export interface ServedUnit {
  id: number;
  context: string;
  source: string[];
  state: number;
  web_url: string;
}

/** A JSON answer of the sandbox's Weblate API, as the signed-in administrator gets it. */
export async function weblateApi<T>(pathOrUrl: string): Promise<T> {
  const { sandbox } = harness();
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${sandbox.origin}/api/${pathOrUrl}`;
  const res = await sandboxFetch(url, {
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` },
  });
  return (await res.json()) as T;
}

/** Every page of a Weblate list (the `next` links into the sandbox's API stay usable in hostile mode). */
export async function allPages<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  let next: string | null = path;
  for (let i = 0; next && i < 100; i++) {
    const page: { results: T[]; next: string | null } = await weblateApi(next);
    out.push(...page.results);
    next = page.next;
  }
  return out;
}

/**
 * The text as the system clipboard can hold it: a lone surrogate has no encoding outside UTF-16, so the
 * browser's clipboard carries U+FFFD in its place (what String.prototype.toWellFormed does; ES2024, past this
 * project's lib).
 */
export const asClipboardHolds = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The clipboard's text, read in the workbench page (the permission is granted first). */
export async function readClipboard(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  return page.evaluate(() => navigator.clipboard.readText());
}

export async function writeClipboard(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
}

/** JSON that names each key once, whatever characters the keys hold (lone surrogates are escaped by JSON). */
export function localeFileOf(keys: string[]): string {
  return `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, ''])), null, 2)}\n`;
}

/** Writes `locales/<name>` into the workspace; the returned function removes it again. */
export function writeLocaleFile(name: string, text: string): () => void {
  const file = join(harness().vscode.workspace, 'locales', name);
  writeFileSync(file, text);
  return () => rmSync(file, { force: true });
}

/** Shown the way a failed assertion can print it: escaped, and short. */
export const shown = (s: string) => JSON.stringify(s.length > 200 ? `${s.slice(0, 200)}…` : s);

// Steps the translation-file scenarios share (34 upload preview, 57 upload base): the server's units of a
// translation of atlas/web as the admin reads them, and the workspace's locales/<code>.json edited as an
// editor would save it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { weblateApi } from './localization';

export interface ApiUnit {
  id: number;
  context: string;
  source: string[];
  target: string[];
  state: number;
}

export const localeFile = (code: string) => join(harness().vscode.workspace, 'locales', `${code}.json`);

export const webUnits = async (code: string): Promise<ApiUnit[]> =>
  (await weblateApi(`translations/atlas/web/${code}/units/?page_size=1000`)).results as ApiUnit[];

export const apiUnit = async (id: number): Promise<ApiUnit> => weblateApi(`units/${id}/`);

/** The first quick-pick row holding `text`. */
export const quickRow = (text: string | RegExp) =>
  harness().page.locator('.quick-input-list .monaco-list-row', { hasText: text }).first();

/** locales/<code>.json with the string at `key` (a dotted path) set to `text`, written as an editor would save it. */
export function editLocaleFile(code: string, key: string, text: string): void {
  const root = JSON.parse(readFileSync(localeFile(code), 'utf8')) as Record<string, unknown>;
  const parts = key.split('.');
  const parent = parts.slice(0, -1).reduce((node, p) => node[p] as Record<string, unknown>, root);
  parent[parts.at(-1)!] = text;
  writeFileSync(localeFile(code), `${JSON.stringify(root, null, 4)}\n`);
}

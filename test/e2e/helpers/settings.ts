// Changes user settings the way a person editing settings.json does (VS Code notices the file change), and
// waits until Scriptorium has rebuilt a client for them: each build logs one [network] line.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { harness } from '../harness';
import { eventually, scriptoriumLog } from './workbench';

const networkLines = () => scriptoriumLog().split('\n').filter((l) => l.includes('[network] proxy') || l.includes('[network] no proxy'));

/**
 * Sets (or, with undefined, removes) user settings; resolves with the first [network] line logged after the
 * change that matches `expect` (the sessions rebuild their clients on any http.* change, no reload).
 */
export async function changeSettings(values: Record<string, unknown>, expect: RegExp): Promise<string> {
  const file = join(harness().vscode.userDataDir, 'User', 'settings.json');
  let text = readFileSync(file, 'utf8');
  for (const [key, value] of Object.entries(values)) text = applyEdits(text, modify(text, [key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  const before = networkLines().length;
  writeFileSync(file, text);
  // The settings file watcher can be slow under load: allow it time.
  return (await eventually(`a client rebuilt with ${expect}`, () => networkLines().slice(before).find((l) => expect.test(l)), 90_000)) as string;
}

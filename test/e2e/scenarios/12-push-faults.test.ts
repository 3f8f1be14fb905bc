// Pushing under every fault class: the document is byte-identical afterwards (the edit kept, the
// bookkeeping untouched), a readable message says the article was not pushed, and once the fault is
// lifted the same push goes through.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FaultSpec } from '../../../sandbox/types';
import { harness } from '../harness';
import { logSnapshot, newLogLine, recordedArticle } from '../helpers/state';
import { eventually, pullFromTree, runCommand, scriptoriumLog } from '../helpers/workbench';

const PATCH: Pick<FaultSpec, 'path' | 'method'> = { path: '^/api/external/boromir/article$', method: 'PATCH' };
// Faults that stop the PATCH before World Anvil applies it. (A PATCH applied but answered with a cut or
// malformed body changes the article's update date, so the next push rightly asks about a conflict: those
// faults are covered for create in test/unit/worldanvil/createOnce.test.ts.)
const FAULTS: FaultSpec[] = [
  { kind: 'status', status: 500, ...PATCH },
  { kind: 'status', status: 423, ...PATCH },
  { kind: 'status', status: 503, ...PATCH },
  { kind: 'rateLimit', retryAfterSeconds: 300, ...PATCH },
  { kind: 'reset', ...PATCH },
  { kind: 'html', ...PATCH },
  { kind: 'successFalse', ...PATCH },
];

const failures = () =>
  scriptoriumLog()
    .split('\n')
    .filter((l) => l.includes('Article not pushed'));
const file = () => join(harness().vscode.workspace, 'articles', 'lantern-quarter.md');
const tab = () => harness().page.locator('.tab.active', { hasText: 'lantern-quarter.md' });

/** Focuses the article's editor (a click on its tab), so the keys pressed next go to it, wherever focus was. */
async function focusEditor(): Promise<void> {
  await tab().click();
  await harness().page.locator('.editor-group-container.active .monaco-editor.focused').waitFor({ timeout: 30_000 });
}

async function editAndSave(mark: string): Promise<string> {
  const { page } = harness();
  await focusEditor();
  await page.keyboard.press('Control+End');
  await page.locator('.monaco-editor .view-line', { hasText: 'is part of' }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(mark);
  await page.keyboard.press('Control+S');
  return eventually('the saved edit', () => {
    const text = readFileSync(file(), 'utf8');
    return text.includes(mark) ? text : '';
  });
}

describe('Push under faults', () => {
  afterEach(() => harness().sandbox.faults.clear());

  it('leaves the document byte-identical under every fault, then pushes once the fault is lifted', async () => {
    const { page, sandbox } = harness();
    await pullFromTree(page, [/^Places/, /^Districts/], /^Lantern Quarter/);
    await page.locator('.tab.active', { hasText: 'lantern-quarter.md' }).waitFor({ timeout: 30_000 });
    let saved = await editAndSave(' Lamps.');
    for (const fault of FAULTS) {
      await runCommand(page, 'Notifications: Clear All Notifications');
      sandbox.faults.clear();
      sandbox.faults.add(fault);
      // The failure is read from the Scriptorium log (every message shown is logged first): toasts come and go.
      const failuresBefore = failures();
      await runCommand(page, 'Scriptorium: Push Article Changes');
      const message = await eventually(
        `the failure message under ${fault.kind} ${fault.status ?? ''}`,
        () => failures().slice(failuresBefore.length)[0],
      );
      assert.doesNotMatch(message ?? '', /\bat .+:\d+:\d+/, 'no stack');
      // The log names the error class, also in the minified package (esbuild keepNames).
      assert.match(
        message ?? '',
        /Article not pushed: (ServerError|RateLimitedError|NetworkError|ConflictError|ClientError|ProtocolError): /,
      );
      await focusEditor();
      await page.keyboard.press('Control+S');
      // Read once the save is done: a file read while VS Code writes it comes back empty, and at load 14 it
      // still was after 10 s (CI run 1 of 2026-11-30). The full wait, then the comparison names the bytes.
      await eventually(
        `byte-identical after ${fault.kind} ${fault.status ?? ''}`,
        () => readFileSync(file(), 'utf8') === saved,
      ).catch(() => undefined);
      assert.equal(readFileSync(file(), 'utf8'), saved, `byte-identical after ${fault.kind} ${fault.status ?? ''}`);
    }
    sandbox.faults.clear();
    saved = await editAndSave(' More lamps.');
    const { id, updated } = recordedArticle(saved);
    assert.ok(id && updated, 'the pulled file records its article and its change date');
    sandbox.requests.length = 0;
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    // Pushed: the PATCH is logged with the fields it sent, then the front matter records the article's new
    // change date (the command's last step; an edit that code-server saves a second later: files.autoSave
    // is afterDelay by default in a browser) — not the "Pushed" toast, which can be gone before a busy
    // machine looks.
    await newLogLine('the push', before, new RegExp(`\\[push\\] patched ${id}: content$`));
    await eventually('the file recording the push (a new change date)', () => {
      const now = recordedArticle(readFileSync(file(), 'utf8'));
      return now.id === id && now.updated !== undefined && now.updated !== updated;
    });
    assert.equal(sandbox.requests.filter((r) => r.method === 'PATCH').length, 1, 'one PATCH once the fault is lifted');
  });
});

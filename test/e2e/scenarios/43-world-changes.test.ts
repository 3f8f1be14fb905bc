// World Changes (issue 29 item 5), in real VS Code against the sandbox: a world pulled into a folder, then
// changes here (files edited on disk) and on World Anvil (PATCHes through the sandbox's Boromir face, as
// another client would): the view names each changed file with its side, the Explorer marks it with a
// letter, a push from the view's row settles the file, and pulling the folder's changes updates the file
// changed only on World Anvil. Every wait is on state: the view's rows, the files, the log.
import { strict as assert } from 'node:assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { hideNotificationCenter, logSnapshot, newLogLine } from '../helpers/state';
import {
  changeOnWorldAnvil as patchArticle,
  changeRows,
  explorerBadge,
  pullReedlandsInto,
  showOnlyFolder,
} from '../helpers/worldChanges';
import {
  collapseAll,
  collapseOtherViews,
  contextAction,
  eventually,
  expandView,
  openContainer,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
} from '../helpers/workbench';

const folder = () => join(harness().vscode.workspace, 'reedlands-sync');
const read = (name: string) => readFileSync(join(folder(), name), 'utf8');
// Three Markdown files of the pull (earlier scenarios change some articles, so they are picked from what
// this pull wrote): one changed here, one on World Anvil, one on both sides.
let HERE: string;
let THERE: string;
let BOTH: string;
const pane = () => viewPane(harness().page, 'World Changes');
const changeOnWorldAnvil = (file: string, change: Record<string, string>) => patchArticle(read(file), change);
const editHere = (file: string, line: string) => writeFileSync(join(folder(), file), `${read(file)}\n${line}\n`);
const { row: fileRow, says: rowSays } = changeRows('reedlands-sync');

describe('World Changes', () => {
  before(async () => {
    const markdown = await pullReedlandsInto('reedlands-sync');
    assert.ok(markdown.length >= 3, markdown.join(' '));
    [HERE, THERE, BOTH] = [markdown[0]!, markdown[1]!, markdown[2]!];
  });

  it('shows a freshly pulled folder in step with World Anvil', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    await expandView(page, 'World Changes');
    await collapseOtherViews(page, 'World Changes');
    await collapseAll(pane()); // the folders pulled earlier, with their rows, might hide this one's
    // Short enough not to be cut off (#41): the state in full is the row's tooltip.
    await treeRow(pane(), /^The Reedlands\s*reedlands-sync · in step$/).waitFor({ timeout: 60_000 });
  });

  it('names each file changed here, on World Anvil, or on both sides', async () => {
    const { page } = harness();
    editHere(HERE, 'Edited here only.');
    // Changed here: seen without asking World Anvil (the file watcher).
    await showOnlyFolder('reedlands-sync');
    await rowSays(HERE, /, changed here$/);
    await changeOnWorldAnvil(THERE, { content: 'Changed on World Anvil only.' });
    editHere(BOTH, 'Edited here too.');
    await changeOnWorldAnvil(BOTH, { content: 'Also changed on World Anvil.' });
    await runCommand(page, 'Scriptorium: Refresh World Changes');
    await rowSays(THERE, /, changed on World Anvil$/);
    await rowSays(BOTH, /, changed here and on World Anvil$/);
    await rowSays(HERE, /, changed here$/);
    await treeRow(pane(), /^The Reedlands\s*reedlands-sync · 3 changed/).waitFor({ timeout: 30_000 });
    // Each row shows the file's name, then its folder and a short state, as Source Control does (#41: the
    // whole path and "changed here and on World Anvil" were cut off).
    for (const [file, state] of [
      [HERE, 'changed here'],
      [THERE, 'changed there'],
      [BOTH, 'changed on both'],
    ] as const) {
      const slash = file.lastIndexOf('/');
      const shown = await fileRow(file).evaluate((r) => [
        r.querySelector('.label-name')?.textContent ?? '',
        r.querySelector('.label-description')?.textContent ?? '',
      ]);
      assert.deepEqual(shown, [file.slice(slash + 1), slash > 0 ? `${file.slice(0, slash)} · ${state}` : state]);
    }
    await screenshot(page, 'world-changes');
  });

  it('marks the changed files in the Explorer with a letter that says the side', async () => {
    const { page } = harness();
    await runCommand(page, 'File: Reveal Active File in Explorer View').catch(() => undefined);
    await runCommand(page, 'View: Show Explorer');
    // Other folders hold files of the same names (earlier pulls of this world): only this one is opened.
    await runCommand(page, 'Collapse Folders in Explorer');
    const badge = explorerBadge;
    // The folders open in the Explorer, as a person would open them.
    const dirs = ['reedlands-sync', ...new Set([HERE, THERE, BOTH].flatMap((f) => f.split('/').slice(0, -1)))];
    for (const dir of dirs) {
      const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: new RegExp(`^${dir}$`) }).first();
      await row.waitFor({ timeout: 30_000 });
      if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
      await eventually(`${dir} open`, async () => (await row.getAttribute('aria-expanded')) === 'true');
    }
    const base = (f: string) => f.split('/').pop()!;
    await eventually(`M beside ${HERE}`, async () => (await badge(base(HERE))) === '"M"');
    await eventually(`W beside ${THERE}`, async () => (await badge(base(THERE))) === '"W"');
    await eventually(`! beside ${BOTH}`, async () => (await badge(base(BOTH))) === '"!"');
    await screenshot(page, 'world-changes-explorer');
  });

  it('pushes a file changed here from its row, and the file is in step again', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    await expandView(page, 'World Changes');
    await collapseOtherViews(page, 'World Changes');
    const before = logSnapshot();
    await contextAction(page, fileRow(HERE), 'Push to World Anvil');
    await newLogLine('the push', before, /\[push\] patched [0-9a-f-]{36}: /);
    await newLogLine(
      'the manifest updated',
      before,
      new RegExp(`\\[sync\\] reedlands-sync/${HERE.replace(/\./g, '\\.')} recorded as in step`),
    );
    await eventually('the pushed file’s row gone', async () => (await fileRow(HERE).count()) === 0);
    await runCommand(page, 'File: Save All');
    await runCommand(page, 'Scriptorium: Refresh World Changes');
    await rowSays(THERE, /, changed on World Anvil$/);
    assert.equal(await fileRow(HERE).count(), 0, 'still in step after a refresh');
    await runCommand(page, 'View: Close All Editors');
  });

  it('pulls the folder’s changes: the file changed only on World Anvil is updated, the conflict is asked about', async () => {
    const { page } = harness();
    const before = logSnapshot();
    await contextAction(page, treeRow(pane(), /^The Reedlands\s*reedlands-sync/), 'Pull Changes from World Anvil');
    await newLogLine(
      'the pull’s summary',
      before,
      /\[pull\] .*reedlands-sync: The Reedlands: 0 new, 1 updated, /,
      90_000,
    );
    assert.match(read(THERE), /Changed on World Anvil only\./);
    await hideNotificationCenter(page);
    await runCommand(page, 'Notifications: Clear All Notifications');
    await eventually('the updated file’s row gone', async () => (await fileRow(THERE).count()) === 0);
    await rowSays(BOTH, /, changed here and on World Anvil$/);
    await runCommand(page, 'View: Close All Editors');
  });
});

// Pulling a whole world into a folder from the Worldbuilding view (through Boromir): one file per
// article under safe names inside the folder picked in VS Code's own folder dialog, with a progress
// notification; pulled again, nothing is rewritten.
import { strict as assert } from 'node:assert';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { eventually, expandView, notifications, openContainer, runCommand, screenshot, treeRow, treeContextMenu } from '../helpers/workbench';

const folder = () => join(harness().vscode.workspace, 'reedlands');
const files = () => readdirSync(folder()).filter((f) => !f.startsWith('.')).sort();

async function pullWorld(): Promise<void> {
  const { page } = harness();
  await openContainer(page, 'Scriptorium');
  const pane = await expandView(page, 'Worldbuilding');
  if ((await treeRow(pane, /^The Reedlands/).count()) === 0) await runCommand(page, 'Scriptorium: Refresh Worlds');
  await treeContextMenu(pane, /^The Reedlands/, 'Pull into a Folder…');
  // VS Code's folder dialog (the simple one in the browser): type the folder, then accept it.
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ state: 'visible', timeout: 30_000 });
  // The dialog fills in its own starting folder once it has listed it: a path typed before that is
  // replaced (seen under load, the pull then went to the workspace root). Type until the box keeps it.
  for (let attempt = 0; attempt < 10; attempt++) {
    await input.fill(`${folder()}/`);
    await page.waitForTimeout(500);
    if ((await input.inputValue()) === `${folder()}/`) break;
  }
  await page.locator('.quick-input-widget .monaco-button', { hasText: 'Pull Here' }).first().click();
}

describe('Pull a whole world into a folder', () => {
  before(() => mkdirSync(folder(), { recursive: true }));

  it('writes one file per article, with names made from the titles, inside the folder', async () => {
    const { page, sandbox } = harness();
    sandbox.requests.length = 0;
    await pullWorld();
    const done = await eventually('the pulled message', async () => (await notifications(page)).find((n) => /Pulled The Reedlands: \d+ new/.test(n)), 90_000);
    await runCommand(page, 'View: Close All Editors');
    await screenshot(page, 'world-pull');
    const names = files();
    assert.ok(names.length >= 24, names.join(' '));
    for (const n of names) assert.match(n, /^[A-Za-z0-9][A-Za-z0-9._-]*\.(md|bbcode)$/);
    assert.ok(names.includes('Queen-Isaura.md') && names.includes('Aldmere.bbcode'));
    assert.match(readFileSync(join(folder(), 'Queen-Isaura.md'), 'utf8'), /scriptorium:\n {2}id: "[0-9a-f-]{36}"/);
    assert.match(String(done), new RegExp(`${names.length} new`));
    assert.ok(sandbox.requests.every((r) => !r.path.startsWith('/api/aragorn/')), 'all through Boromir');
  });

  it('pulled again, rewrites nothing', async () => {
    const { page, sandbox } = harness();
    const before = files().map((f) => [f, statSync(join(folder(), f)).mtimeMs] as const);
    sandbox.requests.length = 0;
    await pullWorld();
    await eventually('the second pulled message', async () => (await notifications(page)).some((n) => new RegExp(`0 new, 0 updated, ${before.length} unchanged`).test(n)), 90_000);
    assert.deepEqual(files().map((f) => [f, statSync(join(folder(), f)).mtimeMs] as const), before);
    assert.equal(sandbox.requests.filter((r) => r.path === '/api/external/boromir/article').length, 0, 'no article was fetched again');
    await screenshot(page, 'world-pull-again');
  });
});

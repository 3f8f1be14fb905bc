// The same writer features against the sandbox's Aragorn face, for users of a server that only speaks
// World Anvil's deprecated API: the API base set to …/api/aragorn/ (auto-detected from the path), the
// tree, a remote preview with Aragorn's relations, the hostile article's relation read as text, a
// state toggle — every request to /api/aragorn/ — and then back to Boromir.
import { applyEdits, modify } from 'jsonc-parser';
import { strict as assert } from 'node:assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTILE_RELATION_ITEM, HOSTILE_RELATION_TITLE } from '../../../sandbox/hostile/worldanvil';
import { harness } from '../harness';
import {
  eventually,
  expandView,
  openContainer,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
  waitForWorkbench,
  webviewFrame,
  worldbuildingPath,
  treeContextMenu,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Worldbuilding');
const settingsFile = () => join(harness().vscode.userDataDir, 'User', 'settings.json');

/**
 * Points the API base at `url` in the user settings, then reloads the window: the settings file watcher
 * was seen to miss a write under load, and a reload reads the file for certain (the keys stay in secret
 * storage: they belong to the origin, which both faces share).
 */
async function switchTo(url: string): Promise<void> {
  const { page } = harness();
  // VS Code's settings file is JSON with comments and trailing commas (13-network edits it in the editor).
  const text = readFileSync(settingsFile(), 'utf8');
  writeFileSync(
    settingsFile(),
    applyEdits(
      text,
      modify(text, ['scriptorium.worldbuilding.apiBaseUrl'], url, {
        formattingOptions: { insertSpaces: true, tabSize: 2 },
      }),
    ),
  );
  const reloaded = page.waitForEvent('load', { timeout: 90_000 });
  await runCommand(page, 'Developer: Reload Window');
  await reloaded;
  await waitForWorkbench(page);
  // The restored side bar is drawn a moment after the activity bar: opening the container before that
  // would click it shut. (No side bar at all is fine: openContainer then opens it.)
  await page
    .locator('.part.sidebar .composite.title h2')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await openContainer(page, 'Scriptorium');
  await expandView(page, 'Worldbuilding');
}

describe('The writer features through Aragorn', () => {
  before(async () => {
    const { page, sandbox } = harness();
    await switchTo(sandbox.worldAnvilUrl);
    sandbox.requests.length = 0;
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await treeRow(pane(), /^The Reedlands/).waitFor({ timeout: 30_000 });
    assert.ok(
      sandbox.requests.some((r) => r.path.startsWith('/api/aragorn/')),
      'the tree is read through Aragorn',
    );
  });

  after(async () => {
    await switchTo(harness().sandbox.boromirUrl);
  });

  it('browses and previews an article with its relations, every request to /api/aragorn/', async () => {
    const { page, sandbox } = harness();
    sandbox.requests.length = 0;
    await worldbuildingPath(page, /^The Reedlands/, /^Places/);
    await treeRow(pane(), /^Aldmere(?! Harbour)/).click();
    const frame = webviewFrame(page);
    await frame.locator('header h1', { hasText: 'Aldmere' }).waitFor({ timeout: 30_000 });
    await eventually('the relation', async () => /Ruler: Queen Isaura/.test(await frame.locator('#app').innerText()));
    const wa = sandbox.requests.filter(
      (r) => r.path.startsWith('/api/aragorn/') || r.path.startsWith('/api/external/'),
    );
    assert.ok(wa.length > 0 && wa.every((r) => r.path.startsWith('/api/aragorn/')), wa.map((r) => r.path).join(' '));
    await screenshot(page, 'aragorn-article-preview');
  });

  it('previews the hostile article’s relation as text', async () => {
    const { page } = harness();
    await worldbuildingPath(page, /^Secret Notebook/);
    await treeRow(pane(), /^Hostile/).click();
    const frame = webviewFrame(page);
    await eventually(
      'the hostile relation as text',
      async () =>
        (
          await frame
            .locator('#app')
            .textContent()
            .catch(() => '')
        )?.includes(`${HOSTILE_RELATION_TITLE}: ${HOSTILE_RELATION_ITEM}`) ?? false,
    );
    assert.equal(await frame.locator('.article-body script, .article-body svg').count(), 0);
  });

  it('makes an article private and public again through Aragorn’s PATCH', async () => {
    const { page, sandbox } = harness();
    await worldbuildingPath(page, /^The Reedlands/, /^People/);
    sandbox.requests.length = 0;
    await treeContextMenu(pane(), /^Queen Isaura/, 'Make Private');
    await eventually('the private badge', async () =>
      /private/.test(await treeRow(pane(), /^Queen Isaura/).innerText()),
    );
    assert.ok(
      sandbox.requests.some((r) => r.method === 'PATCH' && /^\/api\/aragorn\/article\/[0-9a-f-]{36}$/.test(r.path)),
    );
    await treeContextMenu(pane(), /^Queen Isaura/, 'Make Public');
    await eventually(
      'the private badge gone',
      async () => !/private/.test(await treeRow(pane(), /^Queen Isaura/).innerText()),
    );
  });
});

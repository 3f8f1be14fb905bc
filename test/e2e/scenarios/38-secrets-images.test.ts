// A world's Secrets and Images in the Worldbuilding tree (#29, through Boromir): both folders list the
// sample world's; a secret previews in the article preview with its BBCode rendered; an image previews
// from bytes the extension fetched with the keys (a data: image: the page loads nothing itself); a delete
// asks first, with "Keep Secret" as the focused answer (Enter keeps the secret), then removes it when picked.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { focusedDialogButton } from '../helpers/state';
import {
  eventually,
  expandRow,
  runCommand,
  screenshot,
  treeContextMenu,
  treeRow,
  viewPane,
  webviewFrame,
  worldbuildingPath,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Worldbuilding');
const STARSALT = '5ec4e700-0000-4000-8000-000000000003'; // "Where the Starsalt comes from" (sandbox/worldanvil/secretsImages.ts)

async function secretStatus(id: string): Promise<number> {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.boromirUrl}secret?id=${id}&granularity=0`, {
    headers: {
      'x-auth-token': sandbox.credentials.worldAnvil.authToken,
      'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
    },
  });
  return res.status;
}

describe('Secrets and Images in the tree', () => {
  before(async () => {
    const { page } = harness();
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    // Opens the view (collapsed by earlier scenarios in a full run) and waits for the account row itself.
    await worldbuildingPath(page, /^The Reedlands/, /^Secrets/);
  });

  it('lists the world’s secrets and images', async () => {
    await expandRow(pane(), /^Secrets/);
    await treeRow(pane(), /^The giant still breathes/).waitFor({ timeout: 30_000 });
    await treeRow(pane(), /^Where the Starsalt comes from/).waitFor({ timeout: 30_000 });
    await expandRow(pane(), /^Images/);
    await treeRow(pane(), /^Aldmere harbour/).waitFor({ timeout: 30_000 });
    await treeRow(pane(), /^Queen Isaura, portrait/).waitFor({ timeout: 30_000 });
  });

  it('previews a secret: its BBCode rendered in the article preview', async () => {
    const { page } = harness();
    await treeRow(pane(), /^The giant still breathes/).click();
    const frame = webviewFrame(page);
    await frame.locator('header h1', { hasText: 'The giant still breathes' }).waitFor({ timeout: 30_000 });
    assert.ok(await frame.locator('.article-body strong', { hasText: 'ribs rise' }).count());
    assert.ok(await frame.locator('.article-body li', { hasText: 'Only the Tidewardens know.' }).count());
    assert.match(await frame.locator('#app').innerText(), /The Drowned Giant/); // the article it belongs to
    await screenshot(page, 'secret-preview');
  });

  it('previews an image from bytes the extension fetched with the keys, as a data: image', async () => {
    const { page, sandbox } = harness();
    const files = () => sandbox.requests.filter((r) => r.path.startsWith('/uploads/images/'));
    const before = files().length;
    await treeRow(pane(), /^Aldmere harbour/).click();
    const frame = webviewFrame(page);
    await frame.locator('header h1', { hasText: 'Aldmere harbour' }).waitFor({ timeout: 30_000 });
    const img = frame.locator('img.wa-image');
    await eventually(
      'the image decoded',
      async () => (await img.evaluate((i: HTMLImageElement) => i.naturalWidth)) === 48,
    );
    assert.match((await img.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    // Every load of the file was the extension's (with the keys): the page itself asked for nothing.
    const loads = files().slice(before);
    assert.ok(loads.length >= 1, 'the file was fetched');
    assert.ok(loads.every((r) => r.headers['x-auth-token'] === sandbox.credentials.worldAnvil.authToken));
    await screenshot(page, 'image-preview');
  });

  it('asks before deleting a secret, with Keep focused: Enter keeps it, Delete Secret removes it', async () => {
    const { page } = harness();
    const row = /^Where the Starsalt comes from/;
    await treeContextMenu(pane(), row, 'Delete Secret…');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 30_000 });
    assert.match(await dialog.innerText(), /Delete the secret “Where the Starsalt comes from”/);
    assert.equal(await focusedDialogButton(page), 'Keep Secret');
    await screenshot(page, 'delete-secret-question');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    assert.equal(await secretStatus(STARSALT), 200, 'Enter on the question kept the secret');
    await treeContextMenu(pane(), row, 'Delete Secret…');
    await dialog.waitFor({ timeout: 30_000 });
    await dialog
      .locator('a.monaco-button, button', { hasText: /^Delete Secret$/ })
      .first()
      .click();
    await eventually('the row gone', async () => (await treeRow(pane(), row).count()) === 0);
    assert.equal(await secretStatus(STARSALT), 404);
  });
});

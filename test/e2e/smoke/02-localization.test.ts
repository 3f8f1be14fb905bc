// Smoke of the translators' side: connect from the welcome view, browse to a string, open it in the unit
// panel and save it (the server has it), then see that change in the Translation Changes view.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { answerInput, eventually, screenshot, treeLabels, treeRow } from '../helpers/workbench';
import { closeAllEditors, expandOnce, shownView, shownWebview, viewTitleAction, welcomeAction } from './smokeHelpers';
import { headingOf } from '../helpers/unitPanel';

const TEXT = 'Gespeichert im Rauchtest';

async function unitOnServer(key: string): Promise<{ target: string[]; state: number }> {
  const { sandbox } = harness();
  const query = encodeURIComponent(`key:"${key}"`);
  const res = await sandboxFetch(`${sandbox.origin}/api/translations/atlas/web/de/units/?q=${query}`, {
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` },
  });
  return ((await res.json()) as { results: { target: string[]; state: number }[] }).results[0]!;
}

describe('Smoke: Localization', () => {
  it('connects from the welcome view and shows the projects', async () => {
    const { page, sandbox } = harness();
    const pane = await shownView('Localization');
    await welcomeAction(pane, 'Connect to Localization Server').click();
    await answerInput(page, sandbox.weblateUrl);
    await page
      .locator('.quick-input-widget', { hasText: `Connect to ${sandbox.origin} (2/2)` })
      .waitFor({ timeout: 30_000 });
    await answerInput(page, sandbox.credentials.weblate.adminToken);
    await treeRow(pane, 'Atlas Mobile').waitFor({ timeout: 30_000 });
    assert.ok(
      (await treeLabels(pane)).some((l) => l.startsWith('Internal Tools')),
      'the private project, seen with the admin token',
    );
  });

  it('opens a string in the unit panel and saves it to the server', async () => {
    const { page } = harness();
    const pane = await shownView('Localization');
    await expandOnce(pane, /^Atlas\s*atlas/);
    await expandOnce(pane, /^Web application/);
    await expandOnce(pane, /^German/);
    await treeRow(pane, 'menu.file.open').click();
    const panel = shownWebview(page);
    await panel.locator('h1', { hasText: headingOf('menu.file.open') }).waitFor({ timeout: 30_000 });
    await panel.locator('#target-0').fill(TEXT);
    await panel.locator('#save').click();
    await panel.locator('.status.ok', { hasText: 'Saved' }).waitFor({ timeout: 30_000 });
    assert.deepEqual((await unitOnServer('menu.file.open')).target, [TEXT]);
    await screenshot(page, 'smoke-unit-panel');
    await closeAllEditors(page);
  });

  it('lists that change first in the Translation Changes view', async () => {
    const pane = await shownView('Translation Changes');
    // The view polls every 30 s; its Refresh action asks now (the save is on the server already).
    await viewTitleAction(pane, 'Refresh Changes');
    await eventually('the saved string as the newest change', async () =>
      /^Translation changed/.test((await treeLabels(pane))[0] ?? ''),
    );
    await screenshot(harness().page, 'smoke-changes');
  });
});

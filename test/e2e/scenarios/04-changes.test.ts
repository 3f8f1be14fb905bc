// The Translation Changes view: newest first with action names, a filter, and a change opening its string.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { answerInput, eventually, expandView, openContainer, pickItem, runCommand, screenshot, treeLabels, viewPane, webviewFrame } from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Translation Changes');

describe('Translation Changes', () => {
  before(async () => {
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Translation Changes');
  });

  it('lists the newest changes first, named by action', async () => {
    // The unit saved in the localization scenario is the newest change on the server.
    await eventually('the saved translation at the top', async () => (await treeLabels(pane()))[0]?.startsWith('Translation changed'));
    const rows = await treeLabels(pane());
    assert.match(rows[0]!, /admin/);
    // The list is virtual: the row's aria-setsize tells how many changes it holds.
    assert.ok(Number(await pane().locator('.monaco-list-row').first().getAttribute('aria-setsize')) > 10);
    await screenshot(harness().page, 'changes-view');
  });

  it('filters by user', async () => {
    const { page } = harness();
    await runCommand(page, 'Scriptorium: Filter Changes');
    await pickItem(page, 'By user…');
    await answerInput(page, 'reviewer');
    await eventually('only the reviewer’s changes', async () => {
      const rows = await treeLabels(pane());
      return rows.length > 0 && rows.every((r) => r.includes('reviewer'));
    });
  });

  it('opens the string a change is about', async () => {
    const row = pane().locator('.monaco-list-row', { hasText: /Translation (changed|approved|added)|Suggestion accepted/ }).first();
    await row.click();
    await webviewFrame(harness().page).locator('h1').waitFor({ timeout: 30_000 });
    const { page } = harness();
    await runCommand(page, 'Scriptorium: Filter Changes');
    await pickItem(page, 'Clear filters');
  });
});

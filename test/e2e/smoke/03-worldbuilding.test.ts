// Smoke of the writers' side: sign in from the welcome view, browse a world to an article, and preview it
// (the article preview panel, rendered from what World Anvil sends).
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { answerInput, screenshot, treeRow } from '../helpers/workbench';
import { closeAllEditors, expandOnce, shownView, shownWebview, welcomeAction } from './smokeHelpers';

describe('Smoke: Worldbuilding', () => {
  it('signs in from the welcome view and shows the worlds', async () => {
    const { page, sandbox } = harness();
    const pane = await shownView('Worldbuilding');
    await welcomeAction(pane, 'Sign In to World Anvil').click();
    await answerInput(page, sandbox.credentials.worldAnvil.applicationKey);
    await page
      .locator('.quick-input-widget', { hasText: `Sign In to World Anvil at ${sandbox.origin} (2/2)` })
      .waitFor({ timeout: 30_000 });
    await answerInput(page, sandbox.credentials.worldAnvil.authToken);
    await treeRow(pane, /^sandbox-writer/).waitFor({ timeout: 30_000 });
    await treeRow(pane, /^The Reedlands/).waitFor({ timeout: 30_000 });
  });

  it('previews an article in the article preview panel', async () => {
    const { page } = harness();
    const pane = await shownView('Worldbuilding');
    await expandOnce(pane, /^The Reedlands/);
    await expandOnce(pane, /^Places/);
    await treeRow(pane, /^Aldmere(?! Harbour)/).click();
    const preview = shownWebview(page);
    await preview.locator('header h1', { hasText: 'Aldmere' }).waitFor({ timeout: 30_000 });
    assert.ok(await preview.locator('.article-body h2', { hasText: 'History' }).count(), 'the article body, rendered');
    await screenshot(page, 'smoke-article-preview');
    await closeAllEditors(page);
  });
});

// Smoke, before anything is connected: the three views with their welcome content, and the walkthrough
// opened from a welcome link, with every step package.json contributes.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { screenshot } from '../helpers/workbench';
import { closeAllEditors, shownView, welcomeAction } from './smokeHelpers';

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
  contributes: { walkthroughs: { id: string; steps: { id: string }[] }[] };
};

describe('Smoke: welcome', () => {
  it('shows the Localization view with its welcome content', async () => {
    const pane = await shownView('Localization');
    await welcomeAction(pane, 'Connect to Localization Server').waitFor({ timeout: 30_000 });
  });

  it('shows the Translation Changes view with its welcome content', async () => {
    const pane = await shownView('Translation Changes');
    await welcomeAction(pane, 'Connect to Localization Server').waitFor({ timeout: 30_000 });
  });

  it('shows the Worldbuilding view with its welcome content', async () => {
    const pane = await shownView('Worldbuilding');
    await welcomeAction(pane, 'Sign In to World Anvil').waitFor({ timeout: 30_000 });
    await screenshot(harness().page, 'smoke-welcome');
  });

  it('opens the walkthrough from a welcome link, with all its steps', async () => {
    const { page } = harness();
    const pane = await shownView('Localization');
    await welcomeAction(pane, /^walkthrough$/).click();
    await page
      .locator('.gettingStartedContainer', { hasText: 'Get Started with Scriptorium' })
      .waitFor({ timeout: 30_000 });
    const walkthrough = manifest.contributes.walkthroughs[0]!;
    for (const step of walkthrough.steps) {
      await page
        .locator(`.getting-started-step[data-step-id$="${step.id}"]`)
        .first()
        .waitFor({ state: 'attached', timeout: 30_000 });
    }
    const shown = await page.locator('.getting-started-step[data-step-id*="scriptorium.walkthrough."]').count();
    assert.equal(shown, walkthrough.steps.length, 'one step shown per contributed step');
    await screenshot(page, 'smoke-walkthrough');
    await closeAllEditors(page);
  });
});

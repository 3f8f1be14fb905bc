// The first-run walkthrough, in a fresh code-server of its own (no step done, nothing connected): each
// step is done with the button of the step, against the sandbox, and shows completed only once the thing
// really happened (the connection checked, the progress shown, the keys accepted, the article created).
import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { harness } from '../harness';
import { ownWorkbenchFor } from '../helpers/ownWorkbench';
import { answerInput, eventually, notifications, pickItem, runCommand, screenshot } from '../helpers/workbench';

const step = (page: Page, id: string) => page.locator(`.getting-started-step[data-step-id$="scriptorium.walkthrough.${id}"]`).first();
/** The step's check box says it is done (read at once: the walkthrough redraws when a step changes). */
const isComplete = (page: Page, id: string) =>
  page.locator(`[data-done-step-id$="scriptorium.walkthrough.${id}"]`).evaluateAll((els) => els.length > 0 && els.every((e) => e.getAttribute('aria-checked') === 'true'));

/** Shows the walkthrough (a file opened in its group, or a redraw, may have left it) and opens the step. */
async function openStep(page: Page, id: string): Promise<void> {
  await runCommand(page, 'Scriptorium: Get Started');
  await page.locator('.gettingStartedContainer', { hasText: 'Get Started with Scriptorium' }).waitFor({ timeout: 30_000 });
  await step(page, id).waitFor({ timeout: 30_000 });
  if ((await step(page, id).getAttribute('aria-expanded')) !== 'true') await step(page, id).click();
}

/** Whether the step shows completed once the walkthrough is shown again. */
async function shownComplete(page: Page, id: string): Promise<boolean> {
  await openStep(page, id);
  return isComplete(page, id);
}

/** Clicks the step's button; each of them opens a quick input (a click during the step's unfolding is lost: again then). */
async function clickStepButton(page: Page, id: string, label: string, unfold = true): Promise<void> {
  if (unfold) await openStep(page, id);
  const widget = page.locator('.quick-input-widget');
  for (let attempt = 1; ; attempt++) {
    await step(page, id).locator('.monaco-button, a', { hasText: label }).first().click();
    try {
      await widget.waitFor({ state: 'visible', timeout: 5_000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

describe('First-run walkthrough', function () {
  this.timeout(240_000);
  const workbench = ownWorkbenchFor('walkthrough');

  it('opens from the welcome view with every step still to do', async () => {
    const { page } = workbench();
    await runCommand(page, 'View: Show Scriptorium');
    await page.locator('.welcome-view-content a', { hasText: /^walkthrough$/ }).first().click();
    await page.locator('.gettingStartedContainer', { hasText: 'Get Started with Scriptorium' }).waitFor({ timeout: 30_000 });
    for (const id of ['connect', 'openLocaleFile', 'signIn', 'createArticle']) {
      await step(page, id).waitFor({ timeout: 30_000 });
      assert.equal(await isComplete(page, id), false, `${id} not done yet`);
    }
    await screenshot(page, 'walkthrough');
  });

  it('completes "Connect to a localization server" once the connection is checked', async () => {
    const { page } = workbench();
    const { sandbox } = harness();
    await clickStepButton(page, 'connect', 'Connect to Localization Server');
    await answerInput(page, sandbox.weblateUrl);
    await page.locator('.quick-input-widget', { hasText: '(2/2)' }).waitFor({ timeout: 30_000 });
    // The step is not done by opening its command: only the checked connection completes it.
    assert.equal(await isComplete(page, 'connect'), false);
    await answerInput(page, sandbox.credentials.weblate.adminToken);
    await eventually('the connected message', async () => (await notifications(page)).some((n) => n.includes('Connected to')));
    await eventually('the connect step completed', () => shownComplete(page, 'connect'));
  });

  it('completes "Open a locale file" once its progress shows in the status bar', async () => {
    const { page } = workbench();
    await clickStepButton(page, 'openLocaleFile', 'Open a File');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible' });
    await input.fill('pt-BR.json');
    await page.waitForFunction(() => document.querySelector('.quick-input-list .monaco-list-row[data-index="0"]')?.textContent?.includes('pt-BR.json') ?? false, undefined, { timeout: 30_000 });
    await page.keyboard.press('Enter');
    await page.locator('.statusbar-item', { hasText: /pt-BR \d/ }).waitFor({ timeout: 30_000 });
    await eventually('the locale file step completed', () => shownComplete(page, 'openLocaleFile'));
  });

  it('completes "Sign in to World Anvil" once World Anvil accepts the keys', async () => {
    const { page } = workbench();
    const { sandbox } = harness();
    await clickStepButton(page, 'signIn', 'Sign In to World Anvil');
    await answerInput(page, sandbox.credentials.worldAnvil.applicationKey);
    await page.locator('.quick-input-widget', { hasText: '(2/2)' }).waitFor({ timeout: 30_000 });
    await answerInput(page, sandbox.credentials.worldAnvil.authToken);
    await eventually('the signed-in message', async () => (await notifications(page)).some((n) => n.includes('Signed in to World Anvil')));
    await eventually('the sign-in step completed', () => shownComplete(page, 'signIn'));
  });

  it('completes "Create an article" once the article is created on World Anvil', async () => {
    const { page } = workbench();
    // The Markdown file open beside the walkthrough, as its step says (Quick Open, Ctrl+Enter: to the side).
    await openStep(page, 'createArticle');
    assert.equal(await isComplete(page, 'createArticle'), false);
    const input = page.locator('.quick-input-widget input.input');
    for (let attempt = 1; !(await input.isVisible()); attempt++) {
      await page.keyboard.press('Control+P');
      await input.waitFor({ state: 'visible', timeout: 5_000 }).catch((e: unknown) => {
        if (attempt >= 3) throw e;
      });
    }
    await input.fill('aldmere-harbour.md');
    await page.waitForFunction(() => document.querySelector('.quick-input-list .monaco-list-row[data-index="0"]')?.textContent?.includes('aldmere-harbour.md') ?? false, undefined, { timeout: 30_000 });
    await page.keyboard.press('Control+Enter');
    await page.locator('.tab.active', { hasText: 'aldmere-harbour.md' }).waitFor({ timeout: 30_000 });
    await clickStepButton(page, 'createArticle', 'Create Article from Current File', false);
    await pickItem(page, 'The Reedlands');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Places › Districts' }).first().waitFor({ timeout: 30_000 });
    await pickItem(page, 'Places');
    await eventually('the created message', async () => (await notifications(page)).some((n) => n.includes('Created “Aldmere Harbour”')));
    await eventually('the create step completed', () => shownComplete(page, 'createArticle'));
    for (const id of ['connect', 'openLocaleFile', 'signIn', 'createArticle']) assert.ok(await isComplete(page, id), `${id} shows completed`);
    await screenshot(page, 'walkthrough-completed');
  });
});

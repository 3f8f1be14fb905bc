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
  const walkthrough = page.locator('.gettingStartedContainer', { hasText: 'Get Started with Scriptorium' });
  if (!(await step(page, id).isVisible())) await runCommand(page, 'Scriptorium: Get Started');
  await walkthrough.waitFor({ timeout: 30_000 });
  // The palette that ran the command must be gone before a step's button opens the next quick input.
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 30_000 });
  await step(page, id).waitFor({ timeout: 30_000 });
  if ((await step(page, id).getAttribute('aria-expanded')) !== 'true') await step(page, id).click();
}

/** Whether the step shows completed once the walkthrough is shown again. */
async function shownComplete(page: Page, id: string): Promise<boolean> {
  await openStep(page, id);
  return isComplete(page, id);
}

/**
 * Clicks the step's button; each opens a quick input. Under load the click may land while the step is
 * still unfolding and the input closes again as the step takes the focus back: click again then, until
 * the input holds the focus (live, not closing).
 */
async function clickStepButton(page: Page, id: string, label: string): Promise<void> {
  await openStep(page, id);
  const focused = () => page.waitForFunction(() => document.activeElement?.matches('.quick-input-widget input.input') === true && !document.activeElement.closest('[inert]'), undefined, { timeout: 5_000 });
  for (let attempt = 1; ; attempt++) {
    await step(page, id).locator('.monaco-button, a', { hasText: label }).first().click();
    try {
      await focused();
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => page.keyboard.press('Escape'));
    }
  }
}

/**
 * Picks a workspace file in Quick Open (already opened by the caller, else Ctrl+P) and opens it with
 * `key` (Enter; Ctrl+Enter: beside). Under load Quick Open can close again as it opens (the walkthrough
 * takes the focus back): it is opened again then, up to three times.
 */
async function quickOpenFile(page: Page, name: string, key: 'Enter' | 'Control+Enter', openedByCaller: boolean): Promise<void> {
  const input = page.locator('.quick-input-widget input.input');
  for (let attempt = 1; ; attempt++) {
    try {
      if (!openedByCaller || attempt > 1) {
        await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 });
        await page.keyboard.press('Control+P');
      }
      await input.fill(name, { timeout: 5_000 });
      await page.waitForFunction((n) => document.querySelector('.quick-input-list .monaco-list-row[data-index="0"]')?.textContent?.includes(n) ?? false, name, { timeout: 10_000 });
      await page.keyboard.press(key);
      await page.locator('.tab.active', { hasText: name }).waitFor({ timeout: 30_000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.keyboard.press('Escape');
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
    await quickOpenFile(page, 'pt-BR.json', 'Enter', true);
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
    await quickOpenFile(page, 'aldmere-harbour.md', 'Control+Enter', false);
    // One click only: a second would start a second create (its first question can take a while).
    await step(page, 'createArticle').locator('.monaco-button, a', { hasText: 'Create Article from Current File' }).first().click();
    await pickItem(page, 'The Reedlands');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Places › Districts' }).first().waitFor({ timeout: 30_000 });
    await pickItem(page, 'Places');
    await eventually('the created message', async () => (await notifications(page)).some((n) => n.includes('Created “Aldmere Harbour”')));
    await eventually('the create step completed', () => shownComplete(page, 'createArticle'));
    for (const id of ['connect', 'openLocaleFile', 'signIn', 'createArticle']) assert.ok(await isComplete(page, id), `${id} shows completed`);
    await screenshot(page, 'walkthrough-completed');
  });
});

// Automatic suggestions in the unit panel (#46), in real VS Code against the sandbox: the server's memory
// (the untranslated German "Settings" of atlas/web has a translated twin in mobile/ios), and the sandbox's
// OpenAI-compatible engine once its key is set (SecretStorage, through the command) and the modal consent
// answered ("Don't Send" focused first); a suggestion inserted with Ctrl+Shift+1; an engine answer that loses
// the source's full stop shown with the check named; an answer streamed word by word shown as it arrives,
// insertable once whole. Nothing is saved: the box only. Every wait is on state.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { keyRow, panel, panelShows, startWithStrings } from '../helpers/unitPanel';
import { stopSandboxEngine, useSandboxEngine } from '../helpers/suggestionEngine';
import { focusedDialogButton } from '../helpers/state';
import {
  collapseAll,
  eventually,
  hidePanel,
  revealRow,
  screenshot,
  scrollUntilDrawn,
  treeRow,
  viewPane,
} from '../helpers/workbench';
import { weblateApi } from '../helpers/localization';
import { sandboxTranslate } from '../../../sandbox/machineTranslation/engine';

const pane = () => viewPane(harness().page, 'Localization');
const PATH = [/^Projects/, /^Atlas\s*atlas/, /^Web application/, /^German/];
const items = () => panel().locator('#auto-suggestions li.auto-suggestion');
const ENGINE = 'OpenAI-compatible (sandbox-model)';

async function engineMode(mode: string): Promise<void> {
  const { sandbox } = harness();
  await sandboxFetch(`${sandbox.origin}/__sandbox/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ machineTranslation: mode }),
  });
}

/**
 * Opens `key` from the tree; `later`: it is past the first page (10 strings), behind a Load more. The tree
 * keeps the pages an earlier test loaded, so a Load more is clicked only while the string is not listed,
 * and the string's row only once that page is drawn: a click during the redraw landed on the row VS Code
 * had just reused for another string (CI: settings.language opened for files.count).
 */
async function openFromTree(key: string, later = false): Promise<void> {
  await harness().page.mouse.move(0, 0);
  await harness().page.keyboard.press('Escape');
  await collapseAll(pane());
  if (later) {
    await revealRow(pane(), PATH, keyRow('menu.file.open'));
    const more = treeRow(pane(), /Load more/);
    if (!(await scrollUntilDrawn(pane(), treeRow(pane(), keyRow(key))))) {
      const label = await more.innerText();
      await more.click();
      await eventually(
        'the next page drawn',
        async () => (await more.count()) === 0 || (await more.innerText().catch(() => label)) !== label,
      );
    }
  }
  await (await revealRow(pane(), PATH, keyRow(key))).click();
  await panelShows(key);
}

describe('Unit panel automatic suggestions', () => {
  before(async () => {
    await startWithStrings('de');
    await hidePanel(harness().page);
    await useSandboxEngine();
  });

  after(async () => {
    harness().sandbox.faults.clear();
    await engineMode('normal');
    await stopSandboxEngine();
  });

  it('asks before the first string leaves (Don’t Send focused), then shows memory and the engine; Ctrl+Shift+1 inserts', async () => {
    const { page } = harness();
    const before = (await weblateApi('units/47/')) as { target: string[] };
    await openFromTree('settings.title', true).catch(async (e: unknown) => {
      await screenshot(page, 'FAILED-suggestions-open');
      throw e;
    });
    // The consent question is modal, and the keyboard is on the answer that sends nothing.
    assert.equal(await focusedDialogButton(page), "Don't Send");
    await page.locator('.monaco-dialog-box .monaco-button', { hasText: `Send to ${ENGINE}` }).click();
    await eventually('memory and the engine answered', async () => (await items().count()) === 2, 30_000);
    const texts = await items().allInnerTexts();
    assert.match(texts[0]!, /^1\s*memory 100 %\s*mobile\/ios\s*Sättings$/);
    assert.match(texts[1]!, new RegExp(`^2\\s*${ENGINE.replace(/[()]/g, '\\$&')}\\s*Einstellungen$`));
    await screenshot(page, 'suggestions');
    const box = panel().locator('#target-0');
    await box.click();
    await page.keyboard.press('Control+Shift+1');
    await eventually('the memory suggestion is typed', async () => (await box.inputValue()) === 'Sättings');
    await page.keyboard.press('Control+Shift+2');
    await eventually('the engine suggestion follows', async () => (await box.inputValue()) === 'SättingsEinstellungen');
    // Nothing saved: the server's text is what it was.
    assert.deepEqual(((await weblateApi('units/47/')) as { target: string[] }).target, before.target);
    await box.fill(before.target[0] ?? '');
  });

  it('names the check an engine answer fails (the source’s full stop lost), and asks no second time', async () => {
    await engineMode('brokenPlaceholders');
    await openFromTree('dialog.delete.body');
    const failing = panel().locator('#auto-suggestions li.auto-suggestion.failing');
    await failing.first().waitFor({ timeout: 30_000 });
    assert.match(await failing.first().innerText(), /Fails: Mismatched full stop/);
    assert.equal(await harness().page.locator('.monaco-dialog-box').count(), 0, 'consent is asked once');
  });

  it('a plural string gets every form, and each form’s box its own form', async () => {
    await engineMode('normal');
    await openFromTree('files.count', true);
    const engine = panel().locator('#auto-suggestions li.auto-suggestion', { hasText: ENGINE });
    await engine.waitFor({ timeout: 30_000 });
    const insert = engine.locator('button.auto-suggestion-text');
    assert.equal((await insert.innerText()).trim(), '{count} Datei | {count} Dateien');
    const key = Number(await insert.getAttribute('data-key'));
    const { page } = harness();
    const plural = panel().locator('#target-1');
    const before = await plural.inputValue();
    await plural.fill('');
    await plural.click();
    await page.keyboard.press(`Control+Shift+${key}`);
    await eventually(
      'the plural box gets the plural form',
      async () => (await plural.inputValue()) === '{count} Dateien',
    );
    await plural.fill(before);
  });

  it('shows an engine’s words as they stream in, insertable only once the answer is whole and checked', async () => {
    // The sandbox streams the first word, then holds the rest until its faults are cleared.
    await engineMode('heldStream');
    await openFromTree('dialog.delete.body');
    const first = sandboxTranslate('The map', 'de').split(' ')[0]!;
    const arriving = panel().locator('#auto-suggestions li.auto-suggestion.arriving', { hasText: ENGINE });
    await arriving.waitFor({ timeout: 30_000 });
    assert.equal((await arriving.locator('.auto-suggestion-arriving-text').innerText()).trim(), first);
    assert.equal(await arriving.locator('button').count(), 0, 'no insert button before the answer is whole');
    harness().sandbox.faults.clear();
    const engine = panel().locator('#auto-suggestions li.auto-suggestion:not(.arriving)', { hasText: ENGINE });
    await engine.waitFor({ timeout: 30_000 });
    const whole = (await engine.locator('button.auto-suggestion-text').innerText()).trim();
    assert.ok(whole.startsWith(`${first} `) && whole.endsWith('This cannot be undone.'), whole);
    assert.equal(await panel().locator('#auto-suggestions li.arriving').count(), 0);
  });
});

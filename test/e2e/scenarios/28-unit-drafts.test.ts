// Drafts in the unit panel (#31), in real VS Code against the sandbox: typed text survives Next and
// Previous, closing the panel and reloading the window, marked in the panel and on the tree's row; leaving a
// draft asks first, with Enter on the question changing nothing; Save and go on puts the text on the server
// and ends the draft; Discard drops it. Every wait is on state: the page, the tree, the sandbox's units.
import { strict as assert } from 'node:assert';
import type { Locator } from 'playwright-core';
import { harness } from '../harness';
import { weblateApi } from '../helpers/localization';
import {
  headingOf,
  keyRow,
  panel as frame,
  panelButton as button,
  panelShows as shows,
  startWithStrings,
  type SandboxUnit as Unit,
} from '../helpers/unitPanel';
import {
  collapseAll,
  eventually,
  expandView,
  openContainer,
  revealRow,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
  waitForWorkbench,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Localization');
const PATH = [/^Projects/, /^Atlas\s*atlas/, /^Web application/, /^Japanese/];
const DRAFT = 'Entwurf eins';
const LATER = 'Entwurf zwei, kurz vor dem Schließen';
const SAVED = 'Gespeichert aus dem Entwurf';

const rowOf = (key: string): Locator => treeRow(pane(), keyRow(key));
const boxValue = () => frame().locator('#target-0').inputValue();
const serverUnit = async (id: number): Promise<Unit> => weblateApi(`units/${id}/`);

async function openFromTree(key: string): Promise<void> {
  await collapseAll(pane());
  await (await revealRow(pane(), PATH, keyRow(key))).click();
  await shows(key);
}

/** Whether the string's row (revealed again: a refresh after a save folds the tree) shows the draft marker, in text and in words. */
async function rowHasDraftMarker(key: string): Promise<boolean> {
  const row = await revealRow(pane(), PATH, keyRow(key));
  return /✎ draft/.test(await row.innerText()) && /unsaved draft/.test((await row.getAttribute('aria-label')) ?? '');
}

describe('Unit panel drafts: nothing typed is lost', () => {
  let first: Unit;
  let second: Unit;

  before(async () => {
    // Two neighbours on the first page of Japanese (no other scenario edits it): an editable single-form
    // string and the one after it.
    const units = await startWithStrings('ja');
    const i = units.findIndex((u, n) => u.source.length === 1 && u.state < 100 && n + 1 < units.length);
    [first, second] = [units[i]!, units[i + 1]!];
  });

  after(async () => {
    // Left as found, for a second round of this scenario.
    if (first)
      await weblateApi(`units/${first.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ target: first.target, state: first.state || 0 }),
      });
  });

  it('keeps the typed text across Next and Previous, marked as a draft in the panel and on the tree row', async () => {
    await openFromTree(first.context);
    await frame().locator('#target-0').fill(DRAFT);
    await button('Next').click();
    // A draft is about to be left: the panel asks, with the keyboard on Cancel.
    await frame().locator('#leave-bar').waitFor({ timeout: 30_000 });
    assert.equal(
      await frame()
        .locator('body')
        .evaluate(() => document.activeElement?.id),
      'leave-cancel',
    );
    await screenshot(harness().page, 'unit-draft-question');
    await button('Keep draft and go on').click();
    await shows(second.context);
    await button('Previous').click();
    await shows(first.context);
    assert.equal(await boxValue(), DRAFT);
    await frame().locator('#draft-notice', { hasText: 'Draft — not saved' }).waitFor();
    assert.equal(await button('Discard draft').count(), 1);
    assert.deepEqual((await serverUnit(first.id)).target, first.target, 'nothing was sent to the server');
    await eventually('the tree row marks the draft', () => rowHasDraftMarker(first.context));
    await screenshot(harness().page, 'unit-draft-marked');
  });

  it('keeps text typed just before the panel is closed, and shows it when the string is opened again', async () => {
    await frame().locator('#target-0').fill(LATER);
    await runCommand(harness().page, 'View: Close All Editors');
    await eventually(
      'the panel closed',
      async () => (await harness().page.locator('iframe.webview.ready').count()) === 0,
    );
    await openFromTree(first.context);
    assert.equal(await boxValue(), LATER);
  });

  it('keeps the draft across a window reload (the panel comes back with it)', async () => {
    const { page } = harness();
    const reloaded = page.waitForEvent('load', { timeout: 90_000 });
    await runCommand(page, 'Developer: Reload Window');
    await reloaded;
    await waitForWorkbench(page);
    await shows(first.context);
    await eventually('the draft in the restored panel', async () => (await boxValue()) === LATER);
    await page
      .locator('.part.sidebar .composite.title h2')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await openContainer(page, 'Scriptorium');
    await expandView(page, 'Localization');
    await eventually('the tree row still marks the draft', () => rowHasDraftMarker(first.context));
  });

  it('Cancel (Enter on the question) keeps the string and its draft', async () => {
    // As a person would after the reload, the panel is clicked into first (its text box): the reload test
    // left the keyboard in the tree, and in two full runs a click on Next straight after, into a panel
    // without the focus, never reached the extension (the log shows no move asked for; the tests below,
    // which type into the box first, then passed). The cause inside VS Code's webview focus is not known.
    await frame().locator('#target-0').click();
    await eventually(
      'the panel’s box holds the focus',
      async () =>
        (await frame()
          .locator('body')
          .evaluate(() => document.activeElement?.id)) === 'target-0',
    );
    await button('Next').click();
    await frame().locator('#leave-bar').waitFor({ timeout: 30_000 });
    await frame().locator('#leave-cancel').press('Enter');
    await frame().locator('#leave-bar').waitFor({ state: 'detached' });
    assert.match(await frame().locator('h1').innerText(), headingOf(first.context));
    assert.equal(await boxValue(), LATER);
  });

  it('Save and go on saves the draft to the server, ends it, and opens the next string', async () => {
    await frame().locator('#target-0').fill(SAVED);
    await button('Next').click();
    await button('Save and go on').click();
    await shows(second.context);
    assert.deepEqual((await serverUnit(first.id)).target, [SAVED], 'the server has the text');
    await eventually(
      'the tree row without the marker',
      async () =>
        !(await rowHasDraftMarker(first.context)) && /Gespeichert/.test(await rowOf(first.context).innerText()),
    );
    await button('Previous').click();
    await shows(first.context);
    assert.equal(await boxValue(), SAVED);
    assert.equal(await frame().locator('#draft-notice').count(), 0);
  });

  it('Discard draft and go on drops the draft: the server text is back, the server unchanged', async () => {
    await frame().locator('#target-0').fill(DRAFT);
    await eventually('the tree row marks the new draft', () => rowHasDraftMarker(first.context));
    await button('Next').click();
    await button('Discard draft and go on').click();
    await shows(second.context);
    await eventually('the marker gone', async () => !(await rowHasDraftMarker(first.context)));
    await button('Previous').click();
    await shows(first.context);
    assert.equal(await boxValue(), SAVED);
    assert.deepEqual((await serverUnit(first.id)).target, [SAVED]);
  });
});

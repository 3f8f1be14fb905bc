// Suggestions in real VS Code against the sandbox: a contributor who may only suggest is refused a save,
// the panel's Save becomes Suggest and the suggestion is sent; a reviewer signs in, sees it with its author
// and accepts it, and the string's translation changes on the server.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { answerInput, eventually, expandView, notifications, openContainer, revealRow, runCommand, screenshot, treeRow, viewPane, webviewFrame } from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Localization');
const SUGGESTION = 'Vorschlag von Sam';

async function api(path: string) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, { headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` } });
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function connectAs(token: string): Promise<void> {
  const { page, sandbox } = harness();
  await runCommand(page, 'Scriptorium: Connect to Localization Server');
  await answerInput(page, sandbox.weblateUrl);
  await page.locator('.quick-input-widget', { hasText: `Connect to ${sandbox.origin} (2/2)` }).waitFor({ timeout: 30_000 });
  await answerInput(page, token);
  await eventually('the connected message', async () => (await notifications(page)).some((n) => n.includes('Connected to')));
  await treeRow(pane(), /^Atlas\s*atlas/).waitFor({ timeout: 30_000 });
}

/** Opens the string `key` of atlas/web/de in the unit panel from the tree. */
async function openString(key: string): Promise<void> {
  const target = new RegExp(`^${key.replace(/\./g, '\\.')}`);
  // The tree is rebuilt after a new sign-in: a refresh landing mid-expansion folds it again, and on a busy
  // machine a list may time out into a retry node: refresh and start over then.
  await eventually(`the row ${key}`, async () => {
    try {
      await revealRow(pane(), [/^Atlas\s*atlas/, /^Web application/, /^German/], target);
      return true;
    } catch (e) {
      await runCommand(harness().page, 'Scriptorium: Refresh');
      throw e;
    }
  }, 120_000);
  await treeRow(pane(), target).click();
  await webviewFrame(harness().page).locator('h1', { hasText: key }).waitFor({ timeout: 30_000 });
}

describe('Suggestions: suggest as a suggest-only user, accept as a reviewer', () => {
  let key = '';
  let unitId = 0;

  before(async () => {
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Localization');
    // A single-form untranslated string among the first page of German strings (no Load more needed).
    const firstPage = (await api('translations/atlas/web/de/units/?page_size=10')).results as { id: number; context: string; state: number; source: string[] }[];
    const unit = firstPage.find((u) => u.state === 0 && u.source.length === 1) ?? firstPage.find((u) => u.source.length === 1 && u.state < 100)!;
    key = unit.context;
    unitId = unit.id;
  });

  it('a suggest-only user: the save is refused, Save becomes Suggest, the suggestion is sent', async () => {
    await connectAs(harness().sandbox.credentials.weblate.suggesterToken);
    await openString(key);
    const frame = webviewFrame(harness().page);
    await frame.locator('#suggestions-heading').waitFor({ timeout: 30_000 });
    await frame.locator('#target-0').fill(SUGGESTION);
    await frame.locator('#save').click();
    // The 403 is remembered: the form now offers Suggest instead of Save.
    await eventually('Save became Suggest', async () => (await frame.locator('#save').innerText()).trim() === 'Suggest');
    await frame.locator('#target-0').fill(SUGGESTION);
    await frame.locator('#save').click();
    await frame.locator('#review-status.ok', { hasText: 'Suggestion sent' }).waitFor({ timeout: 30_000 });
    await frame.locator('.suggestion', { hasText: SUGGESTION }).waitFor();
    assert.match(await frame.locator('.suggestion', { hasText: SUGGESTION }).innerText(), /suggester/);
    assert.equal(await frame.locator('.suggestion button', { hasText: 'Accept' }).count(), 1, 'accept is offered until the server refuses it');
    const listed = await api(`units/${unitId}/suggestions/`);
    assert.deepEqual(listed.results.map((s: { target: string[] }) => s.target), [[SUGGESTION]]);
  });

  it('a reviewer sees the suggestion with its author and accepts it; the translation changes', async () => {
    await connectAs(harness().sandbox.credentials.weblate.adminToken);
    await openString(key);
    const frame = webviewFrame(harness().page);
    const item = frame.locator('.suggestion', { hasText: SUGGESTION });
    await item.waitFor({ timeout: 30_000 });
    await eventually('the reviewer saves (Save, not Suggest)', async () => (await frame.locator('#save').innerText()).trim() === 'Save');
    await screenshot(harness().page, 'unit-panel-suggestions');
    await item.locator('button', { hasText: 'Accept' }).click();
    await frame.locator('#review-status.ok', { hasText: 'Suggestion accepted' }).waitFor({ timeout: 30_000 });
    await eventually('the form shows the accepted text', async () => (await frame.locator('#target-0').inputValue()) === SUGGESTION);
    const unit = await api(`units/${unitId}/`);
    assert.deepEqual([unit.target, unit.state, unit.has_suggestion], [[SUGGESTION], 20, false]);
    assert.equal(await frame.locator('.suggestion').count(), 0);
  });
});

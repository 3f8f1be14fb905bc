// The Translation Changes view: newest first with action names, a filter, and a change opening its string;
// then the same view against a server listing changes newest first (real Weblate) and one listing them
// oldest first (the seed): the newest change on top after a refresh, and a poll adding a newer one on top.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import type { ChangesOrder } from '../../../sandbox/types';
import { harness, sandboxTrust } from '../harness';
import {
  answerInput,
  eventually,
  expandView,
  openContainer,
  pickItem,
  runCommand,
  screenshot,
  treeLabels,
  viewPane,
  webviewFrame,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Translation Changes');

describe('Translation Changes', () => {
  before(async () => {
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Translation Changes');
  });

  it('lists the newest changes first, named by action', async () => {
    // The unit saved in the localization scenario is the newest change on the server.
    await eventually('the saved translation at the top', async () =>
      (await treeLabels(pane()))[0]?.startsWith('Translation changed'),
    );
    const rows = await treeLabels(pane());
    assert.match(rows[0]!, /admin/);
    // The row names the string by its key and the language (#31), the key once its unit was read.
    await eventually('the key and language on the top row', async () =>
      /^Translation changed\s*[a-z]+(\.[a-zA-Z]+)+ · German · admin/.test((await treeLabels(pane()))[0] ?? ''),
    );
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
    const row = pane()
      .locator('.monaco-list-row', { hasText: /Translation (changed|approved|added)|Suggestion accepted/ })
      .first();
    await row.click();
    const frame = webviewFrame(harness().page);
    await frame.locator('h1').waitFor({ timeout: 30_000 });
    // The panel opens with the focus, which VS Code gives it once its page has loaded: a quick input opened
    // before that closes as the panel takes the focus (seen at load 20: Clear filters no longer visible).
    await eventually('the unit panel has the focus', () => frame.locator('body').evaluate(() => document.hasFocus()));
    const { page } = harness();
    await runCommand(page, 'Scriptorium: Filter Changes');
    await pickItem(page, 'Clear filters');
  });
});

for (const order of ['newest-first', 'oldest-first'] as ChangesOrder[]) {
  describe(`Translation Changes from a server listing ${order}`, () => {
    let client: WeblateClient;
    let unitId: number;

    before(async () => {
      const { sandbox } = harness();
      sandbox.settings.changesOrder = order;
      client = new WeblateClient({
        baseUrl: sandbox.weblateUrl,
        token: sandbox.credentials.weblate.adminToken,
        network: sandboxTrust(),
      });
      const units = await client.listTranslationUnits('atlas', 'web', 'fr');
      unitId = units.find((u) => u.state === 0 || u.state === 10)!.id;
    });
    after(async () => {
      harness().sandbox.settings.changesOrder = 'oldest-first';
      await client.close();
    });

    const save = (text: string) => client.patchUnit(unitId, { target: [text], state: 20 });
    const top = async () => (await treeLabels(pane()))[0] ?? '';

    it('shows the newest change first after a refresh', async () => {
      await save(`refreshed ${order}`);
      await runCommand(harness().page, 'Scriptorium: Refresh Changes');
      await eventually(`"refreshed ${order}" on top`, async () => (await top()).includes(`refreshed ${order}`));
    });

    it('adds a newer change on top when it polls (every changesPollSeconds while visible)', async () => {
      await save(`polled ${order}`);
      // The run sets the interval to 5 s; a few polls' worth of hang guard for a busy machine.
      await eventually(`"polled ${order}" on top`, async () => (await top()).includes(`polled ${order}`), 60_000);
      const rows = await treeLabels(pane());
      // Only the new change came in, once: the newest shown before follows it.
      assert.ok(rows[1]?.includes(`refreshed ${order}`), `second row: ${rows[1]}`);
      assert.equal(rows.filter((r) => r.includes(`polled ${order}`)).length, 1);
      await screenshot(harness().page, `changes-view-${order}`);
    });
  });
}

// Edits survive a bad network (#26 item 6), in real VS Code against the sandbox. First, the case that lost
// 29-nothing-lost's questions: a box typed into while the panel's later sections still load asks before it
// is left. Every wait is on state: the page, the tree, the sandbox's request log.
import { strict as assert } from 'node:assert';
import type { Locator } from 'playwright-core';
import { harness } from '../harness';
import { weblateApi } from '../helpers/localization';
import {
  keyRow,
  panel as frame,
  panelButton as button,
  panelShows as shows,
  startWithStrings,
  type SandboxUnit as Unit,
} from '../helpers/unitPanel';
import { collapseAll, eventually, revealRow, viewPane } from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Localization');
// Arabic: no other scenario edits its strings.
const PATH = [/^Projects/, /^Atlas\s*atlas/, /^Web application/, /^Arabic/];

async function openFromTree(key: string): Promise<void> {
  await collapseAll(pane());
  await (await revealRow(pane(), PATH, keyRow(key))).click();
  await shows(key);
}

async function rowOf(key: string): Promise<Locator> {
  return revealRow(pane(), PATH, keyRow(key));
}

describe('Edits survive a bad network', function () {
  this.timeout(600_000);
  let units: Unit[];
  let first: Unit;

  before(async () => {
    units = await startWithStrings('ar');
    const editable = units.filter((u) => u.source.length === 1 && u.state > 0 && u.state < 100);
    first = editable[0]!;
    assert.ok(first, 'an editable Arabic string');
  });

  afterEach(() => harness().sandbox.faults.clear());

  it('a box typed into while the glossary still loads asks before it is left (the trailing-space case)', async () => {
    const { sandbox } = harness();
    // A translation ending in a space fails a check on the server: before the fix the extra check reads
    // kept the panel "loading", as a slow glossary read still does; while loading, leaving asked nothing.
    await weblateApi(`units/${first.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ target: [`${first.target[0]} `], state: first.state }),
    });
    const mark = sandbox.requestLog.length;
    // The glossary of a new connection is read once, on the first string opened: slow now.
    sandbox.faults.add({
      kind: 'latency',
      latencyMs: 10_000,
      method: 'GET',
      path: '^/api/translations/atlas/glossary/',
    });
    try {
      await openFromTree(first.context);
      await eventually('the glossary read under way', () =>
        sandbox.requestLog.slice(mark).some((l) => /^GET \/api\/translations\/atlas\/glossary\//.test(l)),
      );
      const box = frame().locator('#suggest-text');
      await box.waitFor({ timeout: 30_000 });
      assert.equal(await frame().locator('#glossary li').count(), 0, 'the glossary is not shown yet');
      await box.fill('Vorschlag beim Laden');
      await button('Next').click();
      await frame().locator('#leave-bar').waitFor({ timeout: 8_000 });
      assert.match(await frame().locator('#leave-boxes').innerText(), /Your suggestion/);
      await button('Discard draft and go on').click();
      await shows(units[units.indexOf(first) + 1]!.context);
    } finally {
      sandbox.faults.clear();
      await weblateApi(`units/${first.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ target: first.target, state: first.state }),
      });
    }
    const row = await rowOf(first.context);
    await eventually('no draft left on the row', async () => !/✎/.test(await row.innerText()));
  });
});

// The unit panel's layout (#31 item 11), in real VS Code against the sandbox: the string's explanation sits
// right above the box it is advice for (not under Suggestions and Comments), Previous and Next sit beside
// Save, "Saved." appears without moving anything on the page, and the Localization tree selects the row
// of the string the panel moves to. Every wait is on state.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { keyRow, panel, panelButton, panelShows, startWithStrings, type SandboxUnit } from '../helpers/unitPanel';
import { collapseAll, eventually, hidePanel, revealRow, screenshot, treeRow, viewPane } from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Localization');
// Czech, like 29-nothing-lost: strings no scenario before these checks saves.
const PATH = [/^Projects/, /^Atlas\s*atlas/, /^Web application/, /^Czech/];

/** The top of an element of the panel's page, in the page's own coordinates (scrolling aside). */
async function top(selector: string): Promise<number> {
  return panel()
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

describe('Unit panel layout', () => {
  let explained: SandboxUnit;
  let following: SandboxUnit;

  before(async () => {
    const units = await startWithStrings('cs');
    // A string with an explanation (the sandbox gives one to every ninth), editable, and the one after it.
    const i = units.findIndex(
      (u, n) => !!u.explanation && u.state < 100 && u.source.length === 1 && n + 1 < units.length,
    );
    assert.ok(i >= 0, 'the sandbox has an explained string on the first page');
    [explained, following] = [units[i]!, units[i + 1]!];
    await hidePanel(harness().page);
    await collapseAll(pane());
    // A hook's failure gets no screenshot from the harness: this one takes its own.
    await revealRow(pane(), PATH, keyRow(explained.context))
      .then((row) => row.click())
      .catch(async (e: unknown) => {
        await screenshot(harness().page, 'FAILED-unit-panel-layout-before');
        throw e;
      });
    await panelShows(explained.context);
    await panel().locator('#suggestions-heading').waitFor({ timeout: 30_000 });
  });

  it('shows the explanation right above the translation box, which points to it', async () => {
    const explanation = panel().locator('#explanation');
    assert.equal(await explanation.locator('.value').innerText(), explained.explanation);
    const [hint, box, suggestions] = [
      await top('#explanation'),
      await top('#target-0'),
      await top('#suggestions-heading'),
    ];
    assert.ok(
      hint < box && box < suggestions,
      `explanation ${hint} above the box ${box}, above Suggestions ${suggestions}`,
    );
    assert.match((await panel().locator('#target-0').getAttribute('aria-describedby')) ?? '', /\bexplanation\b/);
    assert.equal(
      await panel().locator('.details .field', { hasText: 'Explanation' }).count(),
      0,
      'not repeated under Context',
    );
  });

  it('puts Previous and Next beside Save, in one row', async () => {
    const row = panel().locator('.row.actions');
    for (const name of ['Save', 'Previous', 'Next'])
      assert.equal(await row.getByRole('button', { name, exact: true }).count(), 1, `${name} in the row`);
    const [save, previous, next] = [
      await top('#save'),
      await top('nav button:text-is("Previous")'),
      await top('nav button:text-is("Next")'),
    ];
    assert.ok(
      Math.abs(save - previous) < 4 && Math.abs(save - next) < 4,
      `one line: Save ${save}, Previous ${previous}, Next ${next}`,
    );
  });

  it('the tree selects the row of the string the panel moves to', async () => {
    // The Czech strings' rows are drawn: the tree follows only rows it has (nothing is fetched for it).
    await (await revealRow(pane(), PATH, keyRow(explained.context))).waitFor();
    await panelButton('Next').click();
    await panelShows(following.context);
    const row = treeRow(pane(), keyRow(following.context));
    await eventually(
      'the next string’s row selected',
      async () => (await row.getAttribute('aria-selected')) === 'true',
    );
    assert.notEqual(await treeRow(pane(), keyRow(explained.context)).getAttribute('aria-selected'), 'true');
    await panelButton('Previous').click();
    await panelShows(explained.context);
    await eventually(
      'the row follows back',
      async () => (await treeRow(pane(), keyRow(explained.context)).getAttribute('aria-selected')) === 'true',
    );
  });

  it('says "Saved." without moving the page', async () => {
    const before = [await top('#save'), await top('#suggestions-heading'), await top('.details')];
    // Saving the text the server has: no draft notice comes and goes to move things by itself.
    await panelButton('Save').click();
    await panel().locator('#status.ok', { hasText: 'Saved.' }).waitFor({ timeout: 30_000 });
    await panel().locator('#suggestions-heading').waitFor({ timeout: 30_000 });
    const after = [await top('#save'), await top('#suggestions-heading'), await top('.details')];
    await screenshot(harness().page, 'unit-panel-saved');
    assert.deepEqual(after, before, 'Save, Suggestions and Context stay where they were');
  });
});

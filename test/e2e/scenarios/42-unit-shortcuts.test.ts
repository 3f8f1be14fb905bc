// Weblate's editor shortcuts in the unit panel (#26 item 7), in real VS Code against the sandbox, in
// Arabic (no other scenario edits it). Each key goes through VS Code's keybinding (scoped to the panel,
// so Ctrl+E is not Quick Open there) to the page; every wait is on state: the focused element, the box's
// text, the state chosen, the sandbox's unit and suggestions.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { weblateApi } from '../helpers/localization';
import { keyRow, panel, panelShows, startWithStrings, type SandboxUnit } from '../helpers/unitPanel';
import { collapseAll, eventually, hidePanel, revealRow, viewPane } from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Localization');
const PATH = [/^Projects/, /^Atlas\s*atlas/, /^Web application/, /^Arabic/];
const box = () => panel().locator('#target-0');
const focused = () =>
  panel()
    .locator(':root')
    .evaluate(() => document.activeElement?.id ?? '');
const stateChosen = async () => Number(await panel().locator('#state').inputValue());

async function press(keys: string): Promise<void> {
  // From inside the panel's page, as a person typing there: the page hands the key to VS Code.
  await panel().locator('h1').click();
  await harness().page.keyboard.press(keys);
}

describe('Unit panel shortcuts (Weblate’s keys)', () => {
  let unit: SandboxUnit;

  before(async () => {
    const units = await startWithStrings('ar');
    const editable = units.filter(
      (u) => u.state > 0 && u.state < 100 && u.target.length === 1 && u.source.length === 1,
    );
    unit = editable.find((u) => u.target[0] !== u.source[0])!;
    assert.ok(unit, 'an editable, singular Arabic string whose translation differs from its source');
    await hidePanel(harness().page);
    await collapseAll(pane());
    await (await revealRow(pane(), PATH, keyRow(unit.context))).click();
    await panelShows(unit.context);
  });

  after(async () => {
    await weblateApi(`units/${unit.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ target: unit.target, state: unit.state }),
    });
    const suggestions = await weblateApi(`units/${unit.id}/suggestions/`);
    for (const s of suggestions.results as { id: number }[])
      await weblateApi(`suggestions/${s.id}/`, { method: 'DELETE' });
  });

  it('Ctrl+E goes to the translation box, Ctrl+J to the nearby strings, Ctrl+U to the new comment', async () => {
    await press('Control+e');
    await eventually('the translation box has the focus', async () => (await focused()) === 'target-0');
    await panel().locator('.nearby li a').first().waitFor({ timeout: 30_000 });
    await press('Control+j');
    await eventually('a nearby string has the focus', () =>
      panel()
        .locator('.nearby li a')
        .first()
        .evaluate((a) => a === document.activeElement),
    );
    await panel().locator('#comment-text').waitFor({ timeout: 30_000 });
    await press('Control+u');
    await eventually('the new comment box has the focus', async () => (await focused()) === 'comment-text');
  });

  it('Ctrl+O copies the source into the translation; Ctrl+Z in the box takes it back', async () => {
    await press('Control+e');
    await eventually('the translation box has the focus', async () => (await focused()) === 'target-0');
    const before = await box().inputValue();
    await harness().page.keyboard.press('Control+o');
    await eventually('the box holds the source', async () => (await box().inputValue()) === unit.source[0]);
    await harness().page.keyboard.press('Control+z');
    await eventually('the box holds its text again', async () => (await box().inputValue()) === before);
  });

  it('Ctrl+Y toggles "Needs editing"; Ctrl+Shift+Enter saves as translated', async () => {
    const start = await stateChosen();
    await press('Control+y');
    await eventually('the state is toggled', async () => (await stateChosen()) === (start === 10 ? 20 : 10));
    if ((await stateChosen()) !== 10) {
      await press('Control+y');
      await eventually('needs editing is chosen', async () => (await stateChosen()) === 10);
    }
    const text = `${unit.target[0]} ✓`;
    await box().fill(text);
    await press('Control+Shift+Enter');
    await eventually('the sandbox has the text, translated', async () => {
      const now = await weblateApi(`units/${unit.id}/`);
      return now.target[0] === text && now.state === 20;
    });
    await eventually('the panel shows the saved state', async () => (await stateChosen()) === 20);
  });

  it('Alt+PageDown shows the next string read ahead while this one was shown: nothing more is asked for it', async () => {
    const { sandbox } = harness();
    const next = panel().locator('.nearby li.current + li');
    await next.waitFor({ timeout: 30_000 });
    const nextId = Number(await next.getAttribute('data-unit-id'));
    const nextKey = (await weblateApi(`units/${nextId}/`)).context as string;
    const fromPanel = () =>
      sandbox.requests.filter(
        (r) =>
          r.method === 'GET' &&
          r.path === `/api/units/${nextId}/` &&
          String(r.headers['user-agent']).startsWith('Scriptorium'),
      ).length;
    await eventually('the next string is read ahead', async () => fromPanel() >= 1);
    const asked = fromPanel();
    await press('Alt+PageDown');
    await panelShows(nextKey);
    assert.equal(fromPanel(), asked, 'the panel showed what it had read ahead');
    await press('Alt+PageUp');
    await panelShows(unit.context);
  });

  it('Alt+Enter sends the translation box’s text as a suggestion, leaving the translation as it was', async () => {
    const saved = (await weblateApi(`units/${unit.id}/`)).target;
    const text = `${unit.target[0]} (اقتراح)`;
    await box().fill(text);
    await press('Alt+Enter');
    await eventually('the sandbox has the suggestion', async () => {
      const listed = await weblateApi(`units/${unit.id}/suggestions/`);
      return (listed.results as { target: string[] }[]).some((s) => s.target[0] === text);
    });
    assert.deepEqual((await weblateApi(`units/${unit.id}/`)).target, saved, 'the translation is unchanged');
    await eventually('the box shows the server’s text again', async () => (await box().inputValue()) === saved[0]);
  });
});

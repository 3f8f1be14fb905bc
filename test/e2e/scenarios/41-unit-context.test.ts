// The unit panel's context (#26 items 3, 4, 5), in real VS Code against the sandbox, in French (no other
// scenario edits it): nearby strings with their states, opened by a click; the same source elsewhere with
// its translation, used into the form as a draft and never saved by itself; a failing check named by its
// Weblate id and name, live as the text changes, and a save with a failing check that asks first; what
// Weblate drops on save (a trailing space, a zero-width space) fails nothing live (#43 item 5); a placeholder
// renamed or dropped is named live once the source string has its format flag (#43 item 4).
// Every wait is on state.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { weblateApi } from '../helpers/localization';
import { writeUserSettings } from '../helpers/settings';
import { keyRow, panel, panelShows, startWithStrings, type SandboxUnit } from '../helpers/unitPanel';
import { collapseAll, eventually, hidePanel, revealRow, screenshot, viewPane } from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Localization');
const PATH = [/^Projects/, /^Atlas\s*atlas/, /^Web application/, /^French/];
const ASK = 'scriptorium.localization.askBeforeSavingFailingChecks';

async function openFromTree(key: string): Promise<void> {
  await hidePanel(harness().page);
  await collapseAll(pane());
  await (await revealRow(pane(), PATH, keyRow(key))).click();
  await panelShows(key);
}

const serverTarget = async (id: number): Promise<string[]> => (await weblateApi(`units/${id}/`)).target;
const check = (id: string) => panel().locator(`#checks li[data-check="${id}"]`);

describe('Unit panel context: nearby strings, same source, named checks', () => {
  let units: (SandboxUnit & { position: number })[];
  let save: SandboxUnit; // "Save"
  let saveAs: SandboxUnit; // "Save as…": its source contains "Save"
  let failing: string[]; // the text of "Save" the server finds failing a check

  before(async () => {
    units = (await startWithStrings('fr')) as typeof units;
    save = units.find((u) => u.context === 'menu.file.save')!;
    saveAs = units.find((u) => u.context === 'menu.file.saveAs')!;
    assert.ok(save.state > 0 && save.state < 100, 'an editable French "Save"');
    assert.ok(saveAs.target[0], 'a translated French "Save as…"');
    // A text that fails a check on the server: the French "Save" ending with an exclamation mark the source
    // lacks (a trailing space would not do: Weblate, and so the sandbox, drops it on save).
    failing = [`${saveAs.target[0]!.split(' ')[0]}!`];
    await weblateApi(`units/${save.id}/`, { method: 'PATCH', body: JSON.stringify({ target: failing, state: 20 }) });
    // The runs turn the question off (other scenarios save any text); a person has it on by default.
    await writeUserSettings({ [ASK]: true });
    await openFromTree(save.context);
  });

  after(async () => {
    await writeUserSettings({ [ASK]: false });
    await weblateApi(`units/${save.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ target: save.target, state: save.state }),
    });
  });

  it('lists the strings around this one by position, with their states, and opens one on a click', async () => {
    const items = panel().locator('.nearby li');
    await items.first().waitFor({ timeout: 30_000 });
    const around = units.filter((u) => Math.abs(u.position - 2) <= 5).map((u) => String(u.id));
    assert.deepEqual(await items.evaluateAll((li) => li.map((e) => e.getAttribute('data-unit-id'))), around);
    assert.equal(await panel().locator('.nearby li.current [aria-current="true"]').count(), 1);
    assert.equal(await panel().locator('.nearby li .badge').count(), around.length, 'each with its state');
    // Numbered once, by position: the list's own number is the position and the label is the key alone
    // (#41: "2. 2. menu.file.save").
    const numbered = await items.evaluateAll((li) =>
      li.map((e) => [(e as HTMLLIElement).value, e.querySelector('a, strong')?.textContent ?? '']),
    );
    assert.deepEqual(
      numbered,
      units.filter((u) => Math.abs(u.position - 2) <= 5).map((u) => [u.position, u.context]),
    );
    const close = units.find((u) => u.context === 'menu.file.close')!;
    await panel().locator(`.nearby li[data-unit-id="${close.id}"] a`).click();
    await panelShows(close.context);
    await panel().locator(`.nearby li[data-unit-id="${save.id}"] a`).click({ timeout: 30_000 });
    await panelShows(save.context);
  });

  it('names the server’s failing check by its id, name and what to fix', async () => {
    await check('end_exclamation').waitFor({ timeout: 30_000 });
    assert.match(
      await check('end_exclamation').innerText(),
      /Mismatched exclamation mark[\s\S]*end_exclamation[\s\S]*exclamation mark exactly/,
    );
  });

  it('lists the same source elsewhere; Use puts its translation in the box as a draft, saving nothing', async () => {
    const match = panel().locator(`.same-source li[data-unit-id="${saveAs.id}"]`);
    await match.waitFor({ timeout: 30_000 });
    assert.match(await match.innerText(), /Source contains this one/);
    assert.match(await match.innerText(), new RegExp(saveAs.target[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await match.getByRole('button', { name: 'Use this translation' }).click();
    assert.equal(await panel().locator('#target-0').inputValue(), saveAs.target[0]);
    await panel().locator('#draft-notice').waitFor({ timeout: 30_000 });
    assert.deepEqual(await serverTarget(save.id), failing, 'nothing saved');
    // The checks follow the text at once: its ellipsis fails now, the exclamation mark is gone.
    await check('end_ellipsis').waitFor();
    assert.equal(await check('end_exclamation').count(), 0);
    await screenshot(harness().page, 'unit-context');
  });

  it('Discard draft puts the server’s text back, and the checks follow it (#41: the draft’s check stayed listed)', async () => {
    await panel().locator('#discard-draft').click();
    assert.equal(await panel().locator('#target-0').inputValue(), failing[0]);
    await check('end_exclamation').waitFor({ timeout: 30_000 });
    await eventually('the draft’s check is gone', async () => (await check('end_ellipsis').count()) === 0);
    assert.equal(await panel().locator('#draft-notice').count(), 0);
    assert.deepEqual(await serverTarget(save.id), failing, 'nothing saved');
  });

  it('a trailing space or a zero-width space typed fails nothing: Weblate drops them on save', async () => {
    const box = panel().locator('#target-0');
    const word = saveAs.target[0]!.split(' ')[0]!;
    await box.fill(`${word}\u200b `);
    await eventually('no failing check', async () => (await panel().locator('#checks li').count()) === 0);
    await box.fill(`${word}!`);
    await check('end_exclamation').waitFor();
    await box.fill(saveAs.target[0]!);
    await check('end_ellipsis').waitFor();
  });

  it('asks before saving a text with a failing check; Keep editing is the default and saves nothing', async () => {
    const page = harness().page;
    await panel().locator('#target-0').press('Control+Enter');
    const question = panel().locator('.ask-save');
    await question.waitFor({ timeout: 30_000 });
    assert.match(await question.innerText(), /Mismatched ellipsis/);
    await eventually('Keep editing has the focus', async () =>
      panel()
        .getByRole('button', { name: 'Keep editing' })
        .evaluate((b) => b === document.activeElement),
    );
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    assert.deepEqual(await serverTarget(save.id), failing, 'nothing saved');
    await panel().locator('#target-0').press('Control+Enter');
    await panel().getByRole('button', { name: 'Save anyway' }).click({ timeout: 30_000 });
    await panel().locator('#status.ok', { hasText: 'Saved.' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(await serverTarget(save.id), [saveAs.target[0]]);
    // Read back: the server now reports the check for the saved text.
    await eventually(
      'the server names the check',
      async () => (await panel().locator('#checks li[data-check="end_ellipsis"]').count()) === 1,
    );
  });
  it('names a renamed or dropped placeholder while typing, with its flag on the source string, and asks before saving it (#43 item 4)', async () => {
    const key = 'dialog.delete.body';
    const found = (await weblateApi(`translations/atlas/web/fr/units/?q=${encodeURIComponent(`key:${key}`)}`))
      .results as (SandboxUnit & { source_unit: string })[];
    const unit = found.find((u) => u.context === key)!;
    const sourceId = Number(/units\/(\d+)/.exec(unit.source_unit)![1]);
    const kept = 'La carte « {name} » et ses calques seront supprimés. Impossible de revenir en arrière.';
    const write = (target: string[], state: number) =>
      weblateApi(`units/${unit.id}/`, { method: 'PATCH', body: JSON.stringify({ target, state }) });
    await write([kept], 20);
    await weblateApi(`units/${sourceId}/`, {
      method: 'PATCH',
      body: JSON.stringify({ extra_flags: 'python-brace-format' }),
    });
    try {
      await openFromTree(key);
      const box = panel().locator('#target-0');
      await box.fill(kept.replace('{name}', '{nom}'));
      await check('python_brace_format').waitFor({ timeout: 30_000 });
      assert.match(await check('python_brace_format').innerText(), /Python brace format/);
      await box.fill(kept);
      await eventually('the placeholder kept', async () => (await check('python_brace_format').count()) === 0);
      await box.fill(kept.replace('« {name} » ', ''));
      await check('python_brace_format').waitFor();
      await box.press('Control+Enter');
      const question = panel().locator('.ask-save');
      await question.waitFor({ timeout: 30_000 });
      assert.match(await question.innerText(), /Python brace format/);
      await harness().page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      assert.deepEqual(await serverTarget(unit.id), [kept], 'nothing saved');
      // The server's text again: no draft is left for the scenarios after this one.
      await box.fill(kept);
      await eventually('the placeholder kept', async () => (await check('python_brace_format').count()) === 0);
    } finally {
      await weblateApi(`units/${sourceId}/`, { method: 'PATCH', body: JSON.stringify({ extra_flags: '' }) });
      await write(unit.target, unit.state);
    }
  });
});

// Suggestions in real VS Code against the sandbox: a contributor who may only suggest is refused a save,
// the panel's Save becomes Suggest and the suggestion is sent; a reviewer signs in, sees it with its author
// and accepts it, and the string's translation changes on the server.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { repairUserSettings } from '../helpers/settings';
import {
  answerInput,
  collapseAll,
  collapseOtherViews,
  contextAction,
  eventually,
  expandView,
  openContainer,
  pickItem,
  revealRow,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
  webviewFrame,
} from '../helpers/workbench';
import { connectLocalizationAs } from '../helpers/localization';
import { focusedDialogButton, messageShown } from '../helpers/state';
import { headingOf } from '../helpers/unitPanel';

const pane = () => viewPane(harness().page, 'Localization');
const SUGGESTION = 'Vorschlag von Sam';

async function api(path: string) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, {
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` },
  });
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const connectAs = connectLocalizationAs;

/** Opens the string `key` of atlas/web/de in the unit panel from the tree. */
async function openString(key: string): Promise<void> {
  const target = new RegExp(`^${key.replace(/\./g, '\\.')}`);
  await (await revealWith([/^Atlas\s*atlas/, /^Web application/, /^German/], target)).click();
  await webviewFrame(harness().page)
    .locator('h1', { hasText: headingOf(key) })
    .waitFor({ timeout: 30_000 });
}

describe('Suggestions: suggest as a suggest-only user, accept as a reviewer', () => {
  let key = '';
  let unitId = 0;

  before(async () => {
    repairUserSettings();
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Localization');
    await collapseOtherViews(harness().page, 'Localization');
    // A single-form untranslated string among the first page of German strings (no Load more needed).
    const firstPage = (await api('translations/atlas/web/de/units/?page_size=10')).results as {
      id: number;
      context: string;
      state: number;
      source: string[];
    }[];
    const unit =
      firstPage.find((u) => u.state === 0 && u.source.length === 1) ??
      firstPage.find((u) => u.source.length === 1 && u.state < 100)!;
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
    await eventually(
      'Save became Suggest',
      async () => (await frame.locator('#save').innerText()).trim() === 'Suggest',
    );
    await frame.locator('#target-0').fill(SUGGESTION);
    await frame.locator('#save').click();
    await frame.locator('#status.ok', { hasText: 'Suggestion sent' }).waitFor({ timeout: 30_000 });
    await frame.locator('.suggestion', { hasText: SUGGESTION }).waitFor();
    assert.match(await frame.locator('.suggestion', { hasText: SUGGESTION }).innerText(), /suggester/);
    assert.equal(
      await frame.locator('.suggestion button', { hasText: 'Accept' }).count(),
      1,
      'accept is offered until the server refuses it',
    );
    const listed = await api(`units/${unitId}/suggestions/`);
    assert.deepEqual(
      listed.results.map((s: { target: string[] }) => s.target),
      [[SUGGESTION]],
    );
  });

  it('a reviewer sees the suggestion with its author and accepts it; the translation changes', async () => {
    // The suggest-only user's panel shows the same string: closed, so the heading waited for is the new one's.
    // Closed before connecting: the palette closing gives the keyboard back to the panel that had it, and a
    // webview takes it a moment later, by a message. That moment came after the Connect box opened (a run
    // beside a busy process): the server's address was typed into the panel's translation box and kept
    // there as a draft, and the form never showed the accepted text.
    await runCommand(harness().page, 'View: Close All Editors');
    await connectAs(harness().sandbox.credentials.weblate.adminToken);
    await openString(key);
    const frame = webviewFrame(harness().page);
    const item = frame.locator('.suggestion', { hasText: SUGGESTION });
    await item.waitFor({ timeout: 30_000 });
    await eventually(
      'the reviewer saves (Save, not Suggest)',
      async () => (await frame.locator('#save').innerText()).trim() === 'Save',
    );
    await screenshot(harness().page, 'unit-panel-suggestions');
    await item.locator('button', { hasText: 'Accept' }).click();
    await frame.locator('#status.ok', { hasText: 'Suggestion accepted' }).waitFor({ timeout: 30_000 });
    await eventually(
      'the form shows the accepted text',
      async () => (await frame.locator('#target-0').inputValue()) === SUGGESTION,
    );
    const unit = await api(`units/${unitId}/`);
    assert.deepEqual([unit.target, unit.state, unit.has_suggestion], [[SUGGESTION], 20, false]);
    assert.equal(await frame.locator('.suggestion').count(), 0);
  });

  it('adds a string to a monolingual component, edits its explanation and flags, and deletes it after a confirmation', async function () {
    this.timeout(300_000);
    const { page } = harness();
    const NEW_KEY = 'onboarding.skipTour';
    // Hebrew: only Mobile app has it. Atlas's Web application has German too, with adding strings turned
    // off, and folding everything first did not make sure the first German row was Mobile app's: the tree
    // follows the reviewer's string when the accept's refresh draws it, unfolding Atlas again, and that can
    // come after the fold. CI of 18ff990: Add String opened no input box and sent nothing, as on Atlas's
    // German (a message says adding is turned off there; it had hidden itself by the time the wait failed).
    await collapseAll(pane());
    const hebrew = await revealWith([/^Projects/, /^Atlas Mobile/, /^Mobile app/], /^Hebrew/);
    await contextAction(page, hebrew, 'Add String…');
    await answerInput(page, NEW_KEY);
    await answerInput(page, 'Skip the tour');
    const de = await eventually('the string on the server', async () => {
      const found = (await api(`translations/mobile/app/de/units/?q=${encodeURIComponent(`key:${NEW_KEY}`)}`)).results;
      return found.length > 0 ? found : undefined;
    });
    await messageShown(page, `Added "${NEW_KEY}"`);
    assert.deepEqual(
      de.map((u: { source: string[] }) => u.source),
      [['Skip the tour']],
      'in every language, with its source text',
    );

    // Only that string in the Hebrew list, so its row is in view.
    await treeRow(pane(), /^Hebrew/).waitFor();
    await revealWith([/^Projects/, /^Atlas Mobile/, /^Mobile app/], /^Hebrew/);
    await treeRow(pane(), /^Hebrew/).click();
    await runCommand(page, 'Scriptorium: Search Strings');
    await pickItem(page, 'Custom query…');
    await answerInput(page, `key:${NEW_KEY}`);
    const row = treeRow(pane(), new RegExp(`^${NEW_KEY.replace(/\./g, '\\.')}`));
    await row.waitFor({ timeout: 30_000 });

    await contextAction(page, row, 'Edit Explanation and Flags…');
    await answerInput(page, 'Shown on the first screen only.');
    await answerInput(page, 'max-length:30');
    const sourceUnit = async () =>
      (await api(`translations/mobile/app/en/units/?q=${encodeURIComponent(`key:${NEW_KEY}`)}`)).results[0];
    await eventually('the flags on the server', async () => (await sourceUnit()).extra_flags === 'max-length:30');
    const source = await sourceUnit();
    assert.deepEqual([source.explanation, source.extra_flags], ['Shown on the first screen only.', 'max-length:30']);
    await messageShown(page, 'Saved the explanation and flags');

    await contextAction(page, row, 'Delete String…');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 30_000 });
    assert.match(
      await dialog.innerText(),
      new RegExp(`Delete the string "${NEW_KEY.replace(/\./g, '\\.')}" from Mobile app`),
    );
    await screenshot(page, 'delete-string-modal');
    // Enter keeps the string: the button the keyboard is on is the safe one.
    assert.equal(await focusedDialogButton(page), 'Keep String');
    await dialog.locator('a.monaco-button, button', { hasText: 'Delete String' }).first().click();
    await eventually(
      'the string gone from the server',
      async () =>
        (await api(`translations/mobile/app/de/units/?q=${encodeURIComponent(`key:${NEW_KEY}`)}`)).results.length === 0,
    );
    await messageShown(page, `Deleted "${NEW_KEY}"`);
  });
});

/** Reveals `target` under `path`, refreshing when a rebuilt tree or a timed-out list gets in the way. */
async function revealWith(path: RegExp[], target: RegExp) {
  await eventually(
    `the row ${target}`,
    async () => {
      try {
        await revealRow(pane(), path, target);
        return true;
      } catch (e) {
        await runCommand(harness().page, 'Scriptorium: Refresh');
        throw e;
      }
    },
    60_000,
  );
  return treeRow(pane(), target);
}

// The upload preview (#31), in real VS Code against the sandbox: Czech of Web downloaded into
// locales/cs.json (uploading it unchanged suggests keeping existing translations), then one translated
// string edited in it while three others need editing on the server. Uploading with the defaults shows what
// each way of uploading does before anything is sent: "Keep existing translations" would skip the edit and
// turn the three into translated strings, so Enter takes "Only the strings changed here", which lands the
// edit and leaves the three alone, and no fuzzy question is asked for JSON (the file's downloaded base, #41,
// tells the edit from the server's text). A second edit uploaded with
// "Keep existing translations" is skipped by the server; the message names it and "Upload Again with
// Replace…" sends exactly that string. Then (#42) the Czech row's upload names locales/cs.json in its first
// question, and once that downloaded file is a link to a key outside the workspace, nothing is sent.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import { startConnectedAsAdmin } from '../helpers/localization';
import {
  answerWriteQuestion,
  clickNotificationButton,
  editorText,
  hideNotificationCenter,
  literal,
  logSnapshot,
  messageShown,
  newLogLine,
} from '../helpers/state';
import { apiUnit, editLocaleFile, localeFile, quickRow, webUnits, type ApiUnit } from '../helpers/translationFiles';
import {
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
} from '../helpers/workbench';

type Unit = ApiUnit;
const localFile = () => localeFile('cs');
const FIRST_EDIT = 'Zrušit (upraveno zde)';
const SECOND_EDIT = 'Uložit (upraveno zde)';
const units = () => webUnits('cs');
const unit = apiUnit;
const editLocalFile = (key: string, text: string) => editLocaleFile('cs', key, text);

async function editorShows(text: string): Promise<void> {
  const { page } = harness();
  await page.locator('.tab', { hasText: 'cs.json' }).first().click();
  await eventually(`the editor showing ${text}`, async () => (await editorText(page)).includes(text));
}

async function startUpload(): Promise<void> {
  const { page } = harness();
  // Only this upload's messages in the Notification Center, which draws only the rows in sight.
  await runCommand(page, 'Notifications: Clear All Notifications');
  await page.locator('.tab', { hasText: 'cs.json' }).first().click();
  await runCommand(page, 'Scriptorium: Upload Translation File');
  await pickItem(page, /Czech \(cs\)/);
  await pickItem(page, 'Add as translation');
}

describe('Upload preview', () => {
  let edited: Unit;
  let second: Unit;
  let needEditing: Unit[];

  before(async () => {
    const { sandbox } = harness();
    await startConnectedAsAdmin();
    rmSync(localFile(), { force: true });
    // Three translated strings need editing again on the server (same text): the file downloaded next
    // carries their text, and JSON cannot say they need editing.
    const translated = (await units()).filter((u) => u.state === 20 && u.source.length === 1);
    [edited, second] = [translated[0]!, translated[1]!];
    needEditing = translated.slice(2, 5);
    for (const u of needEditing) {
      await sandboxFetch(`${sandbox.origin}/api/units/${u.id}/`, {
        method: 'PATCH',
        headers: {
          Authorization: `Token ${sandbox.credentials.weblate.adminToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ target: u.target, state: 10 }),
      });
    }
    for (const u of needEditing) assert.equal((await unit(u.id)).state, 10);
  });

  it('downloads Czech and edits one translated string in the file', async () => {
    const { page } = harness();
    // From the palette, not the tree: the connection made above may still be redrawing the tree's rows.
    await runCommand(page, 'Scriptorium: Download Translation File');
    await pickItem(page, /Czech \(cs\)\s*Atlas \/ Web application/);
    await answerWriteQuestion(page, /writes locales\/cs\.json \(new file\)/, 'Write File');
    await page.locator('.tab.active', { hasText: 'cs.json' }).waitFor({ timeout: 30_000 });
    // Unchanged since the download: nothing was changed here, so Enter would keep existing translations.
    await startUpload();
    await page
      .locator('.quick-input-widget input.input[placeholder^="Against the downloaded base: 0 changed here"]')
      .waitFor({ timeout: 30_000 });
    assert.match(
      await page.locator('.quick-input-list .monaco-list-row.focused').innerText(),
      /^Keep existing translations/,
    );
    await page.keyboard.press('Escape');
    await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 30_000 });
    editLocalFile(edited.context, FIRST_EDIT);
    await editorShows(FIRST_EDIT);
  });

  it('shows what each way of uploading does, with "only the strings changed here" preselected, and sends just that', async () => {
    const { page } = harness();
    const before = logSnapshot();
    await startUpload();
    const keep = quickRow('Keep existing translations');
    await keep.waitFor({ timeout: 30_000 });
    await newLogLine(
      'the preview',
      before,
      /\[files\] preview of cs\.json for atlas\/web\/cs against its downloaded base: 1 changed here/,
    );
    const fuzzyWithText = (await units()).filter((u) => u.state === 10 && u.target.some((t) => t !== '')).length;
    const keepText = await keep.innerText();
    assert.match(keepText, new RegExp(`skips 1 changed here: ${literal(edited.context)}`));
    assert.match(keepText, new RegExp(`${fuzzyWithText} not changed here go from needs editing to translated`));
    const suggested = page.locator('.quick-input-list .monaco-list-row.focused');
    assert.match(
      await suggested.innerText(),
      /Only the strings changed here[\s\S]*replace-translated · suggested[\s\S]*1 accepted/,
    );
    assert.match(
      await quickRow(new RegExp(`^${literal(edited.context)}`)).innerText(),
      new RegExp(`${literal(edited.target[0]!)} → ${literal(FIRST_EDIT)}`),
    );
    await screenshot(page, 'upload-preview');

    await page.keyboard.press('Enter');
    await eventually('the edit on the server', async () => (await unit(edited.id)).target[0] === FIRST_EDIT);
    assert.equal((await unit(edited.id)).state, 20);
    // No question about fuzzy strings for JSON, and the strings needing editing stay so.
    for (const u of needEditing) assert.equal((await unit(u.id)).state, 10, u.context);
    await messageShown(page, /Uploaded to Czech · Web application: 1 accepted, 0 skipped, 0 not found/);
  });

  it('names a change the server skipped and uploads exactly it again with replace', async () => {
    const { page } = harness();
    editLocalFile(second.context, SECOND_EDIT);
    await editorShows(SECOND_EDIT);
    await startUpload();
    await pickItem(page, 'Keep existing translations');
    // The center opened from the palette: opened with its status bar bell, the bell's hover stays under the
    // pointer and covers the buttons of this (long, lowest) message.
    await runCommand(page, 'Notifications: Show Notifications');
    const said = await clickNotificationButton(
      page,
      'the skipped change',
      /Not applied \(1\)/,
      'Upload Again with Replace…',
    );
    assert.match(said, new RegExp(`Not applied \\(1\\): ${literal(second.context)}\\.`));
    // "Keep existing translations" did what its preview said: the needing-editing strings are translated now.
    for (const u of needEditing) assert.equal((await unit(u.id)).state, 20, u.context);
    assert.equal((await unit(second.id)).target[0], second.target[0]);
    await quickRow(new RegExp(`^${literal(second.context)}`)).waitFor({ timeout: 30_000 });
    await hideNotificationCenter(page);
    const before = logSnapshot();
    // Every string offered is ticked; the input gets the focus back from the center, and Enter confirms.
    await page.locator('.quick-input-widget input.input').click();
    await page.keyboard.press('Enter');
    await eventually(
      'the replaced string on the server',
      async () => (await unit(second.id)).target[0] === SECOND_EDIT,
    );
    await newLogLine(
      'the second upload',
      before,
      /\[files\] upload cs\.json to atlas\/web\/cs \(translate, conflicts replace-translated/,
    );
    await messageShown(page, /Uploaded to Czech · Web application: 1 accepted, 0 skipped/);
  });

  it('names the file in the first question from the Czech row, and sends nothing once it is a link (#42)', async () => {
    const { page, sandbox } = harness();
    await runCommand(page, 'Notifications: Clear All Notifications');
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Localization');
    await collapseOtherViews(page, 'Localization');
    const czech = async () => {
      await collapseAll(pane);
      return revealRow(pane, [/^Projects/, /^Atlas\s*atlas/, /^Web application/], /^Czech/);
    };
    const widget = page.locator('.quick-input-widget');
    await contextAction(page, await czech(), 'Upload Translation File');
    // The file Scriptorium downloaded Czech into, named before anything else is asked.
    await widget.filter({ hasText: 'Upload locales/cs.json to Czech · Web application' }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await widget.waitFor({ state: 'hidden', timeout: 30_000 });
    // A git pull replaces the downloaded file with a link to a private key outside the workspace.
    const outside = mkdtempSync(join(tmpdir(), 'scriptorium-key-'));
    try {
      writeFileSync(join(outside, 'id_rsa'), '-----BEGIN OPENSSH PRIVATE KEY-----\n');
      rmSync(localFile());
      symlinkSync(join(outside, 'id_rsa'), localFile());
      sandbox.requests.length = 0;
      await contextAction(page, await czech(), 'Upload Translation File');
      await messageShown(
        page,
        /Not uploaded: locales\/cs\.json, where Scriptorium downloaded Czech · Web application, is a symbolic link/,
      );
      assert.deepEqual(
        sandbox.requests.filter((r) => r.method === 'POST').map((r) => r.path),
        [],
        'nothing uploaded',
      );
    } finally {
      rmSync(localFile(), { force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

// Upload against the downloaded base (#41, "upload overwrote a teammate's newer text"), in real VS Code
// against the sandbox. French and German of Web are downloaded into locales/fr.json and locales/de.json.
// French: a teammate then changes one string on the server (through the API) and one other string is
// edited here; Upload with the suggested option sends only the edit, and the server keeps the teammate's
// text (before the fix, "Only the strings changed here" listed the teammate's string as changed here and
// put the old text back). German: one string is edited here and changed on the server too; the preview
// lists it under "Changed on both", the upload asks about it with both texts, and Enter keeps the
// server's text while the edit made only here lands. A copy Scriptorium never downloaded has no base: the
// preview says so and compares it with the server.
import { strict as assert } from 'node:assert';
import { copyFileSync, rmSync } from 'node:fs';
import { harness } from '../harness';
import { startConnectedAsAdmin, weblateApi } from '../helpers/localization';
import { answerWriteQuestion, editorText, literal, logSnapshot, newLogLine } from '../helpers/state';
import { apiUnit, editLocaleFile, localeFile, quickRow, webUnits, type ApiUnit } from '../helpers/translationFiles';
import { eventually, openFile, pickItem, runCommand } from '../helpers/workbench';

type Unit = ApiUnit;
const units = webUnits;
const unit = apiUnit;

/** A teammate's change on the server, through the API. */
async function teammateChanges(u: Unit, text: string): Promise<void> {
  await weblateApi(`units/${u.id}/`, { method: 'PATCH', body: JSON.stringify({ target: [text], state: 20 }) });
  assert.equal((await unit(u.id)).target[0], text);
}

async function download(code: string, language: string): Promise<void> {
  const { page } = harness();
  await runCommand(page, 'Scriptorium: Download Translation File');
  await pickItem(page, new RegExp(`${language} \\(${code}\\)\\s*Atlas / Web application`));
  await answerWriteQuestion(page, new RegExp(`writes locales/${code}\\.json \\(new file\\)`), 'Write File');
  await page.locator('.tab.active', { hasText: `${code}.json` }).waitFor({ timeout: 30_000 });
}

async function showEdited(code: string, text: string): Promise<void> {
  const { page } = harness();
  await page
    .locator('.tab', { hasText: `${code}.json` })
    .first()
    .click();
  await eventually(`the editor showing ${text}`, async () => (await editorText(page)).includes(text));
}

async function startUpload(code: string, language: string): Promise<void> {
  const { page } = harness();
  await runCommand(page, 'Notifications: Clear All Notifications');
  await page
    .locator('.tab', { hasText: `${code}.json` })
    .first()
    .click();
  await runCommand(page, 'Scriptorium: Upload Translation File');
  await pickItem(page, new RegExp(`${language} \\(${code}\\)`));
  await pickItem(page, 'Add as translation');
}

/** Two translated single-form strings of a translation: one for the teammate, one edited here. */
async function twoTranslated(code: string): Promise<[Unit, Unit]> {
  const translated = (await units(code)).filter((u) => u.state === 20 && u.source.length === 1);
  const named = translated.find((u) => u.context === 'dialog.delete.confirm') ?? translated[0]!;
  const other = translated.find((u) => u !== named && u.context !== named.context)!;
  return [named, other];
}

describe('Upload against the downloaded base', () => {
  before(async () => {
    await startConnectedAsAdmin();
    for (const code of ['fr', 'de']) rmSync(localeFile(code), { force: true });
  });

  it('downloads French and German', async () => {
    await download('fr', 'French');
    await download('de', 'German');
  });

  it("uploads a French edit with the suggested option and leaves the teammate's newer text on the server", async () => {
    const { page } = harness();
    const [theirs, mine] = await twoTranslated('fr');
    const teammate = `${theirs.target[0]} (coéquipier)`;
    const edit = `${mine.target[0]} (modifié ici)`;
    await teammateChanges(theirs, teammate);
    editLocaleFile('fr', mine.context, edit);
    await showEdited('fr', edit);
    const before = logSnapshot();
    await startUpload('fr', 'French');
    await quickRow('Only the strings changed here').waitFor({ timeout: 30_000 });
    assert.match(
      await page.locator('.quick-input-list .monaco-list-row.focused').innerText(),
      /^Only the strings changed here/,
    );
    // Enter: the suggested option.
    await page.keyboard.press('Enter');
    await eventually('the edit on the server', async () => (await unit(mine.id)).target[0] === edit);
    await newLogLine('the upload', before, /\[files\] upload to atlas\/web\/fr: \d+ accepted/);
    assert.equal((await unit(theirs.id)).target[0], teammate, "the server kept the teammate's text");
    await newLogLine(
      'the preview',
      before,
      new RegExp(
        `\\[files\\] preview of fr\\.json for atlas/web/fr against its downloaded base: 1 changed here \\(${literal(mine.context)}\\), 1 changed on the server since the download \\(${literal(theirs.context)}\\), 0 changed on both`,
      ),
    );
  });

  it("asks about a German string changed on both sides, with both texts, and Enter keeps the server's", async () => {
    const { page } = harness();
    const [both, mine] = await twoTranslated('de');
    const teammate = `${both.target[0]} (Teamkollege)`;
    const ours = `${both.target[0]} (hier geändert)`;
    const edit = `${mine.target[0]} (hier geändert)`;
    await teammateChanges(both, teammate);
    editLocaleFile('de', both.context, ours);
    editLocaleFile('de', mine.context, edit);
    await showEdited('de', edit);
    await startUpload('de', 'German');
    await quickRow(new RegExp(`^${literal(both.context)}`)).waitFor({ timeout: 30_000 });
    assert.match(
      await quickRow(new RegExp(`^${literal(both.context)}`)).innerText(),
      new RegExp(`here: ${literal(ours)}[\\s\\S]*server: ${literal(teammate)}`),
    );
    await page.keyboard.press('Enter');
    // The question about the string changed on both sides, the server's text first (what Enter takes).
    const question = page.locator('.quick-input-widget', { hasText: both.context });
    await question
      .locator('.quick-input-list .monaco-list-row.focused', { hasText: "Keep the server's text" })
      .waitFor({
        timeout: 30_000,
      });
    assert.match(await quickRow(/^Keep the server's text/).innerText(), new RegExp(literal(teammate)));
    assert.match(await quickRow(/^Send mine/).innerText(), new RegExp(literal(ours)));
    await page.keyboard.press('Enter');
    await eventually('the edit made only here on the server', async () => (await unit(mine.id)).target[0] === edit);
    assert.equal((await unit(both.id)).target[0], teammate, "the server kept the teammate's text");
  });

  it('says when a file has no known base, and compares it with the server as before', async () => {
    const { page } = harness();
    // A copy Scriptorium never downloaded: the French file as it is now (the teammate's string still old).
    const [theirs] = await twoTranslated('fr');
    copyFileSync(localeFile('fr'), localeFile('fr-copy'));
    try {
      await openFile(page, 'fr-copy.json');
      await runCommand(page, 'Notifications: Clear All Notifications');
      await page.locator('.tab', { hasText: 'fr-copy.json' }).first().click();
      await runCommand(page, 'Scriptorium: Upload Translation File');
      // A file no translation maps: every translation is offered; the list is narrowed to French first.
      // Three questions, each with its step (#41): translation, method, the preview.
      await page
        .locator('.quick-input-widget', { hasText: 'Upload locales/fr-copy.json to which translation? (1/3)' })
        .waitFor({ timeout: 30_000 });
      await page.keyboard.type('French');
      await pickItem(page, /French \(fr\)\s*Atlas \/ Web application/);
      await page.locator('.quick-input-widget', { hasText: /Upload .*fr-copy\.json to .*\(2\/3\)/ }).waitFor();
      await pickItem(page, 'Add as translation');
      await page.locator('.quick-input-widget', { hasText: /Upload .*fr-copy\.json to .*\(3\/3\)/ }).waitFor();
      await page
        .locator(
          '.quick-input-widget input.input[placeholder^="No downloaded base is known for fr-copy.json: 1 differ"]',
        )
        .waitFor({ timeout: 30_000 });
      assert.match(await quickRow(new RegExp(`^${literal(theirs.context)}`)).innerText(), /\(coéquipier\) → /);
      await page.keyboard.press('Escape');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 30_000 });
    } finally {
      rmSync(localeFile('fr-copy'), { force: true });
    }
  });
});

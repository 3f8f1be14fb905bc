// Upload preview of an XLIFF 1.2 file against its downloaded base (#41), in real VS Code against the
// sandbox's project "File formats" (sandbox/weblate/formatComponents.ts, switched on here: a project more
// would change what the scenarios before this one count, and nothing runs after it in this window). The
// German XLIFF of File formats / XLIFF is downloaded into xliff/de.xlf; a teammate then changes two strings
// through the API (one of them also edited here) and one other string is edited here. Upload: the preview's
// three groups name the right trans-units (by resname, else "<original>///<id>", as Weblate names them),
// Enter takes "Only the strings changed here", the string changed on both sides is asked about with both
// texts and Enter keeps the server's. Read back: the edit made only here landed, both teammate texts kept.
import { strict as assert } from 'node:assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { startConnectedAsAdmin, weblateApi } from '../helpers/localization';
import { answerWriteQuestion, editorText, literal, logSnapshot, newLogLine } from '../helpers/state';
import { apiUnit, quickRow, type ApiUnit } from '../helpers/translationFiles';
import { eventually, pickItem, runCommand } from '../helpers/workbench';

const TRANSLATION = 'translations/formats/xliff/de/units/?page_size=1000';
const PICKED = /German \(de\)\s*File formats \/ XLIFF/;
/** Changed here only: a trans-unit named by its resname. */
const MINE = { key: 'menu.save', from: 'Speichern', to: 'Jetzt speichern' };
/** Changed on the server only. */
const THEIRS = { key: 'app///dialog.confirm', to: 'Diese Karte wirklich löschen?' };
/** Changed on both sides (inner XML: the entity is the server's text as Weblate stores it). */
const BOTH = {
  key: 'app///menu.quit',
  from: 'Beenden &amp; schließen',
  here: 'Beenden &amp; verlassen',
  server: 'Beenden &amp; zumachen',
};

const xliffPath = () => join(harness().vscode.workspace, 'xliff', 'de.xlf');
const byContext = async (): Promise<Map<string, ApiUnit>> =>
  new Map(((await weblateApi(TRANSLATION)).results as ApiUnit[]).map((u) => [u.context, u]));

async function teammateChanges(u: ApiUnit, text: string): Promise<void> {
  await weblateApi(`units/${u.id}/`, { method: 'PATCH', body: JSON.stringify({ target: [text], state: 20 }) });
  assert.equal((await apiUnit(u.id)).target[0], text);
}

/** The downloaded file with `from` replaced by `to` inside a <target>, written as an editor saves it. */
function editTarget(from: string, to: string): void {
  const text = readFileSync(xliffPath(), 'utf8');
  const target = `>${from}</target>`;
  assert.ok(text.includes(target), `the download holds ${target}:\n${text}`);
  writeFileSync(xliffPath(), text.replace(target, `>${to}</target>`));
}

/** Picks German of File formats / XLIFF once the list is drawn (typed before, the text would go nowhere). */
async function chooseTranslation(question: string | RegExp): Promise<void> {
  const { page } = harness();
  const widget = page.locator('.quick-input-widget', { hasText: question });
  await widget.locator('.quick-input-list .monaco-list-row').first().waitFor({ timeout: 30_000 });
  // The list matches descriptions too: "XLIFF" leaves File formats / XLIFF's two translations.
  await page.keyboard.type('XLIFF');
  await pickItem(page, PICKED);
}

describe('Upload preview of an XLIFF file against its downloaded base', () => {
  before(async () => {
    harness().sandbox.settings.formatComponents = true;
    await startConnectedAsAdmin();
    rmSync(join(harness().vscode.workspace, 'xliff'), { recursive: true, force: true });
  });

  after(() => rmSync(join(harness().vscode.workspace, 'xliff'), { recursive: true, force: true }));

  it('downloads the German XLIFF file', async () => {
    const { page } = harness();
    await runCommand(page, 'Scriptorium: Download Translation File');
    await chooseTranslation('Download which translation?');
    await answerWriteQuestion(page, /writes xliff\/de\.xlf \(new file\)/, 'Write File');
    await page.locator('.tab.active', { hasText: 'de.xlf' }).waitFor({ timeout: 30_000 });
    assert.match(readFileSync(xliffPath(), 'utf8'), /<trans-unit id="menu.save" resname="menu.save">/);
  });

  it("lists the three groups by trans-unit, sends only the edit made here and keeps the teammate's texts", async () => {
    const { page } = harness();
    const start = await byContext();
    await teammateChanges(start.get(THEIRS.key)!, THEIRS.to);
    await teammateChanges(start.get(BOTH.key)!, BOTH.server);
    editTarget(MINE.from, MINE.to);
    editTarget(BOTH.from, BOTH.here);
    await page.locator('.tab', { hasText: 'de.xlf' }).first().click();
    await eventually('the editor showing the edits', async () => {
      const shown = await editorText(page);
      return shown.includes(MINE.to) && shown.includes(BOTH.here);
    });

    const before = logSnapshot();
    await runCommand(page, 'Notifications: Clear All Notifications');
    await page.locator('.tab', { hasText: 'de.xlf' }).first().click();
    await runCommand(page, 'Scriptorium: Upload Translation File');
    await chooseTranslation(/Upload .*de\.xlf to which translation\?/);
    await pickItem(page, 'Add as translation');
    await quickRow('Only the strings changed here').waitFor({ timeout: 30_000 });
    await newLogLine(
      'the preview naming each group',
      before,
      new RegExp(
        `\\[files\\] preview of de\\.xlf for formats/xliff/de against its downloaded base: 1 changed here \\(${literal(MINE.key)}\\), 1 changed on the server since the download \\(${literal(THEIRS.key)}\\), 1 changed on both \\(${literal(BOTH.key)}\\)`,
      ),
    );
    const row = (key: string) => quickRow(new RegExp(`^${literal(key)}`)).innerText();
    assert.match(await row(MINE.key), new RegExp(`${MINE.from} → ${MINE.to}`));
    assert.match(await row(THEIRS.key), new RegExp(`Diese Karte löschen\\? → ${literal(THEIRS.to)}`));
    assert.match(
      await row(BOTH.key),
      new RegExp(`here: ${literal(BOTH.here)}[\\s\\S]*server: ${literal(BOTH.server)}`),
    );
    assert.match(
      await page.locator('.quick-input-list .monaco-list-row.focused').innerText(),
      /^Only the strings changed here/,
    );
    await page.keyboard.press('Enter');

    // The string changed on both sides, asked with both texts; Enter keeps the server's.
    const question = page.locator('.quick-input-widget', { hasText: BOTH.key });
    await question
      .locator('.quick-input-list .monaco-list-row.focused', { hasText: "Keep the server's text" })
      .waitFor({ timeout: 30_000 });
    assert.match(await quickRow(/^Send mine/).innerText(), new RegExp(literal(BOTH.here)));
    await page.keyboard.press('Enter');

    const saved = start.get(MINE.key)!;
    await eventually('the edit made here on the server', async () => (await apiUnit(saved.id)).target[0] === MINE.to);
    await newLogLine('the upload', before, /\[files\] upload to formats\/xliff\/de: 1 accepted/);
    const after = await byContext();
    assert.equal(after.get(THEIRS.key)!.target[0], THEIRS.to, "the teammate's change kept");
    assert.equal(after.get(BOTH.key)!.target[0], BOTH.server, "the server's text kept where both changed");
    for (const [key, u] of start)
      if (![MINE.key, THEIRS.key, BOTH.key].includes(key))
        assert.deepEqual([after.get(key)!.target, after.get(key)!.state], [u.target, u.state], key);
  });
});

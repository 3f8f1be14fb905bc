// Upload preview of a gettext PO file (#41, "Other formats (po, …) are not previewed yet"), in real VS Code
// against the sandbox's PO component (Internal Tools / Maintenance tools, the python-app's catalogue).
// A copy of the German catalogue that Scriptorium never downloaded is written beside it from the server's
// strings, with one msgctxt entry ("No" under "confirmation prompt") edited here. The upload shows the PO
// preview (three steps, no downloaded base, compared with the server): the edited string is listed by its
// msgid and context, and Enter (the suggested "Only the strings changed here") sends it alone; "Yes" under
// the same context and the fuzzy strings keep their text and state on the server. Before, a PO file got
// no preview and was sent whole after the conflict and fuzzy questions.
import { strict as assert } from 'node:assert';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { startConnectedAsAdmin, weblateApi } from '../helpers/localization';
import { editorText, logSnapshot, newLogLine } from '../helpers/state';
import { apiUnit, quickRow, type ApiUnit } from '../helpers/translationFiles';
import { eventually, openFile, pickItem, runCommand } from '../helpers/workbench';

const COPY = 'python-app/locale/de/LC_MESSAGES/tools-copy.po';
const EDIT = 'Nein, danke (hier geändert)';

const toolsUnits = async (): Promise<ApiUnit[]> =>
  (await weblateApi('translations/internal/tools/de/units/?page_size=1000')).results as ApiUnit[];

const quoted = (s: string) => `"${s.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;

/** The German catalogue as the server holds it (needing editing as `#, fuzzy`), with `edits` by unit id. */
function catalogue(units: readonly ApiUnit[], edits: ReadonlyMap<number, string>): string {
  const header = 'msgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=n != 1;\\n"\n';
  const entries = units.map((u) => {
    const lines = [
      ...(u.state === 10 ? ['#, fuzzy'] : []),
      ...(u.context ? [`msgctxt ${quoted(u.context)}`] : []),
      `msgid ${quoted(u.source[0]!)}`,
    ];
    const target = edits.has(u.id) ? [edits.get(u.id)!] : u.target;
    if (u.source.length > 1)
      lines.push(`msgid_plural ${quoted(u.source.at(-1)!)}`, ...target.map((t, i) => `msgstr[${i}] ${quoted(t)}`));
    else lines.push(`msgstr ${quoted(target[0] ?? '')}`);
    return `${lines.join('\n')}\n`;
  });
  return [header, ...entries].join('\n');
}

describe('Upload preview of a PO file', () => {
  let path = '';
  let original: ApiUnit | undefined;

  before(async () => {
    await startConnectedAsAdmin();
    path = join(harness().vscode.workspace, COPY);
  });

  after(async () => {
    rmSync(path, { force: true });
    if (original)
      await weblateApi(`units/${original.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ target: original.target, state: original.state }),
      });
  });

  it('lists the edited entry by msgid and context, and Enter sends it alone', async () => {
    const { page } = harness();
    const units = await toolsUnits();
    const prompt = (msgid: string) => units.find((u) => u.context === 'confirmation prompt' && u.source[0] === msgid)!;
    const [no, yes] = [prompt('No'), prompt('Yes')];
    original = no;
    // "No" translated on the server, so uploading the whole file keeping existing translations would skip the edit.
    await weblateApi(`units/${no.id}/`, { method: 'PATCH', body: JSON.stringify({ target: ['Nein'], state: 20 }) });
    const server = await toolsUnits();
    writeFileSync(path, catalogue(server, new Map([[no.id, EDIT]])));
    await openFile(page, 'tools-copy.po');
    await eventually('the editor showing the edit', async () => (await editorText(page)).includes(EDIT));
    const before = logSnapshot();
    await runCommand(page, 'Notifications: Clear All Notifications');
    await runCommand(page, 'Scriptorium: Upload Translation File');
    await page
      .locator('.quick-input-widget', { hasText: /Upload .*tools-copy\.po to which translation\? \(1\/3\)/ })
      .waitFor({ timeout: 30_000 });
    await page.keyboard.type('German');
    await pickItem(page, /German \(de\)\s*Internal Tools \/ Maintenance tools/);
    await page.locator('.quick-input-widget', { hasText: /Upload .*tools-copy\.po to .*\(2\/3\)/ }).waitFor();
    await pickItem(page, 'Add as translation');
    // The preview, its third step: no base is known for the copy, so it is compared with the server.
    await page.locator('.quick-input-widget', { hasText: /Upload .*tools-copy\.po to .*\(3\/3\)/ }).waitFor();
    await page
      .locator(
        '.quick-input-widget input.input[placeholder^="No downloaded base is known for tools-copy.po: 1 differ"]',
      )
      .waitFor({ timeout: 30_000 });
    assert.match(await quickRow(/^No \[confirmation prompt\]/).innerText(), /Nein → Nein, danke \(hier geändert\)/);
    assert.match(
      await page.locator('.quick-input-list .monaco-list-row.focused').innerText(),
      /^Only the strings changed here/,
    );
    await page.keyboard.press('Enter');
    await eventually('the edit on the server', async () => (await apiUnit(no.id)).target[0] === EDIT);
    await newLogLine(
      'the preview',
      before,
      /\[files\] preview of tools-copy\.po for internal\/tools\/de without a downloaded base: 1 differ from the server/,
    );
    await newLogLine('the upload', before, /\[files\] upload to internal\/tools\/de: 1 accepted/);
    const after = new Map((await toolsUnits()).map((u) => [u.id, u]));
    assert.deepEqual(after.get(yes.id)!.target, server.find((u) => u.id === yes.id)!.target, '"Yes" untouched');
    for (const u of server.filter((x) => x.id !== no.id))
      assert.deepEqual([after.get(u.id)!.target, after.get(u.id)!.state], [u.target, u.state], u.source[0]);
  });
});

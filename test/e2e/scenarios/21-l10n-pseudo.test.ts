// The workbench in the pseudo-locale (qps-ploc), in a code-server of its own: every text Scriptorium
// shows must come through localization, i.e. carry the pseudo-locale's ⟦accented⟧ marks. A text written
// straight into the code or the manifest shows as plain English and fails here, named. Walked: the
// sidebar (view titles and the accessible label of every tree row, down to strings and articles), the
// command palette filtered by "Scriptorium", the settings UI for the extension, and a message.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPseudoLocalized, pseudoLocalize as p } from '../../../scripts/l10n/pseudo';
import { harness } from '../harness';
import { ownWorkbenchFor } from '../helpers/ownWorkbench';
import {
  eventually,
  expandRow,
  expandView,
  openContainer,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
} from '../helpers/workbench';
import { messageShown } from '../helpers/state';

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
  contributes: { configuration: { properties: Record<string, unknown> }[] };
};
const notPseudo = (texts: string[]) => texts.filter((t) => !isPseudoLocalized(t));

describe('UI in the pseudo-locale (every Scriptorium text localized)', function () {
  this.timeout(240_000);
  const workbench = ownWorkbenchFor('pseudo-locale', {
    displayLanguage: { id: 'qps-ploc', label: 'Pseudo' },
    signedIn: true,
  });

  /** The accessible label of every row of a view (the label a screen reader speaks). */
  const rowLabels = async (name: string) =>
    viewPane(workbench().page, name)
      .locator('.monaco-list-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? (r as HTMLElement).innerText));

  it('shows the sidebar’s view titles and every Localization row localized', async () => {
    const { page } = workbench();
    await openContainer(page, p('Scriptorium'));
    const titles = await page.locator('.part.sidebar .pane-header h3.title').allInnerTexts();
    assert.equal(titles.length, 4, `four views: ${titles.join(', ')}`);
    assert.deepEqual(notPseudo(titles), [], 'view titles');
    const pane = await expandView(page, p('Localization'));
    await expandRow(pane, /^Atlas\s*atlas/);
    await expandRow(pane, /^Web application/);
    await expandRow(pane, /^German/);
    await treeRow(pane, 'menu.file.open').waitFor({ timeout: 30_000 });
    const labels = await rowLabels(p('Localization'));
    assert.ok(labels.length >= 8, `rows down to the strings: ${labels.join(' | ')}`);
    assert.deepEqual(notPseudo(labels), [], 'Localization rows');
    await screenshot(page, 'pseudo-locale-localization');
  });

  it('shows every Worldbuilding and Translation Changes row localized', async () => {
    const { page } = workbench();
    const localization = viewPane(page, p('Localization')).locator('.pane-header');
    if ((await localization.getAttribute('aria-expanded')) === 'true') await localization.click();
    const pane = await expandView(page, p('Worldbuilding'));
    await expandRow(pane, /^sandbox-writer/);
    await expandRow(pane, /^The Reedlands/);
    await expandRow(pane, /^Places/);
    await eventually('articles of the world', async () =>
      (await rowLabels(p('Worldbuilding'))).some((l) => l.startsWith(p('Article {0} ({1}): {2}').split(' ')[0]!)),
    );
    const labels = await rowLabels(p('Worldbuilding'));
    assert.deepEqual(notPseudo(labels), [], 'Worldbuilding rows');
    await screenshot(page, 'pseudo-locale-worldbuilding');
    const worldbuilding = pane.locator('.pane-header');
    if ((await worldbuilding.getAttribute('aria-expanded')) === 'true') await worldbuilding.click();
    const changes = await expandView(page, p('Translation Changes'));
    await changes.locator('.monaco-list-row').first().waitFor({ timeout: 30_000 });
    assert.deepEqual(notPseudo(await rowLabels(p('Translation Changes'))), [], 'Translation Changes rows');
  });

  it('lists every Scriptorium command localized in the command palette', async () => {
    const { page } = workbench();
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible' });
    // VS Code matches the English original too, so this finds every command of the extension.
    await input.fill('>Scriptorium');
    // The list is drawn a screenful at a time (one command may sit below it): every row drawn is checked.
    await page.locator('.quick-input-list .monaco-list-row').nth(5).waitFor({ timeout: 30_000 });
    const rows = await page.locator('.quick-input-list .monaco-list-row .quick-input-list-label').allInnerTexts();
    assert.ok(rows.length >= 6, `commands listed: ${rows.join(' | ')}`);
    assert.deepEqual(notPseudo(rows.map((r) => r.split('\n')[0]!)), [], 'command titles');
    await screenshot(page, 'pseudo-locale-commands');
    await page.keyboard.press('Escape');
  });

  it('describes every setting localized in the settings UI', async () => {
    const { page } = workbench();
    await runCommand(page, 'Preferences: Open Settings (UI)');
    // The search box is a small editor that takes the focus when the settings open. Typed into before the
    // settings editor has drawn its first list, its first keys were lost (a loaded CI searched for
    // ":scriptorium-team.scriptorium" and found 4 of VS Code's settings): type once the list is drawn and
    // the box has the focus, then check the box holds exactly what was typed.
    await page
      .locator('.settings-editor .settings-tree-container .monaco-list-row')
      .first()
      .waitFor({ timeout: 30_000 });
    const search = page.locator('.settings-editor .suggest-input-container').first();
    await search.click();
    await search.locator('.monaco-editor.focused').waitFor({ timeout: 30_000 });
    const query = '@ext:scriptorium-team.scriptorium';
    await page.keyboard.type(query);
    const typed = async () => (await search.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ').trim();
    await eventually(`the settings search holding ${query}`, async () => (await typed()) === query, 10_000).catch(
      async (e: Error) => {
        throw new Error(`${e.message}; it holds ${JSON.stringify(await typed())}`);
      },
    );
    // Read once the search has applied (until then the editor lists VS Code's commonly used settings).
    const ours = Object.keys(Object.assign({}, ...manifest.contributes.configuration.map((c) => c.properties))).length;
    await page
      .locator('.settings-editor .settings-count-widget', { hasText: new RegExp(`^${ours} Settings? Found`) })
      .waitFor({ timeout: 30_000 });
    const descriptions = page.locator('.settings-editor .setting-item-contents .setting-item-description');
    await eventually('the extension’s settings', async () => (await descriptions.count()) >= 4);
    const texts = (await descriptions.allInnerTexts()).filter((t) => t.trim());
    assert.deepEqual(notPseudo(texts), [], 'setting descriptions');
    const groups = (await page.locator('.settings-editor .settings-group-title-label').allInnerTexts()).filter((t) =>
      t.trim(),
    );
    assert.deepEqual(notPseudo(groups), [], 'setting groups');
    await screenshot(page, 'pseudo-locale-settings');
    await runCommand(page, 'View: Close All Editors');
  });

  it('shows a message localized', async () => {
    const { page } = workbench();
    await runCommand(page, `${p('Scriptorium')}: ${p('Sign Out of Localization Server')}`);
    const origin = harness().sandbox.origin;
    const shown = await messageShown(page, p('Signed out of {0}; browsing anonymously.').replace('{0}', origin));
    assert.ok(isPseudoLocalized(shown));
  });
});

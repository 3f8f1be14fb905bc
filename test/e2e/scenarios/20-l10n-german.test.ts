// VS Code's display language set to German (code-server --locale de with a German language pack, in a
// code-server of its own; the default run stays English): Scriptorium's views, commands, tree rows and
// messages are German. The screenshot is docs/LANGUAGES.md's.
import { strict as assert } from 'node:assert';
import { ownWorkbenchFor } from '../helpers/ownWorkbench';
import { expandRow, expandView, openContainer, runCommand, screenshot, treeRow, viewPane } from '../helpers/workbench';
import { messageShown } from '../helpers/state';

describe('UI in German when VS Code’s display language is German', function () {
  this.timeout(240_000);
  const workbench = ownWorkbenchFor('German', { displayLanguage: { id: 'de', label: 'Deutsch' }, signedIn: true });

  it('names the views and tree rows in German, state spelled out for screen readers', async () => {
    const { page } = workbench();
    await openContainer(page, 'Scriptorium');
    const titles = (await page.locator('.part.sidebar .pane-header h3.title').allInnerTexts()).map((t) =>
      t.toLowerCase(),
    );
    assert.deepEqual(titles, ['lokalisierung', 'übersetzungsänderungen', 'weltenbau', 'weltänderungen']);
    const pane = await expandView(page, 'Lokalisierung');
    await treeRow(pane, /^Projekte/).waitFor({ timeout: 30_000 });
    await expandRow(pane, /^Atlas\s*atlas/);
    await expandRow(pane, /^Web application/);
    await expandRow(pane, /^German/);
    await treeRow(pane, /Mehr laden … \(10 von 28 angezeigt\)/).waitFor({ timeout: 30_000 });
    // German number format, and the translation's progress in words for a screen reader.
    assert.match(
      (await treeRow(pane, /^German/).getAttribute('aria-label')) ?? '',
      /^German, \d+,\d\s?% übersetzt, \d+ mit Bearbeitung erforderlich/,
    );
    const unit = treeRow(pane, 'menu.file.open');
    assert.match(
      (await unit.getAttribute('aria-label')) ?? '',
      /^Zeichenkette menu\.file\.open, (Übersetzt|Freigegeben|Bearbeitung erforderlich|Nicht übersetzt|Schreibgeschützt): /,
    );
    const worldbuilding = await expandView(page, 'Weltenbau');
    await treeRow(worldbuilding, /^sandbox-writer/).waitFor({ timeout: 30_000 });
    assert.equal(
      await treeRow(worldbuilding, /^sandbox-writer/).getAttribute('aria-label'),
      'Bei World Anvil angemeldet als sandbox-writer',
    );
    await screenshot(page, 'german-ui');
  });

  it('lists the commands in German and says what happened in German', async () => {
    const { page } = workbench();
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible' });
    // Narrowed to the one command: with every command of the extension listed it may sit below the rows drawn.
    await input.fill('>Scriptorium: Protokoll');
    await page
      .locator('.quick-input-list .monaco-list-row', { hasText: 'Scriptorium: Protokoll anzeigen' })
      .first()
      .waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await runCommand(page, 'Scriptorium: Von World Anvil abmelden');
    await viewPane(page, 'Weltenbau')
      .locator('.welcome-view-content', { hasText: 'Bei World Anvil anmelden' })
      .waitFor({ timeout: 30_000 });
    await messageShown(page, 'Von World Anvil abgemeldet.');
  });
});

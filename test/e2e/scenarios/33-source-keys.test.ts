// Keys in source code (issue 27): a small React + i18next app in the workspace (react-app/) whose keys are
// the sandbox's atlas/web strings (first without a setting, then with its locale file mapped there). Chains on
// 02-localization having connected. In real VS Code: the inlay hint after a key shows the server's source
// text, the hover lists every language of the component (a failing check named), and a key the server
// lacks gets a diagnostic; keys complete inside `t('` with their text, Go to Definition lands on the key's
// line of the locale file, and Find All References lists the usages of the workspace but not those of a
// build folder.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import { quickFix } from '../helpers/sourceKeys';
import { panelShows } from '../helpers/unitPanel';
import { logSnapshot, newLogLine, newLogLines } from '../helpers/state';
import { eventually, openFile, runCommand, screenshot, waitForWorkbench } from '../helpers/workbench';

async function api(path: string) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, {
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` },
  });
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The source text of a key of atlas/web, as the server has it. */
async function sourceText(key: string): Promise<string> {
  const units = (await api('translations/atlas/web/en/units/?page_size=1000')).results as {
    context: string;
    source: string[];
  }[];
  return units.find((u) => u.context === key)!.source[0]!;
}

/** Puts the cursor on `key` where it is written in the open editor (its token's span: the innermost). */
async function clickKey(key: string) {
  await line(key).locator('span', { hasText: key }).last().click();
}

const line = (text: string) => harness().page.locator('.monaco-editor .view-line', { hasText: text }).first();

/** A line's text as drawn, inlay hints included (the editor draws spaces, a hint's too, as no-break spaces). */
const drawnText = async (text: string) => (await line(text).innerText()).replace(/\u00a0/g, ' ');

describe('Keys in source code', () => {
  before(async () => {
    // The app keeps its strings the i18next way (public/locales/<lng>/translation.json), which atlas/web's
    // filemask does not match: the mapping setting says which translation the file is.
    // Auto save off: code-server saves a second after typing (afterDelay, the browser's default), and under
    // load the completion test's Revert File came after that save and kept the typed line.
    await writeUserSettings({ 'files.autoSave': 'off' });
    await openFile(harness().page, 'FileMenu.jsx');
    await line('menu.file.saveAs').waitFor({ timeout: 30_000 });
  });

  after(async () => {
    await writeUserSettings({
      'scriptorium.localization.fileMappings': undefined,
      'scriptorium.localization.sourceHints.language': undefined,
      'files.autoSave': undefined,
    });
  });

  it('reads the keys from atlas/web without a mapping: the .weblate component, not Android’s strings as near', async () => {
    // The demo has no setting: mobile/android's res/values-de/strings.xml is as near the app as locales/en.json
    // and sorts first by name, and every key was "not a string of mobile/android" (issue 44 item 6).
    try {
      const text = await sourceText('menu.file.saveAs');
      await eventually(
        `the hint “${text}” after menu.file.saveAs`,
        async () => (await drawnText('menu.file.saveAs')).includes(text),
        60_000,
      );
    } finally {
      // The rest reads the app's own locale file too (Go to Definition lands there): mapped.
      await writeUserSettings({
        'scriptorium.localization.fileMappings': { 'react-app/public/locales/en/translation.json': 'atlas/web/en' },
      });
    }
  });

  it('shows the server’s text after a key, and the toggle command hides it', async () => {
    const { page } = harness();
    const text = await sourceText('menu.file.saveAs');
    await eventually(
      `the hint “${text}” after menu.file.saveAs`,
      async () => (await drawnText('menu.file.saveAs')).includes(text),
      60_000,
    );
    await screenshot(page, 'source-key-hint');
    await runCommand(page, 'Scriptorium: Toggle Translation Hints in Source Code');
    await eventually('the hint gone', async () => !(await drawnText('menu.file.saveAs')).includes(text));
    await runCommand(page, 'Scriptorium: Toggle Translation Hints in Source Code');
    await eventually('the hint back', async () => (await drawnText('menu.file.saveAs')).includes(text));
  });

  it('lists every language of the component with its state in the hover', async () => {
    const { page } = harness();
    const translations = (await api('components/atlas/web/translations/?page_size=100')).results as {
      is_source: boolean;
      language: { code: string; name: string };
    }[];
    const others = translations.filter((t) => !t.is_source);
    assert.ok(others.length > 1, 'control: atlas/web has several languages');
    await line('menu.file.open').locator('span', { hasText: 'menu.file.open' }).first().hover();
    const hover = page.locator('.monaco-hover-content', { hasText: 'Open in unit panel' });
    await hover.waitFor({ timeout: 30_000 });
    const shown = await hover.innerText();
    // One way to print a language code (#41): the BCP 47 tag the panel and the status bar show (pt-BR, not
    // Weblate's pt_BR), and one vocabulary of states (Untranslated, never "Missing").
    for (const t of others) {
      const code = t.language.code.replace(/_/g, '-');
      assert.ok(shown.includes(`${t.language.name} (${code})`), `${code} is listed`);
    }
    assert.ok(
      others.some((t) => t.language.code.includes('_')),
      'control: a code Weblate writes with _',
    );
    assert.doesNotMatch(shown, /\w_[A-Z]{2}\)|Missing/);
    assert.match(shown, /Translated|Needs editing|Approved|Untranslated/);
    assert.match(shown, /Open on server/);
    await screenshot(page, 'source-key-hover');
    await page.keyboard.press('Escape');
  });

  it('names a language’s failing check in the hover, by Weblate’s check run here', async () => {
    const { page } = harness();
    const failing = (await api('translations/atlas/web/ar/units/?q=has:check&page_size=100')).results as {
      context: string;
    }[];
    assert.ok(
      failing.some((u) => u.context === 'menu.file.saveAs'),
      'control: the server marks the Arabic “Save as…” failing',
    );
    // The cursor on the key and the hover asked for there, as from the keyboard.
    await clickKey('menu.file.saveAs');
    await runCommand(page, 'Show or Focus Hover');
    const hover = page.locator('.monaco-hover-content', { hasText: 'Open in unit panel' });
    await hover.waitFor({ timeout: 30_000 });
    assert.match(await hover.innerText(), /Arabic \(ar\)[^\n]*failing check: Mismatched ellipsis \(end_ellipsis\)/);
    await page.keyboard.press('Escape');
    await hover.waitFor({ state: 'hidden' });
    // A hover wider than the editor scrolls it sideways (a full CI run saw the next test's key out of view):
    // the cursor back at the file's start brings the view back to its top left corner.
    await page.keyboard.press('Control+Home');
    await line('menu.file.open').waitFor();
  });

  it('marks a key the server does not have', async () => {
    const { page } = harness();
    await runCommand(page, 'Problems: Focus on Problems View');
    const row = page.locator('.markers-panel .monaco-list-row', { hasText: 'menu.file.print' });
    await eventually('a diagnostic on menu.file.print', async () => (await row.count()) > 0, 60_000);
    assert.match(await row.first().innerText(), /not a string of atlas\/web/);
    const known = page.locator('.markers-panel .monaco-list-row', { hasText: '“menu.file.open”' });
    assert.equal(await known.count(), 0, 'a key the server has is not marked');
    await screenshot(page, 'source-key-diagnostic');
  });

  it('marks a key not yet translated into the display language, and “Translate now” opens it', async () => {
    const { page } = harness();
    // A key of FileMenu.jsx that some language of atlas/web has not translated (the sandbox leaves ~18% empty).
    const keys = ['menu.file.open', 'menu.file.saveAs', 'menu.file.close'];
    const translations = (await api('components/atlas/web/translations/?page_size=100')).results as {
      is_source: boolean;
      language: { code: string };
    }[];
    let found: { key: string; language: string } | undefined;
    for (const t of translations.filter((x) => !x.is_source)) {
      const units = (await api(`translations/atlas/web/${t.language.code}/units/?page_size=1000`)).results as {
        context: string;
        target: string[];
      }[];
      const empty = units.find((u) => keys.includes(u.context) && !u.target.some(Boolean));
      if (empty) found = { key: empty.context, language: t.language.code };
      if (found) break;
    }
    assert.ok(found, 'control: some language lacks a translation of a key of FileMenu.jsx');
    await writeUserSettings({ 'scriptorium.localization.sourceHints.language': found.language });
    try {
      await runCommand(page, 'Problems: Focus on Problems View');
      const problem = `“${found.key}” is not translated into ${found.language} yet`;
      await page.locator('.markers-panel .monaco-list-row', { hasText: problem }).first().waitFor({ timeout: 60_000 });
      await openFile(page, 'FileMenu.jsx');
      await clickKey(found.key);
      // The light bulb awaited, then Ctrl+.; a menu that does not come says what the page showed instead.
      await quickFix('Translate now');
      await panelShows(found.key);
      await screenshot(page, 'source-key-translate-now');
    } finally {
      // Left set, the next tests read the hints and completions in that language.
      await writeUserSettings({ 'scriptorium.localization.sourceHints.language': undefined });
    }
    await openFile(page, 'FileMenu.jsx');
  });

  it('completes keys inside t(‘ with the server’s text', async () => {
    const { page } = harness();
    const text = await sourceText('menu.file.saveAs');
    await clickKey('menu.file.open');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type("t('menu.file.sa");
    const row = page.locator('.suggest-widget .monaco-list-row', { hasText: 'menu.file.saveAs' });
    await row.waitFor({ timeout: 30_000 });
    // The row's label comes first and its detail (the server's text) as the widget resolves it (a CI run
    // at load 20 read the row before the detail was drawn): waited for.
    await eventually(`the row shows “${text}”`, async () => (await row.innerText()).includes(text));
    // Filtered as the typed text reaches the list (see completes() in helpers/sourceKeys.ts): waited for.
    const other = page.locator('.suggest-widget .monaco-list-row', { hasText: 'menu.file.open' });
    await other.first().waitFor({ state: 'detached', timeout: 30_000 });
    await screenshot(page, 'source-key-completion');
    // Accepted by a click on its row: which row has the keyboard depends on other providers (in cold CI,
    // Emmet's abbreviation for the typed word sorted first in JSX).
    await row.click();
    // The typed line now holds the whole key too (whether the editor closed the quote and the parenthesis
    // depends on its auto-closing): two lines name menu.file.saveAs, the button's and the typed one.
    const saveAsLines = () => page.locator('.monaco-editor .view-line', { hasText: 'menu.file.saveAs' }).count();
    await eventually('the key completed on the typed line', async () => (await saveAsLines()) === 2);
    assert.equal(await page.locator('.monaco-editor .view-line', { hasText: /menu\.file\.sa(?!veAs)/ }).count(), 0);
    await page.keyboard.press('Escape');
    await runCommand(page, 'File: Revert File');
    await eventually('the file as it was', async () => (await saveAsLines()) === 1);
  });

  it('goes to the key’s line in the locale file', async () => {
    const { page } = harness();
    await clickKey('menu.file.open');
    await page.keyboard.press('F12');
    await page.locator('.tab.active', { hasText: 'translation.json' }).waitFor({ timeout: 30_000 });
    // "open" is on line 4 of react-app/public/locales/en/translation.json.
    await page.locator('.statusbar-item', { hasText: /Ln 4, Col/ }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'source-key-definition');
    await openFile(page, 'FileMenu.jsx');
  });

  it('lists the usages of a key in the workspace, not in build output', async () => {
    const { page } = harness();
    await clickKey('menu.file.saveAs');
    await page.keyboard.press('Shift+F12');
    const peek = page.locator('.zone-widget .ref-tree');
    await peek.locator('.monaco-list-row', { hasText: 'Toolbar.jsx' }).waitFor({ timeout: 60_000 });
    assert.ok((await peek.locator('.monaco-list-row', { hasText: 'FileMenu.jsx' }).count()) > 0);
    assert.equal(await peek.locator('.monaco-list-row', { hasText: 'main.js' }).count(), 0, 'build/ is skipped');
    await screenshot(page, 'source-key-references');
    await page.keyboard.press('Escape');
  });

  // Last: it reloads the window. #44 item 7: a new window of a connected workspace with a .weblate and source
  // files reads the component's strings before any source file opens, so the first file asks none of them.
  it('reads the first file’s strings ahead in a new window, and the file asks for none of them again', async () => {
    const { page, sandbox } = harness();
    const units = /^GET \/api\/translations\/atlas\/web\/en\/units\//;
    await runCommand(page, 'View: Close All Editors'); // an editor restored at startup would be a first use
    const logged = logSnapshot();
    const mark = sandbox.requestLog.length;
    const reloaded = page.waitForEvent('load', { timeout: 90_000 });
    await runCommand(page, 'Developer: Reload Window');
    await reloaded;
    await waitForWorkbench(page);
    await newLogLine('the strings read ahead', logged, /\[source keys\] read ahead atlas\/web in \d+ ms/, 60_000);
    assert.ok(
      newLogLines(logged).some((l) =>
        /reading ahead for the first source file \(.*\.weblate names a component/.test(l),
      ),
      'the log says why it reads ahead, before those requests',
    );
    assert.ok(
      sandbox.requestLog.slice(mark).some((l) => units.test(l)),
      'the source strings were read before any source file opened',
    );
    const text = await sourceText('menu.file.saveAs'); // asked by the test itself: before the mark
    const opened = sandbox.requestLog.length;
    await openFile(page, 'FileMenu.jsx');
    await eventually(
      `the hint “${text}” after menu.file.saveAs`,
      async () => (await drawnText('menu.file.saveAs')).includes(text),
      60_000,
    );
    const asked = sandbox.requestLog.slice(opened).filter((l) => /\/atlas\/web\//.test(l));
    assert.deepEqual(
      asked.filter((l) => units.test(l) || /components\/atlas\/web\/translations\//.test(l)),
      [],
      `the file's hints came from what was read ahead; it asked:\n${asked.join('\n')}`,
    );
  });
});

// Keys in source code (issue 27): a small React + i18next app in the workspace (react-app/) whose locale
// file is mapped to the sandbox's atlas/web, so its keys are that component's strings. Chains on
// 02-localization having connected. In real VS Code: the inlay hint after a key shows the server's source
// text, the hover lists every language of the component, and a key the server lacks gets a diagnostic.
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import { eventually, openFile, runCommand, screenshot } from '../helpers/workbench';

async function api(path: string) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, {
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` },
  });
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const line = (text: string) => harness().page.locator('.monaco-editor .view-line', { hasText: text }).first();

/** A line's text as drawn, inlay hints included (the editor draws spaces, a hint's too, as no-break spaces). */
const drawnText = async (text: string) => (await line(text).innerText()).replace(/\u00a0/g, ' ');

describe('Keys in source code', () => {
  before(async () => {
    // The app keeps its strings the i18next way (public/locales/<lng>/translation.json), which atlas/web's
    // filemask does not match: the mapping setting says which translation the file is.
    await writeUserSettings({
      'scriptorium.localization.fileMappings': { 'react-app/public/locales/en/translation.json': 'atlas/web/en' },
    });
    await openFile(harness().page, 'FileMenu.jsx');
    await line('menu.file.saveAs').waitFor({ timeout: 30_000 });
  });

  after(async () => {
    await writeUserSettings({ 'scriptorium.localization.fileMappings': undefined });
  });

  it('shows the server’s text after a key, and the toggle command hides it', async () => {
    const { page } = harness();
    const units = (await api('translations/atlas/web/en/units/?page_size=1000')).results as {
      context: string;
      source: string[];
    }[];
    const text = units.find((u) => u.context === 'menu.file.saveAs')!.source[0]!;
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
    for (const t of others)
      assert.ok(shown.includes(`${t.language.name} (${t.language.code})`), `${t.language.code} is listed`);
    assert.match(shown, /Translated|Needs editing|Approved|Missing/);
    assert.match(shown, /Open on server/);
    await screenshot(page, 'source-key-hover');
    await page.keyboard.press('Escape');
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
});

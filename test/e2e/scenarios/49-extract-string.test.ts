// "Extract string" (#27 item 4) in real VS Code on the sample React + i18next app (react-app/): the
// refactoring on JSX text asks for a key (proposed from the file and the words), replaces the text with
// {t('…')}, adds the key to the source locale file and, as chosen, to the component on the
// server; one Ctrl+Z in the source file puts both files back as they were. The app's locale file is mapped
// to the sandbox's mobile/app here, the component that lets strings be added. Chains on 02-localization
// having connected; leaves the files, the settings and the server as it found them.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import { chooseByKeyboard } from '../helpers/keyboard';
import { writeUserSettings } from '../helpers/settings';
import { eventually, openFile, pickItem, runCommand, screenshot } from '../helpers/workbench';

const LOCALE = 'react-app/public/locales/en/translation.json';
const SOURCE = 'react-app/src/Checkout.jsx';
const KEY = 'checkout.reviewYourOrder';

async function api(path: string, init: { method?: string } = {}) {
  const { sandbox } = harness();
  return sandboxFetch(`${sandbox.origin}/api/${path}`, {
    ...init,
    headers: { Authorization: `Token ${sandbox.credentials.weblate.adminToken}` },
  });
}

/** The unit of mobile/app's source language with `key`, if the server has one. */
async function serverUnit(key: string): Promise<{ id: number; source: string[] } | undefined> {
  const res = await api(`translations/mobile/app/en/units/?page_size=1000`);
  const units = ((await res.json()) as { results: { id: number; context: string; source: string[] }[] }).results;
  return units.find((u) => u.context === key);
}

const onDisk = (relative: string) => readFileSync(join(harness().vscode.workspace, relative), 'utf8');
const line = (text: string) => harness().page.locator('.monaco-editor .view-line', { hasText: text });
const dirtyTab = (name: string) => harness().page.locator('.tab.dirty', { hasText: name });

describe('Extract string', () => {
  const original = { source: '', locale: '' };

  before(async () => {
    original.source = onDisk(SOURCE);
    original.locale = onDisk(LOCALE);
    assert.equal(await serverUnit(KEY), undefined, 'control: the server does not have the key yet');
    // Off, as on the desktop (VS Code for the Web saves after a delay by default): the edited files stay
    // unsaved, so the test sees that nothing is written behind the person's back and that undo restores both.
    await writeUserSettings({
      'scriptorium.localization.fileMappings': { [LOCALE]: 'mobile/app/en' },
      'files.autoSave': 'off',
    });
  });

  after(async () => {
    const unit = await serverUnit(KEY);
    if (unit) await api(`units/${unit.id}/`, { method: 'DELETE' });
    const { page } = harness();
    // Whatever a failed step left unsaved goes back to the disk's text, before auto save is on again (it
    // saved the edit of a failed run before the revert came).
    for (const name of ['Checkout.jsx', 'translation.json'])
      if ((await dirtyTab(name).count()) > 0) {
        await openFile(page, name);
        await runCommand(page, 'File: Revert File');
      }
    await writeUserSettings({ 'scriptorium.localization.fileMappings': undefined, 'files.autoSave': undefined });
    assert.equal(onDisk(SOURCE), original.source);
    assert.equal(onDisk(LOCALE), original.locale);
  });

  it('replaces JSX text with {t(…)}, adds the key to the locale file and the server, and one undo takes both files back', async function () {
    this.timeout(300_000);
    const { page } = harness();
    await openFile(page, 'Checkout.jsx');
    await line('Review your order').locator('span', { hasText: 'Review your order' }).last().click();
    // The actions wait for every provider, the built-in TypeScript server's too, which analyses the project
    // first when cold (minutes on a busy machine): the light bulb shows once they have answered.
    await page.locator('.lightBulbWidget').waitFor({ state: 'visible', timeout: 180_000 });
    await page.keyboard.press('Control+.');
    // On JSX text of a react-i18next app the menu also offers “Extract string into <Trans>”.
    await page
      .locator('.action-widget .monaco-list-row', { hasText: 'Extract string to a translation key' })
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'extract-string-action');
    await chooseByKeyboard(page, '.action-widget', 'Extract string to a translation key');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await input.inputValue(), KEY, 'the key proposed from the file name and the words');
    await screenshot(page, 'extract-string-key');
    await page.keyboard.press('Enter');
    await pickItem(page, /and to Mobile app on the server/);

    // Up to the closing quote: once the server has the key, its hint is drawn between the quote and `)`.
    await line(`{t('${KEY}'`).first().waitFor({ timeout: 30_000 });
    const unit = await eventually('the unit on the server', () => serverUnit(KEY), 30_000);
    assert.deepEqual(unit!.source, ['Review your order']);
    await openFile(page, 'translation.json');
    await line('"reviewYourOrder": "Review your order"').first().waitFor({ timeout: 30_000 });
    assert.equal(await line('"checkout": {').count(), 1, 'nested like the file');
    assert.equal(await dirtyTab('translation.json').count(), 1, 'edited, to be saved with the source file');
    assert.equal(onDisk(LOCALE), original.locale, 'nothing written behind the person’s back');

    await openFile(page, 'Checkout.jsx');
    await page.keyboard.press('Control+Z');
    await line('Review your order').first().waitFor({ timeout: 30_000 });
    // One Ctrl+Z in the source file takes back the whole edit, in both files (VS Code 1.139 asks nothing):
    // both are back at the text on disk, which was never written, so VS Code marks neither unsaved.
    await eventually(
      'neither file unsaved',
      async () => (await dirtyTab('Checkout.jsx').count()) + (await dirtyTab('translation.json').count()) === 0,
    );
    await openFile(page, 'translation.json');
    assert.equal(await line('reviewYourOrder').count(), 0);
    assert.equal(onDisk(SOURCE), original.source);
    assert.equal(onDisk(LOCALE), original.locale);
  });
});

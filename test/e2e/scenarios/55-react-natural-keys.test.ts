// Keys in source code on a React app with natural-language keys (#44): react-natural/ writes its English
// texts as keys (`t('Reconcile')`, `<Trans>All reconciled!</Trans>` without i18nKey) and sets nsSeparator
// false in its i18next-parser.config.mjs. Its locale file is mapped to the sandbox's mobile/app, where this
// scenario adds the app's strings (and a German translation of one). In real VS Code: the hint of a key that
// is its own text shows its state per language; a <Trans> is a usage (hint, hover, definition, references);
// `t('Closed: {{accountName}}')` is not cut at its colon (no false diagnostic) while a <Trans> the server
// lacks is reported; Extract String refuses text inside a <Trans> and wraps other JSX text in one. Chains on 02-localization having
// connected; leaves files, settings and the server as it found them.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { weblateApi } from '../helpers/localization';
import { writeUserSettings } from '../helpers/settings';
import {
  cursorOn,
  definitionLandsOn,
  drawnText,
  line,
  noneUnsaved,
  quickFix,
  deleteKey,
  hintShown,
  hoverListsLanguages,
  onDisk,
  openPath,
  placeOf,
  problemRows,
  putBack,
  referencesList,
  serverUnits,
} from '../helpers/sourceKeys';
import { messageShown } from '../helpers/state';
import { eventually, pickItem, runCommand, screenshot } from '../helpers/workbench';

const APP = 'react-natural/src/Reconcile.jsx';
const HEADER = 'react-natural/src/Header.jsx';
const LOCALE = 'react-natural/public/locales/en/translation.json';
const KEYS = ['All reconciled!', 'Closed: {{accountName}}', 'Reconcile'];
const MISSING = 'Nothing left to <strong>match</strong>';

describe('Natural-language keys and <Trans> in a React app', () => {
  let originals: Record<string, string> = {};

  before(async () => {
    originals = { [APP]: onDisk(APP), [HEADER]: onDisk(HEADER), [LOCALE]: onDisk(LOCALE) };
    const units = await serverUnits('mobile/app/en');
    for (const key of [...KEYS, MISSING])
      assert.equal(
        units.find((u) => u.context === key),
        undefined,
        `control: mobile/app lacks ${key}`,
      );
    for (const key of KEYS)
      await weblateApi('translations/mobile/app/en/units/', {
        method: 'POST',
        body: JSON.stringify({ key, value: [key] }),
      });
    const de = await eventually('the German unit of “All reconciled!”', async () =>
      (await serverUnits('mobile/app/de')).find((u) => u.context === 'All reconciled!'),
    );
    await weblateApi(`units/${de!.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ target: ['Alles abgeglichen!'], state: 20 }),
    });
    await writeUserSettings({
      'scriptorium.localization.fileMappings': { [LOCALE]: 'mobile/app/en' },
      'scriptorium.localization.sourceHints.stateLanguages': ['de'],
      'scriptorium.localization.cacheSeconds': 3600,
      'files.autoSave': 'off',
    });
    await openPath(APP);
  });

  after(async () => {
    for (const key of [...KEYS, MISSING]) await deleteKey('mobile/app/en', key);
    await putBack(originals);
    await writeUserSettings({
      'scriptorium.localization.fileMappings': undefined,
      'scriptorium.localization.sourceHints.stateLanguages': undefined,
      'scriptorium.localization.cacheSeconds': undefined,
      'files.autoSave': undefined,
    });
    await putBack(originals);
  });

  it('shows each key’s state in German instead of repeating its text, after t() and inside <Trans>', async () => {
    await hintShown(APP, '<Trans>All reconciled!', 'de ✓');
    // The hint follows the closing quote: the needle ends there.
    await hintShown(APP, "<button>{t('Reconcile'", 'de ○');
    await screenshot(harness().page, 'source-keys-natural-hints');
  });

  it('reports the <Trans> the server lacks, not the key with a colon', async () => {
    await (await problemRows(`“${MISSING}” is not a string of mobile/app`)).first().waitFor({ timeout: 60_000 });
    assert.equal(await (await problemRows('{{accountName}}')).count(), 0, 'no false “missing key” at its colon');
    await openPath(APP);
  });

  it('lists every language of mobile/app in the hover of a <Trans>', async () => {
    await hoverListsLanguages(APP, '<Trans>All reconciled!', 'All reconciled!', 'mobile/app');
    await harness().page.keyboard.press('Escape');
  });

  it('goes from a <Trans> to its key in the locale file', async () => {
    const { line } = placeOf(LOCALE, '"All reconciled!"', 'All reconciled!');
    await definitionLandsOn(
      APP,
      { needle: '<Trans>All reconciled!', key: 'All reconciled!' },
      { file: 'translation.json', line },
    );
  });

  it('finds the usages of a string in t() and in <Trans> alike', async () => {
    await referencesList(APP, { needle: '<Trans>All reconciled!', key: 'All reconciled!' }, [
      'Reconcile.jsx',
      'Header.jsx',
    ]);
    await harness().page.keyboard.press('Escape');
  });

  it('does not extract text that a <Trans> translates already', async () => {
    const { page } = harness();
    await cursorOn(APP, 'Nothing left to', 'left');
    await runCommand(page, 'Scriptorium: Extract String to a Translation Key');
    await messageShown(page, 'This string is a translation key already.');
    assert.equal(onDisk(APP), originals[APP]);
    await eventually('the file not edited', async () => (await page.locator('.tab.dirty').count()) === 0);
  });

  it('wraps JSX text in <Trans> with its key, adds the key to the locale file; one undo takes both back', async function () {
    this.timeout(180_000);
    const { page } = harness();
    await cursorOn(APP, 'bank statement', 'each line');
    await quickFix('Extract string into <Trans>');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible', timeout: 30_000 });
    const key = await input.inputValue();
    assert.ok(key.length > 0, 'a key is proposed');
    await page.keyboard.press('Enter');
    await pickItem(page, /translation\.json only/);
    await line(`<Trans i18nKey="${key}">Match each line`).waitFor({ timeout: 30_000 });
    await openPath(LOCALE);
    await line('"Match each line with your bank statement"').waitFor({ timeout: 30_000 });
    assert.equal(onDisk(LOCALE), originals[LOCALE], 'nothing written behind the person’s back');
    await openPath(APP);
    await page.keyboard.press('Control+Z');
    await eventually('the <Trans> gone', async () => !(await drawnText('bank statement')).includes('<Trans'));
    await eventually('neither file unsaved', () => noneUnsaved(APP, LOCALE));
  });
});

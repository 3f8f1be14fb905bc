// Keys in source code (issue 27) on the sample Vue app (vue-app/, vue-i18n): a single-file component that
// uses `$t` in its template, `t` of useI18n() in `<script setup>`, `<i18n-t keypath>` and `v-t`. Its
// .weblate names the sandbox's mobile/app, the component that takes new strings (read first without a
// setting), and its locale file (src/lang/en.json) is then mapped there. In real VS Code without the Vue extension (a .vue file is then VS Code's "vue" only because
// Scriptorium contributes the language): hints, hover, the missing key's diagnostic and its "Add to the
// server" quick fix, completion inside `t('`, Go to Definition, Find All References and Extract string.
// Chains on 02-localization having connected; leaves files, settings and the server as it found them.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import {
  addMissingKey,
  completes,
  cursorOn,
  definitionLandsOn,
  deleteKey,
  drawnText,
  hintShown,
  hoverListsLanguages,
  line,
  noneUnsaved,
  onDisk,
  openPath,
  placeOf,
  putBack,
  quickFix,
  referencesList,
  serverUnits,
} from '../helpers/sourceKeys';
import { eventually, pickItem, screenshot } from '../helpers/workbench';

const SFC = 'vue-app/src/components/LoginForm.vue';
const LOCALE = 'vue-app/src/lang/en.json';
const MISSING = 'login.submit';

/** The source text of a key of mobile/app, as the server has it. */
async function sourceText(key: string): Promise<string> {
  return (await serverUnits('mobile/app/en')).find((u) => u.context === key)!.source[0]!;
}

describe('Keys in a Vue app', () => {
  let originals: Record<string, string> = {};

  before(async () => {
    originals = { [SFC]: onDisk(SFC), [LOCALE]: onDisk(LOCALE) };
    const units = await serverUnits('mobile/app/en');
    assert.equal(
      units.find((u) => u.context === MISSING),
      undefined,
      'control: the server lacks the key',
    );
    // The app keeps its strings in src/lang/en.json, which no filemask of the server matches: mapped. Server
    // strings kept for an hour: after "Add to the server" only a refresh can show the key, never the cache
    // running out while the test waits.
    await writeUserSettings({ 'scriptorium.localization.cacheSeconds': 3600, 'files.autoSave': 'off' });
    await openPath(SFC);
  });

  after(async () => {
    await deleteKey('mobile/app/en', MISSING);
    // Unsaved edits a failed step left are reverted before auto save is on again.
    await putBack(originals);
    await writeUserSettings({
      'scriptorium.localization.fileMappings': undefined,
      'scriptorium.localization.cacheSeconds': undefined,
      'files.autoSave': undefined,
    });
    await putBack(originals);
  });

  it('reads mobile/app without a mapping: the component its folder’s .weblate names', async () => {
    // The demo has no setting: the app's keys were "not a string of mobile/android" (issue 44 item 6).
    try {
      await hintShown(SFC, '<h1>', await sourceText('login.title'));
    } finally {
      // Go to Definition lands in the app's own locale file, which no filemask matches: mapped for the rest.
      await writeUserSettings({ 'scriptorium.localization.fileMappings': { [LOCALE]: 'mobile/app/en' } });
    }
  });

  it('shows the server’s text after `$t`, `t`, `v-t` and `<i18n-t keypath>` keys', async () => {
    await hintShown(SFC, '<h1>', await sourceText('login.title'));
    await hintShown(SFC, 'login.password', await sourceText('login.password'));
    await hintShown(SFC, 'login.forgot', await sourceText('login.forgot'));
    await hintShown(SFC, 'sync.done', await sourceText('sync.done'));
    // `t` of useI18n() in <script setup>, read with the TypeScript parser.
    await hintShown(SFC, 'document.title', await sourceText('login.title'));
    await screenshot(harness().page, 'source-keys-vue-hints');
  });

  it('lists every language of mobile/app with its state in the hover', async () => {
    const { page } = harness();
    await hoverListsLanguages(SFC, 'login.forgot', 'login.forgot', 'mobile/app');
    await screenshot(page, 'source-keys-vue-hover');
    await page.keyboard.press('Escape');
  });

  it('marks a key the server lacks, and “Add to the server” adds it', async () => {
    await addMissingKey(SFC, MISSING, {
      key: MISSING,
      component: 'mobile/app',
      componentName: 'Mobile app',
      translation: 'mobile/app/en',
      text: 'Continue',
    });
  });

  it('completes keys inside t(‘ with their text', async () => {
    const text = await sourceText('login.forgot');
    await completes(SFC, {
      after: 'document.title',
      typed: "t('login.f",
      key: 'login.forgot',
      text,
      other: 'login.title',
    });
  });

  it('goes to the key’s line in the locale file', async () => {
    const line = placeOf(LOCALE, '"forgot"', 'forgot').line;
    await definitionLandsOn(SFC, { needle: 'login.forgot', key: 'login.forgot' }, { file: 'en.json', line });
  });

  it('lists the usages of a key in every component of the app', async () => {
    await referencesList(SFC, { needle: '<h1>', key: 'login.title' }, ['App.vue', 'LoginForm.vue']);
  });

  it('extracts template text into {{ $t(…) }} and the locale file; one undo takes both back', async function () {
    this.timeout(180_000);
    const { page } = harness();
    await cursorOn(SFC, 'invitation', 'password from');
    await quickFix('Extract string to a translation key');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible', timeout: 30_000 });
    const key = await input.inputValue();
    assert.match(key, /^loginForm\.use/, 'the key proposed from the file name and the words');
    await page.keyboard.press('Enter');
    await pickItem(page, /en\.json only/);
    await line(`{{ $t('${key}') }}`).waitFor({ timeout: 30_000 });
    await openPath(LOCALE);
    await line('"Use the password from your invitation"').waitFor({ timeout: 30_000 });
    assert.equal(onDisk(LOCALE), originals[LOCALE], 'nothing written behind the person’s back');
    await openPath(SFC);
    await page.keyboard.press('Control+Z');
    await line('invitation</p>').waitFor({ timeout: 30_000 });
    await eventually('neither file unsaved', () => noneUnsaved(SFC, LOCALE));
    assert.equal((await drawnText('invitation')).includes('$t('), false);
  });
});

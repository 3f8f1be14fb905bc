// Keys in source code (issue 27) on the sample Android project (android-app/): `R.string.x` in Kotlin and
// Java, `@string/x` in a layout. Its res/values-<lang>/strings.xml match the filemask of the sandbox's
// mobile/android (Android resources, a component that takes new strings) and res/values/strings.xml is
// its template: no mapping setting is needed. In real VS Code without a Kotlin extension (a .kt file is
// then "kotlin" only because Scriptorium contributes the language): hints, the hover, the missing name's
// diagnostic and its "Add to the server" quick fix, completion after `R.string.`, Go to Definition on the
// template's line and Find All References across Kotlin, Java and XML. Extract string is not offered for
// Android (docs/TRANSLATING.md). Chains on 02-localization having connected; leaves the server as it was.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import {
  addMissingKey,
  completes,
  definitionLandsOn,
  deleteKey,
  hintShown,
  hoverListsLanguages,
  onDisk,
  openPath,
  placeOf,
  putBack,
  referencesList,
  serverUnits,
} from '../helpers/sourceKeys';
import { screenshot } from '../helpers/workbench';

const SRC = 'android-app/app/src/main';
const ACTIVITY = `${SRC}/java/org/atlas/mobile/MainActivity.kt`;
const REPOSITORY = `${SRC}/java/org/atlas/mobile/MapRepository.java`;
const LAYOUT = `${SRC}/res/layout/activity_main.xml`;
const TEMPLATE = `${SRC}/res/values/strings.xml`;
const MISSING = 'map_shared';

/** The source text of a string resource of mobile/android, as the server has it. */
async function sourceText(name: string): Promise<string> {
  return (await serverUnits('mobile/android/en')).find((u) => u.context === name)!.source[0]!;
}

describe('Keys in an Android project', () => {
  let originals: Record<string, string> = {};

  before(async () => {
    originals = { [ACTIVITY]: onDisk(ACTIVITY) };
    const units = await serverUnits('mobile/android/en');
    assert.equal(
      units.find((u) => u.context === MISSING),
      undefined,
      'control: the server lacks it',
    );
    // Server strings kept for an hour: after "Add to the server" only a refresh can show the name, never
    // the cache running out while the test waits. Auto save off: a typed completion is taken back unsaved.
    await writeUserSettings({ 'scriptorium.localization.cacheSeconds': 3600, 'files.autoSave': 'off' });
    await openPath(ACTIVITY);
  });

  after(async () => {
    await deleteKey('mobile/android/en', MISSING);
    // Unsaved edits a failed step left are reverted before auto save is on again.
    await putBack(originals);
    await writeUserSettings({ 'scriptorium.localization.cacheSeconds': undefined, 'files.autoSave': undefined });
  });

  it('shows the server’s text after R.string names in Kotlin and @string names in a layout', async () => {
    await hintShown(ACTIVITY, 'R.string.app_name', await sourceText('app_name'));
    await hintShown(ACTIVITY, 'R.string.storage_full', await sourceText('storage_full'));
    await screenshot(harness().page, 'source-keys-android-hints');
    await openPath(LAYOUT);
    await hintShown(LAYOUT, '@string/download_map', await sourceText('download_map'));
    await openPath(ACTIVITY);
  });

  it('lists every language of mobile/android with its state in the hover', async () => {
    const { page } = harness();
    await hoverListsLanguages(ACTIVITY, 'R.string.storage_full', 'storage_full', 'mobile/android');
    await screenshot(page, 'source-keys-android-hover');
    await page.keyboard.press('Escape');
  });

  it('marks a name the server lacks, and “Add to the server” adds it', async () => {
    await addMissingKey(ACTIVITY, `R.string.${MISSING}`, {
      key: MISSING,
      component: 'mobile/android',
      componentName: 'Android app',
      translation: 'mobile/android/en',
      text: 'Map shared with your team',
    });
  });

  it('completes names after R.string. with their text', async () => {
    const text = await sourceText('storage_full');
    await completes(ACTIVITY, {
      after: 'setContentView',
      typed: 'getString(R.string.sto',
      key: 'storage_full',
      text,
      other: 'sync_now',
    });
  });

  it('goes to the name’s line in res/values/strings.xml, the template', async () => {
    // The breadcrumbs say which strings.xml: the template's folder values/, not a translation's values-de/.
    const line = placeOf(TEMPLATE, 'name="storage_full"', 'storage_full').line;
    const at = { needle: 'R.string.storage_full', key: 'storage_full' };
    await definitionLandsOn(ACTIVITY, at, { file: 'strings.xml', line, folder: 'values' });
  });

  it('lists the usages of a name in Java and in layouts', async () => {
    await openPath(REPOSITORY);
    const at = { needle: 'R.string.sync_now', key: 'sync_now' };
    await referencesList(REPOSITORY, at, ['MapRepository.java', 'activity_main.xml'], ['strings.xml']);
  });
});

// Keys in source code (#44 item 3) on the sample Flutter app (flutter-app/: gen-l10n, ARB files in
// lib/l10n/ matching the sandbox's mobile/flutter) and the sample iOS app (ios-app/: SwiftUI and Objective-C,
// Atlas/<lang>.lproj/Localizable.strings matching mobile/ios). No setting: the components are found from
// the locale files, by a format that can hold each language's keys. Dart, Swift and Objective-C are VS
// Code's own languages. In real VS Code: hints, the hover, the missing key's diagnostic and its "Add to the
// server" quick fix, Go to Definition in the template file, Find All References, and Extract String (a Dart
// literal → the generated getter with its key added to app_en.arb; a Swift literal → String(localized:) with
// its text, the key, added to en.lproj/Localizable.strings and the server). Chains on 02-localization having
// connected; leaves the server as it found it.
import { strict as assert } from 'node:assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import { logSnapshot, newLogLine } from '../helpers/state';
import { eventually, pickItem, runCommand } from '../helpers/workbench';
import {
  addMissingKey,
  definitionLandsOn,
  deleteKey,
  hintShown,
  hoverListsLanguages,
  cursorOn,
  line,
  noneUnsaved,
  onDisk,
  openPath,
  placeOf,
  problemRows,
  putBack,
  quickFix,
  referencesList,
  serverUnits,
} from '../helpers/sourceKeys';

const HOME = 'flutter-app/lib/home_page.dart';
const MAIN = 'flutter-app/lib/main.dart';
const ARB = 'flutter-app/lib/l10n/app_en.arb';
const VIEW = 'ios-app/Atlas/ContentView.swift';
const OBJC = 'ios-app/Atlas/MapAlerts.m';
const STRINGS = 'ios-app/Atlas/en.lproj/Localizable.strings';
const MISSING_FLUTTER = 'mapsShared';
const MISSING_IOS = 'maps.shared';
/** The Swift literal Extract String wraps: its text is its key. */
const EXTRACTED_IOS = 'Offline maps are kept for 30 days';

async function sourceText(translation: string, key: string): Promise<string> {
  return (await serverUnits(translation)).find((u) => u.context === key)!.source[0]!;
}

describe('Keys in a Flutter app and an iOS app', () => {
  let originals: Record<string, string> = {};

  before(async () => {
    originals = { [HOME]: onDisk(HOME), [VIEW]: onDisk(VIEW), [ARB]: onDisk(ARB), [STRINGS]: onDisk(STRINGS) };
    for (const [translation, key] of [
      ['mobile/flutter/en', MISSING_FLUTTER],
      ['mobile/ios/en', MISSING_IOS],
      ['mobile/ios/en', EXTRACTED_IOS],
    ] as const)
      assert.equal(
        (await serverUnits(translation)).find((u) => u.context === key),
        undefined,
        `control: ${translation} lacks ${key}`,
      );
    // Server strings kept for an hour: after "Add to the server" only a refresh can show the key.
    await writeUserSettings({ 'scriptorium.localization.cacheSeconds': 3600, 'files.autoSave': 'off' });
    // A scenario before may leave the unit panel focused, where Quick Open's Ctrl+P does not reach the workbench.
    await runCommand(harness().page, 'View: Close All Editors');
    await openPath(HOME);
  });

  after(async () => {
    await deleteKey('mobile/flutter/en', MISSING_FLUTTER);
    await deleteKey('mobile/ios/en', MISSING_IOS);
    await deleteKey('mobile/ios/en', EXTRACTED_IOS);
    // Extract's test saves both files midway: a failure after that leaves them changed on disk.
    for (const relative of [VIEW, STRINGS])
      if (onDisk(relative) !== originals[relative])
        writeFileSync(join(harness().vscode.workspace, relative), originals[relative]!);
    await putBack(originals);
    await writeUserSettings({ 'scriptorium.localization.cacheSeconds': undefined, 'files.autoSave': undefined });
    await putBack(originals);
  });

  it('Flutter: shows the ARB message after .of(context)!.name, an alias and context.l10n', async () => {
    await hintShown(
      HOME,
      'AppLocalizations.of(context)!.helloWorld',
      await sourceText('mobile/flutter/en', 'helloWorld'),
    );
    await hintShown(HOME, 'l10n.mapsTitle', await sourceText('mobile/flutter/en', 'mapsTitle'));
    await hintShown(HOME, 'context.l10n.greeting', await sourceText('mobile/flutter/en', 'greeting'));
  });

  it('Flutter: lists every language of mobile/flutter in the hover', async () => {
    await hoverListsLanguages(HOME, 'l10n.signIn', 'signIn', 'mobile/flutter');
  });

  it('Flutter: marks a message the server lacks, and “Add to the server” adds it', async () => {
    await addMissingKey(HOME, `l10n.${MISSING_FLUTTER}`, {
      key: MISSING_FLUTTER,
      component: 'mobile/flutter',
      componentName: 'Flutter app',
      translation: 'mobile/flutter/en',
      text: 'Map shared with your team',
    });
  });

  it('Flutter: goes to the message in app_en.arb, and lists its usages in both Dart files', async () => {
    const line = placeOf(ARB, '"helloWorld":', 'helloWorld').line;
    await definitionLandsOn(
      HOME,
      { needle: 'of(context)!.helloWorld', key: 'helloWorld' },
      { file: 'app_en.arb', line },
    );
    await openPath(MAIN);
    await referencesList(
      MAIN,
      { needle: '!.appTitle', key: 'appTitle' },
      ['main.dart', 'home_page.dart'],
      ['app_de.arb'],
    );
  });

  it('Flutter: Extract String turns a literal into the getter, adds the key to app_en.arb, and one undo takes both back', async () => {
    const { page } = harness();
    await openPath(HOME);
    await cursorOn(HOME, "const Text('Offline maps')", 'Offline');
    await quickFix('Extract string to a translation key');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible', timeout: 30_000 });
    // camelCase like the ARB's keys, the file's words first; a Dart name, as gen-l10n needs.
    assert.equal(await input.inputValue(), 'homePageOfflineMaps');
    await page.keyboard.press('Enter');
    await pickItem(page, /Add to .*app_en\.arb only/);
    // The file already uses context.l10n; the const goes, as the getter is not constant.
    await line('Text(context.l10n.homePageOfflineMaps)').waitFor({ timeout: 30_000 });
    await openPath(ARB);
    await line('"homePageOfflineMaps": "Offline maps"').waitFor({ timeout: 30_000 });
    assert.equal(onDisk(ARB), originals[ARB], 'edited in the editor, not behind the person’s back');
    await openPath(HOME);
    await page.keyboard.press('Control+Z');
    await line("const Text('Offline maps')").waitFor({ timeout: 30_000 });
    await eventually('neither file unsaved', () => noneUnsaved(HOME, ARB));
  });

  it('iOS: Extract String wraps a Swift literal in String(localized:), adds its key to Localizable.strings and the server, and one undo takes both files back', async () => {
    const { page } = harness();
    await openPath(VIEW);
    await cursorOn(VIEW, '"Offline maps are kept', 'Offline');
    const before = logSnapshot();
    await quickFix('Extract string to a translation key');
    await pickItem(page, /Add to .*Localizable\.strings and to iOS app on the server/);
    const wrapped = line(`String(localized: "${EXTRACTED_IOS}")`);
    await wrapped.waitFor({ timeout: 30_000 });
    // Logged once the server took the key and the strings were dropped to be read again.
    await newLogLine(
      'the key extracted',
      before,
      /extracted Offline maps are kept for 30 days into .*Localizable\.strings and the server/,
    );
    const unit = (await serverUnits('mobile/ios/en')).find((u) => u.context === EXTRACTED_IOS);
    assert.deepEqual(unit?.source, [EXTRACTED_IOS]);
    await openPath(STRINGS);
    await line(`"${EXTRACTED_IOS}" = "${EXTRACTED_IOS}";`).waitFor({ timeout: 30_000 });
    assert.equal(onDisk(STRINGS), originals[STRINGS], 'edited in the editor, not behind the person’s back');
    // Saved, so the hover's helper finds the wrapped literal on disk too.
    await runCommand(page, 'File: Save All');
    await eventually('both files saved', () => noneUnsaved(VIEW, STRINGS));
    // The key is found in the strings read again (its hover lists the languages), and no problem names it.
    await openPath(VIEW);
    await cursorOn(VIEW, `String(localized: "${EXTRACTED_IOS}"`, 'Offline');
    await runCommand(page, 'Show or Focus Hover');
    const hover = page.locator('.monaco-hover-content', { hasText: 'Open in unit panel' }).first();
    await hover.waitFor({ timeout: 30_000 });
    // A new string: the other languages have it untranslated.
    assert.match((await hover.innerText()).replace(/\s+/g, ' '), /German \(de\) Untranslated/);
    await page.keyboard.press('Escape');
    await eventually('no missing-key problem on the extracted key', async () => {
      return (await (await problemRows(`“${EXTRACTED_IOS}”`)).count()) === 0;
    });
    // One undo in the Swift file takes the key's line out of Localizable.strings too.
    await openPath(VIEW);
    await page.keyboard.press('Control+Z');
    await eventually('the literal as it was', async () => (await wrapped.count()) === 0);
    await openPath(STRINGS);
    await eventually(
      'the key’s line gone from Localizable.strings',
      async () => (await line(EXTRACTED_IOS).count()) === 0,
    );
    await runCommand(page, 'File: Save All');
    await eventually(
      'both files as they were on disk',
      async () => onDisk(VIEW) === originals[VIEW] && onDisk(STRINGS) === originals[STRINGS],
    );
  });

  it('iOS: shows the strings after SwiftUI titles and NSLocalizedString, in Swift and Objective-C', async () => {
    await openPath(VIEW);
    // Needles end before the closing parenthesis: the hint is drawn between the literal and it.
    await hintShown(VIEW, 'Text("welcome.title"', await sourceText('mobile/ios/en', 'welcome.title'));
    await hintShown(VIEW, '.navigationTitle', await sourceText('mobile/ios/en', 'nav.title'));
    await hintShown(VIEW, 'NSLocalizedString("alert.body"', await sourceText('mobile/ios/en', 'alert.body'));
    await openPath(OBJC);
    await hintShown(OBJC, 'NSLocalizedString(@"alert.body"', await sourceText('mobile/ios/en', 'alert.body'));
  });

  it('iOS: lists every language in the hover, and adds a missing key', async () => {
    await openPath(VIEW);
    await hoverListsLanguages(VIEW, 'Button("sign.in"', 'sign.in', 'mobile/ios');
    await addMissingKey(VIEW, `Text("${MISSING_IOS}"`, {
      key: MISSING_IOS,
      component: 'mobile/ios',
      componentName: 'iOS app',
      translation: 'mobile/ios/en',
      text: 'Shared maps',
    });
  });

  it('iOS: goes to the key in en.lproj/Localizable.strings, and lists its usages in Swift and Objective-C', async () => {
    const line = placeOf(STRINGS, '"alert.body" =', 'alert.body').line;
    const at = { needle: 'NSLocalizedString("alert.body"', key: 'alert.body' };
    await definitionLandsOn(VIEW, at, { file: 'Localizable.strings', line, folder: 'en.lproj' });
    await referencesList(VIEW, at, ['ContentView.swift', 'MapAlerts.m']);
  });
});

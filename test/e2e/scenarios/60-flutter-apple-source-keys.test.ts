// Keys in source code (#44 item 3) on the sample Flutter app (flutter-app/: gen-l10n, ARB files in
// lib/l10n/ matching the sandbox's mobile/flutter) and the sample iOS app (ios-app/: SwiftUI and Objective-C,
// Atlas/<lang>.lproj/Localizable.strings matching mobile/ios). No setting: the components are found from
// the locale files, by a format that can hold each language's keys. Dart, Swift and Objective-C are VS
// Code's own languages. In real VS Code: hints, the hover, the missing key's diagnostic and its "Add to the
// server" quick fix, Go to Definition in the template file, and Find All References. Chains on
// 02-localization having connected; leaves the server as it found it.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import { runCommand } from '../helpers/workbench';
import {
  addMissingKey,
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

const HOME = 'flutter-app/lib/home_page.dart';
const MAIN = 'flutter-app/lib/main.dart';
const ARB = 'flutter-app/lib/l10n/app_en.arb';
const VIEW = 'ios-app/Atlas/ContentView.swift';
const OBJC = 'ios-app/Atlas/MapAlerts.m';
const STRINGS = 'ios-app/Atlas/en.lproj/Localizable.strings';
const MISSING_FLUTTER = 'mapsShared';
const MISSING_IOS = 'maps.shared';

async function sourceText(translation: string, key: string): Promise<string> {
  return (await serverUnits(translation)).find((u) => u.context === key)!.source[0]!;
}

describe('Keys in a Flutter app and an iOS app', () => {
  let originals: Record<string, string> = {};

  before(async () => {
    originals = { [HOME]: onDisk(HOME), [VIEW]: onDisk(VIEW) };
    for (const [translation, key] of [
      ['mobile/flutter/en', MISSING_FLUTTER],
      ['mobile/ios/en', MISSING_IOS],
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

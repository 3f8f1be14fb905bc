// Flutter (gen-l10n, intl_utils) and Apple platforms (Swift, SwiftUI, Objective-C) (#44 item 3): the shapes
// of their documentation and of real apps, what must not count, and 1 MB worst cases that finish.
import { strict as assert } from 'node:assert';
import { scanApple } from '../../../src/core/sourceKeys/apple';
import { keyFamily } from '../../../src/core/sourceKeys/componentChoice';
import { scanFlutter } from '../../../src/core/sourceKeys/flutter';
import { detectFrameworks, scanSource } from '../../../src/core/sourceKeys/scan';
import type { KeyUsage } from '../../../src/core/sourceKeys/types';

const spans = (text: string, usages: KeyUsage[]) => usages.map((u) => text.slice(u.offset, u.offset + u.length));
const NONE = detectFrameworks(undefined);

const DART = `import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

class Home extends StatelessWidget {
  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    final other = context.l10n;
    return Column(children: [
      Text(AppLocalizations.of(context)!.helloWorld),
      Text(AppLocalizations.of(context)!
          .pageTitle),
      Text(l10n.itemCount(cart.length)),
      Text(other.greeting('Ada')),
      Text(context.l10n.signIn),
      Text(S.of(context).legacyTitle),
      Text(S.current.fromIntlUtils),
      Text(AppLocalizations.of(context)?.maybeTitle ?? ''),
      Text(AppLocalizations.of(context)!.localeName),
      Text(myS.of(context).notOurs),
      Text(MyAppLocalizations.of(context)!.notOursEither),
    ]);
  }
}
`;

const SWIFT = `import SwiftUI

struct ContentView: View {
    @State private var on = false
    var body: some View {
        VStack {
            Text("welcome.title")
            Text(verbatim: "not.a.key")
            Text("Hello \\(name)")
            Button("sign.in") { signIn() }
            Label("settings.label", systemImage: "gear")
            Toggle("notifications.toggle", isOn: $on)
            MyText("not.ours")
        }
        .navigationTitle("nav.title")
    }
    func message() -> String {
        let a = NSLocalizedString("alert.body", comment: "Shown when …")
        let b = NSLocalizedString("profile.name", tableName: "Profile", comment: "")
        let c = String(localized: "with \\"quotes\\" and \\u{1F600}")
        return a + b + c + String(localized:"compact")
    }
}
`;

const OBJC = `- (void)viewDidLoad {
    self.title = NSLocalizedString(@"main.title", nil);
    label.text = NSLocalizedString(@"main.body", @"The body");
}
`;

describe('source keys: Flutter', () => {
  it('reads .of(context) with ! ? and none, across a line break, aliases, context.l10n and S.current', () => {
    const usages = scanFlutter(DART);
    assert.deepEqual(
      usages.map((u) => u.key),
      ['helloWorld', 'pageTitle', 'itemCount', 'greeting', 'signIn', 'legacyTitle', 'fromIntlUtils', 'maybeTitle'],
    );
    assert.deepEqual(
      spans(DART, usages),
      usages.map((u) => u.key),
      'each span is the message name as written',
    );
    assert.ok(usages.every((u) => u.framework === 'flutter'));
  });

  it('leaves out localeName, other classes, and classes it is told of only when named', () => {
    assert.ok(!scanFlutter(DART).some((u) => ['localeName', 'notOurs', 'notOursEither'].includes(u.key)));
    assert.deepEqual(
      scanFlutter(DART, ['MyAppLocalizations']).filter((u) => u.key === 'notOursEither').length,
      1,
      'a custom output-class named in the settings',
    );
  });

  it('is what scanSource reads for dart, and Dart files look for ARB components', () => {
    assert.equal(scanSource(DART, 'dart', NONE).length, 8);
    assert.equal(keyFamily('dart', NONE), 'arb');
  });

  it('finishes on 1 MB worst cases', () => {
    const MB = 1 << 20;
    assert.deepEqual(scanFlutter('S.of(S.of('.repeat(MB / 10)), []);
    assert.deepEqual(scanFlutter(`S.of(${' '.repeat(MB)})`), []);
    const aliases = 'final a = S.of(c); a.k '.repeat(MB / 23);
    assert.equal(scanFlutter(aliases).length, 20_000, 'capped at MAX_USAGES');
    assert.deepEqual(scanFlutter('x.l10n;'.repeat(MB / 7)), []);
  });
});

describe('source keys: Apple platforms', () => {
  it('reads NSLocalizedString, String(localized:), SwiftUI titles and .navigationTitle; unescapes the key', () => {
    const usages = scanApple(SWIFT);
    assert.deepEqual(
      usages.map((u) => u.key),
      [
        'welcome.title',
        'sign.in',
        'settings.label',
        'notifications.toggle',
        'nav.title',
        'alert.body',
        'profile.name',
        'with "quotes" and 😀',
        'compact',
      ],
    );
    assert.equal(usages.find((u) => u.key === 'profile.name')!.namespace, 'Profile', 'tableName: is the namespace');
    assert.equal(usages.find((u) => u.key === 'alert.body')!.namespace, undefined);
    const quoted = usages.find((u) => u.key.startsWith('with'))!;
    assert.equal(SWIFT.slice(quoted.offset, quoted.offset + quoted.length), 'with \\"quotes\\" and \\u{1F600}');
  });

  it('leaves out Text(verbatim:), interpolations and views of other names', () => {
    const keys = scanApple(SWIFT).map((u) => u.key);
    assert.ok(!keys.includes('not.a.key') && !keys.includes('not.ours'));
    assert.ok(!keys.some((k) => k.startsWith('Hello')));
  });

  it('reads Objective-C @"…" literals, and Swift and Objective-C files look for .strings components', () => {
    assert.deepEqual(
      scanSource(OBJC, 'objective-c', NONE).map((u) => u.key),
      ['main.title', 'main.body'],
    );
    assert.equal(keyFamily('swift', NONE), 'apple');
    assert.equal(keyFamily('objective-c', NONE), 'apple');
  });

  it('finishes on 1 MB worst cases', () => {
    const MB = 1 << 20;
    assert.deepEqual(scanApple('Text("x\\('.repeat(MB / 9)), [], 'every literal interpolated, on one line');
    assert.deepEqual(scanApple(`Text("${'Text('.repeat(MB / 5)}`), [], 'one literal never closed');
    assert.deepEqual(scanApple('Text("\\u{'.repeat(MB / 9)), []);
    assert.equal(scanApple(`${'Text("k", '.repeat(MB / 10)}`).length, 20_000);
    assert.equal(scanApple(`NSLocalizedString("k", ${' '.repeat(MB)}tableName: "T")`)[0]!.namespace, undefined);
  });
});

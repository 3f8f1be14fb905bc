// Generated usages of an app's shipped keys for the formats oracle (fast-check, a fixed seed): one key per
// file, in each platform's idioms with varied spacing and line breaks, beside noise that names no key
// (comments, other resources, verbatim text). The file's expected keys are the one it uses.
import fc from 'fast-check';

export type Platform = 'android' | 'flutter' | 'apple';

interface Case {
  file: string;
  text: string;
  expected: string[];
}

const space = fc.constantFrom('', ' ', '\n        ');

function android(keys: readonly string[], plurals: ReadonlySet<string>): fc.Arbitrary<Case> {
  const strings = keys.filter((k) => !plurals.has(k));
  const plural = fc
    .tuple(fc.constantFrom(...plurals), space)
    .map(([k, s]) =>
      fc
        .constantFrom(
          `resources.getQuantityString(${s}R.plurals.${k}, n, n)`,
          `pluralStringResource(R.plurals.${k},${s}n)`,
          `getResources().getQuantityString(R.plurals.${k}, n)`,
        )
        .map((call) => ({ k, call })),
    );
  const single = fc
    .tuple(fc.constantFrom(...strings), space)
    .map(([k, s]) =>
      fc
        .constantFrom(
          `getString(${s}R.string.${k})`,
          `getString(R.string.${k}, name)`,
          `stringResource(id =${s}R.string.${k})`,
          `Toast.makeText(this, R.string.${k}, Toast.LENGTH_SHORT)`,
          `setTitle(R.string . ${k})`.replace(' . ', '.'),
        )
        .map((call) => ({ k, call })),
    );
  const code = fc
    .tuple(
      fc.oneof(
        plural.chain((a) => a),
        single.chain((a) => a),
      ),
      fc.constantFrom('kt', 'java'),
    )
    .map(([{ k, call }, ext]) => ({
      file: `Screen.${ext}`,
      text: `// R.string.unused_comment\nval a = ${call}\nval icon = R.drawable.ic_map\n`,
      expected: [k],
    }));
  const layout = fc
    .tuple(fc.constantFrom(...strings), fc.constantFrom('text', 'hint', 'contentDescription'))
    .map(([k, attr]) => ({
      file: 'layout.xml',
      text: `<TextView\n    android:id="@+id/x"\n    android:${attr}="@string/${k}"\n    android:src="@drawable/map" />\n<!-- @string/in_comment -->\n`,
      expected: [k],
    }));
  return fc.oneof(code, layout);
}

function flutter(keys: readonly string[]): fc.Arbitrary<Case> {
  return fc
    .tuple(
      fc.constantFrom(...keys),
      fc.constantFrom(
        'AppLocalizations.of(context)!.K',
        'AppLocalizations.of(context)!\n          .K',
        'AppLocalizations.of(context)?.K',
        'context.l10n.K',
        'S.of(context).K',
        'S.current.K',
      ),
      fc.constantFrom('', '(count)', "('Ada')"),
    )
    .map(([k, access, args]) => ({
      file: 'page.dart',
      text: `// AppLocalizations.of(context)!.inComment\nWidget build(BuildContext context) => Text(${access.replace('K', k)}${args});\n`,
      expected: [k],
    }));
}

/** A key in a Swift or Objective-C literal: quotes and backslashes escaped. */
const literal = (k: string) => k.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

function apple(keys: readonly string[]): fc.Arbitrary<Case> {
  const swift = fc
    .tuple(
      fc.constantFrom(...keys),
      fc.constantFrom(
        'Text("K")',
        'Button("K") { run() }',
        'Label("K", systemImage: "map")',
        'NSLocalizedString("K", comment: "a note")',
        'String(localized: "K")',
        'Toggle("K", isOn: $on)',
        'x.navigationTitle("K")',
        // Swift's other literal forms (#44): raw, its quotes as they are, and multi-line, indented.
        'Text(#"R"#)',
        'NSLocalizedString(##"R"##, comment: "")',
        'Text("""\n    K\n    """)',
      ),
    )
    .map(([k, call]) => ({
      file: 'View.swift',
      text: `// Text("in.comment")\nlet v = ${call.includes('"R"') ? call.replace('R', k) : call.replace('K', literal(k))}\nlet w = Text(verbatim: "not.a.key")\n`,
      expected: [k],
    }));
  const objc = fc.constantFrom(...keys).map((k) => ({
    file: 'Controller.m',
    text: `self.title = NSLocalizedString(@"${literal(k)}", nil);\nNSLog(@"%@", @"not.a.key");\n`,
    expected: [k],
  }));
  return fc.oneof(swift, objc);
}

export function generatedUsages(
  platform: Platform,
  keys: readonly string[],
  plurals: ReadonlySet<string>,
  count: number,
  seed: number,
): Case[] {
  const arb = platform === 'android' ? android(keys, plurals) : platform === 'flutter' ? flutter(keys) : apple(keys);
  return fc.sample(arb, { seed, numRuns: count });
}

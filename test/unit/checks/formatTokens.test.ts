// The format string scanners and checks against Weblate's own code: test/fixtures/weblate/format-cases.json
// holds, for 1,500 random texts, the tokens Weblate's regular expressions extract, and for 1,500 mistyped
// translations the ids of the format checks whose check_format fails (written by
// scripts/weblate/formatCases.py from 5.10.4 and 2026.10.1, whose answers are identical).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { printfTokens } from '../../../src/core/checks/printfTokens';
import * as brace from '../../../src/core/checks/braceTokens';
import { FORMAT_FAMILIES, formatMismatch } from '../../../src/core/checks/formatChecks';

interface Cases {
  tokens: Record<string, string | string[]>[];
  pairs: { source: string; target: string; fails: string[]; failsIgnoringMissing: string[] }[];
}
const cases = JSON.parse(readFileSync('test/fixtures/weblate/format-cases.json', 'utf8')) as Cases;

const SCANNERS: Record<string, (text: string) => string[]> = {
  python: (t) => printfTokens(t, 'python'),
  php: (t) => printfTokens(t, 'php'),
  c: (t) => printfTokens(t, 'c'),
  java: (t) => printfTokens(t, 'java'),
  ruby: (t) => printfTokens(t, 'ruby'),
  pythonBrace: brace.pythonBraceTokens,
  cSharp: brace.cSharpTokens,
  javaMessage: brace.javaMessageTokens,
  i18next: brace.i18nextTokens,
  es: brace.esTokens,
  perlBrace: brace.perlBraceTokens,
  percent: brace.percentTokens,
  qt: brace.qtTokens,
  strayBraces: brace.strayBraces,
};

describe('format strings as Weblate extracts them (its own expressions, both releases)', () => {
  for (const [family, scan] of Object.entries(SCANNERS)) {
    it(`${family}: the tokens of ${cases.tokens.length} texts`, () => {
      const wrong = cases.tokens
        .map((row) => ({ text: row.text as string, want: (row[family] ?? []) as string[] }))
        .filter(({ text, want }) => JSON.stringify(scan(text)) !== JSON.stringify(want));
      assert.deepEqual(wrong.slice(0, 5), []);
      assert.ok(
        cases.tokens.some((row) => row[family]),
        `the fixture has ${family} tokens`,
      );
    });
  }

  it(`check_format's verdict on ${cases.pairs.length} mistyped translations, every family, with and without the first form's leniency`, () => {
    const wrong: string[] = [];
    let failing = 0;
    for (const pair of cases.pairs)
      for (const family of FORMAT_FAMILIES)
        for (const [ignore, want] of [
          [false, pair.fails],
          [true, pair.failsIgnoringMissing],
        ] as const) {
          const got = formatMismatch(family, pair.source, pair.target, ignore);
          if (got) failing += 1;
          if (got !== want.includes(family.id))
            wrong.push(`${family.id} ${JSON.stringify(pair.source)} → ${JSON.stringify(pair.target)} ignore=${ignore}`);
        }
    assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} differ`);
    assert.ok(failing > 1000, `${failing} failing verdicts: the samples make mistakes`);
    assert.deepEqual(
      FORMAT_FAMILIES.map((f) => f.id).filter((id) => !cases.pairs.some((p) => p.fails.includes(id))),
      [],
      'every family fails on some pair',
    );
  });
});

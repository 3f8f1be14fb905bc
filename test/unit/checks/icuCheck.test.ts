// Weblate's ICU MessageFormat check against Weblate's own code: test/fixtures/weblate/icu-cases-<release>.json
// (written by scripts/weblate/icuCases.py with each release's Python) holds the syntax error parse_icu reports
// for 1,214 texts under every tag setting, and check_format's findings for 880 source/translation pairs under
// 7 `icu-flags:` settings. The releases differ only where a plain `{count}` meets a typed one.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { IcuSyntaxError, parseIcu, type IcuOptions } from '../../../src/core/checks/icuParser';
import { icuFindings, icuVerdict, type IcuFindings } from '../../../src/core/checks/icuCheck';
import { localVerdict } from '../../../src/core/checks/localChecks';
import { readWeblateFlags } from '../../../src/core/checks/weblateFlags';

interface Cases {
  release: string;
  flagSets: string[];
  texts: Array<Record<string, string | null>>;
  pairs: Array<{ source: string; target: string; findings: Record<string, Record<string, unknown> | null> }>;
}
const load = (release: string) =>
  JSON.parse(readFileSync(`test/fixtures/weblate/icu-cases-${release}.json`, 'utf8')) as Cases;
const RELEASES = { '5.10.4': load('5.10.4'), '2026.10.1': load('2026.10.1') };

const OPTION_SETS: Record<string, IcuOptions> = {
  plain: { allowTags: false, strictTags: false },
  xml: { allowTags: true, strictTags: false },
  strict: { allowTags: true, strictTags: true },
  prefix: { allowTags: true, strictTags: false, tagPrefix: 'x-' },
};

function errorOf(text: string, options: IcuOptions): string | null {
  try {
    parseIcu(text, options);
    return null;
  } catch (err) {
    if (err instanceof IcuSyntaxError) return err.message;
    throw err;
  }
}

/** Findings as the fixture writes them: every set sorted. */
function plain(findings: IcuFindings | undefined): Record<string, unknown> | null {
  if (!findings) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(findings) as Array<[string, unknown[]]>)
    out[key] = value.map((v) => (Array.isArray(v) ? [v[0], [...(v[1] as string[])].sort()] : v));
  return out;
}

describe('ICU MessageFormat as Weblate checks it (its own code, both releases)', () => {
  for (const [release, cases] of Object.entries(RELEASES)) {
    const rules = { countIsNumber: release !== '5.10.4' };

    it(`${release}: the syntax error of ${cases.texts.length} texts under 4 tag settings`, () => {
      const wrong: string[] = [];
      let errors = 0;
      for (const row of cases.texts)
        for (const [name, options] of Object.entries(OPTION_SETS)) {
          const got = errorOf(row.text!, options);
          if (got !== null) errors += 1;
          if (got !== row[name]) wrong.push(`${name} ${JSON.stringify(row.text)}: ${got} ≠ ${row[name]}`);
        }
      assert.deepEqual(wrong.slice(0, 5), []);
      assert.ok(errors > 1000 && errors < cases.texts.length * 4, `${errors} syntax errors: both kinds are tested`);
    });

    it(`${release}: check_format's findings on ${cases.pairs.length} pairs under ${cases.flagSets.length} flag settings`, () => {
      const wrong: string[] = [];
      const kinds = new Set<string>();
      for (const pair of cases.pairs)
        for (const flags of cases.flagSets) {
          const got = plain(icuFindings(pair.source, pair.target, readWeblateFlags(flags), rules));
          Object.keys(got ?? {}).forEach((k) => kinds.add(k));
          const want = pair.findings[flags];
          if (JSON.stringify(got) !== JSON.stringify(want))
            wrong.push(
              `[${flags}] ${JSON.stringify(pair.source)} → ${JSON.stringify(pair.target)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`,
            );
        }
      assert.deepEqual(wrong.slice(0, 5), []);
      for (const kind of [
        'syntax',
        'missing',
        'extra',
        'wrong_type',
        'no_other',
        'bad_plural',
        'bad_submessage',
        'tag_empty',
      ])
        assert.ok(kinds.has(kind), `the fixture has ${kind}`);
    });
  }

  it('the verdict is left to the server exactly where the releases disagree', () => {
    const [old, now] = [RELEASES['5.10.4'], RELEASES['2026.10.1']];
    let differ = 0;
    old.pairs.forEach((pair, i) => {
      for (const flags of old.flagSets) {
        const a = pair.findings[flags] !== null;
        const b = now.pairs[i]!.findings[flags] !== null;
        const verdict = icuVerdict({ source: [pair.source], target: [pair.target], flags: readWeblateFlags(flags) });
        if (a !== b) differ += 1;
        assert.equal(verdict, a === b ? a : undefined, `[${flags}] ${pair.source} → ${pair.target}`);
      }
    });
    assert.ok(differ > 0, 'the fixture has pairs the releases judge differently');
  });
});

describe('ICU MessageFormat while typing (realistic ARB and FormatJS strings)', () => {
  const check = (source: string | string[], target: string | string[], flags = 'icu-message-format') =>
    localVerdict({
      source: [source].flat(),
      target: [target].flat(),
      state: 20,
      flags,
      language: 'de',
    });
  const PAYEES = '{count, plural, =0 {No payees} one {# payee} other {# payees}}';

  it('passes a faithful translation and names the check for a dropped, renamed or broken argument', () => {
    assert.deepEqual(
      check(PAYEES, '{count, plural, =0 {Keine Empfänger} one {# Empfänger} other {# Empfänger}}').failing,
      [],
    );
    assert.deepEqual(check('Hello {name}!', 'Hallo!').failing, ['icu_message_format']);
    assert.deepEqual(check('Hello {name}!', 'Hallo {Name}!').failing, ['icu_message_format']);
    assert.deepEqual(check('Hello {name}!', 'Hallo {name!').failing, ['icu_message_format']);
    assert.deepEqual(check(PAYEES, '{count, plural, eins {# Empfänger} other {# Empfänger}}').failing, [
      'icu_message_format',
    ]);
  });

  it('is off without its flag, and ignore-icu-message-format and icu-flags turn it or its parts off', () => {
    assert.deepEqual(check('Hello {name}!', 'Hallo!', '').failing, []);
    assert.deepEqual(check('Hello {name}!', 'Hallo!', 'icu-message-format, ignore-icu-message-format').failing, []);
    assert.deepEqual(check('Hello {name}!', 'Hallo!', 'icu-message-format, icu-flags:-missing').failing, []);
    assert.deepEqual(check('Hi {a}', 'Hallo {a} {b}', 'icu-message-format, icu-flags:-extra').failing, []);
  });

  it('reads tags only with icu-flags:xml, and only those with the icu-tag-prefix', () => {
    const flags = 'icu-message-format, icu-flags:xml';
    assert.deepEqual(check('Click <b>here</b>', 'Klicke <b>hier</i>', flags).failing, ['icu_message_format']);
    assert.deepEqual(check('Click <b>here</b>', 'Klicke <b>hier</i>').failing, []);
    assert.deepEqual(
      check('<x-b>{n}</x-b> and <i>', '<x-b>{n}</x-b> und <i>', `${flags}, icu-tag-prefix:x-`).failing,
      [],
    );
  });

  it('leaves to the server a plain {count} against a typed one (5.10.4 and 2026.10.1 judge it differently)', () => {
    const verdict = check('{count} files', '{count, number} Dateien');
    assert.deepEqual([verdict.failing, verdict.unjudged], [[], ['icu_message_format']]);
  });

  it('checks the plural forms of a plural string against the singular and plural source', () => {
    assert.deepEqual(check(['One {name}', '{n} of {name}'], ['Ein {name}', '{n} von {name}']).failing, []);
    assert.deepEqual(check(['One {name}', '{n} of {name}'], ['Ein {name}', 'von {name}']).failing, [
      'icu_message_format',
    ]);
  });

  it('stops at 50 levels of sub-messages as Weblate does, and leaves tags nested deeper than it can know', () => {
    // pyicumessageformat itself says 749 for this text.
    const deep = '{a, select, x {'.repeat(51) + '}}'.repeat(51);
    assert.equal(errorOf(deep, OPTION_SETS.plain!), 'Too much recursion at position 749');
    const tags = '<b>'.repeat(60) + '</b>'.repeat(60);
    assert.deepEqual(check(tags, tags, 'icu-message-format, icu-flags:xml').unjudged, ['icu_message_format']);
  });
});

// What Extract String writes into an app's Localizable.strings (#44 item 5), read back by the parser Weblate
// reads it with (translate-toolkit 3.15.6, its `strings` format; stringsUnits.py). One line is added to the
// sample app's file per case, as the extension adds it (core/locale/stringsInsert.ts): hand-picked texts
// (quotes, backslashes, line breaks, tabs, `%@`, unicode, emoji, comment and separator characters) and 300
// generated ones (fast-check, seed 44). Each file must read back as the app's own keys plus the new one,
// key and text exactly as given, unless stringsProblem said Weblate would read it differently: then it must
// indeed differ (so the refusal is needed), and Extract String only wraps the literal.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringsInsert, stringsProblem } from '../../../src/core/locale/stringsInsert';
import { ensurePythonPackages } from '../cachedInstall';

const APP_STRINGS = join(__dirname, 'apple/Atlas/en.lproj/Localizable.strings');
const HAND_PICKED = [
  'Offline maps are kept for 30 days',
  'Say "hello" to %@',
  '%1$@ shared %2$lld maps',
  'Line one\nline two',
  'Tab\there',
  'CR\rhere',
  'Grüße aus Köln — 地図 😀',
  'a = b; c',
  '/* not a comment */',
  '// not a comment either',
  '"quoted"',
  ';',
  ' spaces around ',
  'bell\u0007',
  'back\\slash',
  'ends in \\',
];
/** Characters the generated texts are made of: plain ones mostly, and those the format treats specially. */
const PLAIN = ['a', 'Z', ' ', '"', ';', '=', '/', '*', '%', '@', 'é', '😀', '\u2028'];
const SPECIAL = ['\\', '\n', '\t', '\r', '\u0001'];

function generated(): string[] {
  const char = fc.oneof({ arbitrary: fc.constantFrom(...PLAIN), weight: 12 }, fc.constantFrom(...SPECIAL));
  return fc.sample(
    fc.array(char, { minLength: 1, maxLength: 16 }).map((cs) => cs.join('')),
    { seed: 44, numRuns: 300 },
  );
}

describe('oracle: the lines Extract String adds to Localizable.strings read back in Weblate’s parser', function () {
  this.timeout(600_000);
  let python: string;
  let work: string;
  before(() => {
    python = ensurePythonPackages('oracle-formats-translate-toolkit-3.15.6', ['translate-toolkit==3.15.6']);
    work = mkdtempSync(join(tmpdir(), 'scriptorium-oracle-strings-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  const read = (files: string[]) =>
    JSON.parse(
      execFileSync(python, [join(__dirname, 'stringsUnits.py')], { input: JSON.stringify({ files }) }).toString('utf8'),
    ) as Record<string, [string, string][]>;

  it('every key and text as written, and every text refused really read differently', () => {
    const original = readFileSync(APP_STRINGS, 'utf8');
    const own = read([APP_STRINGS])[APP_STRINGS]!;
    assert.ok(own.length >= 8, 'control: the sample app ships keys');
    const texts = [...new Set([...HAND_PICKED, ...generated()])].filter((t) => !own.some(([id]) => id === t));
    const files = texts.map((text, i) => {
      const insert = stringsInsert(original, text, text);
      assert.ok(!('refused' in insert), text);
      const path = join(work, `${i}.strings`);
      writeFileSync(path, original.slice(0, insert.offset) + insert.content);
      return path;
    });
    const units = read(files);
    const wrong: string[] = [];
    let refused = 0;
    texts.forEach((text, i) => {
      const expected = JSON.stringify([...own, [text, text]]);
      const agrees = JSON.stringify(units[files[i]!]) === expected;
      const problem = stringsProblem(text, text);
      if (problem) refused++;
      if (agrees === (problem !== undefined))
        wrong.push(
          `${JSON.stringify(text)} (${problem ?? 'no problem said'}): read ${JSON.stringify(units[files[i]!]?.slice(own.length))}`,
        );
    });
    console.log(
      `      ${texts.length - wrong.length}/${texts.length} agree; ${refused} said to read differently, and they do`,
    );
    assert.deepEqual(wrong.slice(0, 10), []);
  });
});

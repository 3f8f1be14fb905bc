// The YAML line scanner behind Go to Definition in YAML locale files: real-world shapes (a Rails locale with
// its `en:` root, plain nested YAML as Weblate's yaml format reads it), and every construct that holds no
// string key (comments, block scalars, continuation lines, sequences, merges) must not produce one. The
// paths are checked against the `yaml` library's own reading of the same documents.
import { strict as assert } from 'node:assert';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { keyOffsetInLocaleFile } from '../../../src/core/sourceKeys/localeLocation';
import { yamlKeyOffset, yamlKeys, yamlStringKeys } from '../../../src/core/sourceKeys/yamlKeys';

const paths = (text: string) => yamlKeys(text).map((k) => k.path.join('.'));

/** Every mapping key path the `yaml` library reads, outside sequences (what the scanner must find). */
function libraryPaths(text: string): string[] {
  const out: string[] = [];
  const walk = (node: Node | null | undefined, path: string[]) => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined || key === '<<') continue;
      out.push([...path, key].join('.'));
      if (!isSeq(pair.value)) walk(pair.value as Node, [...path, key]);
    }
  };
  walk(parseDocument(text).contents as Node, []);
  return out;
}

const RAILS = `# Rails locale
---
en:
  # the navigation
  nav:
    home: "Home"
    about: About us   # trailing comment
  "quoted.key": 'It''s quoted'
  'single': x
  users:
    title: Users
    count:
      one: "%{count} user"
      other: "%{count} users"
  long: |
    first line
    key: not a key
  folded: >-
    folded text: still text

    after a blank line: still text
  continued: "a quoted value
    that: goes on"
  plain: a plain value
    that goes on
  days: [Mon, Tue]
  months:
    - January
    - February: not a key
  date: &date
    format: "%Y"
  copy:
    <<: *date
    extra: !!str 10
  "esc\\"aped": ok
  url: http://example.com/a:b
`;

describe('source keys: keys of a YAML locale file (line scanner)', () => {
  it('reads a Rails locale as the yaml library does: root, nesting, quotes, comments, blocks, lists, merges', () => {
    assert.deepEqual(paths(RAILS), libraryPaths(RAILS));
    assert.deepEqual(paths(RAILS), [
      'en',
      'en.nav',
      'en.nav.home',
      'en.nav.about',
      'en.quoted.key',
      'en.single',
      'en.users',
      'en.users.title',
      'en.users.count',
      'en.users.count.one',
      'en.users.count.other',
      'en.long',
      'en.folded',
      'en.continued',
      'en.plain',
      'en.days',
      'en.months',
      'en.date',
      'en.date.format',
      'en.copy',
      'en.copy.extra',
      'en.esc"aped',
      'en.url',
    ]);
  });

  it('offsets point at the key as written, quotes included; inline says whether a value is on the line', () => {
    const keys = yamlKeys(RAILS);
    const home = keys.find((k) => k.path.join('.') === 'en.nav.home')!;
    assert.equal(RAILS.slice(home.offset, home.offset + home.length), 'home');
    assert.equal(home.inline, true);
    const quoted = keys.find((k) => k.path.at(-1) === 'quoted.key')!;
    assert.equal(RAILS.slice(quoted.offset, quoted.offset + quoted.length), '"quoted.key"');
    assert.equal(keys.find((k) => k.path.join('.') === 'en.users')!.inline, false);
    assert.equal(keys.find((k) => k.path.join('.') === 'en.date')!.inline, false, 'an anchor is no value');
    assert.equal(keys.find((k) => k.path.join('.') === 'en.long')!.inline, true, 'a block scalar is a value');
  });

  it('Go to Definition: the dotted key under the Rails root, or the plain path; a plural parent; no partial key', () => {
    const word = (text: string, key: string) => {
      const at = keyOffsetInLocaleFile(text, 'config/locales/en.yml', key);
      return at === undefined ? undefined : text.slice(at, text.indexOf(':', at));
    };
    assert.equal(word(RAILS, 'nav.home'), 'home');
    assert.equal(word(RAILS, 'en.nav.about'), 'about');
    assert.equal(word(RAILS, 'users.count'), 'count', 'a Ruby plural is the key of its forms');
    assert.equal(word(RAILS, 'nav.hom'), undefined);
    assert.equal(word(RAILS, 'long.key'), undefined, 'text of a block scalar is no key');
    const plain = 'menu:\n  file:\n    open: Open\ntitle: Title\n';
    assert.equal(yamlKeyOffset(plain, 'menu.file.open'), plain.indexOf('open'));
    assert.equal(yamlKeyOffset(plain, 'file.open'), undefined, 'two roots: no root is left out');
    assert.equal(keyOffsetInLocaleFile(plain, 'de.yaml', 'title'), plain.indexOf('title'));
  });

  it('the strings of a downloaded file as dotted keys: the Rails root left out for ruby-yaml, kept for yaml', () => {
    const rails = yamlStringKeys(RAILS, true).map((k) => k.key);
    assert.deepEqual(rails.slice(0, 6), [
      'nav.home',
      'nav.about',
      'quoted.key',
      'single',
      'users.title',
      'users.count.one',
    ]);
    assert.ok(!rails.includes('users') && !rails.includes('date'), 'keys holding keys are no strings');
    assert.equal(yamlStringKeys(RAILS, false)[0]?.key, 'en.nav.home');
    const twoRoots = 'a: x\nb: y\n';
    assert.deepEqual(
      yamlStringKeys(twoRoots, true).map((k) => k.key),
      ['a', 'b'],
      'no single root: nothing to leave out',
    );
    const about = yamlStringKeys(RAILS, true)[1]!;
    assert.equal(RAILS.slice(about.offset, about.offset + about.length), 'about');
  });

  it('CRLF, a BOM, tabs before a value, a second document, keys deeper than the bound', () => {
    const crlf = '\uFEFFen:\r\n  a: "x"\r\n  b:\t\ty\r\n';
    assert.deepEqual(paths(crlf), ['en', 'en.a', 'en.b']);
    assert.equal(crlf.slice(yamlKeyOffset(crlf, 'b')!, yamlKeyOffset(crlf, 'b')! + 1), 'b');
    assert.deepEqual(paths('a: 1\n---\nb: 2\n...\n'), ['a', 'b']);
    const deep = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i * 2)}k${i}:`).join('\n');
    assert.equal(yamlKeys(deep).length, 32);
  });

  it('lines that are no `key:` (stray text, a `?` key, an unclosed quote, `a:b` without a blank) give no key', () => {
    assert.deepEqual(paths('just text\n? complex\n: value\n"open: x\nurl:http://x\nok: 1\n'), ['ok']);
    assert.deepEqual(paths('a:b: c\n'), ['a:b']);
    assert.deepEqual(paths('x # not: a key\n'), []);
  });

  it('reads hostile input through (200,000 keys; one 2 MB line; an unclosed quote of escapes)', () => {
    // A quadratic scanner would outlast the test's timeout on these; the speed itself is no unit test's business.
    assert.equal(yamlKeys('k: v\n'.repeat(200_000)).length, 200_000);
    assert.equal(yamlKeys(`${'a'.repeat(2_000_000)}: x`).length, 1);
    assert.equal(yamlKeys(`"${'\\"'.repeat(500_000)}`).length, 0);
  });
});

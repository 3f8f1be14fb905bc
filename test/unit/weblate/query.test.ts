// Quoting for Weblate's query language (#43 item 1), property-based: keys of line breaks, quotes,
// backslashes, parentheses, unicode and up to 1,000 characters come back exactly as written when read the
// way Weblate's parser reads them (pyparsing's QuotedString pattern and Weblate's RawQuotedString unquoting,
// ported below), and the sandbox's parser reads them the same. No query in src/ is built by hand.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  KEY_PREFIX_CHARS,
  QUERY_VALUE_MAX_ENCODED,
  UnquotableError,
  all,
  contains,
  encodedLength,
  equals,
  fitsQuery,
  inComponent,
  not,
  queryPrefix,
  quoteQueryValue,
  sameKeyQuery,
} from '../../../src/core/weblate/query';
import { compileQuery, QueryError } from '../../../sandbox/weblate/search';
import type { UnitRec } from '../../../sandbox/weblate/model';

/**
 * pyparsing 3's QuotedString('"', esc_char='\\') without multiline: the quoted string runs while it sees an
 * escaped character (backslash and anything but a line feed: Python's `.`) or anything but ", \, \n, \r.
 */
const QUOTED = /^"(?:\\[^\n]|[^"\n\r\\])*"/;

/** Weblate's RawQuotedString unquoting: \t \n \f \r are whitespace, \" and \\ the character, the rest as is. */
function weblateUnquote(quoted: string): string {
  const inner = quoted.slice(1, -1);
  const ws: Record<string, string> = { t: '\t', n: '\n', f: '\f', r: '\r' };
  return inner.replace(/\\([tnfr])|\\(["\\])|([\s\S])/g, (_m, w?: string, e?: string, c?: string) =>
    w ? ws[w]! : (e ?? c!),
  );
}

/** Text of the characters that break hand-built queries, and anything else, up to 1,000 characters. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom('\n', '\r', '\t', '\f', '\v', '"', "'", '\\', '\\n', '\\"', '(', ')', ' ', ':=', 'NOT', 'OR'),
      fc.constantFrom('ü', '…', '日本語', '😀', '\u200f', '\u2028', '\x85', '\x1e\x1e', '\ud800'),
      fc.string({ unit: 'binary', maxLength: 8 }).map((s) => s.replace(/\0/g, '')),
    ),
    { maxLength: 300 },
  )
  .map((parts) => parts.join('').slice(0, 1000));

const unit = (context: string, source = [context]) =>
  ({ context, source, target: [''], note: '', location: '', explanation: '' }) as unknown as UnitRec;
const locate = () => ({ project: 'atlas', component: 'web', language: 'de' });

describe('Weblate query: quoting (#43 item 1)', () => {
  it('quotes as Weblate’s parser reads: \\ and " escaped, line breaks and tabs as \\n \\r \\t \\f', () => {
    assert.equal(quoteQueryValue('plain'), '"plain"');
    assert.equal(quoteQueryValue('a "b" c\\d'), '"a \\"b\\" c\\\\d"');
    assert.equal(quoteQueryValue('one\ntwo\r\tthree\f'), '"one\\ntwo\\r\\tthree\\f"');
    assert.equal(quoteQueryValue('\\n is not a line break'), '"\\\\n is not a line break"');
  });

  it('any text (line breaks, quotes, backslashes, parentheses, unicode, 1,000 characters) is one quoted string that unquotes to itself', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const quoted = quoteQueryValue(text);
        assert.ok(!/[\n\r]/.test(quoted), 'never a raw line break');
        assert.equal(QUOTED.exec(quoted)?.[0], quoted, 'the quoted string ends where the value does');
        assert.equal(weblateUnquote(quoted), text);
      }),
      { numRuns: 400 },
    );
    const thousand = 'Old keys are "not" migrated (see \\docs).\n\n'.repeat(30).slice(0, 1000);
    assert.equal(weblateUnquote(quoteQueryValue(thousand)), thousand);
  });

  it('the sandbox reads every quoted value as Weblate does: exactly that key, source, or a substring of it', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const exact = compileQuery(all(inComponent('atlas', 'web', 'de'), equals('key', text)), locate);
        assert.equal(exact(unit(text)), true);
        assert.equal(exact(unit(`${text}x`)), false);
        assert.equal(compileQuery(contains('key', text), locate)(unit(`a${text}b`)), true);
        const twins = compileQuery(equals('source', text), locate);
        assert.equal(twins(unit('k', [text])), true);
        assert.equal(compileQuery(not(equals('source', text)), locate)(unit('k', [text])), false);
      }),
      { numRuns: 200 },
    );
  });

  it('NUL, which Weblate refuses in any query and PostgreSQL never stores, is never sent', () => {
    assert.throws(() => quoteQueryValue('a\0b'), UnquotableError);
    assert.equal(sameKeyQuery('atlas', 'web', 'a\0b'), undefined);
    assert.equal(fitsQuery('a\0b'), false);
    assert.throws(() => compileQuery('key:"a\0b"', locate), QueryError);
  });

  it('a raw line break inside a quoted value is a parse error, as on Weblate (the sandbox no longer lets it pass)', () => {
    assert.throws(() => compileQuery('project:atlas key:"one\ntwo"', locate), QueryError);
    assert.throws(() => compileQuery('key:"one\rtwo"', locate), QueryError);
  });

  it('a key too long for a URL is looked up by its first characters (the caller keeps the exact ones)', () => {
    fc.assert(
      fc.property(hostileText, fc.nat(3), (text, times) => {
        const key = text.repeat(times * 20 + 1);
        const q = sameKeyQuery('atlas', 'web', key)!;
        if (fitsQuery(key)) assert.ok(q.endsWith(equals('key', key)));
        else {
          assert.ok(q.endsWith(contains('key', queryPrefix(key, KEY_PREFIX_CHARS))));
          assert.equal(compileQuery(q, locate)(unit(key)), true);
        }
        assert.ok(encodedLength(q) <= QUERY_VALUE_MAX_ENCODED + 200, 'short enough for a URL');
      }),
      { numRuns: 100 },
    );
  });

  it('queryPrefix never cuts a surrogate pair in half', () => {
    assert.equal(queryPrefix('ab😀c', 3), 'ab');
    assert.equal(queryPrefix('ab😀c', 4), 'ab😀');
  });

  it('no query in src/ is built by hand: every field:"…" comes from core/weblate/query.ts', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) files.push(path);
      }
    };
    walk('src');
    // A field followed by an interpolated value (`key:"${…}"`, `key:${…}`): what #43 item 1 found twice.
    const handBuilt = /\b(?:key|context|source|target|note|project|component|language|check|label):[=<>]*["']?\$\{/;
    const found = files
      .filter((f) => !f.endsWith(join('weblate', 'query.ts')))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && handBuilt.test(line)),
      );
    assert.deepEqual(found, []);
  });
});

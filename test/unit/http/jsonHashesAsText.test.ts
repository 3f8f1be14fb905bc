// parseJson's `hashesAsText` (issue 43, item 9): Weblate's id_hash and content_hash values quoted in the
// text before the native parse, so they come back as their exact decimal text with no walk of the tree.
// Judged against lossless-json reading every number token from the text itself.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { isInteger, parse } from 'lossless-json';
import { parseJson, quoteHashValues } from '../../../src/core/http/json';

const HASH_KEYS = new Set(['id_hash', 'content_hash']);

/**
 * The reference: every integer token under a hash key as its text, every other number as parseJson's
 * default.
 */
function reference(text: string): unknown {
  const token = Symbol('token');
  type Token = { [token]: string };
  const number = (raw: string): unknown =>
    isInteger(raw) && !Number.isSafeInteger(Number(raw)) ? BigInt(raw) : Number(raw);
  return parse(
    text,
    (key, value) => {
      if (value === null || typeof value !== 'object' || !(token in value)) return value;
      const raw = (value as Token)[token];
      return HASH_KEYS.has(key) && isInteger(raw) ? raw : number(raw);
    },
    // Of repeated keys the last wins, as in JSON.parse.
    { parseNumber: (raw) => ({ [token]: raw }) as Token, onDuplicateKey: ({ newValue }) => newValue },
  );
}

const asText = (text: string) => parseJson(text, { hashesAsText: true });

describe('parseJson with hashesAsText (issue 43)', () => {
  it('gives the hashes as their digits, whatever the spacing, and other big integers as bigint', () => {
    const text =
      '{"results":[{"id_hash" :\t2467729877152087529,"content_hash":\n-3356810980836925213,"n":12345678901234567890}]}';
    assert.deepEqual(asText(text), {
      results: [{ id_hash: '2467729877152087529', content_hash: '-3356810980836925213', n: 12345678901234567890n }],
    });
    assert.deepEqual(asText('{"id_hash":42,"content_hash":0}'), { id_hash: '42', content_hash: '0' });
  });

  it('leaves alone what only looks like a hash key: inside a string, a longer key, a key with a quote in it', () => {
    const text =
      '{"x":"\\"id_hash\\": 12345678901234567890","xid_hash":5,"\\"id_hash":6,"a\\\\":"id_hash","content_hash":7}';
    assert.deepEqual(asText(text), {
      x: '"id_hash": 12345678901234567890',
      xid_hash: 5,
      '"id_hash': 6,
      'a\\': 'id_hash',
      content_hash: '7',
    });
  });

  it('leaves a hash that is not a whole integer token a number, and bad JSON bad', () => {
    assert.deepEqual(asText('{"id_hash":1.5,"content_hash":1e3}'), { id_hash: 1.5, content_hash: 1000 });
    for (const bad of ['{"id_hash":01}', '{"id_hash":-}', '{"id_hash":12', '{"id_hash":12 13}', '{"id_hash":12:1}'])
      assert.throws(() => asText(bad), SyntaxError, bad);
  });

  it('returns the text itself when it holds no hash key', () => {
    const text = '{"a":[1,2,3],"b":"x"}';
    assert.equal(quoteHashValues(text), text);
  });

  const big = fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map((b) => b.toString());
  const num = fc.oneof(big, fc.integer().map(String), fc.constantFrom('1e17', '-0', '0', '1.5', '12345678901234567.5'));
  const space = fc.constantFrom('', ' ', '\n', '\t ');
  const str = fc
    .oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 4 }), // any code point
      big.map((d) => `"id_hash": ${d}`),
      fc.constantFrom('id_hash', 'content_hash', 'a\\', '\\'),
    )
    .map((s) => JSON.stringify(s));
  const key = fc
    .constantFrom('id_hash', 'content_hash', 'xid_hash', '"id_hash', 'content_hash\\', 'x', '0', 'üid_hash', '€')
    .map((k) => JSON.stringify(k));
  const text = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      num,
      str,
      fc.array(tie('node')).map((xs) => `[${xs.join(',')}]`),
      // Keys may repeat (JSON.parse keeps the last), as a one-character edit can also make them.
      fc
        .array(fc.tuple(key, space, space, tie('node')))
        .map((kv) => `{${kv.map(([k, s1, s2, v]) => `${k}${s1}:${s2}${v}`).join(',')}}`),
    ),
  })).node;

  it('agrees with reading every number token from the text (property)', () => {
    fc.assert(
      fc.property(text, (t) => {
        assert.deepEqual(asText(t), reference(t));
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts exactly the texts JSON.parse accepts, after any one character is changed (property)', () => {
    const edit = fc.tuple(
      text,
      fc.nat(),
      fc.constantFrom('', '"', '\\', ':', ',', '0', '-', '.', 'e', ' ', '}', ']', 'ü', '😀'),
    );
    fc.assert(
      fc.property(edit, ([t, at, c]) => {
        const i = at % (t.length + 1);
        const changed = t.slice(0, i) + c + t.slice(i + 1);
        const native = (() => {
          try {
            JSON.parse(changed);
            return true;
          } catch {
            return false;
          }
        })();
        if (native) assert.deepEqual(asText(changed), reference(changed));
        else assert.throws(() => asText(changed), SyntaxError);
      }),
      { numRuns: 2000 },
    );
  });
});

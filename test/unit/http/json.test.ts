import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { parseJson, stringifyJson } from '../../../src/core/http/json';

describe('lossless JSON', () => {
  it('keeps integers beyond 2^53 exact as bigint, and safe numbers as numbers', () => {
    const v = parseJson('{"a":-9223372036854775808,"b":[9223372036854775807, 12],"c":1.5,"d":9007199254740991}') as Record<string, unknown>;
    assert.deepEqual(v, { a: -9223372036854775808n, b: [9223372036854775807n, 12], c: 1.5, d: 9007199254740991 });
  });

  it('leaves long digit runs inside strings alone', () => {
    const text = '{"note":"call :12345678901234567890, now","x":[1,"[9223372036854775807]"],"h":-9223372036854775807}';
    assert.deepEqual(parseJson(text), { note: 'call :12345678901234567890, now', x: [1, '[9223372036854775807]'], h: -9223372036854775807n });
  });

  it('does not turn a string that looks like its internal marker into a bigint', () => {
    const text = '{"s":"\\u0000bigint:5","h":9223372036854775807}';
    assert.deepEqual(parseJson(text), { s: '\u0000bigint:5', h: 9223372036854775807n });
  });

  it('rejects bad JSON', () => {
    assert.throws(() => parseJson('{"h":9223372036854775807'), SyntaxError);
  });

  it('writes bigints exactly and round-trips', () => {
    const value = { id_hash: -8834479290049740000n, list: [1n, 2, 'x'], nested: { s: '\u0000bigint:7' } };
    assert.deepEqual(parseJson(stringifyJson(value)), { ...value, list: [1, 2, 'x'] });
    assert.equal(stringifyJson({ h: 2n ** 63n - 1n }), '{"h":9223372036854775807}');
  });

  it('round-trips arbitrary JSON with 64-bit integers anywhere (property)', () => {
    const leaf = fc.oneof(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)));
    const tree = fc.letrec((tie) => ({ node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node')), fc.dictionary(fc.string(), tie('node'))) })).node;
    const normalise = (v: unknown): unknown => {
      if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v;
      if (Array.isArray(v)) return v.map(normalise);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)]));
      return v;
    };
    fc.assert(fc.property(tree, (v) => {
      assert.deepEqual(parseJson(stringifyJson(v)), normalise(v));
    }), { numRuns: 300 });
  });
});

describe('lossless JSON: edge forms', () => {
  it('parses a bare top-level big integer exactly', () => {
    assert.equal(parseJson(' 12345678901234567890 '), 12345678901234567890n);
  });

  it('takes long digit runs in strings without big values through native parsing, unchanged', () => {
    assert.deepEqual(parseJson('{"revision":"1234567890123456789a,9876543210987654321","n":5}'), { revision: '1234567890123456789a,9876543210987654321', n: 5 });
  });
});

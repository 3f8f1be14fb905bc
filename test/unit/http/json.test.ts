import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { isInteger, parse } from 'lossless-json';
import { parseJson, stringifyJson } from '../../../src/core/http/json';

describe('lossless JSON', () => {
  it('keeps integers beyond 2^53 exact as bigint, and safe numbers as numbers', () => {
    const v = parseJson(
      '{"a":-9223372036854775808,"b":[9223372036854775807, 12],"c":1.5,"d":9007199254740991}',
    ) as Record<string, unknown>;
    assert.deepEqual(v, { a: -9223372036854775808n, b: [9223372036854775807n, 12], c: 1.5, d: 9007199254740991 });
  });

  it('leaves long digit runs inside strings alone', () => {
    const text = '{"note":"call :12345678901234567890, now","x":[1,"[9223372036854775807]"],"h":-9223372036854775807}';
    assert.deepEqual(parseJson(text), {
      note: 'call :12345678901234567890, now',
      x: [1, '[9223372036854775807]'],
      h: -9223372036854775807n,
    });
  });

  it('does not turn a string that looks like its internal marker into a bigint', () => {
    const text = '{"s":"\\u0000bigint:5","h":9223372036854775807}';
    assert.deepEqual(parseJson(text), { s: '\u0000bigint:5', h: 9223372036854775807n });
  });

  // #28: V8 keeps the last regex match's subject (RegExp.input); a page's whole body stayed in memory.
  it('leaves no page body held as the last regex match, after success and after bad JSON', () => {
    const legacyInput = () => (RegExp as unknown as { input: string }).input;
    for (const body of ['{"h":9223372036854775807,"x":[12345678901234567890]}', '{"h":9223372036854775807']) {
      try {
        parseJson(body);
      } catch {
        // the bad one throws; what it leaves behind is the point
      }
      assert.notEqual(legacyInput(), body);
      assert.equal(legacyInput(), '');
    }
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
    const leaf = fc.oneof(
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node')), fc.dictionary(fc.string(), tie('node'))),
    })).node;
    const normalise = (v: unknown): unknown => {
      if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v;
      if (Array.isArray(v)) return v.map(normalise);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalise(x)]));
      return v;
    };
    fc.assert(
      fc.property(tree, (v) => {
        assert.deepEqual(parseJson(stringifyJson(v)), normalise(v));
      }),
      { numRuns: 300 },
    );
  });
});

describe('lossless JSON: edge forms', () => {
  it('parses a bare top-level big integer exactly', () => {
    assert.equal(parseJson(' 12345678901234567890 '), 12345678901234567890n);
  });

  it('takes long digit runs in strings without big values through native parsing, unchanged', () => {
    assert.deepEqual(parseJson('{"revision":"1234567890123456789a,9876543210987654321","n":5}'), {
      revision: '1234567890123456789a,9876543210987654321',
      n: 5,
    });
  });
});

describe('lossless JSON: the native parse with exact values put back, and its fallbacks (issue 28)', () => {
  // The reference: lossless-json reading every number from the text; of repeated keys the last wins, as
  // in JSON.parse.
  const exactly = (text: string): unknown =>
    parse(text, undefined, {
      parseNumber: (s) => (isInteger(s) && !Number.isSafeInteger(Number(s)) ? BigInt(s) : Number(s)),
      onDuplicateKey: ({ newValue }) => newValue,
    });

  it('takes the digits of id_hash and content_hash from the text, whatever the spacing', () => {
    const text =
      '{"results":[{"id_hash": 2467729877152087529,"content_hash":\n-3356810980836925213,"x":"\\"id_hash\\": 12345678901234567890"}]}';
    assert.deepEqual(parseJson(text), {
      results: [
        { id_hash: 2467729877152087529n, content_hash: -3356810980836925213n, x: '"id_hash": 12345678901234567890' },
      ],
    });
  });

  it('finds big values under other keys too, and small or non-integer hashes stay numbers', () => {
    assert.deepEqual(
      parseJson('{"id_hash":12,"content_hash":1.5,"other":[9223372036854775807,{"n":-9223372036854775808}]}'),
      { id_hash: 12, content_hash: 1.5, other: [9223372036854775807n, { n: -9223372036854775808n }] },
    );
  });

  it('keeps an exponent-form number a number even when a string holds digits that round to it', () => {
    // Counting digit runs alone would pair the string's run with 1e17 and give 100000000000000001n.
    const text = '[", 100000000000000001]", 1e17, 12345678901234567890]';
    assert.deepEqual(parseJson(text), [', 100000000000000001]', 1e17, 12345678901234567890n]);
  });

  it('gives each value its own digits when integer-like keys reorder the object', () => {
    // Both round to the same double, so only the order of the properties tells them apart.
    const text = '{"2": 9007199254740993, "1": 9007199254740992, "id_hash": 9007199254740995}';
    assert.deepEqual(parseJson(text), { 1: 9007199254740992n, 2: 9007199254740993n, id_hash: 9007199254740995n });
  });

  it('keeps the last of repeated keys, as JSON.parse does, when the text also has a number the fast path cannot pair', () => {
    // CI 21: a fraction of 16+ digits sends the text to lossless-json, which threw on the repeated key.
    const text = '{"0":"a","id_hash":12345678901234567890,"0":[],"x":{"n":1,"n":12345678901234567.5}}';
    const n = Number('12345678901234567.5');
    assert.deepEqual(parseJson(text), { 0: [], id_hash: 12345678901234567890n, x: { n } });
    assert.deepEqual(parseJson(text, { hashesAsText: true }), { 0: [], id_hash: '12345678901234567890', x: { n } });
  });

  it('gives a value its own digits when a repeated key drops another big value that rounds alike', () => {
    // The stress run of the property below: a pass over the hash keys alone paired the array's value with
    // the digits of the dropped id_hash (…996 for …995).
    const text = '{"content_hash":[9007199254740995],"id_hash":9007199254740996,"id_hash":"x"}';
    assert.deepEqual(parseJson(text), { content_hash: [9007199254740995n], id_hash: 'x' });
  });

  it('parses a 400-digit integer exactly (native parsing makes it Infinity)', () => {
    const digits = `1${'0'.repeat(399)}`;
    assert.deepEqual(parseJson(`{"id_hash":${digits},"b":1e400}`), { id_hash: BigInt(digits), b: Infinity });
  });

  it('agrees with lossless parsing on text made to confuse the digit search (property)', () => {
    const big = fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map((b) => b.toString());
    // Near 2^53 neighbours share a double; strings carry digit runs in value-like positions.
    const near = fc.integer({ min: -4, max: 4 }).map((d) => (2n ** 53n + BigInt(d)).toString());
    const str = fc
      .oneof(
        fc.string(),
        big.map((d) => `, ${d}]`),
        big.map((d) => `"id_hash": ${d}`),
      )
      .map((s) => JSON.stringify(s));
    const num = fc.oneof(big, near, fc.constant('1e17'), fc.constant('12345678901234567.5'), fc.integer().map(String));
    // A key written with an escape is the same key to JSON.parse but not to a search of the text.
    const key = fc.oneof(
      fc.constantFrom('id_hash', 'content_hash', '1', '0', 'x', 'y').map((k) => JSON.stringify(k)),
      fc.constant('"id\\u005fhash"'),
    );
    const text = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        num,
        str,
        fc.array(tie('node')).map((xs) => `[${xs.join(', ')}]`),
        // Keys may repeat: JSON.parse keeps the last, and the fast path's pairing must still hold.
        fc.array(fc.tuple(key, tie('node'))).map((kv) => `{${kv.map(([k, v]) => `${k}:${v}`).join(',')}}`),
      ),
    })).node;
    fc.assert(
      fc.property(text, (t) => {
        assert.deepEqual(parseJson(t), exactly(t));
      }),
      { numRuns: 500 },
    );
  });
});

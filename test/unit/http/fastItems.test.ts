// The fast item check of long lists (src/core/http/fastItems.ts) must be exactly as strict as zod: on real
// items of every Weblate list (read from the sandbox over HTTP) and on each of them with one field removed,
// set to null, or given a value of another type, it accepts exactly what zod accepts; and a list parsed
// through it gives the same items, or the same issues at the same paths, as z.array(item) does.
import '../../../src/platform/vendor';
import { strict as assert } from 'node:assert';
import { z } from 'zod';
import { compileCheck, listOf } from '../../../src/core/http/fastItems';
import { parseJson } from '../../../src/core/http/json';
import {
  ChangeSchema,
  ComponentSchema,
  LanguageSchema,
  ProjectSchema,
  TranslationInComponentSchema,
  UnitSchema,
} from '../../../src/core/weblate/schemas';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

async function items(path: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${ctx.sb.origin}/api/${path}`, {
    headers: { Authorization: `Token ${ctx.sb.credentials.weblate.adminToken}` },
  });
  // Read as the HTTP client reads them: Weblate's hashes as their decimal text.
  return (parseJson(await res.text(), { hashesAsText: true }) as { results: Record<string, unknown>[] }).results;
}

/** Values of every JSON type and the edges zod's number checks draw. */
const ODD_VALUES: unknown[] = [
  ...[null, undefined, '', 'x', '-42', '12345678901234567890', '123456789012345678901', ' 1', 0, -1, 1.5, 2 ** 60],
  ...[2n ** 63n, NaN, true, [], ['a'], [1], {}],
];

function variants(item: Record<string, unknown>): unknown[] {
  const out: unknown[] = [item, null, [], 'item', [item]];
  for (const key of Object.keys(item)) {
    const { [key]: _removed, ...without } = item;
    out.push(without);
    for (const v of ODD_VALUES) out.push({ ...item, [key]: v });
  }
  return out;
}

const LISTS: Array<[string, z.ZodType, string]> = [
  ['units', UnitSchema, 'translations/atlas/web/de/units/?page_size=50'],
  ['translations', TranslationInComponentSchema, 'components/atlas/web/translations/'],
  ['components', ComponentSchema, 'components/'],
  ['projects', ProjectSchema, 'projects/'],
  ['changes', ChangeSchema, 'changes/?page_size=50'],
  ['languages', LanguageSchema, 'languages/'],
];

const innerOf = (schema: z.ZodType) => {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: z.ZodType } } })._zod.def;
  return def.type === 'pipe' ? def.in! : schema;
};

describe('fast item check of long lists: as strict as zod', () => {
  for (const [name, schema, path] of LISTS) {
    it(`${name}: accepts exactly what zod accepts, on real items and on each with one field changed`, async () => {
      const real = await items(path);
      assert.ok(real.length > 0, `the sandbox lists ${name}`);
      const check = compileCheck(innerOf(schema));
      assert.ok(check, `${name} compiles (else its list is zod's alone, and slow)`);
      let compared = 0;
      for (const item of real.slice(0, 5))
        for (const v of variants(item)) {
          assert.equal(
            check(v),
            innerOf(schema).safeParse(v).success,
            `${name}: ${JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x))}`,
          );
          compared++;
        }
      assert.ok(compared > 100);
    });

    it(`${name}: a list gives zod's items, or zod's issues at the same paths`, async () => {
      const real = await items(path);
      assert.deepEqual(listOf(schema).parse(real), z.array(schema).parse(real));
      const broken = [...real];
      const key = Object.keys(real[0]!)[0]!;
      broken[Math.min(1, broken.length - 1)] = { ...real[0]!, [key]: {} };
      const fast = listOf(schema).safeParse(broken);
      const slow = z.array(schema).safeParse(broken);
      assert.equal(fast.success, false);
      assert.equal(slow.success, false);
      assert.deepEqual(
        fast.error!.issues.map((i) => [i.path, i.message]),
        slow.error!.issues.map((i) => [i.path, i.message]),
      );
    });
  }

  it('gives each item its own verdict when a transform adds an issue to some items only', () => {
    const positive = z.looseObject({ a: z.number() }).transform((v, c) => {
      if (v.a < 0) c.addIssue({ code: 'custom', message: 'negative' });
      return { ...v, seen: true };
    });
    const list = [{ a: 1 }, { a: -1 }, { a: 2 }, { a: -3 }, { a: 4 }];
    const fast = listOf(positive).safeParse(list);
    const slow = z.array(positive).safeParse(list);
    assert.deepEqual(
      fast.error!.issues.map((i) => [i.path, i.message]),
      slow.error!.issues.map((i) => [i.path, i.message]),
    );
    assert.deepEqual(
      fast.error!.issues.map((i) => i.path),
      [[1], [3]],
    );
    assert.deepEqual(listOf(positive).parse([{ a: 1 }, { a: 2 }]), [
      { a: 1, seen: true },
      { a: 2, seen: true },
    ]);
  });

  it('leaves a schema it cannot check as strictly to zod (a refinement, a union, a stripping object)', () => {
    assert.equal(compileCheck(z.string().min(1)), undefined);
    assert.equal(compileCheck(z.union([z.string(), z.number()])), undefined);
    assert.equal(compileCheck(z.object({ a: z.string() })), undefined);
    assert.equal(compileCheck(z.looseObject({ a: z.string() }).refine(() => true)), undefined);
    assert.equal(compileCheck(z.looseObject({ a: z.string().default('x') })), undefined);
    assert.ok(compileCheck(z.looseObject({ a: z.number().int().nonnegative(), b: z.string().nullable().optional() })));
  });
});

// The items of a long list checked without zod's per-field machinery, then given to zod only when the
// check fails (issue 28: "lists at raw fetch-and-parse speed … with validation kept"). zod stays the one
// description of each item: the check is compiled from the schema's own definition, once, and only for the
// kinds of schema it can check exactly as strictly as zod does (strings, finite numbers, safe integers
// with a lower bound, booleans, null/optional wrappers, arrays, loose objects, `z.custom` tests, and one
// transform at the top). Anything else (a refinement, a default, a stripping object, a union) leaves the
// schema to zod alone. An item the check refuses is parsed by zod, so the error names the same field with
// the same message as before; an item it accepts is what zod would have accepted, transformed alike.
import { z } from 'zod';

type Check = (value: unknown) => boolean;

/** zod's definition fields read here (zod 4's `_zod.def`). */
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; format?: string; value?: unknown; inclusive?: boolean } } }>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  fn?: (value: unknown) => unknown;
  in?: z.ZodType;
  out?: z.ZodType;
  transform?: (value: unknown, ctx: unknown) => unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function numberCheck(checks: Def['checks']): Check | undefined {
  let integer = false;
  let min: number | undefined;
  for (const c of checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'number_format' && d.format === 'safeint') integer = true;
    else if (d.check === 'greater_than' && d.inclusive === true && typeof d.value === 'number') min = d.value;
    else return undefined;
  }
  const base: Check = integer ? (v) => Number.isSafeInteger(v) : (v) => typeof v === 'number' && Number.isFinite(v);
  return min === undefined ? base : (v) => base(v) && (v as number) >= min;
}

/** Whether an object's key may be missing: zod requires every other key to be there, even an `unknown` one. */
const mayBeAbsent = (schema: z.ZodType) => defOf(schema).type === 'optional';

/** A check exactly as strict as `schema`, or undefined when the schema is not one of the kinds above. */
export function compileCheck(schema: z.ZodType): Check | undefined {
  const def = defOf(schema);
  const plain = (def.checks ?? []).length === 0;
  switch (def.type) {
    case 'string':
      return plain ? (v) => typeof v === 'string' : undefined;
    case 'boolean':
      return plain ? (v) => typeof v === 'boolean' : undefined;
    case 'number':
      return numberCheck(def.checks);
    case 'unknown':
    case 'any':
      return plain ? () => true : undefined;
    case 'custom':
      return plain && def.fn ? (v) => Boolean(def.fn!(v)) : undefined;
    case 'nullable': {
      const inner = plain && def.innerType ? compileCheck(def.innerType) : undefined;
      return inner && ((v) => v === null || inner(v));
    }
    case 'optional': {
      const inner = plain && def.innerType ? compileCheck(def.innerType) : undefined;
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'array': {
      const element = plain && def.element ? compileCheck(def.element) : undefined;
      return element && ((v) => Array.isArray(v) && v.every(element));
    }
    case 'object':
      return plain ? objectCheck(def) : undefined;
    default:
      return undefined;
  }
}

function objectCheck(def: Def): Check | undefined {
  // Only a loose object keeps an item as it came (a stripping one would drop keys the check leaves).
  if (!def.shape || !def.catchall || defOf(def.catchall).type !== 'unknown') return undefined;
  const fields: Array<{ key: string; check: Check; required: boolean }> = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const check = compileCheck(field);
    if (!check) return undefined;
    fields.push({ key, check, required: !mayBeAbsent(field) });
  }
  return generated(fields) ?? looped(fields);
}

type Field = { key: string; check: Check; required: boolean };
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The object check as one function with each key written out, as zod's own JIT does: reading `o["id"]` at
 * a fixed place is several times faster than reading `o[key]` in a loop over 30 keys (on 10,000 items).
 * The keys are the schema's own (never a server's), written as JSON string literals all the same.
 */
function generated(fields: Field[]): Check | undefined {
  const body = fields
    .map((f, i) => {
      const key = JSON.stringify(f.key);
      const present = f.required ? `if (!has(o, ${key})) return false;` : '';
      return `${present} if (!c[${i}](o[${key}])) return false;`;
    })
    .join('\n');
  try {
    const make = new Function(
      'c',
      'has',
      'isRecord',
      `return (o) => { if (!isRecord(o)) return false;\n${body}\nreturn true; };`,
    );
    return make(
      fields.map((f) => f.check),
      Object.hasOwn,
      isRecord,
    ) as Check;
  } catch {
    return undefined; // code generation not allowed here: the loop below checks the same
  }
}

function looped(fields: Field[]): Check {
  return (v) => {
    if (!isRecord(v)) return false;
    for (const f of fields) {
      if (f.required && !Object.hasOwn(v, f.key)) return false;
      if (!f.check(v[f.key])) return false;
    }
    return true;
  };
}

/**
 * `z.array(item)` for a list's items, checked fast where `item` compiles (see above), by zod otherwise.
 * zod's own parse still decides every item the fast check refuses: its issues, with the item's index in
 * front of their path, are this array's issues.
 */
export function listOf<T extends z.ZodType>(item: T): z.ZodType<z.output<T>[]> {
  // Built once per item schema: a list reads many pages, and compiling is far dearer than checking a page.
  let list = lists.get(item) as z.ZodType<z.output<T>[]> | undefined;
  if (!list) lists.set(item, (list = buildList(item)));
  return list;
}

const lists = new WeakMap<z.ZodType, z.ZodType>();

function buildList<T extends z.ZodType>(item: T): z.ZodType<z.output<T>[]> {
  const def = defOf(item);
  const top = def.type === 'pipe' && def.in && def.out && defOf(def.out).type === 'transform' ? def : undefined;
  const check = compileCheck(top ? top.in! : item);
  const transform = top ? defOf(top.out!).transform : undefined;
  if (!check || (top && !transform)) return z.array(item);
  return z.array(z.unknown()).transform((values, ctx) => {
    const out: z.output<T>[] = new Array(values.length);
    // One context for the whole page, emptied before each item: a closure and two objects per item were
    // a tenth of a page's validation.
    const issues: unknown[] = [];
    const payload = { value: undefined as unknown, issues, addIssue: (issue: unknown) => void issues.push(issue) };
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (check(value)) {
        payload.value = value;
        issues.length = 0;
        const transformed = transform ? transform(value, payload) : value;
        if (issues.length === 0) {
          out[i] = transformed as z.output<T>;
          continue;
        }
      }
      const parsed = item.safeParse(value);
      if (parsed.success) out[i] = parsed.data;
      else
        for (const issue of parsed.error.issues)
          ctx.issues.push({ ...issue, path: [i, ...issue.path], input: value } as (typeof ctx.issues)[number]);
    }
    return out;
  }) as unknown as z.ZodType<z.output<T>[]>;
}

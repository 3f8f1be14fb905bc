// Random damage to a valid JSON body: one field deleted, retyped, nulled, replaced by a huge number (beyond
// 2^53, as the JSON parser hands it over: a bigint) or by any JSON value, or an unknown field added.
import fc from 'fast-check';

export type Path = (string | number)[];
export type MutationKind = 'delete' | 'retype' | 'null' | 'huge' | 'replace' | 'addField' | 'empty';

export interface Mutation {
  kind: MutationKind;
  /** Chooses the path: an index into every path of the body, taken modulo their number. */
  pick: number;
  value: unknown;
}

const HUGE: unknown[] = [2n ** 64n + 1n, -(2n ** 63n), 9007199254740993n, 1e308, -1e308, 2 ** 53, 0.1, -0];

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<MutationKind>('delete', 'retype', 'null', 'huge', 'replace', 'addField', 'empty'),
  pick: fc.nat(),
  value: fc.oneof(fc.constantFrom(...HUGE), fc.jsonValue({ maxDepth: 2 })),
});

/** Every path in the body, the root (`[]`) first. */
export function paths(body: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(body)) body.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (body !== null && typeof body === 'object')
    for (const [k, v] of Object.entries(body)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function retype(v: unknown): unknown {
  if (typeof v === 'string') return v.length;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 0;
  if (v === null || v === undefined) return {};
  if (Array.isArray(v)) return Object.fromEntries(v.map((x, i) => [String(i), x]));
  return Object.values(v as object);
}

/** Applies the mutation to a copy of the body; returns the copy and the path it touched. */
export function mutate(body: unknown, m: Mutation): { body: unknown; path: Path } {
  const copy = structuredClone(body);
  const all = paths(copy);
  const path = all[m.pick % all.length]!;
  const replacement = (old: unknown): unknown => {
    switch (m.kind) {
      case 'retype':
        return retype(old);
      case 'null':
        return null;
      case 'huge':
        return HUGE[m.pick % HUGE.length];
      case 'replace':
        return m.value;
      case 'empty':
        return Array.isArray(old) ? [] : typeof old === 'object' && old !== null ? {} : '';
      default:
        return old;
    }
  };
  if (path.length === 0) {
    if (m.kind === 'addField' && copy !== null && typeof copy === 'object' && !Array.isArray(copy)) {
      (copy as Record<string, unknown>)['zz_unknown'] = m.value;
      return { body: copy, path: ['zz_unknown'] };
    }
    return { body: m.kind === 'delete' || m.kind === 'addField' ? undefined : replacement(copy), path };
  }
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  const parent = parentPath.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], copy) as
    Record<string | number, unknown> | unknown[];
  if (m.kind === 'delete') {
    // Removing an item shifts the ones after it: a complaint may then name any of them, so the array is the path.
    if (Array.isArray(parent)) {
      parent.splice(key as number, 1);
      return { body: copy, path: parentPath };
    }
    delete parent[key as string];
  } else if (m.kind === 'addField') {
    const target = (parent as Record<string | number, unknown>)[key];
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
      (target as Record<string, unknown>)['zz_unknown'] = m.value;
      return { body: copy, path: [...path, 'zz_unknown'] };
    }
    (parent as Record<string | number, unknown>)[key] = m.value;
  } else {
    (parent as Record<string | number, unknown>)[key] = replacement((parent as Record<string | number, unknown>)[key]);
  }
  return { body: copy, path };
}

/** Whether one path lies on the other (a prefix, either way): where a schema error about the change may point. */
export function related(a: string, b: Path): boolean {
  const x = a === '' ? [] : a.split('.');
  const y = b.map(String);
  const n = Math.min(x.length, y.length);
  return x.slice(0, n).every((s, i) => s === y[i]);
}

// zod's JIT without touching VS Code's `navigator` getter (see vendor.ts).
import type * as zod from 'zod';

type Zod = Pick<typeof zod.z, 'config' | 'object'>;

/**
 * Lets zod decide once, with `navigator` hidden, whether it may compile validators; returns whether it
 * may. A `navigator` that cannot be hidden (not configurable) keeps zod jitless, so it is never read.
 * Must run before any object schema is built: zod reads its settings as each one is constructed.
 */
export function probeZodJit(z: Zod): boolean {
  const global = globalThis;
  const own = Object.getOwnPropertyDescriptor(global, 'navigator');
  if (own && !own.configurable) {
    z.config({ jitless: true });
    return false;
  }
  // `in` and descriptors never call the getter. An inherited navigator is shadowed by an own undefined.
  const present = own !== undefined || 'navigator' in global;
  try {
    if (present) Object.defineProperty(global, 'navigator', { value: undefined, configurable: true, writable: true });
    z.config({ jitless: false });
    z.object({}); // zod caches its answer (util.allowsEval) as the first object schema is built
  } finally {
    if (own) Object.defineProperty(global, 'navigator', own);
    else if (present) delete (global as { navigator?: unknown }).navigator;
  }
  return true;
}

// The hostile-server mode: a transform of every JSON answer of both services on its way out (server.ts),
// whatever the endpoint — so routes added later (Boromir's) get it for free. Every string field becomes a
// value of the hostile corpus (values.ts), except what a client needs to keep browsing: ids, slugs, codes,
// dates, the state enum and links back into the sandbox's own API. Numbers, booleans, keys and structure
// are left alone. Which value a field gets depends only on the seed, the field's name and its real value,
// so the same record reads the same in a list and in its detail, and a failure reproduces with its seed.
import { HOSTILE_URL_VALUES, HOSTILE_VALUES, type HostileValue } from './values';

/** Field names whose strings identify or navigate (a hostile value there would only give a 404). */
const STRUCTURAL = new Set([
  'id',
  'slug',
  'code',
  'language_code',
  'timestamp',
  'date',
  'timezone',
  'state',
  'template',
  'templateType',
  'success',
  'source_language',
  'direction',
]);
const isStructural = (key: string) =>
  STRUCTURAL.has(key) || key.endsWith('_id') || key.endsWith('_date') || key.endsWith('Date');

export interface HostileStats {
  seed: number;
  /** Distinct corpus values served. */
  values: number;
  /** Distinct places (service and field path) that received one. */
  places: number;
  /** Distinct (value, place) pairs: what was tried where. */
  pairs: number;
  /** Strings replaced in all. */
  replacements: number;
}

/** FNV-1a over the seed and the parts: stable across runs and platforms. */
function hash(seed: number, ...parts: string[]): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ 0xff, 0x01000193) >>> 0;
  }
  return h;
}

export class HostileMode {
  private readonly tried = new Map<string, Set<number>>();
  private replacements = 0;

  constructor(
    readonly seed: number,
    private readonly apiOrigin: string,
  ) {}

  /** A hostile copy of an answer body. `service` names the answering service in the statistics. */
  apply(json: unknown, service: string): unknown {
    const budget = { huge: 1 }; // one megabyte string per answer: enough to load the parsers, bodies stay small
    const walk = (node: unknown, key: string, path: string): unknown => {
      if (typeof node === 'string') return this.replace(node, key, `${service}:${path}`, budget);
      if (Array.isArray(node)) return node.map((item) => walk(item, key, `${path}[]`));
      if (node !== null && typeof node === 'object' && typeof node !== 'bigint') {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(node)) out[k] = walk(v, k, path === '' ? k : `${path}.${k}`);
        return out;
      }
      return node;
    };
    return walk(json, '', '');
  }

  private replace(value: string, key: string, place: string, budget: { huge: number }): string {
    if (isStructural(key) || value.startsWith(`${this.apiOrigin}/api/`)) return value;
    const pool: readonly HostileValue[] = /url$/i.test(key) ? HOSTILE_URL_VALUES : HOSTILE_VALUES;
    let index = hash(this.seed, key, value) % pool.length;
    while (pool[index]!.family === 'huge' && budget.huge === 0) index = (index + 1) % pool.length;
    const chosen = pool[index]!;
    if (chosen.family === 'huge') budget.huge--;
    const corpusIndex = HOSTILE_VALUES.indexOf(chosen);
    let seen = this.tried.get(place);
    if (!seen) this.tried.set(place, (seen = new Set()));
    seen.add(corpusIndex);
    this.replacements++;
    return chosen.text;
  }

  stats(): HostileStats {
    const values = new Set<number>();
    let pairs = 0;
    for (const s of this.tried.values()) {
      pairs += s.size;
      for (const i of s) values.add(i);
    }
    return { seed: this.seed, values: values.size, places: this.tried.size, pairs, replacements: this.replacements };
  }
}

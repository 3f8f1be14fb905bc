// A key can come from several components (an app's own strings and a shared "common" component): the
// setting `scriptorium.localization.sourceKeys.component` lists them in order, and a key is looked up in
// each until one has it. The first component is the primary one: a key none has is reported against it, and
// new keys are added to it.
import type { Unit } from '../weblate';
import type { KeyEntry, KeyIndex } from './keyIndex';
import type { KeyUsage } from './types';

export interface NamedComponent {
  project: string;
  component: string;
}

/** Weblate's slugs: letters, digits, `-` and `_` (anything else would be a path of its own in the URL). */
const isSlug = (s: string) => s.length > 0 && s.length <= 100 && /^[A-Za-z0-9_-]+$/.test(s);

/**
 * The components the setting names, in order and each once: `project/component`, several separated by
 * commas, or a list of such strings (older settings hold one string). Entries of another shape are left out.
 */
export function namedComponents(value: unknown): NamedComponent[] {
  const entries = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
  const out: NamedComponent[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const [project, component, ...rest] = entry.trim().split('/');
    if (rest.length > 0 || !project || !component || !isSlug(project) || !isSlug(component)) continue;
    if (seen.has(`${project}/${component}`)) continue;
    seen.add(`${project}/${component}`);
    out.push({ project, component });
  }
  return out;
}

export interface KeySource {
  index: KeyIndex;
}

export class KeyLookup<S extends KeySource> {
  constructor(readonly sources: readonly S[]) {
    if (sources.length === 0) throw new Error('a key lookup needs at least one component');
  }

  /** The component missing keys are reported against and new keys go to. */
  get primary(): S {
    return this.sources[0]!;
  }

  /** The source unit a usage names, in the first component that has it. */
  find(usage: Pick<KeyUsage, 'key' | 'context'>): { from: S; unit: Unit } | undefined {
    for (const from of this.sources) {
      const unit = from.index.sourceUnit(usage);
      if (unit) return { from, unit };
    }
    return undefined;
  }

  lookup(usage: Pick<KeyUsage, 'key' | 'context'>): { from: S; entry: KeyEntry } | undefined {
    for (const from of this.sources) {
      const entry = from.index.lookup(usage);
      if (entry) return { from, entry };
    }
    return undefined;
  }

  /** Every key code can name, each once: a key in two components is offered from the first. */
  *keys(): Iterable<{ key: string; source: Unit; from: S }> {
    const seen = this.sources.length > 1 ? new Set<string>() : undefined;
    for (const from of this.sources)
      for (const k of from.index.keys()) {
        if (seen?.has(k.key)) continue;
        seen?.add(k.key);
        yield { ...k, from };
      }
  }
}

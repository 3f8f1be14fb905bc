// A key can come from several components (an app's own strings and a shared "common" component): the
// setting `scriptorium.localization.sourceKeys.component` lists them in order, and a key is looked up in
// each until one has it, the component named like the key's i18next namespace first (`shop:title` and
// `useTranslation('shop')` read shop.json, which is usually a component of its own). The first component
// is the primary one: a key none has is reported against it, and new keys are added to it.
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

type LookedUp = Pick<KeyUsage, 'key' | 'context' | 'namespace' | 'whole' | 'plural'> & {
  framework?: KeyUsage['framework'];
};

/** The forms a usage is looked up in, in order: the whole key as written, then the split one. */
const forms = (usage: LookedUp): LookedUp[] =>
  usage.whole === undefined ? [usage] : [{ key: usage.whole, context: usage.context }, usage];

export interface KeySource {
  index: KeyIndex;
}

export class KeyLookup<S extends KeySource> {
  /** `slugOf`: a component's slug, which an i18next namespace may name. */
  constructor(
    readonly sources: readonly S[],
    private readonly slugOf?: (s: S) => string,
  ) {
    if (sources.length === 0) throw new Error('a key lookup needs at least one component');
  }

  /** The components in the order `usage` is looked up in: its namespace's component first. */
  private order(usage: Pick<KeyUsage, 'namespace'>): readonly S[] {
    const ns = usage.namespace;
    if (!ns || this.sources.length < 2 || !this.slugOf) return this.sources;
    const named = this.sources.find((s) => this.slugOf!(s) === ns);
    return named ? [named, ...this.sources.filter((s) => s !== named)] : this.sources;
  }

  /**
   * The key a usage names as i18next would read it when no component has it: split at the namespace
   * separator only where that namespace is a component's slug (i18next splits only at a loaded namespace),
   * else whole (`Closed: {{name}}` stays one key).
   */
  keyOf(usage: LookedUp): string {
    if (usage.whole === undefined) return usage.key;
    const named = this.slugOf && this.sources.some((s) => this.slugOf!(s) === usage.namespace);
    return named ? usage.key : usage.whole;
  }

  /** The component missing keys are reported against and new keys go to. */
  get primary(): S {
    return this.sources[0]!;
  }

  /**
   * The source unit a usage names, in the first component that has it. An i18next key split at its
   * namespace separator is looked up whole first (`Closed: {{name}}` is a string, not the namespace "Closed").
   */
  find(usage: LookedUp): { from: S; unit: Unit } | undefined {
    const found = this.first(usage, (index, form) => index.sourceUnit(form));
    return found && { from: found.from, unit: found.value };
  }

  lookup(usage: LookedUp): { from: S; entry: KeyEntry } | undefined {
    const found = this.first(usage, (index, form) => index.lookup(form));
    return found && { from: found.from, entry: found.value };
  }

  /** The first answer of `read` over the usage's forms, each asked of the components in their order. */
  private first<T>(
    usage: LookedUp,
    read: (index: KeyIndex, form: LookedUp) => T | undefined,
  ): { from: S; value: T } | undefined {
    for (const form of forms(usage))
      for (const from of this.order(form)) {
        const value = read(from.index, form);
        if (value) return { from, value };
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

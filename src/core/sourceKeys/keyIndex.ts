// From a key in the code to the server's strings of one component, in every language. Monolingual formats
// (JSON, Android, properties, …) know a string by its key: the unit's `context`. Bilingual ones (gettext
// PO, XLIFF, Qt TS) know it by its source text, with `context` holding gettext's msgctxt. One map lookup
// per usage, so a file of a thousand keys costs a thousand lookups once the units are loaded.
import type { Unit } from '../weblate';
import type { KeyUsage } from './types';

const BILINGUAL = new Set(['po', 'ts', 'xliff', 'xliff2', 'poxliff', 'xlf', 'csv', 'tbx', 'mo']);

export type KeyField = 'context' | 'source';

export function keyFieldOf(fileFormat: string): KeyField {
  return BILINGUAL.has(fileFormat.toLowerCase()) ? 'source' : 'context';
}

/** Weblate's YAML formats join nested keys with `->` (translate-toolkit's YAMLUnitId); code writes dots. */
const ARROW_CONTEXTS = new Set(['yaml', 'ruby-yaml']);

/**
 * i18next's plural forms, tried after the key itself: v4 (`key_one`, `key_other`, … and ordinals
 * `key_ordinal_one`), v3 (`key_plural`), nested plural objects. The longer suffixes first: `keys()` strips
 * the first that ends a key. A server that holds a plural as one unit (`key` with its forms) is found exactly.
 */
const PLURAL_SUFFIXES = [
  '_ordinal_other',
  '_ordinal_one',
  '_ordinal_two',
  '_ordinal_few',
  '_ordinal_many',
  '_ordinal_zero',
  '_other',
  '_one',
  '_plural',
  '_zero',
  '_two',
  '_few',
  '_many',
  '.other',
  '.one',
];

export interface LanguageUnits {
  code: string;
  name: string;
  units: readonly Unit[];
}

export interface LanguageEntry {
  code: string;
  name: string;
  unit: Unit | undefined;
}

export interface KeyEntry {
  /** The unit of the source language (the component's template). */
  source: Unit;
  /** Every other language, in the order given, with its unit for this key (undefined: the language lacks it). */
  languages: LanguageEntry[];
}

export class KeyIndex {
  private readonly bySource = new Map<string, Unit>();
  /** Bilingual components by unit id alone: Angular names an XLIFF unit by its id (`@@id` or computed). */
  private readonly byContext = new Map<string, Unit>();
  private readonly byLanguage: { code: string; name: string; units: Map<string, Unit> }[];

  /** The index of a component of `fileFormat`: its key field and how its contexts are written in code. */
  static forFormat(fileFormat: string, sourceUnits: readonly Unit[], languages: readonly LanguageUnits[]): KeyIndex {
    return new KeyIndex(keyFieldOf(fileFormat), sourceUnits, languages, ARROW_CONTEXTS.has(fileFormat.toLowerCase()));
  }

  constructor(
    readonly field: KeyField,
    sourceUnits: readonly Unit[],
    languages: readonly LanguageUnits[],
    /** Contexts are `a->b` (Weblate's YAML): code names them `a.b`. */
    private readonly arrows = false,
  ) {
    for (const u of sourceUnits) {
      this.bySource.set(this.keyOf(u), u);
      if (field === 'source' && u.context !== '') this.byContext.set(u.context, u);
    }
    // Other languages are matched by the source unit's identity (its context and source text), which is
    // the same in every language of a component whatever the field.
    this.byLanguage = languages.map((l) => ({
      code: l.code,
      name: l.name,
      units: new Map(l.units.map((u) => [identity(u), u])),
    }));
  }

  get size(): number {
    return this.bySource.size;
  }

  private keyOf(u: Unit): string {
    return this.field === 'context' ? this.writtenKey(u) : `${u.context}\u0000${u.source[0] ?? ''}`;
  }

  /** The key code writes for `u`: its context (dotted) or, in a bilingual component, its source text. */
  writtenKey(u: Unit): string {
    if (this.field === 'source') return u.source[0] ?? '';
    return this.arrows && u.context.includes('->') ? u.context.split('->').join('.') : u.context;
  }

  /** The source unit a usage names, or undefined when the component has no such string. */
  sourceUnit(usage: Pick<KeyUsage, 'key' | 'context'> & { framework?: KeyUsage['framework'] }): Unit | undefined {
    // Angular's XLIFF (and its JSON/ARB) knows a message by its id: Weblate's context of the unit.
    if (usage.framework === 'angular')
      return this.field === 'source' ? this.byContext.get(usage.key) : this.bySource.get(usage.key);
    if (this.field === 'source') return this.bySource.get(`${usage.context ?? ''}\u0000${usage.key}`);
    // i18next's context: `key_male`, else `key` (i18next falls back to the key without its context).
    return (usage.context && this.pluralOrExact(`${usage.key}_${usage.context}`)) || this.pluralOrExact(usage.key);
  }

  private pluralOrExact(key: string): Unit | undefined {
    const exact = this.bySource.get(key);
    if (exact) return exact;
    for (const s of PLURAL_SUFFIXES) {
      const u = this.bySource.get(key + s);
      if (u) return u;
    }
    return undefined;
  }

  /**
   * The keys code can name, each once: a plural's forms (`n_one`, `n_other`) as the key the code writes
   * (`n`); bilingual strings by their source text (those with a msgctxt are written with pgettext, not offered).
   */
  *keys(): Iterable<{ key: string; source: Unit }> {
    const seen = new Set<string>();
    for (const u of this.bySource.values()) {
      if (this.field === 'source' && u.context !== '') continue;
      let key = this.writtenKey(u);
      const plural = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
      if (plural) key = key.slice(0, -plural.length);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      yield { key, source: u };
    }
  }

  /** The unit of `source`'s string in the language `code` (undefined: no such language or no unit). */
  unitIn(source: Unit, code: string): Unit | undefined {
    const l = this.byLanguage.find((x) => x.code.toLowerCase() === code.toLowerCase());
    return l?.units.get(identity(source));
  }

  lookup(usage: Pick<KeyUsage, 'key' | 'context'> & { framework?: KeyUsage['framework'] }): KeyEntry | undefined {
    const source = this.sourceUnit(usage);
    if (!source) return undefined;
    const id = identity(source);
    return { source, languages: this.byLanguage.map((l) => ({ code: l.code, name: l.name, unit: l.units.get(id) })) };
  }
}

function identity(u: Unit): string {
  return `${u.context}\u0000${u.source.join('\u0001')}`;
}

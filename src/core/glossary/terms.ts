// A glossary term as Scriptorium shows it, read from the API's units of a glossary component, and the
// matching of a string against a project's terms (Weblate's get_glossary_terms, weblate/glossary/models.py):
// - the searched terms are the sources of the glossary components' source strings that are translated
//   (state >= 20, so a read-only source string counts), lower-cased; 2026.10.1 splits plural forms and
//   TBX alternatives into separate terms (split_plural), 5.10.4 keeps the whole source;
// - a found term brings every glossary string in the target language whose source (lower-cased) is it,
//   from components with the string's source language, except the string itself;
// - sorted by the glossary component's priority, then source (glossary_sort_key).
// Flags are the union Weblate's Unit.all_flags reads: the component's check flags, the string's file
// flags, its source string's extra flags and its own. 2026.10.1 also sends `tbx_terms`, TBX metadata per
// alternative: an administrative status forbidden/obsolete/deprecated marks that alternative forbidden.
import { z } from 'zod';
import type { Unit } from '../weblate/schemas';
import { findTerms, lower, TermAutomaton, type TermOccurrence } from './matcher';
import { hasWordFormRules, singularsOf } from './wordForms';

const PLURAL_SEPARATOR = '\x1e\x1e';

const TermRecordSchema = z.looseObject({
  text: z.string(),
  administrative_status: z.string().nullable().optional(),
  notes: z.array(z.looseObject({ text: z.string() })).optional(),
});
/** `tbx_terms` of a 2026.10.1 unit: `{}` for a string without TBX metadata. */
export const TbxTermsSchema = z.looseObject({
  source: z.array(TermRecordSchema).optional(),
  target: z.array(TermRecordSchema).optional(),
});
type TermRecord = z.infer<typeof TermRecordSchema>;

const FORBIDDEN_STATUS = new Set([
  'forbidden',
  'obsolete',
  'deprecated',
  'deprecatedtermadmnsts',
  'deprecatedterm-admn-sts',
]);

/** weblate/utils/terminology.py term_forbidden. */
export function statusForbidden(status: string | null | undefined): boolean {
  return FORBIDDEN_STATUS.has((status ?? '').trim().toLowerCase());
}

/** Flag names of a Weblate flags string ("read-only, max-length:20" → read-only, max-length). */
export function flagNames(...flagStrings: (string | undefined)[]): Set<string> {
  const names = new Set<string>();
  for (const flags of flagStrings)
    for (const part of (flags ?? '').split(',')) {
      const name = part.split(':')[0]!.trim();
      if (name) names.add(name);
    }
  return names;
}

export interface GlossaryComponentInfo {
  project: string;
  slug: string;
  name: string;
  priority: number;
  sourceLanguage: string;
  /** Component (and, on 2026, project) check flags: part of every string's flags. */
  checkFlags: string;
}

export interface GlossaryTerm {
  unitId: number;
  component: GlossaryComponentInfo;
  source: string[];
  target: string[];
  state: number;
  /** Lower-cased sources this string answers to. */
  aliases: string[];
  forbidden: boolean;
  readOnly: boolean;
  terminology: boolean;
  /** Target alternatives with their TBX status (2026.10.1), else the plural forms. */
  targets: { text: string; forbidden: boolean; status?: string }[];
  explanation: string;
  note: string;
}

/** A glossary string of the target language, with its source string (state, extra flags) when known. */
export function termOf(
  unit: Unit,
  sourceUnit: Unit | undefined,
  component: GlossaryComponentInfo,
  splitForms: boolean,
): GlossaryTerm {
  const tbx = TbxTermsSchema.safeParse((unit as Record<string, unknown>).tbx_terms);
  const sourceRecords: TermRecord[] = (tbx.success && tbx.data.source) || unit.source.map((text) => ({ text }));
  const targetRecords: TermRecord[] = (tbx.success && tbx.data.target) || unit.target.map((text) => ({ text }));
  const flags = flagNames(component.checkFlags, unit.flags, sourceUnit?.extra_flags, unit.extra_flags);
  const own = flagNames(unit.flags, sourceUnit?.extra_flags, unit.extra_flags);
  const sourcesForbidden =
    sourceRecords.length > 0 && sourceRecords.every((r) => statusForbidden(r.administrative_status));
  const forbidden = flags.has('forbidden') || sourcesForbidden;
  return {
    unitId: unit.id,
    component,
    source: unit.source,
    target: unit.target,
    state: unit.state,
    aliases: aliasesOf(unit.source, splitForms),
    forbidden,
    readOnly: own.has('read-only'),
    terminology: flags.has('terminology'),
    targets: targetRecords
      .filter((r) => r.text !== '')
      .map((r) => ({
        text: r.text,
        forbidden: forbidden || statusForbidden(r.administrative_status),
        ...(r.administrative_status ? { status: r.administrative_status } : {}),
      })),
    explanation: unit.explanation ?? '',
    note: unit.note,
  };
}

/** The lower-cased terms a source answers to: each form (2026.10.1) or the whole joined source (5.10.4). */
export function aliasesOf(source: readonly string[], splitForms: boolean): string[] {
  const low = source.map(lower);
  return splitForms ? [...new Set(low.filter(Boolean))] : [low.join(PLURAL_SEPARATOR)].filter(Boolean);
}

export interface MatchedTerm extends GlossaryTerm {
  /** Where in the string's lower-cased, joined source the term was found. */
  positions: TermOccurrence[];
  /** Found as a plural of the term (wordForms.ts), not by Weblate's rules: a person decides (#43 item 7). */
  possible?: boolean;
}

/** One project's glossary in one target language: its terms and the automaton over their sources. */
export class GlossaryIndex {
  readonly #automaton: TermAutomaton;
  readonly #byAlias = new Map<string, GlossaryTerm[]>();

  /** `searched`: the lower-cased sources of the glossaries' translated source strings. */
  constructor(
    readonly terms: readonly GlossaryTerm[],
    searched: Iterable<string>,
  ) {
    this.#automaton = new TermAutomaton(searched);
    for (const term of terms)
      for (const alias of term.aliases) {
        let list = this.#byAlias.get(alias);
        if (!list) this.#byAlias.set(alias, (list = []));
        list.push(term);
      }
  }

  /** The terms whose source (lower-cased) is `alias`. */
  withAlias(alias: string): readonly GlossaryTerm[] {
    return this.#byAlias.get(alias) ?? [];
  }

  /** The terms of a string, Weblate's order; `excludeUnitId`: the string itself when it is a glossary term. */
  match(source: readonly string[], sourceLanguage: string, excludeUnitId?: number): MatchedTerm[] {
    const found = findTerms(this.#automaton, source.join(PLURAL_SEPARATOR), sourceLanguage);
    const result = new Map<number, MatchedTerm>();
    for (const [term, positions] of found)
      for (const t of this.#byAlias.get(term) ?? []) {
        if (t.unitId === excludeUnitId || t.component.sourceLanguage !== sourceLanguage) continue;
        const prior = result.get(t.unitId);
        if (prior) prior.positions.push(...positions);
        else result.set(t.unitId, { ...t, positions: [...positions] });
      }
    return [...result.values()].sort(compareTerms);
  }
}

/**
 * The terms a string's words name in their plural ("transactions" → the term "transaction") that `exact`
 * (GlossaryIndex.match) does not have; none for a source language without such rules.
 */
export function pluralMatches(
  index: GlossaryIndex,
  source: readonly string[],
  sourceLanguage: string,
  exact: MatchedTerm[],
  excludeUnitId?: number,
): MatchedTerm[] {
  if (!hasWordFormRules(sourceLanguage)) return [];
  const known = new Set(exact.map((t) => t.unitId));
  const result = new Map<number, MatchedTerm>();
  const text = lower(source.join(PLURAL_SEPARATOR));
  for (const m of text.matchAll(/\p{L}+/gu))
    for (const singular of singularsOf(m[0], sourceLanguage))
      for (const t of index.withAlias(singular)) {
        if (known.has(t.unitId) || t.unitId === excludeUnitId || t.component.sourceLanguage !== sourceLanguage)
          continue;
        const position = { term: singular, start: m.index, end: m.index + m[0].length };
        const prior = result.get(t.unitId);
        if (prior) prior.positions.push(position);
        else result.set(t.unitId, { ...t, positions: [position], possible: true });
      }
  return [...result.values()].sort(compareTerms);
}

/** glossary_sort_key: (component priority, source lower-cased), strings compared by code point as Python does. */
function compareTerms(a: GlossaryTerm, b: GlossaryTerm): number {
  if (a.component.priority !== b.component.priority) return a.component.priority - b.component.priority;
  const sa = [...lower(a.source.join(PLURAL_SEPARATOR))];
  const sb = [...lower(b.source.join(PLURAL_SEPARATOR))];
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const d = sa[i]!.codePointAt(0)! - sb[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return sa.length - sb.length || a.unitId - b.unitId;
}

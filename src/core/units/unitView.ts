// What the unit panel shows, built from wire data in plain Node (tested without VS Code). Every string
// here is server text: the panel renders it as text, never as HTML.
import type { Change, Translation, Unit } from '../weblate/schemas';
import {
  actionName,
  bcp47Tag,
  shownLanguageCode,
  STATE_LABELS,
  unitStateKind,
  type UnitStateKind,
} from '../weblate/vocabulary';

export interface OtherLanguage {
  language: string;
  code: string;
  direction: 'ltr' | 'rtl';
  target: string[];
  state: UnitStateKind;
  stateLabel: string;
  unitId: number;
}

export interface UnitHistoryEntry {
  action: string;
  who: string;
  when: string;
  target: string;
}

export interface UnitView {
  id: number;
  key: string;
  project: string;
  component: string;
  /** tag: the code as a BCP 47 language tag, for the page's lang attributes (Weblate writes pt_BR, sr@latin). */
  language: {
    name: string;
    code: string;
    tag: string;
    fileCode: string;
    /** The code as printed for a person, the same in every view (shownLanguageCode: pt-BR). */
    shown: string;
    direction: 'ltr' | 'rtl';
    plurals: number;
  };
  source: string[];
  sourceDirection: 'ltr' | 'rtl';
  target: string[];
  state: number;
  stateKind: UnitStateKind;
  stateLabel: string;
  readOnly: boolean;
  /** Why: state 100 in the source language, state 100 elsewhere, or the read-only flag on any state. */
  readOnlyBecause?: 'source' | 'state' | 'flag';
  location: string;
  note: string;
  explanation: string;
  flags: string;
  position: number;
  markers: { suggestion: boolean; comment: boolean; failingCheck: boolean };
  webUrl: string;
  previousSource: string;
  others: OtherLanguage[];
  history: UnitHistoryEntry[];
}

const direction = (d: string): 'ltr' | 'rtl' => (d === 'rtl' ? 'rtl' : 'ltr');

/** Target forms to edit: as many as the language has plural forms when the source is plural. */
/** The language's plural forms; Weblate 4.0 does not send them, and then the forms the unit has are all there is. */
function pluralCount(unit: Unit, t: Translation): number {
  return t.language.plural?.number ?? Math.max(1, unit.target.length);
}

export function editableForms(unit: Unit, plurals: number): string[] {
  const n = unit.source.length > 1 ? Math.max(1, plurals) : 1;
  return Array.from({ length: n }, (_, i) => unit.target[i] ?? '');
}

function username(userUrl: string | null): string {
  if (!userUrl) return '';
  const m = /\/users\/([^/?]+)\/?/.exec(userUrl);
  return m ? decodeURIComponent(m[1]!) : '';
}

export function buildUnitView(input: {
  unit: Unit;
  translation: Translation;
  others: { unit: Unit; translation: Translation }[];
  changes: Change[];
}): UnitView {
  const { unit, translation: t } = input;
  const flags = [unit.flags, unit.extra_flags].filter(Boolean).join(', ');
  // A read-only flag makes any state read-only in Weblate (the editor offers no box): show it as such.
  const flagged = /(^|,)\s*read-only\s*(,|$)/.test(flags);
  const kind = flagged ? 'readOnly' : unitStateKind(unit.state);
  const readOnlyBecause =
    unitStateKind(unit.state) === 'readOnly' ? (t.is_source ? 'source' : 'state') : flagged ? 'flag' : undefined;
  return {
    id: unit.id,
    key: unit.context,
    project: t.component.project.slug,
    component: t.component.slug,
    language: {
      name: t.language.name,
      code: t.language.code,
      tag: languageTag(t.language.code),
      fileCode: t.language_code,
      shown: shownLanguageCode(t.language.code),
      direction: direction(t.language.direction),
      plurals: pluralCount(unit, t),
    },
    source: unit.source,
    sourceDirection: direction(t.component.source_language?.direction ?? 'ltr'),
    target: editableForms(unit, pluralCount(unit, t)),
    state: unit.state,
    stateKind: kind,
    stateLabel: STATE_LABELS[kind],
    readOnly: kind === 'readOnly',
    ...(readOnlyBecause ? { readOnlyBecause } : {}),
    location: unit.location,
    note: unit.note,
    explanation: unit.explanation ?? '',
    flags,
    position: unit.position,
    markers: { suggestion: unit.has_suggestion, comment: unit.has_comment, failingCheck: unit.has_failing_check },
    webUrl: unit.web_url,
    previousSource: unit.previous_source,
    others: input.others
      .filter((o) => o.unit.id !== unit.id)
      .map((o) => ({
        language: o.translation.language.name,
        code: o.translation.language_code,
        direction: direction(o.translation.language.direction),
        target: o.unit.target,
        state: unitStateKind(o.unit.state),
        stateLabel: STATE_LABELS[unitStateKind(o.unit.state)],
        unitId: o.unit.id,
      })),
    history: input.changes
      .filter((c) => c.unit !== null && sameResource(c.unit, unit.url))
      .map((c) => ({
        action: actionName(c.action, c.action_name),
        who: username(c.user) || username(c.author),
        when: c.timestamp,
        target: c.target,
      }))
      .reverse(),
  };
}

/**
 * Weblate's language code as a BCP 47 tag: pt_BR → pt-BR, sr@latin → sr-Latn; anything else that is not a
 * well-formed tag becomes "und" (undetermined), never an invalid lang attribute.
 */
export function languageTag(code: string): string {
  return bcp47Tag(code) ?? 'und';
}

/** Cross-references may carry ?format=api; compare without the query. */
export function sameResource(a: string, b: string): boolean {
  return a.split('?')[0] === b.split('?')[0];
}

/** Which states a translator may choose in the panel (approved only where the project reviews). */
export function choosableStates(reviewEnabled: boolean): { value: number; label: string; kind: UnitStateKind }[] {
  const states: { value: number; label: string; kind: UnitStateKind }[] = [
    { value: 10, label: STATE_LABELS.needsEditing, kind: 'needsEditing' },
    { value: 20, label: STATE_LABELS.translated, kind: 'translated' },
  ];
  if (reviewEnabled) states.push({ value: 30, label: STATE_LABELS.approved, kind: 'approved' });
  return states;
}

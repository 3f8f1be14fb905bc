// A component's strings as source-code hints read them: its source language and up to forty others, as one
// KeyIndex. Read in two steps (issue 44 item 7: a component of forty languages took ten rounds of listings
// before the first hint showed): the source strings and the languages the hints show first, the others
// after, while the hints are already drawn.
import { KeyIndex } from './keyIndex';
import { DEFAULT_STATE_LANGUAGES } from './stateHint';
import type { Component, Translation, Unit } from '../weblate';

/** Languages read per component besides its source language (each is one listing). */
const MAX_LANGUAGES = 40;
/** Listings at a time: a component of forty languages must not open forty requests at once. */
const AT_ONCE = 4;

export interface ComponentKeys {
  component: Component;
  translations: Translation[];
  index: KeyIndex;
  /** False while languages other than the hints' are still being read (the hover waits for them). */
  complete: boolean;
}

/** The languages the hints show: the hint language and the state languages (none: the first few). */
export interface HintLanguages {
  language: string;
  states: readonly string[];
}

/** The first step's strings, and the whole component when more languages are being read. */
export async function readComponentKeys(
  component: Component,
  translations: Translation[],
  unitsOf: (t: Translation) => Promise<Unit[]>,
  hints: HintLanguages,
): Promise<{ first: ComponentKeys; rest?: Promise<ComponentKeys> }> {
  const source =
    translations.find((t) => t.is_source) ??
    translations.find((t) => t.language.code === component.source_language?.code) ??
    translations[0];
  if (!source) throw new Error(`${component.project.slug}/${component.slug} has no translations`);
  const others = translations.filter((t) => t !== source).slice(0, MAX_LANGUAGES);
  const [early, late] = hintLanguagesFirst(others, hints);
  const [sourceUnits, earlyUnits] = await Promise.all([unitsOf(source), unitsOfAll(unitsOf, early)]);
  const keys = (ts: Translation[], units: Unit[][]): ComponentKeys => {
    const languages = ts.map((t, i) => ({ code: t.language.code, name: t.language.name, units: units[i]! }));
    const index = KeyIndex.forFormat(component.file_format, sourceUnits, languages);
    return { component, translations, index, complete: ts.length === others.length };
  };
  const first = keys(early, earlyUnits);
  if (late.length === 0) return { first };
  // In the component's order again, so the hover lists the languages as before.
  const rest = unitsOfAll(unitsOf, late).then((lateUnits) => {
    const byTranslation = new Map<Translation, Unit[]>();
    early.forEach((t, i) => byTranslation.set(t, earlyUnits[i]!));
    late.forEach((t, i) => byTranslation.set(t, lateUnits[i]!));
    return keys(
      others,
      others.map((t) => byTranslation.get(t)!),
    );
  });
  return { first, rest };
}

async function unitsOfAll(unitsOf: (t: Translation) => Promise<Unit[]>, ts: readonly Translation[]): Promise<Unit[][]> {
  const units: Unit[][] = [];
  for (let i = 0; i < ts.length; i += AT_ONCE)
    units.push(...(await Promise.all(ts.slice(i, i + AT_ONCE).map(unitsOf))));
  return units;
}

/** The languages whose units the hints need, then the others; each in the component's order. */
export function hintLanguagesFirst(
  others: readonly Translation[],
  hints: HintLanguages,
): [Translation[], Translation[]] {
  const named = [hints.language, ...hints.states].filter(Boolean).map((c) => c.toLowerCase());
  const early = others.filter(
    (t, i) =>
      named.includes(t.language.code.toLowerCase()) || (hints.states.length === 0 && i < DEFAULT_STATE_LANGUAGES),
  );
  return [early, others.filter((t) => !early.includes(t))];
}

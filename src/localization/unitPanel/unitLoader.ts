// Gathers everything the unit panel shows about one unit: the unit, its translation (language, plural
// forms, direction), the same string in the other languages (units sharing its source_unit), and its
// change history. Five requests, the last three in parallel.
import type { WeblateClient } from '../../core/weblate';
import { TranslationSchema, UnitSchema, type Translation, type Unit } from '../../core/weblate/schemas';
import { checkFlags } from '../../core/checks/checkFlags';
import type { UnitStateKind } from '../../core/weblate/vocabulary';
import { unitsWithKey } from '../../core/units/sameKey';
import { buildUnitView, choosableStates, sameResource, type UnitView } from '../../core/units/unitView';

export interface LoadedUnit {
  view: UnitView;
  unit: Unit;
  translation: Translation;
  /** The flags its checks run with: component, file, source string and own (core/checks/checkFlags.ts). */
  checkFlags: string;
  states: { value: number; label: string; kind: UnitStateKind }[];
}

export async function loadUnit(client: WeblateClient, id: number, signal?: AbortSignal): Promise<LoadedUnit> {
  const unit = await client.getUnit(id, signal);
  const translation = await client.follow(unit.translation, TranslationSchema);
  const project = translation.component.project.slug;
  const component = translation.component.slug;
  const [siblings, changes, translations] = await Promise.all([
    unitsWithKey(client, project, component, unit.context, signal),
    client.listChanges({}, { project, component, language: translation.language.code }, { signal }),
    client.listTranslations(project, component, { signal }),
  ]);
  const others: { unit: Unit; translation: Translation }[] = [];
  // Before 4.3 units have no source_unit: the same key in the same component is the same string then.
  for (const s of siblings.filter((u) =>
    u.source_unit && unit.source_unit ? sameResource(u.source_unit, unit.source_unit) : u.context === unit.context,
  )) {
    const t = translations.find((x) => sameResource(x.url, s.translation));
    if (t) others.push({ unit: s, translation: t });
  }
  return {
    view: buildUnitView({ unit, translation, others, changes }),
    unit,
    translation,
    checkFlags: checkFlags(unit, await sourceOf(client, unit, siblings), translation.component),
    states: choosableStates(translation.component.project.translation_review === true),
  };
}

/**
 * The unit's source string: among the siblings (the source language's unit), else read (its checks then
 * go without the source's flags if that fails, rather than the panel failing); none before 4.3.
 */
async function sourceOf(client: WeblateClient, unit: Unit, siblings: Unit[]): Promise<Unit | undefined> {
  const url = unit.source_unit;
  if (!url || sameResource(url, unit.url)) return url ? unit : undefined;
  return siblings.find((u) => sameResource(u.url, url)) ?? client.follow(url, UnitSchema).catch(() => undefined);
}

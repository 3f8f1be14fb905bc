// Gathers everything the unit panel shows about one unit: the unit, its translation (language, plural
// forms, direction), the same string in the other languages (units sharing its source_unit), and its
// change history. What belongs to the translation (the translation, its component's translations, its
// newest changes) is kept per window (#43 item 6: UnitCaches, one per connection's client): a string
// then costs three requests — itself, the other languages, and the changes since the last open.
import type { WeblateClient } from '../../core/weblate';
import { TranslationSchema, UnitSchema, type Translation, type Unit } from '../../core/weblate/schemas';
import { TranslationHistory } from '../../core/units/translationHistory';
import { translationPathOf } from '../../core/weblate/screenshotSchemas';
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
  /** The translation has older changes than the ones the history was read from. */
  historyPartial: boolean;
  /** Its source string (undefined where none is known): its `has_comment` says whether global comments exist. */
  source: Unit | undefined;
}

/**
 * What a window keeps of the translations it opened strings of: the translation (language, plural forms,
 * the project's review setting), its component's translations (to name the other languages) and its
 * newest changes. A window's settings of a translation do not change under it often; an upload or a
 * new connection starts afresh (`clear`, or a new client).
 */
export class UnitCaches {
  private readonly translations = new Map<string, Promise<Translation>>();
  private readonly languages = new Map<string, Promise<Translation[]>>();
  readonly history: TranslationHistory;

  constructor(private readonly client: WeblateClient) {
    this.history = new TranslationHistory(client);
  }

  translation(url: string): Promise<Translation> {
    return this.keep(this.translations, url.split('?')[0]!, () => this.client.follow(url, TranslationSchema));
  }

  translationsOf(project: string, component: string, signal?: AbortSignal, fresh = false): Promise<Translation[]> {
    const key = `${project}/${component}`;
    if (fresh) this.languages.delete(key);
    return this.keep(this.languages, key, () => this.client.listTranslations(project, component, { signal }));
  }

  clear(): void {
    this.translations.clear();
    this.languages.clear();
    this.history.clear();
  }

  private keep<T>(map: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
    let kept = map.get(key);
    if (!kept) {
      const reading = read();
      map.set(key, (kept = reading));
      // A failed read is not kept: the next open asks again.
      reading.catch(() => map.get(key) === reading && map.delete(key));
    }
    return kept;
  }
}

const cachesOf = new WeakMap<WeblateClient, UnitCaches>();

/** The caches of a connection's client (a new connection starts empty). */
export function unitCaches(client: WeblateClient): UnitCaches {
  let c = cachesOf.get(client);
  if (!c) cachesOf.set(client, (c = new UnitCaches(client)));
  return c;
}

export async function loadUnit(
  client: WeblateClient,
  id: number,
  signal?: AbortSignal,
  caches: UnitCaches = unitCaches(client),
  /** A string read ahead takes the changes already kept rather than asking for newer ones. */
  ahead = false,
): Promise<LoadedUnit> {
  const unit = await client.getUnit(id, signal);
  // The unit's translation address names its project, component and language: everything else is asked
  // at once (one round trip after the unit), the translation itself beside the rest.
  const translationRead = caches.translation(unit.translation);
  const path = translationPathOf(unit.translation) ?? pathOf(await translationRead);
  const { project, component } = path;
  const of = { url: unit.translation, ...path };
  const [translation, siblings, history, kept] = await Promise.all([
    translationRead,
    unitsWithKey(client, project, component, unit.context, signal),
    ahead ? caches.history.current(of) : caches.history.of(of),
    caches.translationsOf(project, component, signal),
  ]);
  // A language added since the window read the component's languages: read them again, once.
  const known = (u: Unit) => kept.some((t) => sameResource(t.url, u.translation));
  const translations = siblings.every(known) ? kept : await caches.translationsOf(project, component, signal, true);
  const changes = history.changes;
  const others: { unit: Unit; translation: Translation }[] = [];
  // Before 4.3 units have no source_unit: the same key in the same component is the same string then.
  for (const s of siblings.filter((u) =>
    u.source_unit && unit.source_unit ? sameResource(u.source_unit, unit.source_unit) : u.context === unit.context,
  )) {
    const t = translations.find((x) => sameResource(x.url, s.translation));
    if (t) others.push({ unit: s, translation: t });
  }
  const source = await sourceOf(client, unit, siblings);
  return {
    view: buildUnitView({ unit, translation, others, changes }),
    unit,
    translation,
    source,
    checkFlags: checkFlags(unit, source, translation.component),
    states: choosableStates(translation.component.project.translation_review === true),
    historyPartial: history.partial,
  };
}

/** A translation's project, component and language, from the translation itself. */
function pathOf(t: Translation): { project: string; component: string; language: string } {
  return { project: t.component.project.slug, component: t.component.slug, language: t.language.code };
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

// "Next untranslated" in the unit panel: the next string without any translation, as Weblate's own
// "Untranslated strings" filter (state:empty). A string needing editing has a translation and is not
// untranslated; lumping it in (state:<translated, Weblate's "Unfinished strings") made the button land on
// needs-editing strings (#41).
import type { Translation, Unit } from '../weblate/schemas';
import type { WeblateClient } from '../weblate/client';

export const UNTRANSLATED_QUERY = 'state:empty';

/** The id of the first untranslated string after `unit` by position, else the first other one; undefined: none. */
export async function nextUntranslatedId(
  client: WeblateClient,
  t: Translation,
  unit: Pick<Unit, 'id' | 'position'>,
): Promise<number | undefined> {
  const page = await client.listTranslationUnitsPage(t.component.project.slug, t.component.slug, t.language.code, 1, {
    q: UNTRANSLATED_QUERY,
    pageSize: 1000,
  });
  return (page.items.find((u) => u.position > unit.position) ?? page.items.find((u) => u.id !== unit.id))?.id;
}

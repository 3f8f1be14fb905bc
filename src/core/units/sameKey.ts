// The same string in every language of its component: the units whose key (context) is this key. The unit
// panel lists them as "other languages", a locale file's hover shows their translations.
import { sameKeyQuery } from '../weblate/query';
import type { Unit, WeblateClient } from '../weblate';

/**
 * The units of `project`/`component` whose context is exactly `key`, every language. The query is only a
 * first cut: a long key is looked up by its first characters, and Weblate's `component:` also matches
 * components whose name contains the slug, so only units with this key in this component are kept.
 */
export async function unitsWithKey(
  client: WeblateClient,
  project: string,
  component: string,
  key: string,
  signal?: AbortSignal,
): Promise<Unit[]> {
  const q = sameKeyQuery(project, component, key);
  if (q === undefined) return [];
  const units = await client.listUnits({ q, signal });
  const where = `/translations/${encodeURIComponent(project)}/${encodeURIComponent(component)}/`;
  return units.filter((u) => u.context === key && u.translation.includes(where));
}

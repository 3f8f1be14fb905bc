// After a create: what World Anvil decided that the writer's file did not say. The seed's create table
// (001, "Article state values"): `state` defaults to the world's own, `isDraft` and `isWip` to 1. A file
// that leaves them out would otherwise differ from World Anvil's side at every later diff and pull
// (issue 31), and a push could not tell the writer's change from the server's default. They are written
// at the end of the front matter (setFrontMatterKey keeps the writer's order) and hashed with the rest.
import type { Article } from '../worldanvil/schemas';
import type { ArticleInput } from '../worldanvil/validation';
import { setFrontMatterKey } from './articleFile';
import { articleInputOf } from './articleToFile';

/** The fields a create leaves to World Anvil, in the order they are appended. */
export const SERVER_DECIDED = ['state', 'isDraft', 'isWip'] as const;

/** The values World Anvil chose for the fields `fields` leaves out, as the article now has them. */
export function serverDecidedFields(
  fields: ArticleInput,
  created: Article,
): Partial<Record<(typeof SERVER_DECIDED)[number], string | boolean>> {
  const now = articleInputOf(created);
  const out: Partial<Record<(typeof SERVER_DECIDED)[number], string | boolean>> = {};
  for (const key of SERVER_DECIDED) {
    const value = now[key];
    if (fields[key] === undefined && (typeof value === 'string' || typeof value === 'boolean')) out[key] = value;
  }
  return out;
}

/** `text` with each of `values` set in its front matter (appended after the writer's keys). */
export function recordServerFields(text: string, values: Record<string, string | boolean>): string {
  return Object.entries(values).reduce((t, [key, value]) => setFrontMatterKey(t, key, value), text);
}

// The store's relations (kept in Aragorn's shape: titled groups of items) as Boromir serves an article's
// links: each relation a field of its own, a reference object or a list of them, beside the generic
// articleParent and childrenArticles. One store, two faces: the preview shows the same relations through
// either API version.
import type { WaDb } from '../data';
import type { WaArticle } from '../model';
import { articleUrl } from '../present';

type Item = { id: string | number; title?: string; type?: string; state?: string; slug?: string; url?: string };
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A relation item as a Boromir reference: the type becomes the entityClass (a template's class name). */
function reference(i: Item) {
  return {
    id: String(i.id),
    title: i.title ?? null,
    slug: i.slug ?? null,
    state: i.state ?? null,
    entityClass: upper(i.type ?? 'article'),
    url: i.url ?? null,
  };
}

export function articleRelationFields(db: WaDb, a: WaArticle): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, rel] of Object.entries(a.relations)) {
    const group = rel as { type?: string; items?: Item | Item[] } & Item;
    if (group.items === undefined) out[field] = reference(group);
    else out[field] = Array.isArray(group.items) ? group.items.map(reference) : reference(group.items);
  }
  const asRef = (x: WaArticle) => ({
    id: x.id,
    title: x.title,
    slug: x.slug,
    state: x.state,
    entityClass: upper(x.template),
    url: articleUrl(db, x),
  });
  const parent = db.articles.find((x) => x.id === a.articleParent);
  const children = db.articles.filter((x) => x.articleParent === a.id);
  return {
    ...out,
    articleParent: parent ? asRef(parent) : null,
    childrenArticles: children.length > 0 ? children.map(asRef) : null,
  };
}

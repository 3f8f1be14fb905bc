// Boromir's shapes ↔ the one article model (schemas.ts) the views, the preview and the article files use.
// The front matter keeps the write names it always had (template, world, category as UUIDs, isDraft), so
// a file pulled through either API version pushes back through either: only this file knows that Boromir
// calls the template `templateType` and wants references as {id} objects.
import type { Article, ArticleSummary, ArticleWriteResult, Category, World, WorldAnvilUser } from '../schemas';
import { FLAG_FIELDS, SECTION_FIELDS } from '../limits';
import type { ArticleInput } from '../validation';
import { boromirRelations } from './relations';
import type { BoromirArticle, BoromirRef } from './schemas';

/** Boromir's entityClass is the template's class name (`MilitaryConflict`); the slug starts lower-case. */
export function templateOf(a: Pick<BoromirArticle, 'templateType' | 'entityClass'>): string {
  if (a.templateType) return a.templateType;
  const cls = a.entityClass ?? 'Article';
  return cls.charAt(0).toLowerCase() + cls.slice(1);
}

/** World Anvil files an uncategorised article under folder "-1" (the world's root). */
function categoryIdOf(a: BoromirArticle): string | undefined {
  if (a.category?.id && a.category.id !== '-1') return a.category.id;
  const folder = a.folderId ?? undefined;
  return folder && folder !== '-1' ? folder : undefined;
}

const ref = (r: BoromirRef) => ({
  id: r.id,
  title: r.title ?? '',
  ...(r.slug ? { slug: r.slug } : {}),
  ...(r.url ? { url: r.url } : {}),
});

export function toArticle(a: BoromirArticle): Article {
  const sections: NonNullable<Article['sections']> = {};
  SECTION_FIELDS.forEach((name, i) => {
    const content = a[name];
    if (typeof content === 'string' && content !== '') sections[name] = { title: name, position: i + 1, content };
  });
  const categoryId = categoryIdOf(a);
  return {
    id: a.id,
    title: a.title,
    ...(a.slug ? { slug: a.slug } : {}),
    template: templateOf(a),
    is_wip: a.isWip ?? false,
    is_draft: a.isDraft ?? false,
    state: a.state ?? 'private',
    ...(a.wordcount != null ? { wordcount: a.wordcount } : {}),
    ...(a.creationDate ? { creation_date: a.creationDate } : {}),
    ...(a.updateDate ? { update_date: a.updateDate } : {}),
    publication_date: a.publicationDate ?? null,
    notification_date: a.notificationDate ?? null,
    tags: a.tags ?? null,
    url: a.url ?? '',
    category: categoryId ? { id: categoryId, title: a.category?.title ?? '' } : null,
    world: a.world ? ref(a.world) : { id: '', title: '' },
    ...(a.author
      ? { author: { id: a.author.id, username: a.author.title ?? '', ...(a.author.url ? { url: a.author.url } : {}) } }
      : {}),
    content: a.content ?? null,
    content_parsed: a.contentParsed ?? null,
    sections,
    relations: boromirRelations(a),
    ...(a.fullRender ? { full_render: a.fullRender } : {}),
    excerpt: a.excerpt ?? null,
    pronunciation: a.pronunciation ?? null,
    subheading: a.subheading ?? null,
    icon: a.icon ?? null,
  };
}

export function toSummary(a: BoromirArticle): ArticleSummary {
  const categoryId = categoryIdOf(a);
  return {
    id: a.id,
    title: a.title,
    ...(a.slug ? { slug: a.slug } : {}),
    ...(a.state ? { state: a.state } : {}),
    isWip: a.isWip ?? false,
    isDraft: a.isDraft ?? false,
    template: templateOf(a),
    ...(a.entityClass ? { entityClass: a.entityClass } : {}),
    ...(a.url ? { url: a.url } : {}),
    update_date: a.updateDate ?? null,
    category: categoryId ? { id: categoryId, title: a.category?.title ?? '' } : null,
  };
}

export function toWriteResult(a: {
  id: string;
  title?: string;
  url?: string | null;
  updateDate?: Article['update_date'] | null;
}): ArticleWriteResult {
  return {
    id: a.id,
    ...(a.title !== undefined ? { title: a.title } : {}),
    ...(a.url ? { url: a.url } : {}),
    ...(a.updateDate ? { update_date: a.updateDate } : {}),
  };
}

export const toWorld = (w: {
  id: string;
  title: string;
  slug?: string | null;
  state?: string | null;
  url?: string | null;
}): World => ({
  id: w.id,
  title: w.title,
  ...(w.slug ? { slug: w.slug } : {}),
  ...(w.state ? { state: w.state } : {}),
  ...(w.url ? { url: w.url } : {}),
});

export const toUser = (u: { id: string; username: string }): WorldAnvilUser => ({ id: u.id, username: u.username });

export function toCategory(c: {
  id: string;
  title: string;
  position?: number | null;
  parentCategory?: BoromirRef | null;
}): Category {
  const parent = c.parentCategory?.id;
  return {
    id: c.id,
    title: c.title,
    ...(parent && parent !== '-1' ? { parentId: parent } : {}),
    ...(c.position != null ? { position: c.position } : {}),
  };
}

/** Fields that are references in Boromir: sent as {id}. */
const REFERENCES: Partial<Record<string, string>> = {
  world: 'world',
  category: 'category',
  articleParent: 'articleParent',
  parent: 'parent',
  custom_article_template: 'customArticleTemplate',
  cover: 'cover',
};

/** The request body of PUT/PATCH article: only given fields, Boromir's names, flags as booleans. */
export function boromirBody(input: ArticleInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const refName = REFERENCES[field];
    if (field === 'template') body.templateType = value;
    else if (refName) body[refName] = { id: value };
    else if ((FLAG_FIELDS as readonly string[]).includes(field)) body[field] = value === true || value === 1;
    else body[field] = value;
  }
  return body;
}

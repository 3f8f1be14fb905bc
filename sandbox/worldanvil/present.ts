// World Anvil records → the JSON the API returns. GET article always carries content and content_parsed;
// other sections and empty fields appear only with load_all_properties=true (seed 001).
import type { WaDb } from './data';
import { SECTION_NAMES, type WaArticle, type WaWorld } from './model';
import { renderBBCode } from './render';

/** Covers, portraits and author pages stay on World Anvil's own site; images in the text point at the sandbox (render.ts). */
const SITE = 'https://www.worldanvil.com';

export const worldUrl = (db: WaDb, w: WaWorld) => `${db.site}/w/${encodeURIComponent(w.slug)}`;

export function worldJson(db: WaDb, w: WaWorld) {
  return { id: w.id, title: w.title, slug: w.slug, state: w.state, url: worldUrl(db, w), success: true };
}

function worldRef(db: WaDb, id: string) {
  const w = db.worlds.find((x) => x.id === id)!;
  return { id: w.id, title: w.title, slug: w.slug, url: worldUrl(db, w) };
}

function wordcount(a: WaArticle): number {
  const text = [a.content ?? '', ...Object.values(a.sections)].join(' ').replace(/\[[^\]]*\]/g, ' ');
  return text.split(/\s+/).filter(Boolean).length;
}

export function articleUrl(db: WaDb, a: WaArticle): string {
  return (
    a.webUrl ??
    `${worldUrl(
      db,
      db.worlds.find((w) => w.id === a.worldId)!,
    )}/a/${encodeURIComponent(a.slug)}`
  );
}

export function articleSummary(db: WaDb, a: WaArticle) {
  const category = db.categories.find((c) => c.id === a.categoryId);
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    state: a.state,
    isWip: a.isWip,
    isDraft: a.isDraft,
    entityClass: a.template,
    template: a.template,
    url: articleUrl(db, a),
    update_date: a.updateDate,
    category: category ? { id: category.id, title: category.title, slug: category.slug } : null,
  };
}

export function articleJson(db: WaDb, a: WaArticle, all: boolean) {
  const author = a.authorId === db.me.id ? db.me : db.other;
  const category = db.categories.find((c) => c.id === a.categoryId);
  const sections: Record<string, { title: string; position: number; content: string; content_parsed: string }> = {};
  SECTION_NAMES.forEach((name, i) => {
    const content = a.sections[name] ?? '';
    if (content !== '' || all)
      sections[name] = { title: name, position: i + 1, content, content_parsed: renderBBCode(content, db.site) };
  });
  const optional: Record<string, unknown> = {
    pronunciation: a.pronunciation,
    subheading: a.subheading,
    excerpt: a.excerpt,
    icon: a.icon,
    position: a.position,
    userMetadata: a.userMetadata,
    articleParent: a.articleParent,
    parent: a.parent,
    cover: a.cover ? { id: a.cover, url: `${SITE}/uploads/images/${a.cover}.png` } : null,
    isAdultContent: a.isAdultContent,
  };
  const shown = Object.fromEntries(
    Object.entries(optional).filter(([, v]) => all || (v !== '' && v !== null && v !== false)),
  );
  const fullRender = [
    `<h1>${renderBBCode(a.title).replace(/^<p>|<\/p>$/g, '')}</h1>`,
    renderBBCode(a.content, db.site),
    ...Object.values(sections).map((s) => s.content_parsed),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    template: a.template,
    is_wip: a.isWip,
    is_draft: a.isDraft,
    state: a.state,
    ...(a.passcode ? { passcode: a.passcode } : {}),
    wordcount: wordcount(a),
    creation_date: a.creationDate,
    update_date: a.updateDate,
    publication_date: a.publicationDate,
    notification_date: a.notificationDate,
    tags: a.tags,
    url: articleUrl(db, a),
    category: category
      ? {
          id: category.id,
          title: category.title,
          slug: category.slug,
          url: `${worldUrl(
            db,
            db.worlds.find((w) => w.id === category.worldId)!,
          )}/c/${encodeURIComponent(category.slug)}`,
        }
      : all
        ? null
        : undefined,
    world: worldRef(db, a.worldId),
    author: {
      id: author.id,
      username: author.username,
      url: `${SITE}/author/${author.username}`,
      avatar: author.avatar,
    },
    portrait: a.portraitId
      ? { id: a.portraitId, url: `${SITE}/uploads/images/${a.portraitId}.png` }
      : all
        ? null
        : undefined,
    content: a.content,
    content_parsed: renderBBCode(a.content, db.site),
    sections,
    relations: a.relations,
    full_render: fullRender,
    ...shown,
    success: true,
  };
}

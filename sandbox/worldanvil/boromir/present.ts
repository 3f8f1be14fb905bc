// Sandbox records → Boromir's JSON: camelCase names, `templateType`, references as nested objects with
// entityClass, date objects, `success: true` on every answer. What an article carries grows with the
// granularity asked for (-1 reference, 0 default, 1 full, 2 extended, 3 special), as pywaclient describes.
import type { WaDb } from '../data';
import { SECTION_NAMES, type WaArticle, type WaCategory, type WaWorld } from '../model';
import { articleUrl, worldUrl } from '../present';
import { renderBBCode } from '../render';
import { articleRelationFields } from './relations';

const SITE = 'https://www.worldanvil.com';
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function worldRef(db: WaDb, w: WaWorld) {
  return {
    id: w.id,
    title: w.title,
    slug: w.slug,
    state: w.state,
    isWip: null,
    isDraft: null,
    entityClass: 'World',
    icon: 'fa-solid fa-globe',
    url: worldUrl(db, w),
    subscribergroups: [],
    folderId: '-1',
    tags: null,
    updateDate: null,
  };
}

export function categoryJson(db: WaDb, c: WaCategory) {
  const world = db.worlds.find((w) => w.id === c.worldId)!;
  const parent = db.categories.find((p) => p.id === c.parentId);
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    state: world.state,
    isWip: null,
    isDraft: null,
    entityClass: 'Category',
    icon: 'fa-solid fa-folder',
    url: `${worldUrl(db, world)}/c/${encodeURIComponent(c.slug)}`,
    subscribergroups: [],
    folderId: c.parentId ?? '-1',
    tags: null,
    updateDate: null,
    position: null,
    parentCategory: parent ? categoryRef(db, parent) : null,
    world: worldRef(db, world),
  };
}

function categoryRef(db: WaDb, c: WaCategory) {
  const world = db.worlds.find((w) => w.id === c.worldId)!;
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    state: world.state,
    entityClass: 'Category',
    url: `${worldUrl(db, world)}/c/${encodeURIComponent(c.slug)}`,
  };
}

/** Granularity -1: what a list entry carries (the shape of a real world/articles entity). */
export function articleRef(db: WaDb, a: WaArticle) {
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    state: a.state,
    isWip: a.isWip,
    isDraft: a.isDraft,
    entityClass: upper(a.template),
    icon: a.icon || null,
    url: articleUrl(db, a),
    subscribergroups: [],
    folderId: a.categoryId ?? '-1',
    tags: a.tags || null,
    updateDate: a.updateDate,
    position: a.position,
  };
}

export function articleBoromir(db: WaDb, a: WaArticle, granularity: number) {
  const ref = articleRef(db, a);
  if (granularity < 0) return { ...ref, success: true };
  const world = db.worlds.find((w) => w.id === a.worldId)!;
  const author = a.authorId === db.me.id ? db.me : db.other;
  const category = db.categories.find((c) => c.id === a.categoryId);
  const base = {
    ...ref,
    templateType: a.template,
    excerpt: a.excerpt || null,
    pronunciation: a.pronunciation || null,
    subheading: a.subheading || null,
    wordcount: [a.content ?? '', ...Object.values(a.sections)].join(' ').split(/\s+/).filter(Boolean).length,
    creationDate: a.creationDate,
    publicationDate: a.publicationDate,
    notificationDate: a.notificationDate,
    isAdultContent: a.isAdultContent,
    author: {
      id: author.id,
      title: author.username,
      slug: null,
      state: null,
      entityClass: 'User',
      icon: 'fa-solid fa-user',
      url: `${SITE}/author/${author.username}`,
    },
    world: worldRef(db, world),
    category: category ? categoryRef(db, category) : null,
    cover: a.cover
      ? { id: a.cover, title: 'Cover', entityClass: 'Image', url: `${SITE}/uploads/images/${a.cover}.png` }
      : null,
  };
  if (granularity === 0) return { ...base, success: true };
  const all = granularity >= 2;
  // Sections, like the links, come at granularity 2 (World Anvil's schema, "Article (Generic) - GR 2").
  const sections = all ? Object.fromEntries(SECTION_NAMES.map((s) => [s, a.sections[s] || null])) : {};
  const full = { ...base, content: a.content, contentParsed: renderBBCode(a.content, db.site), ...sections };
  if (!all) return { ...full, success: true };
  // The links to other articles come at granularity 2, as World Anvil's schema has them ("Article
  // (Generic) - GR 2": articleNext, articlePrevious, a template's references); one never replaces a field
  // of the article itself.
  const links = Object.fromEntries(Object.entries(articleRelationFields(db, a)).filter(([k]) => !(k in full)));
  return {
    ...links,
    ...full,
    userMetadata: a.userMetadata,
    customArticleTemplate: a.customArticleTemplate ? { id: a.customArticleTemplate } : null,
    fullRender: [renderBBCode(a.content, db.site), ...SECTION_NAMES.map((s) => renderBBCode(a.sections[s], db.site))]
      .filter(Boolean)
      .join('\n'),
    ...(a.passcode ? { passcode: a.passcode } : {}),
    success: true,
  };
}

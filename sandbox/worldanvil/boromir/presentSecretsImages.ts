// Secrets and images as Boromir serves them, after World Anvil's own schemas (its OpenAPI parts, as
// awforge/world-anvil-client vendors them: secret.zero/two.yml, image.yml): a secret's `url` is its edit
// page; at granularity 0 it carries its content, at 2 its author, article and world. An image's id is a
// number and its `url` is the file itself (/uploads/images/<hash>.<ext>, what pywaclient's get_binary
// downloads); at 0 it carries the file's name, size and dimensions, alt and description, at 2 its
// article, owner and world.
import type { WaDb } from '../data';
import type { WaImage, WaSecret } from '../model';
import { articleUrl } from '../present';
import { IMAGES_PREFIX } from '../images';
import { worldRef } from './present';

const SITE = 'https://www.worldanvil.com';
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function articleRefOf(db: WaDb, id: string | null) {
  const a = db.articles.find((x) => x.id === id);
  return a
    ? { id: a.id, title: a.title, slug: a.slug, state: a.state, entityClass: upper(a.template), url: articleUrl(db, a) }
    : null;
}

function userRef(db: WaDb, id: string) {
  const u = id === db.me.id ? db.me : db.other;
  return {
    id: u.id,
    title: u.username,
    slug: null,
    state: null,
    entityClass: 'User',
    url: `${SITE}/author/${u.username}`,
  };
}

export const secretUrl = (db: WaDb, s: WaSecret) => `${db.site}/world/secret/${s.id}/edit`;

export function secretBoromir(db: WaDb, s: WaSecret, granularity: number) {
  const world = db.worlds.find((w) => w.id === s.worldId)!;
  const ref = {
    id: s.id,
    title: s.title,
    slug: s.slug,
    state: s.state,
    isWip: null,
    isDraft: null,
    entityClass: 'Secret',
    icon: 'fa-solid fa-user-secret',
    url: secretUrl(db, s),
    subscribergroups: [],
    folderId: null,
    tags: s.tags || null,
    updateDate: s.updateDate,
  };
  if (granularity < 0) return ref;
  const zero = { ...ref, content: s.content, creationDate: s.creationDate, isEditable: world.ownerId === db.me.id };
  if (granularity < 2) return zero;
  return {
    ...zero,
    author: userRef(db, s.authorId),
    article: articleRefOf(db, s.articleId),
    world: worldRef(db, world),
    editURL: secretUrl(db, s),
  };
}

export const imageFileUrl = (db: WaDb, i: WaImage) => `${db.site}${IMAGES_PREFIX}${i.filename}`;

export function imageBoromir(db: WaDb, i: WaImage, granularity: number) {
  const world = db.worlds.find((w) => w.id === i.worldId)!;
  const ref = {
    id: i.id,
    title: i.title,
    slug: null,
    state: world.state,
    isWip: null,
    isDraft: null,
    entityClass: 'Image',
    icon: 'fa-solid fa-image',
    url: imageFileUrl(db, i),
    subscribergroups: [],
    folderId: null,
    tags: null,
    updateDate: i.updateDate,
    isEditable: world.ownerId === db.me.id,
  };
  if (granularity < 0) return ref;
  const zero = {
    ...ref,
    filename: i.filename,
    path: IMAGES_PREFIX.replace(/\/$/, ''),
    size: i.bytes.length,
    width: i.width,
    height: i.height,
    extension: i.extension,
    description: i.description,
    alt: i.alt,
    creditArtistName: null,
    creditArtistWebsite: null,
    creditArtTitle: null,
    creditArtUrl: null,
    creationDate: i.creationDate,
    views: 0,
    likes: 0,
    isFeatured: false,
    linkUrl: null,
    pageUrl: `${db.site}/i/${i.id}`,
  };
  if (granularity < 2) return zero;
  return {
    ...zero,
    article: articleRefOf(db, i.articleId),
    owner: userRef(db, i.ownerId),
    world: worldRef(db, world),
    gallieries: [],
  };
}

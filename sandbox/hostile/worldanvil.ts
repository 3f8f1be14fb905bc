// The hostile corpus in the sandbox's World Anvil: one article in the demo user's private world ("Secret
// Notebook", which no other test counts), carrying every payload in its content, spread over all ten
// sections, and in its title, excerpt, tags, subheading and relations. A fixed id and no draw from the
// shared id generator, so the other records and the ids of articles created later stay the same.
import { SECTION_NAMES, phpDate, type WaArticle, type WaWorld } from '../worldanvil/model';
import { HOSTILE_PAYLOADS, nthPayload, payload, PWN } from './payloads';
import { escapeArticle } from './links';

export const HOSTILE_ARTICLE_ID = '0badc0de-5ec0-4bad-8bad-00000000a11e';
export const HOSTILE_ARTICLE_TITLE = `Hostile <img src=x onerror=${PWN}> article`;
export const HOSTILE_WORLD_SLUG = 'secret-notebook';

/** Every payload as its own paragraph, named in bold first (so a reader of the preview can tell them apart). */
export function hostileArticleContent(): string {
  return HOSTILE_PAYLOADS.map((p) => `[b]${p.name}[/b]\r\n${p.text}`).join('\r\n\r\n');
}

/** Section name → its payloads: the corpus dealt round-robin over the ten sections. */
export function hostileSections(): Record<(typeof SECTION_NAMES)[number], string> {
  const out = Object.fromEntries(SECTION_NAMES.map((s) => [s, [] as string[]]));
  HOSTILE_PAYLOADS.forEach((p, i) => out[SECTION_NAMES[i % SECTION_NAMES.length]!]!.push(p.text));
  return Object.fromEntries(Object.entries(out).map(([s, texts]) => [s, texts.join('\r\n\r\n')])) as Record<
    (typeof SECTION_NAMES)[number],
    string
  >;
}

export const HOSTILE_TAGS = [
  payload('script-tag').text,
  payload('bbcode-url-colon-javascript').text,
  payload('img-onerror').text,
].join(',');
export const HOSTILE_EXCERPT = payload('svg-onload').text;
export const HOSTILE_RELATION_TITLE = `<svg onload=${PWN}>`;
export const HOSTILE_RELATION_ITEM = nthPayload(5).text;

export function hostileArticle(world: WaWorld): WaArticle {
  const at = phpDate(new Date(Date.parse('2026-03-01T12:00:00Z')));
  return {
    id: HOSTILE_ARTICLE_ID,
    worldId: world.id,
    authorId: world.ownerId,
    title: HOSTILE_ARTICLE_TITLE,
    slug: 'hostile-article',
    template: 'article',
    state: world.state,
    isDraft: false,
    isWip: false,
    isAdultContent: false,
    tags: HOSTILE_TAGS,
    categoryId: null,
    articleParent: null,
    parent: null,
    customArticleTemplate: null,
    cover: null,
    portraitId: null,
    content: hostileArticleContent(),
    sections: hostileSections(),
    excerpt: HOSTILE_EXCERPT,
    pronunciation: payload('style-attr-url').text,
    subheading: payload('title-breakout').text,
    icon: '',
    position: null,
    userMetadata: null,
    relations: {
      hostile: {
        title: HOSTILE_RELATION_TITLE,
        position: 1,
        type: 'collection',
        items: [{ id: 9101, title: HOSTILE_RELATION_ITEM, type: 'person', state: 'public', is_article: 'false' }],
      },
    },
    creationDate: at,
    updateDate: at,
    publicationDate: at,
    notificationDate: null,
  };
}

/** Adds the hostile article (and the one with a traversing slug and an smb: link) to the world with slug `secret-notebook`. */
export function addHostileWorldAnvilData(db: { worlds: WaWorld[]; articles: WaArticle[] }): void {
  const world = db.worlds.find((w) => w.slug === HOSTILE_WORLD_SLUG)!;
  db.articles.push(hostileArticle(world), escapeArticle(world));
}

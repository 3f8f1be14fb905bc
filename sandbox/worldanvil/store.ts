// Writes to the sandbox's World Anvil records, shared by both faces (Aragorn and Boromir) so an article
// made through one reads the same through the other. Bodies come in Aragorn's write names: the Boromir
// face translates its own (templateType, {id} references) first.
import type { WaDb } from './data';
import { phpDate, SECTION_NAMES, type WaArticle, type WaWorld } from './model';
import { TEMPLATES } from './validate';

const flag = (v: unknown) => v === 1 || v === true;

export function writeArticle(a: WaArticle, body: Record<string, unknown>): void {
  if (typeof body.title === 'string') {
    a.title = body.title;
    a.slug = body.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  }
  if (body.isDraft !== undefined) a.isDraft = flag(body.isDraft);
  if (body.isWip !== undefined) a.isWip = flag(body.isWip);
  if (body.isAdultContent !== undefined) a.isAdultContent = flag(body.isAdultContent);
  if (body.state !== undefined) a.state = body.state as 'public' | 'private';
  if (body.category !== undefined) a.categoryId = body.category as string;
  if (body.articleParent !== undefined) a.articleParent = body.articleParent as string;
  if (body.parent !== undefined) a.parent = body.parent as string;
  if (body.cover !== undefined) a.cover = body.cover as number;
  if (body.position !== undefined) a.position = body.position as number;
  if (body.content !== undefined) a.content = body.content as string;
  if (body.userMetadata !== undefined) a.userMetadata = body.userMetadata;
  for (const f of ['tags', 'excerpt', 'pronunciation', 'subheading', 'icon'] as const)
    if (typeof body[f] === 'string') a[f] = body[f] as string;
  for (const s of SECTION_NAMES) if (typeof body[s] === 'string') a.sections[s] = body[s] as string;
  a.updateDate = phpDate(new Date());
}

/** A new article in `world` from a validated create body (defaults of seed 001: draft and WIP, the world's state). */
export function createArticleRecord(db: WaDb, world: WaWorld, body: Record<string, unknown>): WaArticle {
  const now = phpDate(new Date());
  const a: WaArticle = {
    id: db.uuid(),
    worldId: world.id,
    authorId: db.me.id,
    title: '',
    slug: '',
    template: TEMPLATES.includes(body.template as string) ? (body.template as string) : 'article',
    state: world.state,
    isDraft: true,
    isWip: true,
    isAdultContent: false,
    tags: '',
    categoryId: null,
    articleParent: null,
    parent: null,
    customArticleTemplate: (body.custom_article_template as string | undefined) ?? null,
    cover: null,
    portraitId: null,
    content: null,
    sections: {},
    excerpt: '',
    pronunciation: '',
    subheading: '',
    icon: '',
    position: null,
    userMetadata: null,
    relations: {},
    creationDate: now,
    updateDate: now,
    publicationDate: now,
    notificationDate: null,
  };
  writeArticle(a, body);
  db.articles.push(a);
  return a;
}

// An article whose slug walks out of the folder a pull writes to and whose web link is an `smb:` share: the
// end-to-end checks of the file-name and external-link guards (10-pull-article). In the private world
// "Secret Notebook", which no other test counts; a fixed id, so no other record's id changes.
import { phpDate, type WaArticle, type WaWorld } from '../worldanvil/model';

export const ESCAPE_ARTICLE_ID = '0badc0de-5ec0-4bad-8bad-0000000e5cae';
export const ESCAPE_ARTICLE_TITLE = 'Escape Hatch';
/** Resolved from articles/ by joinPath, this lands beside the workspace folder. */
export const ESCAPE_SLUG = '../../escaped-by-slug';
export const ESCAPE_WEB_URL = 'smb://attacker.invalid/share/notes';

export function escapeArticle(world: WaWorld): WaArticle {
  const at = phpDate(new Date(Date.parse('2026-03-02T12:00:00Z')));
  return {
    id: ESCAPE_ARTICLE_ID,
    worldId: world.id,
    authorId: world.ownerId,
    title: ESCAPE_ARTICLE_TITLE,
    slug: ESCAPE_SLUG,
    webUrl: ESCAPE_WEB_URL,
    template: 'article',
    state: world.state,
    isDraft: false,
    isWip: false,
    isAdultContent: false,
    tags: '',
    categoryId: null,
    articleParent: null,
    parent: null,
    customArticleTemplate: null,
    cover: null,
    portraitId: null,
    content: 'A door that should stay shut.',
    sections: {},
    excerpt: '',
    pronunciation: '',
    subheading: '',
    icon: '',
    position: null,
    userMetadata: null,
    relations: {},
    creationDate: at,
    updateDate: at,
    publicationDate: at,
    notificationDate: null,
  };
}

// The sandbox's World Anvil records, shaped close to what GET article returns (seed 001).
export interface PhpDate {
  date: string;
  timezone_type: number;
  timezone: string;
}

export interface WaUser {
  id: string;
  username: string;
  avatar: { id: number; url: string };
}

export interface WaWorld {
  id: string;
  title: string;
  slug: string;
  state: 'public' | 'private';
  ownerId: string;
}

export interface WaCategory {
  id: string;
  title: string;
  slug: string;
  worldId: string;
  /** The category this one is nested in (World Anvil nests categories); undefined at the world's root. */
  parentId?: string;
}

export const SECTION_NAMES = [
  'seeded',
  'sidebarcontent',
  'sidepanelcontenttop',
  'sidepanelcontent',
  'sidebarcontentbottom',
  'footnotes',
  'fullfooter',
  'authornotes',
  'credits',
  'scrapbook',
] as const;

export interface WaArticle {
  id: string;
  worldId: string;
  authorId: string;
  title: string;
  slug: string;
  /** The article's web address when it is not the one made from the slugs (hostile data). */
  webUrl?: string;
  template: string;
  state: 'public' | 'private';
  isDraft: boolean;
  isWip: boolean;
  isAdultContent: boolean;
  passcode?: string;
  tags: string;
  categoryId: string | null;
  articleParent: string | null;
  parent: string | null;
  customArticleTemplate: string | null;
  cover: number | null;
  portraitId: number | null;
  content: string | null;
  /** Text sections (BBCode with \r\n), keyed by the write-table names. */
  sections: Partial<Record<(typeof SECTION_NAMES)[number], string>>;
  excerpt: string;
  pronunciation: string;
  subheading: string;
  icon: string;
  position: number | null;
  userMetadata: unknown;
  relations: Record<string, unknown>;
  creationDate: PhpDate;
  updateDate: PhpDate;
  publicationDate: PhpDate;
  notificationDate: PhpDate | null;
}

export function phpDate(d: Date): PhpDate {
  const iso = d.toISOString(); // 2026-01-05T09:00:00.000Z
  return {
    date: `${iso.slice(0, 10)} ${iso.slice(11, 19)}.${iso.slice(20, 23)}000`,
    timezone_type: 3,
    timezone: 'UTC',
  };
}

/** A secret (World Anvil's hidden reveal): BBCode content, optionally tied to an article of its world. */
export interface WaSecret {
  id: string;
  worldId: string;
  authorId: string;
  title: string;
  slug: string;
  content: string | null;
  state: 'public' | 'private';
  tags: string;
  articleId: string | null;
  creationDate: PhpDate;
  updateDate: PhpDate;
}

/** An uploaded image: metadata, and the bytes its `url` serves (images.ts). Ids are numbers, as World Anvil's. */
export interface WaImage {
  id: number;
  worldId: string;
  ownerId: string;
  title: string;
  /** `<hash>.<extension>`: the last part of the image's url. */
  filename: string;
  extension: 'png' | 'jpg';
  width: number;
  height: number;
  bytes: Buffer;
  alt: string;
  description: string;
  articleId: string | null;
  creationDate: PhpDate;
  updateDate: PhpDate;
}

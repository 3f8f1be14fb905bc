// What Scriptorium needs from World Anvil, independent of the API version. Two implementations: Boromir
// (boromir/client.ts, the current API: resources by query parameter, lists by POST) and Aragorn
// (aragornClient.ts, the seed's deprecated API). Both answer in the one article model of schemas.ts, so
// the views and the article files never know which version spoke.
import type { Article, ArticleSummary, ArticleWriteResult, Category, World, WorldAnvilUser } from './schemas';
import type { ArticleInput } from './validation';
import type { ImageBytes } from './boromir/imageBytes';
import type { Secret, SecretInput, WorldImage } from './boromir/secretImageSchemas';
import type {
  Manuscript,
  ManuscriptBeat,
  ManuscriptPart,
  ManuscriptStat,
  ManuscriptVersion,
} from './boromir/manuscriptSchemas';
import type { ManuscriptMark, ManuscriptMarkKind } from './boromir/manuscriptMarkSchemas';

export type WorldAnvilApiVersion = 'boromir' | 'aragorn';

export interface ArticlePage {
  items: ArticleSummary[];
  /** False once a page came back shorter than asked (World Anvil lists have no count). */
  hasMore: boolean;
  nextOffset: number;
}

/** The category id World Anvil uses for "filed in no category" (the world's root). */
export const ROOT_CATEGORY = '-1';

export interface ArticleListOptions {
  offset: number;
  limit: number;
  /** Only the articles filed directly in this category (ROOT_CATEGORY: those in none). */
  categoryId?: string;
  signal?: AbortSignal;
}

/** One page of a world's list read by offset (secrets, images). */
export interface EntityPage<T> {
  items: T[];
  hasMore: boolean;
  nextOffset: number;
}

export interface EntityPageOptions {
  offset: number;
  limit: number;
  signal?: AbortSignal;
}

/** A world's secrets (boromir/secretsImages.ts). */
export interface SecretsApi {
  list(worldId: string, page: EntityPageOptions): Promise<EntityPage<Secret>>;
  listAll(worldId: string, opts?: { signal?: AbortSignal }): Promise<Secret[]>;
  get(id: string, opts?: { signal?: AbortSignal }): Promise<Secret>;
  create(input: SecretInput): Promise<Secret>;
  update(id: string, input: SecretInput): Promise<{ id: string }>;
  delete(id: string): Promise<void>;
}

/** A world's images: metadata, and bytes from the address the metadata names (boromir/imageBytes.ts). */
export interface ImagesApi {
  list(worldId: string, page: EntityPageOptions): Promise<EntityPage<WorldImage>>;
  listAll(worldId: string, opts?: { signal?: AbortSignal }): Promise<WorldImage[]>;
  get(id: string, opts?: { signal?: AbortSignal }): Promise<WorldImage>;
  fetch(id: string, opts?: { maxBytes?: number; signal?: AbortSignal }): Promise<{ image: WorldImage } & ImageBytes>;
  delete(id: string): Promise<void>;
}

type Signal = { signal?: AbortSignal };

/** A world's manuscripts, read only (#47; boromir/manuscripts.ts): versions, parts and beats in order. */
export interface ManuscriptsApi {
  listManuscripts(worldId: string, opts?: Signal): Promise<Manuscript[]>;
  getManuscript(id: string, opts?: Signal): Promise<Manuscript>;
  listVersions(manuscriptId: string, opts?: Signal): Promise<ManuscriptVersion[]>;
  getVersion(id: string, opts?: Signal): Promise<ManuscriptVersion>;
  listParts(versionId: string, opts?: Signal): Promise<ManuscriptPart[]>;
  getPart(id: string, opts?: Signal): Promise<ManuscriptPart>;
  listBeats(partId: string, opts?: Signal): Promise<ManuscriptBeat[]>;
  getBeat(id: string, opts?: Signal): Promise<ManuscriptBeat>;
  listStats(versionId: string, opts?: Signal): Promise<ManuscriptStat[]>;
  /** A version's plots (owner: the version), a manuscript's tags, labels or bookmarks (owner: the manuscript). */
  listMarks(kind: ManuscriptMarkKind, ownerId: string, opts?: Signal): Promise<ManuscriptMark[]>;
  getMark(kind: ManuscriptMarkKind, id: string, opts?: Signal): Promise<ManuscriptMark>;
  /** The part's beats with their content; `skip` keeps a beat as listed (a pull's unchanged beats). */
  readBeats(partId: string, opts?: Signal & { skip?: (b: ManuscriptBeat) => boolean }): Promise<ManuscriptBeat[]>;
  /** A new beat of a part (PUT, never repeated by itself: one that landed must not make a second beat). */
  createBeat(input: BeatWrite & { partId: string; content: string }, opts?: Signal): Promise<ManuscriptBeat>;
  /** Only the fields given; the answer's update date when World Anvil gives one. */
  updateBeat(id: string, input: BeatWrite, opts?: Signal): Promise<ManuscriptBeat>;
  deleteBeat(id: string, opts?: Signal): Promise<void>;
  /** A new part of a version (PUT, never repeated by itself), placed at `position`. */
  createPart(input: PartWrite & { versionId: string; title: string }, opts?: Signal): Promise<ManuscriptPart>;
  /** Only the fields given (a push sends a part's `position` when parts must be renumbered). */
  updatePart(id: string, input: PartWrite, opts?: Signal): Promise<ManuscriptPart>;
  /** Deletes a part (DELETE, never repeated by itself); a push deletes its beats first. */
  deletePart(id: string, opts?: Signal): Promise<void>;
}

/** What a push writes to a part: its title, synopsis and place in its version. */
export interface PartWrite {
  title?: string;
  synopsis?: string;
  position?: number;
}

/** What a push writes to a beat: its BBCode content, title and place in its part. */
export interface BeatWrite {
  content?: string;
  title?: string;
  position?: number;
}

export interface WorldAnvilApi {
  readonly apiVersion: WorldAnvilApiVersion;
  getUser(signal?: AbortSignal): Promise<WorldAnvilUser>;
  getWorld(id: string): Promise<World>;
  listWorlds(userId: string): Promise<World[]>;
  /**
   * Every category of a world, each with its parent (undefined at the world's root). Past LIST_CAP a
   * ListTooLongError with the categories read; `offset` (its `resumeAt`) reads the next stretch.
   */
  listCategories(worldId: string, opts?: { signal?: AbortSignal; offset?: number }): Promise<Category[]>;
  listArticles(worldId: string, page: ArticleListOptions): Promise<ArticlePage>;
  listAllArticles(
    worldId: string,
    opts?: { categoryId?: string; signal?: AbortSignal; onProgress?: (loaded: number) => void },
  ): Promise<ArticleSummary[]>;
  getArticle(id: string, opts?: { loadAllProperties?: boolean; signal?: AbortSignal }): Promise<Article>;
  createArticle(input: ArticleInput): Promise<ArticleWriteResult>;
  patchArticle(id: string, input: ArticleInput): Promise<ArticleWriteResult>;
  deleteArticle(id: string): Promise<void>;
  /** The newest article of this title in a world that is not among knownIds (see createOnce). */
  findArticleByTitle(
    worldId: string,
    title: string,
    opts?: { knownIds?: ReadonlySet<string>; signal?: AbortSignal },
  ): Promise<ArticleSummary | undefined>;
  /** A world's secrets and images (#29): Boromir only; undefined on Aragorn, which has none. */
  readonly secrets?: SecretsApi;
  readonly images?: ImagesApi;
  /** A world's manuscripts (#47): Boromir only. */
  readonly manuscripts?: ManuscriptsApi;
  close(): Promise<void>;
}

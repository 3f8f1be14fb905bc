// What Scriptorium needs from World Anvil, independent of the API version. Two implementations: Boromir
// (boromir/client.ts, the current API: resources by query parameter, lists by POST) and Aragorn
// (aragornClient.ts, the seed's deprecated API). Both answer in the one article model of schemas.ts, so
// the views and the article files never know which version spoke.
import type { Article, ArticleSummary, ArticleWriteResult, Category, World, WorldAnvilUser } from './schemas';
import type { ArticleInput } from './validation';
import type { ImageBytes } from './boromir/imageBytes';
import type { Secret, SecretInput, WorldImage } from './boromir/secretImageSchemas';

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
  close(): Promise<void>;
}

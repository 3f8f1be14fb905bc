// What Scriptorium needs from World Anvil, independent of the API version. The Aragorn client (the seed)
// implements it now; a Boromir adapter (/api/external/boromir/, lists by POST) can implement it later
// without the views noticing.
import type { Article, ArticleSummary, ArticleWriteResult, World, WorldAnvilUser } from './schemas';
import type { ArticleInput } from './validation';

export interface ArticlePage {
  items: ArticleSummary[];
  /** False once a page came back shorter than asked (World Anvil lists have no count). */
  hasMore: boolean;
  nextOffset: number;
}

export interface WorldAnvilApi {
  getUser(signal?: AbortSignal): Promise<WorldAnvilUser>;
  getWorld(id: string): Promise<World>;
  listWorlds(userId: string): Promise<World[]>;
  listArticles(worldId: string, page: { offset: number; limit: number; signal?: AbortSignal }): Promise<ArticlePage>;
  listAllArticles(worldId: string, opts?: { signal?: AbortSignal; onProgress?: (loaded: number) => void }): Promise<ArticleSummary[]>;
  getArticle(id: string, opts?: { loadAllProperties?: boolean; signal?: AbortSignal }): Promise<Article>;
  createArticle(input: ArticleInput): Promise<ArticleWriteResult>;
  patchArticle(id: string, input: ArticleInput): Promise<ArticleWriteResult>;
  close(): Promise<void>;
}

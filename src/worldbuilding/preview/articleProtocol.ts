// Messages between the article preview and its webview. The HTML it carries is already sanitized in the
// extension host (sanitize-html allow-list); the webview's CSP blocks scripts in it regardless.
import { z } from 'zod';

export const FromArticleWebview = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('openExternal'), url: z.string().url().refine((u) => /^https:\/\//.test(u), 'https only') }),
  // "Load remote images": for this article's preview, until it closes or shows another article.
  z.object({ type: z.literal('loadRemoteImages') }),
]);

export interface ArticlePreviewModel {
  title: string;
  subtitle: string;
  badges: string[];
  /** Sanitized HTML of the main content. */
  html: string;
  /** name: as World Anvil's editor labels the field; hint: where World Anvil shows it. */
  sections: { name: string; html: string; hint?: string }[];
  /** exact: the server's own value of a date (shown on hover); datetime: its ISO form. */
  facts: { label: string; value: string; exact?: string; datetime?: string }[];
  url?: string;
  warnings: string[];
  /** Set when images from other sites were held back: says so, beside a "Load remote images" button. */
  heldImages?: string;
}

export type ToArticleWebview = { type: 'article'; article: ArticlePreviewModel } | { type: 'error'; message: string } | { type: 'loading' };

// Messages between the article preview and its webview. The HTML it carries is already sanitized in the
// extension host (sanitize-html allow-list); the webview's CSP blocks scripts in it regardless.
import { z } from 'zod';

export const FromArticleWebview = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('openExternal'), url: z.string().url().refine((u) => /^https:\/\//.test(u), 'https only') }),
]);

export interface ArticlePreviewModel {
  title: string;
  subtitle: string;
  badges: string[];
  /** Sanitized HTML of the main content. */
  html: string;
  sections: { name: string; html: string }[];
  facts: { label: string; value: string }[];
  url?: string;
  warnings: string[];
}

export type ToArticleWebview = { type: 'article'; article: ArticlePreviewModel } | { type: 'error'; message: string } | { type: 'loading' };

// Messages between the article preview and its webview. The HTML it carries is already sanitized in the
// extension host (sanitize-html allow-list); the webview's CSP blocks scripts in it regardless.
import { z } from 'zod';
import { UUID_PATTERN } from '../../core/worldanvil/limits';

export const FromArticleWebview = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('openExternal'),
    url: z
      .string()
      .url()
      .refine((u) => /^https:\/\//.test(u), 'https only'),
  }),
  // "Load remote images": for the article the page showed when it was clicked (its `subject`), until the
  // panel closes or shows another; a click that arrives after another article was asked for is refused.
  z.object({ type: z.literal('loadRemoteImages'), subject: z.string().min(1).max(8192) }),
  // A mention clicked: that article's preview in this panel. Only an id of World Anvil's shape.
  z.object({ type: z.literal('openArticle'), id: z.string().regex(UUID_PATTERN) }),
  // The header's buttons: the shown article's own page (its url stays in the extension), the one before.
  z.object({ type: z.literal('openOnWorldAnvil') }),
  z.object({ type: z.literal('back') }),
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
  /** The article's page on World Anvil (remote previews): the panel then offers "Open on World Anvil". */
  url?: string;
  /** Set when a mention led here: the title of the preview before, which "Back" returns to. */
  back?: string;
  warnings: string[];
  /** Set when images from other sites were held back: says so, beside a "Load remote images" button. */
  heldImages?: string;
  /** What the preview shows (`remote:<id>`, `secret:<id>`, `local:<uri>`): a "Load remote images" click names it. */
  subject?: string;
}

/** back: as in the model, so an article a mention names that cannot be shown still leads back. */
export type ToArticleWebview =
  | { type: 'article'; article: ArticlePreviewModel }
  | { type: 'error'; message: string; back?: string }
  | { type: 'loading' };

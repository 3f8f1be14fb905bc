// Creating an article at most once. A POST that failed after it may have reached World Anvil (a timeout
// or a dropped connection after sending, or a success whose body could not be read) is not repeated blindly: the world is searched for the article
// first, and searched again before every retry the person agrees to — a slow server may finish the first
// request while the question is on screen.
import { ProtocolError, TransportError, type ScriptoriumError } from '../http/errors';
import type { WorldAnvilApi } from './api';
import type { ArticleInput } from './validation';

export interface CreateOnceOptions {
  world: string;
  /** The world's article ids read before the first POST, so an older namesake is not taken for this one. */
  knownIds: ReadonlySet<string>;
  /** Asked after an ambiguous failure when the article is not there; true to send again. */
  confirmRetry: () => Promise<boolean>;
  /** Wraps each POST (a progress notification in the editor). */
  around?: <T>(send: () => Promise<T>) => Promise<T>;
  onAmbiguous?: (err: ScriptoriumError) => void;
}

/** update_date: the write answer's, when it carried one (the caller records it instead of reading back). */
export type CreateOnceResult = { id: string; found: boolean; update_date?: { date: string } } | undefined;

/** The new article's id (`found` when it was found after an ambiguous failure), or undefined when the person gave up. */
export async function createArticleOnce(
  client: WorldAnvilApi,
  input: ArticleInput,
  opts: CreateOnceOptions,
): Promise<CreateOnceResult> {
  const title = String(input.title);
  const around = opts.around ?? ((send) => send());
  let mayExist = false;
  for (;;) {
    if (mayExist) {
      const found = await client.findArticleByTitle(opts.world, title, { knownIds: opts.knownIds });
      if (found) return { id: found.id, found: true };
      if (!(await opts.confirmRetry())) return undefined;
      // Looked once more right before sending: the first request may have landed meanwhile.
      const late = await client.findArticleByTitle(opts.world, title, { knownIds: opts.knownIds });
      if (late) return { id: late.id, found: true };
    }
    try {
      const written = await around(() => client.createArticle(input));
      return { id: written.id, found: false, ...(written.update_date ? { update_date: written.update_date } : {}) };
    } catch (err) {
      if (!isAmbiguous(err)) throw err;
      opts.onAmbiguous?.(err);
      mayExist = true;
    }
  }
}

/**
 * The request may have created the article: it failed after sending, or World Anvil said yes (2xx) with a
 * body that could not be read (cut off, or not the expected shape), so the new id is unknown.
 */
export function isAmbiguous(err: unknown): err is ScriptoriumError {
  if (err instanceof TransportError) return err.mayHaveReachedServer;
  return err instanceof ProtocolError && err.status !== undefined && err.status >= 200 && err.status < 300;
}

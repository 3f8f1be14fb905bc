// Which side changed, for every file a world pull wrote: from the folder's manifest (World Anvil's update
// date when the file was last pulled or pushed, and a hash of the text written then), the file's text now,
// and the update date World Anvil lists now. Never from file times: a checkout, a copy or a sync tool
// touches those without changing a word. The same rule as a world pull's plan (planPull), so the view
// and the next pull always agree on what is a conflict.
import type { ArticleSummary } from '../worldanvil';
import { textHash, type Manifest } from './pullManifest';

export type SyncState =
  | 'unchanged'
  /** Edited here since the last pull or push; World Anvil still has what was pulled. */
  | 'changedHere'
  /** Changed on World Anvil since; the file is as it was pulled. */
  | 'changedThere'
  /** Changed on both sides: a push or a pull must be decided over a diff. */
  | 'both'
  /** The file was deleted here; the article is still on World Anvil. */
  | 'removedHere'
  /** The article is no longer in the world's list (deleted or moved on World Anvil). */
  | 'goneThere';

export interface FileSync {
  articleId: string;
  /** The file, `/`-separated and relative to the pulled folder. */
  file: string;
  /** The article's title as World Anvil lists it (the file name when it is gone there). */
  title: string;
  state: SyncState;
  /** Set for a manuscript part file (core/manuscript/partSyncState.ts; `articleId` is then the part's id). */
  manuscriptVersionId?: string;
}

/** What the world's list says of an article: enough to compare. */
export type RemoteArticle = Pick<ArticleSummary, 'id' | 'title' | 'update_date'>;

/**
 * The state of each article (and secret, #29) the manifest records. `localText` reads a file (undefined
 * when it is missing); `remote` is the world's list (and its secrets' list) as World Anvil gives it now.
 */
export async function syncStates(
  manifest: Manifest,
  remote: readonly RemoteArticle[],
  localText: (file: string) => Promise<string | undefined>,
): Promise<FileSync[]> {
  const listed = new Map(remote.map((a) => [a.id, a]));
  const out: FileSync[] = [];
  for (const [articleId, entry] of [...Object.entries(manifest.articles), ...Object.entries(manifest.secrets ?? {})]) {
    const article = listed.get(articleId);
    const text = await localText(entry.file);
    const title = article?.title ?? entry.file;
    if (!article) {
      out.push({ articleId, file: entry.file, title, state: 'goneThere' });
      continue;
    }
    const remoteChanged = article.update_date?.date === undefined || article.update_date.date !== entry.updated;
    let state: SyncState;
    if (text === undefined) state = 'removedHere';
    else if (textHash(text) === entry.hash) state = remoteChanged ? 'changedThere' : 'unchanged';
    else state = remoteChanged ? 'both' : 'changedHere';
    out.push({ articleId, file: entry.file, title, state });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * World Anvil's list as it is after files were synced (a push, a pull, a merge): each synced article's
 * update date is the one its file now records, so the comparison need not read the whole list again. An
 * article not in the list stays out of it (it is gone there, or in another world).
 */
export function withSyncedDates(
  remote: readonly RemoteArticle[],
  synced: ReadonlyMap<string, string>,
): RemoteArticle[] {
  return remote.map((a) => {
    const date = synced.get(a.id);
    if (date === undefined) return a;
    // The zone stays World Anvil's; only the date is compared.
    const zone = a.update_date ?? { timezone_type: 3, timezone: 'UTC' };
    return { ...a, update_date: { ...zone, date } };
  });
}

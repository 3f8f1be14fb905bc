// The images of a pulled world's article that its folder keeps in assets/ (#41), for the article preview
// to show from the workspace instead of a placeholder for World Anvil's copy. Which file is an image's comes
// from the folder's manifest (assets.ts recorded it), which is untrusted text: a name must be a plain file
// directly in assets/ (no `..`, no dot-folder), the read goes through the file policy (safeRead: no link
// followed, the real path inside the folder, a regular file), and the bytes must be an image by their magic
// numbers, as every image Scriptorium fetches. No `vscode` import: tested in plain Node.
import { join } from 'node:path';
import { safeRead } from '../files/safeRead';
import { imageMimeOf } from '../guards/imageMagic';
import { ASSETS_DIR, isAssetPath } from './pullManifest';
import { pulledFolderOf, type PulledFolder } from './recordSynced';

/** Image ids looked up per text at most: a text naming thousands is shown with the rest held back. */
const MAX_IMAGES = 200;
/** `img:ID` as `[img:ID…]` and a pulled Markdown image's title `"img:ID…"` both write it; bounded, linear. */
const IMAGE_ID = /img:(\d{1,18})/g;

export interface LocalAssets {
  /** The pulled folder's assets/ (absolute): the one folder the preview may load files from. */
  folder: string;
  /** Image id → the absolute path of its checked file in that folder. */
  images: Map<string, string>;
}

/**
 * The images `text` (the article file at `filePath`) shows that its pulled folder keeps in assets/, each
 * checked; undefined when the file is in no pulled folder. `stopAt`: the workspace folder. `folder`: that
 * pulled folder when the caller has read it already (the preview reads it once for this and the part's
 * beats kept as BBCode).
 */
export async function localAssetsOf(
  filePath: string,
  text: string,
  stopAt: string,
  folder: Promise<PulledFolder | undefined> = pulledFolderOf(filePath, stopAt),
): Promise<LocalAssets | undefined> {
  const pulled = await folder;
  if (!pulled) return undefined;
  const { dir, manifest } = pulled;
  const ids = new Set<string>();
  for (const m of text.matchAll(IMAGE_ID)) {
    ids.add(m[1]!);
    if (ids.size >= MAX_IMAGES) break;
  }
  const images = new Map<string, string>();
  for (const id of ids) {
    const entry = Object.hasOwn(manifest.images ?? {}, id) ? manifest.images![id] : undefined;
    if (!entry || !isAssetPath(dir, entry.file)) continue;
    // Refused (a link, outside, not a file) or missing: that image stays World Anvil's, held back.
    const read = await safeRead({ folder: dir, relative: entry.file }).catch(() => undefined);
    if (read && imageMimeOf(read.bytes)) images.set(id, join(dir, ...entry.file.split('/')));
  }
  return { folder: join(dir, ASSETS_DIR), images };
}

// A push or a pull into one file settles that file with World Anvil: when a world pull's manifest keeps
// the file, its entry takes the text as it is now and World Anvil's new update date. Without this, a file
// pushed from a pulled folder read as "changed on both sides" to the sync view and to the next world pull.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { readManifest, recordsOf, syncedHash, writeManifest } from './pullManifest';
import { MANIFEST_NAME } from './pullManifest';

/** Folders searched upwards from the file for a manifest (a pull nests at most this deep, see MAX_FOLDER_DEPTH). */
const MAX_LEVELS = 8;

/**
 * Records `text` as what was last synced for `articleId` in the manifest of a pulled folder that keeps
 * `filePath` for that article; true when one did. `stopAt`: the workspace folder, never searched above.
 */
export async function recordSynced(
  filePath: string,
  articleId: string,
  text: string,
  updated: string | undefined,
  stopAt: string,
): Promise<boolean> {
  let dir = dirname(filePath);
  for (let level = 0; level < MAX_LEVELS; level++) {
    const worldId = await manifestWorldId(dir);
    if (worldId !== undefined) {
      const manifest = await readManifest(dir, worldId);
      // An article's record, else a secret's (#29): their ids never meet.
      const records = recordsOf(manifest, manifest.articles[articleId] === undefined);
      const entry = records[articleId];
      const file = relative(dir, filePath).split(sep).join('/');
      if (!entry || entry.file !== file) return false;
      records[articleId] = { file, updated, hash: syncedHash(text) };
      await writeManifest(dir, manifest);
      return true;
    }
    if (dir === stopAt || dirname(dir) === dir || !dir.startsWith(stopAt)) return false;
    dir = dirname(dir);
  }
  return false;
}

/** The world a folder's manifest belongs to, or undefined when the folder has none (or not a readable one). */
export async function manifestWorldId(folder: string): Promise<string | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8'));
    const worldId = (parsed as { worldId?: unknown } | null)?.worldId;
    return typeof worldId === 'string' ? worldId : undefined;
  } catch {
    return undefined;
  }
}

// A push or a pull into one file settles that file with World Anvil: when a world pull's manifest keeps
// the file, its entry takes the text as it is now and World Anvil's new update date. Without this, a file
// pushed from a pulled folder read as "changed on both sides" to the sync view and to the next world pull.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { readManifest, recordsOf, syncedHash, writeManifest, type Manifest, type ManifestEntry } from './pullManifest';
import { MANIFEST_NAME } from './pullManifest';

/** Folders searched upwards from the file for a manifest (a pull nests at most this deep, see MAX_FOLDER_DEPTH). */
const MAX_LEVELS = 8;

interface KeptRecord {
  dir: string;
  manifest: Manifest;
  records: Record<string, ManifestEntry>;
  file: string;
}

/** A pulled folder and its manifest. */
export interface PulledFolder {
  dir: string;
  manifest: Manifest;
}

/**
 * The nearest pulled folder above `filePath` (never above `stopAt`, the workspace folder) and its manifest;
 * undefined when the file is in none.
 */
export async function pulledFolderOf(filePath: string, stopAt: string): Promise<PulledFolder | undefined> {
  let dir = dirname(filePath);
  for (let level = 0; level < MAX_LEVELS; level++) {
    const worldId = await manifestWorldId(dir);
    if (worldId !== undefined) return { dir, manifest: await readManifest(dir, worldId) };
    if (dir === stopAt || dirname(dir) === dir || !dir.startsWith(stopAt)) return undefined;
    dir = dirname(dir);
  }
  return undefined;
}

/** The manifest record that keeps `filePath` for `articleId`: in the nearest pulled folder, for this very file. */
async function keptRecord(filePath: string, articleId: string, stopAt: string): Promise<KeptRecord | undefined> {
  const pulled = await pulledFolderOf(filePath, stopAt);
  if (!pulled) return undefined;
  const { dir, manifest } = pulled;
  // An article's record, else a secret's (#29): their ids never meet.
  const records = recordsOf(manifest, manifest.articles[articleId] === undefined);
  const file = relative(dir, filePath).split(sep).join('/');
  return records[articleId]?.file === file ? { dir, manifest, records, file } : undefined;
}

/** Whether a pulled world's manifest keeps `filePath` for `articleId` (else it is a single file, #41). */
export async function keptByManifest(filePath: string, articleId: string, stopAt: string): Promise<boolean> {
  return (await keptRecord(filePath, articleId, stopAt)) !== undefined;
}

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
  const kept = await keptRecord(filePath, articleId, stopAt);
  if (!kept) return false;
  kept.records[articleId] = { file: kept.file, updated, hash: syncedHash(text) };
  await writeManifest(kept.dir, kept.manifest);
  return true;
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

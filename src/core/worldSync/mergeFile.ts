// A world file changed here and on World Anvil, merged over the text last synced (#29 item 5): the base
// comes from the base store by the hash the manifest keeps for the file; the writer's text is backed up
// before anything is written; the merged text (with conflict markers where both sides changed the same
// lines) replaces the file; then the manifest records World Anvil's version as synced, so the file reads
// "changed here" — what is left to push is the writer's part. No VS Code here: the caller writes an open
// document through its editor (`write`), and says what happened.
import { safeWrite } from '../files/safeWrite';
import { threeWayMerge, type MergeLabels } from '../merge/threeWayMerge';
import { syncedHash, writeManifest, type Manifest } from './pullManifest';
import type { BackupStore, BaseStore } from './baseStore';

export interface MergeRequest {
  /** The pulled folder and its manifest. */
  folder: string;
  manifest: Manifest;
  articleId: string;
  /** World Anvil's version, rendered as the pull writes it into this file. */
  remote: string;
  /** World Anvil's update date of that version. */
  updated: string | undefined;
  /** The writer's text now (an open editor's, saved or not). */
  local: string;
  labels: MergeLabels;
}

export type MergeOutcome =
  | { kind: 'noBase' }
  /** The manifest no longer keeps this file for the article (pulled or pushed elsewhere meanwhile). */
  | { kind: 'notTracked' }
  | { kind: 'merged'; file: string; text: string; conflicts: number; merged: number; backup: string };

/** Writes the merged text to the file on disk, through the write policy's core. */
export const writeToDisk = (folder: string, file: string) => async (text: string) => {
  await safeWrite({ folder, relative: file }, new TextEncoder().encode(text));
};

export async function mergeWithBase(
  req: MergeRequest,
  stores: { bases: BaseStore; backups: BackupStore },
  write: (text: string) => Promise<void>,
): Promise<MergeOutcome> {
  const entry = req.manifest.articles[req.articleId];
  if (!entry) return { kind: 'notTracked' };
  const base = await stores.bases.base(entry.hash);
  if (base === undefined) return { kind: 'noBase' };
  const result = threeWayMerge(base, req.local, req.remote, req.labels);
  // Saved first: should the backup fail, this throws and the file stays as the writer left it.
  const backup = await stores.backups.save(entry.file, 'file', req.local);
  await write(result.text);
  req.manifest.articles[req.articleId] = { file: entry.file, updated: req.updated, hash: syncedHash(req.remote) };
  await writeManifest(req.folder, req.manifest);
  return {
    kind: 'merged',
    file: entry.file,
    text: result.text,
    conflicts: result.conflicts,
    merged: result.merged,
    backup,
  };
}

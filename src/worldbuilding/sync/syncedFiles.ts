// "These article files were synced with World Anvil" (#41): one event that every command settling a file
// fires — a push, a pull into a file, a world pull, a merge, Take World Anvil's Version — and World
// Changes subscribes to. Without it the view kept World Anvil's list as it last read it, so a file pushed
// from the editor read "changed on World Anvil" (its own push moved the date) until a manual Refresh.
import * as vscode from 'vscode';

export type SyncedFiles =
  /** Articles whose files now hold World Anvil's version of `updated` (undefined: the date is not known). */
  | { kind: 'articles'; articles: { articleId: string; updated: string | undefined }[] }
  /** A world pulled into a folder (or a conflict of that pull settled): many files at once. */
  | { kind: 'world'; worldId: string };

const synced = new vscode.EventEmitter<SyncedFiles>();

/** Fired after the files (and a pulled folder's manifest, when one keeps them) record the sync. */
export const onDidSyncFiles = synced.event;

export function announceSynced(files: SyncedFiles): void {
  synced.fire(files);
}

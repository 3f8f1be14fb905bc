// The "World Changes" view and the file decorations beside it: for every folder a world was pulled into
// (found by its manifest), which files changed here, on World Anvil, or on both sides since the last pull
// or push (core/worldSync/fileSyncState.ts). World Anvil's side is read when the view refreshes (one list per world);
// the local side is read again, without a request, whenever an article file is saved, created or deleted.
// A folder whose pull wrote secrets (#29) has the world's secrets listed too, compared by the same rule; one
// with pulled manuscript versions (#47) has their part files compared too (core/manuscript/partSyncState.ts:
// a list of parts per version and a beat list per part when the view refreshes).
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import * as vscode from 'vscode';
import { RerunAfter } from '../../core/async/rerunAfter';
import { errorLine } from '../../core/errorLine';
import { unsavedDocument } from '../../platform/files/heldText';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import type { WorldAnvilApi } from '../../core/worldanvil';
import type { WorldbuildingSession } from '../session';
import { MANIFEST_NAME, readManifest, type Manifest } from '../../core/worldSync/pullManifest';
import { manifestWorldId } from '../../core/worldSync/recordSynced';
import {
  syncStates,
  withSyncedDates,
  type FileSync,
  type RemoteArticle,
  type SyncState,
} from '../../core/worldSync/fileSyncState';
import { partSyncStates, readRemoteParts, type RemoteParts } from '../../core/manuscript/partSyncState';
import { onDidSyncFiles, type SyncedFiles } from './syncedFiles';

/** Pulled folders looked for in the workspace at most. */
const MAX_FOLDERS = 200;

export interface PulledFolder {
  folder: vscode.Uri;
  worldId: string;
  worldTitle: string;
  manifest: Manifest;
  /** World Anvil's list when last read; undefined when it could not be read (then `error`). */
  remote?: readonly RemoteArticle[];
  /** The beat lists of the pulled manuscript parts World Anvil lists, read with `remote`. */
  remoteParts?: RemoteParts;
  error?: string;
  files: FileSync[];
}

/** The text of a file as its person holds it: an editor's unsaved text, else the disk's (heldText.ts says why). */
async function currentText(uri: vscode.Uri): Promise<string | undefined> {
  const unsaved = uri.scheme === 'file' ? unsavedDocument(uri.fsPath) : undefined;
  if (unsaved) return unsaved.getText();
  return readFile(uri.fsPath, 'utf8').catch(() => undefined);
}

export class WorldChanges extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;
  private folders: PulledFolder[] = [];
  private byFile = new Map<string, FileSync>();
  private localTimer: ReturnType<typeof setTimeout> | undefined;
  /** A refresh asked for during one reads again after it (a change just made may not be in the one under way). */
  private readonly reads = new RerunAfter(() => this.readAll());
  private lastCounts: string | undefined;
  /** Whether World Anvil's side was read once (the view came into sight, or Refresh). */
  private everRead = false;

  constructor(
    private readonly session: WorldbuildingSession,
    private readonly log: Log,
  ) {
    super();
    const watcher = this._register(vscode.workspace.createFileSystemWatcher('**/*.{md,bbcode,json}'));
    const later = (uri: vscode.Uri) => {
      if (uri.path.endsWith('.json') && basename(uri.fsPath) !== MANIFEST_NAME) return;
      this.scheduleLocal();
    };
    this._register(watcher.onDidChange(later));
    this._register(watcher.onDidCreate(later));
    this._register(watcher.onDidDelete(later));
    this._register(vscode.workspace.onDidSaveTextDocument((d) => later(d.uri)));
    this._register(session.onDidChange(() => void this.refresh()));
    this._register(onDidSyncFiles((files) => void this.synced(files)));
  }

  get pulled(): readonly PulledFolder[] {
    return this.folders;
  }

  /** The state of a file of a pulled folder, if it is one. */
  stateOf(uri: vscode.Uri): FileSync | undefined {
    return this.byFile.get(uri.toString());
  }

  fileUri(folder: PulledFolder, file: FileSync): vscode.Uri {
    return vscode.Uri.joinPath(folder.folder, ...file.file.split('/'));
  }

  /** Finds the pulled folders and reads World Anvil's side of each (one list per world). */
  refresh(): Promise<void> {
    return this.reads.request();
  }

  private async readAll(): Promise<void> {
    this.everRead = true;
    const manifests = await vscode.workspace.findFiles(`**/${MANIFEST_NAME}`, '**/node_modules/**', MAX_FOLDERS);
    const connection = await this.session.connection();
    const lists = new Map<string, Promise<{ title: string; remote: RemoteArticle[] }>>();
    const secretLists = new Map<string, Promise<RemoteArticle[]>>();
    const folders: PulledFolder[] = [];
    // By path: findFiles answers in no set order, and the folders must not change places between reads.
    const onDisk = manifests.filter((u) => u.scheme === 'file').sort((a, b) => a.fsPath.localeCompare(b.fsPath));
    for (const m of onDisk) {
      const folder = vscode.Uri.file(dirname(m.fsPath));
      const worldId = await manifestWorldId(folder.fsPath);
      if (worldId === undefined) continue;
      const manifest = await readManifest(folder.fsPath, worldId);
      const entry: PulledFolder = { folder, worldId, worldTitle: basename(folder.fsPath), manifest, files: [] };
      if (!connection) entry.error = vscode.l10n.t('Sign in to World Anvil to compare with it.');
      else {
        const client = connection.client;
        // A world pulled into several folders is listed once.
        const list =
          lists.get(worldId) ??
          Promise.all([client.getWorld(worldId), client.listAllArticles(worldId)]).then(([w, remote]) => ({
            title: w.title,
            remote,
          }));
        lists.set(worldId, list);
        const withSecrets = Object.keys(manifest.secrets ?? {}).length > 0 && client.secrets !== undefined;
        const secrets = withSecrets ? (secretLists.get(worldId) ?? remoteSecrets(client, worldId)) : undefined;
        if (secrets) secretLists.set(worldId, secrets);
        const withParts = Object.keys(manifest.manuscripts ?? {}).length > 0 && client.manuscripts !== undefined;
        try {
          const [{ title, remote }, secretRows, parts] = await Promise.all([
            list,
            secrets ?? [],
            withParts ? readRemoteParts(client.manuscripts!, manifest) : new Map(),
          ]);
          entry.worldTitle = title;
          entry.remote = [...remote, ...secretRows];
          entry.remoteParts = parts;
        } catch (err) {
          entry.error = errorLine(err);
          this.log.failed('sync', folder.fsPath, err);
        }
      }
      folders.push(entry);
    }
    this.folders = folders;
    await this.readLocal();
  }

  /**
   * Files were just synced: their rows change at once. Articles with a known date update World Anvil's
   * list as read (no request); a world pull, or a sync whose date is not known, reads the list again.
   */
  private async synced(files: SyncedFiles): Promise<void> {
    // Never shown yet: World Anvil is read when the view comes into sight, not because a file was synced.
    if (!this.everRead) return;
    const dates = new Map<string, string>();
    if (files.kind === 'articles')
      for (const a of files.articles) if (a.updated !== undefined) dates.set(a.articleId, a.updated);
    if (files.kind === 'world' || (files.kind === 'articles' && dates.size < files.articles.length))
      return this.refresh();
    for (const f of this.folders) if (f.remote) f.remote = withSyncedDates(f.remote, dates);
    await this.readLocal();
  }

  private scheduleLocal(): void {
    if (this.localTimer) clearTimeout(this.localTimer);
    this.localTimer = setTimeout(() => void this.readLocal(), 300);
  }

  /** The local side again (and each manifest, which a pull or push rewrote): no request. */
  private async readLocal(): Promise<void> {
    const byFile = new Map<string, FileSync>();
    for (const f of this.folders) {
      f.manifest = await readManifest(f.folder.fsPath, f.worldId);
      const text = (file: string) => currentText(vscode.Uri.joinPath(f.folder, ...file.split('/')));
      f.files = f.remote
        ? [
            ...(await syncStates(f.manifest, f.remote, text)),
            ...(await partSyncStates(f.manifest, f.remoteParts ?? new Map(), text)),
          ].sort((a, b) => a.file.localeCompare(b.file))
        : [];
      for (const s of f.files) byFile.set(this.fileUri(f, s).toString(), s);
    }
    this.byFile = byFile;
    const counts = this.folders.map((f) => `${f.folder.fsPath}: ${summary(f.files)}`).join('; ');
    // Said when it changes (a pull writing file after file reads the folders again each time).
    if (counts !== this.lastCounts) this.log.info('sync', `world changes read: ${counts || 'no pulled folders'}`);
    this.lastCounts = counts;
    this.changed.fire();
  }

  override dispose(): void {
    if (this.localTimer) clearTimeout(this.localTimer);
    super.dispose();
  }
}

/** A world's secrets as the comparison reads them: id, title and update date, as an article's list entry. */
async function remoteSecrets(client: WorldAnvilApi, worldId: string): Promise<RemoteArticle[]> {
  const secrets = (await client.secrets?.listAll(worldId)) ?? [];
  return secrets.map((s) => ({ id: s.id, title: s.title, update_date: s.updateDate }));
}

/** "2 changed here, 1 on World Anvil" style counts, for the log. */
function summary(files: readonly FileSync[]): string {
  const n = (s: SyncState) => files.filter((f) => f.state === s).length;
  return `${n('changedHere')} here, ${n('changedThere')} there, ${n('both')} both, ${n('removedHere')} removed here, ${n('goneThere')} gone there, ${n('unchanged')} unchanged`;
}

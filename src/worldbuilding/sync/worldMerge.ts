// The three-way merge in VS Code (#29 item 5): from a World Changes row changed on both sides (Merge), and
// from a world pull's conflict question. Non-overlapping changes are merged into the file by themselves;
// overlapping ones are written between git's conflict markers, which VS Code's built-in merge-conflict
// support shows with Accept Current / Incoming / Both above each (in every VS Code we support and in
// code-server; the merge editor's `_open.mergeEditor` is internal, and its result could not be recorded).
// Nothing is lost: before a merge, "Take World Anvil's Version" or a push over World Anvil replaces a
// side, that side is saved as a backup in the extension's storage, and Open Backup shows it.
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import * as vscode from 'vscode';
import { errorLine } from '../../core/errorLine';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { unsavedDocument } from '../../platform/files/heldText';
import { replaceDocument } from '../../platform/files/writeQuestion';
import { config } from '../../platform/config';
import type { WorldbuildingSession } from '../session';
import { showConflictDiff } from '../document/conflictDiff';
import { executePull, type Conflict } from '../../core/worldSync/execute';
import { keepSyncedTexts, type Manifest } from '../../core/worldSync/pullManifest';
import { planWorldPull } from '../../core/worldSync/plan';
import { BackupStore, BaseStore, type BackupSide } from '../../core/worldSync/baseStore';
import { mergeWithBase, writeToDisk } from '../../core/worldSync/mergeFile';
import type { MergeLabels } from '../../core/merge/threeWayMerge';
import { SingleFileBases } from '../../core/worldSync/singleFileBases';
import type { ChangeRow } from './worldChangesTree';
import { plural } from '../../platform/localeFormat';
import { announceSynced } from './syncedFiles';

export interface MergeStores {
  bases: BaseStore;
  backups: BackupStore;
  /** The bases of articles kept as single files (#41). */
  singles: SingleFileBases;
}

let stores: MergeStores | undefined;
/** The stores, made on first use; undefined before registerWorldMerge. */
let storesOf: (() => MergeStores) | undefined;

/** The merge stores, once the feature registered them. */
export const mergeStores = (): MergeStores | undefined => storesOf?.();

const OPEN_BACKUP = 'scriptorium.worldbuilding.openWorldBackup';

export function registerWorldMerge(
  context: vscode.ExtensionContext,
  deps: { session: WorldbuildingSession; log: Log },
): void {
  // Made on first use: activation touches no disk.
  const kept = () => {
    const root = join(context.globalStorageUri.fsPath, 'world-sync');
    if (stores) return stores;
    const bases = new BaseStore(root);
    return (stores = { bases, backups: new BackupStore(root), singles: new SingleFileBases(bases) });
  };
  keepSyncedTexts(async (texts) => {
    // A base not kept only means a two-way diff later; the pull or push itself went through.
    await kept()
      .bases.keep(texts)
      .catch((err) => deps.log.warn('sync', `merge bases not kept: ${errorLine(err)}`));
  });
  context.subscriptions.push({
    dispose: () => {
      keepSyncedTexts(undefined);
      stores = undefined;
      storesOf = undefined;
    },
  });
  storesOf = kept;
  context.subscriptions.push(
    vscode.commands.registerCommand(OPEN_BACKUP, (path?: unknown) => openBackup(kept().backups, path)),
    vscode.commands.registerCommand('scriptorium.worldbuilding.mergeWorldChange', async (row?: ChangeRow) => {
      if (row?.kind !== 'file') return;
      try {
        await mergeRow(row, deps);
      } catch (err) {
        await showError(deps.log, 'sync', err, vscode.l10n.t('“{0}” was not merged', row.file.title));
      }
      await vscode.commands.executeCommand('scriptorium.worldbuilding.refreshWorldChanges');
    }),
  );
}

/** Opens a backup: the one named (a message's button), else one picked from all of them, newest first. */
async function openBackup(backups: BackupStore, path: unknown): Promise<void> {
  const all = await backups.list();
  let chosen = typeof path === 'string' ? all.find((b) => b.path === path) : undefined;
  if (!chosen) {
    if (all.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No backup of a world file has been made yet.'));
      return;
    }
    const picked = await vscode.window.showQuickPick(
      all.map((b) => ({ label: b.name, description: new Date(b.time).toLocaleString(), backup: b })),
      { placeHolder: vscode.l10n.t('Backups of world files, newest first') },
    );
    chosen = picked?.backup;
  }
  if (chosen && chosen.path.startsWith(backups.root + sep))
    await vscode.window.showTextDocument(vscode.Uri.file(chosen.path), { preview: false });
}

const offerBackup = (message: Thenable<string | undefined>, path: string, button: string) =>
  void Promise.resolve(message).then((a) =>
    a === button ? vscode.commands.executeCommand(OPEN_BACKUP, path) : undefined,
  );

/**
 * Saves the side about to be overwritten; undefined (with the error shown) when it could not be saved, and
 * then the caller overwrites nothing.
 */
export async function backUp(file: vscode.Uri, side: BackupSide, text: string, log: Log): Promise<string | undefined> {
  try {
    if (!storesOf) throw new Error(vscode.l10n.t('the extension’s storage is not ready'));
    const path = await storesOf().backups.save(file.fsPath, side, text);
    log.info(
      'sync',
      `backed up ${side === 'file' ? 'the file' : 'World Anvil’s version'} of ${vscode.workspace.asRelativePath(file)} before overwriting it`,
    );
    return path;
  } catch (err) {
    await showError(log, 'sync', err, vscode.l10n.t('No backup could be made, so nothing was overwritten'));
    return undefined;
  }
}

/** Whether a merge base is kept for the article's file (else only the two-way diff is offered). */
export async function hasMergeBase(manifest: Manifest, articleId: string): Promise<boolean> {
  const entry = manifest.articles[articleId];
  return entry !== undefined && storesOf !== undefined && (await storesOf().bases.base(entry.hash)) !== undefined;
}

/** World Anvil's version of one file changed on both sides, rendered exactly as the world pull writes it. */
async function mergeRow(row: Extract<ChangeRow, { kind: 'file' }>, deps: { session: WorldbuildingSession; log: Log }) {
  const connection = await deps.session.connection();
  if (!connection) return;
  const folder = row.folder.folder.fsPath;
  const { steps, manifest } = await planWorldPull(connection.client, { worldId: row.folder.worldId }, folder);
  const step = steps.find((s) => s.article.id === row.file.articleId);
  if (step?.kind !== 'conflict') {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('“{0}” is no longer changed on both sides: nothing to merge.', row.file.title),
    );
    return;
  }
  // Every other article stays as it is: listed only so that links render with their targets' templates.
  const only = steps.map((s) => (s === step ? s : { ...s, kind: 'unchanged' as const }));
  const outcome = await executePull(connection.client, folder, only, manifest, {
    format: config.worldbuilding.pullFormat(),
    maxImageBytes: config.worldbuilding.imagesMaxBytes(),
  });
  const conflict = outcome.conflicts[0];
  if (conflict) await mergeConflict(conflict, folder, manifest, deps.log);
}

/**
 * Merges World Anvil's side of a conflict into the file over the kept base, and says what happened. Without
 * a base (a folder pulled before bases were kept), or when World Anvil's side is in another format than the
 * file, the two-way diff is shown instead, with a note.
 */
export async function mergeConflict(conflict: Conflict, folder: string, manifest: Manifest, log: Log): Promise<void> {
  const file = vscode.Uri.file(conflict.localPath);
  const title = conflict.step.article.title;
  // The writer's side: an editor's unsaved text, else the disk's (an unchanged editor may hold an old copy).
  const doc = unsavedDocument(conflict.localPath);
  const local = doc ? doc.getText() : await readFile(conflict.localPath, 'utf8');
  if (!storesOf || conflict.besideName) return twoWay(conflict, local, log);
  const write = doc
    ? // The editor holds unsaved changes: one undoable edit, saved, so the editor and the disk agree.
      (text: string) => replaceDocument(doc, text, { save: true })
    : writeToDisk(folder, conflict.step.file);
  const outcome = await mergeWithBase(
    {
      folder,
      manifest,
      articleId: conflict.step.article.id,
      remote: conflict.remoteText,
      updated: conflict.updated,
      local,
      labels: mergeLabels(),
    },
    storesOf(),
    write,
  );
  if (outcome.kind !== 'merged') return twoWay(conflict, local, log);
  log.info(
    'sync',
    `merged ${conflict.step.file}: ${outcome.merged} changes merged, ${outcome.conflicts} conflicts; backup ${outcome.backup}`,
  );
  announceSynced({ kind: 'articles', articles: [{ articleId: conflict.step.article.id, updated: conflict.updated }] });
  await tellMerged(file, title, outcome);
}

/** The names the conflict markers give the three sides. */
export function mergeLabels(): MergeLabels {
  return {
    ours: vscode.l10n.t('your file'),
    base: vscode.l10n.t('last pulled or pushed'),
    theirs: vscode.l10n.t('World Anvil'),
  };
}

/**
 * Says how a merge went (a world file's, or a single file's push conflict): merged cleanly, or with
 * conflicts marked in the file, which is then shown; either way with the backup one click away.
 */
export async function tellMerged(
  file: vscode.Uri,
  title: string,
  outcome: { merged: number; conflicts: number; backup: string },
): Promise<void> {
  const button = vscode.l10n.t('Open Backup');
  if (outcome.conflicts === 0) {
    offerBackup(
      vscode.window.showInformationMessage(
        vscode.l10n.t(
          'Merged “{0}”: World Anvil’s changes and yours are both in the file now; push it to send yours. Your file as it was is kept in a backup.',
          title,
        ),
        button,
      ),
      outcome.backup,
      button,
    );
    return;
  }
  await vscode.window.showTextDocument(file, { preview: false });
  offerBackup(
    vscode.window.showWarningMessage(
      vscode.l10n.t(
        '“{0}”: {1}, {2}, marked in the file between <<<<<<< and >>>>>>>. Choose a side for each, then push. Your file as it was is kept in a backup.',
        title,
        plural(
          outcome.merged,
          vscode.l10n.t('{0} change merged', outcome.merged),
          vscode.l10n.t('{0} changes merged', outcome.merged),
        ),
        plural(
          outcome.conflicts,
          vscode.l10n.t('{0} conflict where both sides changed the same lines', outcome.conflicts),
          vscode.l10n.t('{0} conflicts where both sides changed the same lines', outcome.conflicts),
        ),
      ),
      button,
    ),
    outcome.backup,
    button,
  );
}

/** No merge possible: the diff of both sides, as before bases were kept, and a note saying why. */
async function twoWay(conflict: Conflict, local: string, log: Log): Promise<void> {
  const file = vscode.Uri.file(conflict.localPath);
  const title = conflict.step.article.title;
  log.info('sync', `${conflict.step.file}: no merge base kept (or formats differ): two-way diff shown`);
  await showConflictDiff({
    file,
    title,
    extension: conflict.remoteFormat === 'markdown' ? '.md' : '.bbcode',
    remote: conflict.remoteText,
    local,
    label: vscode.l10n.t('{0}: World Anvil ↔ your file', title),
  });
  // The diff stays open (its own tab) for merging by hand; the note does not close it.
  void vscode.window.showWarningMessage(
    conflict.besideName
      ? vscode.l10n.t(
          '“{0}” cannot be merged: World Anvil’s version has no Markdown form. Compare the two and merge by hand; pull the world to write World Anvil’s version beside your file.',
          title,
        )
      : vscode.l10n.t(
          '“{0}” cannot be merged by itself: no copy of the text last pulled or pushed is kept (the folder was pulled before Scriptorium kept one). Compare the two and merge by hand.',
          title,
        ),
  );
}

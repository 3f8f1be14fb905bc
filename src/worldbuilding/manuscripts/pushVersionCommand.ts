// Push Manuscript Version… (#47 item 3): on a pulled version's row of the Worldbuilding view, or from a part
// file's editor or the Command Palette (the open part file's version). The plan is core/manuscript's; the
// preview names every change and asks (pushPreview.ts); the steps go out under a cancellable progress, and
// a new beat's id is written into its marker in the editor when it has unsaved changes (one edit, then
// saved: the plan read the editor's text, so what was pushed is that text and the file must hold it too —
// left unsaved and closed, the next push would find the marker without its id and delete and re-create the
// beat), else into the file on disk, which is what the plan read (platform/files/heldText.ts): a part file
// deleted while its editor stays open reads as deleted, as the Explorer shows it. Every failure says what
// was done: the manifest records each success, so pushing again resumes. A push that created or deleted
// parts or beats reloads the version's row in the Worldbuilding view (no Refresh needed to see a new part).
import * as vscode from 'vscode';
import { planVersionPush, readPartText, type PushStep, type VersionPushPlan } from '../../core/manuscript/pushPlan';
import { changesParts, runVersionPush, type PushFiles } from '../../core/manuscript/pushRun';
import { safeWrite } from '../../core/files/safeWrite';
import { pulledFolderOf } from '../../core/worldSync/recordSynced';
import { partRecordAt } from '../../core/manuscript/partRecord';
import { readManifest } from '../../core/worldSync/pullManifest';
import type { ManuscriptsApi } from '../../core/worldanvil/api';
import { classifyError } from '../../platform/errorMessages';
import { unsavedDocument } from '../../platform/files/heldText';
import { replaceDocument } from '../../platform/files/writeQuestion';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { withWorkProgress } from '../../platform/workProgress';
import type { WorldbuildingSession } from '../session';
import { VersionNode, versionPartsChanged } from '../tree/manuscriptNodes';
import { announceSynced } from '../sync/syncedFiles';
import { lastFolderKey } from '../sync/pullWorldCommand';
import { mergeLabels, mergeStores } from '../sync/worldMerge';
import { askPush, offerConflicts, problemLines } from './pushPreview';

interface PushTarget {
  folder: string;
  worldId: string;
  versionId: string;
  title: string;
}

/** The version of a row (pulled into the folder this world was last pulled into), or of the open part file. */
async function targetOf(node: unknown, context: vscode.ExtensionContext): Promise<PushTarget | undefined> {
  if (node instanceof VersionNode) {
    const folder = context.workspaceState.get<string>(lastFolderKey(node.world.id));
    const manifest = folder ? await readManifest(folder, node.world.id) : undefined;
    if (!folder || !manifest?.manuscripts?.[node.version.id]) return undefined;
    const title = `${node.parent.manuscript.title} · ${node.version.title}`;
    return { folder, worldId: node.world.id, versionId: node.version.id, title };
  }
  const doc = vscode.window.activeTextEditor?.document;
  const root = doc && vscode.workspace.getWorkspaceFolder(doc.uri);
  if (!doc || !root || doc.uri.scheme !== 'file') return undefined;
  const pulled = await pulledFolderOf(doc.uri.fsPath, root.uri.fsPath);
  const at = pulled && partRecordAt(pulled, doc.uri.fsPath);
  if (!at) return undefined;
  const title = at.versionDir || vscode.workspace.asRelativePath(doc.uri, false) || at.versionId;
  return { folder: pulled.dir, worldId: pulled.manifest.worldId, versionId: at.versionId, title };
}

const partPath = (folder: string, file: string) => vscode.Uri.joinPath(vscode.Uri.file(folder), file).fsPath;

const unsavedText = (folder: string) => (file: string) => unsavedDocument(partPath(folder, file))?.getText();

/** Reads a part file as its person holds it (unsaved editor text, else the disk), writes into it the same way. */
function documentFiles(folder: string): PushFiles {
  const unsaved = (file: string) => unsavedDocument(partPath(folder, file));
  return {
    read: async (file) => {
      const text = await readPartText(folder, file, unsavedText(folder));
      if (text === undefined) throw new Error(vscode.l10n.t('Could not be read: {0}', file));
      return text;
    },
    write: async (file, text) => {
      const doc = unsaved(file);
      if (doc) await replaceDocument(doc, text, { save: true });
      else await safeWrite({ folder, relative: file }, new TextEncoder().encode(text));
    },
  };
}

async function push(api: ManuscriptsApi, target: PushTarget, log: Log): Promise<void> {
  const stores = mergeStores();
  const bases = stores?.bases;
  const backups: string[] = [];
  const backup = stores
    ? async (file: string, text: string) => {
        const path = await stores.backups.save(partPath(target.folder, file), 'file', text);
        backups.push(path);
        return path;
      }
    : undefined;
  const plan = await withWorkProgress(
    { title: vscode.l10n.t('Comparing “{0}” with World Anvil', target.title), cancellable: true },
    (_p, token) =>
      withAbort(token, (signal) =>
        planVersionPush(api, target, target.folder, {
          signal,
          openText: unsavedText(target.folder),
          base: bases && ((hash) => bases.base(hash)),
          labels: mergeLabels(),
        }),
      ),
  );
  if (plan.steps.length === 0) {
    log.info('push', `manuscript version ${target.versionId}: nothing to push, ${plan.conflicts.length} conflicts`);
    const none = vscode.l10n.t('“{0}”: nothing to push.', target.title);
    if (plan.conflicts.length > 0) return offerConflicts(plan.conflicts, `${none} ${conflictsNote(plan)}`);
    // Left alone for a reason the writer must hear (an unsafe new part name, conflict markers): said, not hidden.
    if (plan.problems.length > 0) void vscode.window.showWarningMessage([none, ...problemLines(plan)].join(' '));
    else void vscode.window.showInformationMessage(none);
    return;
  }
  const steps = await askPush(plan, target.title);
  if (!steps) return;
  let done = 0;
  try {
    await withWorkProgress(
      { title: vscode.l10n.t('Pushing “{0}”', target.title), cancellable: true },
      (progress, token) =>
        withAbort(token, (signal) =>
          runVersionPush(api, { ...plan, steps }, target.folder, documentFiles(target.folder), {
            signal,
            backup,
            onStep: () => progress.report({ message: `${++done}/${steps.length}`, increment: 100 / steps.length }),
          }),
        ),
    );
  } finally {
    // Pushed beats have new dates on World Anvil and in the manifest: World Changes reads its side again
    // (else they would read "changed on World Anvil" until a Refresh), after a push cut short too.
    announceSynced({ kind: 'world', worldId: target.worldId });
    // Parts or beats created or deleted: the Worldbuilding view's version row lists them again by itself.
    if (changesParts(steps)) versionPartsChanged(target.versionId);
  }
  log.info(
    'push',
    `manuscript version ${target.versionId}: ${steps.length} changes sent, ${plan.conflicts.length} conflicts`,
  );
  const sent = vscode.l10n.t('“{0}”: {1} changes pushed.', target.title, steps.length);
  const marked = steps.filter((s) => s.kind === 'merge' && s.conflicts > 0);
  if (marked.length > 0) return tellMarked(target, marked, backups.at(-1));
  if (plan.conflicts.length > 0) return offerConflicts(plan.conflicts, `${sent} ${conflictsNote(plan)}`);
  void vscode.window.showInformationMessage(sent);
}

/**
 * Beats merged with conflict markers: the first such file is shown and the writer told to choose a side,
 * then push again (a push refuses a section that still has markers); the file before the merge is a backup.
 */
async function tellMarked(target: PushTarget, marked: readonly PushStep[], backup: string | undefined) {
  await vscode.window.showTextDocument(vscode.Uri.joinPath(vscode.Uri.file(target.folder), marked[0]!.file), {
    preview: false,
  });
  const open = vscode.l10n.t('Open Backup');
  const answer = await vscode.window.showWarningMessage(
    vscode.l10n.t(
      '“{0}”: {1} beats changed on both sides have conflict markers in their files (<<<<<<< … >>>>>>>). Choose a side for each, then push again. Your files as they were are kept in backups.',
      target.title,
      marked.length,
    ),
    ...(backup ? [open] : []),
  );
  if (answer === open) await vscode.commands.executeCommand('scriptorium.worldbuilding.openWorldBackup', backup);
}

const conflictsNote = (plan: VersionPushPlan) =>
  vscode.l10n.t(
    '{0} beats changed on World Anvil since the pull were left alone: pull the version to take them.',
    plan.conflicts.length,
  );

async function withAbort<T>(token: vscode.CancellationToken, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  const sub = token.onCancellationRequested(() => abort.abort());
  try {
    return await run(abort.signal);
  } finally {
    sub.dispose();
  }
}

export function registerPushManuscriptVersion(
  context: vscode.ExtensionContext,
  deps: { session: WorldbuildingSession; log: Log },
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.pushManuscriptVersion', async (node?: unknown) => {
      const connection = await deps.session.connection();
      const api = connection?.client.manuscripts;
      if (!api) return;
      const target = await targetOf(node, context);
      if (!target) {
        void vscode.window.showInformationMessage(
          vscode.l10n.t('Open a part file of a pulled manuscript version, or pull the version first.'),
        );
        return;
      }
      try {
        await push(api, target, deps.log);
      } catch (err) {
        if (classifyError(err) !== 'cancelled')
          await showError(
            deps.log,
            'push',
            err,
            vscode.l10n.t('“{0}” was not pushed completely; push again to resume', target.title),
          );
      }
    }),
  );
}

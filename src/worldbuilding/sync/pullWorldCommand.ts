// Pull into a Folder… on a world or a category of the Worldbuilding view: every article (of the world,
// or of the category and the categories nested in it) as one file in a folder the person picks, with a
// progress notification that can be cancelled. Run again, it rewrites only what changed on World Anvil;
// a file edited here is kept, and one changed on both sides is a conflict, shown as a diff before
// anything replaces it (a Markdown file whose World Anvil side can only be BBCode: the diff in BBCode,
// and World Anvil's side written beside it as .bbcode, never over it). New files go into category folders;
// an article already kept in another file of the workspace is named in the question, which can skip it.
// The folder dialog opens where this world was last pulled (workspaceState, per world).
import { stat } from 'node:fs/promises';
import * as vscode from 'vscode';
import { classifyError } from '../../platform/errorMessages';
import type { WorldAnvilApi } from '../../core/worldanvil';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { WorldbuildingSession } from '../session';
import { CategoryNode, WorldNode } from '../tree/nodes';
import { withWorkProgress } from '../../platform/workProgress';
import { executePull, type PullOutcome } from '../../core/worldSync/execute';
import { reportPull } from './pullReport';
import { askAboutNewFiles, copiesMemory } from './newFilesQuestion';
import { MANIFEST_NAME, type Manifest } from '../../core/worldSync/pullManifest';
import { planWorldPull, type PullStep } from '../../core/worldSync/plan';
import { trackedElsewhere } from '../../core/worldSync/trackedElsewhere';

/** A world already pulled into a folder, pulled again from the World Changes view (no tree row there). */
export class PulledWorld {
  constructor(readonly world: { id: string; title: string }) {}
}

type PullTarget = WorldNode | CategoryNode | PulledWorld;

/** Files the workspace search reads at most when looking for copies (the head of each, once per pull). */
const MAX_FILES_SEARCHED = 20_000;

export const lastFolderKey = (worldId: string) => `scriptorium.worldbuilding.pullFolder.${worldId}`;

export async function chooseFolder(title: string, last: string | undefined): Promise<vscode.Uri | undefined> {
  const remembered = last === undefined ? undefined : vscode.Uri.file(last);
  const exists =
    remembered !== undefined && (await stat(remembered.fsPath).catch(() => undefined))?.isDirectory() === true;
  const picked = await vscode.window.showOpenDialog({
    canSelectFolders: true,
    canSelectFiles: false,
    canSelectMany: false,
    defaultUri: exists ? remembered : vscode.workspace.workspaceFolders?.[0]?.uri,
    openLabel: vscode.l10n.t('Pull Here'),
    title: vscode.l10n.t('Pull “{0}” into which folder?', title),
  });
  return picked?.[0];
}

export function registerPullWorld(
  context: vscode.ExtensionContext,
  deps: { session: WorldbuildingSession; log: Log },
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(
      'scriptorium.worldbuilding.pullWorld',
      async (node?: TreeNode, folderArg?: vscode.Uri) => {
        if (!(node instanceof WorldNode || node instanceof CategoryNode || node instanceof PulledWorld)) return;
        const connection = await deps.session.connection();
        if (!connection) return;
        const title = node instanceof CategoryNode ? node.category.title : node.world.title;
        const remembered = lastFolderKey(node.world.id);
        const folder = folderArg ?? (await chooseFolder(title, context.workspaceState.get<string>(remembered)));
        if (!folder || folder.scheme !== 'file') return;
        await context.workspaceState.update(remembered, folder.fsPath);
        try {
          const progressOptions = { title: vscode.l10n.t('Pulling “{0}”', title), cancellable: true };
          const planned = await withWorkProgress(progressOptions, (progress, token) =>
            plan(connection.client, node, folder.fsPath, progress, token, deps.log),
          );
          const memory = copiesMemory(context.workspaceState, node.world.id, folder);
          const accepted = await askAboutNewFiles(planned, title, folder, memory);
          if (!accepted) {
            deps.log.info('pull', `${folder.fsPath}: declined writing new files; nothing pulled`);
            return;
          }
          if (accepted.skipped.length > 0) {
            deps.log.info(
              'pull',
              `${folder.fsPath}: skipped ${accepted.skipped.length} articles kept in other files${accepted.remembered ? ' (as answered before for this world and folder)' : ''}: ${accepted.skipped.map((s) => s.article.id).join(', ')}`,
            );
            planned.steps = planned.steps.filter((s) => !accepted.skipped.includes(s));
          }
          const outcome = await withWorkProgress(progressOptions, (progress, token) =>
            run(connection.client, planned, folder.fsPath, progress, token),
          );
          await reportPull(outcome, planned.steps, title, folder.fsPath, node.world.id, deps.log);
        } catch (err) {
          if (classifyError(err) !== 'cancelled')
            await showError(deps.log, 'pull', err, vscode.l10n.t('“{0}” was not pulled', title));
        }
      },
    ),
  );
}

interface Planned {
  steps: PullStep[];
  manifest: Manifest;
  /** Articles to be written here (new or restored) that another file of the workspace already keeps: id → that file. */
  elsewhere: Map<string, string>;
}

/** The list of articles, read and compared with the folder: nothing fetched or written yet. */
async function plan(
  client: WorldAnvilApi,
  node: PullTarget,
  folder: string,
  progress: vscode.Progress<{ message?: string }>,
  token: vscode.CancellationToken,
  log: Log,
): Promise<Planned> {
  const abort = new AbortController();
  const sub = token.onCancellationRequested(() => abort.abort());
  try {
    progress.report({ message: vscode.l10n.t('reading the list of articles…') });
    const categoryId = node instanceof CategoryNode ? node.category.id : undefined;
    const { steps, manifest } = await planWorldPull(
      client,
      { worldId: node.world.id, categoryId },
      folder,
      abort.signal,
    );
    log.info(
      'pull',
      `${node.world.id}: ${steps.length} articles, ${steps.filter((s) => s.kind !== 'unchanged' && s.kind !== 'local').length} to fetch`,
    );
    progress.report({ message: vscode.l10n.t('looking for files that already keep these articles…') });
    return { steps, manifest, elsewhere: await copiesElsewhere(steps, token) };
  } finally {
    sub.dispose();
  }
}

/** The files of the workspace (and pull manifests) that already keep an article this pull would write. */
async function copiesElsewhere(
  steps: readonly PullStep[],
  token: vscode.CancellationToken,
): Promise<Map<string, string>> {
  const ids = new Set(steps.filter((s) => s.kind === 'new' || s.kind === 'restore').map((s) => s.article.id));
  if (ids.size === 0 || !vscode.workspace.workspaceFolders) return new Map();
  const [articleFiles, manifests] = await Promise.all([
    vscode.workspace.findFiles('**/*.{md,bbcode}', undefined, MAX_FILES_SEARCHED, token),
    vscode.workspace.findFiles(`**/${MANIFEST_NAME}`, undefined, MAX_FILES_SEARCHED, token),
  ]);
  const paths = (uris: vscode.Uri[]) => uris.filter((u) => u.scheme === 'file').map((u) => u.fsPath);
  return trackedElsewhere(ids, { articleFiles: paths(articleFiles), manifests: paths(manifests) });
}

async function run(
  client: WorldAnvilApi,
  planned: Planned,
  folder: string,
  progress: vscode.Progress<{ message?: string; increment?: number }>,
  token: vscode.CancellationToken,
): Promise<PullOutcome> {
  const abort = new AbortController();
  const sub = token.onCancellationRequested(() => abort.abort());
  const { steps, manifest } = planned;
  try {
    return await executePull(client, folder, steps, manifest, {
      format: config.worldbuilding.pullFormat(),
      maxImageBytes: config.worldbuilding.imagesMaxBytes(),
      signal: abort.signal,
      onStep: (done, step) =>
        progress.report({
          message: vscode.l10n.t('{0} of {1}: {2}', done, steps.length, step.article.title),
          increment: 100 / Math.max(1, steps.length),
        }),
    });
  } finally {
    sub.dispose();
  }
}

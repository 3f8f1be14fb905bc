// Pull into a Folder… on a world or a category of the Worldbuilding view: every article (of the world,
// or of the category and the categories nested in it) as one file in a folder the person picks, with a
// progress notification that can be cancelled. Run again, it rewrites only what changed on World Anvil;
// a file edited here is kept, and one changed on both sides is a conflict, shown as a diff before
// anything replaces it (a Markdown file whose World Anvil side can only be BBCode: the diff in BBCode,
// and World Anvil's side written beside it as .bbcode, never over it).
import { readdir, readFile } from 'node:fs/promises';
import * as vscode from 'vscode';
import { classifyError } from '../../platform/errorMessages';
import { withDescendants, type ArticleSummary, type WorldAnvilApi } from '../../core/worldanvil';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { WorldbuildingSession } from '../session';
import { CategoryNode, WorldNode } from '../tree/nodes';
import { asBBCodeFile } from '../../core/markup/asBBCodeFile';
import { readOnlyText, registerReadOnlyTexts } from '../../platform/readOnlyText';
import { askAboutConflict, showConflictDiff } from '../articles/conflictDiff';
import { executePull, resolveWithRemote, type Conflict, type PullOutcome } from './execute';
import { readManifest, type Manifest } from './manifest';
import { planPull, type PullStep } from './plan';

const PER_CATEGORY_LISTS = 10;

async function articlesOf(client: WorldAnvilApi, node: WorldNode | CategoryNode, signal: AbortSignal): Promise<ArticleSummary[]> {
  if (node instanceof WorldNode) return client.listAllArticles(node.world.id, { signal });
  const ids = withDescendants(await client.listCategories(node.world.id, { signal }), node.category.id);
  // One list per category while there are few; past that the world's list, read once and filtered, costs
  // fewer requests than a list per category (a chain 20,000 deep would be 20,000 lists).
  if (ids.size > PER_CATEGORY_LISTS) return (await client.listAllArticles(node.world.id, { signal })).filter((a) => a.category?.id !== undefined && ids.has(a.category.id));
  const lists = [];
  for (const id of ids) lists.push(await client.listAllArticles(node.world.id, { categoryId: id, signal }));
  return lists.flat();
}

async function chooseFolder(title: string): Promise<vscode.Uri | undefined> {
  const picked = await vscode.window.showOpenDialog({
    canSelectFolders: true, canSelectFiles: false, canSelectMany: false,
    defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
    openLabel: vscode.l10n.t('Pull Here'),
    title: vscode.l10n.t('Pull “{0}” into which folder?', title),
  });
  return picked?.[0];
}

export function registerPullWorld(context: vscode.ExtensionContext, deps: { session: WorldbuildingSession; log: Log }): void {
  registerReadOnlyTexts(context);
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.pullWorld', async (node?: TreeNode, folderArg?: vscode.Uri) => {
      if (!(node instanceof WorldNode || node instanceof CategoryNode)) return;
      const connection = await deps.session.connection();
      if (!connection) return;
      const title = node instanceof WorldNode ? node.world.title : node.category.title;
      const folder = folderArg ?? (await chooseFolder(title));
      if (!folder || folder.scheme !== 'file') return;
      try {
        const progressOptions = { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Pulling “{0}”', title), cancellable: true };
        const planned = await vscode.window.withProgress(progressOptions, (progress, token) => plan(connection.client, node, folder.fsPath, progress, token, deps.log));
        if (!(await newFilesAccepted(planned, title, folder))) {
          deps.log.info('pull', `${folder.fsPath}: declined writing new files; nothing pulled`);
          return;
        }
        const outcome = await vscode.window.withProgress(progressOptions, (progress, token) => run(connection.client, planned, folder.fsPath, progress, token));
        await report(outcome, title, folder.fsPath, node.world.id, deps.log);
      } catch (err) {
        if (classifyError(err) !== 'cancelled') await showError(deps.log, 'pull', err, vscode.l10n.t('“{0}” was not pulled', title));
      }
    }),
  );
}

interface Planned {
  steps: PullStep[];
  manifest: Manifest;
}

/** The list of articles, read and compared with the folder: nothing fetched or written yet. */
async function plan(client: WorldAnvilApi, node: WorldNode | CategoryNode, folder: string, progress: vscode.Progress<{ message?: string }>, token: vscode.CancellationToken, log: Log): Promise<Planned> {
  const abort = new AbortController();
  const sub = token.onCancellationRequested(() => abort.abort());
  try {
    progress.report({ message: vscode.l10n.t('reading the list of articles…') });
    const articles = await articlesOf(client, node, abort.signal);
    const manifest = await readManifest(folder, node.world.id);
    const steps = await planPull(folder, articles, manifest, await readdir(folder));
    log.info('pull', `${node.world.id}: ${steps.length} articles, ${steps.filter((s) => s.kind !== 'unchanged' && s.kind !== 'local').length} to fetch`);
    return { steps, manifest };
  } finally {
    sub.dispose();
  }
}

/**
 * The write policy's question for a pull: no new file appears in the folder unasked. Updates replace only
 * files this pull wrote and nobody changed since (the manifest's hashes); conflicts are asked one by one.
 */
async function newFilesAccepted(planned: Planned, title: string, folder: vscode.Uri): Promise<boolean> {
  const fresh = planned.steps.filter((s) => s.kind === 'new' || s.kind === 'restore');
  if (fresh.length === 0) return true;
  const names = fresh.map((s) => (s.kind === 'new' ? s.article.title : s.file));
  const where = vscode.workspace.asRelativePath(folder);
  const write = vscode.l10n.t('Write {0} New Files', fresh.length);
  const showList = vscode.l10n.t('Show List');
  const shown = names.slice(0, 4).join(', ') + (names.length > 4 ? ` ${vscode.l10n.t('and {0} more', names.length - 4)}` : '');
  for (;;) {
    const answer = await vscode.window.showWarningMessage(vscode.l10n.t('Pulling “{0}” writes {1} new files into {2}: {3}. Write them?', title, fresh.length, where, shown), write, showList);
    if (answer !== showList) return answer === write;
    const list = readOnlyText(vscode.l10n.t('Files to write'), '.txt', `${fresh.map((s) => `${s.file}  (${s.article.title})`).join('\n')}\n`);
    await vscode.window.showTextDocument(list, { preview: true });
  }
}

async function run(client: WorldAnvilApi, planned: Planned, folder: string, progress: vscode.Progress<{ message?: string; increment?: number }>, token: vscode.CancellationToken): Promise<PullOutcome> {
  const abort = new AbortController();
  const sub = token.onCancellationRequested(() => abort.abort());
  const { steps, manifest } = planned;
  try {
    return await executePull(client, folder, steps, manifest, {
      format: config.worldbuilding.pullFormat(),
      signal: abort.signal,
      onStep: (done, step) => progress.report({ message: vscode.l10n.t('{0} of {1}: {2}', done, steps.length, step.article.title), increment: 100 / Math.max(1, steps.length) }),
    });
  } finally {
    sub.dispose();
  }
}

async function report(outcome: PullOutcome, title: string, folder: string, worldId: string, log: Log): Promise<void> {
  const c = outcome.counts;
  const summary = vscode.l10n.t('{0}: {1} new, {2} updated, {3} unchanged, {4} kept (edited here), {5} conflicts.', title, c.new + c.restore, c.update, c.unchanged, c.local, c.conflict);
  log.info('pull', `${folder}: ${summary}${outcome.cancelled ? ' (cancelled)' : ''}`);
  if (outcome.cancelled) {
    void vscode.window.showWarningMessage(vscode.l10n.t('Pull cancelled. {0} Run it again to continue.', summary));
    return;
  }
  if (outcome.conflicts.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Pulled {0}', summary));
    return;
  }
  const show = vscode.l10n.t('Show Conflicts');
  if ((await vscode.window.showWarningMessage(vscode.l10n.t('Pulled {0} Changed both here and on World Anvil: {1}.', summary, outcome.conflicts.map((x) => x.step.article.title).join(', ')), show)) !== show) return;
  const manifest = await readManifest(folder, worldId);
  for (const conflict of outcome.conflicts) await settle(conflict, folder, manifest, log);
}

/**
 * One conflict: the diff (both sides in one format, front matter comparable), then the person decides in
 * a notification that leaves the diff in view and has no default button (issue 31); nothing is written
 * unasked, and the diff's tab closes once answered.
 */
async function settle(conflict: Conflict, folder: string, manifest: Manifest, log: Log): Promise<void> {
  const title = conflict.step.article.title;
  const file = vscode.Uri.file(conflict.localPath);
  const local = await readFile(conflict.localPath, 'utf8');
  const extension = conflict.remoteFormat === 'markdown' ? '.md' : '.bbcode';
  const asked = () => log.info('pull', `${conflict.step.file} changed on World Anvil and here: diff shown, asking`);
  if (!conflict.besideName) {
    const take = vscode.l10n.t('Take World Anvil’s Version');
    await showConflictDiff({ file, title, extension, remote: conflict.remoteText, local, label: vscode.l10n.t('{0}: World Anvil ↔ your file', title) });
    const answer = await askAboutConflict(file, vscode.l10n.t('“{0}” changed on World Anvil and in your file. Replace your file with World Anvil’s version?', title), [take], asked);
    if (answer === take) await resolveWithRemote(folder, manifest, conflict);
    return;
  }
  // World Anvil's side has no faithful Markdown form: BBCode against what the writer's Markdown pushes as.
  await showConflictDiff({ file, title, extension, remote: conflict.remoteText, local: asBBCodeFile(local), label: vscode.l10n.t('{0}: World Anvil ↔ your file (both as BBCode)', title) });
  const write = vscode.l10n.t('Write {0}', conflict.besideName);
  const answer = await askAboutConflict(file, vscode.l10n.t('“{0}” changed on World Anvil and in your file, and World Anvil’s version cannot be written as Markdown without changing it. Write it beside your file as {1}? Your Markdown file stays as it is.', title, conflict.besideName), [write], asked);
  if (answer !== write) return;
  try {
    await resolveWithRemote(folder, manifest, conflict);
    log.info('pull', `wrote World Anvil's side of ${conflict.step.article.id} beside ${conflict.step.file} as ${conflict.besideName}`);
  } catch (err) {
    await showError(log, 'pull', err, vscode.l10n.t('{0} was not written', conflict.besideName));
  }
}

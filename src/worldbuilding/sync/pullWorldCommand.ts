// Pull into a Folder… on a world or a category of the Worldbuilding view: every article (of the world,
// or of the category and the categories nested in it) as one file in a folder the person picks, with a
// progress notification that can be cancelled. Run again, it rewrites only what changed on World Anvil;
// a file edited here is kept, and one changed on both sides is a conflict, shown as a diff before
// anything replaces it (a Markdown file whose World Anvil side can only be BBCode: the diff in BBCode,
// and World Anvil's side written beside it as .bbcode, never over it). New files go into category folders;
// an article already kept in another file of the workspace is named in the question, which can skip it.
// The folder dialog opens where this world was last pulled (workspaceState, per world).
import { readFile, stat } from 'node:fs/promises';
import * as vscode from 'vscode';
import { classifyError } from '../../platform/errorMessages';
import type { WorldAnvilApi } from '../../core/worldanvil';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { WorldbuildingSession } from '../session';
import { CategoryNode, WorldNode } from '../tree/nodes';
import { asBBCodeFile } from '../../core/markup/asBBCodeFile';
import { nameList, showList } from '../../platform/summaryMessage';
import { withWorkProgress } from '../../platform/workProgress';
import { askAboutConflict, showConflictDiff } from '../document/conflictDiff';
import { executePull, resolveWithRemote, type Conflict, type PullOutcome } from '../../core/worldSync/execute';
import { imagesList, imagesSummary } from './imageReport';
import { askAboutNewFiles, copiesMemory } from './newFilesQuestion';
import { linkMentions } from '../../core/worldSync/linkResolver';
import { MANIFEST_NAME, readManifest, type Manifest } from '../../core/worldSync/pullManifest';
import { planWorldPull, type PullStep } from '../../core/worldSync/plan';
import { trackedElsewhere } from '../../core/worldSync/trackedElsewhere';
import { backUp, hasMergeBase, mergeConflict } from './worldMerge';
import { plural } from '../../platform/localeFormat';
import { announceSynced } from './syncedFiles';

/** A world already pulled into a folder, pulled again from the World Changes view (no tree row there). */
export class PulledWorld {
  constructor(readonly world: { id: string; title: string }) {}
}

type PullTarget = WorldNode | CategoryNode | PulledWorld;

/** Files the workspace search reads at most when looking for copies (the head of each, once per pull). */
const MAX_FILES_SEARCHED = 20_000;

const lastFolderKey = (worldId: string) => `scriptorium.worldbuilding.pullFolder.${worldId}`;

async function chooseFolder(title: string, last: string | undefined): Promise<vscode.Uri | undefined> {
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
          await report(outcome, planned.steps, title, folder.fsPath, node.world.id, deps.log);
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

async function report(
  outcome: PullOutcome,
  steps: readonly PullStep[],
  title: string,
  folder: string,
  worldId: string,
  log: Log,
): Promise<void> {
  const c = outcome.counts;
  // The files kept because they were edited here, named (#31): the steps run in order, so the first
  // c.local of them are those this run reached.
  const kept = steps
    .filter((s) => s.kind === 'local')
    .slice(0, c.local)
    .map((s) => s.file);
  const counts = vscode.l10n.t(
    '{0}: {1} new, {2} updated, {3} unchanged, {4} kept (edited here), {5}.',
    title,
    c.new + c.restore,
    c.update,
    c.unchanged,
    c.local,
    plural(c.conflict, vscode.l10n.t('{0} conflict', c.conflict), vscode.l10n.t('{0} conflicts', c.conflict)),
  );
  const maxImageBytes = config.worldbuilding.imagesMaxBytes();
  const summary = [
    counts,
    ...(kept.length > 0 ? [vscode.l10n.t('Kept (edited here): {0}.', nameList(kept))] : []),
    ...(outcome.refused.length > 0
      ? [vscode.l10n.t('Not written, a link or not a plain file: {0}.', nameList(outcome.refused.map((r) => r.file)))]
      : []),
    imagesSummary(outcome.images, maxImageBytes),
  ]
    .filter((s) => s !== '')
    .join(' ');
  log.info('pull', `${folder}: ${summary}${outcome.cancelled ? ' (cancelled)' : ''}`);
  // World Changes reads the world again at once (#41), before any question below waits for an answer.
  announceSynced({ kind: 'world', worldId });
  for (const r of outcome.refused) log.warn('pull', `${folder}: not written: ${r.file} (${r.title}): ${r.reason}`);
  const listButton = vscode.l10n.t('Show List');
  const offerList = (shown: Thenable<string | undefined>) =>
    void Promise.resolve(shown).then((answer) =>
      answer === listButton
        ? showList(vscode.l10n.t('Pulled “{0}”', title), [
            ...pullList(outcome, kept),
            ...imagesList(outcome.images, maxImageBytes),
          ])
        : undefined,
    );
  const images = outcome.images.written.length + outcome.images.skipped.length;
  const buttons = outcome.written.length + kept.length + images > 0 ? [listButton] : [];
  if (outcome.cancelled) {
    offerList(
      vscode.window.showWarningMessage(
        vscode.l10n.t('Pull cancelled. {0} Run it again to continue.', summary),
        ...buttons,
      ),
    );
    return;
  }
  if (outcome.conflicts.length === 0) {
    // An image left out is a warning (the article shows `[img:ID]` instead of it), and so is an article refused.
    const message = vscode.l10n.t('Pulled {0}', summary);
    offerList(
      outcome.images.skipped.length > 0 || outcome.refused.length > 0
        ? vscode.window.showWarningMessage(message, ...buttons)
        : vscode.window.showInformationMessage(message, ...buttons),
    );
    return;
  }
  const show = vscode.l10n.t('Show Conflicts');
  if (
    (await vscode.window.showWarningMessage(
      vscode.l10n.t(
        'Pulled {0} Changed both here and on World Anvil: {1}.',
        summary,
        outcome.conflicts.map((x) => x.step.article.title).join(', '),
      ),
      show,
    )) !== show
  )
    return;
  const manifest = await readManifest(folder, worldId);
  for (const conflict of outcome.conflicts) await settle(conflict, folder, manifest, log);
  announceSynced({ kind: 'world', worldId });
}

/** Every file the pull touched or left, by what happened to it: the Show List document. */
function pullList(outcome: PullOutcome, kept: readonly string[]): string[] {
  const section = (heading: string, names: readonly string[]) =>
    names.length > 0 ? [heading, ...names.map((n) => `  ${n}`), ''] : [];
  return [
    ...section(vscode.l10n.t('Written:'), outcome.written),
    ...section(vscode.l10n.t('Kept (edited here):'), kept),
    ...section(
      vscode.l10n.t('Changed on both sides (conflicts):'),
      outcome.conflicts.map((x) => x.step.file),
    ),
    ...section(
      vscode.l10n.t('Not written, a link or not a plain file:'),
      outcome.refused.map((r) => r.file),
    ),
  ];
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
  // Links to the world's files read as the mentions they push as, on both sides (issue 29).
  const links = conflict.localPath.endsWith('.md')
    ? (await linkMentions(conflict.localPath, folder, local).catch(() => undefined))?.toMention
    : undefined;
  const asked = () => log.info('pull', `${conflict.step.file} changed on World Anvil and here: diff shown, asking`);
  if (!conflict.besideName) {
    const take = vscode.l10n.t('Take World Anvil’s Version');
    const merge = vscode.l10n.t('Merge');
    const canMerge = await hasMergeBase(manifest, conflict.step.article.id);
    await showConflictDiff({
      file,
      title,
      extension,
      remote: conflict.remoteText,
      local,
      label: vscode.l10n.t('{0}: World Anvil ↔ your file', title),
      links,
    });
    const answer = await askAboutConflict(
      file,
      canMerge
        ? vscode.l10n.t(
            '“{0}” changed on World Anvil and in your file. Merge the two (changes to different lines are merged; lines both sides changed are marked in the file), or replace your file with World Anvil’s version? Either way your file as it was is kept in a backup.',
            title,
          )
        : vscode.l10n.t(
            '“{0}” changed on World Anvil and in your file. Replace your file with World Anvil’s version? (No copy of the text last pulled is kept for it, so it cannot be merged by itself: compare the two and merge by hand.)',
            title,
          ),
      // Merge loses nothing and goes first; without a kept base only the diff is there to merge by hand.
      canMerge ? [merge, take] : [take],
      asked,
    );
    if (answer === merge) await mergeConflict(conflict, folder, manifest, log);
    if (answer === take && (await backUp(file, 'file', local, log)))
      await resolveWithRemote(folder, manifest, conflict);
    return;
  }
  // World Anvil's side has no faithful Markdown form: BBCode against what the writer's Markdown pushes as.
  await showConflictDiff({
    file,
    title,
    extension,
    remote: conflict.remoteText,
    local: asBBCodeFile(local, links),
    label: vscode.l10n.t('{0}: World Anvil ↔ your file (both as BBCode)', title),
  });
  const write = vscode.l10n.t('Write {0}', conflict.besideName);
  const answer = await askAboutConflict(
    file,
    vscode.l10n.t(
      '“{0}” changed on World Anvil and in your file, and World Anvil’s version cannot be written as Markdown without changing it. Write it beside your file as {1}? Your Markdown file stays as it is.',
      title,
      conflict.besideName,
    ),
    [write],
    asked,
  );
  if (answer !== write) return;
  try {
    await resolveWithRemote(folder, manifest, conflict);
    log.info(
      'pull',
      `wrote World Anvil's side of ${conflict.step.article.id} beside ${conflict.step.file} as ${conflict.besideName}`,
    );
  } catch (err) {
    await showError(log, 'pull', err, vscode.l10n.t('{0} was not written', conflict.besideName));
  }
}

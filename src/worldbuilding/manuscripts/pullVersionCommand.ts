// Pull Manuscript Version… (#47 item 2): on a version's row of the Worldbuilding view, or from the Command
// Palette (world → manuscript → version picked in turn). The version becomes a folder of part files in the
// folder the person picks (the dialog opens where this world was last pulled, as Pull into a Folder…): the
// plan and the files are core/manuscript/versionPull.ts's; the writes go through the write policy
// (platform/files): a part file edited here since the last pull is put to the person first, and the
// highlighted answer keeps it. Only then is the manifest written, with the parts that were written.
import * as vscode from 'vscode';
import { planVersionPull, recordVersionPull, type VersionPullTarget } from '../../core/manuscript/versionPull';
import type { WorldAnvilApi } from '../../core/worldanvil';
import { classifyError } from '../../platform/errorMessages';
import { writeFiles } from '../../platform/files/writeFiles';
import { announceSynced } from '../sync/syncedFiles';
import { writeLedger } from '../../platform/files/writeLedger';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { withWorkProgress } from '../../platform/workProgress';
import type { WorldbuildingSession } from '../session';
import { VersionNode } from '../tree/manuscriptNodes';
import { chooseFolder, lastFolderKey } from '../sync/pullWorldCommand';

const encode = (text: string) => new TextEncoder().encode(text);

/** World → manuscript → version, each from a quick pick; undefined when the person stops. */
async function pickVersion(client: WorldAnvilApi): Promise<VersionPullTarget | undefined> {
  const api = client.manuscripts;
  if (!api) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Manuscripts need World Anvil’s Boromir API.'));
    return undefined;
  }
  const user = await client.getUser();
  const world = await pick(await client.listWorlds(user.id), vscode.l10n.t('Which world?'));
  if (!world) return undefined;
  const manuscript = await pick(await api.listManuscripts(world.id), vscode.l10n.t('Which manuscript?'));
  if (!manuscript) return undefined;
  const version = await pick(await api.listVersions(manuscript.id), vscode.l10n.t('Which version?'));
  return version && { worldId: world.id, manuscript, version };
}

async function pick<T extends { id: string; title: string }>(items: T[], placeHolder: string): Promise<T | undefined> {
  const chosen = await vscode.window.showQuickPick(
    items.map((item) => ({ label: item.title, item })),
    { placeHolder },
  );
  return chosen?.item;
}

export function registerPullManuscriptVersion(
  context: vscode.ExtensionContext,
  deps: { session: WorldbuildingSession; log: Log },
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(
      'scriptorium.worldbuilding.pullManuscriptVersion',
      async (node?: unknown, folderArg?: vscode.Uri) => {
        const connection = await deps.session.connection();
        if (!connection?.client.manuscripts) return;
        let target: VersionPullTarget | undefined;
        try {
          target =
            node instanceof VersionNode
              ? { worldId: node.world.id, manuscript: node.parent.manuscript, version: node.version }
              : await pickVersion(connection.client);
        } catch (err) {
          await showError(deps.log, 'pull', err, vscode.l10n.t('Could not list the manuscripts'));
          return;
        }
        if (!target) return;
        const title = `${target.manuscript.title} · ${target.version.title}`;
        const remembered = lastFolderKey(target.worldId);
        const folder = folderArg ?? (await chooseFolder(title, context.workspaceState.get<string>(remembered)));
        if (!folder || folder.scheme !== 'file') return;
        await context.workspaceState.update(remembered, folder.fsPath);
        try {
          await pullVersion(connection.client, target, folder, title, { ...deps, context });
        } catch (err) {
          if (classifyError(err) !== 'cancelled')
            await showError(deps.log, 'pull', err, vscode.l10n.t('“{0}” was not pulled', title));
        }
      },
    ),
  );
}

async function pullVersion(
  client: WorldAnvilApi,
  target: VersionPullTarget,
  folder: vscode.Uri,
  title: string,
  deps: { log: Log; context: vscode.ExtensionContext },
): Promise<void> {
  const plan = await withWorkProgress(
    { title: vscode.l10n.t('Pulling “{0}”', title), cancellable: true },
    async (_progress, token) => {
      const abort = new AbortController();
      const sub = token.onCancellationRequested(() => abort.abort());
      try {
        return await planVersionPull(client.manuscripts!, target, folder.fsPath, abort.signal);
      } finally {
        sub.dispose();
      }
    },
  );
  const outcome = await writeFiles({
    action: vscode.l10n.t('Pull “{0}”', title),
    writes: plan.writes.map((w) => ({
      folder,
      relative: w.relative,
      bytes: encode(w.text),
      origin: `worldanvil:manuscriptPart/${w.partId}`,
    })),
    log: deps.log,
    ledger: writeLedger(deps.context),
    // Choosing the folder was the question for new files, as for Pull into a Folder…; replacing a file
    // edited here is still asked.
    alreadyAsked: true,
  });
  const written = new Set(outcome.written.map((u) => u.fsPath));
  const writtenIds = new Set(
    plan.writes.filter((w) => written.has(vscode.Uri.joinPath(folder, w.relative).fsPath)).map((w) => w.partId),
  );
  await recordVersionPull(folder.fsPath, plan, target, writtenIds);
  // World Changes reads World Anvil's side again: its part files are now as World Anvil has them.
  announceSynced({ kind: 'world', worldId: target.worldId });
  const made = plan.writes.filter((w) => writtenIds.has(w.partId));
  const counts = {
    new: made.filter((w) => w.kind === 'new').length,
    updated: made.filter((w) => w.kind === 'update').length,
    kept: plan.writes.length - made.length,
  };
  deps.log.info(
    'pull',
    `manuscript version ${target.version.id} into ${folder.fsPath}: ${counts.new} new, ${counts.updated} updated, ${plan.unchanged} unchanged, ${counts.kept} not written, ${plan.gone.length} gone on World Anvil, ${plan.bbcodeBeats.length} beats kept as BBCode`,
  );
  const message =
    plan.writes.length === 0
      ? vscode.l10n.t('“{0}”: nothing changed on World Anvil since the last pull ({1} parts).', title, plan.unchanged)
      : vscode.l10n.t(
          '“{0}”: {1} new, {2} updated, {3} unchanged, {4} not written.',
          title,
          counts.new,
          counts.updated,
          plan.unchanged,
          counts.kept,
        );
  const open = vscode.l10n.t('Open Folder in Explorer');
  void vscode.window.showInformationMessage(message, open).then(async (answer) => {
    if (answer === open)
      await vscode.commands.executeCommand('revealInExplorer', vscode.Uri.joinPath(folder, plan.entry.dir));
  });
}

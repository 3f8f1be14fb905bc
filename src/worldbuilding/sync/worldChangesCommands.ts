// World Changes' commands: refresh, push every file changed here, pull a folder's world again (the world
// pull already updates what changed on World Anvil and asks about conflicts over a diff), and push one file
// from its row (a file changed on both sides gets the push's own diff and question).
import * as vscode from 'vscode';
import type { FeatureHost } from '../../platform/features/featureHost';
import type { Log } from '../../platform/log';
import type { WorldbuildingSession } from '../session';
import { PulledWorld } from './pullWorldCommand';
import { WorldChanges } from './worldChanges';
import { SyncDecorations, WorldChangesTree, type ChangeRow } from './worldChangesTree';
import { showTreeWhileVisible } from '../../platform/tree/nodeTreeProvider';

export const WORLD_CHANGES_VIEW = 'scriptorium.worldChanges';

export function registerWorldChanges(
  context: vscode.ExtensionContext,
  host: FeatureHost,
  deps: { session: WorldbuildingSession; log: Log },
): WorldChanges {
  const changes = new WorldChanges(deps.session, deps.log);
  const decorations = new SyncDecorations(changes);
  context.subscriptions.push(changes, decorations, vscode.window.registerFileDecorationProvider(decorations));
  const refresh = () =>
    vscode.window.withProgress({ location: { viewId: WORLD_CHANGES_VIEW } }, () => changes.refresh());
  // World Anvil's side is read when the view comes into sight (and on Refresh), not on every start.
  showTreeWhileVisible(context, host, WORLD_CHANGES_VIEW, new WorldChangesTree(changes), (v) => v && void refresh());

  const push = async (uri: vscode.Uri) => {
    await vscode.window.showTextDocument(uri, { preview: false });
    await vscode.commands.executeCommand('scriptorium.worldbuilding.pushArticle');
  };
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.refreshWorldChanges', refresh),
    vscode.commands.registerCommand('scriptorium.worldbuilding.pushWorldChange', async (row?: ChangeRow) => {
      if (row?.kind !== 'file') return;
      await push(changes.fileUri(row.folder, row.file));
      await refresh();
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.pushChangedFiles', async (row?: ChangeRow) => {
      const folders = row ? [row.folder] : changes.pulled;
      const files = folders.flatMap((f) =>
        f.files.filter((x) => x.state === 'changedHere' && !x.manuscriptVersionId).map((x) => changes.fileUri(f, x)),
      );
      if (files.length === 0) {
        void vscode.window.showInformationMessage(vscode.l10n.t('No file changed here only: nothing to push.'));
        return;
      }
      // One push after another, each with its own checks and message; files changed on both sides are
      // left for their own row, where the push shows the diff first.
      for (const uri of files) await push(uri);
      deps.log.info('sync', `pushed ${files.length} changed files`);
      await refresh();
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.pullWorldChanges', async (row?: ChangeRow) => {
      if (!row) return;
      const { worldId, worldTitle, folder } = row.folder;
      await vscode.commands.executeCommand(
        'scriptorium.worldbuilding.pullWorld',
        new PulledWorld({ id: worldId, title: worldTitle }),
        folder,
      );
      await refresh();
    }),
  );
  return changes;
}

// Commands on the Worldbuilding tree: refresh, load more, open on World Anvil, copy a mention.
import * as vscode from 'vscode';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { openServerLink } from '../../platform/externalLinks';
import { ArticleNode, CategoryNode, MoreCategoriesNode, WorldNode } from './nodes';
import { EntityListNode, ImageNode, SecretNode } from './secretImageNodes';
import type { WorldbuildingTreeProvider } from './worldbuildingTreeProvider';
import type { LoadMoreNode, TreeNode } from '../../platform/tree/treeNode';
import { ArticlePreview } from '../preview/articlePreview';
import type { WorldbuildingSession } from '../session';
import { articleFormat } from '../articles/articleDocument';

export function registerWorldbuildingTreeCommands(
  context: vscode.ExtensionContext,
  deps: { tree: WorldbuildingTreeProvider; log: Log; session: WorldbuildingSession },
): void {
  const { tree, log } = deps;
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.refresh', (node?: TreeNode) => tree.refresh(node)),
    vscode.commands.registerCommand('scriptorium.worldbuilding.loadMore', async (more: LoadMoreNode) => {
      if (more instanceof MoreCategoriesNode) {
        try {
          await vscode.window.withProgress({ location: { viewId: 'scriptorium.worldbuilding' } }, () => more.load());
          if (more.parent) tree.redraw(more.parent);
        } catch (err) {
          await showError(log, 'worlds', err, vscode.l10n.t('Could not load more categories'));
        }
        return;
      }
      const world = more?.parent;
      if (!(world instanceof WorldNode || world instanceof CategoryNode || world instanceof EntityListNode)) return;
      try {
        await vscode.window.withProgress({ location: { viewId: 'scriptorium.worldbuilding' } }, () => world.loadMore());
        tree.redraw(world);
      } catch (err) {
        await showError(log, 'worlds', err, vscode.l10n.t('Could not load more articles'));
      }
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.openOnWorldAnvil', async (node?: TreeNode) => {
      const known = [ArticleNode, WorldNode, SecretNode, ImageNode].some((k) => node instanceof k);
      const url =
        node instanceof ArticleNode
          ? node.article.url
          : node instanceof WorldNode
            ? node.url
            : node instanceof SecretNode
              ? node.secret.url
              : node instanceof ImageNode
                ? node.image.pageUrl
                : undefined;
      if (known) await openServerLink(url, (await deps.session.connection())?.origin, log, 'worlds');
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.previewArticle', (node?: TreeNode) => {
      if (node instanceof ArticleNode)
        ArticlePreview.showRemote(context.extensionUri, deps.session, log, node.article.id);
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.previewFile', () => {
      const doc = vscode.window.activeTextEditor?.document;
      if (doc && articleFormat(doc)) ArticlePreview.showLocal(context.extensionUri, deps.session, log, doc);
      else
        void vscode.window.showInformationMessage(
          vscode.l10n.t('Open a Markdown (.md) or .bbcode article file to preview it.'),
        );
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.copyMention', async (node?: TreeNode) => {
      if (!(node instanceof ArticleNode)) return;
      await vscode.env.clipboard.writeText(node.mention);
      void vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', node.mention), 3000);
    }),
  );
}

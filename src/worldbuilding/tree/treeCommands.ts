// Commands on the Worldbuilding tree: refresh, load more, open on World Anvil, copy a mention.
import * as vscode from 'vscode';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { openServerLink } from '../../platform/externalLinks';
import { ArticleNode } from './articleNode';
import { MoreCategoriesNode, WorldNode } from './nodes';
import { PagedListNode } from './pagedListNode';
import { ImageNode, SecretNode } from './secretImageNodes';
import type { WorldbuildingTreeProvider } from './worldbuildingTreeProvider';
import type { LoadMoreNode, TreeNode } from '../../platform/tree/treeNode';
import { ArticlePreview } from '../preview/articlePreview';
import type { WorldbuildingSession } from '../session';
import { articleFormat } from '../document/articleDocument';
import { UUID_PATTERN } from '../../core/worldanvil/limits';

/** The article id a mention's hover hands a command (`{ articleId }`, untrusted JSON), of World Anvil's shape. */
function mentionedId(arg: unknown): string | undefined {
  const id = (arg as { articleId?: unknown } | null)?.articleId;
  return typeof id === 'string' && UUID_PATTERN.test(id) ? id : undefined;
}

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
      if (!(world instanceof PagedListNode)) return;
      try {
        await vscode.window.withProgress({ location: { viewId: 'scriptorium.worldbuilding' } }, () => world.loadMore());
        tree.redraw(world);
      } catch (err) {
        await showError(log, 'worlds', err, vscode.l10n.t('Could not load more articles'));
      }
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.openOnWorldAnvil', async (node?: unknown) => {
      const id = mentionedId(node);
      if (id) {
        // From a mention's hover: the article's address is asked of World Anvil.
        const connection = await deps.session.connection();
        try {
          const article = connection && (await connection.client.getArticle(id));
          if (article) await openServerLink(article.url, connection.origin, log, 'worlds');
        } catch (err) {
          await showError(log, 'worlds', err, vscode.l10n.t('Could not open the article on World Anvil'));
        }
        return;
      }
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
    vscode.commands.registerCommand('scriptorium.worldbuilding.previewArticle', (node?: unknown) => {
      const id = node instanceof ArticleNode ? node.article.id : mentionedId(node);
      if (id) ArticlePreview.showRemote({ extensionUri: context.extensionUri, session: deps.session, log }, id);
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.previewFile', () => {
      const doc = vscode.window.activeTextEditor?.document;
      if (doc && articleFormat(doc))
        ArticlePreview.showLocal({ extensionUri: context.extensionUri, session: deps.session, log }, doc);
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

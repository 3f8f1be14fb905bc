// Changing an article from the tree: delete it (after a modal that names it), make it public or
// private, mark it as a draft or not. Each sends one request and reloads the list the article sits in;
// a failure is one message (with Show Log) and leaves the tree as it was.
import * as vscode from 'vscode';
import type { ArticleInput } from '../../core/worldanvil';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { WorldbuildingSession } from '../session';
import { ArticleNode } from './articleNode';
import type { WorldbuildingTreeProvider } from './worldbuildingTreeProvider';
import { confirmDestructive } from '../../platform/confirmDestructive';

interface Deps {
  tree: WorldbuildingTreeProvider;
  session: WorldbuildingSession;
  log: Log;
}

/**
 * The one-field changes the tree offers, by command name: what is sent, and what is said once it is done.
 * The field named in the log and the error is the one the change sets.
 */
const FIELD_CHANGES: Record<string, { input: ArticleInput; done: (title: string) => string }> = {
  makePublic: { input: { state: 'public' }, done: (title) => vscode.l10n.t('“{0}” is now public.', title) },
  makePrivate: { input: { state: 'private' }, done: (title) => vscode.l10n.t('“{0}” is now private.', title) },
  markDraft: { input: { isDraft: true }, done: (title) => vscode.l10n.t('“{0}” is now a draft.', title) },
  markNotDraft: { input: { isDraft: false }, done: (title) => vscode.l10n.t('“{0}” is no longer a draft.', title) },
};

export function registerArticleCommands(context: vscode.ExtensionContext, deps: Deps): void {
  for (const [name, { input, done }] of Object.entries(FIELD_CHANGES))
    context.subscriptions.push(
      vscode.commands.registerCommand(`scriptorium.worldbuilding.${name}`, async (node?: TreeNode) => {
        if (!(node instanceof ArticleNode)) return;
        const field = Object.keys(input)[0]!;
        await send(
          deps,
          node,
          field,
          (client) => client.patchArticle(node.article.id, { ...input }),
          done(node.article.title),
        );
      }),
    );
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.deleteArticle', async (node?: TreeNode) => {
      if (!(node instanceof ArticleNode)) return;
      const confirmed = await confirmDestructive({
        question: vscode.l10n.t('Delete “{0}” from “{1}” on World Anvil?', node.article.title, node.world.title),
        detail: vscode.l10n.t(
          'The article ({0}) is deleted on World Anvil. Files pulled from it stay on this computer.',
          node.template,
        ),
        action: vscode.l10n.t('Delete'),
        keep: vscode.l10n.t('Keep Article'),
      });
      if (!confirmed) return;
      await send(
        deps,
        node,
        'delete',
        (client) => client.deleteArticle(node.article.id),
        vscode.l10n.t('Deleted “{0}”.', node.article.title),
      );
    }),
  );
}

/** The client of the connection, as the tree's changes call it. */
type AnvilClient = NonNullable<Awaited<ReturnType<WorldbuildingSession['connection']>>>['client'];

/** One change sent from the tree (an article's, a secret's, an image's): progress, reload, message or error. */
export async function sendTreeChange(
  deps: Deps,
  node: TreeNode,
  what: string,
  call: (client: AnvilClient) => Promise<unknown>,
  done: string,
  failed: string,
): Promise<void> {
  try {
    const connection = await deps.session.connection();
    if (!connection) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Sign in to World Anvil first.'));
      return;
    }
    await vscode.window.withProgress({ location: { viewId: 'scriptorium.worldbuilding' } }, () =>
      call(connection.client),
    );
    deps.log.info('worlds', `${what} ${node.id}: done`);
    deps.tree.refresh(node.parent);
    void vscode.window.setStatusBarMessage(done, 5000);
  } catch (err) {
    await showError(deps.log, 'worlds', err, failed);
  }
}

const send = (
  deps: Deps,
  node: ArticleNode,
  what: string,
  call: (client: AnvilClient) => Promise<unknown>,
  done: string,
) => sendTreeChange(deps, node, what, call, done, vscode.l10n.t('“{0}” was not changed', node.article.title));

// The Secrets and Images of the Worldbuilding tree (#29): preview a secret (the article preview) or an
// image (the image preview), and delete either after a question whose default answer keeps it
// (platform/confirmDestructive.ts). A delete sends one request and reloads the list it was in; a failure is one
// message with Show Log and leaves the tree as it was.
import * as vscode from 'vscode';
import { confirmDestructive } from '../../platform/confirmDestructive';
import type { Log } from '../../platform/log';
import type { TreeNode } from '../../platform/tree/treeNode';
import { ArticlePreview } from '../preview/articlePreview';
import { ImagePreview } from '../preview/imagePreview';
import type { WorldbuildingSession } from '../session';
import { sendTreeChange } from './articleCommands';
import { ImageNode, SecretNode } from './secretImageNodes';
import type { WorldbuildingTreeProvider } from './worldbuildingTreeProvider';

interface Deps {
  tree: WorldbuildingTreeProvider;
  session: WorldbuildingSession;
  log: Log;
}

export function registerSecretImageCommands(context: vscode.ExtensionContext, deps: Deps): void {
  const previews = { extensionUri: context.extensionUri, session: deps.session, log: deps.log };
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.previewSecret', (node?: TreeNode) => {
      if (node instanceof SecretNode) ArticlePreview.showSecret(previews, node.secret.id, node.world.title);
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.previewImage', (node?: TreeNode) => {
      if (node instanceof ImageNode) ImagePreview.show(previews, node.image.id, node.world.title);
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.deleteSecret', (node?: TreeNode) =>
      node instanceof SecretNode ? deleteAsked(deps, node, secretDeletion(node)) : undefined,
    ),
    vscode.commands.registerCommand('scriptorium.worldbuilding.deleteImage', (node?: TreeNode) =>
      node instanceof ImageNode ? deleteAsked(deps, node, imageDeletion(node)) : undefined,
    ),
  );
}

type DeleteCall = Parameters<typeof sendTreeChange>[3];

/** A delete's question (its default answer keeps the item) and its request. */
interface Deletion {
  title: string;
  ask: Parameters<typeof confirmDestructive>[0];
  call: DeleteCall;
}

const secretDeletion = ({ secret, world }: SecretNode): Deletion => ({
  title: secret.title,
  ask: {
    question: vscode.l10n.t('Delete the secret “{0}” from “{1}” on World Anvil?', secret.title, world.title),
    action: vscode.l10n.t('Delete Secret'),
    keep: vscode.l10n.t('Keep Secret'),
    detail: vscode.l10n.t('The secret is deleted on World Anvil; this cannot be undone there.'),
  },
  call: (c) => c.secrets!.delete(secret.id),
});

const imageDeletion = ({ image, world }: ImageNode): Deletion => ({
  title: image.title,
  ask: {
    question: vscode.l10n.t('Delete the image “{0}” from “{1}” on World Anvil?', image.title, world.title),
    action: vscode.l10n.t('Delete Image'),
    keep: vscode.l10n.t('Keep Image'),
    // Articles keep their [img:ID] tags: said, since the delete changes what they show.
    detail: vscode.l10n.t('Articles that show it ([img:{0}]) show nothing in its place.', image.id),
  },
  call: (c) => c.images!.delete(image.id),
});

async function deleteAsked(deps: Deps, node: SecretNode | ImageNode, deletion: Deletion): Promise<void> {
  if (await confirmDestructive(deletion.ask)) await remove(deps, node, deletion.title, deletion.call);
}

const remove = (deps: Deps, node: SecretNode | ImageNode, title: string, call: DeleteCall) =>
  sendTreeChange(
    deps,
    node,
    'delete',
    call,
    vscode.l10n.t('Deleted “{0}”.', title),
    vscode.l10n.t('“{0}” was not deleted', title),
  );

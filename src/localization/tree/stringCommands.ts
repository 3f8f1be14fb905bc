// Managing strings from the Localization tree: add a string (key + source text) to a monolingual
// component, delete one (with a modal confirmation naming it), and edit a string's explanation and extra
// flags (as `wlc edit-unit`). Each is offered where PermissionMemory allows and learns from a 403.
import * as vscode from 'vscode';
import { withWorkProgress } from '../../platform/workProgress';
import { addMonolingualUnit, deleteUnit, editUnitDetails, type WeblateAction } from '../../core/weblate';
import type { Log } from '../../platform/log';
import { inputStep } from '../../platform/multiStep';
import { showError } from '../../platform/showError';
import type { TreeNode } from '../../platform/tree/treeNode';
import type { Connection, LocalizationSession } from '../session';
import type { LocalizationTreeProvider } from './localizationTreeProvider';
import { TranslationNode } from './nodes';
import { UnitNode } from './unitNode';
import { confirmDestructive } from '../../platform/confirmDestructive';

interface Deps {
  tree: LocalizationTreeProvider;
  /** Its selection is the target when a command runs from the palette. */
  view: vscode.TreeView<TreeNode>;
  log: Log;
  session: LocalizationSession;
}

/** The source string behind a unit (explanation, flags and deletion belong to it). */
async function signedIn(session: LocalizationSession): Promise<Connection | undefined> {
  const connection = await session.connection();
  if (!connection?.signedIn) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Sign in to the localization server to change strings.'));
    return undefined;
  }
  return connection;
}

/** The string a unit-row command acts on, once signed in and not refused there before; undefined otherwise (told why). */
async function stringTarget(node: TreeNode | undefined, session: LocalizationSession, action: WeblateAction) {
  if (!(node instanceof UnitNode) || !(node.parent instanceof TranslationNode)) return pickAString();
  const component = node.parent.translation.component;
  const path = `${component.project.slug}/${component.slug}`;
  const connection = await signedIn(session);
  if (!connection) return undefined;
  if (!connection.permissions.mayOffer(action, path)) return refusedBefore();
  return { unit: node.unit, translationNode: node.parent, component, path, connection };
}

const pickAString = () =>
  void vscode.window.showInformationMessage(vscode.l10n.t('Select a string in the Localization view first.'));

const refusedBefore = () =>
  void vscode.window.showInformationMessage(
    vscode.l10n.t('The server refused this here before. Reconnect (or sign in with another token) to try again.'),
  );

export function registerStringCommands(context: vscode.ExtensionContext, deps: Deps): void {
  const reg = (id: string, fn: (node: TreeNode | undefined, deps: Deps) => unknown) =>
    context.subscriptions.push(
      vscode.commands.registerCommand(id, (node?: TreeNode) => fn(node ?? deps.view.selection[0], deps)),
    );
  reg('scriptorium.localization.addString', addString);
  reg('scriptorium.localization.deleteString', deleteString);
  reg('scriptorium.localization.editStringDetails', editStringDetails);
}

async function addString(node: TreeNode | undefined, { tree, log, session }: Deps): Promise<void> {
  if (!(node instanceof TranslationNode)) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Choose Add String on a translation in the Localization view.'),
    );
    return;
  }
  const component = node.translation.component;
  const path = `${component.project.slug}/${component.slug}`;
  if (!component.template) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('{0} is bilingual: strings come from its source files, not from a key and a text.', component.name),
    );
    return;
  }
  if (component.manage_units === false) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'Adding strings is turned off in the settings of {0} on the server ("Manage strings").',
        component.name,
      ),
    );
    return;
  }
  const sourceLanguage = component.source_language?.code;
  const connection = await signedIn(session);
  if (!connection || !sourceLanguage) return;
  if (!connection.permissions.mayOffer('unit.add', path)) return refusedBefore();
  const key = await inputStep(
    {
      title: vscode.l10n.t('Add String to {0}', component.name),
      prompt: vscode.l10n.t('Key of the new string, e.g. menu.file.export'),
      validateInput: (v) => (v.trim() === '' ? vscode.l10n.t('A key is needed.') : undefined),
    },
    { step: 1, totalSteps: 2 },
  );
  if (key === undefined) return;
  const text = await inputStep(
    {
      title: vscode.l10n.t('Add String to {0}', component.name),
      prompt: vscode.l10n.t('Source text ({0}) of "{1}"', sourceLanguage, key.trim()),
      validateInput: (v) => (v === '' ? vscode.l10n.t('A source text is needed.') : undefined),
    },
    { step: 2, totalSteps: 2 },
  );
  if (text === undefined) return;
  try {
    const unit = await withWorkProgress({ title: vscode.l10n.t('Adding "{0}"…', key.trim()) }, () =>
      connection.permissions.attempt('unit.add', path, () =>
        addMonolingualUnit(connection.client, component.project.slug, component.slug, sourceLanguage, {
          key: key.trim(),
          value: [text],
        }),
      ),
    );
    log.info('strings', `added unit ${unit.id} (${key.trim()}) to ${path}`);
    void vscode.window.showInformationMessage(vscode.l10n.t('Added "{0}" to {1}.', key.trim(), component.name));
    tree.refresh(node.parent ?? node);
  } catch (err) {
    await showError(log, 'strings', err, vscode.l10n.t('Could not add the string'));
  }
}

async function deleteString(node: TreeNode | undefined, { tree, log, session }: Deps): Promise<void> {
  const target = await stringTarget(node, session, 'unit.delete');
  if (!target) return;
  const { unit, translationNode, component, path, connection } = target;
  const key = unit.context || unit.source[0] || `#${unit.id}`;
  const confirmed = await confirmDestructive({
    question: vscode.l10n.t('Delete the string "{0}" from {1}?', key, component.name),
    detail: vscode.l10n.t(
      'It is removed from the source file and from every translation on the server, with its translations, suggestions and comments.',
    ),
    action: vscode.l10n.t('Delete String'),
    keep: vscode.l10n.t('Keep String'),
  });
  if (!confirmed) return;
  try {
    await withWorkProgress({ title: vscode.l10n.t('Deleting "{0}"…', key) }, () =>
      connection.permissions.attempt('unit.delete', path, () => deleteUnit(connection.client, unit.sourceUnitId)),
    );
    log.info('strings', `deleted ${key} from ${path}`);
    void vscode.window.showInformationMessage(vscode.l10n.t('Deleted "{0}".', key));
    tree.refresh(translationNode.parent ?? translationNode);
  } catch (err) {
    await showError(log, 'strings', err, vscode.l10n.t('Could not delete the string'));
  }
}

async function editStringDetails(node: TreeNode | undefined, { tree, log, session }: Deps): Promise<void> {
  const target = await stringTarget(node, session, 'source.edit');
  if (!target) return;
  const { unit, translationNode, path, connection } = target;
  const key = unit.context || `#${unit.id}`;
  try {
    const source = await connection.client.getUnit(unit.sourceUnitId);
    const explanation = await inputStep(
      {
        title: vscode.l10n.t('Explanation of "{0}"', key),
        prompt: vscode.l10n.t('Shown to translators beside the string (Markdown). Leave empty to remove it.'),
        value: source.explanation ?? '',
      },
      { step: 1, totalSteps: 2 },
    );
    if (explanation === undefined) return;
    const flags = await inputStep(
      {
        title: vscode.l10n.t('Flags of "{0}"', key),
        prompt: vscode.l10n.t('Extra flags, comma-separated, e.g. max-length:40, read-only'),
        value: source.extra_flags ?? '',
      },
      { step: 2, totalSteps: 2 },
    );
    if (flags === undefined) return;
    await withWorkProgress({ title: vscode.l10n.t('Saving the details of "{0}"…', key) }, () =>
      connection.permissions.attempt('source.edit', path, () =>
        editUnitDetails(connection.client, source.id, { explanation, extra_flags: flags }),
      ),
    );
    log.info('strings', `edited explanation/flags of ${key} in ${path}`);
    void vscode.window.showInformationMessage(vscode.l10n.t('Saved the explanation and flags of "{0}".', key));
    tree.refresh(translationNode);
  } catch (err) {
    await showError(log, 'strings', err, vscode.l10n.t('Could not save the explanation and flags'));
  }
}

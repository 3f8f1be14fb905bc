// The file commands (download into the mapped file, download as another format, download a component's
// zip, upload) and the context keys their menus use: `scriptorium.localization.signedIn` (uploads need a
// token) and `scriptorium.localization.activeLocaleFile` (the editor shows a file of a translation).
import * as vscode from 'vscode';
import type { Translation } from '../../core/weblate';
import { onDidChangeConfig } from '../../platform/config';
import { describeFileError } from './fileErrors';
import { showError } from '../../platform/showError';
import type { FileCommandDeps } from './fileCommandDeps';
import { downloadAs, downloadComponentArchive, downloadIntoMappedFile } from './downloadCommands';
import { pickComponent, pickTranslation } from './pickers';
import { uploadTranslation } from './uploadCommand';
import { ComponentNode, TranslationNode } from '../tree/nodes';

const translationOf = (node: unknown): Translation | undefined =>
  node instanceof TranslationNode ? node.translation : undefined;

export function registerFileCommands(context: vscode.ExtensionContext, deps: FileCommandDeps): void {
  const reg = (id: string, fn: (arg?: unknown) => unknown) =>
    context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  /** The row's translation, else one picked (the active editor's first). */
  const translationFor = async (node: unknown, title: string): Promise<Translation | undefined> => {
    const given = translationOf(node);
    if (given) return given;
    const connection = await deps.session.connection();
    if (!connection) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Connect to a localization server first.'));
      return undefined;
    }
    try {
      return await pickTranslation(connection, deps.localeIndex, vscode.window.activeTextEditor?.document.uri, title);
    } catch (err) {
      await showError(deps.log, 'files', err, vscode.l10n.t('Could not list translations'), describeFileError);
      return undefined;
    }
  };

  reg('scriptorium.localization.downloadTranslation', async (node) => {
    const t = await translationFor(node, vscode.l10n.t('Download which translation?'));
    if (t) await downloadIntoMappedFile(deps, t);
  });
  reg('scriptorium.localization.downloadTranslationAs', async (node) => {
    const t = await translationFor(node, vscode.l10n.t('Download which translation?'));
    if (t) await downloadAs(deps, t);
  });
  reg('scriptorium.localization.downloadComponent', async (node) => {
    let c = node instanceof ComponentNode ? node.component : undefined;
    if (!c) {
      const connection = await deps.session.connection();
      if (!connection) {
        void vscode.window.showInformationMessage(vscode.l10n.t('Connect to a localization server first.'));
        return;
      }
      try {
        c = await pickComponent(connection, vscode.l10n.t('Download which component as a zip?'));
      } catch (err) {
        await showError(deps.log, 'files', err, vscode.l10n.t('Could not list components'), describeFileError);
      }
    }
    if (c) await downloadComponentArchive(deps, c);
  });
  reg('scriptorium.localization.uploadTranslation', (arg) => {
    const t = translationOf(arg);
    return uploadTranslation(deps, arg instanceof vscode.Uri ? arg : t ? { translation: t } : undefined);
  });

  const updateSignedIn = async () =>
    void vscode.commands.executeCommand(
      'setContext',
      'scriptorium.localization.signedIn',
      (await deps.session.connection().catch(() => undefined))?.signedIn === true,
    );
  let generation = 0;
  const updateActiveFile = async () => {
    const mine = ++generation;
    const uri = vscode.window.activeTextEditor?.document.uri;
    const t = uri ? await deps.localeIndex.translationFor(uri).catch(() => undefined) : undefined;
    if (mine === generation)
      void vscode.commands.executeCommand('setContext', 'scriptorium.localization.activeLocaleFile', t !== undefined);
  };
  context.subscriptions.push(
    deps.session.onDidChange(() => void updateSignedIn().then(updateActiveFile)),
    onDidChangeConfig('localization', () => void updateActiveFile()),
    vscode.window.onDidChangeActiveTextEditor(() => void updateActiveFile()),
  );
  void updateSignedIn().then(updateActiveFile);
}

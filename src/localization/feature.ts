// The translators' feature (Weblate): the Localization and Translation Changes views, the unit panel, and
// what locale files show (status bar, hovers, diagnostics). Everything it registers is owned by `context`.
import * as vscode from 'vscode';
import type { CredentialStore } from '../platform/credentials';
import type { Log } from '../platform/log';
import { registerChanges } from './changes/changesCommands';
import { registerConnect } from './connect';
import { LocaleFileFeatures } from './localeFiles/localeFileFeatures';
import { LocaleIndex } from './localeFiles/localeIndex';
import { TranslationStatusBar } from './localeFiles/statusBar';
import { LocalizationSession } from './session';
import { LocalizationTreeProvider } from './tree/localizationTreeProvider';
import { registerTreeCommands } from './tree/treeCommands';
import { registerUnitPanel } from './unitPanel/openUnit';

export function activateLocalization(context: vscode.ExtensionContext, shared: { credentials: CredentialStore; log: Log }): void {
  const { credentials, log } = shared;
  const session = new LocalizationSession(credentials, log);
  const tree = new LocalizationTreeProvider(session, log);
  const view = vscode.window.createTreeView('scriptorium.localization', { treeDataProvider: tree, showCollapseAll: true });
  context.subscriptions.push(session, tree, view);
  registerConnect(context, { credentials, session, log });
  registerTreeCommands(context, { tree, view, log, session });

  const localeIndex = new LocaleIndex(session);
  const statusBar = new TranslationStatusBar(localeIndex, log);
  const localeFiles = new LocaleFileFeatures(localeIndex, log);
  context.subscriptions.push(localeIndex, statusBar, localeFiles, session.onDidChange(() => localeFiles.refreshAll()));

  // A saved translation changes progress everywhere it is shown.
  const afterSave = () => {
    localeIndex.invalidateProgress();
    tree.refresh();
    void statusBar.update();
    localeFiles.refreshAll();
  };
  registerUnitPanel(context, { extensionUri: context.extensionUri, session, log, onSaved: afterSave });
  registerChanges(context, { session, log });
}

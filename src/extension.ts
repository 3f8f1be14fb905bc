// Scriptorium's entry point: builds the shared services and registers each feature. Reads as a table of
// contents; the features live in commands/, views/, webviews/ and statusBar.ts.
import * as vscode from 'vscode';
import { z } from 'zod';
import { registerChanges } from './commands/localization/changes';
import { registerConnect } from './commands/localization/connect';
import { registerUnitPanel } from './commands/localization/openUnit';
import { registerCreateArticle } from './commands/worldbuilding/createArticle';
import { registerPull } from './commands/worldbuilding/pull';
import { registerPush } from './commands/worldbuilding/push';
import { registerSignIn } from './commands/worldbuilding/signIn';
import { registerWorldbuildingTreeCommands } from './commands/worldbuilding/treeCommands';
import { registerTreeCommands } from './commands/localization/treeCommands';
import { LocaleFileFeatures } from './localization/localeFileFeatures';
import { LocaleIndex } from './localization/localeIndex';
import { LocalizationSession } from './localization/session';
import { TranslationStatusBar } from './statusBar';
import { CredentialStore } from './platform/credentials';
import { importDemoCredentials } from './platform/demoCredentials';
import { Log } from './platform/log';
import { LocalizationTreeProvider } from './views/localization/localizationTreeProvider';
import { WorldbuildingTreeProvider } from './views/worldbuilding/worldbuildingTreeProvider';
import { ArticleDiagnostics } from './worldbuilding/articleDiagnostics';
import { WorldbuildingSession } from './worldbuilding/session';

// zod probes `navigator` to decide whether it may compile validators with eval; in VS Code's extension
// host that probe logs a PendingMigrationError. Validation without eval is fast enough for our bodies.
z.config({ jitless: true });

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const log = new Log();
  context.subscriptions.push(log);
  context.subscriptions.push(vscode.commands.registerCommand('scriptorium.showLog', () => log.show()));

  const credentials = new CredentialStore(context.secrets);
  await importDemoCredentials(credentials, log);

  // Localization (Weblate)
  const session = new LocalizationSession(credentials, log);
  const tree = new LocalizationTreeProvider(session, log);
  const view = vscode.window.createTreeView('scriptorium.localization', { treeDataProvider: tree, showCollapseAll: true });
  context.subscriptions.push(session, tree, view);
  registerConnect(context, { credentials, session, log });
  registerTreeCommands(context, { tree, view, log });
  const localeIndex = new LocaleIndex(session);
  const statusBar = new TranslationStatusBar(localeIndex, log);
  const localeFiles = new LocaleFileFeatures(localeIndex, log);
  context.subscriptions.push(localeIndex, statusBar, localeFiles, session.onDidChange(() => localeFiles.refreshAll()));
  const afterSave = () => {
    localeIndex.invalidateProgress();
    tree.refresh();
    void statusBar.update();
    localeFiles.refreshAll();
  };
  registerUnitPanel(context, { extensionUri: context.extensionUri, session, log, onSaved: afterSave });
  registerChanges(context, { session, log });

  // Worldbuilding (World Anvil)
  const anvil = new WorldbuildingSession(credentials, log);
  const worlds = new WorldbuildingTreeProvider(anvil, log);
  const worldsView = vscode.window.createTreeView('scriptorium.worldbuilding', { treeDataProvider: worlds, showCollapseAll: true });
  context.subscriptions.push(anvil, worlds, worldsView);
  registerSignIn(context, { credentials, session: anvil, log });
  registerWorldbuildingTreeCommands(context, { tree: worlds, log, session: anvil });
  const articleDiagnostics = new ArticleDiagnostics();
  context.subscriptions.push(articleDiagnostics);
  registerCreateArticle(context, { session: anvil, diagnostics: articleDiagnostics, log, onCreated: () => worlds.refresh() });
  registerPull(context, { session: anvil, log });
  registerPush(context, { session: anvil, diagnostics: articleDiagnostics, log });

  log.info('extension', `activated (${context.extension.packageJSON.version as string})`);
}

export function deactivate(): void {
  // Every resource is owned by context.subscriptions; VS Code disposes them.
}

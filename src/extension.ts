// Scriptorium's entry point: builds the shared services and registers each feature. Reads as a table of
// contents; the features live in commands/, views/, webviews/ and statusBar.ts.
import * as vscode from 'vscode';
import { CredentialStore } from './platform/credentials';
import { importDemoCredentials } from './platform/demoCredentials';
import { Log } from './platform/log';

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const log = new Log();
  context.subscriptions.push(log);
  context.subscriptions.push(vscode.commands.registerCommand('scriptorium.showLog', () => log.show()));

  const credentials = new CredentialStore(context.secrets);
  await importDemoCredentials(credentials, log);

  log.info('extension', `activated (${context.extension.packageJSON.version as string})`);
}

export function deactivate(): void {
  // Every resource is owned by context.subscriptions; VS Code disposes them.
}

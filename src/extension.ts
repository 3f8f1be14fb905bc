// Scriptorium's entry point: builds the shared services and registers each feature. Reads as a table of
// contents; the features live in commands/, views/, webviews/ and statusBar.ts.
import * as vscode from 'vscode';
import { Log } from './platform/log';

export function activate(context: vscode.ExtensionContext): void {
  const log = new Log();
  context.subscriptions.push(log);
  log.info('extension', `activated (${context.extension.packageJSON.version as string})`);

  context.subscriptions.push(vscode.commands.registerCommand('scriptorium.showLog', () => log.show()));
}

export function deactivate(): void {
  // Every resource is owned by context.subscriptions; VS Code disposes them.
}

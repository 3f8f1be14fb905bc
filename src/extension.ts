// Scriptorium's entry point, read as a table of contents: the shared platform services, then one line per
// feature. Each feature lives in its own folder (src/localization, src/worldbuilding) on top of
// src/platform and src/core; see the README's architecture section.
import * as vscode from 'vscode';
import { z } from 'zod';
import { activateLocalization } from './localization/feature';
import { CredentialStore } from './platform/credentials';
import { importDemoCredentials } from './platform/demoCredentials';
import { Log } from './platform/log';
import { registerOpenReadme } from './platform/readme';
import { activateWorldbuilding } from './worldbuilding/feature';

// zod probes `navigator` to decide whether it may compile validators with eval; in VS Code's extension
// host that probe logs a PendingMigrationError. Validation without eval is fast enough for our bodies.
z.config({ jitless: true });

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const log = new Log();
  context.subscriptions.push(log);
  context.subscriptions.push(vscode.commands.registerCommand('scriptorium.showLog', () => log.show()));
  registerOpenReadme(context, log);

  const credentials = new CredentialStore(context.secrets);
  await importDemoCredentials(credentials, log);

  activateLocalization(context, { credentials, log });
  activateWorldbuilding(context, { credentials, log });

  log.info('extension', `activated (${context.extension.packageJSON.version as string})`);
}

export function deactivate(): void {
  // Every resource is owned by context.subscriptions; VS Code disposes them.
}

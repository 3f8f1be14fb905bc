// The source-code hints' own commands: the hints toggled in the settings, and the hover's "Open on server".
import * as vscode from 'vscode';
import { config, updateSetting } from '../../platform/config';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { SourceKeyFeatures } from './sourceKeyFeatures';

export function registerSourceKeyCommands(
  context: vscode.ExtensionContext,
  features: SourceKeyFeatures,
  log: Log,
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.toggleSourceHints', () =>
      // VS Code refuses to write settings while settings.json has unsaved edits: said through the one error path.
      updateSetting('localization.sourceHints.enabled', !config.localization.sourceHintsEnabled()).catch(
        (err: unknown) => showError(log, 'source keys', err, 'toggle hints'),
      ),
    ),
    vscode.commands.registerCommand('scriptorium.localization.openSourceKeyOnServer', (link: unknown) =>
      features.openOnServer(link),
    ),
  );
}

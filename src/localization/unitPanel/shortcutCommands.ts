// `scriptorium.localization.unitShortcut`: Weblate's editor shortcuts in the unit panel. A keybinding
// passes the action (package.json: Ctrl+Shift+Enter, Ctrl+Alt+Enter, Alt+Enter, Ctrl+E, Ctrl+O, Ctrl+Y,
// Ctrl+U, Ctrl+J, only while the panel is active); from the Command Palette it lists them with their keys,
// so they can be found and run without remembering any.
import * as vscode from 'vscode';
import { isUnitShortcut, UNIT_SHORTCUTS, type UnitShortcut } from './shortcutProtocol';
import type { UnitPanelControl } from './unitPanelControl';

/** Each action's name and Weblate's key for it (a person may rebind them in Keyboard Shortcuts). */
function shortcutLabels(): Record<UnitShortcut, { label: string; keys: string }> {
  return {
    saveTranslated: { label: vscode.l10n.t('Save as translated (not needing editing)'), keys: 'Ctrl+Shift+Enter' },
    saveApproved: { label: vscode.l10n.t('Save as approved'), keys: 'Ctrl+Alt+Enter' },
    suggest: { label: vscode.l10n.t('Send the translation as a suggestion'), keys: 'Alt+Enter' },
    focusTranslation: { label: vscode.l10n.t('Go to the translation box'), keys: 'Ctrl+E' },
    copySource: { label: vscode.l10n.t('Copy the source into the translation'), keys: 'Ctrl+O' },
    toggleNeedsEditing: { label: vscode.l10n.t('Toggle "Needs editing"'), keys: 'Ctrl+Y' },
    focusComment: { label: vscode.l10n.t('Go to the new comment box'), keys: 'Ctrl+U' },
    focusNearby: { label: vscode.l10n.t('Go to the nearby strings'), keys: 'Ctrl+J' },
  };
}

export function registerShortcutCommands(context: vscode.ExtensionContext, panel: UnitPanelControl): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.unitShortcut', async (action?: unknown) => {
      let chosen: UnitShortcut | undefined = isUnitShortcut(action) ? action : undefined;
      if (!chosen) {
        const labels = shortcutLabels();
        chosen = (
          await vscode.window.showQuickPick(
            UNIT_SHORTCUTS.map((a) => ({ label: labels[a].label, description: labels[a].keys, action: a })),
            { placeHolder: vscode.l10n.t('Unit panel action (Weblate’s shortcut beside it)') },
          )
        )?.action;
        if (!chosen) return;
      }
      if (!panel.act({ type: 'shortcut', action: chosen }))
        void vscode.window.showInformationMessage(vscode.l10n.t('Open a string in the unit panel first.'));
    }),
  );
}

// Suggestion commands (#46): insert the n-th suggestion of the string shown (Ctrl+Shift+1…9 in the unit
// panel), and set or clear a machine-translation provider's key (SecretStorage only, keyed by the
// provider and the origin of its address; clearing it forgets the consent given for it too).
import * as vscode from 'vscode';
import { PROVIDER_IDS } from '../../core/suggestions';
import type { HttpProviderId } from '../../core/suggestions/types';
import { config } from '../../platform/config';
import { PROVIDER_NAMES, type SuggestionServices } from './suggestionProviders';
import type { UnitPanelControl } from './unitPanelControl';

export function registerSuggestionCommands(
  context: vscode.ExtensionContext,
  services: SuggestionServices,
  panel: UnitPanelControl,
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.insertSuggestion', (index?: unknown) => {
      if (typeof index === 'number' && Number.isInteger(index) && index >= 1)
        panel.act({ type: 'insertSuggestion', index });
    }),
    vscode.commands.registerCommand('scriptorium.localization.setSuggestionKey', () => setKey(services)),
    vscode.commands.registerCommand('scriptorium.localization.clearSuggestionKey', () => clearKey(services)),
  );
}

/** The provider chosen and the origin its key belongs to (its address in the settings). */
async function pickProvider(placeHolder: string): Promise<{ id: HttpProviderId; origin: string } | undefined> {
  const picked = await vscode.window.showQuickPick(
    PROVIDER_IDS.map((id) => ({
      label: PROVIDER_NAMES[id],
      description: config.localization.suggestionProvider(id).url,
      id,
    })),
    { placeHolder },
  );
  if (!picked) return undefined;
  try {
    return { id: picked.id, origin: new URL(picked.description).origin };
  } catch {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('Set the address of {0} in the settings first.', PROVIDER_NAMES[picked.id]),
    );
    return undefined;
  }
}

async function setKey(services: SuggestionServices): Promise<void> {
  const provider = await pickProvider(vscode.l10n.t('Provider whose key to set'));
  if (!provider) return;
  const key = await vscode.window.showInputBox({
    prompt: vscode.l10n.t('Key for {0} at {1}', PROVIDER_NAMES[provider.id], provider.origin),
    password: true,
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('The key cannot be empty.')),
  });
  if (key === undefined) return;
  await services.credentials.setProviderKey(provider.id, provider.origin, key.trim());
  services.log.info('suggestions', `key set for ${provider.id} at ${provider.origin}`);
  void vscode.window.setStatusBarMessage(vscode.l10n.t('Key for {0} saved.', PROVIDER_NAMES[provider.id]), 4000);
}

async function clearKey(services: SuggestionServices): Promise<void> {
  const provider = await pickProvider(vscode.l10n.t('Provider whose key to clear'));
  if (!provider) return;
  await services.credentials.deleteProviderKey(provider.id, provider.origin);
  await services.consent.forget(provider.id);
  services.log.info('suggestions', `key cleared for ${provider.id} at ${provider.origin}`);
  void vscode.window.setStatusBarMessage(vscode.l10n.t('Key for {0} cleared.', PROVIDER_NAMES[provider.id]), 4000);
}

// Scriptorium: Sign In to World Anvil — the application key and the user token (password inputs),
// checked with World Anvil (GET identity on Boromir, GET user on Aragorn) before both go to SecretStorage.
// Sign Out removes them.
import * as vscode from 'vscode';
import { config } from '../platform/config';
import { originOf, type CredentialStore } from '../platform/credentials';
import type { Log } from '../platform/log';
import { inputStep } from '../platform/multiStep';
import { showError } from '../platform/showError';
import { markWalkthroughStep } from '../platform/walkthrough';
import { WorldbuildingSession } from './session';

export function registerSignIn(context: vscode.ExtensionContext, deps: { credentials: CredentialStore; session: WorldbuildingSession; log: Log }): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.signIn', async () => {
      const apiBaseUrl = config.worldbuilding.apiBaseUrl();
      const origin = originOf(apiBaseUrl);
      if (!origin) {
        void vscode.window.showErrorMessage(vscode.l10n.t('The setting scriptorium.worldbuilding.apiBaseUrl is not a valid address.'));
        return;
      }
      // Both prompts name the origin the keys will be sent to (the apiBaseUrl setting), so a changed address shows.
      const applicationKey = await inputStep({ title: vscode.l10n.t('Sign In to World Anvil at {0}', origin), prompt: vscode.l10n.t('Application key (x-application-key), sent only to {0}', origin), password: true, ignoreFocusOut: true }, { step: 1, totalSteps: 2 });
      if (!applicationKey?.trim()) return;
      const authToken = await inputStep({ title: vscode.l10n.t('Sign In to World Anvil at {0}', origin), prompt: vscode.l10n.t('Your user authentication token (x-auth-token), sent only to {0}', origin), password: true, ignoreFocusOut: true }, { step: 2, totalSteps: 2 });
      if (!authToken?.trim()) return;
      const keys = { applicationKey: applicationKey.trim(), authToken: authToken.trim() };
      const client = WorldbuildingSession.clientFor(apiBaseUrl, keys, deps.log);
      try {
        const user = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Checking with World Anvil at {0}…', origin) }, () => client.getUser());
        await deps.credentials.setWorldAnvilKeys(origin, keys);
        deps.session.reset();
        markWalkthroughStep('signedIn');
        void vscode.window.showInformationMessage(vscode.l10n.t('Signed in to World Anvil as {0}.', user.username));
      } catch (err) {
        await showError(deps.log, 'sign in', err, vscode.l10n.t('Not signed in'));
      } finally {
        await client.close();
      }
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.signOut', async () => {
      const origin = originOf(config.worldbuilding.apiBaseUrl());
      if (!origin) return;
      await deps.credentials.deleteWorldAnvilKeys(origin);
      deps.session.reset();
      void vscode.window.showInformationMessage(vscode.l10n.t('Signed out of World Anvil.'));
    }),
  );
}

// Scriptorium: Sign In to World Anvil — the application key and the user token (password inputs),
// checked with World Anvil (GET identity on Boromir, GET user on Aragorn) before both go to SecretStorage.
// Keys that are refused change nothing: the keys already stored stay in use, the person is told so, and
// Retry reopens the token step with both values as typed (Back reaches the key). Sign Out removes them.
import * as vscode from 'vscode';
import { config } from '../platform/config';
import { originOf, type CredentialStore, type WorldAnvilKeys } from '../platform/credentials';
import { classifyError, describeError } from '../platform/errorMessages';
import type { Log } from '../platform/log';
import { askCheckStore, signOut } from '../platform/credentialsFlow';
import type { InputStep } from '../platform/multiStep';
import { markWalkthroughStep } from '../platform/walkthrough';
import { withWorkProgress } from '../platform/workProgress';
import { WorldbuildingSession } from './session';

type Deps = { credentials: CredentialStore; session: WorldbuildingSession; log: Log };

/** The two prompts; both name the origin the keys will be sent to (the apiBaseUrl setting), so a changed address shows. */
function keySteps(origin: string): ((values: readonly string[]) => InputStep)[] {
  const required = (message: string) => (v: string) => (v.trim() ? undefined : message);
  return [
    () => ({
      title: vscode.l10n.t('Sign In to World Anvil at {0}', origin),
      prompt: vscode.l10n.t('Application key (x-application-key), sent only to {0}', origin),
      password: true,
      validate: required(vscode.l10n.t('Enter the application key.')),
    }),
    () => ({
      title: vscode.l10n.t('Sign In to World Anvil at {0}', origin),
      prompt: vscode.l10n.t('Your user authentication token (x-auth-token), sent only to {0}', origin),
      password: true,
      validate: required(vscode.l10n.t('Enter the user authentication token.')),
    }),
  ];
}

/** What to say when the keys were not taken: refused or not checked, and whether the stored sign-in stays. */
function notTakenMessage(err: unknown, kept: boolean): string {
  const refused = classifyError(err) === 'auth';
  if (kept) {
    return refused
      ? vscode.l10n.t('World Anvil did not accept these keys. Your existing sign-in to World Anvil was kept.')
      : vscode.l10n.t(
          'The new keys could not be checked: {0} Your existing sign-in to World Anvil was kept.',
          describeError(err),
        );
  }
  return refused
    ? vscode.l10n.t('Not signed in: World Anvil did not accept these keys.')
    : vscode.l10n.t('Not signed in: {0}', describeError(err));
}

/** Checks the keys with World Anvil (throws what it said); once accepted, stores them and says so. */
async function accept(deps: Deps, apiBaseUrl: string, origin: string, keys: WorldAnvilKeys): Promise<void> {
  const client = WorldbuildingSession.clientFor(apiBaseUrl, keys, deps.log);
  try {
    const user = await withWorkProgress({ title: vscode.l10n.t('Checking with World Anvil at {0}…', origin) }, () =>
      client.getUser(),
    );
    await deps.credentials.setWorldAnvilKeys(origin, keys);
    deps.session.reset();
    markWalkthroughStep('signedIn');
    void vscode.window.showInformationMessage(vscode.l10n.t('Signed in to World Anvil as {0}.', user.username));
  } finally {
    await client.close();
  }
}

export function registerSignIn(context: vscode.ExtensionContext, deps: Deps): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.signIn', async () => {
      const apiBaseUrl = config.worldbuilding.apiBaseUrl();
      const origin = originOf(apiBaseUrl);
      if (!origin) {
        void vscode.window.showErrorMessage(
          vscode.l10n.t('The setting scriptorium.worldbuilding.apiBaseUrl is not a valid address.'),
        );
        return;
      }
      await askCheckStore({
        log: deps.log,
        component: 'sign in',
        steps: keySteps(origin),
        accept: ([applicationKey = '', authToken = '']) =>
          accept(deps, apiBaseUrl, origin, { applicationKey, authToken }),
        // Nothing was stored: the keys saved before (if any) are still the session's.
        refused: async (err) => {
          const kept = (await deps.credentials.getWorldAnvilKeys(origin)) !== undefined;
          return {
            context: kept ? 'Not signed in with the new keys (the stored ones kept)' : 'Not signed in',
            message: notTakenMessage(err, kept),
          };
        },
      });
    }),
    vscode.commands.registerCommand('scriptorium.worldbuilding.signOut', () =>
      signOut(
        originOf(config.worldbuilding.apiBaseUrl()),
        (origin) => deps.credentials.deleteWorldAnvilKeys(origin),
        deps.session,
        () => vscode.l10n.t('Signed out of World Anvil.'),
      ),
    ),
  );
}

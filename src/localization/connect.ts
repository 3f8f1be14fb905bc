// Scriptorium: Connect to Localization Server — asks the address and an API token, checks both against
// the server before saving anything, then stores the token in SecretStorage (by origin) and the address
// in settings. A `.weblate`/`weblate.ini` in the workspace preselects the address.
import * as vscode from 'vscode';
import { withWorkProgress } from '../platform/workProgress';
import { parseWlcConfig } from '../core/weblate/wlcConfig';
import { isLoopbackHost } from '../core/http/redact';
import { config, updateSetting } from '../platform/config';
import { originOf, type CredentialStore } from '../platform/credentials';
import type { Log } from '../platform/log';
import { inputStep } from '../platform/multiStep';
import { showError } from '../platform/showError';
import { markWalkthroughStep } from '../platform/walkthrough';
import { LocalizationSession } from './session';

export function validateServerUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return vscode.l10n.t('Enter a full address, such as https://hosted.weblate.org/');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return vscode.l10n.t('The address must start with https://');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return vscode.l10n.t('Use https:// — plain http:// is allowed only for this machine (localhost).');
  return undefined;
}

async function workspaceWlcConfig() {
  const files = await vscode.workspace.findFiles('{.weblate,weblate.ini}', '**/node_modules/**', 1);
  if (files.length === 0) return undefined;
  return parseWlcConfig(new TextDecoder().decode(await vscode.workspace.fs.readFile(files[0]!)));
}

export function registerConnect(context: vscode.ExtensionContext, deps: { credentials: CredentialStore; session: LocalizationSession; log: Log }): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.connect', async () => {
      const fromFile = await workspaceWlcConfig().catch(() => undefined);
      const url = await inputStep({
        title: vscode.l10n.t('Connect to Localization Server'),
        prompt: vscode.l10n.t('Address of the Weblate server'),
        value: config.localization.serverUrl() || fromFile?.serverUrl || 'https://hosted.weblate.org/',
        ignoreFocusOut: true,
        validateInput: validateServerUrl,
      }, { step: 1, totalSteps: 2 });
      if (url === undefined) return;
      const serverUrl = url.trim();
      const origin = originOf(serverUrl)!;
      // The origin in the title and prompt: the token is for that server only, whoever suggested the address.
      const token = await inputStep({
        title: vscode.l10n.t('Connect to {0}', origin),
        prompt: vscode.l10n.t('API token for {0} (from your Weblate profile there, “API access”). Leave empty to browse public projects anonymously.', origin),
        password: true,
        ignoreFocusOut: true,
        placeHolder: 'wlu_…',
      }, { step: 2, totalSteps: 2 });
      if (token === undefined) return;
      const client = LocalizationSession.clientFor(serverUrl, token.trim() || undefined, deps.log);
      try {
        await withWorkProgress({ title: vscode.l10n.t('Checking {0}…', origin), cancellable: false }, () =>
          client.listProjectsPage(1, 1),
        );
      } catch (err) {
        await showError(deps.log, 'connect', err, vscode.l10n.t('Not connected'));
        return;
      } finally {
        await client.close();
      }
      if (token.trim()) await deps.credentials.setWeblateToken(origin, token.trim());
      else await deps.credentials.deleteWeblateToken(origin);
      await updateSetting('localization.serverUrl', serverUrl);
      deps.session.reset();
      deps.log.info('connect', `connected to ${origin}${token.trim() ? ' with a token' : ' anonymously'}`);
      markWalkthroughStep('connected');
      void vscode.window.showInformationMessage(vscode.l10n.t('Connected to {0}.', origin));
    }),
    vscode.commands.registerCommand('scriptorium.localization.signOut', async () => {
      const origin = originOf(config.localization.serverUrl());
      if (!origin) return;
      await deps.credentials.deleteWeblateToken(origin);
      deps.session.reset();
      void vscode.window.showInformationMessage(vscode.l10n.t('Signed out of {0}; browsing anonymously.', origin));
    }),
  );
}

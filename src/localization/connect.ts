// Scriptorium: Connect to Localization Server — asks the address and an API token, checks both against
// the server before saving anything, then stores the token in SecretStorage (by origin) and the address
// in settings. A `.weblate`/`weblate.ini` in the workspace preselects the address. A failed check saves
// nothing: the connection in use stays (and the person is told so), and Retry reopens the token step.
import * as vscode from 'vscode';
import { parseWlcConfig } from '../core/weblate/wlcConfig';
import { isLoopbackHost } from '../core/http/redact';
import { config, updateSetting } from '../platform/config';
import { originOf, type CredentialStore } from '../platform/credentials';
import type { Log } from '../platform/log';
import { classifyError, describeError } from '../platform/errorMessages';
import { askCheckStore, signOut } from '../platform/credentialsFlow';
import type { InputStep } from '../platform/multiStep';
import { markWalkthroughStep } from '../platform/walkthrough';
import { withWorkProgress } from '../platform/workProgress';
import { LocalizationSession } from './session';

export function validateServerUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return vscode.l10n.t('Enter a full address, such as https://hosted.weblate.org/');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return vscode.l10n.t('The address must start with https://');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return vscode.l10n.t('Use https:// — plain http:// is allowed only for this machine (localhost).');
  return undefined;
}

async function workspaceWlcConfig() {
  const files = await vscode.workspace.findFiles('{.weblate,weblate.ini}', '**/node_modules/**', 1);
  if (files.length === 0) return undefined;
  return parseWlcConfig(new TextDecoder().decode(await vscode.workspace.fs.readFile(files[0]!)));
}

/** The two prompts; the token's names the origin of the address typed first: the token is for that server only. */
function connectSteps(initialUrl: string): ((values: readonly string[]) => InputStep)[] {
  return [
    () => ({
      title: vscode.l10n.t('Connect to Localization Server'),
      prompt: vscode.l10n.t('Address of the Weblate server'),
      validate: validateServerUrl,
    }),
    (values) => {
      const origin = originOf((values[0] || initialUrl).trim()) ?? '';
      return {
        title: vscode.l10n.t('Connect to {0}', origin),
        prompt: vscode.l10n.t(
          'API token for {0} (from your Weblate profile there, “API access”). Leave empty to browse public projects anonymously.',
          origin,
        ),
        password: true,
        placeHolder: 'wlu_…',
      };
    },
  ];
}

/** What to say when the check failed: the connection in use (if any) stays, and the person is told so. */
function notConnectedMessage(err: unknown, origin: string, current: string | undefined): string {
  const refused = classifyError(err) === 'auth';
  if (current) {
    return refused
      ? vscode.l10n.t('{0} did not accept this token. Your connection to {1} was kept.', origin, current)
      : vscode.l10n.t('Not connected: {0} Your connection to {1} was kept.', describeError(err), current);
  }
  return refused
    ? vscode.l10n.t('Not connected: {0} did not accept this token.', origin)
    : vscode.l10n.t('Not connected: {0}', describeError(err));
}

/** Checks the address and token with the server (throws what it said); once accepted, stores and says so. */
async function accept(deps: ConnectDeps, [typedUrl = '', token = '']: readonly string[]): Promise<void> {
  const serverUrl = typedUrl;
  const origin = originOf(serverUrl)!;
  const client = LocalizationSession.clientFor(serverUrl, token || undefined, deps.log);
  try {
    await withWorkProgress({ title: vscode.l10n.t('Checking {0}…', origin), cancellable: false }, () =>
      client.listProjectsPage(1, 1),
    );
  } finally {
    await client.close();
  }
  if (token) await deps.credentials.setWeblateToken(origin, token);
  else await deps.credentials.deleteWeblateToken(origin);
  await updateSetting('localization.serverUrl', serverUrl);
  deps.session.reset();
  deps.log.info('connect', `connected to ${origin}${token ? ' with a token' : ' anonymously'}`);
  markWalkthroughStep('connected');
  void vscode.window.showInformationMessage(vscode.l10n.t('Connected to {0}.', origin));
}

type ConnectDeps = { credentials: CredentialStore; session: LocalizationSession; log: Log };

export function registerConnect(context: vscode.ExtensionContext, deps: ConnectDeps): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.connect', async () => {
      const fromFile = await workspaceWlcConfig().catch(() => undefined);
      const initialUrl = config.localization.serverUrl() || fromFile?.serverUrl || 'https://hosted.weblate.org/';
      let origin = '';
      await askCheckStore({
        log: deps.log,
        component: 'connect',
        steps: connectSteps(initialUrl),
        initial: [initialUrl],
        accept: (answers) => {
          origin = originOf(answers[0] ?? '') ?? '';
          return accept(deps, answers);
        },
        // Nothing was saved: the configured server and its token are still the session's.
        refused: async (err) => ({
          context: 'Not connected',
          message: notConnectedMessage(err, origin, originOf(config.localization.serverUrl())),
        }),
      });
    }),
    vscode.commands.registerCommand('scriptorium.localization.signOut', () =>
      signOut(
        originOf(config.localization.serverUrl()),
        (origin) => deps.credentials.deleteWeblateToken(origin),
        deps.session,
        (origin) => vscode.l10n.t('Signed out of {0}; browsing anonymously.', origin),
      ),
    ),
  );
}

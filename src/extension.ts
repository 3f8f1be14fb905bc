// Scriptorium's entry point, read as a table of contents: the shared platform services, then one line per
// feature. Activation loads only this light bundle; each feature (src/localization, src/worldbuilding, on
// top of src/platform and src/core) is its own chunk, loaded on first use — see
// platform/features/lazyFeature.ts and docs/ARCHITECTURE.md.
// First: notes when the bundle started running (see its comment).
import { activationSpan } from './platform/activationClock';
import * as vscode from 'vscode';
import { localizationManifest } from './localization/manifest';
import { CredentialStore, originOf } from './platform/credentials';
import { LazyFeature, requireChunk } from './platform/features/lazyFeature';
import { Log } from './platform/log';
import { registerOpenReadme } from './platform/readme';
import { registerOpenWalkthrough } from './platform/walkthrough';
import { ArticleFileKey } from './worldbuilding/articleFileKey';
import { registerMentionHover } from './worldbuilding/mentionHover';
import { worldbuildingManifest } from './worldbuilding/manifest';

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const activateStarted = performance.now();
  const log = new Log();
  context.subscriptions.push(log);
  context.subscriptions.push(vscode.commands.registerCommand('scriptorium.showLog', () => log.show()));
  registerOpenReadme(context, log);
  registerOpenWalkthrough(context);

  const credentials = new CredentialStore(context.secrets);
  // Only `npm start` and the end-to-end tests hand over demo credentials; the reader (and zod) load only then.
  if (process.env.SCRIPTORIUM_DEMO_CREDENTIALS) {
    await requireChunk<typeof import('./platform/demoCredentials')>('demoCredentials').importDemoCredentials(
      credentials,
      log,
    );
  }

  // The localization server's token is read now, off the first source file's path (#44 item 7); only read.
  const serverOrigin = originOf(
    vscode.workspace.getConfiguration('scriptorium').get<string>('localization.serverUrl', '').trim(),
  );
  if (serverOrigin) credentials.prefetchWeblateToken(serverOrigin);

  const shared = { credentials, log };
  context.subscriptions.push(new LazyFeature(context, localizationManifest, shared));
  context.subscriptions.push(new LazyFeature(context, worldbuildingManifest, shared));
  // The editor title's Preview and Push follow whether the active file is an article, before the feature loads.
  context.subscriptions.push(new ArticleFileKey());
  // Mentions that stay mentions in article files name their target on hover (its actions load the feature).
  context.subscriptions.push(registerMentionHover());

  log.info(
    'extension',
    `activated (${context.extension.packageJSON.version as string}) — ${activationSpan(bundleEvaluated, activateStarted)}`,
  );
}

export function deactivate(): void {
  // Every resource is owned by context.subscriptions; VS Code disposes them.
}

// The bundle's last statement (the entry module is evaluated after everything it imports).
const bundleEvaluated = performance.now();

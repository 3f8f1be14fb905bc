// The writers' feature (World Anvil): the Worldbuilding view, the article preview, and creating, pushing
// and pulling articles from files. Everything it registers is owned by `context`.
import * as vscode from 'vscode';
import type { CredentialStore } from '../platform/credentials';
import type { Log } from '../platform/log';
import { ArticleDiagnostics } from './articles/articleDiagnostics';
import { registerCreateArticle } from './articles/createArticle';
import { registerPull } from './articles/pull';
import { registerPush } from './articles/push';
import { WorldbuildingSession } from './session';
import { registerSignIn } from './signIn';
import { registerArticleCommands } from './tree/articleCommands';
import { registerWorldbuildingTreeCommands } from './tree/treeCommands';
import { registerPullWorld } from './worldPull/pullWorldCommand';
import { WorldbuildingTreeProvider } from './tree/worldbuildingTreeProvider';

export function activateWorldbuilding(context: vscode.ExtensionContext, shared: { credentials: CredentialStore; log: Log }): void {
  const { credentials, log } = shared;
  const session = new WorldbuildingSession(credentials, log);
  const worlds = new WorldbuildingTreeProvider(session, log);
  const view = vscode.window.createTreeView('scriptorium.worldbuilding', { treeDataProvider: worlds, showCollapseAll: true });
  context.subscriptions.push(session, worlds, view);
  registerSignIn(context, { credentials, session, log });
  registerWorldbuildingTreeCommands(context, { tree: worlds, log, session });
  registerArticleCommands(context, { tree: worlds, session, log });
  registerPullWorld(context, { session, log });

  const diagnostics = new ArticleDiagnostics();
  context.subscriptions.push(diagnostics);
  registerCreateArticle(context, { session, diagnostics, log, onCreated: () => worlds.refresh() });
  registerPull(context, { session, log });
  registerPush(context, { session, diagnostics, log });
}

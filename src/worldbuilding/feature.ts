// The writers' feature (World Anvil): the Worldbuilding view, the article preview, and creating, pushing
// and pulling articles from files. Built as its own chunk (dist/worldbuilding.js) and loaded on first use
// (manifest.ts says when). Everything it registers is owned by `context`.
import type * as vscode from 'vscode';
import type { FeatureHost } from '../platform/features/featureHost';
import { ArticleDiagnostics } from './articles/articleDiagnostics';
import { registerCreateArticle } from './articles/createArticle';
import { registerPull } from './articles/pull';
import { registerPush } from './articles/push';
import { WorldbuildingSession } from './session';
import { registerSignIn } from './signIn';
import { registerArticleCommands } from './tree/articleCommands';
import { registerSecretImageCommands } from './tree/secretImageCommands';
import { registerWorldbuildingTreeCommands } from './tree/treeCommands';
import { registerPullWorld } from './sync/pullWorldCommand';
import { WorldbuildingTreeProvider } from './tree/worldbuildingTreeProvider';
import { registerReadOnlyTexts } from '../platform/readOnlyText';
import { registerWorldChanges } from './sync/worldChangesCommands';
import { registerWorldMerge } from './sync/worldMerge';
import { registerOpenManuscriptText } from './manuscripts/openText';
import { registerPullManuscriptVersion } from './manuscripts/pullVersionCommand';
import { registerPushManuscriptVersion } from './manuscripts/pushVersionCommand';
import { registerManuscriptComfort } from './manuscripts/writerComfort';

export function activate(context: vscode.ExtensionContext, host: FeatureHost): void {
  const { credentials, log } = host.shared;
  const session = new WorldbuildingSession(credentials, log);
  const worlds = new WorldbuildingTreeProvider(session, log);
  host.treeView('scriptorium.worldbuilding', worlds);
  context.subscriptions.push(session, worlds);
  // Conflict diffs, lists of files, BBCode beside Markdown: read-only documents of this feature.
  registerReadOnlyTexts(context, 'scriptorium-worldbuilding');
  registerSignIn(context, { credentials, session, log });
  registerWorldbuildingTreeCommands(context, { tree: worlds, log, session });
  registerArticleCommands(context, { tree: worlds, session, log });
  registerSecretImageCommands(context, { tree: worlds, session, log });
  // Before the pull and the push: they keep merge bases and back up what they overwrite through it.
  registerWorldMerge(context, { session, log });
  registerPullWorld(context, { session, log });
  registerPullManuscriptVersion(context, { session, log });
  registerPushManuscriptVersion(context, { session, log });
  registerOpenManuscriptText(context, { log });
  registerManuscriptComfort(context, { log });

  const diagnostics = new ArticleDiagnostics();
  context.subscriptions.push(diagnostics);
  registerCreateArticle(context, { session, diagnostics, log, onCreated: () => worlds.refresh() });
  registerPull(context, { session, log });
  registerPush(context, { session, diagnostics, log });
  registerWorldChanges(context, host, { session, log });
}

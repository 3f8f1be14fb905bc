// What a lazily loaded feature is handed when it loads: the services the light entry already made, and
// the contributions the entry registered on its behalf at activation (its tree views, its webview panel
// serializers). VS Code allows one registration per view, command and panel type, so the entry keeps them
// and the feature fills them in; the entry's command proxies are gone by the time the feature runs, so it
// registers its commands itself, as usual.
import type * as vscode from 'vscode';
import type { CredentialStore } from '../credentials';
import type { Log } from '../log';

export interface SharedServices {
  credentials: CredentialStore;
  log: Log;
}

export interface FeatureHost {
  readonly shared: SharedServices;
  /**
   * Why the workspace will soon use the feature (its manifest's `warmUp`, asked once after activation), or
   * undefined: the feature may then read ahead what that use needs, however it was loaded (ahead, or by a
   * view visible at startup).
   */
  readonly warmUp: Promise<string | undefined>;
  /** The tree view made at activation for a view the feature lists in its manifest, now showing `provider`'s data. */
  treeView<T>(viewId: string, provider: vscode.TreeDataProvider<T>): vscode.TreeView<T>;
  /** Serves panels of `viewType` restored after a reload (the entry registered the serializer at activation). */
  webviewSerializer(viewType: string, serializer: vscode.WebviewPanelSerializer): void;
}

/** What each feature chunk (dist/<feature>.js, built from src/<feature>/feature.ts) exports. */
export interface FeatureModule {
  activate(context: vscode.ExtensionContext, host: FeatureHost): void;
}

/**
 * What the light entry knows about a feature without loading it: the ids it owns in package.json and
 * when it must load. Kept in the feature's own folder (manifest.ts), importing nothing heavy.
 */
export interface FeatureManifest {
  /** The chunk's name: dist/<chunk>.js, built from src/<chunk>/feature.ts. */
  chunk: string;
  /** Every command in package.json whose id starts with one of these belongs to the feature. */
  commandPrefixes: string[];
  /** Tree views the feature fills (ids from package.json). */
  views: { id: string; showCollapseAll?: boolean }[];
  /** Webview panel types the feature restores after a reload. */
  serializers: string[];
  /** A document whose opening needs the feature (its hovers, diagnostics, status bar); checked again when a setting under `settings` changes. */
  documents?: { matches(doc: vscode.TextDocument): boolean; settings: string };
  /**
   * workspaceState keys under this prefix are work waiting for the feature (edits not sent yet): with any
   * there, the feature loads right after activation, so it can show and send them.
   */
  waitingWork?: string;
  /**
   * Asked once after activation: a reason (for the log) when the workspace will very likely use the
   * feature soon, so it loads now and reads ahead (FeatureHost.warmUp), off the first use's path.
   * Must be cheap and load nothing heavy: it runs in the light entry.
   */
  warmUp?: () => Promise<string | undefined>;
}

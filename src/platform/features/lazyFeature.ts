// Registers a feature's contributions at activation without loading it, and loads it (require of its
// chunk, dist/<chunk>.js) on first use: a command of it runs, one of its views becomes visible, one of its
// panels is restored, or a document it serves opens. Commands are read from package.json by prefix, so a
// feature that adds a command changes only its own folder and package.json.
import * as vscode from 'vscode';
import { join } from 'node:path';
import type { FeatureHost, FeatureManifest, FeatureModule, SharedServices } from './featureHost';
import { LazyTreeProvider } from './lazyTreeProvider';
import { errorLine } from '../../core/errorLine';

interface ContributedCommand {
  command: string;
}

/** Loads dist/<name>.js. The path is computed so that esbuild leaves the require alone (it is another bundle). */
export function requireChunk<T>(name: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(__dirname, `${name}.js`)) as T;
}

export class LazyFeature implements vscode.Disposable {
  private readonly proxies: vscode.Disposable[] = [];
  private readonly owned: vscode.Disposable[] = [];
  private readonly providers = new Map<string, { provider: LazyTreeProvider; view: vscode.TreeView<unknown> }>();
  private readonly serializers = new Map<string, vscode.WebviewPanelSerializer>();
  private loading: Promise<boolean> | undefined;
  /** Why the workspace will soon use the feature (manifest.warmUp), handed to it through its host. */
  private readonly warmUp: Promise<string | undefined>;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly manifest: FeatureManifest,
    private readonly shared: SharedServices,
  ) {
    const contributed = (
      (context.extension.packageJSON as { contributes?: { commands?: ContributedCommand[] } }).contributes?.commands ??
      []
    ).map((c) => c.command);
    for (const id of contributed.filter((c) => manifest.commandPrefixes.some((p) => c.startsWith(p)))) {
      // Re-dispatched once the feature has registered the real command (the proxy is disposed by then).
      // Arguments pass by reference: within one extension host executeCommand does not copy them.
      this.proxies.push(
        vscode.commands.registerCommand(id, async (...args: unknown[]) =>
          (await this.load()) ? vscode.commands.executeCommand(id, ...args) : undefined,
        ),
      );
    }
    for (const { id, showCollapseAll } of manifest.views) {
      const provider = new LazyTreeProvider(() => this.load());
      const view = vscode.window.createTreeView(id, { treeDataProvider: provider, showCollapseAll });
      this.providers.set(id, { provider, view });
      this.owned.push(view, provider);
    }
    for (const viewType of manifest.serializers) {
      this.owned.push(
        vscode.window.registerWebviewPanelSerializer(viewType, {
          deserializeWebviewPanel: async (panel, state) => {
            if (await this.load()) await this.serializers.get(viewType)?.deserializeWebviewPanel(panel, state);
          },
        }),
      );
    }
    if (manifest.documents) this.watchDocuments(manifest.documents);
    const waiting = manifest.waitingWork;
    if (waiting && context.workspaceState.keys().some((k) => k.startsWith(waiting))) {
      const soon = setTimeout(() => void this.load(), 0); // after activation, like a document already open
      this.owned.push({ dispose: () => clearTimeout(soon) });
    }
    this.warmUp = this.askWarmUp(manifest.warmUp);
    void this.warmUp.then((reason) => (reason ? this.loadAhead(reason) : undefined));
  }

  /** The manifest's warmUp, asked after activation (not part of it); undefined when it has none or fails. */
  private askWarmUp(warmUp: FeatureManifest['warmUp']): Promise<string | undefined> {
    if (!warmUp) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const soon = setTimeout(() => warmUp().then(resolve, () => resolve(undefined)), 0);
      this.owned.push({ dispose: () => (clearTimeout(soon), resolve(undefined)) });
    });
  }

  /** Loads the feature before any use when its manifest expects one soon (#44 item 7), saying why. */
  private async loadAhead(reason: string): Promise<void> {
    if (this.loading) return; // a use came first (a view visible at startup): it reads host.warmUp too
    this.shared.log.info('extension', `loading ${this.manifest.chunk} ahead of its first use: ${reason}`);
    await this.load();
  }

  private watchDocuments(documents: NonNullable<FeatureManifest['documents']>): void {
    const check = () => {
      if (!this.loading && vscode.workspace.textDocuments.some((d) => documents.matches(d))) void this.load();
    };
    this.owned.push(
      vscode.workspace.onDidOpenTextDocument((d) => !this.loading && documents.matches(d) && void this.load()),
      vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration(documents.settings) && check()),
    );
    // After activation has finished: a document already open is a first use, but not part of starting up.
    const initial = setTimeout(check, 0);
    this.owned.push({ dispose: () => clearTimeout(initial) });
  }

  /** Loads the feature once; false (after saying so) when its chunk cannot be loaded. */
  load(): Promise<boolean> {
    this.loading ??= this.doLoad();
    return this.loading;
  }

  private async doLoad(): Promise<boolean> {
    const started = Date.now();
    const { log } = this.shared;
    try {
      const feature = requireChunk<FeatureModule>(this.manifest.chunk);
      for (const p of this.proxies.splice(0)) p.dispose();
      feature.activate(this.context, this.host());
      log.info('extension', `loaded ${this.manifest.chunk} in ${Date.now() - started} ms`);
      return true;
    } catch (err) {
      log.error('extension', `could not load ${this.manifest.chunk}: ${errorLine(err)}`);
      void vscode.window.showErrorMessage(
        vscode.l10n.t('Scriptorium could not load its {0} part. See Scriptorium: Show Log.', this.manifest.chunk),
      );
      return false;
    }
  }

  private host(): FeatureHost {
    return {
      shared: this.shared,
      warmUp: this.warmUp,
      treeView: <T>(viewId: string, provider: vscode.TreeDataProvider<T>) => {
        const entry = this.providers.get(viewId);
        if (!entry) throw new Error(`${viewId} is not a view of ${this.manifest.chunk} (its manifest.ts)`);
        entry.provider.attach(provider as vscode.TreeDataProvider<unknown>);
        return entry.view as vscode.TreeView<T>;
      },
      webviewSerializer: (viewType, serializer) => {
        this.serializers.set(viewType, serializer);
      },
    };
  }

  dispose(): void {
    for (const d of [...this.proxies.splice(0), ...this.owned.splice(0).reverse()]) d.dispose();
  }
}

// The one way a Scriptorium webview panel is hosted: its page (the shell with its CSP), the readiness of
// that page, the messages both ways, and its end. Every panel (the unit panel, the article preview, and
// those to come) states what it shows and handles what the page asks; nothing else.
//
// One readiness policy. A panel's page is thrown away while the panel is hidden (no retainContextWhenHidden:
// it would keep every hidden page's memory) and loads again when shown, saying `ready`. So:
// - `show(state)` sets what the page shows as a whole (the string, the article, "loading", an error). It is
//   sent at once when the page is ready and again to every page that loads later; given as a function, it
//   is made anew for each page (the unit panel's string carries the draft typed since);
// - `post(message)` is a passing message (a save result, a question); one posted while no page is ready
//   waits and goes right after the state, in order;
// - the page is not ready from the moment the panel is hidden, or a new page is rendered, until it says so.
// Messages from the page are parsed by the panel's own zod schema; a malformed one is logged and dropped.
import * as vscode from 'vscode';
import type { z } from 'zod';
import { Disposable } from '../lifecycle';
import type { Log } from '../log';
import { renderShell, webviewOptions, type PageOptions } from './html';

export interface PanelSpec<In extends { type: string }> {
  viewType: string;
  /** The log's name for this panel (`unit panel`, `article preview`). */
  component: string;
  extensionUri: vscode.Uri;
  /** Folders of local files the page may load besides the bundle and media/ (webviewOptions). */
  resourceRoots?: vscode.Uri[];
  log: Log;
  /** Every message the page may send, `{ type: 'ready' }` included. */
  messages: z.ZodType<In>;
  /** The page: title, script, stylesheet, translated strings, whether remote images may load. */
  page: () => PageOptions;
  /** A message from the page, parsed; `ready` is handled by the host and not passed on. */
  onMessage: (message: Exclude<In, { type: 'ready' }>) => void | Promise<void>;
  /** A new page said ready and has the state: what else it needs (a panel may fetch more here). */
  onPageReady?: () => void | Promise<void>;
  /** The panel was closed (by the person or by `dispose`). */
  onDispose?: () => void;
}

export interface PanelPlace {
  viewColumn: vscode.ViewColumn;
  preserveFocus: boolean;
}

export class PanelHost<In extends { type: string }, Out> extends Disposable {
  private ready = false;
  /** Callers waiting for a page to say ready (whenReady). */
  private readyWaiters: Array<() => void> = [];
  private state: (() => Out) | undefined;
  private waiting: Out[] = [];
  private extraRootsKey = '';

  /** A new panel in `place`. */
  static create<In extends { type: string }, Out>(
    spec: PanelSpec<In>,
    title: string,
    place: PanelPlace,
  ): PanelHost<In, Out> {
    const panel = vscode.window.createWebviewPanel(
      spec.viewType,
      title,
      place,
      webviewOptions(spec.extensionUri, spec.resourceRoots),
    );
    return new PanelHost<In, Out>(panel, spec);
  }

  /** A panel VS Code restored after a window reload (its serializer hands it over). */
  static adopt<In extends { type: string }, Out>(panel: vscode.WebviewPanel, spec: PanelSpec<In>): PanelHost<In, Out> {
    panel.webview.options = webviewOptions(spec.extensionUri, spec.resourceRoots);
    return new PanelHost<In, Out>(panel, spec);
  }

  private constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly spec: PanelSpec<In>,
  ) {
    super();
    panel.iconPath = vscode.Uri.joinPath(spec.extensionUri, 'media', 'scriptorium.svg');
    this._register(panel.onDidDispose(() => this.dispose()));
    this._register(
      panel.onDidChangeViewState(() => {
        if (!panel.visible) this.ready = false;
      }),
    );
    this._register(panel.webview.onDidReceiveMessage((raw: unknown) => void this.receive(raw)));
    this.render();
  }

  get title(): string {
    return this.panel.title;
  }

  set title(title: string) {
    this.panel.title = title;
  }

  /**
   * Folders the page may load files from besides the spec's, as they change (the article preview's pulled
   * folder's assets/, #41): a new page when they do, since a page keeps the options it was made with.
   */
  setExtraRoots(roots: readonly vscode.Uri[]): void {
    const key = roots.map((r) => r.toString()).join('\n');
    if (key === this.extraRootsKey) return;
    this.extraRootsKey = key;
    this.panel.webview.options = webviewOptions(this.spec.extensionUri, [...(this.spec.resourceRoots ?? []), ...roots]);
    this.render();
  }

  reveal(place?: Partial<PanelPlace>): void {
    this.panel.reveal(place?.viewColumn, place?.preserveFocus ?? false);
  }

  /** What the page shows as a whole; every page that loads later gets it too (a function: made for each page). */
  show(state: Out | (() => Out)): void {
    this.state = typeof state === 'function' ? (state as () => Out) : () => state;
    if (this.ready) void this.panel.webview.postMessage(this.state());
  }

  /**
   * What a page that loads later shows, leaving the page shown now as it is (it holds text typed since the
   * state was made, which a new state drawn over it could lose).
   */
  remember(state: () => Out): void {
    this.state = state;
  }

  /**
   * Resolves once a page is ready (at once if one is): a question that must not lose the keyboard to the
   * panel waits for this, since VS Code moves the focus into a webview opened with focus when its page
   * arrives, whatever else has it then (a modal dialog shown before had its answer taken away).
   */
  whenReady(): Promise<void> {
    if (this.ready) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** A passing message; it waits while no page is ready. */
  post(message: Out): void {
    if (this.ready) void this.panel.webview.postMessage(message);
    else this.waiting.push(message);
  }

  /** A new page (after the page's options changed, for example its CSP); it gets the state when ready. */
  render(): void {
    this.ready = false;
    this.panel.webview.html = renderShell(this.panel.webview, this.spec.extensionUri, this.spec.page());
  }

  private async receive(raw: unknown): Promise<void> {
    const parsed = this.spec.messages.safeParse(raw);
    if (!parsed.success) {
      this.spec.log.warn(
        this.spec.component,
        `ignored a malformed message from the webview (${parsed.error.issues[0]?.path.join('.') || 'type'})`,
      );
      return;
    }
    const message = parsed.data;
    if (message.type !== 'ready') return this.spec.onMessage(message as Exclude<In, { type: 'ready' }>);
    this.ready = true;
    if (this.state) void this.panel.webview.postMessage(this.state());
    for (const m of this.waiting.splice(0)) void this.panel.webview.postMessage(m);
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    await this.spec.onPageReady?.();
  }

  override dispose(): void {
    if (this.isDisposed) return;
    super.dispose();
    this.panel.dispose();
    this.spec.onDispose?.();
  }
}

// What the two worldbuilding previews (articles and secrets: articlePreview.ts; images: imagePreview.ts)
// share: a panel beside the editor, which keeps the focus; the worldbuilding session; a page's link opened
// through the link guard.
import * as vscode from 'vscode';
import { openServerLink } from '../../platform/externalLinks';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import { PanelHost, type PanelSpec } from '../../platform/webview/panelHost';
import type { WorldbuildingSession } from '../session';

/** What a preview is opened with. */
export interface PreviewDeps {
  extensionUri: vscode.Uri;
  session: WorldbuildingSession;
  log: Log;
}

const BESIDE = { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true };

export abstract class PreviewPanel<In extends { type: string }, Out> extends Disposable {
  /** The panel, its page and the messages both ways (platform/webview/panelHost.ts). */
  protected abstract readonly host: PanelHost<In, Out>;

  /** What the log calls it: "article preview", "image preview". */
  private readonly component: string;

  protected readonly session: WorldbuildingSession;
  protected readonly log: Log;
  private readonly extensionUri: vscode.Uri;

  protected constructor(
    private readonly kind: 'article' | 'image',
    deps: PreviewDeps,
  ) {
    super();
    this.session = deps.session;
    this.log = deps.log;
    this.extensionUri = deps.extensionUri;
    this.component = `${kind} preview`;
  }

  /** The panel again, beside the editor. */
  reveal(): void {
    this.host.reveal(BESIDE);
  }

  /** Opens the panel (view type scriptorium.article or scriptorium.image) beside the editor, once. */
  protected openBeside(
    page: Omit<PanelSpec<In>, 'viewType' | 'component' | 'extensionUri' | 'log'>,
    title: string,
  ): PanelHost<In, Out> {
    const spec = {
      ...page,
      viewType: `scriptorium.${this.kind}`,
      component: this.component,
      extensionUri: this.extensionUri,
      log: this.log,
    };
    return this._register(PanelHost.create<In, Out>(spec, title, BESIDE));
  }

  /** A link of the page, in the browser: the link guard checks it against the server's origin. */
  protected openLink(url: string | undefined): void {
    void this.session.connection().then((c) => openServerLink(url, c?.origin, this.log, this.component));
  }
}

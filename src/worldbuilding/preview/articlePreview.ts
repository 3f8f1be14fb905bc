// The article preview's panel: a remote World Anvil article, or the open local file as World Anvil would
// show it, refreshed as you type (what it shows: articleModel.ts, where all HTML is sanitized); mentions
// open in it with Back, and remote images are held back until allowed.
import * as vscode from 'vscode';
import type { z } from 'zod';
import type { WorldAnvilApi } from '../../core/worldanvil';
import { secretModel } from './secretModel';
import { documentLinks } from '../document/articleDocument';
import { keptAsBBCode } from './partModel';
import { localModel, lookUpMentions, remoteModel, type MentionLookup } from './articleModel';
import type { LinkToMention } from '../../core/markup/articleLinks';
import { describeError } from '../../platform/errorMessages';
import type { WorldbuildingSession } from '../session';
import { FromArticleWebview, type ArticlePreviewModel, type ToArticleWebview } from './articleProtocol';
import type { PanelHost } from '../../platform/webview/panelHost';
import { PreviewPanel, type PreviewDeps } from './previewPanel';
import { articlePreviewStrings, heldImageWords, heldImagesNotice } from './previewText';
import { config, onDidChangeConfig } from '../../platform/config';
import { holdModelImages, withLocalImages } from './remoteImages';
import { localImageSources, pulledFolderOfDocument } from './localImages';

const DEBOUNCE_MS = 300;

/** A message the preview's page sends. */
type ArticlePageMessage = z.infer<typeof FromArticleWebview>;

export class ArticlePreview extends PreviewPanel<ArticlePageMessage, ToArticleWebview> {
  private static current: ArticlePreview | undefined;
  protected readonly host: PanelHost<ArticlePageMessage, ToArticleWebview>;
  private last: ToArticleWebview | undefined;
  private follow: vscode.Disposable | undefined;
  /** Bumped whenever the preview stops following a document, so late answers for it are dropped. */
  private generation = 0;
  /** What the preview shows (`remote:<id>` or `local:<uri>`): "Load remote images" holds for it alone. */
  private subject = '';
  /** The person clicked "Load remote images" for the current subject (never persisted). */
  private imagesOnce = false;
  /** Whether the page's CSP lets https images load; changing it means a new page. */
  private shellAllowsImages = false;
  /** The previews a mention was clicked in, latest last: "Back" returns to them. Emptied by the tree and the editor. */
  private history: { title: string; restore: () => void }[] = [];
  /** The shown remote article's page, as the server gave it (checked by the link guard when opened). */
  private remoteUrl: string | undefined;
  /** The webview addresses of the workspace images the local preview shows (never held back). */
  private localSources = new Set<string>();
  /** The file a local preview follows, so "Back" can follow it again. */
  private followed: vscode.TextDocument | undefined;

  static showRemote(deps: PreviewDeps, id: string): void {
    const p = ArticlePreview.open(deps);
    p.history = [];
    p.showRemoteHere(id);
  }

  /** A secret (#29) in the same panel: its content is BBCode, shown as an article's. */
  static showSecret(deps: PreviewDeps, id: string, worldTitle?: string): void {
    const p = ArticlePreview.open(deps);
    p.history = [];
    p.stopFollowing();
    p.showing(`secret:${id}`);
    void p.loadRemote(deps.session, id, async (client) => {
      if (!client.secrets) throw new Error(vscode.l10n.t('This World Anvil API has no secrets.'));
      const secret = await client.secrets.get(id);
      return { title: secret.title, url: secret.url, model: secretModel(secret, worldTitle) };
    });
  }

  static showLocal(deps: PreviewDeps, doc: vscode.TextDocument): void {
    const p = ArticlePreview.open(deps);
    p.history = [];
    p.showLocalHere(doc);
  }

  private static open(deps: PreviewDeps): ArticlePreview {
    if (ArticlePreview.current) {
      ArticlePreview.current.reveal();
      return ArticlePreview.current;
    }
    ArticlePreview.current = new ArticlePreview(deps);
    return ArticlePreview.current;
  }

  private constructor(deps: PreviewDeps) {
    super('article', deps);
    this.host = this.openBeside(
      {
        messages: FromArticleWebview,
        // The page's CSP follows the remote-images choice of the moment it is made (imagesChanged).
        page: () => {
          this.shellAllowsImages = this.imagesAllowed();
          return {
            title: vscode.l10n.t('Article Preview'),
            script: 'articlePreviewMain.js',
            stylesheet: 'panel.css',
            strings: articlePreviewStrings(),
            remoteImages: this.shellAllowsImages,
          };
        },
        onMessage: (msg) => {
          if (msg.type === 'loadRemoteImages') {
            // A click on the page of the article before (a mention opened another meanwhile) is not
            // an answer for the one shown now.
            if (msg.subject !== this.subject)
              return this.log.info('article preview', 'remote images: click for another article ignored');
            this.imagesOnce = true;
            this.imagesChanged();
          } else if (msg.type === 'openArticle') this.openMention(msg.id);
          else if (msg.type === 'back') this.history.pop()?.restore();
          else {
            this.openLink(msg.type === 'openExternal' ? msg.url : this.remoteUrl);
          }
        },
        onDispose: () => this.dispose(),
      },
      vscode.l10n.t('Article Preview'),
    );
    this._register(onDidChangeConfig('worldbuilding', () => this.imagesChanged()));
  }

  private showRemoteHere(id: string): void {
    this.stopFollowing();
    this.host.setExtraRoots([]);
    this.showing(`remote:${id}`);
    void this.loadRemote(this.session, id);
  }

  private showLocalHere(doc: vscode.TextDocument): void {
    this.showing(`local:${doc.uri.toString()}`);
    this.followDocument(doc, this.session);
  }

  /** A mention clicked: the article it names, here; what was shown before stays one "Back" away. */
  private openMention(id: string): void {
    const doc = this.followed;
    const shownId = this.subject.startsWith('remote:') ? this.subject.slice('remote:'.length) : undefined;
    const restore = doc ? () => this.showLocalHere(doc) : shownId ? () => this.showRemoteHere(shownId) : undefined;
    if (restore) this.history = [...this.history.slice(-49), { title: this.host.title, restore }];
    this.showRemoteHere(id);
  }

  /** The preview shows `message` as a whole; made for each page, since images allowed and Back may change. */
  private post(message: ToArticleWebview): void {
    this.last = message;
    this.host.show(() => this.shown(message));
  }

  private imagesAllowed(): boolean {
    return this.imagesOnce || config.worldbuilding.previewLoadRemoteImages();
  }

  /** The message as the page gets it: with remote images held back unless they are allowed. */
  private shown(message: ToArticleWebview): ToArticleWebview {
    const back = this.history.at(-1)?.title;
    if (message.type === 'error') return back === undefined ? message : { ...message, back };
    if (message.type !== 'article') return message;
    const article = { ...message.article, subject: this.subject, ...(back === undefined ? {} : { back }) };
    if (this.imagesAllowed()) return { type: 'article', article };
    // The workspace's own images (a pulled folder's assets/) tell no site anything: never held back.
    const { model, held } = holdModelImages(article, heldImageWords(), (src) => this.localSources.has(src));
    return { type: 'article', article: held > 0 ? { ...model, heldImages: heldImagesNotice(held) } : model };
  }

  /** After a click or a settings change: a new page if the CSP must change, else the same page anew. */
  private imagesChanged(): void {
    if (this.shellAllowsImages !== this.imagesAllowed()) this.host.render();
    else if (this.last) this.post(this.last);
  }

  /** Another article: a "Load remote images" given for the one before does not carry over. */
  private showing(subject: string): void {
    if (subject === this.subject) return;
    this.subject = subject;
    if (!this.imagesOnce) return;
    this.imagesOnce = false;
    this.imagesChanged();
  }

  private async loadRemote(
    session: WorldbuildingSession,
    id: string,
    load: (client: WorldAnvilApi) => Promise<{ title: string; url?: string; model: ArticlePreviewModel }> = (c) =>
      c
        .getArticle(id, { loadAllProperties: false })
        .then((a) => ({ title: a.title, url: a.url, model: remoteModel(a) })),
  ): Promise<void> {
    const generation = this.generation;
    this.remoteUrl = undefined;
    this.post({ type: 'loading' });
    try {
      const connection = await session.connection();
      if (!connection) throw new Error(vscode.l10n.t('Not signed in to World Anvil.'));
      const shown = await load(connection.client);
      if (generation !== this.generation) return; // another article was asked for meanwhile
      this.remoteUrl = shown.url;
      this.host.title = shown.title;
      this.post({ type: 'article', article: shown.model });
    } catch (err) {
      if (generation !== this.generation) return;
      this.log.failed('article preview', undefined, err);
      this.post({ type: 'error', message: describeError(err) });
    }
  }

  private followDocument(doc: vscode.TextDocument, session: WorldbuildingSession): void {
    this.stopFollowing();
    this.followed = doc;
    this.remoteUrl = undefined;
    const generation = this.generation;
    let mentions: MentionLookup = { state: 'loading' };
    let lookedUpWorld: string | undefined;
    let links: LinkToMention | undefined;
    let images = new Map<string, string>();
    let bbcodeBeats: ReadonlySet<string> | undefined;
    // The files the text links to, the images its pulled folder keeps (#41) and, for a manuscript part,
    // the beats kept as BBCode (#47) are read after each render; a render follows when that is done.
    const relink = () => {
      const folder = pulledFolderOfDocument(doc);
      void Promise.all([
        documentLinks(doc),
        localImageSources(doc, this.host, this.log, folder),
        keptAsBBCode(doc, folder),
      ]).then(([found, local, kept]) => {
        if (this.generation !== generation) return;
        links = found?.toMention;
        images = local;
        bbcodeBeats = kept;
        render();
      });
    };
    const render = () => {
      const { model, world } = localModel(doc, mentions, links, bbcodeBeats);
      this.host.title = vscode.l10n.t('Preview: {0}', model.title);
      this.localSources = new Set(images.values());
      this.post({ type: 'article', article: withLocalImages(model, images) });
      if (typeof world === 'string' && world !== lookedUpWorld) {
        lookedUpWorld = world;
        void lookUpMentions(session, world, this.log).then((lookup) => {
          if (lookedUpWorld !== world || this.generation !== generation) return; // the preview moved on
          mentions = lookup;
          render();
        });
      } else if (typeof world !== 'string' && mentions.state === 'loading') {
        mentions = { state: 'no world' };
        render();
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    this.follow = vscode.Disposable.from(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document !== doc) return;
        clearTimeout(timer);
        timer = setTimeout(relink, DEBOUNCE_MS);
      }),
      { dispose: () => clearTimeout(timer) }, // a render still due must not overwrite what is shown next
    );
    render();
    relink();
  }

  private stopFollowing(): void {
    this.generation++;
    this.followed = undefined;
    this.localSources = new Set();
    this.follow?.dispose();
    this.follow = undefined;
  }

  override dispose(): void {
    if (ArticlePreview.current === this) ArticlePreview.current = undefined;
    this.stopFollowing();
    super.dispose();
  }
}

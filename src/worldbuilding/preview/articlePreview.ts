// The article preview: a remote World Anvil article (its rendered content and sections, relations, tags,
// dates and state), or the open local file as World Anvil would show it, refreshed as you type. All HTML
// is sanitized here before it reaches the webview.
import * as vscode from 'vscode';
import type { z } from 'zod';
import { bbcodeToHtml, sanitizeServerHtml } from '../../core/markup/bbcodeToHtml';
import { readArticleFile } from '../../core/markup/articleFile';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import type { Article, WorldAnvilApi } from '../../core/worldanvil';
import { localSecretModel, secretModel } from './secretModel';
import { isSecretFileText } from '../../core/markup/secretFile';
import { articleFormat, documentLinks, mentionResolver } from '../document/articleDocument';
import type { LinkToMention } from '../../core/markup/articleLinks';
import { describeError } from '../../platform/errorMessages';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import type { WorldbuildingSession } from '../session';
import { openServerLink } from '../../platform/externalLinks';
import { FromArticleWebview, type ArticlePreviewModel, type ToArticleWebview } from './articleProtocol';
import { PanelHost } from '../../platform/webview/panelHost';
import { showDate } from '../../platform/dates';
import {
  articlePreviewStrings,
  articleState,
  heldImageWords,
  heldImagesNotice,
  relationName,
  sectionHint,
  sectionName,
} from './previewText';
import { config, onDidChangeConfig } from '../../platform/config';
import { holdModelImages, withLocalImages } from './remoteImages';
import { localImageSources } from './localImages';
import { errorLine } from '../../core/errorLine';

const DEBOUNCE_MS = 300;

/** A message the preview's page sends. */
type ArticlePageMessage = z.infer<typeof FromArticleWebview>;

/** A section as the editor names it; a server title other than the bare field name is the writer's own. */
function section(field: string, title: string | undefined, html: string): ArticlePreviewModel['sections'][number] {
  const hint = sectionHint(field);
  const name = title && title.toLowerCase() !== field.toLowerCase() ? title : sectionName(field);
  return { name, html, ...(hint ? { hint } : {}) };
}

function dateFact(
  label: string,
  value: { date: string; timezone?: string } | undefined,
): ArticlePreviewModel['facts'][number] {
  if (!value) return { label, value: '' };
  const shown = showDate(value);
  return { label, value: shown.text, exact: shown.exact, ...(shown.iso ? { datetime: shown.iso } : {}) };
}

export function remoteModel(a: Article): ArticlePreviewModel {
  const relations = Object.entries(a.relations ?? {}).map(([field, r]) => {
    const rel = r as { title?: string; items?: unknown };
    const items = Array.isArray(rel.items) ? rel.items : rel.items ? [rel.items] : [r];
    return `${relationName(field, rel.title)}: ${(items as { title?: string }[])
      .map((i) => i.title)
      .filter(Boolean)
      .join(', ')}`;
  });
  return {
    title: a.title,
    subtitle: [a.template, a.world?.title].filter(Boolean).join(' · '),
    badges: [
      a.state ? articleState(a.state) : undefined,
      a.is_draft ? vscode.l10n.t('draft') : undefined,
      a.is_wip ? vscode.l10n.t('work in progress') : undefined,
    ].filter((b): b is string => !!b),
    html: sanitizeServerHtml(a.content_parsed ?? ''),
    sections: Object.entries(a.sections ?? {})
      .filter(([, s]) => s.content)
      .map(([name, s]) =>
        section(name, s.title, s.content_parsed ? sanitizeServerHtml(s.content_parsed) : bbcodeToHtml(s.content ?? '')),
      ),
    facts: [
      { label: vscode.l10n.t('Tags'), value: a.tags ?? '' },
      dateFact(vscode.l10n.t('Updated'), a.update_date),
      dateFact(vscode.l10n.t('Created'), a.creation_date),
      {
        label: vscode.l10n.t('Words'),
        value: a.wordcount !== undefined ? a.wordcount.toLocaleString(vscode.env.language) : '',
      },
      ...relations.map((r) => ({ label: vscode.l10n.t('Relation'), value: r })),
    ].filter((f) => f.value),
    url: a.url,
    warnings: [],
  };
}

/** How [[mentions]] resolve in the local preview: against the world's articles once they are read. */
export type MentionLookup =
  | { state: 'signed out' | 'no world' | 'loading' | 'failed' }
  | { state: 'ready'; resolve: (title: string) => MentionTarget | undefined };

/** The open file, read once per render (mentions resolved when the lookup is ready), and its preview. */
export function localModel(
  doc: vscode.TextDocument,
  mentions: MentionLookup = { state: 'signed out' },
  links?: LinkToMention,
): { model: ArticlePreviewModel; world: unknown } {
  const format = articleFormat(doc) ?? 'markdown';
  const why = {
    ready: vscode.l10n.t('no article of this world has that title; it is shown as not yet written'),
    loading: vscode.l10n.t("reading the world's articles…"),
    failed: vscode.l10n.t("the world's articles could not be read"),
    'no world': vscode.l10n.t('the front matter names no world'),
    'signed out': vscode.l10n.t('sign in to World Anvil to resolve it'),
  }[mentions.state];
  // A secret's file (#29) shows as a secret: its own fields, none of an article's.
  if (isSecretFileText(doc.getText()))
    return localSecretModel(
      doc,
      format,
      { resolve: mentions.state === 'ready' ? mentions.resolve : undefined, why },
      links,
    );
  const file = readArticleFile(doc.getText(), {
    format,
    ...(mentions.state === 'ready' ? { resolveMention: mentions.resolve } : {}),
    // Links to pulled articles' files show as the mentions they push as (issue 29).
    ...(links ? { linkMention: links } : {}),
  });
  const model: ArticlePreviewModel = {
    title: String(file.fields.title ?? vscode.l10n.t('(no title)')),
    subtitle: [
      String(file.fields.template ?? ''),
      vscode.l10n.t('local preview of {0}', vscode.workspace.asRelativePath(doc.uri)),
    ]
      .filter(Boolean)
      .join(' · '),
    badges: [
      articleState(String(file.fields.state ?? '')),
      file.fields.isDraft === false ? '' : vscode.l10n.t('draft'),
    ].filter(Boolean),
    html: bbcodeToHtml(file.sections.content ?? ''),
    sections: Object.entries(file.sections)
      .filter(([name]) => name !== 'content')
      .map(([name, bb]) => section(name, undefined, bbcodeToHtml(bb ?? ''))),
    facts: [{ label: vscode.l10n.t('Tags'), value: String(file.fields.tags ?? '') }].filter((f) => f.value),
    warnings: [
      ...file.problems.map((p) => vscode.l10n.t('Line {0}: {1}', p.line + 1, p.message)),
      ...file.warnings,
      ...file.unresolved.map((u) => vscode.l10n.t('Mention “{0}” is not resolved: {1}.', u.title, why)),
    ],
  };
  return { model, world: file.fields.world };
}

export class ArticlePreview extends Disposable {
  private static current: ArticlePreview | undefined;
  /** The panel, its page and the messages both ways (platform/webview/panelHost.ts). */
  private readonly host: PanelHost<ArticlePageMessage, ToArticleWebview>;
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

  static showRemote(extensionUri: vscode.Uri, session: WorldbuildingSession, log: Log, id: string): void {
    const p = ArticlePreview.open(extensionUri, session, log);
    p.history = [];
    p.showRemoteHere(id);
  }

  /** A secret (#29) in the same panel: its content is BBCode, shown as an article's. */
  static showSecret(
    extensionUri: vscode.Uri,
    session: WorldbuildingSession,
    log: Log,
    id: string,
    worldTitle?: string,
  ): void {
    const p = ArticlePreview.open(extensionUri, session, log);
    p.history = [];
    p.stopFollowing();
    p.showing(`secret:${id}`);
    void p.loadRemote(session, id, async (client) => {
      if (!client.secrets) throw new Error(vscode.l10n.t('This World Anvil API has no secrets.'));
      const secret = await client.secrets.get(id);
      return { title: secret.title, url: secret.url, model: secretModel(secret, worldTitle) };
    });
  }

  static showLocal(extensionUri: vscode.Uri, session: WorldbuildingSession, log: Log, doc: vscode.TextDocument): void {
    const p = ArticlePreview.open(extensionUri, session, log);
    p.history = [];
    p.showLocalHere(doc);
  }

  private static open(extensionUri: vscode.Uri, session: WorldbuildingSession, log: Log): ArticlePreview {
    if (ArticlePreview.current) {
      ArticlePreview.current.host.reveal({ viewColumn: vscode.ViewColumn.Beside, preserveFocus: true });
      return ArticlePreview.current;
    }
    ArticlePreview.current = new ArticlePreview(extensionUri, session, log);
    return ArticlePreview.current;
  }

  private constructor(
    extensionUri: vscode.Uri,
    private readonly session: WorldbuildingSession,
    private readonly log: Log,
  ) {
    super();
    this.host = this._register(
      PanelHost.create<ArticlePageMessage, ToArticleWebview>(
        {
          viewType: 'scriptorium.article',
          component: 'article preview',
          extensionUri,
          log,
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
              const url = msg.type === 'openExternal' ? msg.url : this.remoteUrl;
              void this.session.connection().then((c) => openServerLink(url, c?.origin, this.log, 'article preview'));
            }
          },
          onDispose: () => this.dispose(),
        },
        vscode.l10n.t('Article Preview'),
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      ),
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
      this.log.warn('article preview', errorLine(err));
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
    // The files the text links to, and the images its pulled folder keeps (#41), are read after each
    // render; a render follows when that is done.
    const relink = () =>
      void Promise.all([documentLinks(doc), localImageSources(doc, this.host, this.log)]).then(([found, local]) => {
        if (this.generation !== generation) return;
        links = found?.toMention;
        images = local;
        render();
      });
    const render = () => {
      const { model, world } = localModel(doc, mentions, links);
      this.host.title = vscode.l10n.t('Preview: {0}', model.title);
      this.localSources = new Set(images.values());
      this.post({ type: 'article', article: withLocalImages(model, images) });
      if (typeof world === 'string' && world !== lookedUpWorld) {
        lookedUpWorld = world;
        void this.lookUpMentions(session, world).then((lookup) => {
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

  /** The world's article titles, read once per world while the preview follows a file. */
  private async lookUpMentions(session: WorldbuildingSession, world: string): Promise<MentionLookup> {
    try {
      const connection = await session.connection();
      if (!connection) return { state: 'signed out' };
      const { resolve } = await mentionResolver(connection.client, world);
      return { state: 'ready', resolve };
    } catch (err) {
      this.log.warn('article preview', `mentions not resolved: ${errorLine(err)}`);
      return { state: 'failed' };
    }
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

// The unit panel: one string in full context, editable. The webview only renders what it is sent and
// asks for actions; every message from it is parsed (unitProtocol.ts). Restored after a window reload
// through the serializer, from the unit id kept in the webview's state.
import * as vscode from 'vscode';
import { z } from 'zod';
import { ValidationError } from '../../core/http/errors';
import type { Connection, LocalizationSession } from '../session';
import { loadUnit, unitCaches, type LoadedUnit } from './unitLoader';
import { describeError } from '../../platform/errorMessages';
import { lockedRefusalMessage } from '../maintenance/lockedRefusal';
import { Disposable } from '../../platform/lifecycle';
import { PanelHost, type PanelSpec } from '../../platform/webview/panelHost';
import { openServerLink } from '../../platform/externalLinks';
import type { Log } from '../../platform/log';
import { FromUnitWebview, type ToUnitWebview } from './unitProtocol';
import type { UnitShortcut } from './shortcutProtocol';
import { neighbour } from './unitNavigation';
import { UnitPrefetch } from './unitPrefetch';
import { FromReviewWebview } from './reviewProtocol';
import { pathOfUnit, UnitReview } from './reviewController';
import { PermissionError } from '../../core/http/errors';
import { panelView, stateLabel, unitPanelStrings } from './unitText';
import { sameText, type DraftBox, type DraftStore, type LeaveTarget } from '../../core/units/drafts';
import { LeaveGuard } from './leaveGuard';
import { UnitGlossary } from './glossaryController';
import { FromGlossaryWebview } from './glossaryProtocol';
import { errorLine } from '../../core/errorLine';
import { UnitContext } from './contextController';
import { UnitChecks } from './checksController';
import { isUnreachable, type PendingEdits } from '../../core/units/pendingEdits';
import { keepPending } from './pendingSave';
import { UnitScreenshots } from './screenshotsController';
import { FromScreenshotsWebview } from './screenshotsProtocol';
import type { ToUnitPage } from './pageMessages';
import type { ScreenshotCache } from '../screenshots/screenshotCache';
import { UnitSuggestions } from './suggestionsController';
import type { SuggestionServices } from './suggestionProviders';

export const UNIT_VIEW_TYPE = 'scriptorium.unit';

/** Everything the unit panel's page may send: the form's messages and the Suggestions/Comments section's. */
const UnitPanelMessage = z.union([FromReviewWebview, FromGlossaryWebview, FromScreenshotsWebview, FromUnitWebview]);
type ToPage = ToUnitPage;
type UnitPanelMessage = z.infer<typeof UnitPanelMessage>;

export interface UnitPanelDeps {
  extensionUri: vscode.Uri;
  session: LocalizationSession;
  log: Log;
  /** Called after a save so trees and the status bar can refresh. */
  onSaved: () => void;
  /** Unsaved text per server and unit (#31). */
  drafts: DraftStore;
  /** The panel shows another string now: the tree selects its row (tree/followPanel.ts). */
  onShown?: (serverUrl: string, unitId: number) => void;
  /** Translations saved while the server could not be reached (#26 item 6), and their sender. */
  pending: PendingEdits;
  sendPending: () => Promise<unknown>;
  /** Screenshot images on disk; its folder is one the page may load from (#26 item 2). */
  screenshots: ScreenshotCache;
  /** Provider keys, consent and the log of the Suggestions section (#46). */
  suggestions: SuggestionServices;
}

export class UnitPanel extends Disposable {
  private static current: UnitPanel | undefined;
  private loaded: LoadedUnit | undefined;
  /** The server `loaded` came from, and its text of it as last read or saved (what a draft is compared with). */
  private loadedFrom: { serverUrl: string; target: string[] } | undefined;
  /** Drafts, and the question before a draft is left behind (leaveGuard.ts). */
  private readonly guard: LeaveGuard;
  /** Bumped by every open(): only the newest load may show its string, and saves wait until it has. */
  private loadGeneration = 0;
  private loading = false;
  /**
   * The form of `loaded` is on the page (its message sent): from then on the person types into it, so
   * leaving it asks about a draft and its saves go, while later sections may still be loading. Before,
   * the page shows the previous string read-only. (Gating these on `loading` instead let a box typed into
   * while the glossary, or once the checks, were still being read be left without a question: the lost
   * questions of 29-nothing-lost with a Czech text ending in a space, which made the checks read long.)
   */
  private formShown = false;
  /** The panel, its page and the messages both ways (platform/webview/panelHost.ts). */
  private readonly host: PanelHost<UnitPanelMessage, ToPage>;
  /** Suggestions and comments (reviewController.ts). */
  private readonly review: UnitReview;
  /** The Glossary section (glossaryController.ts). */
  private readonly glossary: UnitGlossary;
  /** Nearby strings and the same source elsewhere (contextController.ts). */
  private readonly context: UnitContext;
  /** The string after the one shown, read before Next is pressed (unitPrefetch.ts). */
  private readonly ahead = new UnitPrefetch();
  /** The failing checks, by name (checksController.ts). */
  private readonly checks: UnitChecks;
  /** The Screenshots section (screenshotsController.ts). */
  private readonly screenshots: UnitScreenshots;
  /** The Suggestions section: memory and machine translation (suggestionsController.ts). */
  private readonly suggestions: UnitSuggestions;

  static show(deps: UnitPanelDeps, unitId: number): void {
    if (UnitPanel.current) {
      UnitPanel.current.host.reveal();
      void UnitPanel.current.guard.request({ to: 'unit', id: unitId });
      return;
    }
    UnitPanel.current = new UnitPanel(
      (spec) =>
        PanelHost.create(spec, vscode.l10n.t('String'), { viewColumn: vscode.ViewColumn.Active, preserveFocus: false }),
      deps,
      unitId,
    );
  }

  /** Re-reads the string the open panel shows (after an upload changed strings on the server). */
  static async reloadCurrent(): Promise<void> {
    const current = UnitPanel.current;
    if (current?.unitId === undefined) return;
    // An upload may add languages and many changes: what the window kept of translations is read anew.
    const connection = await current.deps.session.connection();
    if (connection) unitCaches(connection.client).clear();
    await current.open(current.unitId);
  }

  /**
   * Pending edits of `unitIds` were sent (or became drafts, or were discarded): the string shown is read
   * again if one of them, and its status line says `message` (once: the caller says it nowhere else).
   * Returns whether the panel showed one of them.
   */
  static reloadIfShowing(unitIds: number[], message?: string): boolean {
    const current = UnitPanel.current;
    current?.ahead.clear(); // a string read ahead may be one of them, as after any save
    const id = current?.unitId;
    if (!current || id === undefined || !unitIds.includes(id)) return false;
    if (message) current.post({ type: 'saved', message });
    void current.open(id);
    return true;
  }

  /** The glossary terms of the string shown (Alt+1…9 insert them; glossaryCommands.ts). */
  static glossaryTerms() {
    return UnitPanel.current?.glossary.shownTerms() ?? [];
  }

  /** Inserts the n-th glossary term (1-based) at the cursor of the translation box. */
  static insertTerm(index: number): boolean {
    const current = UnitPanel.current;
    if (!current?.loaded || !current.formShown) return false;
    current.post({ type: 'insertTerm', index });
    return true;
  }

  /** Inserts the n-th suggestion (1-based, Ctrl+Shift+1…9) at the cursor of the translation box. */
  static insertSuggestion(index: number): boolean {
    const current = UnitPanel.current;
    if (!current?.loaded || !current.formShown || !current.suggestions.has(index)) return false;
    current.post({ type: 'insertSuggestion', index });
    return true;
  }

  /** Runs one of Weblate's shortcuts on the page (shortcutCommands.ts); false when no string is shown. */
  static runShortcut(action: UnitShortcut): boolean {
    const current = UnitPanel.current;
    if (!current?.loaded) return false;
    current.post({ type: 'shortcut', action });
    return true;
  }

  /** Shows the glossary section again (a term was added from an editor). */
  static async refreshGlossary(): Promise<void> {
    const current = UnitPanel.current;
    const connection = await current?.deps.session.connection();
    if (current?.loaded && current.formShown && connection) await current.glossary.show(connection, current.loaded);
  }

  /** Shows the Screenshots section again, reading the images anew (after an upload, link or delete). */
  static async refreshScreenshots(): Promise<void> {
    const current = UnitPanel.current;
    const connection = await current?.deps.session.connection();
    if (current?.loaded && current.formShown && connection)
      await current.screenshots.show(connection, current.loaded, true);
  }

  /** The string the panel shows, for commands that act on it. */
  static shown(): LoadedUnit | undefined {
    return UnitPanel.current?.formShown ? UnitPanel.current.loaded : undefined;
  }

  static revive(panel: vscode.WebviewPanel, deps: UnitPanelDeps, state: unknown): void {
    const id =
      typeof state === 'object' && state !== null && typeof (state as { unitId?: unknown }).unitId === 'number'
        ? (state as { unitId: number }).unitId
        : undefined;
    UnitPanel.current?.dispose();
    UnitPanel.current = new UnitPanel((spec) => PanelHost.adopt(panel, spec), deps, id);
  }

  private constructor(
    host: (spec: PanelSpec<UnitPanelMessage>) => PanelHost<UnitPanelMessage, ToPage>,
    private readonly deps: UnitPanelDeps,
    private unitId: number | undefined,
  ) {
    super();
    this.review = new UnitReview({
      session: deps.session,
      log: deps.log,
      post: (m) => this.post(m),
      shown: () => (this.formShown ? this.loaded : undefined),
      reload: (id) => this.reloadAfterReview(id),
      posted: (id, box, text) => this.posted(id, box, text),
    });
    this.glossary = new UnitGlossary({
      session: deps.session,
      log: deps.log,
      post: (m) => this.post(m),
      shown: () => (this.formShown ? this.loaded : undefined),
    });
    this.context = new UnitContext(deps.log, (m) => this.post(m));
    this.suggestions = new UnitSuggestions(
      deps.suggestions,
      (m) => this.post(m),
      () => this.host.whenReady(),
    );
    this.checks = new UnitChecks(deps.log, (m) => this.post(m));
    this.screenshots = new UnitScreenshots({
      session: deps.session,
      log: deps.log,
      cache: deps.screenshots,
      post: (m) => this.post(m),
      webviewUri: (file) => this.host.panel.webview.asWebviewUri(file).toString(),
      shown: () => (this.formShown ? this.loaded : undefined),
    });
    this.guard = new LeaveGuard({
      drafts: deps.drafts,
      log: deps.log,
      post: (m) => this.post(m),
      shown: () =>
        this.loaded && this.loadedFrom
          ? {
              serverUrl: this.loadedFrom.serverUrl,
              unitId: this.loaded.view.id,
              serverTarget: this.loadedFrom.target,
              maySave: () => this.maySave(),
            }
          : undefined,
      resolve: (target) => this.resolve(target),
      save: (unitId, target, state) => this.save(unitId, target, state, false),
      open: (unitId) => this.open(unitId),
      busy: () => !this.formShown,
    });
    this.host = this._register(
      host({
        viewType: UNIT_VIEW_TYPE,
        component: 'unit panel',
        extensionUri: deps.extensionUri,
        resourceRoots: [deps.screenshots.root],
        log: deps.log,
        messages: UnitPanelMessage,
        page: () => ({
          title: vscode.l10n.t('String'),
          script: 'unitPanelMain.js',
          stylesheet: 'panel.css',
          strings: unitPanelStrings(),
        }),
        onMessage: (m) => this.onMessage(m),
        onPageReady: () => this.pageReady(),
        onDispose: () => this.dispose(),
      }),
    );
    if (unitId !== undefined) void this.open(unitId);
    else
      this.host.show({
        type: 'error',
        message: vscode.l10n.t('This panel has no string to show. Open one from the Localization view.'),
      });
  }

  private post(message: ToPage): void {
    this.host.post(message);
  }

  /** A page loaded again (the panel was hidden, or the window reloaded) and has the string: its suggestions and comments follow. */
  private async pageReady(): Promise<void> {
    if (!this.loaded || this.loading || this.loaded.view.id !== this.unitId) return;
    const connection = await this.deps.session.connection();
    if (connection) await this.showSections(connection, this.loaded);
  }

  /**
   * The sections after the form, each read on its own (a failure in one leaves the others). Only the
   * review part and the glossary are waited for (the panel counts as loading until then: a page that comes
   * back meanwhile gets them from this load); the form is live before, see `formShown`. Their messages
   * name the string, and the page drops those of another.
   */
  private async showSections(connection: Connection, loaded: LoadedUnit): Promise<void> {
    void this.context.show(connection, loaded);
    void this.checks.show(connection, loaded);
    void this.screenshots.show(connection, loaded);
    const glossaryShown = this.glossary.show(connection, loaded);
    // Providers are told the glossary's terms, so they wait for it; memory does not.
    void this.suggestions.show(
      connection,
      loaded,
      glossaryShown.then(() => this.glossary.shownTerms()),
    );
    await Promise.all([this.review.show(connection, loaded), glossaryShown]);
  }

  private async onMessage(message: Exclude<UnitPanelMessage, { type: 'ready' }>): Promise<void> {
    const reviewMessage = FromReviewWebview.safeParse(message);
    if (reviewMessage.success) return this.review.handle(reviewMessage.data);
    const glossaryMessage = FromGlossaryWebview.safeParse(message);
    if (glossaryMessage.success) return this.glossary.handle(glossaryMessage.data);
    const screenshotsMessage = FromScreenshotsWebview.safeParse(message);
    if (screenshotsMessage.success) return this.screenshots.handle(screenshotsMessage.data);
    const msg = message as Exclude<FromUnitWebview, { type: 'ready' }>;
    switch (msg.type) {
      case 'save':
        await this.save(msg.unitId, msg.target, msg.state);
        return;
      case 'navigate':
        return this.guard.request({ to: msg.to });
      case 'openUnit':
        return this.guard.request({ to: 'unit', id: msg.id });
      case 'draft':
        return this.guard.onDraft(msg.unitId, msg.target, msg.state, {
          suggestion: msg.suggestion,
          comment: msg.comment,
          commentScope: msg.commentScope,
        });
      case 'discardDraft':
        return this.guard.discard(msg.unitId);
      case 'leaveAnswer':
        return this.guard.answer(msg.unitId, msg.answer);
      case 'reload':
        if (this.unitId !== undefined) await this.open(this.unitId);
        return;
      case 'openWeb':
        if (this.loaded)
          await openServerLink(
            this.loaded.view.webUrl,
            (await this.deps.session.connection())?.origin,
            this.deps.log,
            'unit panel',
          );
        return;
    }
  }

  private unitMessage(loaded: LoadedUnit): ToUnitWebview {
    const from = this.loadedFrom;
    const draft = from && this.guard.shownDraft(from.serverUrl, loaded.view.id, from.target);
    // A pending edit is the text the person saved: the form shows it, with the server's text beside it.
    const pending = from && this.deps.pending.get(from.serverUrl, loaded.view.id);
    return {
      type: 'unit',
      unit: panelView(
        pending ? { ...loaded.view, target: pending.target, state: pending.state } : loaded.view,
        loaded.historyPartial,
      ),
      states: loaded.states.map((s) => ({ value: s.value, label: stateLabel(s.kind) })),
      ...(draft ? { draft } : {}),
      ...(pending ? { pending: { server: loaded.view.target } } : {}),
    };
  }

  async open(unitId: number): Promise<void> {
    this.unitId = unitId;
    this.suggestions.cancel(); // what was asked for the string left is not waited for
    const generation = ++this.loadGeneration;
    this.loading = true;
    this.formShown = false;
    this.host.show({ type: 'loading', unitId });
    const connection = await this.deps.session.connection();
    if (!connection) {
      this.loading = false;
      this.formShown = this.loaded !== undefined;
      this.host.show({ type: 'error', message: vscode.l10n.t('Not connected to a localization server.') });
      return;
    }
    try {
      const loaded = await (this.ahead.take(connection.client, unitId) ?? loadUnit(connection.client, unitId));
      if (generation !== this.loadGeneration) return; // a newer open() owns the panel now
      this.loaded = loaded;
      // A pending edit counts as saved here: drafts are compared with it, as with a saved text.
      const pending = this.deps.pending.get(connection.serverUrl, loaded.view.id);
      this.loadedFrom = { serverUrl: connection.serverUrl, target: pending?.target ?? loaded.view.target };
      this.host.title = `${loaded.view.key} · ${loaded.view.language.code}`;
      // Made for each page: a page that loads later gets the draft typed since.
      this.host.show(() => this.unitMessage(loaded));
      this.formShown = true;
      this.deps.onShown?.(connection.serverUrl, loaded.view.id);
      void this.ahead.readNext(connection.client, loaded).catch(() => undefined);
      await this.showSections(connection, loaded);
    } catch (err) {
      if (generation !== this.loadGeneration) return;
      this.deps.log.warn('unit panel', `unit ${unitId}: ${errorLine(err)}`);
      if (this.keepShown(connection, unitId, err)) return;
      this.host.show({ type: 'error', message: describeError(err) });
    } finally {
      if (generation === this.loadGeneration) {
        this.loading = false;
        // After a failed read the page keeps the previous string's form, editable again.
        this.formShown = this.loaded !== undefined;
      }
    }
  }

  /**
   * Another string could not be read (offline, say) while one is shown: the panel keeps the one being
   * worked on (#41). Before, the panel pointed at the string asked for while its page still showed and
   * saved the old one; the tree selected the new row; a page loaded later (the tab shown again) had only
   * the error, and Retry opened the other string. Now the panel's string, the page's state and the tree's
   * selection stay on the string shown, and the page says why it did not change.
   */
  private keepShown(connection: Connection, unitId: number, err: unknown): boolean {
    const kept = this.loaded;
    const from = this.loadedFrom;
    if (!kept || !from || kept.view.id === unitId) return false;
    this.unitId = kept.view.id;
    this.host.remember(() => this.unitMessage(kept));
    this.post({
      type: 'error',
      message: vscode.l10n.t('The other string could not be opened, so this one stays open. {0}', describeError(err)),
    });
    this.deps.onShown?.(from.serverUrl, kept.view.id);
    void this.showSections(connection, kept); // the page let them go for the other string
    return true;
  }

  /**
   * Saves into the string the form showed (`unitId`, sent with the text), never into the one the panel is
   * about to show: while another string loads the form still holds the previous one's text.
   */
  private async save(unitId: number, target: string[], state: number, reopen = true): Promise<boolean> {
    if (!this.formShown || !this.loaded || this.loaded.view.id !== unitId) {
      this.deps.log.warn(
        'unit panel',
        `refused a save for unit ${unitId} while ${this.formShown ? 'it was not the string shown' : 'another string was loading'}`,
      );
      this.post({
        type: 'error',
        message: vscode.l10n.t('Not saved: the panel was changing to another string. Check the text and save again.'),
      });
      return false;
    }
    const connection = await this.deps.session.connection();
    if (!connection) return false;
    const effectiveState = target.every((t) => t === '') ? 0 : state;
    // An edit still waiting: the new text joins it, and goes with the same conflict check.
    if (this.deps.pending.has(connection.serverUrl, unitId))
      return this.keepPending(connection.serverUrl, this.loaded, target, effectiveState, true);
    try {
      await connection.permissions.attempt('unit.edit', pathOfUnit(this.loaded), () =>
        connection.client.patchUnit(unitId, { target, state: effectiveState }),
      );
      this.deps.log.info('unit panel', `saved unit ${unitId} (state ${effectiveState})`);
      this.ahead.clear();
      this.context.saved(connection, this.loaded);
      this.checks.saved(connection, this.loaded);
      // Saved: the server has the text, so it is no draft any more (and text sent late is compared with it);
      // the Suggestion and Comment boxes keep theirs.
      if (this.loadedFrom && this.loaded?.view.id === unitId) this.loadedFrom.target = [...target];
      await this.deps.drafts.settle(connection.serverUrl, unitId, 'translation', target);
      this.post({ type: 'saved' });
      this.deps.onSaved();
      if (reopen && this.unitId === unitId) await this.open(unitId);
      return true;
    } catch (err) {
      if (isUnreachable(err) && this.loaded?.view.id === unitId)
        return this.keepPending(connection.serverUrl, this.loaded, target, effectiveState, false);
      // Refused: Save becomes Suggest where the server has suggestions (the refusal is remembered).
      if (err instanceof PermissionError && this.loaded?.view.id === unitId)
        await this.review.show(connection, this.loaded);
      if (err instanceof ValidationError)
        this.post({ type: 'problems', problems: err.problems.map((p) => ({ field: p.field, message: p.message })) });
      else
        this.post({
          type: 'error',
          message: (await lockedRefusalMessage(connection.client, this.loaded?.translation, err)) ?? describeError(err),
        });
      return false;
    }
  }

  /** The server could not be reached (or an edit already waits): the text waits too (pendingSave.ts). */
  private async keepPending(
    serverUrl: string,
    loaded: LoadedUnit,
    target: string[],
    state: number,
    sendNow: boolean,
  ): Promise<boolean> {
    const base = this.loadedFrom?.target ?? loaded.view.target;
    // Counts as saved: drafts are compared with it from now on.
    if (this.loadedFrom) this.loadedFrom.target = [...target];
    const deps = { ...this.deps, post: (m: ToUnitWebview) => this.post(m) };
    await keepPending(deps, serverUrl, loaded, { base, target, state }, sendNow);
    return true;
  }

  /**
   * A suggestion or comment reached the server: the box it came from has done its work, unless the person
   * typed on meanwhile (the text sent differs from the draft's): then the newer text stays a draft.
   */
  private posted(unitId: number, box: DraftBox, text: string[]): void {
    const from = this.loadedFrom;
    const draft = from && this.deps.drafts.get(from.serverUrl, unitId);
    if (!from || !draft) return;
    const sent =
      box === 'translation'
        ? sameText(draft.target, text)
        : (box === 'suggestion' ? draft.suggestion : draft.comment) === text[0];
    if (sent) void this.deps.drafts.settle(from.serverUrl, unitId, box, from.target);
  }

  private async maySave(): Promise<boolean> {
    const connection = await this.deps.session.connection();
    return (
      !!connection &&
      !!this.loaded &&
      !this.loaded.view.readOnly &&
      connection.permissions.mayOffer('unit.edit', pathOfUnit(this.loaded))
    );
  }

  /** After a suggestion or comment: re-read the unit (an accepted one changed its target) and refresh trees. */
  private async reloadAfterReview(unitId: number): Promise<void> {
    this.ahead.clear();
    this.deps.onSaved();
    if (this.unitId === unitId) await this.open(unitId);
  }

  /** The string a move leads to (looked up before any question: no question when there is none). */
  private async resolve(target: LeaveTarget): Promise<number | undefined> {
    if (target.to === 'unit') return target.id;
    const to = target.to;
    const connection = await this.deps.session.connection();
    if (!connection || !this.loaded) return undefined;
    try {
      const id = await neighbour(connection.client, this.loaded.translation, this.loaded.unit, to);
      if (id === undefined)
        void vscode.window.setStatusBarMessage(
          to === 'nextUntranslated'
            ? vscode.l10n.t('No more untranslated strings after this one.')
            : vscode.l10n.t('No more strings in this direction.'),
          4000,
        );
      return id;
    } catch (err) {
      this.post({ type: 'error', message: describeError(err) });
      return undefined;
    }
  }

  override dispose(): void {
    this.suggestions.cancel();
    if (UnitPanel.current === this) UnitPanel.current = undefined;
    super.dispose();
  }
}

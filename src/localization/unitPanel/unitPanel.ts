// The unit panel: one string in full context, editable. The webview only renders what it is sent and
// asks for actions; every message from it is parsed (unitProtocol.ts). Restored after a window reload
// through the serializer, from the unit id kept in the webview's state. This file loads and shows the
// string; its sections (unitSections.ts), saving (unitSave.ts), leave questions (leaveGuard.ts) and moves
// (unitNavigation.ts) are beside it; the feature reaches it only through unitPanelController.ts.
import * as vscode from 'vscode';
import type { Connection } from '../session';
import { loadUnit, unitCaches, type LoadedUnit } from './unitLoader';
import { describeError } from '../../platform/errorMessages';
import { Disposable } from '../../platform/lifecycle';
import type { PanelHost } from '../../platform/webview/panelHost';
import { openServerLink } from '../../platform/externalLinks';
import type { FromUnitWebview, ToUnitWebview } from './unitProtocol';
import { moveTarget } from './unitNavigation';
import { UnitPrefetch } from './unitPrefetch';
import { unitMessage } from './unitText';
import type { LeaveAnswer, LeaveTarget } from '../../core/units/drafts';
import { LeaveGuard, type ShownUnit } from './leaveGuard';
import type { ToUnitPage } from './pageMessages';
import { ShownString } from './shownString';
import { UnitSections } from './unitSections';
import { UnitSaving } from './unitSave';
import { unitPage, type MakeHost, type UnitPanelDeps, type UnitPanelMessage } from './unitPanelDeps';
import type { PanelAction, RefreshableSection } from './unitPanelControl';

export class UnitPanel extends Disposable {
  private readonly shownString = new ShownString();
  /** Drafts, and the question before a draft is left behind (leaveGuard.ts). */
  private readonly guard: LeaveGuard;
  /** The panel, its page and the messages both ways (platform/webview/panelHost.ts). */
  private readonly host: PanelHost<UnitPanelMessage, ToUnitPage>;
  private readonly sections: UnitSections;
  private readonly saving: UnitSaving;
  /** The string after the one shown, read before Next is pressed (unitPrefetch.ts). */
  private readonly ahead = new UnitPrefetch();

  constructor(
    makeHost: MakeHost,
    private readonly deps: UnitPanelDeps,
    unitId: number | undefined,
    /** The panel was closed. */
    private readonly onClosed: (panel: UnitPanel) => void,
  ) {
    super();
    const post = (m: ToUnitPage) => this.post(m);
    this.sections = new UnitSections(deps, {
      post,
      form: () => this.shownString.form(),
      pageReady: () => this.host.whenReady(),
      webviewUri: (file) => this.host.panel.webview.asWebviewUri(file).toString(),
      reload: (id) => this.reloadAfterReview(id),
      posted: (id, box, text) => this.saving.posted(id, box, text),
    });
    this.saving = new UnitSaving(deps, {
      shown: this.shownString,
      sections: this.sections,
      post,
      forgetReadAhead: () => this.ahead.clear(),
      reopen: (id) => this.open(id),
    });
    this.guard = new LeaveGuard({ drafts: deps.drafts, log: deps.log, post, shown: () => this.guardView() });
    this.host = this._register(
      makeHost({
        ...unitPage(deps),
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

  /** Brings the panel forward and moves it to `unitId` (asking first when a draft would be left). */
  reveal(unitId: number): void {
    this.host.reveal();
    void this.leave({ to: 'unit', id: unitId });
  }

  /** The string whose form is shown, for commands that act on it. */
  shown(): LoadedUnit | undefined {
    return this.shownString.form();
  }

  glossaryTerms() {
    return this.sections.glossaryTerms();
  }

  /** A shortcut needs a string; an insert needs its form (and the suggestion numbered). */
  act(action: PanelAction): boolean {
    const ready =
      action.type === 'shortcut'
        ? this.shownString.loaded !== undefined
        : this.shown() !== undefined && (action.type === 'insertTerm' || this.sections.hasSuggestion(action.index));
    if (ready) this.post(action);
    return ready;
  }

  async refresh(section: RefreshableSection): Promise<void> {
    const connection = await this.deps.session.connection();
    const loaded = this.shown();
    if (loaded && connection) await this.sections.refresh(section, connection, loaded);
  }

  reloadIfShowing(unitIds: number[], message?: string): boolean {
    this.ahead.clear(); // a string read ahead may be one of them, as after any save
    const id = this.shownString.unitId;
    if (id === undefined || !unitIds.includes(id)) return false;
    if (message) this.post({ type: 'saved', message });
    void this.open(id);
    return true;
  }

  async reloadAll(): Promise<void> {
    const id = this.shownString.unitId;
    if (id === undefined) return;
    // An upload may add languages and many changes: what the window kept of translations is read anew.
    const connection = await this.deps.session.connection();
    if (connection) unitCaches(connection.client).clear();
    await this.open(id);
  }

  private post(message: ToUnitPage): void {
    this.host.post(message);
  }

  /** The string shown, as the leave guard sees it. */
  private guardView(): ShownUnit | undefined {
    const { loaded, from } = this.shownString;
    return loaded && from
      ? {
          serverUrl: from.serverUrl,
          unitId: loaded.view.id,
          serverTarget: from.target,
          maySave: () => this.saving.maySave(),
        }
      : undefined;
  }

  /** A page loaded again (the panel was hidden, or the window reloaded) and has the string: its sections follow. */
  private async pageReady(): Promise<void> {
    const { loaded, loading, unitId } = this.shownString;
    if (!loaded || loading || loaded.view.id !== unitId) return;
    const connection = await this.deps.session.connection();
    if (connection) await this.sections.show(connection, loaded);
  }

  private async onMessage(message: Exclude<UnitPanelMessage, { type: 'ready' }>): Promise<void> {
    const handled = this.sections.handle(message);
    if (handled) return handled;
    const msg = message as Exclude<FromUnitWebview, { type: 'ready' }>;
    switch (msg.type) {
      case 'save':
        await this.saving.save(msg.unitId, msg.target, msg.state);
        return;
      case 'navigate':
        return this.leave({ to: msg.to });
      case 'openUnit':
        return this.leave({ to: 'unit', id: msg.id });
      case 'draft':
        return this.guard.onDraft(msg.unitId, msg.target, msg.state, {
          suggestion: msg.suggestion,
          comment: msg.comment,
          commentScope: msg.commentScope,
        });
      case 'discardDraft':
        return this.guard.discard(msg.unitId);
      case 'leaveAnswer':
        return this.answer(msg.unitId, msg.answer);
      case 'reload':
        if (this.shownString.unitId !== undefined) await this.open(this.shownString.unitId);
        return;
      case 'openWeb':
        return this.openWeb();
    }
  }

  /** Leaves the string shown for `target`, asking first when that would leave a draft behind. */
  private async leave(target: LeaveTarget): Promise<void> {
    const from = this.guardView();
    const to = await moveTarget(
      this.deps.session,
      () => this.shownString.loaded,
      target,
      (m) => this.post(m),
    );
    if (to !== undefined && (await this.guard.leave(from, to, !this.shownString.formShown))) await this.open(to);
  }

  private async answer(unitId: number, answer: LeaveAnswer): Promise<void> {
    const save = (target: string[], state: number) => this.saving.save(unitId, target, state, false);
    const to = await this.guard.answer(unitId, answer, save);
    if (to !== undefined) await this.open(to);
  }

  private async openWeb(): Promise<void> {
    const loaded = this.shownString.loaded;
    if (!loaded) return;
    const origin = (await this.deps.session.connection())?.origin;
    await openServerLink(loaded.view.webUrl, origin, this.deps.log, 'unit panel');
  }

  /** The form's message: made for each page, so a page that loads later gets the draft typed since. */
  private unitMessage(loaded: LoadedUnit): ToUnitWebview {
    const from = this.shownString.from;
    const draft = from && this.guard.shownDraft(from.serverUrl, loaded.view.id, from.target);
    return unitMessage(loaded, draft, from && this.deps.pending.get(from.serverUrl, loaded.view.id));
  }

  private async open(unitId: number): Promise<void> {
    const shown = this.shownString;
    shown.unitId = unitId;
    this.sections.leave(); // what was asked for the string left is not waited for
    const generation = ++shown.generation;
    shown.loading = true;
    shown.formShown = false;
    this.host.show({ type: 'loading', unitId });
    const connection = await this.deps.session.connection();
    if (!connection) {
      shown.loading = false;
      shown.formShown = shown.loaded !== undefined;
      this.host.show({ type: 'error', message: vscode.l10n.t('Not connected to a localization server.') });
      return;
    }
    try {
      const loaded = await (this.ahead.take(connection.client, unitId) ?? loadUnit(connection.client, unitId));
      if (generation !== shown.generation) return; // a newer open() owns the panel now
      shown.loaded = loaded;
      // A pending edit counts as saved here: drafts are compared with it, as with a saved text.
      const pending = this.deps.pending.get(connection.serverUrl, loaded.view.id);
      shown.from = { serverUrl: connection.serverUrl, target: pending?.target ?? loaded.view.target };
      this.host.title = `${loaded.view.key} · ${loaded.view.language.code}`;
      this.host.show(() => this.unitMessage(loaded));
      shown.formShown = true;
      this.deps.onShown?.(connection.serverUrl, loaded.view.id);
      void this.ahead.readNext(connection.client, loaded).catch(() => undefined);
      await this.sections.show(connection, loaded);
    } catch (err) {
      if (generation !== shown.generation) return;
      this.deps.log.failed('unit panel', `unit ${unitId}`, err);
      if (this.keepShown(connection, unitId, err)) return;
      this.host.show({ type: 'error', message: describeError(err) });
    } finally {
      if (generation === shown.generation) {
        shown.loading = false;
        // After a failed read the page keeps the previous string's form, editable again.
        shown.formShown = shown.loaded !== undefined;
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
    const { loaded: kept, from } = this.shownString;
    if (!kept || !from || kept.view.id === unitId) return false;
    this.shownString.unitId = kept.view.id;
    this.host.remember(() => this.unitMessage(kept));
    this.post({
      type: 'error',
      message: vscode.l10n.t('The other string could not be opened, so this one stays open. {0}', describeError(err)),
    });
    this.deps.onShown?.(from.serverUrl, kept.view.id);
    void this.sections.show(connection, kept); // the page let them go for the other string
    return true;
  }

  /** After a suggestion or comment: re-read the unit (an accepted one changed its target) and refresh trees. */
  private async reloadAfterReview(unitId: number): Promise<void> {
    this.ahead.clear();
    this.deps.onSaved();
    if (this.shownString.unitId === unitId) await this.open(unitId);
  }

  override dispose(): void {
    this.sections.leave();
    this.onClosed(this);
    super.dispose();
  }
}

// Saving the unit panel's string (split from unitPanel.ts, #45 item 5): into the string the form showed,
// never into the one about to be shown; kept as a pending edit when the server cannot be reached
// (pendingSave.ts); and the drafts that a save, or a suggestion or comment that reached the server, settles.
import * as vscode from 'vscode';
import { PermissionError, ValidationError } from '../../core/http/errors';
import { sameText, type DraftBox } from '../../core/units/drafts';
import { isUnreachable } from '../../core/units/pendingEdits';
import { describeError } from '../../platform/errorMessages';
import { lockedRefusalMessage } from '../maintenance/lockedRefusal';
import type { Connection } from '../session';
import type { ToUnitPage } from './pageMessages';
import { keepPending } from './pendingSave';
import { pathOfUnit } from './reviewController';
import type { ShownString } from './shownString';
import type { LoadedUnit } from './unitLoader';
import type { UnitPanelDeps } from './unitPanelDeps';
import type { UnitSections } from './unitSections';

/** What saving needs of the panel around it. */
export interface SaveHost {
  shown: ShownString;
  sections: UnitSections;
  post: (message: ToUnitPage) => void;
  /** The string is on the server now: what was read ahead may be stale (unitPrefetch.ts). */
  forgetReadAhead: () => void;
  /** Reads the string again (after a save, when it is still the one asked for). */
  reopen: (unitId: number) => Promise<void>;
}

export class UnitSaving {
  constructor(
    private readonly deps: UnitPanelDeps,
    private readonly host: SaveHost,
  ) {}

  /**
   * Saves into the string the form showed (`unitId`, sent with the text), never into the one the panel is
   * about to show: while another string loads the form still holds the previous one's text. `reopen`: the
   * string is read again afterwards (not when the save is the first step of leaving it).
   */
  async save(unitId: number, target: string[], state: number, reopen = true): Promise<boolean> {
    const shown = this.host.shown;
    if (!shown.formShown || !shown.loaded || shown.loaded.view.id !== unitId) {
      this.deps.log.warn(
        'unit panel',
        `refused a save for unit ${unitId} while ${shown.formShown ? 'it was not the string shown' : 'another string was loading'}`,
      );
      this.host.post({
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
      return this.keepPending(connection.serverUrl, shown.loaded, target, effectiveState, true);
    try {
      await this.send(connection, shown.loaded, target, effectiveState);
      await this.deps.drafts.settle(connection.serverUrl, unitId, 'translation', target);
      this.host.post({ type: 'saved' });
      this.deps.onSaved();
      if (reopen && shown.unitId === unitId) await this.host.reopen(unitId);
      return true;
    } catch (err) {
      return this.failed(connection, unitId, target, effectiveState, err);
    }
  }

  /** Sends the text; once the server has it, it is no draft any more (and text sent late is compared with it). */
  private async send(connection: Connection, loaded: LoadedUnit, target: string[], state: number): Promise<void> {
    const unitId = loaded.view.id;
    await connection.permissions.attempt('unit.edit', pathOfUnit(loaded), () =>
      connection.client.patchUnit(unitId, { target, state }),
    );
    this.deps.log.info('unit panel', `saved unit ${unitId} (state ${state})`);
    this.host.forgetReadAhead();
    this.host.sections.saved(connection, loaded);
    // The Suggestion and Comment boxes keep their drafts.
    const shown = this.host.shown;
    if (shown.from && shown.loaded?.view.id === unitId) shown.from.target = [...target];
  }

  private async failed(
    connection: Connection,
    unitId: number,
    target: string[],
    state: number,
    err: unknown,
  ): Promise<boolean> {
    const loaded = this.host.shown.loaded;
    if (isUnreachable(err) && loaded?.view.id === unitId)
      return this.keepPending(connection.serverUrl, loaded, target, state, false);
    // Refused: Save becomes Suggest where the server has suggestions (the refusal is remembered).
    if (err instanceof PermissionError && loaded?.view.id === unitId)
      await this.host.sections.review.show(connection, loaded);
    if (err instanceof ValidationError)
      this.host.post({ type: 'problems', problems: err.problems.map((p) => ({ field: p.field, message: p.message })) });
    else
      this.host.post({
        type: 'error',
        message:
          (await lockedRefusalMessage(connection.client, this.host.shown.loaded?.translation, err)) ??
          describeError(err),
      });
    return false;
  }

  /** The server could not be reached (or an edit already waits): the text waits too (pendingSave.ts). */
  private async keepPending(
    serverUrl: string,
    loaded: LoadedUnit,
    target: string[],
    state: number,
    sendNow: boolean,
  ): Promise<boolean> {
    const from = this.host.shown.from;
    const base = from?.target ?? loaded.view.target;
    // Counts as saved: drafts are compared with it from now on.
    if (from) from.target = [...target];
    const deps = { ...this.deps, post: this.host.post };
    await keepPending(deps, serverUrl, loaded, { base, target, state }, sendNow);
    return true;
  }

  /**
   * A suggestion or comment reached the server: the box it came from has done its work, unless the person
   * typed on meanwhile (the text sent differs from the draft's): then the newer text stays a draft.
   */
  posted(unitId: number, box: DraftBox, text: string[]): void {
    const from = this.host.shown.from;
    const draft = from && this.deps.drafts.get(from.serverUrl, unitId);
    if (!from || !draft) return;
    const sent =
      box === 'translation'
        ? sameText(draft.target, text)
        : (box === 'suggestion' ? draft.suggestion : draft.comment) === text[0];
    if (sent) void this.deps.drafts.settle(from.serverUrl, unitId, box, from.target);
  }

  /** Whether Save is offered for the string shown (not read-only, not refused before). */
  async maySave(): Promise<boolean> {
    const connection = await this.deps.session.connection();
    const loaded = this.host.shown.loaded;
    return (
      !!connection &&
      !!loaded &&
      !loaded.view.readOnly &&
      connection.permissions.mayOffer('unit.edit', pathOfUnit(loaded))
    );
  }
}

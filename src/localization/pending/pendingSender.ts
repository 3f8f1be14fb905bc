// Sends pending edits (core/units/pendingEdits.ts) once the server is back (#26 item 6): on the queue's own
// schedule (core/units/sendSchedule.ts: when the server answers any request, and every retry time while
// it does not, so edits go by themselves once it is back, #41), when the person asks (the status bar
// item's list, the Send Pending Edits command), and when the window opens with edits waiting. Nothing
// goes unasked while the person looks at the list. The conflict check and the order are
// core/units/sendPending.ts; here are the question and what follows, said once.
import * as vscode from 'vscode';
import { sameText, type DraftStore } from '../../core/units/drafts';
import type { PendingEdit, PendingEdits } from '../../core/units/pendingEdits';
import { sendPending, type ConflictChoice, type SendReport } from '../../core/units/sendPending';
import { SendSchedule } from '../../core/units/sendSchedule';
import { errorLine } from '../../core/errorLine';
import { chooseSafely } from '../../platform/confirmDestructive';
import { describeError } from '../../platform/errorMessages';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import type { Connection, LocalizationSession } from '../session';
import { plural } from '../../platform/localeFormat';

/** After the server could not be reached, the next try nobody asked for comes this much later. */
const RETRY_MS = 15_000;
/** Each text in the conflict question is cut here: the question must fit on the screen. */
const SHOWN_CHARS = 400;

export interface PendingSenderDeps {
  session: LocalizationSession;
  store: PendingEdits;
  drafts: DraftStore;
  log: Log;
  /**
   * Strings changed on the server (edits sent, or kept as drafts): trees, progress and the panel are read
   * again; `message` says what was sent, in the panel when it shows one of them. False: it did not.
   */
  onSent: (unitIds: number[], message: string | undefined) => boolean;
  /** Opens a string in the unit panel. */
  open: (unitId: number) => void;
}

export class PendingSender extends Disposable {
  private running: Promise<SendReport | undefined> | undefined;
  private readonly schedule: SendSchedule;

  constructor(private readonly deps: PendingSenderDeps) {
    super();
    this.schedule = new SendSchedule({
      hasWork: () => deps.store.anyToSend(),
      send: async () => {
        const report = await this.send(false);
        return report?.unreachable ? 'unreachable' : report?.held ? 'held' : 'done';
      },
      now: () => Date.now(),
      setTimer: (ms, run) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      retryMs: RETRY_MS,
    });
    this._register({ dispose: () => this.schedule.dispose() });
    this._register(deps.session.onDidAnswer(() => this.schedule.answered()));
    // An edit kept because the server could not be reached is tried again after the retry time.
    this._register(deps.store.onDidChangePresence((_server, _unit, has) => has && this.schedule.kept()));
  }

  /** Edits kept from an earlier window: tried at once (the try finds out whether the server is there). */
  soon(): void {
    this.schedule.answered();
  }

  /** The person looks at the queue: nothing goes unasked until the returned function is called. */
  hold(): () => void {
    return this.schedule.hold();
  }

  /**
   * Sends the current server's edits (or only `unitId`'s), one at a time. `asked`: the person asked, so
   * edits whose conflict they put off are asked about again, and the schedule hears how it went.
   */
  async send(asked: boolean, unitId?: number): Promise<SendReport | undefined> {
    while (this.running) await this.running;
    this.running = this.run(asked, unitId).finally(() => (this.running = undefined));
    const report = await this.running;
    if (asked && report) this.schedule.tried(report.unreachable ? 'unreachable' : 'done');
    return report;
  }

  private async run(askAgain: boolean, only: number | undefined): Promise<SendReport | undefined> {
    const connection = await this.deps.session.connection();
    if (!connection || this.deps.store.of(connection.serverUrl).length === 0) return undefined;
    const { serverUrl, client } = connection;
    const report = await sendPending({
      serverUrl,
      store: this.deps.store,
      askAgain,
      ...(only !== undefined ? { only } : {}),
      // Only a send nobody asked for stops while the person looks at the queue; theirs goes.
      ...(askAgain ? {} : { held: () => this.schedule.held }),
      getUnit: (id) => client.getUnit(id),
      patchUnit: (edit, signal) =>
        connection.permissions.attempt('unit.edit', edit.path, () =>
          client.patchUnit(edit.unitId, { target: edit.target, state: edit.state }, signal),
        ),
      decide: (edit, server) => askConflict(edit, server),
      keepAsDraft: (edit) => this.keepAsDraft(connection, edit),
    });
    this.deps.log.info(
      'pending',
      `sent ${report.sent.length}, kept as drafts ${report.drafted.length}, refused ${report.refused.length}, waiting ${report.waiting}` +
        (report.unreachable ? ` (${errorLine(report.unreachable)})` : ''),
    );
    const changed = [...report.sent, ...report.drafted, ...report.refused.map((r) => r.unitId)];
    // Said once: in the panel when it shows a string sent, else in the status bar.
    const said = sentMessage(report.sent.length);
    if (changed.length > 0 && !this.deps.onSent(changed, said) && said)
      void vscode.window.setStatusBarMessage(said, 5000);
    for (const id of report.open) this.deps.open(id);
    for (const { unitId, error } of report.refused) {
      this.deps.log.warn('pending', `unit ${unitId}: ${errorLine(error)}`);
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          'The server did not take a pending edit ({0}); its text is kept as a draft of the string.',
          describeError(error),
        ),
      );
    }
    return report;
  }

  /**
   * The edit's text as a draft of its string, against the text it was based on (so the panel shows that
   * the server's text changed, beside it). A draft typed over the pending edit is newer: it stays.
   */
  private async keepAsDraft(connection: Connection, edit: PendingEdit): Promise<void> {
    const before = this.deps.drafts.get(connection.serverUrl, edit.unitId);
    if (before && !sameText(before.target, before.base)) return;
    await this.deps.drafts.put(connection.serverUrl, edit.unitId, edit.target, edit.state, edit.base, {
      suggestion: before?.suggestion,
      comment: before?.comment,
      commentScope: before?.commentScope,
    });
  }
}

const sentMessage = (count: number): string | undefined =>
  count === 0
    ? undefined
    : plural(count, vscode.l10n.t('Sent {0} pending edit.', count), vscode.l10n.t('Sent {0} pending edits.', count));

const cut = (forms: string[]) => {
  const text = forms.filter(Boolean).join('\n') || vscode.l10n.t('(empty)');
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
};

/**
 * Both texts, and the choice. Open in Panel comes first (Enter): it decides nothing yet. Keep Mine replaces
 * the server's text (which stays in the string's history on the server); Take Server's keeps the edit as a
 * draft. Escape puts the choice off: the edit waits, and only the person's own send asks again.
 */
async function askConflict(edit: PendingEdit, server: string[]): Promise<ConflictChoice> {
  const answer = await chooseSafely<ConflictChoice>(
    vscode.l10n.t(
      '“{0}” ({1}) changed on the server while your edit was waiting to be sent.',
      edit.label,
      edit.language,
    ),
    [
      vscode.l10n.t('On the server now:'),
      cut(server),
      '',
      vscode.l10n.t('Yours:'),
      cut(edit.target),
      '',
      vscode.l10n.t(
        'Keep Mine replaces the server’s text (the server keeps it in the string’s history). Take Server’s keeps yours as a draft of the string.',
      ),
    ].join('\n'),
    { id: 'panel', title: vscode.l10n.t('Open in Panel') },
    [
      { id: 'mine', title: vscode.l10n.t('Keep Mine') },
      { id: 'server', title: vscode.l10n.t('Take Server’s') },
    ],
  );
  return answer ?? 'later';
}

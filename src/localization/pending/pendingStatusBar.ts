// The pending edits in the status bar (#26 item 6): "⇡ 2 pending" while translations saved without a
// server wait to be sent; a click lists them (pendingList.ts), with Send Now first. Hidden when none wait.
import * as vscode from 'vscode';
import type { PendingEdits } from '../../core/units/pendingEdits';
import { Disposable } from '../../platform/lifecycle';
import type { LocalizationSession } from '../session';
import { showPendingList, type PendingListDeps } from './pendingList';

export const PENDING_COMMANDS = {
  show: 'scriptorium.localization.showPendingEdits',
  send: 'scriptorium.localization.sendPendingEdits',
};

export class PendingStatusBar extends Disposable {
  private readonly item = this._register(
    vscode.window.createStatusBarItem('scriptorium.pendingEdits', vscode.StatusBarAlignment.Left, 50),
  );
  private serverUrl: string | undefined;

  constructor(
    private readonly session: LocalizationSession,
    private readonly store: PendingEdits,
  ) {
    super();
    this.item.name = vscode.l10n.t('Scriptorium Pending Edits');
    this.item.command = PENDING_COMMANDS.show;
    this._register(store.onDidChangePresence(() => this.update()));
    this._register(session.onDidChange(() => void this.connect()));
    void this.connect();
  }

  private async connect(): Promise<void> {
    this.serverUrl = (await this.session.connection())?.serverUrl;
    this.update();
  }

  private update(): void {
    const count = this.serverUrl ? this.store.of(this.serverUrl).length : 0;
    if (count === 0) {
      this.item.hide();
      return;
    }
    this.item.text = `$(cloud-upload) ${vscode.l10n.t('{0} pending', count)}`;
    this.item.tooltip = vscode.l10n.t(
      'Translations saved while the server could not be reached. They are sent when it answers again; click to send them now or to see them.',
    );
    this.item.accessibilityInformation = {
      label: vscode.l10n.t('Pending edits: {0}', count),
    };
    this.item.show();
  }
}

/** Send Pending Edits (now), and the list behind the status bar item (pendingList.ts). */
export function registerPendingCommands(context: vscode.ExtensionContext, deps: PendingListDeps): void {
  const sendNow = async () => {
    // What was sent is said by the sender, once; here only that the server is still away.
    const report = await deps.sender.send(true);
    if (report?.unreachable)
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          'The server still cannot be reached. Pending edits: {0}; they are sent when it is back.',
          report.waiting,
        ),
      );
  };
  context.subscriptions.push(
    vscode.commands.registerCommand(PENDING_COMMANDS.send, sendNow),
    vscode.commands.registerCommand(PENDING_COMMANDS.show, () => showPendingList(deps, sendNow)),
  );
}

// The pending edits in the status bar (#26 item 6): "⇡ 2 pending" while translations saved without a
// server wait to be sent; a click lists them, with Send Now first. Hidden when none wait.
import * as vscode from 'vscode';
import type { PendingEdits } from '../../core/units/pendingEdits';
import { Disposable } from '../../platform/lifecycle';
import type { LocalizationSession } from '../session';
import type { PendingSender } from './pendingSender';

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

/** Send Pending Edits (now), and the list behind the status bar item. */
export function registerPendingCommands(
  context: vscode.ExtensionContext,
  deps: { session: LocalizationSession; store: PendingEdits; sender: PendingSender },
): void {
  const sendNow = async () => {
    const report = await deps.sender.send(true);
    if (!report) return;
    if (report.unreachable)
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          'The server still cannot be reached. Pending edits: {0}; they are sent when it is back.',
          report.waiting,
        ),
      );
    else if (report.sent.length > 0)
      void vscode.window.setStatusBarMessage(vscode.l10n.t('Pending edits sent: {0}.', report.sent.length), 5000);
  };
  context.subscriptions.push(
    vscode.commands.registerCommand(PENDING_COMMANDS.send, sendNow),
    vscode.commands.registerCommand(PENDING_COMMANDS.show, async () => {
      const connection = await deps.session.connection();
      const edits = connection ? deps.store.of(connection.serverUrl) : [];
      if (edits.length === 0) {
        void vscode.window.showInformationMessage(vscode.l10n.t('No edits wait to be sent.'));
        return;
      }
      type Item = vscode.QuickPickItem & { unitId?: number };
      const items: Item[] = [
        { label: `$(cloud-upload) ${vscode.l10n.t('Send Now')}`, detail: vscode.l10n.t('Send every pending edit now') },
        ...edits.map((e) => ({
          label: `${e.label} (${e.language})`,
          description: e.target.filter(Boolean).join(' | '),
          detail: e.conflictWith
            ? vscode.l10n.t('Changed on the server meanwhile: sending asks which text to keep')
            : vscode.l10n.t('Waiting for the server'),
          unitId: e.unitId,
        })),
      ];
      const picked = await vscode.window.showQuickPick(items, {
        title: vscode.l10n.t('Pending Edits'),
        placeHolder: vscode.l10n.t('Send them now, or open one in the string panel'),
        matchOnDescription: true,
      });
      if (!picked) return;
      if (picked.unitId === undefined) await sendNow();
      else await vscode.commands.executeCommand('scriptorium.localization.openUnit', picked.unitId);
    }),
  );
}

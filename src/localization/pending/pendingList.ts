// The Pending Edits list (#41): what waits, and for each edit Send, Discard (asked first, Keep Edit focused)
// and Open in Panel. Looking at
// the list sends nothing: before, picking an edit opened its string, whose read was an answer from the
// server, and the send that answer started sent the edit the person had only wanted to see. While the list
// (or an edit's choices) is open the sender holds its own sends; only Send and Send Now send.
import * as vscode from 'vscode';
import type { PendingEdit, PendingEdits } from '../../core/units/pendingEdits';
import { confirmDestructive } from '../../platform/confirmDestructive';
import type { LocalizationSession } from '../session';
import type { PendingSender } from './pendingSender';

export interface PendingListDeps {
  session: LocalizationSession;
  store: PendingEdits;
  sender: PendingSender;
  /** A pending edit was discarded: the panel showing its string reads it again. */
  discarded: (unitId: number) => void;
}

type Choice = 'send' | 'open' | 'discard';

/** The list behind the status bar item; `sendNow` sends every edit (the first row). */
export async function showPendingList(deps: PendingListDeps, sendNow: () => Promise<void>): Promise<void> {
  const connection = await deps.session.connection();
  const edits = connection ? deps.store.of(connection.serverUrl) : [];
  if (!connection || edits.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No edits wait to be sent.'));
    return;
  }
  const release = deps.sender.hold();
  try {
    type Item = vscode.QuickPickItem & { edit?: PendingEdit };
    const items: Item[] = [
      { label: `$(cloud-upload) ${vscode.l10n.t('Send Now')}`, detail: vscode.l10n.t('Send every pending edit now') },
      ...edits.map((e) => ({
        label: `${e.label} (${e.language})`,
        description: e.target.filter(Boolean).join(' | '),
        detail: e.conflictWith
          ? vscode.l10n.t('Changed on the server meanwhile: sending asks which text to keep')
          : vscode.l10n.t('Waiting for the server'),
        edit: e,
      })),
    ];
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Pending Edits'),
      placeHolder: vscode.l10n.t('Send them now, or choose one to send, discard or open it'),
      matchOnDescription: true,
    });
    if (!picked) return;
    if (!picked.edit) return void (await sendNow());
    const edit = picked.edit;
    const choice = await chooseFor(edit);
    if (choice === 'open') await vscode.commands.executeCommand('scriptorium.localization.openUnit', edit.unitId);
    else if (choice === 'send') await deps.sender.send(true, edit.unitId);
    else if (choice === 'discard') await discard(deps, connection.serverUrl, edit);
  } finally {
    release();
  }
}

/** One edit's choices; its text in the title's line, so it is seen before anything is done with it. */
async function chooseFor(edit: PendingEdit): Promise<Choice | undefined> {
  type Item = vscode.QuickPickItem & { choice: Choice };
  const items: Item[] = [
    { label: `$(cloud-upload) ${vscode.l10n.t('Send')}`, choice: 'send' },
    { label: `$(go-to-file) ${vscode.l10n.t('Open in Panel')}`, choice: 'open' },
    { label: `$(trash) ${vscode.l10n.t('Discard…')}`, choice: 'discard' },
  ];
  const picked = await vscode.window.showQuickPick(items, {
    title: `${edit.label} (${edit.language})`,
    placeHolder: edit.target.filter(Boolean).join(' | ') || vscode.l10n.t('(empty)'),
  });
  return picked?.choice;
}

/** Asks first, Keep Edit being the focused answer; the text discarded is not kept anywhere. */
async function discard(deps: PendingListDeps, serverUrl: string, edit: PendingEdit): Promise<void> {
  // The house rule for destructive questions (confirmDestructive): the first, focused button keeps the
  // edit, so Enter discards nothing; VS Code adds Cancel last. (A "Cancel" button of our own first would
  // stand beside VS Code's, which a modal always has.)
  const sure = await confirmDestructive({
    question: vscode.l10n.t('Discard the pending edit of “{0}” ({1})?', edit.label, edit.language),
    detail: vscode.l10n.t('Its text is not sent, and is gone. The server’s text stays as it is.'),
    action: vscode.l10n.t('Discard'),
    keep: vscode.l10n.t('Keep Edit'),
  });
  if (!sure || !deps.store.has(serverUrl, edit.unitId)) return;
  await deps.store.remove(serverUrl, edit.unitId);
  deps.discarded(edit.unitId);
}

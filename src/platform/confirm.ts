// Asking before something that cannot be undone, with the safe answer as the default. VS Code's modal
// message focuses its first (the custom) button, so Enter — or a second press of a key that just opened it —
// deletes. Here the question is a quick pick whose first and focused item keeps everything: Enter or
// Escape changes nothing, and the destructive choice must be picked on purpose (arrow down, then Enter, or
// a click).
import * as vscode from 'vscode';

export async function confirmDestructive(opts: {
  /** The question, naming what goes (the pick's title). */
  question: string;
  /** The destructive choice's words, e.g. "Delete “Map” on World Anvil". */
  action: string;
  /** What follows from it, shown under the choice. */
  detail: string;
}): Promise<boolean> {
  const keep: vscode.QuickPickItem = { label: `$(close) ${vscode.l10n.t('Cancel')}`, detail: vscode.l10n.t('Keep it') };
  const go: vscode.QuickPickItem = { label: `$(trash) ${opts.action}`, detail: opts.detail };
  const picked = await vscode.window.showQuickPick([keep, go], {
    title: opts.question,
    ignoreFocusOut: true,
  });
  return picked === go;
}

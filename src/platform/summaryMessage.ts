// Messages that end a piece of work (#31): they name what they count — the first few names and "and N
// more", with Show List opening the whole list read-only — and a problem comes with the button that
// leads to it (Show Problems), never only words pointing somewhere.
import * as vscode from 'vscode';
import { listHead } from '../core/listHead';
import { readOnlyText } from './readOnlyText';

/** "a.md, b.md, c.md and 4 more" in the display language ("; " between names that hold commas). */
export function nameList(names: readonly string[], max = 3, separator = ', '): string {
  const { shown, more } = listHead(names, max);
  return more > 0 ? vscode.l10n.t('{0} and {1} more', shown.join(separator), more) : shown.join(separator);
}

/**
 * Opens `lines` as a read-only document titled `title` (registerReadOnlyTexts must have run, which the
 * feature that shows the list does at activation).
 */
export async function showList(title: string, lines: readonly string[]): Promise<void> {
  await vscode.window.showTextDocument(readOnlyText(title, '.txt', `${lines.join('\n')}\n`), { preview: true });
}

/** An error about an article's fields, with Show Problems opening the Problems view where they are listed. */
export async function showProblemsMessage(message: string): Promise<void> {
  const show = vscode.l10n.t('Show Problems');
  if ((await vscode.window.showErrorMessage(message, show)) === show)
    await vscode.commands.executeCommand('workbench.actions.view.problems');
}

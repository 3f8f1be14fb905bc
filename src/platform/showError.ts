// The one path by which a failed command tells the person: a short message (never a stack, never a
// secret) with "Show Log"; the details go to the log. Cancellation is not an error and shows nothing.
import * as vscode from 'vscode';
import { classifyError, describeError } from './errorMessages';
import type { Log } from './log';

export async function showError(log: Log, component: string, err: unknown, context?: string): Promise<void> {
  if (classifyError(err) === 'cancelled') return;
  const message = describeError(err);
  log.error(component, `${context ? `${context}: ` : ''}${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
  const showLog = vscode.l10n.t('Show Log');
  const choice = await vscode.window.showErrorMessage(context ? `${context}: ${message}` : message, showLog);
  if (choice === showLog) log.show();
}

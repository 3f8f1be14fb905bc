// The one path by which a failed command tells the person: a short message (never a stack, never a
// secret) with "Show Log"; the details go to the log. Cancellation is not an error and shows nothing.
import * as vscode from 'vscode';
import { classifyError, describeError } from './errorMessages';
import type { Log } from './log';
import { errorLine } from '../core/errorLine';

/**
 * `describe` turns the error into the sentence shown: describeError by default; a feature whose refusals
 * carry more (the file commands name the server's fields) passes its own, which falls back to describeError.
 */
export async function showError(
  log: Log,
  component: string,
  err: unknown,
  context?: string,
  describe: (err: unknown) => string = describeError,
): Promise<void> {
  if (classifyError(err) === 'cancelled') return;
  const message = describe(err);
  log.error(component, `${context ? `${context}: ` : ''}${errorLine(err)}`);
  const showLog = vscode.l10n.t('Show Log');
  const choice = await vscode.window.showErrorMessage(context ? `${context}: ${message}` : message, showLog);
  if (choice === showLog) log.show();
}

/**
 * The same path for a check the person can try again (new credentials): `message` is what to say, written
 * by the caller because only it knows what stays in place; Retry beside Show Log. True when Retry was chosen.
 */
export async function showRetryableError(
  log: Log,
  component: string,
  err: unknown,
  context: string,
  message: string,
): Promise<boolean> {
  if (classifyError(err) === 'cancelled') return false;
  log.error(component, `${context}: ${errorLine(err)}`);
  const retry = vscode.l10n.t('Retry');
  const showLog = vscode.l10n.t('Show Log');
  const choice = await vscode.window.showErrorMessage(message, retry, showLog);
  if (choice === showLog) log.show();
  return choice === retry;
}

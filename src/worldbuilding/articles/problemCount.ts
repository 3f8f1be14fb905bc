// The one message a create or push stopped by problems in the file shows, with the count in its plural form.
import * as vscode from 'vscode';
import { plural } from '../../platform/localeFormat';

export function articleProblemsText(count: number): string {
  return plural(
    count,
    vscode.l10n.t('{0} problem in the article; nothing was sent. See the Problems view.', count),
    vscode.l10n.t('{0} problems in the article; nothing was sent. See the Problems view.', count),
  );
}

export function secretProblemsText(count: number): string {
  return plural(
    count,
    vscode.l10n.t('{0} problem in the secret; nothing was sent. See the Problems view.', count),
    vscode.l10n.t('{0} problems in the secret; nothing was sent. See the Problems view.', count),
  );
}

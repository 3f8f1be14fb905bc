// What Extract String says when it cannot extract, when a key is not acceptable, and when the locale file
// cannot take the key: the user-facing texts, apart from the command's steps; and the question whether to
// add the key on the server too.
import * as vscode from 'vscode';
import type { ExtractRefusal } from '../../core/sourceKeys/extractSite';
import type { KeyProblem } from '../../core/sourceKeys/keyProposal';

export const refusalText = (r: ExtractRefusal): string =>
  ({
    'no-string': vscode.l10n.t('Put the cursor on a string literal or on text in markup.'),
    'template-expressions': vscode.l10n.t('The text has ${…} or {{…}} parts: write its key and placeholders by hand.'),
    'already-key': vscode.l10n.t('This string is a translation key already.'),
    'not-text': vscode.l10n.t('This string is a name in the code (a module, property, type or attribute), not text.'),
    framework: vscode.l10n.t('No translation framework (i18next, vue-i18n) was found in this project’s package.json.'),
  })[r];

export const problemText = (p: KeyProblem): string =>
  ({
    empty: vscode.l10n.t('A key is needed.'),
    'too-long': vscode.l10n.t('The key is too long.'),
    characters: vscode.l10n.t('Use letters, digits, “_” and “-”, in parts separated by single dots.'),
    exists: vscode.l10n.t('This key exists already.'),
    conflicts: vscode.l10n.t('This key would sit inside an existing string or around existing keys.'),
  })[p];

export const insertRefusal = (r: 'not-object' | 'too-deep' | 'exists' | 'conflicts'): string =>
  ({
    'not-object': vscode.l10n.t('it is not a JSON object.'),
    'too-deep': vscode.l10n.t('it is nested too deeply to be a locale file.'),
    exists: vscode.l10n.t('the key is there already.'),
    conflicts: vscode.l10n.t('the key would sit inside a string or around existing keys.'),
  })[r];

export const FLUTTER_KEY_PROBLEM = (): string =>
  vscode.l10n.t('A Flutter key is a Dart name: a lower-case letter first, then letters, digits or “_”.');

/** Whether to add the key on the server too (undefined: cancelled); said before, as Undo cannot take it back. */
export async function askServerAdd(component: string, fileName: string): Promise<boolean | undefined> {
  const both = {
    label: vscode.l10n.t('Add to {0} and to {1} on the server', fileName, component),
    detail: vscode.l10n.t('Undo takes the key out of the files only: the server keeps the string.'),
    server: true,
  };
  const local = {
    label: vscode.l10n.t('Add to {0} only', fileName),
    detail: vscode.l10n.t('The server gets the string with the next upload of the file.'),
    server: false,
  };
  const pick = await vscode.window.showQuickPick([both, local], {
    title: vscode.l10n.t('Extract String'),
    ignoreFocusOut: true,
  });
  return pick?.server;
}

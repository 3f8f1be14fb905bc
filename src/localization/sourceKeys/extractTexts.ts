// What Extract String says when it cannot extract, when a key is not acceptable, and when the locale file
// cannot take the key: the user-facing texts, apart from the command's steps.
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

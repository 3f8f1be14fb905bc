// What the light entry knows about the translators' feature before loading it (see
// platform/features/lazyFeature.ts). Nothing heavy may be imported here: this file is part of activation.
import * as vscode from 'vscode';
import { isSourceLanguage } from '../core/sourceKeys/languages';
import { config } from '../platform/config';
import type { FeatureManifest } from '../platform/features/featureHost';
import { PENDING_EDIT_PREFIX } from '../core/units/pendingKey';
import { sourceKeysWarmUp } from './warmUp';

export const localizationManifest: FeatureManifest = {
  chunk: 'localization',
  commandPrefixes: ['scriptorium.localization.', 'scriptorium.changes.'],
  views: [{ id: 'scriptorium.localization', showCollapseAll: true }, { id: 'scriptorium.changes' }],
  serializers: ['scriptorium.unit'],
  // A JSON file of the workspace may be a locale file (status bar, hovers, diagnostics), and a source file of
  // a supported language may use translation keys (hints, hovers, diagnostics); either can only belong to
  // a translation once a server is configured, so before that opening one loads nothing.
  documents: {
    matches: (doc) =>
      (doc.languageId === 'json' || doc.languageId === 'jsonc' || isSourceLanguage(doc.languageId)) &&
      doc.uri.scheme === 'file' &&
      vscode.workspace.getWorkspaceFolder(doc.uri) !== undefined &&
      config.localization.serverUrl() !== '',
    settings: 'scriptorium.localization',
  },
  // Edits saved while the server could not be reached: the status bar says so, and they go when it is back.
  waitingWork: PENDING_EDIT_PREFIX,
  // A workspace whose source files will show hints: loaded after activation, its first file's strings read ahead.
  warmUp: sourceKeysWarmUp,
};

// Quick fixes on the source-key diagnostics: "Translate now" opens the display language's unit of a key
// not yet translated into it; "Add … to the server" adds a missing key to a monolingual component (its
// source text asked for), when the component lets strings be added and the user was not refused before.
import * as vscode from 'vscode';
import type { Component } from '../../core/weblate';
import { config } from '../../platform/config';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { LocalizationSession } from '../session';
import type { SourceKeyData } from './sourceKeyData';
import { MISSING_KEY, SOURCE, UNTRANSLATED, type SourceKeyFeatures } from './sourceKeyFeatures';
import { SOURCE_LANGUAGES } from '../../core/sourceKeys/languages';
import { addKeyOnServer, whyNoServerAdd } from './serverKeys';

const ADD_KEY = 'scriptorium.localization.addSourceKey';

export class SourceKeyActions extends Disposable implements vscode.CodeActionProvider {
  constructor(
    private readonly features: SourceKeyFeatures,
    private readonly data: SourceKeyData,
    private readonly session: LocalizationSession,
    private readonly log: Log,
  ) {
    super();
    const selector = SOURCE_LANGUAGES.map((language) => ({ language, scheme: 'file' }));
    this._register(
      vscode.languages.registerCodeActionsProvider(selector, this, {
        providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
      }),
    );
    this._register(
      vscode.commands.registerCommand(ADD_KEY, (component: unknown, key: unknown, text: unknown) =>
        this.addKey(component as Component, String(key), typeof text === 'string' ? text : undefined),
      ),
    );
  }

  async provideCodeActions(
    doc: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): Promise<vscode.CodeAction[]> {
    const ours = context.diagnostics.filter((d) => d.source === SOURCE);
    if (ours.length === 0) return [];
    const analysis = await this.features.analyse(doc);
    if (!analysis) return [];
    // A key none of the components has may be added to any of them that takes new strings, each named; the
    // first in lookup order (the .weblate component or the setting's first) is the preferred fix.
    const session = await this.session.connection();
    const takers = analysis.keys.sources
      .map((s) => s.component)
      .filter((c) => whyNoServerAdd(session, c) === undefined);
    const actions: vscode.CodeAction[] = [];
    for (const d of ours) {
      const at = this.features.entryAt(analysis, doc, d.range.start);
      if (!at) continue;
      if (d.code === UNTRANSLATED && at.entry) {
        const unit = at.from.index.unitIn(at.entry.source, config.localization.sourceHintsLanguage());
        if (!unit) continue;
        const action = new vscode.CodeAction(vscode.l10n.t('Translate now'), vscode.CodeActionKind.QuickFix);
        action.command = { command: 'scriptorium.localization.openUnit', title: action.title, arguments: [unit.id] };
        actions.push(fixing(action, d, true));
      } else if (d.code === MISSING_KEY) {
        const key = analysis.keys.keyOf(at.usage);
        // A <Trans>'s children are its source text already: offered as the text to add.
        const text = at.usage.bare ? key : undefined;
        takers.forEach((component, i) => {
          const action = new vscode.CodeAction(
            vscode.l10n.t('Add “{0}” to {1} on the server', key, component.name),
            vscode.CodeActionKind.QuickFix,
          );
          action.command = { command: ADD_KEY, title: action.title, arguments: [component, key, text] };
          actions.push(fixing(action, d, i === 0));
        });
      }
    }
    return actions;
  }

  /** Adds `key` with a source text the user types to the component's source language on the server. */
  private async addKey(component: Component, key: string, suggested?: string): Promise<void> {
    const connection = await this.session.connection();
    if (!connection || whyNoServerAdd(connection, component) !== undefined || key === '') return;
    const sourceLanguage = component.source_language!.code;
    const text = await vscode.window.showInputBox({
      title: vscode.l10n.t('Add String to {0}', component.name),
      prompt: vscode.l10n.t('Source text ({0}) of "{1}"', sourceLanguage, key),
      ...(suggested !== undefined ? { value: suggested } : {}),
      validateInput: (v) => (v === '' ? vscode.l10n.t('A source text is needed.') : undefined),
      ignoreFocusOut: true,
    });
    if (text === undefined) return;
    try {
      await addKeyOnServer(connection, component, key, text, { data: this.data, log: this.log });
      void vscode.window.showInformationMessage(vscode.l10n.t('Added "{0}" to {1}.', key, component.name));
    } catch (err) {
      await showError(this.log, 'source keys', err, vscode.l10n.t('Could not add the string'));
    }
  }
}

function fixing(action: vscode.CodeAction, diagnostic: vscode.Diagnostic, preferred: boolean): vscode.CodeAction {
  action.diagnostics = [diagnostic];
  action.isPreferred = preferred;
  return action;
}

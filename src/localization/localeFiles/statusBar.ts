// Translation progress for the locale file in the active editor: `$(globe) pt-BR 87.5% translated`, with counts in
// the tooltip; a click reveals the translation in the Localization tree. Cached statistics make editor
// switches free of requests while fresh.
import * as vscode from 'vscode';
import { summarizeStatistics } from '../../core/weblate/progress';
import { progressTable } from '../tree/rowStatus';
import type { LocaleIndex } from './localeIndex';
import { config, onDidChangeConfig } from '../../platform/config';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import { formatPercentLocal } from '../../platform/localeFormat';
import { escapeMarkdown } from '../../platform/markdownText';
import { markWalkthroughStep } from '../../platform/walkthrough';
import { errorLine } from '../../core/errorLine';

export class TranslationStatusBar extends Disposable {
  private readonly item = this._register(
    vscode.window.createStatusBarItem('scriptorium.translationProgress', vscode.StatusBarAlignment.Right, 100),
  );
  private generation = 0;

  constructor(
    private readonly index: LocaleIndex,
    private readonly log: Log,
  ) {
    super();
    this.item.name = vscode.l10n.t('Scriptorium Translation Progress');
    this._register(vscode.window.onDidChangeActiveTextEditor(() => void this.update()));
    this._register(onDidChangeConfig('localization', () => void this.update()));
    void this.update();
  }

  async update(): Promise<void> {
    const generation = ++this.generation;
    const editor = vscode.window.activeTextEditor;
    if (!config.localization.statusBarEnabled() || !editor) {
      this.item.hide();
      return;
    }
    try {
      const t = await this.index.translationFor(editor.document.uri);
      if (generation !== this.generation) return; // the editor changed while we were asking
      if (!t) {
        this.item.hide();
        return;
      }
      const s = await this.index.statistics(t);
      if (generation !== this.generation) return;
      this.item.text = `$(globe) ${t.language_code} ${vscode.l10n.t('{0} translated', formatPercentLocal(s.translated_percent))}`;
      const tip = new vscode.MarkdownString();
      tip.appendMarkdown(
        `**${escapeMarkdown(t.component.project.name)} / ${escapeMarkdown(t.component.name)} — ${escapeMarkdown(t.language.name)}**\n\n`,
      );
      // Translated, approved, needs editing, untranslated and failing, as counts and percentages.
      tip.appendMarkdown(progressTable(summarizeStatistics(s)));
      tip.appendMarkdown(vscode.l10n.t('Click to show it in the Localization view.'));
      this.item.tooltip = tip;
      this.item.command = {
        command: 'scriptorium.localization.revealTranslation',
        title: vscode.l10n.t('Show Translation'),
        arguments: [t.component.project.slug, t.component.slug, t.language.code],
      };
      this.item.show();
      markWalkthroughStep('localeProgressShown');
    } catch (err) {
      if (generation !== this.generation) return;
      this.log.warn('status bar', errorLine(err));
      this.item.text = '$(globe) $(warning)';
      this.item.tooltip = vscode.l10n.t('Translation progress is unavailable (see Scriptorium: Show Log).');
      this.item.command = 'scriptorium.showLog';
      this.item.show();
    }
  }
}
